/**
 * A one-request transport for stateless JSON answers: the request goes in, its one response is written as
 * the HTTP body. It does what StreamableHTTPServerTransport does with enableJsonResponse for one request,
 * without converting Node's request and response to Web ones and back. One instance per request, never shared.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Response } from "express";

/** The size of each answer as written, so the wire log need not serialize a large one a second time. */
export const writtenBytes = new WeakMap<JSONRPCMessage, number>();

export class JsonResponseTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport["onmessage"];

  constructor(private readonly res: Response) {}

  async start(): Promise<void> {}

  /** Hands the request to the server; its response arrives through send(). */
  deliver(message: JSONRPCMessage): void {
    this.onmessage?.(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // Notifications (e.g. logging) have no stream to travel on in a JSON answer; the SDK transport drops them too.
    if (!("result" in message) && !("error" in message)) return;
    if (this.res.headersSent || this.res.destroyed) return;
    // Not res.json(): Express would also hash the body for an ETag, which no client of a POST uses.
    const body = JSON.stringify(message);
    const bytes = Buffer.byteLength(body);
    writtenBytes.set(message, bytes);
    this.res.writeHead(200, { "Content-Type": "application/json", "Content-Length": bytes }).end(body);
  }

  async close(): Promise<void> {
    this.onclose?.();
  }
}
