/**
 * The robustness matrix (docs: ../shared reference "robustness"), against the real server process over HTTP.
 * After each group, a normal tools/call still succeeds and /healthz is green. The bounds have files of their own:
 * edgeBounds (depth, values, arguments), bodyLimit (the 413 that arrives), connectionLimits (timeouts,
 * connections per address, Host), sessionLimits (fair caps, expiry), catalogWatch (hot reload, rejection
 * notices) and logFlood (huge ids with a stalled log reader).
 */
import { mkdir } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { postRaw } from "../testing/mcpClient.ts";
import type { RunningServer } from "../testing/startServer.ts";
import { serverForSuite } from "../testing/suiteServer.ts";
import { waitUntil } from "../testing/waitUntil.ts";

const suite = serverForSuite({ RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_BURST: "100000" });

type Reply = { status: number; headers: Headers; text: string; json: unknown };
type RpcBody = {
  jsonrpc?: string;
  id?: unknown;
  error?: { code: number; message: string };
  result?: { isError?: boolean; content?: Array<{ text: string }> };
};
const body = (reply: Reply) => reply.json as RpcBody;
const send = (payload: string | object, headers: Record<string, string> = {}) => postRaw(suite.server.url, payload, headers);
const suggest = (args: unknown, id: unknown = 1) =>
  send({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "suggest_gifts", arguments: args } });

async function expectHealthy(target: RunningServer = suite.server): Promise<void> {
  const health = await fetch(new URL("/healthz", target.origin));
  expect(health.status).toBe(200);
  const call = await postRaw(target.url, {
    jsonrpc: "2.0",
    id: "after",
    method: "tools/call",
    params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 60 } },
  });
  expect(call.status).toBe(200);
  expect((call.json as RpcBody).result?.isError).toBeFalsy();
}

describe("transport: origin, host, size", () => {
  afterEach(() => expectHealthy());

  it("answers a foreign Origin with 403 and serves a request without Origin", async () => {
    const foreign = await send({ jsonrpc: "2.0", id: 1, method: "ping" }, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(body(foreign).error?.message).toContain("Origin");
    expect((await send({ jsonrpc: "2.0", id: 1, method: "ping" })).status).toBe(200);
  });

  it("answers a foreign Host with 403", async () => {
    // node:http, because fetch does not let a caller set Host.
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        suite.server.url,
        {
          method: "POST",
          headers: { Host: "evil.example.com", "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }));
    });
    expect(status).toBe(403);
    expect(JSON.parse(text)).toMatchObject({
      jsonrpc: "2.0",
      error: { code: -32600, message: expect.stringContaining("evil.example.com") },
    });
  });

  it("answers a body over the limit with 413 and a JSON-RPC error", async () => {
    const reply = await suggest({ occasion: "birthday", budget: 50, recipient: "x".repeat(1_100_000) });
    expect(reply.status).toBe(413);
    expect(body(reply)).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringContaining("1048576") } });
  });
});

describe("transport: JSON-RPC envelope", () => {
  afterEach(() => expectHealthy());

  it("answers truncated JSON with 400, -32700, id null", async () => {
    const reply = await send('{"jsonrpc":"2.0",');
    expect(reply.status).toBe(400);
    expect(body(reply)).toMatchObject({ id: null, error: { code: -32700 } });
  });

  it.each([
    ['{"foo":1}'],
    ["42"],
    ['"x"'],
    ["[]"],
    ['[{"jsonrpc":"2.0","id":1,"method":"ping"}]'],
    ['{"jsonrpc":"2.0","id":1,"Method":"ping"}'],
    ['{"jsonrpc":"1.0","id":1,"method":"ping"}'],
  ])("answers %s with 400, -32600, id null", async (raw) => {
    const reply = await send(raw);
    expect(reply.status).toBe(400);
    expect(body(reply)).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
  });

  it.each([["null"], ["1.5"], ["{}"], ["[1]"], ["true"]])("answers id %s with 400, -32600", async (id) => {
    const reply = await send(`{"jsonrpc":"2.0","id":${id},"method":"ping"}`);
    expect(reply.status).toBe(400);
    expect(body(reply).error?.code).toBe(-32600);
  });

  it.each([[0], [""], ["abc"], [-7], [2 ** 53 - 1]])("echoes id %j unchanged, same type", async (id) => {
    const reply = await send({ jsonrpc: "2.0", id, method: "ping" });
    expect(reply.status).toBe(200);
    expect(body(reply).id).toStrictEqual(id);
  });

  it("answers a notification with 202 and an empty body", async () => {
    const reply = await send({ jsonrpc: "2.0", method: "notifications/initialized" });
    expect(reply.status).toBe(202);
    expect(reply.text).toBe("");
  });

  it.each(["__proto__", "constructor", "toString"])("answers the method %j (an Object.prototype name) with -32601", async (method) => {
    const reply = body(await send({ jsonrpc: "2.0", id: 1, method, params: { cursor: null } }));
    expect(reply.error?.code).toBe(-32601);
  });

  it("answers an unknown method with -32601 naming it", async () => {
    expect(body(await send({ jsonrpc: "2.0", id: 9, method: "gifts/steal" })).error).toEqual({
      code: -32601,
      message: "Method not found: gifts/steal",
    });
  });
});

describe("transport: headers and HTTP methods", () => {
  afterEach(() => expectHealthy());

  it("answers an unsupported MCP-Protocol-Version with 400 and serves a missing one", async () => {
    expect((await send({ jsonrpc: "2.0", id: 1, method: "ping" }, { "MCP-Protocol-Version": "2099-01-01" })).status).toBe(400);
    expect((await send({ jsonrpc: "2.0", id: 1, method: "ping" })).status).toBe(200);
  });

  it("answers a wrong Accept with 406 and a wrong Content-Type with 415", async () => {
    const accept = await send({ jsonrpc: "2.0", id: 1, method: "ping" }, { Accept: "text/html" });
    expect(accept.status).toBe(406);
    expect(body(accept).error?.code).toBe(-32600);
    const type = await send({ jsonrpc: "2.0", id: 1, method: "ping" }, { "Content-Type": "text/plain" });
    expect(type.status).toBe(415);
  });

  it("answers PUT with 405 and an Allow header", async () => {
    const response = await fetch(suite.server.url, { method: "PUT", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
  });
});

describe("sessions", () => {
  afterEach(() => expectHealthy());

  const initialize = () =>
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "matrix", version: "1" } },
    });

  it("issues random, visible-ASCII session ids", async () => {
    const ids = await Promise.all([initialize(), initialize(), initialize()]).then((replies) =>
      replies.map((r) => r.headers.get("mcp-session-id") ?? ""),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[\x21-\x7e]{32,}$/);
  });

  it("answers an unknown id with 404 without creating a session, and DELETE ends a session", async () => {
    const healthBefore = (await (await fetch(new URL("/healthz", suite.server.origin))).json()) as { sessions: number };
    expect((await send({ jsonrpc: "2.0", id: 1, method: "ping" }, { "Mcp-Session-Id": "no-such-session" })).status).toBe(404);
    const healthAfter = (await (await fetch(new URL("/healthz", suite.server.origin))).json()) as { sessions: number };
    expect(healthAfter.sessions).toBe(healthBefore.sessions);

    const id = (await initialize()).headers.get("mcp-session-id") ?? "";
    expect((await send({ jsonrpc: "2.0", id: 2, method: "ping" }, { "Mcp-Session-Id": id })).status).toBe(200);
    const deleted = await fetch(suite.server.url, { method: "DELETE", headers: { "Mcp-Session-Id": id } });
    expect(deleted.status).toBe(200);
    expect((await send({ jsonrpc: "2.0", id: 3, method: "ping" }, { "Mcp-Session-Id": id })).status).toBe(404);
  });
});

describe("session limits, rate limits", () => {
  const limited = serverForSuite({ MAX_SESSIONS: "2", SESSION_IDLE_TTL_MS: "1500", RATE_LIMIT_PER_MINUTE: "60", RATE_LIMIT_BURST: "8" });
  const init = (subject: string) =>
    postRaw(limited.server.url, {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "cap", version: "1" },
        _meta: { "openai/subject": subject },
      },
    });

  it("answers 503 with Retry-After when the session cap is reached, and idle sessions expire", async () => {
    expect((await init("s1")).status).toBe(200);
    expect((await init("s2")).status).toBe(200);
    const full = await init("s3");
    expect(full.status).toBe(503);
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(0);
    // The idle sessions expire after the configured TTL; asked seldom enough to stay within the rate limit.
    expect(await waitUntil(async () => ((await init("s4")).status === 200 ? 200 : undefined), "an idle session to expire", 8000, 400)).toBe(
      200,
    );
  });

  it("answers a burst over the limit with 429 and Retry-After, keyed on openai/subject", async () => {
    const ping = (subject: string) =>
      postRaw(limited.server.url, { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { "openai/subject": subject } } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await ping("greedy")).status);
    expect(statuses.slice(0, 7).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await ping("greedy");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await ping("someone-else")).status).toBe(200);
  });
});

describe("a configured browser origin and a caller that invents identities", () => {
  const configured = serverForSuite({
    ALLOWED_ORIGINS: "https://inspector.example",
    RATE_LIMIT_PER_MINUTE: "60",
    RATE_LIMIT_BURST: "4",
    RATE_LIMIT_ADDRESS_FACTOR: "2",
  });

  it("gives an origin from ALLOWED_ORIGINS a CORS preflight and CORS headers", async () => {
    const preflight = await fetch(configured.server.url, {
      method: "OPTIONS",
      headers: { Origin: "https://inspector.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://inspector.example");
    const call = await postRaw(configured.server.url, { jsonrpc: "2.0", id: 1, method: "ping" }, { Origin: "https://inspector.example" });
    expect(call.status).toBe(200);
    expect(call.headers.get("access-control-expose-headers")).toContain("Mcp-Session-Id");
  });

  it("still limits one address that sends a new openai/subject with every request", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await postRaw(configured.server.url, {
        jsonrpc: "2.0",
        id: i,
        method: "tools/list",
        params: { _meta: { "openai/subject": `invented-${i}` } },
      });
      statuses.push(reply.status);
    }
    // Per subject each request is a first (burst 4); per address the bound is 2 x 4 = 8, and one ping came before.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(8);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("tool arguments (isError results naming each bad field)", () => {
  afterEach(() => expectHealthy());

  it.each([
    [{ occasion: "birthday", budget: "100" }, ["budget"]],
    [{ budget: 100 }, ["occasion"]],
    [{ occasion: "birthday", budget: 100, colour: "red" }, ['"colour"']],
    [{ occasion: "birthday", budget: null }, ["budget"]],
    [{ occasion: "birthday", budget: -20 }, ["budget"]],
    [{ occasion: "birthday", budget: 1e308 }, ["budget"]],
    [{ occasion: "birthday", budget: 50, recipient: "x".repeat(100_000) }, ["recipient"]],
    [{ occasion: ["birthday"], budget: 50, count: 0 }, ["occasion", "count"]],
  ])("%j → isError naming %j", async (args, fields) => {
    const reply = body(await suggest(args));
    expect(reply.result?.isError).toBe(true);
    for (const field of fields) expect(reply.result?.content?.[0]?.text).toContain(field);
  });

  it("treats a non-object arguments value as a protocol error naming the field", async () => {
    const reply = body(
      await send({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "suggest_gifts", arguments: "birthday" } }),
    );
    expect(reply.error).toEqual({ code: -32602, message: expect.stringContaining('"arguments"') });
  });
});

describe("a handler that throws", () => {
  const secretFolder = join(tmpdir(), "gift-finder-SECRET_TOKEN_sk_live_1234");
  // A folder where the widget file should be: reading it throws an error whose message holds the path.
  beforeAll(async () => {
    await mkdir(secretFolder, { recursive: true });
  });
  const faulty = serverForSuite({ WIDGET_HTML_PATH: secretFolder, GIFT_FINDER_SECRET: "hunter2-secret-value" });

  it("gives the client a generic error with a reference; the details (path, stack) go only to the log", async () => {
    const reply = await postRaw(faulty.server.url, {
      jsonrpc: "2.0",
      id: 1,
      method: "resources/read",
      params: { uri: "ui://gift-finder/gift-widget.v2.html" },
    });
    const error = (reply.json as RpcBody).error;
    expect(error?.code).toBe(-32603);
    expect(error?.message).toMatch(/^Internal error \(reference [0-9a-f-]{36}\)/);
    for (const leak of ["SECRET_TOKEN", "sk_live", "hunter2", tmpdir(), "/work", "at ", "EISDIR", "node_modules"])
      expect(reply.text).not.toContain(leak);
    const reference = /reference ([0-9a-f-]{36})/.exec(error?.message ?? "")?.[1];
    const logged = await waitUntil(
      () => faulty.server.logLines.find((line) => reference !== undefined && line.includes(reference) && line.includes("handler failed")),
      "the failure's log line",
    );
    expect(logged).toContain("EISDIR");
    await expectHealthy(faulty.server);
  });
});

describe("a client that disconnects mid-response", () => {
  afterEach(() => expectHealthy());

  it("leaves the server serving, with no session left behind, when clients drop streams and sessions midway", async () => {
    const before = (await (await fetch(new URL("/healthz", suite.server.origin))).json()) as { sessions: number };
    for (let i = 0; i < 20; i++) {
      // A progress call answers on an SSE stream: the response has started when fetch resolves, then we drop it.
      const controller = new AbortController();
      const response = await fetch(suite.server.url, {
        method: "POST",
        signal: controller.signal,
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: i,
          method: "tools/call",
          params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 100 }, _meta: { progressToken: i } },
        }),
      });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      controller.abort();
      await response.text().catch(() => undefined);
    }
    // A session whose client vanished without DELETE is ended by the idle expiry; one that is DELETEd at once must not linger.
    const init = await send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "dropper", version: "1" } },
    });
    await fetch(suite.server.url, { method: "DELETE", headers: { "Mcp-Session-Id": init.headers.get("mcp-session-id") ?? "" } });
    const sessionsNow = async () =>
      ((await (await fetch(new URL("/healthz", suite.server.origin))).json()) as { sessions: number }).sessions;
    await waitUntil(async () => ((await sessionsNow()) === before.sessions ? true : undefined), "the dropped sessions to be gone");
    expect(await sessionsNow()).toBe(before.sessions);
  });
});
