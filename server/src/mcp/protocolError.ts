/**
 * Protocol errors: the only way a handler answers with a JSON-RPC `error`. Business failures are tool results
 * with `isError: true` instead (MCP 2025-11-25, SEP-1303). The SDK copies `code` and `message` verbatim.
 * The standard codes are the SDK's `ErrorCode`; the two below are in the implementation-defined range.
 */
import { ErrorCode } from "./protocolConstants.ts";

export const ServerErrorCode = {
  /** The SDK's own code for a transport-level refusal (e.g. a protocol version). */
  transportRejected: -32000,
  /** What the SDK and other servers answer for an unknown session. */
  sessionNotFound: -32001,
} as const;

export class ProtocolError extends Error {
  override name = "ProtocolError";
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const invalidParams = (message: string, data?: unknown) => new ProtocolError(ErrorCode.InvalidParams, message, data);
export const methodNotFound = (method: string) =>
  new ProtocolError(ErrorCode.MethodNotFound, `Method not found: ${method.length > 100 ? `${method.slice(0, 100)}…` : method}`);
/** What a client sees for any failure we did not anticipate; the details go to the log only. */
export const internalError = (requestId: string) =>
  new ProtocolError(ErrorCode.InternalError, `Internal error (reference ${requestId}); the details are in the server log`);
