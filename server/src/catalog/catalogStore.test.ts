import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "../engine/catalogIndex.ts";
import { itemFactsSteps } from "../engine/itemFacts.ts";
import { allItemLists, itemsWhere } from "../engine/itemMemo.ts";
import { CatalogStore } from "./catalogStore.ts";

/** A list queries keep per index, as the engine's modules make them. */
const evenGames = itemsWhere((item) => Number(item.id.split("-")[1]) % 2 === 0);
const items = Array.from({ length: 600 }, (_, at) => testItem({ id: `item-${at}`, name: `Board game ${at}`, price: 10 + at }));

describe("CatalogStore", () => {
  it("swaps in a new index whole, with what queries work out on first need already worked out", async () => {
    const store = new CatalogStore(items.slice(0, 10));
    expect(store.version).toBe(1);
    const replacing = store.replace(items);
    // Built in slices: until the swap, queries go on being answered from the old catalog.
    expect(store.index.items).toHaveLength(10);
    await replacing;
    expect(store.version).toBe(2);
    expect(store.index.items).toHaveLength(600);
    // Nothing left for the first query after the swap: each build is done at its first step.
    expect(itemFactsSteps(store.index).next().done).toBe(true);
    expect(allItemLists(store.index).next().done).toBe(true);
    expect(evenGames(store.index)).toHaveLength(300);
  });

  it("warms an index it builds from items, but not one it is handed (a start's kept copy)", () => {
    const built = new CatalogStore(items);
    expect(itemFactsSteps(built.index).next().done).toBe(true);
    const handed = new CatalogStore({ index: buildCatalogIndex(items) });
    expect(itemFactsSteps(handed.index).next().done).toBe(false);
  });
});
