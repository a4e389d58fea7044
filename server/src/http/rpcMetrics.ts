/**
 * Feeds ServerMetrics from a transport tap: each request's method and tool as it arrives, and its outcome and
 * latency as its answer leaves. Requests are paired per transport, like the wire log, so equal ids from different
 * clients never mix; a bounded map keeps cancelled requests from growing it.
 */
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { isRecord } from "../isRecord.ts";
import type { RpcOutcome, ServerMetrics } from "../metrics/serverMetrics.ts";
import { PendingRequests } from "./pendingRequests.ts";
import type { TransportTap } from "./tappedTransport.ts";

interface Pending {
  readonly method: string;
  readonly tool: string | undefined;
  readonly started: number;
}

function outcomeOf(message: JSONRPCMessage): RpcOutcome {
  if ("error" in message) return { kind: "error", code: typeof message.error.code === "number" ? message.error.code : 0 };
  return "result" in message && message.result.isError === true ? { kind: "is_error" } : { kind: "result" };
}

const answeredId = (message: JSONRPCMessage): RequestId | undefined => ("method" in message ? undefined : message.id);

export function rpcMetricsTap(metrics: ServerMetrics): TransportTap {
  const pending = new PendingRequests<Pending>();
  return {
    incoming(message) {
      if (!("method" in message && "id" in message)) return;
      const name = isRecord(message.params) ? message.params.name : undefined;
      pending.add(message.id, { method: message.method, tool: typeof name === "string" ? name : undefined, started: performance.now() });
    },
    outgoing(message) {
      const request = pending.take(answeredId(message));
      if (request)
        metrics.observeRpc({
          method: request.method,
          tool: request.tool,
          outcome: outcomeOf(message),
          seconds: (performance.now() - request.started) / 1000,
        });
    },
  };
}
