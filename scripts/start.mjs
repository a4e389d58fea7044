/**
 * `npm start`: builds only what is missing or stale (the widget HTML, the compiled server), then runs the
 * compiled server in this process. Plain JavaScript on purpose: nothing here needs a TypeScript loader.
 * `--build-only` stops after the builds (the bench and `npm run build` use it).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, SERVER_BUNDLE } from "./start/buildServer.mjs";
import { runBundle } from "./start/runBundle.mjs";
import { isStale } from "./start/staleness.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const WIDGET_HTML = "dist/widget/index.html";

if (isStale(repoRoot, WIDGET_HTML, ["widget", "shared/src", "vite.config.ts", "package-lock.json"])) {
  console.error("gift-finder: building the widget…");
  // Loaded only here: a start with a fresh build never needs child_process.
  const { spawnSync } = await import("node:child_process");
  // Whatever NODE_ENV the caller has (a test runner sets "test"), the shipped widget is React's production build.
  const vite = spawnSync(process.execPath, [join(repoRoot, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}
if (isStale(repoRoot, SERVER_BUNDLE, ["server/src", "shared/src", "package-lock.json", "scripts/start"])) {
  console.error("gift-finder: compiling the server…");
  await buildServer(repoRoot);
}
if (!process.argv.includes("--build-only")) runBundle(join(repoRoot, SERVER_BUNDLE), join(repoRoot, "dist/.compile-cache"));
