/**
 * `npm run soak`: 100,000 tools/call at 64 connections on loopback, then idle; then clients that abort
 * mid-response. Prints errors, status codes, and the server's RSS and heap before, after, and after GC.
 * A script, not a test: it prints figures and exits 1 only on request errors or non-2xx answers.
 */
import { startServer } from "../server/testing/startServer.ts";
import { MCP_HEADERS, runLoad, SUGGEST_BODY, serverMemory, UNLIMITED } from "./loadTarget.ts";

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 100_000);
const CONNECTIONS = 64;
const ABORTED_CLIENTS = 2_000;

const server = await startServer({ ...UNLIMITED, LOG_LEVEL: "warn" }, ["--expose-gc"]);
try {
  const before = await serverMemory(server.origin, true);
  console.log(`soak: ${REQUESTS} tools/call suggest_gifts at ${CONNECTIONS} connections against ${server.url.href}`);
  const started = performance.now();
  const result = await runLoad({ url: server.url.href, connections: CONNECTIONS, amount: REQUESTS });
  const seconds = (performance.now() - started) / 1000;
  const after = await serverMemory(server.origin, false);

  for (let i = 0; i < ABORTED_CLIENTS; i++) {
    const controller = new AbortController();
    const pending = fetch(server.url, { method: "POST", headers: MCP_HEADERS, body: SUGGEST_BODY, signal: controller.signal });
    setTimeout(() => controller.abort(), i % 3);
    await pending.then((r) => r.body?.cancel()).catch(() => undefined);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const health = (await (await fetch(new URL("/healthz", server.origin))).json()) as { sessions: number };
  await serverMemory(server.origin, true);
  const afterGc = await serverMemory(server.origin, true);

  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}: ${(stat as { count: number }).count}`)
    .join(", ");
  console.log(
    `requests: ${result.requests.total} in ${seconds.toFixed(1)} s (${Math.round(result.requests.total / seconds)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(`errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}; status codes: ${statuses}`);
  console.log(`then ${ABORTED_CLIENTS} clients aborted mid-request; live sessions afterwards: ${health.sessions}`);
  console.log(`server memory (MB)   rss    heap`);
  console.log(`  before (after GC) ${String(before.rssMb).padStart(6)} ${String(before.heapMb).padStart(6)}`);
  console.log(`  right after load  ${String(after.rssMb).padStart(6)} ${String(after.heapMb).padStart(6)}`);
  console.log(
    `  idle, after GC    ${String(afterGc.rssMb).padStart(6)} ${String(afterGc.heapMb).padStart(6)}   (heap ${afterGc.heapMb - before.heapMb >= 0 ? "+" : ""}${(afterGc.heapMb - before.heapMb).toFixed(1)} MB vs before)`,
  );
  process.exitCode = result.errors === 0 && result.non2xx === 0 && health.sessions === 0 ? 0 : 1;
} finally {
  await server.stop();
}
