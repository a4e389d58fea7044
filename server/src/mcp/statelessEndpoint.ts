/**
 * Serves one stateless request from the method table without an SDK `Server`: ChatGPT's tool calls arrive
 * this way, and the SDK's per-request dispatch (its request and result schemas, its handler plumbing) was
 * most of what such a call cost (docs/performance.md). Sessions keep the SDK Server (createMcpServer.ts);
 * both run the same handlers, so they answer alike.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import { LoggingLevelSchema } from "@modelcontextprotocol/sdk/types.js";
import { isTableMethod, runMethod, type McpServices } from "./methods.ts";
import { ProtocolError, invalidParams, methodNotFound } from "./protocolError.ts";

async function answer(request: JSONRPCRequest, services: McpServices): Promise<Record<string, unknown>> {
  const { method, params } = request;
  if (isTableMethod(method)) return runMethod(method, params, { services, subscriptions: new Set() });
  if (method === "ping") return {};
  // Without a session there is no stream to log to: accept a valid level, as the SDK does, and keep nothing.
  if (method === "logging/setLevel") {
    if (!LoggingLevelSchema.safeParse((params as { level?: unknown } | undefined)?.level).success) throw invalidParams("logging/setLevel expects a level such as \"info\"");
    return {};
  }
  throw methodNotFound(method);
}

/** Answers the one request delivered to `transport` and sends the response back through it. */
export function serveStateless(transport: Transport, services: McpServices): void {
  transport.onmessage = (message) => {
    const request = message as JSONRPCRequest;
    void answer(request, services).then(
      (result): JSONRPCMessage => ({ jsonrpc: "2.0", id: request.id, result }),
      (error: unknown): JSONRPCMessage => {
        // runMethod turns every unexpected failure into a ProtocolError, so nothing else reaches here.
        const { code, message: text, data } = error instanceof ProtocolError ? error : new ProtocolError(-32603, "Internal error");
        return { jsonrpc: "2.0", id: request.id, error: { code, message: text, ...(data === undefined ? {} : { data }) } };
      },
    ).then((response) => transport.send(response));
  };
}
