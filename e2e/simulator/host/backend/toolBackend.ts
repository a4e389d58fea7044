/** Where tool calls and widget templates come from: the real MCP server (live) or canned fixtures. */
import type { CallToolResult, ReadResourceResult, Tool } from "@modelcontextprotocol/sdk/types.js";

export interface TrackedToolCall {
  readonly result: CallToolResult;
  /** Shared by every timeline entry of this call. */
  readonly correlationId: string;
  /** The JSON-RPC id of the `tools/call` request the server received. */
  readonly serverRpcId: string | number;
}

export interface ToolBackend {
  readonly kind: "live" | "fixtures";
  listTools(): Promise<Tool[]>;
  readResource(uri: string): Promise<ReadResourceResult>;
  callTool(name: string, args: Record<string, unknown>): Promise<TrackedToolCall>;
  close(): Promise<void>;
}

let correlationCounter = 0;
export function nextCorrelationId(): string {
  correlationCounter += 1;
  return `call-${correlationCounter}`;
}
