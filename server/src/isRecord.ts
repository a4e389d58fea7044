/** A JSON object (not an array, not null): what a message or its params must be before fields are read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
