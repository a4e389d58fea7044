/**
 * After an early answer (413, 406, 415, 429 before the body was read), the rest of the request body is read
 * and dropped rather than left on the wire. Closing with unread data makes the kernel reset the connection,
 * and a client still sending then sees EPIPE instead of the answer. Reading stops at a bound in bytes and in
 * time; past it the connection is closed, so a client cannot keep the server reading for ever.
 */
import type { Request } from "express";

export interface DiscardBounds {
  readonly maxBytes: number;
  readonly maxMs: number;
}

const DEFAULT_DISCARD: DiscardBounds = { maxBytes: 16 * 1024 * 1024, maxMs: 5000 };

export function discardBody(req: Request, bounds: DiscardBounds = DEFAULT_DISCARD): void {
  if (req.complete) return;
  let dropped = 0;
  const cutOff = () => {
    cleanup();
    req.socket.destroy();
  };
  const timer = setTimeout(cutOff, bounds.maxMs);
  timer.unref();
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bounds.maxBytes) cutOff();
  };
  const cleanup = () => {
    clearTimeout(timer);
    req.off("data", onData);
  };
  req.on("data", onData);
  req.once("end", cleanup);
  req.once("close", cleanup);
  req.resume();
}
