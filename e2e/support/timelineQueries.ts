/** Questions tests ask of an exported timeline. */
import type { TimelineEntry } from "../simulator/shared/timeline.ts";

export interface JsonRpcRequest {
  readonly id: string | number;
  readonly method: string;
  readonly params?: { name?: string; arguments?: Record<string, unknown> } & Record<string, unknown>;
}

export function toolCallsSentToServer(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.filter(
    (e) => (e.channel === "mcp" || e.channel === "fixture") && e.direction === "host->server" && e.method === "tools/call",
  );
}

export function requestParams(entry: TimelineEntry): JsonRpcRequest["params"] {
  return (entry.payload as JsonRpcRequest).params;
}

export function responseTo(entries: readonly TimelineEntry[], request: TimelineEntry): TimelineEntry | undefined {
  return entries.find((e) => e.channel === request.channel && e.direction === "server->host" && e.id === request.id);
}

/** The bridge messages that handed a tool result to the widget, in either host API. */
export function toolResultsDeliveredToWidget(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.filter(
    (e) =>
      e.channel === "bridge" &&
      e.direction === "host->widget" &&
      (e.method === "ui/notifications/tool-result" ||
        e.method === "openai:set_globals (tool result)" ||
        (e.method === "openai:init" && e.correlationId !== undefined)),
  );
}

export function consoleErrors(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.filter((e) => e.channel === "console" && e.method === "console.error");
}

export function cspViolations(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.filter((e) => e.channel === "csp" && e.method === "securitypolicyviolation");
}

export function describeEntries(entries: readonly TimelineEntry[]): string {
  return entries.map((e) => `${e.channel} ${e.direction} ${e.method ?? e.kind}: ${e.summary}`).join("\n") || "(none)";
}
