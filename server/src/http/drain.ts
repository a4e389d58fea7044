/**
 * Graceful shutdown on SIGTERM/SIGINT: readiness goes not-ready first while everything is still served (so a
 * load balancer stops sending), then the listener closes, sessions and their streams end, in-flight requests
 * finish, and the process exits 0. A hard bound exits 1 if anything hangs.
 */
import { once } from "node:events";
import type { Server as HttpServer } from "node:http";
import type { Logger } from "pino";
import type { SessionRegistry } from "./sessionRegistry.ts";

export interface DrainOptions {
  readonly httpServer: HttpServer;
  readonly sessions: SessionRegistry;
  readonly logger: Logger;
  readonly graceMs: number;
  readonly hardLimitMs: number;
  readonly markNotReady: () => void;
}

export function drainOnSignals(options: DrainOptions): void {
  let draining = false;
  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    const { httpServer, sessions, logger } = options;
    options.markNotReady();
    logger.info({ signal, graceMs: options.graceMs }, "draining: not ready");
    setTimeout(() => {
      logger.error("drain exceeded its bound; exiting");
      process.exit(1);
    }, options.graceMs + options.hardLimitMs).unref();

    await new Promise((resolve) => setTimeout(resolve, options.graceMs));
    const closed = once(httpServer, "close");
    httpServer.close();
    await sessions.closeAll();
    // A keep-alive connection whose last request finishes after close() stays open until its idle timeout
    // (Node 24 no longer ends it sooner); close such connections as soon as they fall idle.
    const sweep = setInterval(() => httpServer.closeIdleConnections(), 50);
    httpServer.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    logger.info("drained; exiting");
    process.exit(0);
  };
  process.on("SIGTERM", () => void drain("SIGTERM"));
  process.on("SIGINT", () => void drain("SIGINT"));
}
