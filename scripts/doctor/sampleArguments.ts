/**
 * Arguments for a sample tools/call, made from the tool's inputSchema when the user gives none: each required
 * property gets its example, default, first enum value, or a plain value of its type within its bounds.
 */
type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema => (typeof value === "object" && value !== null ? (value as Schema) : {});

function numberWithin(schema: Schema, integer: boolean): number {
  const low =
    typeof schema.minimum === "number"
      ? schema.minimum
      : typeof schema.exclusiveMinimum === "number"
        ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
        : undefined;
  const high =
    typeof schema.maximum === "number"
      ? schema.maximum
      : typeof schema.exclusiveMaximum === "number"
        ? schema.exclusiveMaximum - (integer ? 1 : 0.01)
        : undefined;
  let value = 100;
  if (high !== undefined) value = Math.min(value, high);
  if (low !== undefined) value = Math.max(value, low);
  return integer ? Math.ceil(value) : value;
}

function sampleValue(schemaLike: unknown): unknown {
  const schema = asSchema(schemaLike);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.length > 0) return sampleValue(options[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
      return "birthday".padEnd(minLength, "x");
    }
    case "number":
      return numberWithin(schema, false);
    case "integer":
      return numberWithin(schema, true);
    case "boolean":
      return true;
    case "array":
      return typeof schema.minItems === "number" && schema.minItems > 0
        ? Array.from({ length: schema.minItems }, () => sampleValue(schema.items))
        : [];
    case "null":
      return null;
    default:
      return sampleArguments(schema);
  }
}

export function sampleArguments(inputSchema: unknown): Record<string, unknown> {
  const schema = asSchema(inputSchema);
  const properties = asSchema(schema.properties);
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === "string") : [];
  return Object.fromEntries(required.map((name) => [name, sampleValue(properties[name])]));
}
