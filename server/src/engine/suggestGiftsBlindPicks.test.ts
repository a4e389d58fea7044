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

  it("offers no token under a fifth of the budget as a wedding gift", () => {
    expect(ids({ occasion: "wedding", budget: 150, interests: ["hiking"] })).toEqual(["camp-stove"]);
    expect(ids({ occasion: "birthday", budget: 150, interests: ["hiking"] })).toEqual(["camp-stove", "water-bottle"]);
  });
});
