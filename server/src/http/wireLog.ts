/**
 * The wire log: one structured line for every JSON-RPC message in and out, whether a transport carried it
 * (wireLogTap) or the HTTP edge answered it itself (logEdgeExchange). Requests are paired with their
 * responses inside one transport, so equal ids from different clients never mix; each line also names the
 * HTTP request it travelled in, the MCP session and ChatGPT's conversation id.
 */
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";
import { isRecord } from "../isRecord.ts";
import { writtenBytes } from "./jsonResponseTransport.ts";
import type { EdgeMessage } from "./jsonRpcEdge.ts";
import type { EdgeReply } from "./jsonRpcReply.ts";
import { PendingRequests } from "./pendingRequests.ts";
import type { TransportTap } from "./tappedTransport.ts";

/** One line of the wire log, as written (pino adds `time`, `level` and `msg: "rpc"`); scripts/logs reads it. */
export interface WireLogLine {
  readonly dir: "in" | "out";
  readonly kind: "request" | "notification" | "response" | "error";
  readonly rpcId?: RequestId | null;
  readonly method?: string;
  /** The tool, prompt or resource a request names. */
  readonly target?: string;
  readonly session?: string;
  readonly conversation?: string;
  readonly httpRequestId?: string;
  readonly bytes?: number;
  /** Milliseconds from request to response, on the response's line. */
  readonly ms?: number;
  readonly errorCode?: number;
  readonly errorMessage?: string;
  readonly isError?: boolean;
  readonly summary?: string;
  /** The message itself, at debug level only, cut at BODY_CAP_CHARS. */
  readonly body?: string;
}

/** Bodies are logged at debug level only, and cut at this many characters. */
const BODY_CAP_CHARS = 4096;
/** Longer ids are not tracked for pairing. */
const MAX_TRACKED_ID_CHARS = 256;

interface Pending {
  readonly method: string;
  readonly started: number;
  readonly target: string | undefined;
  readonly httpRequestId: string | undefined;
}

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | undefined => (isRecord(value) ? value : undefined);
const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** What a request is about: the tool, prompt or resource it names. */
function targetOf(params: Loose | undefined): string | undefined {
  const name = params?.name ?? params?.uri;
  return typeof name === "string" ? name.slice(0, 200) : undefined;
}

/** A few words on what a result holds, for people reading the log. */
function summariseResult(result: Loose): string {
  const structured = asObject(result.structuredContent);
  if (Array.isArray(structured?.gifts)) return `${structured.gifts.length} gifts`;
  for (const key of ["tools", "resources", "resourceTemplates", "prompts", "contents", "messages"]) {
    const list = result[key];
    if (Array.isArray(list)) return `${list.length} ${key}`;
  }
  if (asObject(result.completion)) return `${(asObject(result.completion)?.values as unknown[] | undefined)?.length ?? 0} completions`;
  if (Array.isArray(result.content)) return `${result.content.length} content`;
  return "ok";
}

export interface WireContext {
  /** The X-Request-Id of the HTTP request a message travelled in. */
  readonly httpRequestId: () => string | undefined;
  /** The size of the body the current message arrived in, as the edge read it. */
  readonly inboundBytes?: () => number | undefined;
  /** The MCP session the transport serves, once it has one. */
  readonly sessionId: () => string | undefined;
}

/** The line for a response or error, paired with the request it answers. */
function answerFields(m: Loose, request: Pending | undefined): Omit<WireLogLine, "dir"> {
  const error = asObject(m.error);
  const result = asObject(m.result);
  return {
    kind: error ? "error" : "response",
    rpcId: m.id as RequestId,
    method: request?.method,
    target: request?.target,
    // A response leaves in the HTTP request its request arrived in, whatever arrived since.
    ...(request ? { httpRequestId: request.httpRequestId } : {}),
    ms: request ? roundMs(performance.now() - request.started) : undefined,
    ...(error ? { errorCode: error.code as number, errorMessage: String(error.message).slice(0, 200) } : {}),
    ...(result ? { isError: result.isError === true, summary: summariseResult(result) } : {}),
  };
}

type LineWriter = (direction: "in" | "out", message: JSONRPCMessage, fields: Omit<WireLogLine, "dir">) => void;

/** Writes a message's line with what every line carries: its size, session, conversation and HTTP request. */
function lineWriter(logger: Logger, context: WireContext, conversation: () => string | undefined): LineWriter {
  return (direction, message, fields) => {
    // What arrived is measured once, by the edge, and a JSON answer by its transport; serializing a message
    // again only to count it would double the cost of a large one (a 1 MB id, say).
    const measured = direction === "in" ? context.inboundBytes?.() : writtenBytes.get(message);
    const debug = logger.isLevelEnabled("debug");
    const text = measured === undefined || debug ? JSON.stringify(message) : undefined;
    const body = debug && text !== undefined ? { body: text.length > BODY_CAP_CHARS ? `${text.slice(0, BODY_CAP_CHARS)}…` : text } : {};
    const line: WireLogLine = {
      dir: direction,
      session: context.sessionId(),
      conversation: conversation(),
      httpRequestId: context.httpRequestId(),
      bytes: measured ?? Buffer.byteLength(text ?? ""),
      ...fields,
      ...body,
    };
    logger.info(line, "rpc");
  };
}

/** The wire log's tap for one transport, or undefined when the logger is below info and would write nothing. */
export function wireLogTap(logger: Logger, context: WireContext): TransportTap | undefined {
  // Below info nothing here is written, and stringifying every message only to measure it is pure cost.
  if (!logger.isLevelEnabled("info")) return undefined;
  const pending = new PendingRequests<Pending>(MAX_TRACKED_ID_CHARS);
  let conversation: string | undefined;
  const write = lineWriter(logger, context, () => conversation);

  const logIncoming = (message: JSONRPCMessage) => {
    const m = message as Loose;
    const params = asObject(m.params);
    const meta = asObject(params?._meta);
    if (typeof meta?.["openai/session"] === "string") conversation = meta["openai/session"].slice(0, 100);
    if (typeof m.method !== "string") return write("in", message, { kind: "error" in m ? "error" : "response", rpcId: m.id as RequestId });
    const target = targetOf(params);
    const id = m.id as RequestId | undefined;
    if (id !== undefined) pending.add(id, { method: m.method, started: performance.now(), target, httpRequestId: context.httpRequestId() });
    if (m.method === "notifications/cancelled") pending.take((params?.requestId as RequestId | undefined) ?? "");
    write("in", message, { kind: id === undefined ? "notification" : "request", rpcId: id, method: m.method, target });
  };

  const logOutgoing = (message: JSONRPCMessage) => {
    const m = message as Loose;
    if (typeof m.method === "string")
      return write("out", message, {
        kind: m.id === undefined ? "notification" : "request",
        rpcId: m.id as RequestId | undefined,
        method: m.method,
      });
    write("out", message, answerFields(m, pending.take(m.id as RequestId)));
  };

  /** Logging never stands in a message's way: a message the log cannot describe is still delivered. */
  const guarded = (describe: (message: JSONRPCMessage) => void) => (message: JSONRPCMessage) => {
    try {
      describe(message);
    } catch (error) {
      logger.warn({ err: error }, "the wire log could not describe a message");
    }
  };
  return { incoming: guarded(logIncoming), outgoing: guarded(logOutgoing) };
}

/**
 * A message the HTTP edge answered itself (parse error, refused params, 403/404/413/429) never reaches a
 * transport: its lines are written here, in the same shape as a transport's.
 */
export function logEdgeExchange(
  logger: Logger,
  httpRequestId: string,
  message: EdgeMessage | undefined,
  reply: EdgeReply,
  ms: number,
): void {
  if (!logger.isLevelEnabled("info")) return;
  try {
    writeEdgeExchange(logger, httpRequestId, message, reply, ms);
  } catch (error) {
    logger.warn({ err: error, httpRequestId }, "the wire log could not describe a message");
  }
}

function writeEdgeExchange(logger: Logger, httpRequestId: string, message: EdgeMessage | undefined, reply: EdgeReply, ms: number): void {
  if (message?.method !== undefined) {
    const request: WireLogLine = {
      dir: "in",
      httpRequestId,
      kind: message.id === undefined ? "notification" : "request",
      rpcId: message.id,
      method: message.method,
    };
    logger.info(request, "rpc");
  }
  const answer: WireLogLine = {
    dir: "out",
    httpRequestId,
    kind: "error",
    rpcId: reply.id,
    method: message?.method,
    ms: roundMs(ms),
    errorCode: reply.code,
    errorMessage: reply.message.slice(0, 200),
    bytes: reply.bytes,
  };
  logger.info(answer, "rpc");
}
