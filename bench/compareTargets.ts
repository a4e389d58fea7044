/**
 * A/B/C side by side: each target in its own process, all three alive for the whole comparison, loaded one
 * at a time in rounds whose order rotates, so machine drift and position effects spread over every target.
 */
import { type LaunchedTarget, launchTarget } from "./launchTarget.ts";
import { MCP_HEADERS, runLoad, SUGGEST_BODY, UNLIMITED } from "./loadTarget.ts";
import { median } from "./stats.ts";

export interface TargetSpec {
  readonly key: "A" | "A warn" | "A*" | "B" | "C";
  readonly label: string;
  readonly script: string;
  readonly env?: Record<string, string>;
}

const SERVER_ENV = { ...UNLIMITED, DRAIN_GRACE_MS: "0" };

/**
 * A, B and C; plus A*, a candidate copy of the server (BENCH_CANDIDATE_ENTRY=/path/to/server/src/main.ts), to
 * measure a server change against A in the same alternating rounds before making it.
 */
export function benchTargets(candidateEntry = process.env.BENCH_CANDIDATE_ENTRY): TargetSpec[] {
  return [
    { key: "A", label: "Gift Finder as shipped (npm start: compiled, wire log at info)", script: "scripts/start.mjs", env: SERVER_ENV },
    {
      key: "A warn",
      label: "the same with LOG_LEVEL=warn (no wire log)",
      script: "scripts/start.mjs",
      env: { ...SERVER_ENV, LOG_LEVEL: "warn" },
    },
    ...(candidateEntry
      ? [{ key: "A*" as const, label: `candidate server ${candidateEntry}`, script: candidateEntry, env: SERVER_ENV }]
      : []),
    { key: "B", label: "SDK baseline: new McpServer + transport per request", script: "bench/targets/sdkBaseline.ts" },
    { key: "C", label: "raw Express, fixed JSON-RPC result", script: "bench/targets/rawExpress.ts" },
  ];
}

export interface RoundFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  /**
   * The target's own CPU time per answered request. It moves less than req/s when other work shares the cores,
   * which stretches the load generator and the target alike.
   */
  readonly cpuUsPerRequest: number;
}

export interface TargetSummary extends RoundFigures {
  readonly spec: TargetSpec;
  readonly rssMb: number;
}

export interface CompareOptions {
  readonly rounds: number;
  readonly secondsPerRun: number;
  readonly warmupSeconds: number;
  readonly connections: number;
  readonly onProgress?: (line: string) => void;
}

/** One real answer before any load: a target that answers errors fast would otherwise win the race. */
async function checkAnswers(target: LaunchedTarget, key: string): Promise<void> {
  const response = await fetch(target.url, { method: "POST", headers: MCP_HEADERS, body: SUGGEST_BODY });
  const body = (await response.json()) as { result?: { isError?: boolean; structuredContent?: { gifts?: unknown[] } } };
  const gifts = body.result?.structuredContent?.gifts?.length ?? 0;
  if (response.status !== 200 || body.result?.isError || gifts < 3) {
    throw new Error(`target ${key} did not answer tools/call with gifts (HTTP ${response.status}): ${JSON.stringify(body).slice(0, 300)}`);
  }
}

async function loadOnce(target: LaunchedTarget, connections: number, seconds: number): Promise<RoundFigures> {
  const cpuBefore = target.cpuMs();
  const result = await runLoad({ url: target.url.href, connections, durationSeconds: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUsPerRequest: ((target.cpuMs() - cpuBefore) * 1000) / Math.max(1, result.requests.total),
  };
}

export async function compareTargets(targets: readonly TargetSpec[], options: CompareOptions): Promise<TargetSummary[]> {
  const launched: LaunchedTarget[] = [];
  try {
    for (const spec of targets) launched.push(await launchTarget({ script: spec.script, env: spec.env ?? {} }));
    const pairs = targets.map((spec, i) => ({
      spec,
      target: launched[i] as LaunchedTarget,
      rounds: [] as RoundFigures[],
      rss: [] as number[],
    }));
    for (const pair of pairs) {
      await checkAnswers(pair.target, pair.spec.key);
      await loadOnce(pair.target, options.connections, options.warmupSeconds);
    }
    for (let round = 0; round < options.rounds; round++) {
      const order = pairs.map((_, i) => pairs[(i + round) % pairs.length] as (typeof pairs)[number]);
      for (const pair of order) {
        const figures = await loadOnce(pair.target, options.connections, options.secondsPerRun);
        pair.rounds.push(figures);
        pair.rss.push(pair.target.rssMb());
        options.onProgress?.(
          `round ${round + 1}/${options.rounds} ${pair.spec.key}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
        );
      }
    }
    return pairs.map(({ spec, rounds, rss }) => ({
      spec,
      requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
      p50Ms: median(rounds.map((r) => r.p50Ms)),
      p99Ms: median(rounds.map((r) => r.p99Ms)),
      errors: rounds.reduce((sum, r) => sum + r.errors, 0),
      cpuUsPerRequest: median(rounds.map((r) => r.cpuUsPerRequest)),
      rssMb: Math.max(...rss),
    }));
  } finally {
    await Promise.all(launched.map((target) => target.stop()));
  }
}
