/** Holds the catalog being served. A swap replaces the whole index at once, so a query never sees half of two catalogs. */
import type { CatalogItem } from "@gift-finder/shared";
import { type CatalogIndex, catalogIndexSteps, runToEnd, type TextSearchBuild } from "../engine/catalogIndex.ts";
import { warmIndexSteps } from "../engine/warmIndex.ts";

/**
 * The longest a reload's index build holds the event loop before it lets waiting requests run. Small against
 * the latency budget (p99 250 ms under a 100k-item reload), large enough that the pauses cost little.
 */
const SLICE_MS = 20;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function* builtAndWarmed(items: readonly CatalogItem[], textSearch: TextSearchBuild): Generator<void, CatalogIndex, void> {
  const index = yield* catalogIndexSteps(items, textSearch);
  yield* warmIndexSteps(index);
  return index;
}

export class CatalogStore {
  #index: CatalogIndex;
  #version = 1;

  /**
   * From the catalog's items, or from an index already built for them (a start's kept copy, indexCache.ts). An
   * index built here is warmed as a reload's is, before it serves (the first queries on a fresh 100k-item index
   * waited seconds); a kept one is not, so the start that reads it stays short, and its first query works out the
   * little a real catalog needs.
   */
  constructor(source: readonly CatalogItem[] | { readonly index: CatalogIndex }) {
    this.#index = "index" in source ? source.index : runToEnd(builtAndWarmed(source, "when-first-needed"));
  }

  get index(): CatalogIndex {
    return this.#index;
  }

  /** Increases with every swap; resources and caches key on it. */
  get version(): number {
    return this.#version;
  }

  /**
   * Builds the new index in slices while requests go on being served from the old one, works out what queries
   * would work out on first need (`warmIndexSteps`), then swaps.
   */
  async replace(items: readonly CatalogItem[]): Promise<void> {
    const steps = builtAndWarmed(items, "now");
    // The swap always waits for a turn, however small the catalog: the caller's own code after `replace()` still
    // sees the old index, and a build that fits in one slice no longer swaps before the call returns.
    await nextTurn();
    let sliceStarted = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) {
        this.#index = step.value;
        this.#version += 1;
        return;
      }
      if (performance.now() - sliceStarted >= SLICE_MS) {
        await nextTurn();
        sliceStarted = performance.now();
      }
    }
  }
}
