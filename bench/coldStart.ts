/**
 * Cold start: from spawning a server to its first 200 answer to a tools/call, polling the port every few
 * milliseconds. What a scaled-out replica costs before it can take traffic. Ours (`npm start`'s script, with the
 * build already fresh) alternates with a bare node:http server started the same way, so the ratio is fair.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { REPO_ROOT } from "../server/src/repoRoot.ts";
import { freePort } from "../server/testing/freePort.ts";
import { MCP_HEADERS, SUGGEST_BODY, UNLIMITED } from "./loadTarget.ts";
import { cpuMsOf } from "./processCpu.ts";
import { median } from "./stats.ts";

const POLL_MS = 5;
const GIVE_UP_MS = 20_000;

async function answered(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "POST", headers: MCP_HEADERS, body: SUGGEST_BODY });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

const COLD_START_TARGETS = {
  ours: "scripts/start.mjs",
  bare: "bench/targets/bareNodeHttp.mjs",
} as const;

interface ColdStartRun {
  readonly wallMs: number;
  readonly cpuMs: number;
}

async function coldStartOnce(script: string): Promise<ColdStartRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/mcp`;
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...UNLIMITED, PORT: String(port), HOST: "127.0.0.1", DRAIN_GRACE_MS: "0" },
    stdio: "ignore",
  });
  const exited = once(child, "exit");
  try {
    while (!(await answered(url))) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`no answer from ${url} within ${GIVE_UP_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return { wallMs: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

export interface ColdStartFigures {
  readonly runs: readonly number[];
  readonly medianMs: number;
  /** The server's CPU time up to its first answer (assuming 100 clock ticks a second, as on Linux). */
  readonly medianCpuMs: number;
}

export type ColdStartComparison = Record<keyof typeof COLD_START_TARGETS, ColdStartFigures>;

export async function benchColdStart(runs: number): Promise<ColdStartComparison> {
  const times = { ours: [] as ColdStartRun[], bare: [] as ColdStartRun[] };
  for (let i = 0; i < runs; i++) {
    times.ours.push(await coldStartOnce(COLD_START_TARGETS.ours));
    times.bare.push(await coldStartOnce(COLD_START_TARGETS.bare));
  }
  const figures = (all: readonly ColdStartRun[]): ColdStartFigures => ({
    runs: all.map((run) => run.wallMs),
    medianMs: median(all.map((run) => run.wallMs)),
    medianCpuMs: median(all.map((run) => run.cpuMs)),
  });
  return { ours: figures(times.ours), bare: figures(times.bare) };
}
