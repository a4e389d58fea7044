/**
 * The server serves dist/widget/index.html. An e2e run against a stale build would test old widget code,
 * so the build is redone whenever a widget or contract source is newer than it.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILT = join(REPO_ROOT, "dist/widget/index.html");
const SOURCES = ["widget", "shared/src", "vite.config.ts"];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function builtMtime(): number {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return 0;
  }
}

export function ensureWidgetBuild(): void {
  const sourcesChanged = Math.max(...SOURCES.map((source) => newestMtime(join(REPO_ROOT, source))));
  if (builtMtime() >= sourcesChanged) return;
  console.log("e2e: widget sources changed since the last build; building the widget");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the widget build failed; the e2e tests need dist/widget/index.html");
}
