/**
 * Checks the params of hand-written requests before the SDK sees them, so that common mistakes get a
 * -32602 naming the expected field instead of a schema dump. Returns the problem, or undefined when fine.
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

export function checkRequestShape(method: string, params: unknown): string | undefined {
  if (params !== undefined && (typeof params !== "object" || params === null || Array.isArray(params))) {
    return `${method} params must be an object`;
  }
  const given = (params ?? {}) as Record<string, unknown>;
  const shape = SHAPES.get(method);
  if (!shape) return undefined;
  const wrong = Object.keys(given).filter((key) => Object.hasOwn(shape.misnamed, key));
  if (wrong.length > 0) {
    const renames = wrong.map((key) => `"${key}" → "${shape.misnamed[key]}"`).join(", ");
    return `${method} expects params ${shape.fields}; rename ${renames}`;
  }
  if (typeof given[shape.required] !== "string") {
    return `${method} expects params ${shape.fields}: "${shape.required}" (a string) is missing`;
  }
  if ("arguments" in given && (typeof given.arguments !== "object" || given.arguments === null || Array.isArray(given.arguments))) {
    return `${method} expects "arguments" to be an object`;
  }
  return undefined;
}
