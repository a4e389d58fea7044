/**
 * The filter finds what an `avoid` phrase rules out from bit masks and a stem index, not from each item's
 * arrays: over the real catalog and every phrase of the vocabulary, it removes exactly the items `brokenAvoid`
 * says break the phrase, and names the same phrase.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { blankReading } from "../../testing/blankReading.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { AVOID_PHRASES, resolveAvoid } from "./avoidVocabulary.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import { filterCandidates } from "./filterCandidates.ts";
import { brokenAvoid } from "./hardFilters.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

const reading = (avoid: readonly string[]) => blankReading({ avoid: avoid.map(resolveAvoid) });

describe("the avoid filter", () => {
  const phrases = [...Object.keys(AVOID_PHRASES), "gluten", "nuts", "golf balls", "candles", "my own words nobody listed"];

  it("removes exactly what brokenAvoid rules out, for every phrase of the vocabulary and a few of nobody's", () => {
    const limit = index.items.length;
    const kept = filterCandidates(index, reading([]), limit).eligible;
    const disagreements: string[] = [];
    for (const phrase of phrases) {
      const asked = reading([phrase]);
      const { eligible, removedBy } = filterCandidates(index, asked, limit);
      let broken = 0;
      index.items.forEach((item, position) => {
        const breaks = brokenAvoid(item, index.nameTagStems[position] as string, asked.avoid) !== undefined;
        if (breaks) broken++;
        if (kept[position] === 1 && breaks !== (eligible[position] === 0)) disagreements.push(`${phrase}: ${item.id}`);
      });
      // The avoid phrases are checked first, so every item that breaks one is counted under it.
      if ((removedBy.get(`avoid "${asked.avoid[0]?.phrase}"`) ?? 0) !== broken) disagreements.push(`${phrase}: count`);
    }
    expect(disagreements).toEqual([]);
  });

  it("names the first phrase an item breaks, in the order the person said them", () => {
    const limit = index.items.length;
    const alcoholFirst = filterCandidates(index, reading(["alcohol", "food"]), limit).removedBy;
    const foodFirst = filterCandidates(index, reading(["food", "alcohol"]), limit).removedBy;
    // Boozy chocolates and wine gift baskets break both: they count under whichever was said first.
    expect(foodFirst.get('avoid "food"')).toBeGreaterThan(alcoholFirst.get('avoid "food"') ?? 0);
    expect(alcoholFirst.get('avoid "alcohol"')).toBeGreaterThan(foodFirst.get('avoid "alcohol"') ?? 0);
  });
});
