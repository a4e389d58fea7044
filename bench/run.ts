/**
 * `npm run bench`: figures, never a CI gate. Prints, in about two and a half minutes on 2 cores:
 * - A (our /mcp as `npm start` ships it), A warn (the same without the wire log), B (the SDK's per-request
 *   pattern) and C (raw Express) under the same load, each in its own process, alternating over several rounds;
 *   medians, then the ratios A/B and A/C against their targets;
 * - the engine's ms per query over the real catalog and 1k / 10k / 100k synthetic items;
 * - a 100k-item catalog hot reload under load: its duration, and latency before and during it;
 * - cold start to the first answered tools/call, ours beside a bare node:http server;
 * - the widget's size, and its first render after a tool result in headless Chromium.
 * Settings: BENCH_ROUNDS (5), BENCH_SECONDS per run (6), BENCH_CONNECTIONS (32), BENCH_CANDIDATE_ENTRY (a changed
 * copy of server/src/main.ts, measured as A* beside A). Progress goes to stderr, the tables to stdout.
 */
import { cpus } from "node:os";
import { benchColdStart } from "./coldStart.ts";
import { benchTargets, compareTargets, type TargetSummary } from "./compareTargets.ts";
import { benchEngine } from "./engineBench.ts";
import { benchReloadUnderLoad, type LoadWindow } from "./reloadUnderLoad.ts";
import { kb, table, verdict } from "./report.ts";
import { ensureServerBuild } from "./serverBuild.ts";
import { benchWidgetFirstRender, FIRST_RENDER_BUDGET_MS } from "./widgetFirstRender.ts";
import { measureWidgetSize } from "./widgetSize.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** 0 = the real catalog. */
const ENGINE_SIZES = [0, 1_000, 10_000, 100_000];
const ENGINE_QUERIES = 400;
const COLD_STARTS = 5;
const RELOAD_ITEMS = 100_000;
const WIDGET_LOADS = 5;
const WIDGET_GZIP_BUDGET = 100 * 1024;

const progress = (line: string) => console.error(`  ${line}`);
const started = performance.now();
const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
console.log(`Gift Finder bench: Node ${process.version}, ${cpus().length} cores (${cpu}), ${process.platform}`);
console.log(`load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per target, loopback; medians\n`);

ensureServerBuild();
console.error("HTTP targets...");
const summaries = await compareTargets(benchTargets(), {
  rounds: ROUNDS,
  secondsPerRun: SECONDS,
  warmupSeconds: 3,
  connections: CONNECTIONS,
  onProgress: progress,
});
const byKey = (key: TargetSummary["spec"]["key"]) => summaries.find((s) => s.spec.key === key);
const [b, c] = [byKey("B"), byKey("C")];
if (!b || !c) throw new Error("the comparison lost its baselines");
console.log(
  table(
    ["target", "req/s", "p50 ms", "p99 ms", "errors", "RSS MB", "CPU us/req"],
    summaries.map((t) => [
      `${t.spec.key.padEnd(2)} ${t.spec.label}`,
      Math.round(t.requestsPerSecond),
      t.p50Ms,
      t.p99Ms,
      t.errors,
      t.rssMb,
      Math.round(t.cpuUsPerRequest),
    ]),
  ),
);
for (const ours of [byKey("A"), byKey("A warn"), byKey("A*")]) {
  if (!ours) continue;
  const key = ours.spec.key;
  const vsB = ours.requestsPerSecond / b.requestsPerSecond;
  const vsC = ours.requestsPerSecond / c.requestsPerSecond;
  console.log(
    `\n${key}/B throughput ${vsB.toFixed(3)} (target >= 2.0), p99 ${ours.p99Ms} vs ${b.p99Ms} ms (target: no worse): ${verdict(vsB >= 2 && ours.p99Ms <= b.p99Ms)}`,
  );
  console.log(`${key}/C throughput ${vsC.toFixed(3)} (target >= 0.5): ${verdict(vsC >= 0.5)}`);
}

console.error("engine...");
const engine = await benchEngine(ENGINE_SIZES, ENGINE_QUERIES);
console.log(
  `\nengine: suggestGifts per query, in process, ${ENGINE_QUERIES} mixed queries per size (targets: p50 <= 2 ms on the real catalog, <= 5 ms at 100k)`,
);
console.log(
  table(
    ["items", "index build ms", "p50 ms", "p99 ms"],
    engine.map((e) => [e.items, Math.round(e.indexBuildMs), e.p50Ms, e.p99Ms]),
  ),
);
const at100k = engine.find((e) => e.items === 100_000);
const real = engine[0];
if (real) console.log(`p50 on the real catalog (${real.items} items): ${verdict(real.p50Ms <= 2)}`);
if (at100k) console.log(`p50 at 100k: ${verdict(at100k.p50Ms <= 5)}`);

console.error("catalog reload under load...");
const reload = await benchReloadUnderLoad(RELOAD_ITEMS, CONNECTIONS / 2, SECONDS);
const loadRow = (label: string, w: LoadWindow) => [label, w.requests, w.p50Ms, w.p99Ms, w.maxMs, w.errors];
console.log(
  `\ncatalog hot reload of ${RELOAD_ITEMS.toLocaleString("en-US")} items under load (${CONNECTIONS / 2} connections): new version served ${(reload.reloadMs / 1000).toFixed(1)} s after the file changed`,
);
console.log(
  table(
    ["window", "requests", "p50 ms", "p99 ms", "max ms", "errors"],
    [
      loadRow("steady, no reload", reload.steady),
      loadRow("during the reload (every answer, change to 1 s after the swap)", reload.duringReload),
    ],
  ),
);
console.log(
  `during the reload p99 ${reload.duringReload.p99Ms} ms (target <= 250), slowest ${reload.duringReload.maxMs} ms (target <= 1000): ${verdict(reload.duringReload.p99Ms <= 250 && reload.duringReload.maxMs <= 1000)}`,
);

console.error("cold start...");
const cold = await benchColdStart(COLD_STARTS);
const runsOf = (figures: { runs: readonly number[] }) => figures.runs.map((ms) => Math.round(ms)).join(", ");
const coldRatio = cold.ours.medianMs / cold.bare.medianMs;
console.log(`\ncold start, spawn to first 200 on tools/call, alternating, medians of ${COLD_STARTS}:`);
console.log(`  npm start's script (compiled, build fresh): ${Math.round(cold.ours.medianMs)} ms (runs: ${runsOf(cold.ours)})`);
console.log(`  bare node:http, started the same way:       ${Math.round(cold.bare.medianMs)} ms (runs: ${runsOf(cold.bare)})`);
console.log(`  ratio ${coldRatio.toFixed(2)} (target <= 2): ${verdict(coldRatio <= 2)}`);
console.log(
  `  server CPU time to the first answer (steadier on a shared machine): ours ${Math.round(cold.ours.medianCpuMs)} ms, bare ${Math.round(cold.bare.medianCpuMs)} ms, ratio ${(cold.ours.medianCpuMs / cold.bare.medianCpuMs).toFixed(2)}`,
);

const size = measureWidgetSize();
console.log(
  `widget: ${kb(size.rawBytes)} raw, ${kb(size.gzipBytes)} gzip (budget ${kb(WIDGET_GZIP_BUDGET)} gzip: ${verdict(size.gzipBytes <= WIDGET_GZIP_BUDGET)})`,
);

console.error("widget first render...");
const render = await benchWidgetFirstRender(WIDGET_LOADS);
const ms = (value: number | undefined) => (value === undefined ? "not measured" : `${Math.round(value)} ms`);
const mark =
  render.firstRenderMs === undefined
    ? "no gift-finder:first-render mark (the widget did not set it)"
    : `first render ${ms(render.firstRenderMs)}`;
console.log(
  `widget in headless Chromium, toolOutput present at load, median of ${render.loads} loads: ${mark}, first contentful paint ${ms(render.firstContentfulPaintMs)} after navigation start`,
);
const late = render.afterLateResultMs;
console.log(
  `widget first render after the tool result arrives (openai:set_globals to the mark, median of ${render.loads} loads): ${ms(late)} (budget ${FIRST_RENDER_BUDGET_MS} ms: ${late === undefined ? "not measured" : verdict(late <= FIRST_RENDER_BUDGET_MS)})`,
);

console.log(`\nbench took ${Math.round((performance.now() - started) / 1000)} s`);
