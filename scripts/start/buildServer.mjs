/**
 * Compiles the server into one ES module, dist/server/main.js, so `npm start` runs plain JavaScript: no
 * TypeScript transpiling at run time, and one file to read instead of hundreds of package files (resolving and
 * reading node_modules was most of a cold start). Two packages stay external because they are large tables
 * their users load lazily (iconv-lite's encodings, mime-db); bundled, every start would parse them.
 */
import { build } from "esbuild";

export const SERVER_BUNDLE = "dist/server/main.js";

export async function buildServer(repoRoot) {
  await build({
    absWorkingDir: repoRoot,
    // The catalog worker is a second entry: a worker thread loads a file, not a module inside the bundle.
    entryPoints: { main: "server/src/main.ts", catalogWorker: "server/src/catalog/catalogWorker.ts" },
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: ["iconv-lite", "mime-db"],
    // The workspace's own contract package is TypeScript source.
    alias: { "@gift-finder/shared": "./shared/src/index.ts" },
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: "linked",
    logLevel: "warning",
  });
}
