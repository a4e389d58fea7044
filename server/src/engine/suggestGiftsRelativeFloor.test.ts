import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { type GiftQuery, suggestGifts } from "./suggestGifts.ts";

const item = (name: string, fields: Partial<CatalogItem>, price: number): CatalogItem =>
  testItem({ id: name.toLowerCase().replace(/ /g, "-"), name, price, ...fields });

/** Board games are what these two are; the table only lists board games last among what it also serves. */
const GAMES = [
  item("Castle Siege", { category: "board-games", tags: ["board-games", "strategy"] }, 30),
  item("Dragon Dice", { category: "board-games", tags: ["board-games", "dice"] }, 32),
];
const SIDE_TABLE = item("Oak Side Table", { tags: ["furniture", "oak", "living-room", "sturdy", "board-games"] }, 35);
const QUERY: GiftQuery = { occasion: "birthday", budget: 40, recipient: "friend who loves board games", count: 6 };

function offeredIds(items: readonly CatalogItem[]): string[] {
  const suggestion = suggestGifts(buildCatalogIndex(items), QUERY);
  if (suggestion.kind !== "ideas") throw new Error(`expected ideas, got ${suggestion.kind}`);
  return suggestion.ideas.map((idea) => idea.item.id).sort();
}

describe("suggestGifts: ideas far below the best one", () => {
  it("offers an idea that matches the interest only in passing when nothing matches it better", () => {
    expect(offeredIds([SIDE_TABLE])).toEqual(["oak-side-table"]);
  });

  it("drops that idea next to real matches, even when that leaves fewer ideas than asked", () => {
    expect(offeredIds([...GAMES, SIDE_TABLE])).toEqual(["castle-siege", "dragon-dice"]);
  });
});
