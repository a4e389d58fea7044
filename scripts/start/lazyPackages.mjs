/**
 * An esbuild plugin that makes the bundle load a few packages when they are first used instead of at start.
 * Each import of such a package gets a stand-in with the same exports that requires the real package on the
 * first call (esbuild runs a required module's top level only when the require runs). Only for packages
 * whose top level is expensive and that the first answer does not need: franc-min builds its trigram
 * tables (about 15 ms of CPU) but is asked only about text that is not plainly English, and mime-types
 * indexes the whole of mime-db (about 15 ms) for Express's content-type helpers, which answers written with
 * `writeHead` never call. The stand-in forwards every export, so the package behaves as before; the
 * TypeScript run (`npm run dev`, the tests) imports the packages directly.
 */
import { createRequire } from "node:module";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const NAMESPACE = "lazy-package";

/** An ES module stand-in: only functions can be forwarded, so anything else stops the build. */
async function esmStandIn(path, name, workingDir) {
  const real = await import(pathToFileURL(resolve(workingDir, path)).href);
  const names = Object.keys(real);
  const notFunctions = names.filter((key) => typeof real[key] !== "function");
  if (notFunctions.length > 0) throw new Error(`${name} cannot load lazily: ${notFunctions.join(", ")} are not functions`);
  return [
    "let real;",
    `const load = () => (real ??= require(${JSON.stringify(path)}));`,
    ...names.map((key) => `export function ${key}(...args) { return load().${key}(...args); }`),
  ].join("\n");
}

/**
 * A CommonJS stand-in. Functions (the export itself, when it is one, and function properties) are forwarders,
 * so an importer may copy them at its top level (`exports.json = bodyParser.json`) without loading anything;
 * any other property is a getter that loads the package when read.
 */
function cjsStandIn(path, workingDir) {
  const real = createRequire(import.meta.url)(resolve(workingDir, path));
  const forward = (target) =>
    `function (...args) { const real = ${target}; return new.target ? Reflect.construct(real, args, new.target) : real.apply(this, args); }`;
  const lines = ["let real;", `const load = () => (real ??= require(${JSON.stringify(path)}));`];
  if (typeof real === "function") lines.push(`module.exports = ${forward("load()")};`);
  for (const key of Object.keys(real)) {
    if (typeof real[key] === "function")
      lines.push(`module.exports[${JSON.stringify(key)}] = ${forward(`load()[${JSON.stringify(key)}]`)};`);
    else
      lines.push(
        `Object.defineProperty(module.exports, ${JSON.stringify(key)}, { enumerable: true, get: () => load()[${JSON.stringify(key)}] });`,
      );
  }
  return lines.join("\n");
}

/** `packages` maps a package name to its module format ("esm" or "cjs"). */
export function lazyPackages(packages) {
  const filter = new RegExp(
    `^(${Object.keys(packages)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
      .join("|")})$`,
  );
  return {
    name: "lazy-packages",
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData?.real) return undefined;
        // Resolved from the importer, so each importer keeps the version it would have had.
        const real = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { real: true } });
        if (real.errors.length > 0) return { errors: real.errors };
        // Named relative to the working folder, so neither the bundle nor its map carries this machine's paths.
        const path = `./${relative(build.initialOptions.absWorkingDir ?? process.cwd(), real.path)}`;
        return { path, namespace: NAMESPACE, pluginData: { name: args.path } };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const name = args.pluginData.name;
        const workingDir = build.initialOptions.absWorkingDir ?? process.cwd();
        const contents = packages[name] === "cjs" ? cjsStandIn(args.path, workingDir) : await esmStandIn(args.path, name, workingDir);
        return { contents, loader: "js", resolveDir: workingDir };
      });
    },
  };
}
