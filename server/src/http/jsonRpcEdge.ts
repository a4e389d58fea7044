/**
 * The edge every POST /mcp passes before the SDK: content negotiation, body size, JSON parsing and the
 * JSON-RPC envelope, answered with precise errors where the SDK's defaults fall short (it accepts batches,
 * answers -32700 where -32600 is right, and leaves bodies unbounded). What a method's params hold is the
 * method table's to check (mcp/methods.ts); the edge checks only that they are an object, and their size.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { JSONRPC_VERSION, RequestId } from "@modelcontextprotocol/sdk/types.js";
import type { NextFunction, Request, Response } from "express";
import { isRecord } from "../isRecord.ts";
import { ErrorCode } from "../mcp/protocolConstants.ts";
import { discardBody } from "./discardBody.ts";
import { sendJsonRpcError } from "./jsonRpcReply.ts";
import { argumentsTooLarge, type MessageBounds, scanRawShape } from "./messageBounds.ts";

/** A message whose envelope the edge checked: a request, a notification, or a response. */
export interface EdgeMessage {
  readonly jsonrpc: typeof JSONRPC_VERSION;
  readonly id?: RequestId;
  readonly method?: string;
  readonly params?: unknown;
}

declare module "express-serve-static-core" {
  interface Request {
    /** The parsed, envelope-checked JSON-RPC message of a POST /mcp. */
    jsonRpc?: EdgeMessage;
    /** The size of the body it arrived in. */
    jsonRpcBytes?: number;
  }
}

export interface EdgeLimits extends MessageBounds {
  readonly maxBodyBytes: number;
}

/** An answer the edge gives instead of passing the message on. */
interface Refusal {
  readonly status: number;
  readonly code: number;
  readonly message: string;
  readonly id?: RequestId | null;
}

const isValidId = (id: unknown): id is RequestId => typeof id === "string" || (typeof id === "number" && Number.isInteger(id));

/** Why a parsed body is not a JSON-RPC 2.0 message we accept, or undefined when it is one. */
function envelopeProblem(body: unknown): string | undefined {
  if (Array.isArray(body)) return "JSON-RPC batches are not supported (removed from MCP in 2025-06-18); send one message per request";
  if (!isRecord(body)) return "the body must be a JSON-RPC 2.0 object";
  if (body.jsonrpc !== "2.0") return 'the body must be a JSON-RPC 2.0 message with "jsonrpc": "2.0"';
  if ("method" in body) {
    if (typeof body.method !== "string" || body.method.length === 0) return '"method" must be a non-empty string';
    if ("id" in body && !isValidId(body.id)) return '"id" must be a string or an integer (omit it for a notification)';
    return undefined;
  }
  if (isValidId(body.id) && ("result" in body || "error" in body)) return undefined;
  return 'the body must be a JSON-RPC request (with "method"), a notification, or a response';
}

/** Methods whose params carry caller-built `arguments`. */
const WITH_ARGUMENTS = new Set(["tools/call", "prompts/get"]);

/** Why a request's params cannot be passed on: not an object, or `arguments` past the bounds. */
function paramsProblem(message: EdgeMessage, bounds: MessageBounds): string | undefined {
  if (message.method === undefined || message.id === undefined || message.params === undefined) return undefined;
  if (!isRecord(message.params)) return `${message.method} params must be an object`;
  const args = message.params.arguments;
  return WITH_ARGUMENTS.has(message.method) && args !== undefined ? argumentsTooLarge(args, bounds) : undefined;
}

/** The transport spec: a POST must accept both; the SDK answers the same way on every path. */
function acceptsBoth(accept: string | undefined): boolean {
  const value = (accept ?? "").toLowerCase();
  return value.includes("application/json") && value.includes("text/event-stream");
}

function isJsonMediaType(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** No "Connection: close": Node would close as soon as the answer is out, with the body still arriving. */
const tooLarge = (maxBodyBytes: number): Refusal => ({
  status: 413,
  code: ErrorCode.InvalidRequest,
  message: `Payload Too Large: the body limit is ${maxBodyBytes} bytes`,
});

/** The answer a POST gets on its headers alone, before its body is read; undefined when they are fine. */
export function headerRefusal(headers: IncomingHttpHeaders, maxBodyBytes: number): Refusal | undefined {
  if (!acceptsBoth(headers.accept)) {
    return {
      status: 406,
      code: ErrorCode.InvalidRequest,
      message: "Not Acceptable: the Accept header must list both application/json and text/event-stream",
    };
  }
  if (!isJsonMediaType(headers["content-type"])) {
    return { status: 415, code: ErrorCode.InvalidRequest, message: "Unsupported Media Type: Content-Type must be application/json" };
  }
  return Number(headers["content-length"] ?? 0) > maxBodyBytes ? tooLarge(maxBodyBytes) : undefined;
}

/**
 * What the edge makes of a whole body: the message, once its envelope is sound (so the wire log can show what
 * the edge refused as well as what it let through), and the refusal to answer with, if any.
 */
export function checkBody(raw: Buffer, limits: EdgeLimits): { readonly message?: EdgeMessage; readonly refusal?: Refusal } {
  // Counted on the bytes: a message with too many values costs more to parse than to refuse.
  const shape = scanRawShape(raw, limits.maxValues);
  if (shape.tooManyValues)
    return {
      refusal: {
        status: 400,
        code: ErrorCode.InvalidRequest,
        message: `Invalid Request: the message holds more than ${limits.maxValues} values`,
      },
    };
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    return { refusal: { status: 400, code: ErrorCode.ParseError, message: "Parse error: the body is not valid JSON" } };
  }
  const problem = envelopeProblem(body);
  const message = problem === undefined ? (body as EdgeMessage) : undefined;
  // Deeper nesting than any MCP message needs would only exercise recursive code further on (schemas, the log).
  if (shape.depth > limits.maxDepth) {
    const id = isRecord(body) ? body.id : undefined;
    return {
      message,
      refusal: {
        status: 400,
        code: ErrorCode.InvalidRequest,
        message: `Invalid Request: the message nests deeper than ${limits.maxDepth} levels`,
        id: isValidId(id) ? id : null,
      },
    };
  }
  if (!message) return { refusal: { status: 400, code: ErrorCode.InvalidRequest, message: `Invalid Request: ${problem}` } };
  const refused = paramsProblem(message, limits);
  return refused
    ? { message, refusal: { status: 200, code: ErrorCode.InvalidParams, message: `Invalid params: ${refused}`, id: message.id } }
    : { message };
}

/** Reads the body, up to `maxBytes`; past that, the rest is dropped and `onTooLarge` is called instead. */
function readBody(req: Request, maxBytes: number, onBody: (raw: Buffer) => void, onTooLarge: () => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let aborted = false;
  req.on("data", (chunk: Buffer) => {
    if (aborted) return;
    size += chunk.length;
    if (size > maxBytes) {
      aborted = true;
      chunks.length = 0;
      discardBody(req);
      onTooLarge();
      return;
    }
    chunks.push(chunk);
  });
  req.on("error", () => {
    aborted = true;
  });
  req.on("end", () => {
    if (!aborted) onBody(Buffer.concat(chunks, size));
  });
}

const refuse = (res: Response, refusal: Refusal) =>
  sendJsonRpcError(res, refusal.status, refusal.code, refusal.message, refusal.id ?? null);

export function jsonRpcEdge(limits: EdgeLimits) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const early = headerRefusal(req.headers, limits.maxBodyBytes);
    if (early) {
      discardBody(req);
      return refuse(res, early);
    }
    const onBody = (raw: Buffer) => {
      let verdict: ReturnType<typeof checkBody>;
      try {
        verdict = checkBody(raw, limits);
      } catch (error) {
        // A stream callback that throws would take the process down; report it like any handler error.
        return next(error);
      }
      if (verdict.message) {
        req.jsonRpc = verdict.message;
        req.jsonRpcBytes = raw.length;
      }
      if (verdict.refusal) return refuse(res, verdict.refusal);
      next();
    };
    readBody(req, limits.maxBodyBytes, onBody, () => refuse(res, tooLarge(limits.maxBodyBytes)));
  };
}
