import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { postMcpFastPath } from "./postMcpFastPath.ts";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An Express app with the fast path in front of a route that answers "route"; errors answer "error: …". */
async function appWith(handlers: readonly RequestHandler[]): Promise<(path: string, method?: string) => Promise<string>> {
  const app = express();
  app.use(postMcpFastPath(handlers));
  app.all("/mcp", (_req, res) => {
    res.send("route");
  });
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).send(`error: ${error.message}`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return async (path, method = "POST") => (await fetch(`http://127.0.0.1:${port}${path}`, { method })).text();
}

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    req.headers["x-trail"] = `${req.headers["x-trail"] ?? ""}${name}`;
    next();
  };
const answerTrail: RequestHandler = (req, res) => {
  res.send(`fast ${req.headers["x-trail"]}`);
};

describe("postMcpFastPath", () => {
  it("runs the handlers in order for exactly POST /mcp", async () => {
    const call = await appWith([mark("a"), mark("b"), answerTrail]);
    expect(await call("/mcp")).toBe("fast ab");
  });

  it("leaves every other method and spelling of the path to the routes", async () => {
    const call = await appWith([answerTrail]);
    expect(await call("/mcp", "GET")).toBe("route");
    expect(await call("/mcp", "DELETE")).toBe("route");
    expect(await call("/MCP")).toBe("route");
    expect(await call("/mcp/")).toBe("route");
    expect(await call("/mcp?x=1")).toBe("route");
  });

  it("sends next(error), a throw and a rejected promise to the error handlers, as the router does", async () => {
    const passed: RequestHandler = (_req, _res, next) => next(new Error("passed"));
    const thrown: RequestHandler = () => {
      throw new Error("thrown");
    };
    const rejected: RequestHandler = async () => {
      throw new Error("rejected");
    };
    expect(await (await appWith([passed, answerTrail]))("/mcp")).toBe("error: passed");
    expect(await (await appWith([thrown]))("/mcp")).toBe("error: thrown");
    expect(await (await appWith([rejected]))("/mcp")).toBe("error: rejected");
  });

  it("falls through to the routes when every handler calls next", async () => {
    const call = await appWith([mark("a")]);
    expect(await call("/mcp")).toBe("route");
  });
});
