import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { readRequest } from "./readRequest.ts";
import { scoreInterests } from "./scoreInterests.ts";

const ITEMS: readonly CatalogItem[] = [
  { id: "fly-box", name: "Fly Box", tags: ["fly-fishing", "fishing"], category: "outdoors" },
  { id: "rod", name: "Spinning Rod", tags: ["fishing", "lake"], category: "outdoors" },
  { id: "reel", name: "Baitcasting Reel", tags: ["fishing", "lake"], category: "outdoors" },
  { id: "mug", name: "Camp Mug", tags: ["camping", "coffee"], category: "kitchen" },
].map(
  (fields, at): CatalogItem =>
    testItem({ price: at + 1, description: "A test item for interest scores.", ...fields } as Partial<CatalogItem> & { id: string }),
);
const [FLY_BOX, ROD, REEL, MUG] = [0, 1, 2, 3];
const index = buildCatalogIndex(ITEMS);

function score(interests: string[], count: number, eligible = [1, 1, 1, 1]) {
  const reading = readRequest(index, { occasion: "birthday", interests });
  return scoreInterests(index, reading, Uint8Array.from(eligible), ITEMS.length, count);
}

describe("scoreInterests", () => {
  it("scores a phrase the catalog serves well enough as said", () => {
    const scores = score(["fly fishing"], 1);
    expect(scores.interests[0]?.topUp).toBeUndefined();
    expect(scores.strengths[0]?.[ROD]).toBe(0);
    expect(scores.matchedLabel(0, FLY_BOX)).toBe("fly fishing");
  });

  it("tops up a thinly served phrase from its broader concept, and explains what that reached by the concept", () => {
    const scores = score(["fly fishing"], 6);
    expect(scores.interests[0]?.topUp).toEqual(["fishing"]);
    expect(scores.strengths[0]?.[ROD]).toBeGreaterThan(0.3);
    expect(scores.matchedLabel(0, ROD)).toBe("fishing");
    expect(scores.matchedLabel(0, FLY_BOX)).toBe("fly fishing");
  });

  it("backs off to the broader concept when nothing eligible matches the phrase", () => {
    const scores = score(["fly fishing"], 6, [0, 1, 1, 1]);
    expect(scores.interests[0]?.phrase).toBe("fishing");
    expect(scores.interests[0]?.concepts).toEqual(["fishing"]);
    expect(scores.matchedLabel(0, REEL)).toBe("fishing");
    expect(scores.unmatched).toEqual([]);
    expect(scores.useInterests).toBe(true);
  });

  it("names the phrases nothing matches, and uses interests only when one matches", () => {
    const none = score(["xylophone repair"], 6);
    expect(none.unmatched).toEqual(["xylophone repair"]);
    expect(none.useInterests).toBe(false);
    const some = score(["xylophone repair", "coffee"], 6);
    expect(some.unmatched).toEqual(["xylophone repair"]);
    expect(some.useInterests).toBe(true);
    expect(some.strengths[1]?.[MUG]).toBeGreaterThan(0.3);
    expect(some.specificity).toHaveLength(2);
  });

  it("zeroes a broad interest that holds a much narrower one the person also named", () => {
    const scores = score(["fishing", "fly fishing"], 1);
    expect([...(scores.strengths[0] as Float32Array)]).toEqual([0, 0, 0, 0]);
    expect(scores.strengths[1]?.[FLY_BOX]).toBeGreaterThan(0.3);
  });

  it("keeps the broad interest when the narrow one cannot fill half the list by itself", () => {
    const scores = score(["fishing", "fly fishing"], 6);
    expect(scores.strengths[0]?.[ROD]).toBeGreaterThan(0.3);
    expect(scores.strengths[0]?.[REEL]).toBeGreaterThan(0.3);
  });

  it("names an idea by the phrase when the item says all its words, and by the concept when it does not", () => {
    const scores = score(["rod fishing"], 1);
    expect(scores.interests[0]?.concepts).toEqual(["fishing"]);
    expect(scores.matchedLabel(0, ROD)).toBe("rod fishing");
    expect(scores.matchedLabel(0, FLY_BOX)).toBe("fishing");
  });
});

describe("scoreInterests: the words a backed-off idea is explained by", () => {
  const games = buildCatalogIndex(
    ["Dice Tower", "Meeple Set"].map(
      (name, at): CatalogItem => ({
        ...(ITEMS[0] as CatalogItem),
        id: `game-${at}`,
        name,
        price: at + 1,
        category: "board-games",
        tags: ["board-games"],
      }),
    ),
  );

  it("names a hyphenated concept in words", () => {
    // No item here is a video game, so "pc games" backs off to what its word "games" names.
    const reading = readRequest(games, { occasion: "birthday", interests: ["pc games"] });
    const scores = scoreInterests(games, reading, Uint8Array.from([1, 1]), 2, 6);
    expect(scores.interests[0]?.phrase).toBe("board games");
    expect(scores.matchedLabel(0, 0)).toBe("board games");
  });
});
