/**
 * A flood of requests whose id is a million characters long, from four loops at one address, with default
 * settings (but a smaller burst and rate) and a log reader that has stopped reading. The server must stay up, keep
 * answering another caller, and stay under 512 MB of RSS; every log line stays short.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { httpFrom, MCP_POST_HEADERS } from "../testing/httpFrom.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const FLOOD_MS = 12_000;
const LOOPS = 4;
const SAMPLE_EVERY_MS = 500;
const HUGE_ID = "x".repeat(1_000_000);
const FLOOD_BODY = `{"jsonrpc":"2.0","id":"${HUGE_ID}","method":"ping"}`;
/** The other caller: its own loopback address, so the flood's address limit is not its limit. */
const OTHER_ADDRESS = "127.0.0.2";

// Default settings, except a smaller burst and rate (30, then 2 a second): on a busy machine four loops of
// megabyte bodies make only about 8 calls a second, under the default rate of 10, so without this the flood
// never reaches its limit and the 429 answers (which echo the id too) are never part of it. The other caller
// samples at most twice a second, within the rate.
const suite = serverForSuite({ RATE_LIMIT_BURST: "30", RATE_LIMIT_PER_MINUTE: "120" });
afterAll(() => {
  // Should the test stop while the log reader is paused, the server must still be able to write and exit.
  suite.server.process.stdout?.resume();
});

async function flood(until: number, answers: { count: number; statuses: Set<number>; echoed: number }): Promise<void> {
  while (Date.now() < until) {
    const response = await fetch(suite.server.url, { method: "POST", headers: MCP_POST_HEADERS, body: FLOOD_BODY });
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
      suite.server.process.stdout?.pause();
      const until = Date.now() + FLOOD_MS;
      const answers = { count: 0, statuses: new Set<number>(), echoed: 0 };
      const loops = Array.from({ length: LOOPS }, () => flood(until, answers));

      let maxRssBytes = 0;
      const otherLatencies: number[] = [];
      while (Date.now() < until) {
        // A fixed pause on purpose: the other caller samples memory and latency every half second for the whole
        // flood, so the duration is the behaviour under test, not a wait for something to happen.
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
        const health = await httpFrom(new URL("/healthz", suite.server.origin), { localAddress: OTHER_ADDRESS });
        maxRssBytes = Math.max(maxRssBytes, (JSON.parse(health.text) as { memory: { rssBytes: number } }).memory.rssBytes);
        const started = performance.now();
        const call = await httpFrom(suite.server.url, {
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

      expect(suite.server.process.exitCode).toBeNull();
      console.log(`other caller latencies: ${otherLatencies.map((ms) => Math.round(ms)).join(", ")}`);
      // Sampled every half second; the machine may be shared, so the count and latencies are bounded loosely.
      expect(otherLatencies.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...otherLatencies)).toBeLessThan(5000);
      expect(maxRssBytes).toBeLessThan(512 * 1024 * 1024);
      // The flood really ran, was answered (429 once over the limit), and each answer echoed the id it read.
      expect(answers.count).toBeGreaterThan(100);
      expect(answers.statuses).toContain(429);
      expect(answers.echoed).toBe(answers.count);

      suite.server.process.stdout?.resume();
      // The log is written in order: once a later request's access line is in, the flood's lines are too. A
      // marker written while the log's buffer is still full is dropped, so each try sends a new one.
      const markers: string[] = [];
      const markerLogged = () =>
        suite.server.logLines.some((line) => line.includes('"msg":"http"') && markers.some((id) => line.includes(`"requestId":"${id}"`)));
      await vi.waitFor(
        async () => {
          if (markerLogged()) return;
          markers.push(
            String((await httpFrom(new URL("/healthz", suite.server.origin), { localAddress: OTHER_ADDRESS })).headers["x-request-id"]),
          );
          expect(markerLogged()).toBe(true);
        },
        { timeout: 15_000, interval: 200 },
      );
      const longest = Math.max(...suite.server.logLines.map((line) => line.length));
      expect(longest).toBeLessThan(8 * 1024);
      expect(suite.server.logLines.some((line) => line.includes("x".repeat(300)))).toBe(false);
      console.log(
        `flood: ${answers.count} answers (${[...answers.statuses].join(", ")}), max RSS ${Math.round(maxRssBytes / 1024 / 1024)} MB, other caller p max ${Math.round(Math.max(...otherLatencies))} ms, longest log line ${longest} chars`,
      );
    },
    FLOOD_MS + 30_000,
  );
});
