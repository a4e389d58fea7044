/**
 * The SDK's Streamable HTTP transport, loaded the first time a session or a progress stream needs it. It brings
 * `@hono/node-server`, which builds Web Request/Response classes (and with them Node's fetch implementation) as
 * soon as it is loaded; stateless JSON answers, most of the traffic, need none of it, so a start does not pay
 * for it before the first answer.
 */
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

let loaded: Promise<typeof StreamableHTTPServerTransport> | undefined;

export function streamableTransportClass(): Promise<typeof StreamableHTTPServerTransport> {
  loaded ??= import("@modelcontextprotocol/sdk/server/streamableHttp.js").then((sdk) => sdk.StreamableHTTPServerTransport);
  return loaded;
}
