/**
 * Catalog hot reload: when the data file changes on disk, the new file is validated and swapped in whole;
 * a broken file is rejected with a log line and the old catalog keeps serving.
 */
import { watch, type FSWatcher } from "node:fs";
import { basename, dirname } from "node:path";
import type { Logger } from "pino";
import type { ServerEvents } from "../mcp/serverEvents.ts";
import type { CatalogStore } from "./catalogStore.ts";
import { loadCatalog } from "./loadCatalog.ts";

/** Editors and `cp` write in bursts; one reload per burst. */
const SETTLE_MS = 150;

/** Starts watching; without a watcher (e.g. the system's inotify limit reached) the server runs on, without hot reload. */
export function watchCatalog(path: string, store: CatalogStore, events: ServerEvents, logger: Logger): FSWatcher | undefined {
  let timer: NodeJS.Timeout | undefined;
  let reloading = Promise.resolve();
  const reload = async () => {
    try {
      const items = await loadCatalog(path);
      store.replace(items);
      logger.info({ catalogItems: items.length, catalogVersion: store.version }, "catalog reloaded");
      events.emit("log", "notice", "catalog", { message: "catalog reloaded", items: items.length, version: store.version });
      events.emit("catalog-changed");
    } catch (error) {
      logger.error({ err: error, catalogVersion: store.version }, "catalog change rejected; the previous catalog stays");
      events.emit("log", "error", "catalog", { message: "catalog change rejected; the previous catalog stays", reason: (error as Error).message });
    }
  };
  let watcher: FSWatcher;
  try {
    // Watch the folder, not the file: an atomic replace (write + rename) would orphan a file watch.
    watcher = watch(dirname(path), (_event, fileName) => {
      if (fileName !== null && fileName !== basename(path)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        reloading = reloading.then(reload);
      }, SETTLE_MS);
    });
  } catch (error) {
    logger.warn({ err: error }, "cannot watch the catalog; hot reload is off");
    return undefined;
  }
  watcher.on("error", (error) => logger.error({ err: error }, "catalog watch failed; hot reload is off"));
  watcher.unref();
  return watcher;
}
