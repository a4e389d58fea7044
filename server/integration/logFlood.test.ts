/**
 * A flood of requests whose id is a million characters long, from four loops at one address, with default
 * settings (but a smaller burst) and a log reader that has stopped reading. The server must stay up, keep
 * answering another caller, and stay under 512 MB of RSS; every log line stays short.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { httpFrom, MCP_POST_HEADERS } from "../testing/httpFrom.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";

const FLOOD_MS = 12_000;
const LOOPS = 4;
const HUGE_ID = "x".repeat(1_000_000);
const FLOOD_BODY = `{"jsonrpc":"2.0","id":"${HUGE_ID}","method":"ping"}`;
/** The other caller: its own loopback address, so the flood's address limit is not its limit. */
const OTHER_ADDRESS = "127.0.0.2";

let server: RunningServer;
beforeAll(async () => {
  // Default settings, except a smaller burst: the flood is then over its limit within a second even on a busy
  // machine, and 429 answers (which echo the id too) are part of it.
  server = await startServer({ RATE_LIMIT_BURST: "30" });
});
afterAll(async () => {
  if (server?.process.exitCode !== null) console.error(`the server exited (${server?.process.exitCode}):\n${server?.stderr()}`);
  server?.process.stdout?.resume();
  await server?.stop();
});

async function flood(until: number, answers: { count: number; statuses: Set<number>; echoed: number }): Promise<void> {
  while (Date.now() < until) {
    const response = await fetch(server.url, { method: "POST", headers: MCP_POST_HEADERS, body: FLOOD_BODY });
    const reply = (await response.json()) as { id?: unknown };
    answers.count += 1;
    answers.statuses.add(response.status);
    // An address over its own limit is refused before its body is read: then there is no id to echo.
    if (reply.id === HUGE_ID || (response.status === 429 && reply.id === null)) answers.echoed += 1;
  }
}

describe("a flood of huge ids while the log reader is stalled", () => {
  it(
    "keeps the server up and answering another caller, under 512 MB RSS, with every log line bounded",
    async () => {
      // The test reads the server's stdout; pausing it makes the pipe fill up, as a slow log shipper would.
      server.process.stdout?.pause();
      const until = Date.now() + FLOOD_MS;
      const answers = { count: 0, statuses: new Set<number>(), echoed: 0 };
      const loops = Array.from({ length: LOOPS }, () => flood(until, answers));

      let maxRssBytes = 0;
      const otherLatencies: number[] = [];
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const health = await httpFrom(new URL("/healthz", server.origin), { localAddress: OTHER_ADDRESS });
        maxRssBytes = Math.max(maxRssBytes, (JSON.parse(health.text) as { memory: { rssBytes: number } }).memory.rssBytes);
        const started = performance.now();
        const call = await httpFrom(server.url, {
          method: "POST",
          localAddress: OTHER_ADDRESS,
          headers: MCP_POST_HEADERS,
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: "other",
            method: "tools/call",
            params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 60 } },
          }),
        });
        otherLatencies.push(performance.now() - started);
        expect(call.status).toBe(200);
        const answer = JSON.parse(call.text) as { result?: { isError?: boolean; structuredContent?: unknown } };
        expect(answer.result?.structuredContent).toBeDefined();
        expect(answer.result?.isError).toBeFalsy();
      }
      await Promise.all(loops);

      expect(server.process.exitCode).toBeNull();
      console.log(`other caller latencies: ${otherLatencies.map((ms) => Math.round(ms)).join(", ")}`);
      // Sampled every half second; the machine may be shared, so the count and latencies are bounded loosely.
      expect(otherLatencies.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...otherLatencies)).toBeLessThan(5000);
      expect(maxRssBytes).toBeLessThan(512 * 1024 * 1024);
      // The flood really ran, was answered (429 once over the limit), and each answer echoed the id it read.
      expect(answers.count).toBeGreaterThan(100);
      expect(answers.statuses).toContain(429);
      expect(answers.echoed).toBe(answers.count);

      server.process.stdout?.resume();
      // The log is written in order: once a later request's access line is in, the flood's lines are too. A
      // marker written while the log's buffer is still full is dropped, so each try sends a new one.
      const markers: string[] = [];
      const markerLogged = () =>
        server.logLines.some((line) => line.includes('"msg":"http"') && markers.some((id) => line.includes(`"requestId":"${id}"`)));
      await vi.waitFor(
        async () => {
          if (markerLogged()) return;
          markers.push(
            String((await httpFrom(new URL("/healthz", server.origin), { localAddress: OTHER_ADDRESS })).headers["x-request-id"]),
          );
          expect(markerLogged()).toBe(true);
        },
        { timeout: 15_000, interval: 200 },
      );
      const longest = Math.max(...server.logLines.map((line) => line.length));
      expect(longest).toBeLessThan(8 * 1024);
      expect(server.logLines.some((line) => line.includes("x".repeat(300)))).toBe(false);
      console.log(
        `flood: ${answers.count} answers (${[...answers.statuses].join(", ")}), max RSS ${Math.round(maxRssBytes / 1024 / 1024)} MB, other caller p max ${Math.round(Math.max(...otherLatencies))} ms, longest log line ${longest} chars`,
      );
    },
    FLOOD_MS + 30_000,
  );
});
