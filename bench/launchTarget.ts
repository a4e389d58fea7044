/**
 * Starts one load target in its own Node process and waits for the /mcp URL it prints on stderr. Stdout (our
 * server's JSON log) goes to /dev/null: a bench must not measure how fast the parent drains a pipe.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { REPO_ROOT } from "../server/src/repoRoot.ts";
import { cpuMsOf } from "./processCpu.ts";

export interface LaunchedTarget {
  readonly url: URL;
  /** Resident set size of the target process right now, from /proc (Linux). */
  rssMb(): number;
  /** CPU time (user + system, all threads) the target has used so far, from /proc (Linux); NaN elsewhere. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** Script path relative to the repository root; `.ts` runs through tsx, anything else as plain node. */
  readonly script: string;
  readonly env?: Record<string, string>;
  readonly nodeArgs?: readonly string[];
  /** How long the target may take to listen (a 100k-item catalog is indexed before listening). */
  readonly startTimeoutMs?: number;
}

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}

export async function launchTarget({ script, env = {}, nodeArgs = [], startTimeoutMs = 20_000 }: LaunchOptions): Promise<LaunchedTarget> {
  // TypeScript entries need the tsx loader; compiled ones (our `npm start`, the bare floor) run as plain node.
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<URL>((resolve, reject) => {
    let stderr = "";
    const timer = setTimeout(() => reject(new Error(`${script} did not start in ${startTimeoutMs / 1000} s:\n${stderr}`)), startTimeoutMs);
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(new URL(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before listening:\n${stderr}`));
    });
  });
  return {
    url,
    rssMb: () => (child.pid === undefined ? Number.NaN : rssMbOf(child.pid)),
    cpuMs: () => cpuMsOf(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
