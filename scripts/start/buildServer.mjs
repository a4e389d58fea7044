/**
 * Compiles the server into one file, dist/server/main.cjs, so `npm start` runs plain JavaScript: no
 * TypeScript transpiling at run time, and one file to read instead of hundreds of package files (resolving and
 * reading node_modules was most of a cold start). The server is CommonJS so that scripts/start/runBundle.mjs can
 * keep V8's compiled code between starts on every supported Node (an ES module offers no such hook on Node 20).
 * Two packages stay external because they are large tables their users load lazily (iconv-lite's encodings,
 * mime-db); bundled, every start would parse them. esbuild itself is loaded only when a build runs: loading it
 * cost a start with a fresh build about 50 ms.
 */
import { lazyPackages } from "./lazyPackages.mjs";

export const SERVER_BUNDLE = "dist/server/main.cjs";

/**
 * Loaded when first used (lazyPackages.mjs): the language guesser, the parts of Express the server never
 * calls on its way to an answer (body parsers, static files, the extended query parser, MIME tables), and the
 * parts of prom-client it never calls.
 */
const LAZY_PACKAGES = {
  "franc-min": "esm",
  "mime-types": "cjs",
  "body-parser": "cjs",
  "serve-static": "cjs",
  send: "cjs",
  qs: "cjs",
  // prom-client's push gateway and cluster aggregator, as its index requires them (no other bundled package
  // requires these paths): the server uses neither, and they load https, tls, zlib and cluster, about 5 ms of a
  // start (docs/performance.md, fifth round).
  "./lib/pushgateway": "cjs",
  "./lib/cluster": "cjs",
};

const shared = {
  bundle: true,
  platform: "node",
  target: "node20",
  external: ["iconv-lite", "mime-db"],
  // The workspace's own contract package is TypeScript source.
  alias: { "@gift-finder/shared": "./shared/src/index.ts" },
  minifyWhitespace: true,
  minifySyntax: true,
  // The map maps positions only; the sources stay in the repository, and a start reads a much smaller file.
  sourcemap: "linked",
  sourcesContent: false,
  logLevel: "warning",
};

export async function buildServer(repoRoot) {
  const { build } = await import("esbuild");
  await Promise.all([
    build({
      ...shared,
      absWorkingDir: repoRoot,
      entryPoints: { main: "server/src/main.ts" },
      outfile: SERVER_BUNDLE,
      format: "cjs",
      // The source's `import.meta.url` is this file's URL in the bundle.
      define: { "import.meta.url": "__bundleUrl" },
      banner: { js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
      // Only the TypeScript-source branch of loadCatalogOffThread reads import.meta.resolve; the bundle never takes it.
      logOverride: { "empty-import-meta": "silent" },
      plugins: [lazyPackages(LAZY_PACKAGES)],
    }),
    // The catalog worker is a second file: a worker thread loads a file, not a module inside the bundle.
    build({
      ...shared,
      absWorkingDir: repoRoot,
      entryPoints: { catalogWorker: "server/src/catalog/catalogWorker.ts" },
      outdir: "dist/server",
      format: "esm",
      // Bundled CommonJS packages call require(); an ES module has none of its own.
      banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    }),
  ]);
}
