import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { suggestGifts } from "./suggestGifts.ts";

const item = (name: string, fields: Partial<CatalogItem>, price: number): CatalogItem =>
  testItem({ id: name.toLowerCase().replace(/ /g, "-"), name, price, ...fields });

/** The one item about driving is made for grown-ups; the others suit a teenager's birthday. */
const CATALOG = [
  item("Road Atlas", { tags: ["driving", "maps"], audience: ["adult", "senior"], ages: { min: 14, max: 120 } }, 20),
  item("Fairy Lights", { tags: ["lighting"], audience: ["teen", "kid"], ages: { min: 8, max: 17 }, occasions: ["birthday"] }, 15),
  item("Poster Frame", { tags: ["decor"], audience: ["teen", "adult"], ages: { min: 12, max: 120 }, occasions: ["birthday"] }, 25),
];

describe("suggestGifts: interests whose only matches are made for someone else", () => {
  // From 16 a grown-up's thing their ages allow is theirs for a love they name (suggestGiftsWhoItIsFor.test.ts).
  it("says the interest matched nothing and guesses nothing: no road atlas for a 15-year-old", () => {
    const index = buildCatalogIndex(CATALOG);
    const suggestion = suggestGifts(index, { occasion: "birthday", budget: 30, age: 15, interests: ["driving"] });
    if (suggestion.kind !== "ideas") throw new Error(`expected ideas, got ${suggestion.kind}`);
    expect(suggestion.unmatched).toEqual(["driving"]);
    expect(suggestion.ideas).toEqual([]);
    // Asked again without the interest, the occasion's ideas for a teenager come back.
    const again = suggestGifts(index, { occasion: "birthday", budget: 30, age: 15 });
    expect(again.kind === "ideas" && again.ideas.map((idea) => idea.item.id).sort()).toEqual(["fairy-lights", "poster-frame"]);
  });
});
