/** Where tool calls and widget templates come from: the real MCP server (live) or canned fixtures. */
import type { CallToolResult, ReadResourceResult, Tool } from "@modelcontextprotocol/sdk/types.js";

export interface TrackedToolCall {
  readonly result: CallToolResult;
  /** Shared by every timeline entry of this call. */
  readonly correlationId: string;
  /** The JSON-RPC id of the `tools/call` request the server received. */
  readonly serverRpcId: string | number;
}

/** Who asked for a tool call: the (scripted) model in a conversation turn, or the widget through the host. */
export type CallOrigin = "model" | "widget";

export interface ToolBackend {
  readonly kind: "live" | "fixtures";
  /** Fixtures are canned calls: the model's call uses the fixture's own arguments, whatever the prompt said. */
  readonly fixedArguments?: Record<string, unknown>;
  listTools(): Promise<Tool[]>;
  readResource(uri: string): Promise<ReadResourceResult>;
  callTool(name: string, args: Record<string, unknown>, origin: CallOrigin): Promise<TrackedToolCall>;
  close(): Promise<void>;
}

let correlationCounter = 0;
export function nextCorrelationId(): string {
  correlationCounter += 1;
  return `call-${correlationCounter}`;
}
