/**
 * Robustness matrix, bounds at the edge: nesting deeper than the bound is -32600 with the request's id (never a
 * 500, never a leaked RangeError, on every path), and oversized `arguments` are refused before any schema work,
 * so a caller sending them cannot slow other callers down.
 */
import { describe, expect, it } from "vitest";
import { httpFrom, MCP_POST_HEADERS } from "../testing/httpFrom.ts";
import { postRaw } from "../testing/mcpClient.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const suite = serverForSuite({ RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_BURST: "100000" });

type RpcReply = { id?: unknown; error?: { code: number; message: string }; result?: { isError?: boolean } };
const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const LEAKS = ["RangeError", "Maximum call stack", "stack size"];

describe("nesting depth", () => {
  const initialize = async () =>
    (
      await postRaw(suite.server.url, {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "deep", version: "1" } },
      })
    ).headers.get("mcp-session-id") ?? "";

  it.each([
    ["a request", `{"jsonrpc":"2.0","id":7,"method":"ping","params":{"x":${deep(5000)}}}`, 7],
    [
      "a request with a progress token",
      `{"jsonrpc":"2.0","id":"p","method":"tools/call","params":{"name":"suggest_gifts","arguments":{"occasion":"birthday","budget":50,"x":${deep(5000)}},"_meta":{"progressToken":1}}}`,
      "p",
    ],
    ["a notification", `{"jsonrpc":"2.0","method":"notifications/initialized","params":{"x":${deep(5000)}}}`, null],
    ["a message nested one level past the bound", `{"jsonrpc":"2.0","id":8,"method":"ping","params":{"x":${deep(63)}}}`, 8],
  ])("answers %s with 400, -32600 and its id", async (_what, raw, id) => {
    const reply = await postRaw(suite.server.url, raw);
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({
      jsonrpc: "2.0",
      id,
      error: { code: -32600, message: "Invalid Request: the message nests deeper than 64 levels" },
    });
    for (const leak of LEAKS) expect(reply.text).not.toContain(leak);
  });

  it("answers the same inside a session, and the session goes on", async () => {
    const session = await initialize();
    const reply = await postRaw(suite.server.url, `{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":${deep(5000)}}}`, {
      "Mcp-Session-Id": session,
    });
    expect(reply.status).toBe(400);
    expect((reply.json as RpcReply).id).toBe(9);
    expect((reply.json as RpcReply).error?.code).toBe(-32600);
    expect((await postRaw(suite.server.url, { jsonrpc: "2.0", id: 10, method: "ping" }, { "Mcp-Session-Id": session })).status).toBe(200);
  });

  it("serves a message at the bound", async () => {
    const reply = await postRaw(suite.server.url, `{"jsonrpc":"2.0","id":11,"method":"ping","params":{"x":${deep(62)}}}`);
    expect(reply.status).toBe(200);
    expect((reply.json as RpcReply).id).toBe(11);
  });

  it("writes no wire-log failure and no unhandled error for any of them", () => {
    expect(suite.server.logLines.filter((line) => line.includes("could not describe") || line.includes("unhandled request error"))).toEqual(
      [],
    );
  });
});

describe("oversized arguments", () => {
  const call = (args: Record<string, unknown>, id: string) =>
    JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 50, ...args } },
    });
  const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 1]));
  const manyKeys = call(keys(80_000), "keys");

  it("refuses a message of 80,000 argument keys (869 kB) before parsing it, quickly", async () => {
    const started = performance.now();
    const reply = await postRaw(suite.server.url, manyKeys);
    const ms = performance.now() - started;
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: the message holds more than 16384 values" },
    });
    expect(ms).toBeLessThan(250);
  });

  it("refuses arguments with more entries or characters than the bounds with -32602 and the id, before any schema work", async () => {
    const entries = await postRaw(suite.server.url, call(keys(600), "entries"));
    expect(entries.json).toEqual({
      jsonrpc: "2.0",
      id: "entries",
      error: { code: -32602, message: 'Invalid params: "arguments" holds more than 512 keys and array elements' },
    });
    const chars = await postRaw(suite.server.url, call({ recipient: "x".repeat(200_000) }, "chars"));
    expect(chars.json).toEqual({
      jsonrpc: "2.0",
      id: "chars",
      error: { code: -32602, message: 'Invalid params: "arguments" holds more than 131072 characters' },
    });
  });

  it("keeps another caller fast while four connections send them", async () => {
    const until = Date.now() + 3000;
    let sent = 0;
    const heavy = Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        await httpFrom(suite.server.url, { method: "POST", localAddress: "127.0.0.31", headers: MCP_POST_HEADERS, body: manyKeys });
        sent += 1;
      }
    });
    const latencies: number[] = [];
    while (Date.now() < until) {
      const started = performance.now();
      const reply = await httpFrom(suite.server.url, {
        method: "POST",
        localAddress: "127.0.0.32",
        headers: MCP_POST_HEADERS,
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 60 } },
        }),
      });
      latencies.push(performance.now() - started);
      expect(reply.status).toBe(200);
    }
    await Promise.all(heavy);
    latencies.sort((a, b) => a - b);
    const p50 = latencies[Math.floor(latencies.length / 2)] ?? Infinity;
    console.log(
      `4 connections sent ${sent} requests of 80,000 argument keys; another caller's p50 ${p50.toFixed(1)} ms over ${latencies.length} calls`,
    );
    expect(sent).toBeGreaterThan(20);
    expect(p50).toBeLessThan(200);
  });
});
