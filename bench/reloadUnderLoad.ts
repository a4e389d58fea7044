/**
 * A 100k-item catalog reloaded while the server is under load: how long the reload takes (file written to the
 * new version served), and what the requests served meanwhile saw (p50, p99, the slowest). The reload is parsed
 * and validated in a worker thread and indexed in slices, so the answers should barely notice it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadCatalog } from "../server/src/catalog/loadCatalog.ts";
import { syntheticCatalog } from "../server/testing/syntheticCatalog.ts";
import { launchTarget } from "./launchTarget.ts";
import { runLoad, UNLIMITED } from "./loadTarget.ts";

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
    // The same load again; half a second in, the catalog changes. The window lasts until the new version is served.
    let reloaded = false;
    const during = (async () => {
      const results = [];
      do results.push(await runLoad({ url: target.url.href, connections, durationSeconds: 2 }));
      while (!reloaded);
      return results;
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const written = performance.now();
    await writeFile(path, next);
    while ((await catalogVersion(target.url, healthFailures)) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const reloadMs = performance.now() - written;
    reloaded = true;
    const windows = (await during).map(windowOf);
    const worst = (pick: (w: LoadWindow) => number) => Math.max(...windows.map(pick));
    return {
      items,
      reloadMs,
      steady,
      duringReload: {
        // Medians of 2-second slices would hide the reload; the worst slice is what the reload cost.
        p50Ms: worst((w) => w.p50Ms),
        p99Ms: worst((w) => w.p99Ms),
        maxMs: worst((w) => w.maxMs),
        requests: windows.reduce((sum, w) => sum + w.requests, 0),
        errors: windows.reduce((sum, w) => sum + w.errors, 0) + healthFailures.count,
      },
    };
  } finally {
    await target.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
