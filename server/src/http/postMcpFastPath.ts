/**
 * POST /mcp, nearly all of the traffic, runs its handlers (origin guard, address limit, edge, caller limit,
 * serving) as plain calls from one middleware mounted before the routes. Through Express's router the same
 * request was matched against every route and mount in turn, had its URL trimmed and restored for the /mcp
 * mount, and went through the route's own dispatch: about a tenth of a request's CPU (docs/performance.md,
 * fifth round). The handlers are the very ones the routes mount, called in the same order and with the same
 * error handling, so the answer is the same; any other method or spelling of the path (`/MCP`, `/mcp/`,
 * `/mcp?x`, which Express also routes to POST /mcp) takes the routes as before.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

/** Calls `handlers[index]`, as Express's router would: a throw or a rejected promise goes to the error handlers. */
function runFrom(handlers: readonly RequestHandler[], index: number, req: Request, res: Response, done: NextFunction): void {
  const handler = handlers[index];
  if (handler === undefined) return done();
  // Like the router, a falsy value is no error.
  const next: NextFunction = (error?: unknown) => (error ? done(error) : runFrom(handlers, index + 1, req, res, done));
  try {
    const returned: unknown = handler(req, res, next);
    if (isThenable(returned)) returned.then(undefined, (error: unknown) => done(error ?? new Error("Rejected promise")));
  } catch (error) {
    done(error);
  }
}

/** A middleware that serves exactly `POST /mcp` with `handlers`, and passes anything else on. */
export function postMcpFastPath(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || req.url !== "/mcp") return next();
    runFrom(handlers, 0, req, res, next);
  };
}
