/**
 * /mcp over Streamable HTTP. A POST that passed the edge (jsonRpcEdge.ts) and the rate limits is served in
 * one of four ways, each a function below:
 * - serveInSession: it carries a known Mcp-Session-Id, and goes to that session's transport (an unknown id
 *   gets 404);
 * - openSession: `initialize` without a session header opens a session (its id comes back in Mcp-Session-Id);
 * - answerAsJson: any other request without a session and without a progress token is answered in one JSON
 *   body from the method table, with no SDK Server. ChatGPT calls tools this way: one bootstrap
 *   `initialize`, then no session header;
 * - answerThroughSdk: a request with a progress token (its progress needs a stream), and a notification or
 *   client response without a session (the SDK answers 202), go to a one-request SDK Server and transport,
 *   closed with the response.
 * Every path instruments its transport the same way (instrumentTransport.ts). GET opens a session's
 * notification stream and DELETE ends a session.
 */
import { randomUUID } from "node:crypto";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import { type NextFunction, type Request, type RequestHandler, type Response, Router } from "express";
import { isRecord } from "../isRecord.ts";
import type { McpServices } from "../mcp/createMcpServer.ts";
import { ErrorCode, SUPPORTED_PROTOCOL_VERSIONS } from "../mcp/protocolConstants.ts";
import { ServerErrorCode } from "../mcp/protocolError.ts";
import { serveStateless } from "../mcp/statelessEndpoint.ts";
import type { ServerMetrics } from "../metrics/serverMetrics.ts";
import { callerKey, subjectOf } from "./callerIdentity.ts";
import { discardBody } from "./discardBody.ts";
import { type Instruments, instrumentTransport } from "./instrumentTransport.ts";
import { asJsonRpcRequest, isPlainRequest } from "./isJsonRpcRequest.ts";
import { JsonResponseTransport } from "./jsonResponseTransport.ts";
import { type EdgeLimits, type EdgeMessage, jsonRpcEdge } from "./jsonRpcEdge.ts";
import { sendJsonRpcError } from "./jsonRpcReply.ts";
import { NotificationBacklog } from "./notificationBacklog.ts";
import type { RateLimiter } from "./rateLimiter.ts";
import { mcpServerFactory, streamableTransportClass } from "./sdkTransport.ts";
import type { Session, SessionRegistry } from "./sessionRegistry.ts";

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

/** What the serving paths share. */
interface Routes {
  readonly services: McpServices;
  readonly sessions: SessionRegistry;
  readonly instruments: Instruments;
  readonly options: McpRouteOptions;
}

const requestIdOf = (res: Response) => res.getHeader("x-request-id")?.toString();

function hasProgressToken(params: unknown): boolean {
  return isRecord(params) && isRecord(params._meta) && params._meta.progressToken !== undefined;
}

/**
 * A session's transport serves many HTTP requests; the wire log names the one a message arrived in. Messages
 * are dispatched synchronously inside handleRequest, so the id set here is the one in force while they log.
 */
interface ActiveRequest {
  readonly id: string | undefined;
  readonly bodyBytes: number | undefined;
}
const activeRequests = new WeakMap<StreamableHTTPServerTransport, ActiveRequest>();
const backlogs = new WeakMap<StreamableHTTPServerTransport, NotificationBacklog>();

const REFUSED_SESSION: Record<"full" | "address" | "subject", { status: number; message: string }> = {
  full: { status: 503, message: "Too many live sessions; retry shortly" },
  address: {
    status: 429,
    message: "Too Many Requests: this address holds as many sessions as it may; end one (DELETE) or wait for one to expire",
  },
  subject: {
    status: 429,
    message: "Too Many Requests: this user holds as many sessions as it may; end one (DELETE) or wait for one to expire",
  },
};

function tooManyRequests(res: Response, retryAfterSeconds: number, id: EdgeMessage["id"] | null): void {
  sendJsonRpcError(res, 429, ErrorCode.InternalError, `Too Many Requests: retry in ${retryAfterSeconds} s`, id, {
    "Retry-After": String(retryAfterSeconds),
  });
}

/**
 * The session a request names: undefined when it names none, null when it names one that is gone (and the
 * 404 has been sent).
 */
function sessionFor({ sessions }: Routes, req: Request, res: Response): Session | null | undefined {
  const id = req.header("mcp-session-id");
  if (id === undefined) return undefined;
  const session = sessions.touch(id);
  if (!session)
    sendJsonRpcError(
      res,
      404,
      ServerErrorCode.sessionNotFound,
      "Session not found: it expired or was closed; initialize a new one",
      req.jsonRpc?.id ?? null,
    );
  return session ?? null;
}

/** A version header the SDK would refuse, refused here (answered) before a stateless path builds anything. */
function refusedProtocolVersion(req: Request, res: Response): boolean {
  const version = req.header("mcp-protocol-version");
  if (version === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return false;
  const supported = SUPPORTED_PROTOCOL_VERSIONS.join(", ");
  sendJsonRpcError(
    res,
    400,
    ServerErrorCode.transportRejected,
    `Bad Request: Unsupported protocol version: ${version.slice(0, 40)} (supported versions: ${supported})`,
  );
  return true;
}

async function serveInSession(
  transport: StreamableHTTPServerTransport,
  req: Request,
  res: Response,
  message: EdgeMessage | undefined,
): Promise<void> {
  activeRequests.set(transport, { id: requestIdOf(res), bodyBytes: req.jsonRpcBytes });
  await transport.handleRequest(req, res, message);
}

/** The session's transport, and how a session's end reaches the registry and its notification backlog. */
function sessionTransport(
  Transport: typeof StreamableHTTPServerTransport,
  { services, sessions, options }: Routes,
  onInitialized: (id: string, transport: StreamableHTTPServerTransport) => void,
) {
  const transport: StreamableHTTPServerTransport = new Transport({
    sessionIdGenerator: () => (options.replicaId ? `${options.replicaId}.${randomUUID()}` : randomUUID()),
    onsessioninitialized: (id) => onInitialized(id, transport),
    onsessionclosed: (id) => sessions.delete(id),
  });
  const backlog = new NotificationBacklog(options.maxQueuedNotifications, (waiting) =>
    services.logger.warn({ session: transport.sessionId, waiting }, "notification stream cut off: its reader stopped reading"),
  );
  backlog.watch(transport);
  backlogs.set(transport, backlog);
  return transport;
}

async function openSession(routes: Routes, req: Request, res: Response, message: EdgeMessage): Promise<void> {
  const { services, sessions, instruments } = routes;
  const [Transport, createMcpServer] = await Promise.all([streamableTransportClass(), mcpServerFactory()]);
  const admission = sessions.admit({ address: req.ip ?? "unknown", subject: subjectOf(req) });
  if (!admission.admitted) {
    const refusal = REFUSED_SESSION[admission.reason];
    return sendJsonRpcError(res, refusal.status, ErrorCode.InternalError, refusal.message, message.id ?? null, { "Retry-After": "5" });
  }
  const { slot } = admission;
  const server = createMcpServer(services, { live: true });
  const transport = sessionTransport(Transport, routes, (id, sessionTransport) =>
    sessions.add(id, slot, { server, transport: sessionTransport }),
  );
  const instrumented = instrumentTransport(transport, instruments, {
    httpRequestId: () => activeRequests.get(transport)?.id,
    inboundBytes: () => activeRequests.get(transport)?.bodyBytes,
  });
  instrumented.onclose = () => {
    if (transport.sessionId) sessions.delete(transport.sessionId);
  };
  try {
    await server.connect(instrumented);
    await serveInSession(transport, req, res, message);
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
function answerAsJson({ services, instruments }: Routes, req: Request, res: Response, message: JSONRPCRequest): void {
  const transport = new JsonResponseTransport(res);
  serveStateless(
    instrumentTransport(transport, instruments, { httpRequestId: () => requestIdOf(res), inboundBytes: () => req.jsonRpcBytes }),
    services,
  );
  transport.deliver(message);
}

/** Progress needs a stream to travel on; notifications and client responses get the SDK's 202. */
async function answerThroughSdk(
  { services, instruments }: Routes,
  req: Request,
  res: Response,
  message: EdgeMessage | undefined,
): Promise<void> {
  const [Transport, createMcpServer] = await Promise.all([streamableTransportClass(), mcpServerFactory()]);
  const server = createMcpServer(services, { live: false });
  const transport = new Transport({
    sessionIdGenerator: undefined,
    enableJsonResponse: !hasProgressToken(message?.params),
  });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(
    instrumentTransport(transport, instruments, { httpRequestId: () => requestIdOf(res), inboundBytes: () => req.jsonRpcBytes }),
  );
  await transport.handleRequest(req, res, message);
}

/** Chooses the serving path of a POST that passed the edge and the limits. */
async function servePost(routes: Routes, req: Request, res: Response): Promise<void> {
  const message = req.jsonRpc;
  const session = sessionFor(routes, req, res);
  if (session === null) return;
  if (session) return serveInSession(session.transport, req, res, message);
  if (message?.method === "initialize") return openSession(routes, req, res, message);
  if (refusedProtocolVersion(req, res)) return;
  // A plain request is told without a promise: most of the traffic takes this path.
  const request = isPlainRequest(message) ? message : await asJsonRpcRequest(message);
  if (request && !hasProgressToken(request.params)) return answerAsJson(routes, req, res, request);
  return answerThroughSdk(routes, req, res, message);
}

/** An address over its limit is refused before its body is read or parsed: refusing must cost less than serving. */
function limitAddress(limiter: RateLimiter) {
  return (req: Request, res: Response, next: NextFunction) => {
    const rate = limiter.take(req.ip ?? "unknown");
    if (rate.allowed) return next();
    discardBody(req);
    tooManyRequests(res, rate.retryAfterSeconds, null);
  };
}

/** Then per caller (ChatGPT's user id, or the address), once the message says who it is. */
function limitCaller(limiter: RateLimiter) {
  return (req: Request, res: Response, next: NextFunction) => {
    const rate = limiter.take(callerKey(req));
    if (rate.allowed) return next();
    tooManyRequests(res, rate.retryAfterSeconds, req.jsonRpc?.id ?? null);
  };
}

async function openStream({ sessions }: Routes, session: Session, res: Response, req: Request): Promise<void> {
  // A client that only listens is still there: its session does not expire while the stream is open.
  res.on("close", sessions.streamOpened(session));
  backlogs.get(session.transport)?.attach(res);
  await session.transport.handleRequest(req, res);
}

export interface McpRoutes {
  readonly router: Router;
  /** What POST /mcp runs after the origin guard, in order: the router's route, and postMcpFastPath.ts. */
  readonly postHandlers: readonly RequestHandler[];
}

export function mcpRoutes(services: McpServices, sessions: SessionRegistry, options: McpRouteOptions): McpRoutes {
  const routes: Routes = { services, sessions, options, instruments: { logger: services.logger, metrics: options.metrics } };
  const router = Router();
  const postHandlers: RequestHandler[] = [
    limitAddress(options.addressRateLimiter),
    jsonRpcEdge(options.edgeLimits),
    limitCaller(options.rateLimiter),
    (req, res) => servePost(routes, req, res),
  ];
  router.post("/mcp", ...postHandlers);

  router.get("/mcp", async (req, res) => {
    const session = sessionFor(routes, req, res);
    if (session === null) return;
    if (session) return openStream(routes, session, res, req);
    sendJsonRpcError(
      res,
      405,
      ErrorCode.InvalidRequest,
      "Method Not Allowed: the notification stream needs an Mcp-Session-Id from initialize",
      null,
      { Allow: "POST" },
    );
  });

  router.delete("/mcp", async (req, res) => {
    const session = sessionFor(routes, req, res);
    if (session === null) return;
    if (!session)
      return sendJsonRpcError(res, 400, ErrorCode.InvalidRequest, "Bad Request: DELETE needs the Mcp-Session-Id of the session to end");
    await session.transport.handleRequest(req, res);
  });

  router.all("/mcp", (_req, res) => {
    sendJsonRpcError(res, 405, ErrorCode.InvalidRequest, "Method Not Allowed: use POST, GET or DELETE", null, {
      Allow: "GET, POST, DELETE",
    });
  });

  return { router, postHandlers };
}
