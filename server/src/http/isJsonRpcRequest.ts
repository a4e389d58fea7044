/**
 * Whether the SDK's JSONRPCRequestSchema accepts a message, which decides the stateless JSON path. A plain
 * request (only the envelope's keys, a string or integer id, params without `_meta`) surely passes that schema
 * and is told by looking; running the schema on every call was about 2% of a stateless call under load.
 * Anything else is still left to the schema.
 */
import { isJSONRPCRequest, type JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import { isRecord } from "../isRecord.ts";

const REQUEST_KEYS = new Set(["jsonrpc", "id", "method", "params"]);

/** A sufficient condition for the schema: when this says yes, so does the schema. */
export function isPlainRequest(message: unknown): boolean {
  if (!isRecord(message) || message.jsonrpc !== "2.0" || typeof message.method !== "string") return false;
  if (typeof message.id !== "string" && !Number.isSafeInteger(message.id)) return false;
  const { params } = message;
  if (params !== undefined && !(isRecord(params) && !Object.hasOwn(params, "_meta"))) return false;
  return Object.keys(message).every((key) => REQUEST_KEYS.has(key));
}

export function isJsonRpcRequest(message: unknown): message is JSONRPCRequest {
  return isPlainRequest(message) || isJSONRPCRequest(message);
}
