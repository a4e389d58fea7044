/**
 * The SDK parts only sessions and progress streams use, loaded the first time one needs them. The Streamable
 * HTTP transport brings `@hono/node-server`, which builds Web Request/Response classes (and with them Node's
 * fetch implementation) as soon as it is loaded; the SDK `Server` brings the SDK's protocol schemas and Ajv.
 * Stateless JSON answers, most of the traffic, need none of it, so a start does not pay for it before the first
 * answer.
 */
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { createMcpServer } from "../mcp/createMcpServer.ts";

let loaded: Promise<typeof StreamableHTTPServerTransport> | undefined;
let serverFactory: Promise<typeof createMcpServer> | undefined;

export function streamableTransportClass(): Promise<typeof StreamableHTTPServerTransport> {
  loaded ??= import("@modelcontextprotocol/sdk/server/streamableHttp.js").then((sdk) => sdk.StreamableHTTPServerTransport);
  return loaded;
}

export function mcpServerFactory(): Promise<typeof createMcpServer> {
  serverFactory ??= import("../mcp/createMcpServer.ts").then((module) => module.createMcpServer);
  return serverFactory;
}
