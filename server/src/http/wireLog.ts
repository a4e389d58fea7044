/**
 * The wire log: one structured line for every JSON-RPC message in and out, whether a transport carried it
 * (attachWireLog) or the HTTP edge answered it itself (logEdgeExchange). Requests are
 * paired with their responses inside one transport, so equal ids from different clients never mix; each
 * line also names the HTTP request it travelled in, the MCP session and ChatGPT's conversation id.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";
import type { JsonRpcMessage } from "./jsonRpcEdge.ts";
import { writtenBytes } from "./jsonResponseTransport.ts";
import type { EdgeReply } from "./jsonRpcReply.ts";

/** Bodies are logged at debug level only, and cut at this many characters. */
export const BODY_CAP_CHARS = 4096;
/** Requests awaiting a response, per transport; a client that cancels many and never gets answers cannot grow it. */
const MAX_PENDING = 1000;
/** Longer ids are not tracked for pairing: the pending map holds keys, and keys should stay small. */
const MAX_TRACKED_ID_CHARS = 256;

interface Pending {
  readonly method: string;
  readonly started: number;
  readonly target: string | undefined;
  readonly httpRequestId: string | undefined;
}

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | undefined => (typeof value === "object" && value !== null ? (value as Loose) : undefined);

/** What a request is about: the tool, prompt or resource it names. */
function targetOf(params: Loose | undefined): string | undefined {
  const name = params?.name ?? params?.uri;
  return typeof name === "string" ? name.slice(0, 200) : undefined;
}

/** A few words on what a result holds, for people reading the log. */
export function summariseResult(result: Loose): string {
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
}

export function attachWireLog(transport: Transport, logger: Logger, context: WireContext): void {
  const pending = new Map<string | number, Pending>();
  let conversation: string | undefined;

  const write = (direction: "in" | "out", message: JSONRPCMessage, fields: Loose) => {
    // What arrived is measured once, by the edge, and a JSON answer by its transport; serializing a message
    // again only to count it would double the cost of a large one (a 1 MB id, say).
    const measured = direction === "in" ? context.inboundBytes?.() : writtenBytes.get(message);
    const debug = logger.isLevelEnabled("debug");
    const text = measured === undefined || debug ? JSON.stringify(message) : undefined;
    const line: Loose = {
      dir: direction,
      session: transport.sessionId,
      conversation,
      httpRequestId: context.httpRequestId(),
      bytes: measured ?? Buffer.byteLength(text ?? ""),
      ...fields,
    };
    if (debug && text !== undefined) line.body = text.length > BODY_CAP_CHARS ? `${text.slice(0, BODY_CAP_CHARS)}…` : text;
    logger.info(line, "rpc");
  };

  // Below info nothing here is written, and stringifying every message only to measure it is pure cost.
  if (!logger.isLevelEnabled("info")) return;
  /** Logging never stands in a message's way: a message the log cannot describe is still delivered. */
  const guarded = (describe: () => void) => {
    try {
      describe();
    } catch (error) {
      logger.warn({ err: error }, "the wire log could not describe a message");
    }
  };
  const onmessage = transport.onmessage;
  transport.onmessage = (message, extra) => {
    guarded(() => logIncoming(message));
    onmessage?.(message, extra);
  };
  const logIncoming = (message: JSONRPCMessage) => {
    const m = message as Loose;
    const params = asObject(m.params);
    const meta = asObject(params?._meta);
    if (typeof meta?.["openai/session"] === "string") conversation = meta["openai/session"].slice(0, 100);
    if (typeof m.method === "string") {
      const target = targetOf(params);
      const id = m.id as string | number | undefined;
      if (id !== undefined && String(id).length <= MAX_TRACKED_ID_CHARS) {
        if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value as string | number);
        pending.set(id, { method: m.method, started: performance.now(), target, httpRequestId: context.httpRequestId() });
      }
      if (m.method === "notifications/cancelled") pending.delete((params?.requestId as string | number | undefined) ?? "");
      write("in", message, { kind: id === undefined ? "notification" : "request", rpcId: id, method: m.method, target });
    } else {
      write("in", message, { kind: "error" in m ? "error" : "response", rpcId: m.id });
    }
  };

  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    try {
      return await send(message, options);
    } finally {
      guarded(() => logOutgoing(message));
    }
  };
  const logOutgoing = (message: JSONRPCMessage) => {
    const m = message as Loose;
    if (typeof m.method === "string") {
      write("out", message, { kind: m.id === undefined ? "notification" : "request", rpcId: m.id, method: m.method });
    } else {
      const id = m.id as string | number;
      const request = pending.get(id);
      pending.delete(id);
      const ms = request ? Math.round((performance.now() - request.started) * 10) / 10 : undefined;
      const error = asObject(m.error);
      const result = asObject(m.result);
      write("out", message, {
        kind: error ? "error" : "response",
        rpcId: id,
        method: request?.method,
        target: request?.target,
        // A response leaves in the HTTP request its request arrived in, whatever arrived since.
        ...(request ? { httpRequestId: request.httpRequestId } : {}),
        ms,
        ...(error ? { errorCode: error.code, errorMessage: String(error.message).slice(0, 200) } : {}),
        ...(result ? { isError: result.isError === true, summary: summariseResult(result) } : {}),
      });
    }
  };
}

/**
 * A message the HTTP edge answered itself (parse error, refused params, 403/404/413/429) never reaches a
 * transport: its lines are written here, in the same shape as attachWireLog's.
 */
export function logEdgeExchange(logger: Logger, httpRequestId: string, message: JsonRpcMessage | undefined, reply: EdgeReply, ms: number): void {
  if (!logger.isLevelEnabled("info")) return;
  try {
    writeEdgeExchange(logger, httpRequestId, message, reply, ms);
  } catch (error) {
    logger.warn({ err: error, httpRequestId }, "the wire log could not describe a message");
  }
}

function writeEdgeExchange(logger: Logger, httpRequestId: string, message: JsonRpcMessage | undefined, reply: EdgeReply, ms: number): void {
  if (message?.method !== undefined) {
    logger.info({ dir: "in", httpRequestId, kind: message.id === undefined ? "notification" : "request", rpcId: message.id, method: message.method }, "rpc");
  }
  logger.info(
    { dir: "out", httpRequestId, kind: "error", rpcId: reply.id, method: message?.method, ms: Math.round(ms * 10) / 10, errorCode: reply.code, errorMessage: reply.message.slice(0, 200), bytes: reply.bytes },
    "rpc",
  );
}
