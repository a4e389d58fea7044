/**
 * Serves one stateless request from the method table without an SDK `Server`: ChatGPT's tool calls arrive
 * this way, and the SDK's per-request dispatch (its request and result schemas, its handler plumbing) was
 * most of what such a call cost (docs/performance.md). Sessions keep the SDK Server (createMcpServer.ts);
 * both run the same handlers, so they answer alike.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import { isTableMethod, type McpServices, newSessionState, runMethod } from "./methods.ts";
import { ErrorCode } from "./protocolConstants.ts";
import { methodNotFound, ProtocolError } from "./protocolError.ts";

async function answer({ method, params }: JSONRPCRequest, services: McpServices): Promise<Record<string, unknown>> {
  if (isTableMethod(method)) return runMethod(method, params, { services, session: newSessionState() });
  throw methodNotFound(method);
}

/** The JSON-RPC error a thrown value becomes; runMethod turns every unexpected failure into a ProtocolError. */
function errorBody(error: unknown) {
  const { code, message, data } = error instanceof ProtocolError ? error : new ProtocolError(ErrorCode.InternalError, "Internal error");
  return { code, message, ...(data === undefined ? {} : { data }) };
}

/** Answers the one request delivered to `transport` and sends the response back through it. */
export function serveStateless(transport: Transport, services: McpServices): void {
  transport.onmessage = (message) => {
    const request = message as JSONRPCRequest;
    void answer(request, services)
      .then(
        (result): JSONRPCMessage => ({ jsonrpc: "2.0", id: request.id, result }),
        (error: unknown): JSONRPCMessage => ({ jsonrpc: "2.0", id: request.id, error: errorBody(error) }),
      )
      .then((response) => transport.send(response));
  };
}
