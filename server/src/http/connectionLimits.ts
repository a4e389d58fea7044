/**
 * Limits on connections, below HTTP routing: a JSON API needs neither minutes to receive a request nor
 * hundreds of connections from one address. A request (headers and body) must arrive within
 * `requestTimeoutMs`, its headers within `headersTimeoutMs`; one address holds at most `maxPerAddress`
 * connections at once (further ones are closed at once); TCP keep-alive finds peers that vanished, so a
 * quiet notification stream of a dead client does not stay open for ever.
 */
import { createServer, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";

export interface ConnectionLimits {
  readonly requestTimeoutMs: number;
  readonly headersTimeoutMs: number;
  /** 0 turns the per-address cap off (e.g. behind a proxy that is the only address). */
  readonly maxPerAddress: number;
}

/** How often Node checks the request and header timeouts; its default, 30 s, would stretch a 10 s bound to 40. */
const TIMEOUT_CHECK_MS = 1000;
/** At most one log line per this interval about refused connections, however many there are. */
const REFUSAL_LOG_INTERVAL_MS = 10_000;

export function createLimitedServer(listener: RequestListener, limits: ConnectionLimits, logger: Logger): Server {
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    listener,
  );
  const perAddress = new Map<string, number>();
  let refused = 0;
  let lastReport = 0;
  server.on("connection", (socket: Socket) => {
    socket.setKeepAlive(true, 60_000);
    if (limits.maxPerAddress === 0) return;
    const address = socket.remoteAddress ?? "unknown";
    const open = perAddress.get(address) ?? 0;
    if (open >= limits.maxPerAddress) {
      socket.destroy();
      refused += 1;
      if (Date.now() - lastReport > REFUSAL_LOG_INTERVAL_MS) {
        logger.warn({ address, open, refused }, "connections refused: an address holds as many as it may");
        lastReport = Date.now();
        refused = 0;
      }
      return;
    }
    perAddress.set(address, open + 1);
    socket.once("close", () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
  return server;
}
