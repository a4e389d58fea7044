/** JSON-RPC error bodies for answers the HTTP edge gives itself, so every error a client sees is JSON-RPC. */
import type { RequestId } from "@modelcontextprotocol/sdk/types.js";
import type { Response } from "express";

/** What the edge answered itself, kept on the response so the wire log can write it (createApp.ts). */
export interface EdgeReply {
  readonly id: RequestId | null;
  readonly code: number;
  readonly message: string;
  readonly bytes: number;
}

export function sendJsonRpcError(
  res: Response,
  status: number,
  code: number,
  message: string,
  id: RequestId | null = null,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  // JSON-RPC 2.0 answers id null when the request's id could not be read; the SDK's type has no null.
  const body = JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } });
  res.locals.edgeReply = { id, code, message, bytes: Buffer.byteLength(body) } satisfies EdgeReply;
  res.status(status).set(headers).type("application/json").send(body);
}
