/**
 * Hints for hand-written requests: common mistakes in the params of a method get a -32602 naming the expected
 * field instead of a schema dump. The method table asks here before it parses a method's params.
 */
interface ExpectedShape {
  readonly required: string;
  readonly fields: string;
  readonly misnamed: Record<string, string>;
}

const SHAPE_TABLE: Record<string, ExpectedShape> = {
  "tools/call": {
    required: "name",
    fields: "{name, arguments}",
    misnamed: { tool: "name", toolName: "name", tool_name: "name", args: "arguments", params: "arguments", input: "arguments" },
  },
  "resources/read": {
    required: "uri",
    fields: "{uri}",
    misnamed: { resourceId: "uri", resource: "uri", url: "uri", id: "uri", name: "uri" },
  },
  "prompts/get": {
    required: "name",
    fields: "{name, arguments}",
    misnamed: { prompt: "name", promptName: "name", prompt_name: "name", args: "arguments" },
  },
  "resources/subscribe": { required: "uri", fields: "{uri}", misnamed: { resourceId: "uri", resource: "uri", url: "uri" } },
  "resources/unsubscribe": { required: "uri", fields: "{uri}", misnamed: { resourceId: "uri", resource: "uri", url: "uri" } },
};
/** A Map, not the object: a method named "constructor" or "__proto__" must find nothing. */
const SHAPES = new Map(Object.entries(SHAPE_TABLE));

/** The mistake in a method's params, worded for the person who wrote them, or undefined when none is known. */
export function paramsHint(method: string, params: Record<string, unknown>): string | undefined {
  const shape = SHAPES.get(method);
  if (!shape) return undefined;
  const wrong = Object.keys(params).filter((key) => Object.hasOwn(shape.misnamed, key));
  if (wrong.length > 0) {
    const renames = wrong.map((key) => `"${key}" → "${shape.misnamed[key]}"`).join(", ");
    return `${method} expects params ${shape.fields}; rename ${renames}`;
  }
  if (typeof params[shape.required] !== "string") {
    return `${method} expects params ${shape.fields}: "${shape.required}" (a string) is missing`;
  }
  if ("arguments" in params && (typeof params.arguments !== "object" || params.arguments === null || Array.isArray(params.arguments))) {
    return `${method} expects "arguments" to be an object`;
  }
  return undefined;
}
