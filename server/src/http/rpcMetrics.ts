/**
 * Feeds ServerMetrics from a transport: each request's method and tool as it arrives, and its outcome and
 * latency as its answer leaves. Requests are paired per transport, like the wire log, so equal ids from different
 * clients never mix; a bounded map keeps cancelled requests from growing it.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { RpcOutcome, ServerMetrics } from "../metrics/serverMetrics.ts";

const MAX_PENDING = 1000;

interface Pending {
  readonly method: string;
  readonly tool: string | undefined;
  readonly started: number;
}

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | undefined => (typeof value === "object" && value !== null ? (value as Loose) : undefined);

function outcomeOf(message: Loose): RpcOutcome {
  const error = asObject(message.error);
  if (error) return { kind: "error", code: typeof error.code === "number" ? error.code : 0 };
  return asObject(message.result)?.isError === true ? { kind: "is_error" } : { kind: "result" };
}

export function observeRpcMetrics(transport: Transport, metrics: ServerMetrics): void {
  const pending = new Map<string | number, Pending>();
  const onmessage = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const m = message as Loose;
    const id = m.id;
    if (typeof m.method === "string" && (typeof id === "string" || typeof id === "number")) {
      if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value as string | number);
      const name = asObject(m.params)?.name;
      pending.set(id, { method: m.method, tool: typeof name === "string" ? name : undefined, started: performance.now() });
    }
    onmessage?.(message, extra);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    const m = message as Loose;
    const id = m.id;
    const request = typeof m.method !== "string" && (typeof id === "string" || typeof id === "number") ? pending.get(id) : undefined;
    if (request) {
      pending.delete(id as string | number);
      metrics.observeRpc({ method: request.method, tool: request.tool, outcome: outcomeOf(m), seconds: (performance.now() - request.started) / 1000 });
    }
    return send(message, options);
  };
}
