/** The real Gift Finder server over Streamable HTTP, through the SDK client, every message recorded. */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { RecordingTransport } from "../recordingTransport.ts";
import type { Timeline } from "../timeline.ts";
import { nextCorrelationId, type ToolBackend, type TrackedToolCall } from "./toolBackend.ts";

export async function connectLiveBackend(mcpUrl: string, timeline: Timeline): Promise<ToolBackend> {
  const transport = new RecordingTransport(new StreamableHTTPClientTransport(new URL(mcpUrl)), timeline, {
    channel: "mcp",
    outgoing: "host->server",
    incoming: "server->host",
  });
  const client = new Client({ name: "gift-finder-host-simulator", version: "1.0.0" });
  await client.connect(transport);

  return {
    kind: "live",
    async listTools() {
      return (await client.listTools()).tools;
    },
    readResource(uri) {
      return client.readResource({ uri });
    },
    async callTool(name, args): Promise<TrackedToolCall> {
      const correlationId = nextCorrelationId();
      let serverRpcId: string | number = "unknown";
      transport.expectOutgoing("tools/call", (message) => {
        if ("id" in message) serverRpcId = message.id as string | number;
        return { correlationId };
      });
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      return { result, correlationId, serverRpcId };
    },
    close: () => client.close(),
  };
}
