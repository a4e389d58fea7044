/**
 * A 100k-item catalog reloaded while the server is under load: how long the reload takes (file written to the
 * new version served), and what the requests served meanwhile saw (p50, p99, the slowest, over every answer completed in the reload). The reload is parsed
 * and validated in a worker thread and indexed in slices, so the answers should barely notice it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadCatalog } from "../server/src/catalog/loadCatalog.ts";
import { syntheticCatalog } from "../server/testing/syntheticCatalog.ts";
import { launchTarget } from "./launchTarget.ts";
import { type Answer, recordLoad, runLoad, UNLIMITED } from "./loadTarget.ts";
import { percentile } from "./stats.ts";

export interface LoadWindow {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly requests: number;
  readonly errors: number;
}

export interface ReloadFigures {
  readonly items: number;
  /** From the new file written to the new version served. */
  readonly reloadMs: number;
  /** The same load with no reload, just before: what the reload window is compared with. */
  readonly steady: LoadWindow;
  readonly duringReload: LoadWindow;
}

const windowOf = (result: Awaited<ReturnType<typeof runLoad>>): LoadWindow => ({
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  requests: result.requests.total,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** Answers completed from the file's change until this long after the new version was first served. */
const AFTER_SWAP_MS = 1_000;

function windowOfAnswers(answers: readonly Answer[], extraErrors: number): LoadWindow {
  const latencies = answers.filter((answer) => answer.ok).map((answer) => answer.latencyMs);
  return {
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    requests: answers.length,
    errors: answers.filter((answer) => !answer.ok).length + extraErrors,
  };
}

const catalogFile = (items: unknown) => JSON.stringify({ priceCheckedOn: "2026-11-30", items });

/** The version being served; 0 when the health check itself got no answer (counted, and asked again). */
async function catalogVersion(origin: URL, failures: { count: number }): Promise<number> {
  try {
    const health = (await (await fetch(new URL("/healthz", origin))).json()) as { catalogVersion: number };
    return health.catalogVersion;
  } catch {
    failures.count += 1;
    return 0;
  }
}

export async function benchReloadUnderLoad(items: number, connections: number, seconds: number): Promise<ReloadFigures> {
  const base = await loadCatalog();
  const folder = await mkdtemp(join(tmpdir(), "gift-reload-bench-"));
  const path = join(folder, "catalog.json");
  await writeFile(path, catalogFile(syntheticCatalog(base, items, 1)));
  const next = catalogFile(syntheticCatalog(base, items, 2));
  const target = await launchTarget({
    script: "scripts/start.mjs",
    env: { ...UNLIMITED, LOG_LEVEL: "warn", CATALOG_PATH: path, DRAIN_GRACE_MS: "0" },
    startTimeoutMs: 120_000,
  });
  const healthFailures = { count: 0 };
  try {
    const steady = windowOf(await runLoad({ url: target.url.href, connections, durationSeconds: seconds }));
    // The same load again, every answer recorded; half a second in, the catalog changes. The window is every
    // answer completed from the change until a second after the new version was served, so an answer held up
    // by the swap (or by collecting the old index) counts too.
    const load = recordLoad({ url: target.url.href, connections });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const written = performance.now();
    await writeFile(path, next);
    while ((await catalogVersion(target.url, healthFailures)) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const swapped = performance.now();
    await new Promise((resolve) => setTimeout(resolve, AFTER_SWAP_MS));
    const answers = await load.stop();
    const during = answers.filter((answer) => answer.doneAt >= written && answer.doneAt <= swapped + AFTER_SWAP_MS);
    return { items, reloadMs: swapped - written, steady, duringReload: windowOfAnswers(during, healthFailures.count) };
  } finally {
    await target.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
