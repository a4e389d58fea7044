/** Makes sure the compiled server and the widget are fresh before anything is measured, exactly as `npm start` would. */
import { spawnSync } from "node:child_process";
import { REPO_ROOT } from "../server/src/repoRoot.ts";

export function ensureServerBuild(): void {
  const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`npm start's build failed (exit ${build.status})`);
}
