/**
 * DNS-rebinding protection (MCP transport spec): a Host outside the allow-list and a browser Origin outside
 * the allow-list both get 403. Loopback names are always allowed; public deployments add theirs by setting.
 * Requests without an Origin (server-to-server, as ChatGPT sends) are served. Allowed browser origins get
 * CORS headers, so browser clients (Inspector, our simulated host) can talk to /mcp directly.
 */
import type { NextFunction, Request, Response } from "express";
import { JsonRpcCode } from "../mcp/protocolError.ts";
import { sendJsonRpcError } from "./jsonRpcReply.ts";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function hostName(hostHeader: string): string {
  return hostHeader.startsWith("[") ? hostHeader.slice(0, hostHeader.indexOf("]") + 1) : (hostHeader.split(":")[0] ?? "");
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
    const host = (req.headers.host ?? "").toLowerCase();
    if (!LOOPBACK_NAMES.has(hostName(host)) && !hosts.has(host) && !hosts.has(hostName(host))) {
      return sendJsonRpcError(res, 403, JsonRpcCode.invalidRequest, `Forbidden: Host "${host.slice(0, 100)}" is not allowed; set ALLOWED_HOSTS to serve it`);
    }
    const origin = req.headers.origin?.toLowerCase();
    if (origin !== undefined) {
      if (!origins.has(origin) && !isLoopbackOrigin(origin)) {
        return sendJsonRpcError(res, 403, JsonRpcCode.invalidRequest, `Forbidden: Origin "${origin.slice(0, 100)}" is not allowed; set ALLOWED_ORIGINS to serve it`);
      }
      res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? origin);
      res.setHeader("Vary", "Origin");
      res.setHeader("Access-Control-Expose-Headers", "Mcp-Session-Id, X-Request-Id");
      if (req.method === "OPTIONS") {
        res.setHeader("Access-Control-Allow-Methods", "GET, POST, DELETE");
        res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID, Authorization");
        res.setHeader("Access-Control-Max-Age", "600");
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
