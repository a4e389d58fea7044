/**
 * Robustness matrix, sessions: one address cannot take every slot (per address, per subject within an address),
 * sessions that never send anything after initialize expire sooner, and a session that only listens on its
 * notification stream is not idle. Callers use different loopback addresses, as different machines would.
 */
import type { ClientRequest } from "node:http";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_POST_HEADERS, httpFrom, type HttpReply } from "../testing/httpFrom.ts";
import { startServer, type RunningServer } from "../testing/startServer.ts";

const UNUSED_TTL_MS = 1000;
const IDLE_TTL_MS = 2000;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    MAX_SESSIONS: "40",
    MAX_SESSIONS_PER_ADDRESS: "10",
    MAX_SESSIONS_PER_SUBJECT: "3",
    SESSION_UNUSED_TTL_MS: String(UNUSED_TTL_MS),
    SESSION_IDLE_TTL_MS: String(IDLE_TTL_MS),
    RATE_LIMIT_PER_MINUTE: "100000",
    RATE_LIMIT_BURST: "100000",
  });
});
afterAll(async () => {
  await server?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const post = (address: string, body: object, headers: Record<string, string> = {}): Promise<HttpReply> =>
  httpFrom(server.url, { method: "POST", localAddress: address, headers: { ...MCP_POST_HEADERS, ...headers }, body: JSON.stringify(body) });
const initialize = (address: string, subject?: string) =>
  post(address, { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "limits", version: "1" }, ...(subject ? { _meta: { "openai/subject": subject } } : {}) } });
const sessionOf = (reply: HttpReply) => String(reply.headers["mcp-session-id"] ?? "");
const ping = (address: string, session: string) => post(address, { jsonrpc: "2.0", id: 2, method: "ping" }, { "Mcp-Session-Id": session });

async function inParallel<T>(count: number, width: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await run(i);
    }
  }));
  return results;
}

describe("fair session caps", () => {
  it("lets one address that invents a subject per initialize open only its share; another address still gets a session", async () => {
    const replies = await inParallel(60, 16, (i) => initialize("127.0.0.11", `invented-${i}`));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const refused = replies.find((r) => r.status === 429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused?.text ?? "{}")).toMatchObject({ id: 1, error: { message: expect.stringContaining("sessions") } });

    expect((await initialize("127.0.0.12")).status).toBe(200);
  });

  it("caps one subject within an address", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await initialize("127.0.0.13", "one-user")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await initialize("127.0.0.13", "another-user")).status).toBe(200);
  });

  it("expires sessions that sent nothing after initialize sooner than used ones", async () => {
    const unused = sessionOf(await initialize("127.0.0.14"));
    const used = sessionOf(await initialize("127.0.0.14"));
    expect((await ping("127.0.0.14", used)).status).toBe(200);
    await sleep(UNUSED_TTL_MS + 700);
    expect((await ping("127.0.0.14", unused)).status).toBe(404);
    expect((await ping("127.0.0.14", used)).status).toBe(200);
    // The flood of the first test has expired too: its address has its share back.
    expect((await initialize("127.0.0.11", "invented-again")).status).toBe(200);
  });
});

describe("a session that only listens", () => {
  it("is not expired as idle while its GET stream is open; one without a stream is", async () => {
    const listening = sessionOf(await initialize("127.0.0.15"));
    const silent = sessionOf(await initialize("127.0.0.15"));
    for (const session of [listening, silent]) expect((await ping("127.0.0.15", session)).status).toBe(200);

    let stream: ClientRequest | undefined;
    const opened = new Promise<number>((resolve, reject) => {
      stream = request(server.url, { method: "GET", localAddress: "127.0.0.15", headers: { Accept: "text/event-stream", "Mcp-Session-Id": listening } }, (response) => resolve(response.statusCode ?? 0));
      stream.on("error", reject);
      stream.end();
    });
    expect(await opened).toBe(200);
    await sleep(IDLE_TTL_MS * 2 + 600);
    expect((await ping("127.0.0.15", silent)).status).toBe(404);
    expect((await ping("127.0.0.15", listening)).status).toBe(200);
    stream?.destroy();
  });
});
