/**
 * One timeline per simulator page: JSON-RPC between host and server, bridge messages between host and
 * widget, CSP violations and the widget's console. Exported as JSON and attached to every e2e test.
 */
import type { HostApi } from "./hostApi.ts";

export type TimelineChannel = "mcp" | "fixture" | "bridge" | "host" | "console" | "csp";
export type TimelineDirection = "host->server" | "server->host" | "host->widget" | "widget->host" | "widget" | "host";
export type TimelineKind = "request" | "response" | "error" | "notification" | "event";

export interface TimelineEntry {
  readonly seq: number;
  /** Milliseconds since the host page started. */
  readonly atMs: number;
  readonly channel: TimelineChannel;
  readonly direction: TimelineDirection;
  readonly kind: TimelineKind;
  /** The JSON-RPC id (or the `window.openai` call id) of a request and of its response. */
  readonly id?: string | number;
  readonly method?: string;
  /** On a response: milliseconds since its request. */
  readonly durationMs?: number;
  readonly api?: HostApi;
  /**
   * Ties together what belongs to one tool call: the `tools/call` to the server, its response, and the
   * bridge messages that delivered it to the widget (or carried the widget's request). Set after the fact
   * on a request whose tool call is only known once the host handles it.
   */
  correlationId?: string;
  /** On bridge entries of a tool call: the JSON-RPC id of the matching `tools/call` to the server. */
  serverRpcId?: string | number;
  readonly summary: string;
  readonly payload?: unknown;
}

export interface TimelineExport {
  readonly exportedAt: string;
  readonly settings: unknown;
  readonly mcpUrl: string | null;
  readonly entries: readonly TimelineEntry[];
}

/** The host event recorded when a late tool result is dropped because its call was cancelled first. */
export const TOOL_RESULT_WITHHELD = "tool-result-withheld";
