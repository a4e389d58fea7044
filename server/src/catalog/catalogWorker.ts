/**
 * Runs in a worker thread: reads, parses and validates a catalog file, off the thread that serves requests
 * (for 100k items that is over a second of work). The items go back in chunks, so the serving thread never
 * spends long turning one message into objects.
 */
import { parentPort, workerData } from "node:worker_threads";
import { byPriceThenId } from "../engine/catalogIndex.ts";
import { CATALOG_CHUNK_ITEMS, type CatalogWorkerMessage } from "./catalogWorkerProtocol.ts";
import { loadCatalog } from "./loadCatalog.ts";

const post = (message: CatalogWorkerMessage) => parentPort?.postMessage(message);

try {
  // Sorted here, in the index's order, so the serving thread's sort is a linear pass.
  const items = (await loadCatalog((workerData as { path: string }).path)).sort(byPriceThenId);
  for (let start = 0; start < items.length; start += CATALOG_CHUNK_ITEMS)
    post({ kind: "items", json: JSON.stringify(items.slice(start, start + CATALOG_CHUNK_ITEMS)) });
  post({ kind: "done", count: items.length });
} catch (error) {
  post({ kind: "rejected", message: (error as Error).message });
}
