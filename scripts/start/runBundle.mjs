/**
 * Runs the compiled CommonJS server with V8's code cache: the first start saves the compiled code (including the
 * functions compiled while it served its first requests) beside the bundle, later starts skip most of the
 * compiling. Works the same on Node 20, which has no `module.enableCompileCache`, and on Node 22+. A cache
 * from another Node or another build is rejected by V8 and simply written again. The same folder holds the
 * catalog index the server built, for the next start.
 */
import { isAscii } from "node:buffer";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { dirname, join } from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { mapStackTraces } from "./mapStackTraces.mjs";

/** Long enough for the start and the first requests to compile what they use; the timer never holds the process. */
const SAVE_AFTER_MS = 3_000;

function readCache(path) {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function saveCache(path, script) {
  try {
    mkdirSync(dirname(path), { recursive: true });
    // Written aside and renamed, so replicas starting together never read half a cache.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, path);
  } catch {
    // A read-only deployment just compiles on every start.
  }
}

/**
 * The bundle's text. esbuild writes it as ASCII (the sources spell other characters in regular expressions as
 * escapes), which read as Latin-1 becomes a one-byte string without UTF-8 decoding, and V8 hashes and scans
 * half the bytes of a two-byte one: about 10 ms of a start (docs/performance.md, fourth round).
 */
function readSource(path) {
  const bytes = readFileSync(path);
  return isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
}

/**
 * V8 first runs a regular expression as bytecode and compiles it to machine code on its second use. The engine
 * reads a request with about a thousand expressions, so a fresh server compiled each of them twice over its first
 * two calls; straight to machine code, the first answer comes about 130 ms sooner and later calls run as fast
 * (docs/performance.md). Set before the bundle builds a single expression; the flag is process-wide, so the
 * catalog worker shares it.
 */
const REGEXP_STRAIGHT_TO_MACHINE_CODE = "--no-regexp-tier-up";

export function runBundle(bundlePath, cacheDir) {
  v8.setFlagsFromString(REGEXP_STRAIGHT_TO_MACHINE_CODE);
  // The server keeps its built catalog index here for the next start (server/src/catalog/indexCache.ts); an empty
  // INDEX_CACHE_PATH turns that off.
  process.env.INDEX_CACHE_PATH ??= join(cacheDir, "catalog-index.v8");
  const cachePath = join(cacheDir, `main-${process.version}-${process.arch}.v8cache`);
  const cachedData = readCache(cachePath);
  const script = new vm.Script(Module.wrap(readSource(bundlePath)), { filename: bundlePath, cachedData });
  mapStackTraces(bundlePath);
  const bundle = new Module(bundlePath);
  bundle.filename = bundlePath;
  bundle.paths = Module._nodeModulePaths(dirname(bundlePath));
  script.runInThisContext()(bundle.exports, createRequire(bundlePath), bundle, bundlePath, dirname(bundlePath));
  bundle.loaded = true;
  if (cachedData === undefined || script.cachedDataRejected) setTimeout(() => saveCache(cachePath, script), SAVE_AFTER_MS).unref();
}
