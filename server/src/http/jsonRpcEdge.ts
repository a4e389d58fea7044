/**
 * The edge every POST /mcp passes before the SDK: content negotiation, body size, JSON parsing and the
 * JSON-RPC envelope, answered with precise errors where the SDK's defaults fall short (it accepts batches,
 * answers -32700 where -32600 is right, and leaves bodies unbounded).
 */
import type { NextFunction, Request, Response } from "express";
import { checkRequestShape } from "../mcp/requestShape.ts";
import { JsonRpcCode } from "../mcp/protocolError.ts";
import { discardBody } from "./discardBody.ts";
import { sendJsonRpcError } from "./jsonRpcReply.ts";
import { argumentsTooLarge, scanRawShape, type MessageBounds } from "./messageBounds.ts";

export interface JsonRpcMessage {
  readonly jsonrpc: "2.0";
  readonly id?: string | number;
  readonly method?: string;
  readonly params?: unknown;
}

declare module "express-serve-static-core" {
  interface Request {
    /** The parsed, envelope-checked JSON-RPC message of a POST /mcp. */
    jsonRpc?: JsonRpcMessage;
    /** The size of the body it arrived in. */
    jsonRpcBytes?: number;
  }
}

const isValidId = (id: unknown): id is string | number => typeof id === "string" || (typeof id === "number" && Number.isInteger(id));

/** Why a parsed body is not a JSON-RPC 2.0 message we accept, or undefined when it is one. */
function envelopeProblem(body: unknown): string | undefined {
  if (Array.isArray(body)) return "JSON-RPC batches are not supported (removed from MCP in 2025-06-18); send one message per request";
  if (typeof body !== "object" || body === null) return "the body must be a JSON-RPC 2.0 object";
  const message = body as Record<string, unknown>;
  if (message.jsonrpc !== "2.0") return 'the body must be a JSON-RPC 2.0 message with "jsonrpc": "2.0"';
  if ("method" in message) {
    if (typeof message.method !== "string" || message.method.length === 0) return '"method" must be a non-empty string';
    if ("id" in message && !isValidId(message.id)) return '"id" must be a string or an integer (omit it for a notification)';
    return undefined;
  }
  if (isValidId(message.id) && ("result" in message || "error" in message)) return undefined;
  return 'the body must be a JSON-RPC request (with "method"), a notification, or a response';
}

/** The transport spec: a POST must accept both; the SDK answers the same way on every path. */
function acceptsBoth(accept: string | undefined): boolean {
  const value = (accept ?? "").toLowerCase();
  return value.includes("application/json") && value.includes("text/event-stream");
}

function isJsonMediaType(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** Methods whose params carry caller-built `arguments`. */
const WITH_ARGUMENTS = new Set(["tools/call", "prompts/get"]);

export interface EdgeLimits extends MessageBounds {
  readonly maxBodyBytes: number;
}

export function jsonRpcEdge(limits: EdgeLimits) {
  const { maxBodyBytes } = limits;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!acceptsBoth(req.headers.accept)) {
      discardBody(req);
      return sendJsonRpcError(res, 406, JsonRpcCode.invalidRequest, "Not Acceptable: the Accept header must list both application/json and text/event-stream");
    }
    if (!isJsonMediaType(req.headers["content-type"])) {
      discardBody(req);
      return sendJsonRpcError(res, 415, JsonRpcCode.invalidRequest, "Unsupported Media Type: Content-Type must be application/json");
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBodyBytes) {
      discardBody(req);
      return tooLarge(res, maxBodyBytes);
    }

    const chunks: Buffer[] = [];
    let size = 0;
    let aborted = false;
    req.on("data", (chunk: Buffer) => {
      if (aborted) return;
      size += chunk.length;
      if (size > maxBodyBytes) {
        aborted = true;
        chunks.length = 0;
        discardBody(req);
        tooLarge(res, maxBodyBytes);
        return;
      }
      chunks.push(chunk);
    });
    req.on("error", () => {
      aborted = true;
    });
    req.on("end", () => {
      if (aborted) return;
      let message: JsonRpcMessage | undefined;
      try {
        message = checkedMessage();
      } catch (error) {
        // A stream callback that throws would take the process down; report it like any handler error.
        return next(error);
      }
      if (message) next();
    });
    /** The checked message, or undefined once an error answer has been sent. */
    const checkedMessage = (): JsonRpcMessage | undefined => {
      const raw = Buffer.concat(chunks);
      // Counted on the bytes: a message with too many values costs more to parse than to refuse.
      const shape = scanRawShape(raw, limits.maxValues);
      if (shape.tooManyValues) {
        sendJsonRpcError(res, 400, JsonRpcCode.invalidRequest, `Invalid Request: the message holds more than ${limits.maxValues} values`);
        return undefined;
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        sendJsonRpcError(res, 400, JsonRpcCode.parseError, "Parse error: the body is not valid JSON");
        return undefined;
      }
      const problem = envelopeProblem(body);
      if (!problem) {
        // Known from here on, so the wire log can show what the edge refused as well as what it let through.
        req.jsonRpc = body as JsonRpcMessage;
        req.jsonRpcBytes = size;
      }
      // Deeper nesting than any MCP message needs would only exercise recursive code further on (schemas, the log).
      if (shape.depth > limits.maxDepth) {
        const id = (body as { id?: unknown }).id;
        sendJsonRpcError(res, 400, JsonRpcCode.invalidRequest, `Invalid Request: the message nests deeper than ${limits.maxDepth} levels`, isValidId(id) ? id : null);
        return undefined;
      }
      if (problem) {
        sendJsonRpcError(res, 400, JsonRpcCode.invalidRequest, `Invalid Request: ${problem}`);
        return undefined;
      }
      const message = body as JsonRpcMessage;
      if (message.method !== undefined && message.id !== undefined) {
        const shapeProblem = checkRequestShape(message.method, message.params);
        const args = (message.params as { arguments?: unknown } | undefined)?.arguments;
        const sizeProblem = shapeProblem ?? (WITH_ARGUMENTS.has(message.method) && args !== undefined ? argumentsTooLarge(args, limits) : undefined);
        if (sizeProblem) {
          sendJsonRpcError(res, 200, JsonRpcCode.invalidParams, `Invalid params: ${sizeProblem}`, message.id);
          return undefined;
        }
      }
      return message;
    };
  };
}

function tooLarge(res: Response, maxBodyBytes: number): void {
  // No "Connection: close": Node would close as soon as the answer is out, with the body still arriving.
  sendJsonRpcError(res, 413, JsonRpcCode.invalidRequest, `Payload Too Large: the body limit is ${maxBodyBytes} bytes`);
}
