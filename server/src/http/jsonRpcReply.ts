/** JSON-RPC error bodies for answers the HTTP edge gives itself, so every error a client sees is JSON-RPC. */
import type { Response } from "express";

export type JsonRpcId = string | number | null;

export function sendJsonRpcError(res: Response, status: number, code: number, message: string, id: JsonRpcId = null, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.status(status).set(headers).type("application/json").send(JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } }));
}
