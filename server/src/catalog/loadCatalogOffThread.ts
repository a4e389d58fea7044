/**
 * Loads and validates a catalog file in a worker thread (catalogWorker.ts), so a hot reload of a large catalog
 * does not stall the requests being served meanwhile. Same result and same errors as loadCatalog.
 */
import { Worker } from "node:worker_threads";
import type { CatalogItem } from "@gift-finder/shared";
import type { CatalogWorkerMessage } from "./catalogWorkerProtocol.ts";
import { CatalogError } from "./loadCatalog.ts";
import { parseChunksInTurns } from "./parseChunksInTurns.ts";

/**
 * In the compiled server the worker is dist/server/catalogWorker.js beside the bundle (scripts/start/buildServer.mjs
 * builds both). From source (npm run dev, tests) it is TypeScript: a worker does not inherit the parent's
 * `--import tsx` on Node 20, so a one-line module registers tsx inside the worker first.
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith(".ts")) return new URL("./catalogWorker.js", import.meta.url);
  const source = new URL("./catalogWorker.ts", import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve("tsx/esm/api"))}; register(); await import(${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

export function loadCatalogOffThread(path: string): Promise<CatalogItem[]> {
  const worker = new Worker(workerEntry(), { workerData: { path } });
  const chunks: string[] = [];
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on("message", (message: CatalogWorkerMessage) => {
      // Validated by the worker against the contract; parsing the text again here only rebuilds the objects,
      // and is left until all have come, so that it can let requests run between chunks.
      if (message.kind === "items") chunks.push(message.json);
      else if (message.kind === "done") settle(() => resolve(parseChunksInTurns<CatalogItem>(chunks)));
      else settle(() => reject(new CatalogError(message.message)));
    });
    worker.on("error", (error) => settle(() => reject(error)));
    worker.on("exit", (code) => settle(() => reject(new Error(`the catalog worker exited with ${code} before it finished`))));
  });
}
