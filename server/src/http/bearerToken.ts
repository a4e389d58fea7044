/** Bearer-token checks for the operator endpoints, in constant time so a token cannot be guessed byte by byte. */
import { timingSafeEqual } from "node:crypto";
import type { Request } from "express";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function hasBearerToken(req: Request, expected: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.header("authorization") ?? "")?.[1] ?? "";
  return sameToken(given, expected);
}
