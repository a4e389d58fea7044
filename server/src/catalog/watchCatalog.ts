/**
 * Catalog hot reload: when the catalog changes, the new file is validated and swapped in whole; a broken file
 * is rejected and the old catalog keeps serving.
 *
 * A change is whatever changes the bytes the configured path resolves to: an in-place edit, an atomic
 * replace (write + rename), a symlink pointed elsewhere, an edit of a symlink's target in another folder, or a
 * Kubernetes ConfigMap swap (the `..data` symlink flipped to a new folder). So the watcher compares the
 * resolved target and a hash of the content, and looks whenever the folder of the path or the folder of its
 * current target reports anything, and on a timer as a fallback (some file systems report nothing).
 *
 * Clients are told that an update was rejected, with a reference; the path and the reason go only to the
 * server log, under the same reference.
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, type FSWatcher, watch } from "node:fs";
import { realpath } from "node:fs/promises";
import { dirname } from "node:path";
import type { Logger } from "pino";
import type { CatalogStore } from "./catalogStore.ts";
import { loadCatalogOffThread } from "./loadCatalogOffThread.ts";

/** Editors, `cp` and ConfigMap swaps change a folder in bursts; one look per burst. */
const SETTLE_MS = 150;

/** What the configured path pointed at, and what it held, when last looked at. */
export interface CatalogFingerprint {
  readonly target: string | undefined;
  readonly hash: string;
}

/**
 * Read and hashed in pieces of 1 MiB: the whole file in one buffer (47 MB for 100k items) held the serving thread
 * 50-160 ms in one hash call on every look, every few seconds and right after each swap. Each piece costs an
 * event-loop turn, and a turn under load takes 150 ms or more: 64 KiB pieces made a 100k-item reload 100 s longer.
 */
const HASHED_PIECE_BYTES = 1 << 20;

async function hashOfFile(target: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const piece of createReadStream(target, { highWaterMark: HASHED_PIECE_BYTES })) hash.update(piece as Buffer);
  return hash.digest("hex");
}

export async function fingerprintCatalog(path: string): Promise<CatalogFingerprint> {
  try {
    const target = await realpath(path);
    return { target, hash: await hashOfFile(target) };
  } catch (error) {
    return { target: undefined, hash: `unreadable:${(error as NodeJS.ErrnoException).code ?? "unknown"}` };
  }
}

export interface WatchOptions {
  /** How often to look even when no watcher reported anything. */
  readonly pollMs: number;
  /** The fingerprint of what is being served, taken before it was loaded. */
  readonly initial: CatalogFingerprint;
}

/** Who hears how a change ended; the catalog layer itself knows nothing of sessions, notifications or metrics. */
export interface CatalogChangeListener {
  loaded(items: number, version: number): void;
  /** `reference` is all a client may be told; the path and the reason are in the server log under it. */
  rejected(reference: string): void;
}

export interface CatalogWatch {
  close(): void;
}

export function watchCatalog(
  path: string,
  store: CatalogStore,
  listener: CatalogChangeListener,
  logger: Logger,
  options: WatchOptions,
): CatalogWatch {
  let closed = false;
  const look = catalogLook({ path, store, listener, logger }, options.initial, (target) => {
    if (!closed) folders.arm(target);
  });
  const lookSoon = oneAtATime(
    () => look().catch((error: unknown) => logger.error({ err: error }, "catalog check failed")),
    () => closed,
  );
  let settle: NodeJS.Timeout | undefined;
  const folders = folderWatchers(
    path,
    () => {
      clearTimeout(settle);
      settle = setTimeout(lookSoon, SETTLE_MS);
    },
    logger,
  );

  folders.arm(options.initial.target);
  const poll = setInterval(lookSoon, options.pollMs);
  poll.unref();
  logger.info({ path, target: options.initial.target, folders: folders.watched(), pollMs: options.pollMs }, "watching the catalog");
  return {
    close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(settle);
      folders.close();
    },
  };
}

interface CatalogSide {
  readonly path: string;
  readonly store: CatalogStore;
  readonly listener: CatalogChangeListener;
  readonly logger: Logger;
}

/** One look at the path: tells `seenTarget` where it points now, then swaps in changed bytes or rejects them. */
function catalogLook(
  { path, store, listener, logger }: CatalogSide,
  initial: CatalogFingerprint,
  seenTarget: (target: string | undefined) => void,
): () => Promise<void> {
  let last = initial;
  const reject = (fingerprint: CatalogFingerprint, reason: string) => {
    const reference = randomUUID();
    logger.error(
      { path, target: fingerprint.target, reason, reference, catalogVersion: store.version },
      "catalog change rejected; the previous catalog stays",
    );
    listener.rejected(reference);
  };
  return async () => {
    const seen = await fingerprintCatalog(path);
    seenTarget(seen.target);
    // At debug level, a sign the watcher is alive; tests also wait on it to know a check saw a write.
    if (seen.hash === last.hash) return logger.debug({ path }, "catalog checked: unchanged");
    last = seen;
    if (seen.target === undefined) return reject(seen, `the catalog path cannot be read (${seen.hash.slice("unreadable:".length)})`);
    try {
      const items = await loadCatalogOffThread(path);
      await store.replace(items);
      logger.info({ path, target: seen.target, catalogItems: items.length, catalogVersion: store.version }, "catalog reloaded");
      listener.loaded(items.length, store.version);
    } catch (error) {
      reject(seen, (error as Error).message);
    }
  };
}

/** Runs `task` one at a time, with at most one more run queued behind the current one; nothing once closed. */
function oneAtATime(task: () => Promise<void>, isClosed: () => boolean): () => void {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (isClosed()) return;
    if (running) {
      again = true;
      return;
    }
    running = task().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}

interface FolderWatchers {
  /** Watches the path's folder and its current target's folder; a folder no longer wanted is dropped. */
  arm(target: string | undefined): void;
  watched(): string[];
  close(): void;
}

function folderWatchers(path: string, onEvent: () => void, logger: Logger): FolderWatchers {
  const watchers = new Map<string, FSWatcher>();
  const drop = (folder: string) => {
    watchers.get(folder)?.close();
    watchers.delete(folder);
  };
  const add = (folder: string) => {
    try {
      const watcher = watch(folder, onEvent);
      watcher.on("error", (error) => {
        logger.warn({ err: error, folder }, "catalog folder watch ended; the periodic check goes on");
        watcher.close();
        if (watchers.get(folder) === watcher) watchers.delete(folder);
      });
      watcher.unref();
      watchers.set(folder, watcher);
    } catch (error) {
      logger.warn({ err: error, folder }, "cannot watch a catalog folder; the periodic check goes on");
    }
  };
  return {
    arm(target) {
      const wanted = new Set([dirname(path), ...(target ? [dirname(target)] : [])]);
      for (const folder of [...watchers.keys()]) if (!wanted.has(folder)) drop(folder);
      for (const folder of wanted) if (!watchers.has(folder)) add(folder);
    },
    watched: () => [...watchers.keys()],
    close() {
      for (const folder of [...watchers.keys()]) drop(folder);
    },
  };
}
