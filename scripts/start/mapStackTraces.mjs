/**
 * Stack traces from the bundle point into the TypeScript source. Node's own source-map support cannot see a
 * script compiled through `vm` with a code cache, so this reads the bundle's map itself, and only when a stack
 * is first formatted: a start that logs no error never parses it.
 */
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { dirname, resolve } from "node:path";

export function mapStackTraces(bundlePath) {
  let map;
  const sourceMap = () => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${bundlePath}.map`, "utf8")));
      } catch {
        map = null;
      }
    }
    return map;
  };
  const place = (site) => {
    if (site.getFileName() !== bundlePath || sourceMap() === null) return undefined;
    const entry = sourceMap().findEntry(site.getLineNumber() - 1, site.getColumnNumber() - 1);
    if (!entry?.originalSource) return undefined;
    return `${resolve(dirname(bundlePath), entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  };
  Error.prepareStackTrace = (error, sites) => {
    const lines = sites.map((site) => {
      const where = place(site);
      if (where === undefined) return `    at ${site}`;
      const name = site.getFunctionName() ?? site.getMethodName();
      return name ? `    at ${name} (${where})` : `    at ${where}`;
    });
    const header = error instanceof Error ? Error.prototype.toString.call(error) : String(error);
    return [header, ...lines].join("\n");
  };
}
