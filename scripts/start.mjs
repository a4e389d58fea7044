/**
 * `npm start`: builds only what is missing or stale (the widget HTML, the compiled server), then runs the
 * compiled server in this process. Plain JavaScript on purpose: nothing here needs a TypeScript loader.
 * `--build-only` stops after the builds (the bench and `npm run build` use it).
 */
import { spawnSync } from "node:child_process";
import module from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer, SERVER_BUNDLE } from "./start/buildServer.mjs";
import { isStale } from "./start/staleness.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const WIDGET_HTML = "dist/widget/index.html";

if (isStale(repoRoot, WIDGET_HTML, ["widget", "shared/src", "vite.config.ts", "package-lock.json"])) {
  console.error("gift-finder: building the widget…");
  const vite = spawnSync(process.execPath, [join(repoRoot, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}
if (isStale(repoRoot, SERVER_BUNDLE, ["server/src", "shared/src", "package-lock.json", "scripts/start"])) {
  console.error("gift-finder: compiling the server…");
  await buildServer(repoRoot);
}
if (!process.argv.includes("--build-only")) {
  // Node 22.1+ keeps compiled code between starts; older Node simply compiles again.
  module.enableCompileCache?.(join(repoRoot, "dist/.compile-cache"));
  // Stack traces in the log point into the TypeScript source, not the bundle.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(repoRoot, SERVER_BUNDLE)).href);
}
