/**
 * Every field of a log line has a bound. Ids, methods, names and paths come from callers and can be as large as
 * a request body; a line that copied them whole could make one request cost megabytes of log. Applied to every
 * line (pino's `formatters.log`), so no call site can forget it. Cutting a string shares no work with its size:
 * a 1 MB id costs one short slice here, never a copy.
 */

/** Characters kept of a string field. */
export const FIELD_CAP_CHARS = 256;
/** Message bodies (debug level) and error stacks keep more, because they are what a reader came for. */
export const LONG_FIELD_CAP_CHARS = 4096;
const LONG_FIELDS = new Set(["body", "stack"]);
const MAX_DEPTH = 4;
const MAX_ENTRIES = 32;

function boundText(value: string, cap: number = FIELD_CAP_CHARS): string {
  return value.length > cap ? `${value.slice(0, cap)}…(${value.length} chars)` : value;
}

function boundValue(key: string, value: unknown, depth: number): unknown {
  if (typeof value === "string") return boundText(value, LONG_FIELDS.has(key) ? LONG_FIELD_CAP_CHARS : FIELD_CAP_CHARS);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= MAX_DEPTH) return "[nested too deep]";
  if (value instanceof Error) {
    const code = (value as NodeJS.ErrnoException).code;
    return {
      type: value.name,
      message: boundText(value.message, LONG_FIELD_CAP_CHARS),
      ...(typeof code === "string" ? { code: boundText(code) } : {}),
      ...(value.stack ? { stack: boundText(value.stack, LONG_FIELD_CAP_CHARS) } : {}),
    };
  }
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ENTRIES).map((entry) => boundValue(key, entry, depth + 1));
    return value.length > MAX_ENTRIES ? [...kept, `…(${value.length} entries)`] : kept;
  }
  return boundObject(value as Record<string, unknown>, depth + 1);
}

function boundObject(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  const bounded: Record<string, unknown> = {};
  let entries = 0;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    if (entries++ >= MAX_ENTRIES) {
      bounded["…"] = "more fields left out";
      break;
    }
    bounded[boundText(key)] = boundValue(key, object[key], depth);
  }
  return bounded;
}

/**
 * Whether bounding would copy `fields` unchanged: few own keys, none of them long, and only short strings and
 * other plain values. Most lines (every wire log and access log line) are such, and are then written as they
 * are instead of being copied field by field.
 */
function alreadyBounded(fields: Record<string, unknown>): boolean {
  let entries = 0;
  for (const key in fields) {
    if (!Object.hasOwn(fields, key) || ++entries > MAX_ENTRIES || key.length > FIELD_CAP_CHARS) return false;
    const value = fields[key];
    if (typeof value === "string") {
      if (value.length > (LONG_FIELDS.has(key) ? LONG_FIELD_CAP_CHARS : FIELD_CAP_CHARS)) return false;
    } else if (typeof value === "object" && value !== null) return false;
  }
  return true;
}

/** The fields of one log line, each bounded. */
export function boundFields(fields: Record<string, unknown>): Record<string, unknown> {
  return alreadyBounded(fields) ? fields : boundObject(fields, 0);
}
