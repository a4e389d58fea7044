import v8 from "node:v8";
import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import { catalogIndexFromData, catalogIndexToData } from "./catalogIndexData.ts";
import { suggestGifts } from "./suggestGifts.ts";

const item = (name: string, fields: Partial<CatalogItem>, price: number): CatalogItem =>
  testItem({ id: name.toLowerCase().replace(/ /g, "-"), name, price, ...fields });
const ITEMS = [
  item("Castle Siege", { category: "board-games", tags: ["board-games", "strategy"] }, 30),
  item("Pour Over Set", { category: "kitchen", tags: ["coffee"], description: "A glass dripper for slow mornings." }, 32),
  item("Zymurgy Primer", { category: "books", tags: ["books"], description: "A primer on zymurgy, the brewer's craft." }, 20),
];
/** Through v8, as the copy kept on disk is. */
const keptAndRead = (index: CatalogIndex): CatalogIndex => catalogIndexFromData(v8.deserialize(v8.serialize(catalogIndexToData(index))));
const QUERIES = [
  { occasion: "birthday", budget: 50, recipient: "friend who loves board games and coffee" },
  // No concept names this word: only the word search over names and descriptions finds the primer.
  { occasion: "birthday", budget: 50, recipient: "brother", interests: ["zymurgy"] },
] as const;

describe("a catalog index as plain data", () => {
  it("holds no function, so it can be kept on disk", () => {
    expect(() => v8.serialize(catalogIndexToData(buildCatalogIndex(ITEMS)))).not.toThrow();
  });

  it("comes back as an index that answers exactly as the one built, word search included", () => {
    const built = buildCatalogIndex(ITEMS);
    const kept = keptAndRead(built);
    for (const query of QUERIES) expect(suggestGifts(kept, query)).toEqual(suggestGifts(built, query));
    expect(kept.textPostings()).toEqual(built.textPostings());
    expect(kept.phraseConcepts.toData()).toEqual(built.phraseConcepts.toData());
    const zymurgy = suggestGifts(kept, QUERIES[1]);
    expect(zymurgy.kind === "ideas" && zymurgy.ideas.map((idea) => idea.item.id)).toEqual(["zymurgy-primer"]);
  });

  it("builds the word search once, on first use", () => {
    const kept = keptAndRead(buildCatalogIndex(ITEMS));
    expect(kept.textPostings()).toBe(kept.textPostings());
  });
});
