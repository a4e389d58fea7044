/** Whether a build output is missing or older than any file it is built from. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const IGNORED = new Set(["node_modules", "dist", ".git"]);

function newestMtime(path) {
  // No exception objects for a missing input, and plain concatenation below: a start runs this on every file.
  const stats = statSync(path, { throwIfNoEntry: false });
  if (stats === undefined) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry) || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(`${path}/${entry}`));
  }
  return newest;
}

export function isStale(repoRoot, output, inputs) {
  let built;
  try {
    built = statSync(join(repoRoot, output)).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}
