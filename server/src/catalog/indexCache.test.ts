import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogIndex, type CatalogIndex } from "../engine/catalogIndex.ts";
import { suggestGifts } from "../engine/suggestGifts.ts";
import { readIndexCache, writeIndexCache } from "./indexCache.ts";
import { loadCatalogWithHash } from "./loadCatalog.ts";

/** Queries that reach every part of the index: concepts, tags, topics, ages, avoid phrases and the word search. */
const QUERIES = [
  { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
  { occasion: "christmas", budget: 40, recipient: "my dad who is into birdwatching and sourdough" },
  { occasion: "anniversary", budget: 300, recipient: "wife, loves ceramics and zymurgy, no candles" },
  { occasion: "just because", budget: 25, recipient: "7 year old nephew obsessed with dinosaurs" },
];
const answers = (index: CatalogIndex) => QUERIES.map((query) => suggestGifts(index, query));

describe("the kept catalog index", () => {
  let folder: string;
  let built: CatalogIndex;
  let hash: string;

  beforeAll(async () => {
    const loaded = await loadCatalogWithHash();
    built = buildCatalogIndex(loaded.items);
    hash = loaded.hash;
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const cachePath = () => {
    folder = mkdtempSync(join(tmpdir(), "gift-index-cache-"));
    return join(folder, "nested", "catalog-index.v8");
  };

  it("reads back, for the same catalog bytes, an index that answers exactly as the one built", () => {
    const path = cachePath();
    writeIndexCache(path, hash, built);
    const kept = readIndexCache(path, hash);
    expect(kept).toBeDefined();
    expect(answers(kept as CatalogIndex)).toEqual(answers(built));
    expect((kept as CatalogIndex).textPostings()).toEqual(built.textPostings());
    expect(built.textPostings().size).toBeGreaterThan(1000);
  });

  it("is not used for a catalog with other bytes", () => {
    const path = cachePath();
    writeIndexCache(path, hash, built);
    // Another hash, whatever this catalog's last digit happens to be.
    const other = `${hash.slice(0, -1)}${hash.endsWith("0") ? "1" : "0"}`;
    expect(readIndexCache(path, other)).toBeUndefined();
  });

  it("is not used when it is missing, cut short or not an index", () => {
    const path = cachePath();
    expect(readIndexCache(path, hash)).toBeUndefined();
    writeIndexCache(path, hash, built);
    const whole = readFileSync(path);
    writeFileSync(path, whole.subarray(0, whole.length / 2));
    expect(readIndexCache(path, hash)).toBeUndefined();
    writeFileSync(path, "not an index at all");
    expect(readIndexCache(path, hash)).toBeUndefined();
  });

  it("never throws when it cannot be written", () => {
    const path = cachePath();
    writeFileSync(join(folder, "nested"), "a file where the folder should be");
    expect(() => writeIndexCache(path, hash, built)).not.toThrow();
    expect(readIndexCache(path, hash)).toBeUndefined();
  });
});
