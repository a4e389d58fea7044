/**
 * Turns the server's JSON log lines into a timeline a person can read: one line per JSON-RPC message,
 * requests and their responses tagged with the same exchange number, e.g.
 *   23:45:41.740 #1 → 7 tools/call suggest_gifts  (conversation conv-123)
 *   23:45:41.749 #1 ← 7 result 6 gifts (10.7 ms)
 */
import type { WireLogLine } from "../../server/src/http/wireLog.ts";

/** A wire-log line as it reaches the log: what the server wrote, plus pino's time and message. */
type RpcLine = Partial<WireLogLine> & { readonly time?: string; readonly msg?: string };

function clock(time: string | undefined): string {
  return time ? time.slice(11, 23) : "            ";
}

function parse(line: string): RpcLine | undefined {
  try {
    const value = JSON.parse(line) as unknown;
    return typeof value === "object" && value !== null ? (value as RpcLine) : undefined;
  } catch {
    return undefined;
  }
}

function notificationText(entry: RpcLine): string {
  const params = (entry.body ? (parse(entry.body) as { params?: Record<string, unknown> } | undefined)?.params : undefined) ?? {};
  if (entry.method === "notifications/progress") return `progress ${params.progress}/${params.total ?? "?"} ${params.message ?? ""}`.trim();
  return entry.method ?? "notification";
}

export function formatTimeline(lines: Iterable<string>): string[] {
  const exchanges = new Map<string, number>();
  let nextExchange = 1;
  const out: string[] = [];
  for (const raw of lines) {
    const entry = parse(raw);
    if (!entry || entry.msg !== "rpc") continue;
    // A session's ids are its own; a stateless request is its own scope: so pair within one of them.
    const scope = entry.session ?? entry.httpRequestId ?? "";
    const key = `${scope}|${entry.dir === "in" ? "c" : "s"}|${String(entry.rpcId)}`;
    const arrow = entry.dir === "in" ? "→" : "←";
    const who = entry.conversation
      ? `  (conversation ${entry.conversation})`
      : entry.session
        ? `  (session ${entry.session.slice(0, 8)})`
        : "";
    if (entry.kind === "request") {
      const exchange = nextExchange++;
      exchanges.set(key, exchange);
      out.push(`${clock(entry.time)} #${exchange} ${arrow} ${entry.rpcId} ${entry.method}${entry.target ? ` ${entry.target}` : ""}${who}`);
    } else if (entry.kind === "notification") {
      out.push(`${clock(entry.time)}    ${arrow} ${notificationText(entry)}${who}`);
    } else {
      const requestKey = `${scope}|${entry.dir === "in" ? "s" : "c"}|${String(entry.rpcId)}`;
      const exchange = exchanges.get(requestKey);
      exchanges.delete(requestKey);
      const tag = exchange === undefined ? "  ?" : `#${exchange}`;
      const outcome =
        entry.kind === "error"
          ? `error ${entry.errorCode ?? ""} ${entry.errorMessage ?? ""}`.trim()
          : `${entry.isError ? "result isError" : "result"} ${entry.summary ?? ""}`.trim();
      const ms = entry.ms !== undefined ? ` (${entry.ms} ms)` : "";
      out.push(`${clock(entry.time)} ${tag} ${arrow} ${entry.rpcId} ${outcome}${ms}`);
    }
  }
  return out;
}
