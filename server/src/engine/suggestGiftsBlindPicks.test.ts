import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { type GiftQuery, suggestGifts } from "./suggestGifts.ts";

const item = (name: string, fields: Partial<CatalogItem>, price: number): CatalogItem =>
  testItem({ id: name.toLowerCase().replace(/ /g, "-"), name, price, ...fields });

const CATALOG = [
  item("Leather Belt", { category: "fashion", tags: ["accessories"] }, 60),
  item("Cheese Box", { category: "food-drink", tags: ["gourmet"] }, 70),
  item("Dinner Cruise", { category: "experiences", tags: ["date-night"] }, 140),
  item("Water Bottle", { category: "outdoors", tags: ["hiking"] }, 17),
  item("Camp Stove", { category: "outdoors", tags: ["hiking"] }, 120),
];
const ids = (query: GiftQuery) => {
  const suggestion = suggestGifts(buildCatalogIndex(CATALOG), query);
  return suggestion.kind === "ideas" ? suggestion.ideas.map((idea) => idea.item.id).sort() : [];
};

describe("suggestGifts: what is not picked blind", () => {
  it("offers someone described with no interest no clothes or accessories, which are matters of taste", () => {
    expect(ids({ occasion: "birthday", budget: 150, relationship: "uncle" })).not.toContain("leather-belt");
    expect(ids({ occasion: "birthday", budget: 150 })).toContain("leather-belt");
  });

  it("offers someone described no novel and a man no candle picked blind, which are matters of taste", () => {
    const catalog = [
      item("Romance Novel", { category: "books", tags: ["romance", "fiction"], occasions: ["valentines"], is: ["book"] }, 20),
      item("Amber Candle", { category: "home", tags: ["candles"], occasions: ["valentines"], is: ["candle"] }, 18),
      item("Card Game", { category: "board-games", tags: ["card-games"], occasions: ["valentines"] }, 15),
    ];
    const blind = (query: GiftQuery) => {
      const suggestion = suggestGifts(buildCatalogIndex(catalog), query);
      return suggestion.kind === "ideas" ? suggestion.ideas.map((idea) => idea.item.id).sort() : [];
    };
    expect(blind({ occasion: "valentines", budget: 25, relationship: "boyfriend" })).toEqual(["card-game"]);
    expect(blind({ occasion: "valentines", budget: 25, relationship: "girlfriend" })).toEqual(["amber-candle", "card-game"]);
    expect(blind({ occasion: "valentines", budget: 25 })).toContain("romance-novel");
  });

  it("offers no token under a fifth of the budget as a wedding gift", () => {
    expect(ids({ occasion: "wedding", budget: 150, interests: ["hiking"] })).toEqual(["camp-stove"]);
    // An anniversary's line is lower (15% of the budget): a $17 bottle is a token from $150, not from $100.
    expect(ids({ occasion: "anniversary", budget: 150, interests: ["hiking"] })).toEqual(["camp-stove"]);
    expect(ids({ occasion: "anniversary", budget: 100, interests: ["hiking"] })).toEqual(["water-bottle"]);
    expect(ids({ occasion: "birthday", budget: 150, interests: ["hiking"] })).toEqual(["camp-stove", "water-bottle"]);
  });

  it("offers a grown-up described with no interest only what nearly anyone welcomes, at an occasion with no gifts of its own", () => {
    const catalog = [
      item(
        "Truffle Box",
        {
          category: "food-drink",
          tags: ["chocolate", "crowd-pleaser"],
          audience: ["adult", "coworker"],
          occasions: ["birthday", "graduation", "retirement"],
        },
        40,
      ),
      item(
        "Photo Book",
        { category: "home", tags: ["keepsake"], audience: ["adult", "coworker"], occasions: ["birthday", "graduation", "retirement"] },
        45,
      ),
      item(
        "Leak Detector",
        { category: "home", tags: ["new-home"], audience: ["adult", "coworker"], occasions: ["birthday", "graduation", "retirement"] },
        50,
      ),
      item("Wooden Puzzle", { category: "kids-toys", tags: ["puzzles"], audience: ["kid"], ages: { min: 5, max: 10 } }, 30),
    ];
    const picked = (query: GiftQuery) => {
      const suggestion = suggestGifts(buildCatalogIndex(catalog), query);
      return suggestion.kind === "ideas" ? suggestion.ideas.map((idea) => idea.item.id).sort() : [];
    };
    expect(picked({ occasion: "birthday", budget: 50, relationship: "boss" })).toEqual(["truffle-box"]);
    expect(picked({ occasion: "birthday", budget: 50, recipient: "my father-in-law, 68" })).toEqual(["truffle-box"]);
    expect(picked({ occasion: "retirement", budget: 50, relationship: "boss" })).toEqual(["truffle-box"]);
    // A graduation has its own classics; a bare request and a child are not limited to treats either.
    expect(picked({ occasion: "graduation", budget: 50, relationship: "niece" })).toContain("photo-book");
    expect(picked({ occasion: "birthday", budget: 50 })).toContain("leak-detector");
    expect(picked({ occasion: "birthday", budget: 50, recipient: "my nephew, 7" })).toContain("wooden-puzzle");
  });
});
