/** Cursor pagination for the list methods. Cursors are opaque to clients: base64url of the next offset. */
import { invalidParams } from "./protocolError.ts";

const PREFIX = "gf1:";

function encodeCursor(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`).toString("base64url");
}

function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, "base64url").toString();
  const offset = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(offset) || offset < 0 || encodeCursor(offset) !== cursor) {
    throw invalidParams(`Invalid cursor: ${JSON.stringify(cursor.slice(0, 64))}; pass a nextCursor from an earlier page, or omit it`);
  }
  return offset;
}

/** One page of `all`. `cursor: null` (as real clients send) means the first page. */
export function paginate<T>(all: readonly T[], cursor: string | null | undefined, pageSize: number): { page: T[]; nextCursor?: string } {
  const offset = cursor == null ? 0 : decodeCursor(cursor);
  if (offset > all.length) throw invalidParams("Invalid cursor: it points past the end of the list");
  const end = offset + pageSize;
  return end < all.length ? { page: all.slice(offset, end), nextCursor: encodeCursor(end) } : { page: all.slice(offset) };
}
