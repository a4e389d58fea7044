/**
 * DNS-rebinding protection (MCP transport spec): a Host outside the allow-list and a browser Origin outside
 * the allow-list both get 403. Loopback names are always allowed; public deployments add theirs by setting.
 * Requests without an Origin (server-to-server, as ChatGPT sends) are served. Allowed browser origins get
 * CORS headers, so browser clients (Inspector, our simulated host) can talk to /mcp directly.
 */

import type { NextFunction, Request, Response } from "express";
import { ErrorCode } from "../mcp/protocolConstants.ts";
import { discardBody } from "./discardBody.ts";
import { sendJsonRpcError } from "./jsonRpcReply.ts";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * A Host header is a name or an address, and an optional port: nothing else. Userinfo
 * (`127.0.0.1:80@evil.example`), paths, spaces and empty values are refused, not trimmed into something allowed.
 */
const HOST_HEADER =
  /^(?<name>\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)(?::(?<port>\d{1,5}))?$/;

/** The name part of a well-formed Host header (brackets kept for IPv6), or undefined when it is not one. */
function hostName(hostHeader: string): string | undefined {
  const match = HOST_HEADER.exec(hostHeader);
  if (!match?.groups) return undefined;
  const port = match.groups.port;
  if (port !== undefined && Number(port) > 65535) return undefined;
  return match.groups.name;
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const name = new URL(origin).hostname;
    return LOOPBACK_NAMES.has(name) || LOOPBACK_NAMES.has(`[${name}]`);
  } catch {
    return false;
  }
}

export function originGuard(allowedHosts: readonly string[], allowedOrigins: readonly string[]) {
  const hosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const origins = new Set(allowedOrigins.map((o) => o.toLowerCase().replace(/\/$/, "")));
  return (req: Request, res: Response, next: NextFunction): void => {
    const refusal = hostRefusal(req, hosts) ?? originRefusal(req, origins);
    if (refusal !== undefined) {
      discardBody(req);
      return sendJsonRpcError(res, 403, ErrorCode.InvalidRequest, refusal);
    }
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    allowCrossOrigin(res, origin);
    if (req.method === "OPTIONS") {
      answerPreflight(res);
      return;
    }
    next();
  };
}

/** Why the Host header is refused, or undefined when it is allowed. */
function hostRefusal(req: Request, hosts: ReadonlySet<string>): string | undefined {
  const host = (req.headers.host ?? "").toLowerCase();
  const name = hostName(host);
  if (name === undefined) return "Forbidden: the Host header is not a host name or address with an optional port";
  if (!LOOPBACK_NAMES.has(name) && !hosts.has(host) && !hosts.has(name)) {
    return `Forbidden: Host "${host.slice(0, 100)}" is not allowed; set ALLOWED_HOSTS to serve it`;
  }
  return undefined;
}

/** Why the Origin header is refused, or undefined when there is none or it is allowed. */
function originRefusal(req: Request, origins: ReadonlySet<string>): string | undefined {
  const origin = req.headers.origin?.toLowerCase();
  if (origin === undefined || origins.has(origin) || isLoopbackOrigin(origin)) return undefined;
  return `Forbidden: Origin "${origin.slice(0, 100)}" is not allowed; set ALLOWED_ORIGINS to serve it`;
}

function allowCrossOrigin(res: Response, origin: string): void {
  res.setHeader("Access-Control-Allow-Origin", origin);
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Expose-Headers", "Mcp-Session-Id, X-Request-Id");
}

function answerPreflight(res: Response): void {
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, DELETE");
  res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID, Authorization");
  res.setHeader("Access-Control-Max-Age", "600");
  res.status(204).end();
}
