import type { CategorySlug } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { pickDiverse } from "./pickDiverse.ts";
import type { Candidate } from "./topCandidates.ts";

const ITEMS: readonly [string, CategorySlug][] = [
  ["Trail Socks", "outdoors"],
  ["Trail Map", "outdoors"],
  ["Camp Mug", "kitchen"],
  ["Pour Over Set", "kitchen"],
  ["Trail Socks Merino Crew", "fashion"],
  ["Hiking Book", "books"],
];
/** An index of plain items with these names and categories, priced by their place. */
const testIndex = (rows: readonly (readonly [string, CategorySlug])[]) =>
  buildCatalogIndex(
    rows.map(([name, category], at) =>
      testItem({ id: `item-${at}`, name, price: at + 1, category, description: "A test item for diversity.", tags: ["test", "item"] }),
    ),
  );
const index = testIndex(ITEMS);
const candidate = (position: number, score: number, relevance = score, covers: number[] = []): Candidate => ({
  position,
  score,
  relevance,
  covers,
});
const picked = (candidates: Candidate[], count = candidates.length) => pickDiverse(index, candidates, count).map((c) => c.position);

describe("pickDiverse", () => {
  it("takes the best first, then prefers a category not yet in the list", () => {
    // The map scores a little above the mug, but it is a second outdoors item.
    expect(picked([candidate(0, 0.9), candidate(1, 0.85), candidate(2, 0.8)])).toEqual([0, 2, 1]);
    // Far enough ahead, a second item of a category still comes first.
    expect(picked([candidate(0, 0.9), candidate(1, 0.89), candidate(2, 0.7)], 2)).toEqual([0, 1]);
  });

  it("counts each category's items so far, not only whether it has one", () => {
    expect(picked([candidate(0, 0.9), candidate(1, 0.85), candidate(2, 0.8), candidate(3, 0.78), candidate(5, 0.6)])).toEqual([
      0, 2, 1, 3, 5,
    ]);
  });

  it("fills up after ideas already in the list without repeating them or each other", () => {
    // Trail Socks (0) are in the list; the merino Trail Socks (4) would start the same, the rest fill in.
    const filler = pickDiverse(index, [candidate(4, 0.9), candidate(2, 0.8), candidate(5, 0.7)], 3, undefined, [candidate(0, 1)]);
    expect(filler.map((c) => c.position)).toEqual([2, 5]);
    // Nor each other: after the book (5), the merino Trail Socks (4) start as the first filler, Trail Socks (0), do.
    const fillers = pickDiverse(index, [candidate(0, 0.9), candidate(4, 0.85), candidate(2, 0.8)], 3, undefined, [candidate(5, 1)]);
    expect(fillers.map((c) => c.position)).toEqual([0, 2]);
    // Picked in one pass, a repeat that matches far better than the rest still makes the list.
    expect(picked([candidate(0, 1), candidate(4, 0.9), candidate(2, 0.8), candidate(5, 0.7)])).toEqual([0, 4, 2, 5]);
  });

  it("prefers a name that does not start like one already picked", () => {
    // Trail Socks Merino Crew is in another category but starts as Trail Socks does; the book does not.
    expect(picked([candidate(0, 0.9), candidate(4, 0.85), candidate(5, 0.8)])).toEqual([0, 5, 4]);
  });

  it("prefers another kind of thing to a second one of the same kind", () => {
    const sleep = testIndex(
      ["Manta Sleep Mask", "Nodpod Weighted Sleep Mask", "Loop Quiet Ear Plugs", "Hatch Sleep Sound Machine"].map(
        (name) => [name, "wellness"] as const,
      ),
    );
    const order = pickDiverse(sleep, [candidate(0, 0.9), candidate(1, 0.85), candidate(2, 0.8), candidate(3, 0.79)], 4);
    // The second mask shares its kind ("mask") and another word; the sound machine shares only "sleep".
    expect(order.map((c) => c.position)).toEqual([0, 2, 3, 1]);
  });

  it("prefers an idea for an interest not yet covered", () => {
    expect(picked([candidate(0, 0.9, 0.9, [0]), candidate(2, 0.8, 0.8, [0]), candidate(3, 0.78, 0.78, [1])])).toEqual([0, 3, 2]);
  });

  it("counts an idea as bringing a new interest when it also covers one already in the list", () => {
    // The set covers the second interest as well as the first: it comes before the slightly better mug.
    expect(picked([candidate(0, 0.9, 0.9, [0]), candidate(2, 0.8, 0.8, [0]), candidate(3, 0.78, 0.78, [0, 1])], 2)).toEqual([0, 3]);
  });

  it("chooses only among ideas that match nearly as well as the best one left", () => {
    // The mug would win on score and variety, but matches far less well than the map.
    expect(picked([candidate(0, 0.9, 0.9), candidate(1, 0.85, 0.9), candidate(2, 0.95, 0.5)], 2)).toEqual([0, 1]);
    expect(picked([candidate(0, 0.9, 0.9), candidate(1, 0.85, 0.9), candidate(2, 0.8, 0.83)], 2)).toEqual([0, 2]);
  });

  it("keeps the interests in balance: the one with fewer ideas brings in its best, even if it matches a little less", () => {
    // Interest 0 (socks, map) matches better than interest 1 (mug, pour-over set, book); each still gets a fair share.
    const candidates = [
      candidate(0, 0.9, 0.6, [0]),
      candidate(1, 0.89, 0.6, [0]),
      candidate(2, 0.8, 0.5, [1]),
      candidate(3, 0.79, 0.5, [1]),
      candidate(5, 0.78, 0.5, [1]),
    ];
    expect(picked(candidates, 4)).toEqual([0, 2, 1, 5]);
    // An interest far weaker than the best one left waits its turn.
    expect(picked([candidate(0, 0.9, 0.6, [0]), candidate(1, 0.89, 0.6, [0]), candidate(2, 0.8, 0.3, [1])], 2)).toEqual([0, 1]);
  });

  it("keeps in balance only the interests it owes a place", () => {
    const candidates = [candidate(0, 0.9, 0.6, [0]), candidate(1, 0.89, 0.6, [0]), candidate(2, 0.8, 0.5, [1])];
    expect(pickDiverse(index, candidates, 2, new Set([0])).map((c) => c.position)).toEqual([0, 1]);
    expect(pickDiverse(index, candidates, 2, new Set([0, 1])).map((c) => c.position)).toEqual([0, 2]);
  });

  it("stops at the count, or when no candidate is left", () => {
    expect(picked([candidate(0, 0.9), candidate(2, 0.8), candidate(5, 0.7)], 2)).toHaveLength(2);
    expect(picked([candidate(0, 0.9)], 3)).toEqual([0]);
    expect(picked([], 3)).toEqual([]);
  });
});

describe("a third of a kind", () => {
  const kinds = testIndex(
    ["Blackout Sleep Mask", "Weighted Sleep Mask", "Silk Sleep Mask", "White Noise Machine"].map((name) => [name, "wellness"] as const),
  );

  it("takes a weaker idea of another kind over a third sleep mask, and the mask when nothing else comes close", () => {
    const masks = [candidate(0, 1, 1), candidate(1, 0.99, 0.99), candidate(2, 0.98, 0.98)];
    const withNoise = [...masks, candidate(3, 0.7, 0.7)];
    expect(pickDiverse(kinds, withNoise, 3).map((c) => c.position)).toEqual([0, 1, 3]);
    expect(pickDiverse(kinds, [...masks, candidate(3, 0.3, 0.3)], 3).map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it("never picks the same thing twice: a name that says all another says and one thing more", () => {
    const nights = testIndex(
      ["A Night at a Live Jazz Club for Two", "Jazz Club Night for Two", "Symphony Concert Tickets for Two"].map(
        (name) => [name, "experiences"] as const,
      ),
    );
    // The second jazz night is left out even with nothing else left, and the concert comes in after the first.
    expect(pickDiverse(nights, [candidate(0, 1), candidate(1, 0.99), candidate(2, 0.5)], 3).map((c) => c.position)).toEqual([0, 2]);
  });

  it("counts two names ending in the kind the catalog tags them with as one kind (two suitcases)", () => {
    const bags = buildCatalogIndex(
      ["RIMOWA Essential Cabin Suitcase", "Away The Medium Suitcase", "Monos Carry-On Suitcase", "Airbnb Gift Card"].map((name, at) =>
        testItem({
          id: `bag-${at}`,
          name,
          price: at + 1,
          category: "travel",
          description: "A test item.",
          tags: ["travel", at < 3 ? "suitcase" : "getaway"],
        }),
      ),
    );
    const order = pickDiverse(bags, [candidate(0, 1), candidate(1, 0.99), candidate(2, 0.98), candidate(3, 0.7)], 3);
    expect(order.map((c) => c.position)).toEqual([0, 1, 3]);
  });
});
