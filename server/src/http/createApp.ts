/** The Express app: request ids and access log, origin guard, health, and /mcp. Knows nothing of gifts. */
import { randomUUID } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import type { McpServices } from "../mcp/createMcpServer.ts";
import { ErrorCode } from "../mcp/protocolConstants.ts";
import type { ServerMetrics } from "../metrics/serverMetrics.ts";
import { adminRoutes } from "./adminRoutes.ts";
import type { EdgeLimits } from "./jsonRpcEdge.ts";
import { type EdgeReply, sendJsonRpcError } from "./jsonRpcReply.ts";
import { mcpRoutes } from "./mcpRoutes.ts";
import { type MetricsAccess, metricsRoute } from "./metricsRoute.ts";
import { originGuard } from "./originGuard.ts";
import { postMcpFastPath } from "./postMcpFastPath.ts";
import type { RateLimiter } from "./rateLimiter.ts";
import type { SessionRegistry } from "./sessionRegistry.ts";
import { logEdgeExchange } from "./wireLog.ts";

export interface AppOptions {
  readonly services: McpServices;
  readonly sessions: SessionRegistry;
  readonly logger: Logger;
  readonly allowedHosts: readonly string[];
  readonly allowedOrigins: readonly string[];
  /** Body size, nesting and `arguments` bounds checked before any schema work. */
  readonly edgeLimits: EdgeLimits;
  readonly adminToken: string | undefined;
  readonly rateLimiter: RateLimiter;
  readonly addressRateLimiter: RateLimiter;
  /** Express's "trust proxy": behind a load balancer, the caller's address comes from X-Forwarded-For. */
  readonly trustProxy: boolean | number | string;
  readonly replicaId: string | undefined;
  readonly maxQueuedNotifications: number;
  readonly isReady: () => boolean;
  readonly metrics: ServerMetrics;
  readonly metricsAccess: MetricsAccess;
}

export function createApp(options: AppOptions): express.Express {
  const { logger, services, sessions } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  const guard = originGuard(options.allowedHosts, options.allowedOrigins);
  const mcp = mcpRoutes(services, sessions, {
    edgeLimits: options.edgeLimits,
    metrics: options.metrics,
    rateLimiter: options.rateLimiter,
    addressRateLimiter: options.addressRateLimiter,
    replicaId: options.replicaId,
    maxQueuedNotifications: options.maxQueuedNotifications,
  });

  app.use(accessLog(logger, options.metrics, options.replicaId));
  app.use(postMcpFastPath([guard, ...mcp.postHandlers]));
  app.get("/healthz", health(services, sessions));
  app.get("/readyz", (_req, res) => {
    const ready = options.isReady();
    res.status(ready ? 200 : 503).json({ ready });
  });

  app.use("/mcp", guard);
  app.use(metricsRoute(options.metrics, options.metricsAccess));
  app.use(mcp.router);
  app.use(adminRoutes(options.adminToken, services.toolSwitches));

  app.use((_req: Request, res: Response) => {
    res.status(404).json({ error: "Not found. The MCP endpoint is /mcp; health is /healthz." });
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: error, path: req.path }, "unhandled request error");
    sendJsonRpcError(res, 500, ErrorCode.InternalError, "Internal error; the details are in the server log");
  });
  return app;
}

/** Gives each request an id, and when it closes writes its access line (and, for JSON-RPC answered at the edge, its wire line). */
function accessLog(logger: Logger, metrics: ServerMetrics, replicaId: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = randomUUID();
    const started = performance.now();
    res.setHeader("X-Request-Id", requestId);
    if (replicaId) res.setHeader("X-Served-By", replicaId);
    res.on("close", () => {
      const edgeReply = res.locals.edgeReply as EdgeReply | undefined;
      if (edgeReply) metrics.observeEdgeAnswer(res.statusCode, edgeReply.code);
      if (edgeReply) logEdgeExchange(logger, requestId, req.jsonRpc, edgeReply, performance.now() - started);
      logger.info(
        {
          requestId,
          httpMethod: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
          session: req.header("mcp-session-id"),
          rpcMethod: req.jsonRpc?.method,
          rpcId: req.jsonRpc?.id,
        },
        "http",
      );
    });
    next();
  };
}

function health(services: McpServices, sessions: SessionRegistry) {
  return (req: Request, res: Response) => {
    // Only a process started with --expose-gc (tests, soak) can be asked to collect first.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (req.query.gc === "1" && gc) gc();
    const memory = process.memoryUsage();
    res.json({
      status: "ok",
      catalogItems: services.catalog.index.items.length,
      catalogVersion: services.catalog.version,
      sessions: sessions.size,
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    });
  };
}
