/** The engine over the shipped catalog, indexed once per test file, for tests that read its ideas. */
import { beforeAll } from "vitest";
import { loadCatalog } from "../src/catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "../src/engine/catalogIndex.ts";
import type { GiftQuery, RankedIdea } from "../src/engine/suggestGifts.ts";
import { ideasOf } from "./ideasFor.ts";

/** Registers the catalog's loading before the file's tests and returns `ideasFor(query)`. */
export function ideasOverShippedCatalog(): (query: GiftQuery) => readonly RankedIdea[] {
  let index: CatalogIndex | undefined;
  beforeAll(async () => {
    index = buildCatalogIndex(await loadCatalog());
  });
  return (query) => {
    if (!index) throw new Error("the shipped catalog is not indexed yet: call ideasFor inside a test");
    return ideasOf(index, query);
  };
}
