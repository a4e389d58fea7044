/**
 * The few protocol constants the stateless path needs, written out here so that a start does not load the SDK's
 * `types.js` or ext-apps' server module for them: each builds the protocol's whole set of zod schemas when it is
 * loaded, which was the largest single cost of a start (docs/performance.md, fourth round). Sessions still load
 * the SDK, on their first use. protocolConstants.test.ts pins every value to the library's own, so an upgrade
 * that changes one fails the tests instead of drifting.
 */

/** The JSON-RPC error codes this server answers with (the SDK's `ErrorCode`). */
export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
} as const;

/** The SDK's `SUPPORTED_PROTOCOL_VERSIONS`, newest first: what an `MCP-Protocol-Version` header may say. */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"];

/** The SDK's `LoggingLevelSchema.options`: the spec's levels in rising severity (RFC 5424's order). */
export const LOGGING_LEVELS = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"] as const;

/** ext-apps' `RESOURCE_MIME_TYPE`: the MIME type of an MCP Apps widget template. */
export const RESOURCE_MIME_TYPE = "text/html;profile=mcp-app";
