/**
 * Cheap bounds on a message, checked at the edge before any schema work, so that what one request costs does
 * not depend on what its sender chose to put in it:
 * - on the raw bytes, before JSON.parse: how deep objects and arrays nest, and how many values there are
 *   (parsing 80,000 keys costs far more than counting them);
 * - on the parsed message: how many entries and characters a call's `arguments` hold.
 * No walk recurses, so no nesting can overflow the call stack, and each stops once a bound is passed.
 */

export interface MessageBounds {
  /** Nesting of objects and arrays in the whole message. */
  readonly maxDepth: number;
  /** Values (object members and array elements, at any depth) in the whole message. */
  readonly maxValues: number;
  /** Keys and array elements anywhere inside `arguments`. */
  readonly maxArgumentEntries: number;
  /** Characters of keys and strings anywhere inside `arguments`. */
  readonly maxArgumentChars: number;
}

export interface RawShape {
  /** The deepest nesting seen (1 for `{}`). */
  readonly depth: number;
  /** Whether the message holds more values than allowed; the scan stopped there. */
  readonly tooManyValues: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

/** Nesting and a value count from JSON text, outside strings; malformed text is left to JSON.parse. */
export function scanRawShape(bytes: Uint8Array, maxValues: number): RawShape {
  let inString = false;
  let escaped = false;
  let depth = 0;
  let deepest = 0;
  let values = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      values += 1;
      if (depth > deepest) deepest = depth;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth -= 1;
    else if (byte === COMMA) values += 1;
    else continue;
    if (values > maxValues) return { depth: deepest, tooManyValues: true };
  }
  return { depth: deepest, tooManyValues: false };
}

/** Why `arguments` is too large to be worth validating, or undefined when it is within the bounds. */
export function argumentsTooLarge(args: unknown, bounds: MessageBounds): string | undefined {
  let entries = 0;
  let chars = 0;
  const stack: unknown[] = [args];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") chars += current.length;
    else if (Array.isArray(current)) {
      entries += current.length;
      if (entries <= bounds.maxArgumentEntries) stack.push(...current);
    } else if (typeof current === "object" && current !== null) {
      const keys = Object.keys(current);
      entries += keys.length;
      if (entries <= bounds.maxArgumentEntries) {
        for (const key of keys) {
          chars += key.length;
          stack.push((current as Record<string, unknown>)[key]);
        }
      }
    }
    if (entries > bounds.maxArgumentEntries) return `"arguments" holds more than ${bounds.maxArgumentEntries} keys and array elements`;
    if (chars > bounds.maxArgumentChars) return `"arguments" holds more than ${bounds.maxArgumentChars} characters`;
  }
  return undefined;
}
