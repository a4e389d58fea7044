/**
 * What every serving path does to its transport before a server connects: the wire log and the RPC metrics,
 * as taps on a wrapper (tappedTransport.ts). One call per transport, the same on every path.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Logger } from "pino";
import type { ServerMetrics } from "../metrics/serverMetrics.ts";
import { rpcMetricsTap } from "./rpcMetrics.ts";
import { type TransportTap, tapTransport } from "./tappedTransport.ts";
import { type WireContext, wireLogTap } from "./wireLog.ts";

export interface Instruments {
  readonly logger: Logger;
  readonly metrics: ServerMetrics;
}

/** `transport`, wrapped so the wire log and the metrics see every message; connect the server to the result. */
export function instrumentTransport(
  transport: Transport,
  { logger, metrics }: Instruments,
  context: Omit<WireContext, "sessionId">,
): Transport {
  const wireLog = wireLogTap(logger, { ...context, sessionId: () => transport.sessionId });
  const taps: TransportTap[] = wireLog ? [wireLog, rpcMetricsTap(metrics)] : [rpcMetricsTap(metrics)];
  return tapTransport(transport, taps);
}
