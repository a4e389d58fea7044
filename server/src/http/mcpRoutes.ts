/**
 * /mcp over Streamable HTTP, stateful and stateless side by side:
 * - `initialize` without a session header opens a session (its id comes back in Mcp-Session-Id);
 * - a request carrying a known session id goes to that session; an unknown one gets 404;
 * - any other request without a session is served statelessly by a fresh server and transport, closed with
 *   the response. ChatGPT calls tools this way: one bootstrap `initialize`, then no session header.
 */
import { randomUUID } from "node:crypto";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { SUPPORTED_PROTOCOL_VERSIONS, isJSONRPCRequest, type JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import { Router, type NextFunction, type Request, type Response } from "express";
import { createMcpServer, type McpServices } from "../mcp/createMcpServer.ts";
import { serveStateless } from "../mcp/statelessEndpoint.ts";
import { JsonRpcCode } from "../mcp/protocolError.ts";
import { discardBody } from "./discardBody.ts";
import { jsonRpcEdge, type EdgeLimits, type JsonRpcMessage } from "./jsonRpcEdge.ts";
import { NotificationBacklog } from "./notificationBacklog.ts";
import { JsonResponseTransport } from "./jsonResponseTransport.ts";
import { sendJsonRpcError } from "./jsonRpcReply.ts";
import type { RateLimiter } from "./rateLimiter.ts";
import type { SessionRegistry } from "./sessionRegistry.ts";
import { attachWireLog } from "./wireLog.ts";
import { observeRpcMetrics } from "./rpcMetrics.ts";
import type { ServerMetrics } from "../metrics/serverMetrics.ts";

const requestIdOf = (res: Response) => res.getHeader("x-request-id")?.toString();

/**
 * A session's transport serves many HTTP requests; the wire log names the one a message arrived in. Messages
 * are dispatched synchronously inside handleRequest, so the id set here is the one in force while they log.
 */
interface ActiveRequest {
  readonly id: string | undefined;
  readonly bodyBytes: number | undefined;
}
const activeRequests = new WeakMap<StreamableHTTPServerTransport, ActiveRequest>();

async function handleInTransport(transport: StreamableHTTPServerTransport, req: Request, res: Response, message: unknown): Promise<void> {
  activeRequests.set(transport, { id: requestIdOf(res), bodyBytes: req.jsonRpcBytes });
  await transport.handleRequest(req, res, message);
}


function hasProgressToken(params: unknown): boolean {
  const meta = (params as { _meta?: { progressToken?: unknown } } | undefined)?._meta;
  return meta?.progressToken !== undefined;
}

/** ChatGPT's anonymous user id, where the message carries one. */
function subjectOf(req: Request): string | undefined {
  const meta = (req.jsonRpc?.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
  const subject = meta?.["openai/subject"];
  return typeof subject === "string" && subject.length > 0 ? subject.slice(0, 200) : undefined;
}

/** ChatGPT's anonymous user id where sent; otherwise the caller's address. */
function callerKey(req: Request): string {
  const subject = subjectOf(req);
  return subject !== undefined ? `subject:${subject}` : `address:${req.ip ?? "unknown"}`;
}

const REFUSED_SESSION: Record<"full" | "address" | "subject", { status: number; message: string }> = {
  full: { status: 503, message: "Too many live sessions; retry shortly" },
  address: { status: 429, message: "Too Many Requests: this address holds as many sessions as it may; end one (DELETE) or wait for one to expire" },
  subject: { status: 429, message: "Too Many Requests: this user holds as many sessions as it may; end one (DELETE) or wait for one to expire" },
};

export interface McpRouteOptions {
  readonly edgeLimits: EdgeLimits;
  readonly metrics: ServerMetrics;
  readonly rateLimiter: RateLimiter;
  /**
   * A wider limit per address, on top: the subject is the caller's own claim, so a client inventing a new one
   * per request must still meet a bound. Wide, because ChatGPT's many users share few addresses.
   */
  readonly addressRateLimiter: RateLimiter;
  /**
   * Prefix of new session ids. Behind a load balancer, it lets the balancer send a session's requests to the
   * replica that holds it (docs/deploy.md); the rest of the id is random.
   */
  readonly replicaId: string | undefined;
  /** Notifications that may wait for a session's stream reader before the stream is cut off. */
  readonly maxQueuedNotifications: number;
}

const backlogs = new WeakMap<StreamableHTTPServerTransport, NotificationBacklog>();

export function mcpRoutes(services: McpServices, sessions: SessionRegistry, { edgeLimits, metrics, rateLimiter, addressRateLimiter, replicaId, maxQueuedNotifications }: McpRouteOptions): Router {
  const newSessionId = () => (replicaId ? `${replicaId}.${randomUUID()}` : randomUUID());
  const router = Router();

  const sessionFor = (req: Request, res: Response) => {
    const id = req.header("mcp-session-id");
    if (id === undefined) return undefined;
    const session = sessions.touch(id);
    if (!session) sendJsonRpcError(res, 404, JsonRpcCode.sessionNotFound, "Session not found: it expired or was closed; initialize a new one", req.jsonRpc?.id ?? null);
    return session ?? null;
  };

  /** An address over its limit is refused before its body is read or parsed: refusing must cost less than serving. */
  const limitAddress = (req: Request, res: Response, next: NextFunction) => {
    const rate = addressRateLimiter.take(req.ip ?? "unknown");
    if (rate.allowed) return next();
    discardBody(req);
    sendJsonRpcError(res, 429, JsonRpcCode.internalError, `Too Many Requests: retry in ${rate.retryAfterSeconds} s`, null, { "Retry-After": String(rate.retryAfterSeconds) });
  };

  router.post("/mcp", limitAddress, jsonRpcEdge(edgeLimits), async (req, res) => {
    const message = req.jsonRpc;
    const rate = rateLimiter.take(callerKey(req));
    if (!rate.allowed) {
      return sendJsonRpcError(res, 429, JsonRpcCode.internalError, `Too Many Requests: retry in ${rate.retryAfterSeconds} s`, message?.id ?? null, {
        "Retry-After": String(rate.retryAfterSeconds),
      });
    }
    const session = sessionFor(req, res);
    if (session === null) return;
    if (session) return handleInTransport(session.transport, req, res, message);

    if (message?.method === "initialize") return openSession(req, res, message);
    const protocolVersion = req.header("mcp-protocol-version");
    if (protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) {
      return sendJsonRpcError(res, 400, JsonRpcCode.transportRejected, `Bad Request: Unsupported protocol version: ${protocolVersion.slice(0, 40)} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")})`);
    }
    if (isJSONRPCRequest(message) && !hasProgressToken(message.params)) return answerAsJson(req, res, message);
    return answerThroughSdk(req, res, message);
  });

  async function openSession(req: Request, res: Response, message: JsonRpcMessage): Promise<void> {
    const admission = sessions.admit({ address: req.ip ?? "unknown", subject: subjectOf(req) });
    if (!admission.admitted) {
      const refusal = REFUSED_SESSION[admission.reason];
      return sendJsonRpcError(res, refusal.status, JsonRpcCode.internalError, refusal.message, message.id ?? null, { "Retry-After": "5" });
    }
    const { slot } = admission;
    const server = createMcpServer(services, { live: true });
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: newSessionId,
      onsessioninitialized: (id) => sessions.add(id, slot, { server, transport }),
      onsessionclosed: (id) => sessions.delete(id),
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    const backlog = new NotificationBacklog(maxQueuedNotifications, (waiting) =>
      services.logger.warn({ session: transport.sessionId, waiting }, "notification stream cut off: its reader stopped reading"),
    );
    backlog.watch(transport);
    backlogs.set(transport, backlog);
    try {
      await server.connect(transport);
      attachWireLog(transport, services.logger, { httpRequestId: () => activeRequests.get(transport)?.id, inboundBytes: () => activeRequests.get(transport)?.bodyBytes });
      observeRpcMetrics(transport, metrics);
      await handleInTransport(transport, req, res, message);
    } finally {
      // An initialize the SDK refused (bad headers or params) opened no session: nothing will ever close it.
      slot.release();
      if (transport.sessionId === undefined) await server.close();
    }
  }

  /**
   * A request answered in one JSON body needs neither a stream nor an SDK Server: converting Node's request
   * and response to Web ones and back, and the SDK's per-request dispatch, were most of what a stateless call
   * cost (docs/performance.md). The same method table answers it.
   */
  function answerAsJson(req: Request, res: Response, message: JSONRPCRequest): void {
    const transport = new JsonResponseTransport(res);
    serveStateless(transport, services);
    attachWireLog(transport, services.logger, { httpRequestId: () => requestIdOf(res), inboundBytes: () => req.jsonRpcBytes });
    observeRpcMetrics(transport, metrics);
    transport.deliver(message);
  }

  /** Progress needs a stream to travel on; notifications and client responses get the SDK's 202. */
  async function answerThroughSdk(req: Request, res: Response, message: JsonRpcMessage | undefined): Promise<void> {
    const server = createMcpServer(services, { live: false });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !hasProgressToken(message?.params) });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    attachWireLog(transport, services.logger, { httpRequestId: () => requestIdOf(res), inboundBytes: () => req.jsonRpcBytes });
    observeRpcMetrics(transport, metrics);
    await transport.handleRequest(req, res, message);
  }

  router.get("/mcp", async (req, res) => {
    const session = sessionFor(req, res);
    if (session === null) return;
    if (!session) {
      return sendJsonRpcError(res, 405, JsonRpcCode.invalidRequest, "Method Not Allowed: the notification stream needs an Mcp-Session-Id from initialize", null, { Allow: "POST" });
    }
    // A client that only listens is still there: its session does not expire while the stream is open.
    res.on("close", sessions.streamOpened(session));
    backlogs.get(session.transport)?.attach(res);
    await session.transport.handleRequest(req, res);
  });

  router.delete("/mcp", async (req, res) => {
    const session = sessionFor(req, res);
    if (session === null) return;
    if (!session) return sendJsonRpcError(res, 400, JsonRpcCode.invalidRequest, "Bad Request: DELETE needs the Mcp-Session-Id of the session to end");
    await session.transport.handleRequest(req, res);
  });

  router.all("/mcp", (_req, res) => {
    sendJsonRpcError(res, 405, JsonRpcCode.invalidRequest, "Method Not Allowed: use POST, GET or DELETE", null, { Allow: "GET, POST, DELETE" });
  });

  return router;
}
