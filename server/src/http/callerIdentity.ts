/** Who a POST /mcp comes from, for rate limits and session quotas. */
import type { Request } from "express";
import { isRecord } from "../isRecord.ts";

/** ChatGPT's anonymous user id, where the message carries one. */
export function subjectOf(req: Request): string | undefined {
  const params = req.jsonRpc?.params;
  const meta = isRecord(params) && isRecord(params._meta) ? params._meta : undefined;
  const subject = meta?.["openai/subject"];
  return typeof subject === "string" && subject.length > 0 ? subject.slice(0, 200) : undefined;
}

/** ChatGPT's anonymous user id where sent; otherwise the caller's address. */
export function callerKey(req: Request): string {
  const subject = subjectOf(req);
  return subject !== undefined ? `subject:${subject}` : `address:${req.ip ?? "unknown"}`;
}
