/**
 * Engine cost per query over synthetic catalogs of growing size: a fixed mix of realistic queries, run
 * in-process after a warm-up, timed one by one.
 */

import { loadCatalog } from "../server/src/catalog/loadCatalog.ts";
import { buildCatalogIndex } from "../server/src/engine/catalogIndex.ts";
import { type GiftQuery, suggestGifts } from "../server/src/engine/suggestGifts.ts";
import { syntheticCatalog } from "../server/testing/syntheticCatalog.ts";
import { percentile } from "./stats.ts";

/** Varied on purpose: interest words, structured fields, no recipient, tight and loose budgets, exclusions. */
const QUERIES: readonly GiftQuery[] = [
  { occasion: "Father's Day", budget: 60, recipient: "dad, no more books please! he loves history and woodworking" },
  {
    occasion: "birthday",
    budget: 60,
    recipient: "meine Schwester, die gerne wandert und Kaffee liebt",
    relationship: "sister",
    interests: ["hiking", "coffee"],
  },
  { occasion: "birthday", budget: 45, recipient: "my daughter", age: 10, relationship: "daughter", interests: ["art"], avoid: ["screens"] },
  { occasion: "birthday", budget: 50, recipient: "my husband, always losing his keys and wallet", interests: ["keeping track of keys"] },
  { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
  { occasion: "anniversary", budget: 250, recipient: "my wife, into cooking and wine" },
  { occasion: "christmas", budget: 30, recipient: "teenage nephew who plays guitar" },
  { occasion: "housewarming", budget: 60 },
  { occasion: "graduation", budget: 500, recipient: "daughter starting a job in tech, loves hiking" },
  { occasion: "retirement", budget: 150, recipient: "coworker who gardens and reads history" },
  { occasion: "baby shower", budget: 40, recipient: "new parents" },
  { occasion: "thank you", budget: 20, recipient: "neighbour who likes tea", count: 3, excludeIds: ["synthetic-1", "synthetic-2"] },
];

export interface EngineFigures {
  readonly items: number;
  readonly indexBuildMs: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** `sizes` of 0 stands for the real catalog itself; other sizes are synthetic catalogs built from it. */
export async function benchEngine(sizes: readonly number[], queriesPerSize: number): Promise<EngineFigures[]> {
  const base = await loadCatalog();
  const figures: EngineFigures[] = [];
  for (const requested of sizes) {
    const items = requested === 0 ? base : syntheticCatalog(base, requested);
    const size = items.length;
    const buildStarted = performance.now();
    const index = buildCatalogIndex(items);
    const indexBuildMs = performance.now() - buildStarted;
    for (let i = 0; i < 50; i++) suggestGifts(index, QUERIES[i % QUERIES.length] as GiftQuery);
    // The index build leaves garbage behind; collect it now (when run with --expose-gc) so queries pay only their own.
    (globalThis as { gc?: () => void }).gc?.();
    const times: number[] = [];
    for (let i = 0; i < queriesPerSize; i++) {
      const started = performance.now();
      suggestGifts(index, QUERIES[i % QUERIES.length] as GiftQuery);
      times.push(performance.now() - started);
    }
    figures.push({ items: size, indexBuildMs, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) });
  }
  return figures;
}
