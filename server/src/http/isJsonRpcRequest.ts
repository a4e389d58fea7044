/**
 * Whether the SDK's JSONRPCRequestSchema accepts a message, which decides the stateless JSON path. A plain
 * request (only the envelope's keys, a string or integer id, params whose `_meta`, if any, is an object
 * without the two keys the schema types) surely passes that schema and is told by looking: running the schema
 * on every call was about 2% of a stateless call under load, and loading it (the SDK's `types.js` builds every
 * protocol schema) about a tenth of a start. Anything else is still left to the schema, loaded on first need.
 */
import type { JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import { isRecord } from "../isRecord.ts";

const REQUEST_KEYS = new Set(["jsonrpc", "id", "method", "params"]);
/** The `_meta` keys RequestMetaSchema gives a type; any other key passes its loose object. */
const TYPED_META_KEYS = ["progressToken", "io.modelcontextprotocol/related-task"];

let sdkTypes: Promise<typeof import("@modelcontextprotocol/sdk/types.js")> | undefined;

function isPlainMeta(meta: unknown): boolean {
  return meta === undefined || (isRecord(meta) && !TYPED_META_KEYS.some((key) => Object.hasOwn(meta, key)));
}

/** A sufficient condition for the schema: when this says yes, so does the schema. */
export function isPlainRequest(message: unknown): message is JSONRPCRequest {
  if (!isRecord(message) || message.jsonrpc !== "2.0" || typeof message.method !== "string") return false;
  if (typeof message.id !== "string" && !Number.isSafeInteger(message.id)) return false;
  const { params } = message;
  if (params !== undefined && !(isRecord(params) && isPlainMeta(params._meta))) return false;
  return Object.keys(message).every((key) => REQUEST_KEYS.has(key));
}

/** The message as a request when the SDK's schema accepts it, else undefined. */
export async function asJsonRpcRequest(message: unknown): Promise<JSONRPCRequest | undefined> {
  if (isPlainRequest(message)) return message;
  sdkTypes ??= import("@modelcontextprotocol/sdk/types.js");
  return (await sdkTypes).isJSONRPCRequest(message) ? (message as JSONRPCRequest) : undefined;
}
