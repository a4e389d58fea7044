/** JSON-RPC error bodies for answers the HTTP edge gives itself, so every error a client sees is JSON-RPC. */
import type { Response } from "express";

export type JsonRpcId = string | number | null;

/** What the edge answered itself, kept on the response so the wire log can write it (createApp.ts). */
export interface EdgeReply {
  readonly id: JsonRpcId;
  readonly code: number;
  readonly message: string;
  readonly bytes: number;
}

export function sendJsonRpcError(res: Response, status: number, code: number, message: string, id: JsonRpcId = null, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const body = JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } });
  res.locals.edgeReply = { id, code, message, bytes: Buffer.byteLength(body) } satisfies EdgeReply;
  res.status(status).set(headers).type("application/json").send(body);
}
