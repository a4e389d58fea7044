/**
 * Robustness matrix, sessions: one address cannot take every slot (per address, per subject within an address),
 * sessions that never send anything after initialize expire sooner, and a session that only listens on its
 * notification stream is not idle. Callers use different loopback addresses, as different machines would.
 */
import type { ClientRequest } from "node:http";
import { request } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { type HttpReply, httpFrom, MCP_POST_HEADERS } from "../testing/httpFrom.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const UNUSED_TTL_MS = 1000;
const IDLE_TTL_MS = 2000;
const suite = serverForSuite({
  MAX_SESSIONS: "40",
  MAX_SESSIONS_PER_ADDRESS: "10",
  MAX_SESSIONS_PER_SUBJECT: "3",
  SESSION_UNUSED_TTL_MS: String(UNUSED_TTL_MS),
  SESSION_IDLE_TTL_MS: String(IDLE_TTL_MS),
  RATE_LIMIT_PER_MINUTE: "100000",
  RATE_LIMIT_BURST: "100000",
});

const post = (address: string, body: object, headers: Record<string, string> = {}): Promise<HttpReply> =>
  httpFrom(suite.server.url, {
    method: "POST",
    localAddress: address,
    headers: { ...MCP_POST_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
const initialize = (address: string, subject?: string) =>
  post(address, {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-11-25",
      capabilities: {},
      clientInfo: { name: "limits", version: "1" },
      ...(subject ? { _meta: { "openai/subject": subject } } : {}),
    },
  });
const sessionOf = (reply: HttpReply) => String(reply.headers["mcp-session-id"] ?? "");
const ping = (address: string, session: string) => post(address, { jsonrpc: "2.0", id: 2, method: "ping" }, { "Mcp-Session-Id": session });

/**
 * Waits until this subject may open a session again, which it may once one of its sessions has expired and
 * been swept. Asking touches none of them: a refused initialize changes nothing.
 */
const untilSubjectHasRoom = (address: string, subject: string) =>
  vi.waitFor(async () => expect((await initialize(address, subject)).status).toBe(200), { timeout: 6000, interval: 100 });

/** Opens a session's GET notification stream and resolves with its status once the headers are in. */
function openStream(address: string, session: string): { opened: Promise<number>; close: () => void } {
  let stream: ClientRequest | undefined;
  const opened = new Promise<number>((resolve, reject) => {
    stream = request(
      suite.server.url,
      { method: "GET", localAddress: address, headers: { Accept: "text/event-stream", "Mcp-Session-Id": session } },
      (response) => resolve(response.statusCode ?? 0),
    );
    stream.on("error", reject);
    stream.end();
  });
  return { opened, close: () => stream?.destroy() };
}

async function inParallel<T>(count: number, width: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await run(i);
      }
    }),
  );
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
    // The subject's three places: the unused session and two used ones; a fourth is refused until one expires.
    const unused = sessionOf(await initialize("127.0.0.14", "ttl"));
    const used = sessionOf(await initialize("127.0.0.14", "ttl"));
    const alsoUsed = sessionOf(await initialize("127.0.0.14", "ttl"));
    for (const session of [used, alsoUsed]) expect((await ping("127.0.0.14", session)).status).toBe(200);
    expect((await initialize("127.0.0.14", "ttl")).status).toBe(429);
    // Unused sessions expire after UNUSED_TTL_MS, used ones only after IDLE_TTL_MS.
    await untilSubjectHasRoom("127.0.0.14", "ttl");
    expect((await ping("127.0.0.14", unused)).status).toBe(404);
    expect((await ping("127.0.0.14", used)).status).toBe(200);
    // The flood of the first test has expired too: its address has its share back.
    expect((await initialize("127.0.0.11", "invented-again")).status).toBe(200);
  });
});

describe("a session that only listens", () => {
  it("is not expired as idle while its GET stream is open; one without a stream is", async () => {
    // The subject's three places: two sessions that listen, and a silent one last seen after both.
    const listening = [sessionOf(await initialize("127.0.0.15", "ears")), sessionOf(await initialize("127.0.0.15", "ears"))];
    const silent = sessionOf(await initialize("127.0.0.15", "ears"));
    for (const session of listening) expect((await ping("127.0.0.15", session)).status).toBe(200);
    const streams = listening.map((session) => openStream("127.0.0.15", session));
    for (const stream of streams) expect(await stream.opened).toBe(200);
    expect((await ping("127.0.0.15", silent)).status).toBe(200);
    expect((await initialize("127.0.0.15", "ears")).status).toBe(429);
    // Only the silent one can free a place; by then the listening ones, seen earlier, would have expired too.
    await untilSubjectHasRoom("127.0.0.15", "ears");
    expect((await ping("127.0.0.15", silent)).status).toBe(404);
    for (const session of listening) expect((await ping("127.0.0.15", session)).status).toBe(200);
    for (const stream of streams) stream.close();
  });
});
