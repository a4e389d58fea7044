/**
 * Starts the real server process for integration tests and gives back its /mcp URL, its log lines and a
 * stop function. Port 0 lets the OS pick, so test files can run side by side.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { REPO_ROOT } from "../src/repoRoot.ts";

export interface RunningServer {
  readonly url: URL;
  readonly origin: string;
  readonly process: ChildProcess;
  /** Every stdout line (the structured log) so far. */
  readonly logLines: string[];
  /** Everything the process wrote to stderr: start-up banner, and any crash. */
  readonly stderr: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The TypeScript source through tsx; `npm start`'s compiled path is `["scripts/start.mjs"]`. */
const FROM_SOURCE = ["--import", "tsx", "server/src/main.ts"] as const;

export async function startServer(
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
  entry: readonly string[] = FROM_SOURCE,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logLines: string[] = [];
  let stdoutRest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (stdoutRest + chunk.toString()).split("\n");
    stdoutRest = lines.pop() ?? "";
    logLines.push(...lines.filter((l) => l.length > 0));
  });
  let stderr = "";
  const url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 20 s:\n${stderr}`)), 20_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /MCP server: (http:\/\/\S+\/mcp)/.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(new URL(match[1]));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${stderr}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    url,
    origin: url.origin,
    process: child,
    logLines,
    stderr: () => stderr,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
