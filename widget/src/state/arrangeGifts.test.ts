import type { GiftIdea } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { arrangeGifts, categoriesOf, priceLimits } from "./arrangeGifts.ts";

const gift = (id: string, price: number, category: GiftIdea["category"] = "books"): GiftIdea => ({
  id,
  name: id,
  price,
  category,
  reason: "",
});
const gifts = [gift("aa", 30), gift("bb", 10, "music"), gift("cc", 30), gift("dd", 20, "music")];
const ids = (list: GiftIdea[]) => list.map((g) => g.id);

describe("arrangeGifts", () => {
  it("keeps the server's order for relevance and breaks price ties by it", () => {
    expect(ids(arrangeGifts(gifts, { sort: "relevance" }))).toEqual(["aa", "bb", "cc", "dd"]);
    expect(ids(arrangeGifts(gifts, { sort: "price-asc" }))).toEqual(["bb", "dd", "aa", "cc"]);
    expect(ids(arrangeGifts(gifts, { sort: "price-desc" }))).toEqual(["aa", "cc", "dd", "bb"]);
  });

  it("filters by maximum price, inclusive, and by category", () => {
    expect(ids(arrangeGifts(gifts, { sort: "relevance", maxPrice: 20 }))).toEqual(["bb", "dd"]);
    expect(ids(arrangeGifts(gifts, { sort: "price-desc", category: "music" }))).toEqual(["dd", "bb"]);
  });

  it("does not reorder the input array", () => {
    arrangeGifts(gifts, { sort: "price-asc" });
    expect(ids(gifts)).toEqual(["aa", "bb", "cc", "dd"]);
  });

  it("offers only price limits that split the ideas, and the categories present", () => {
    expect(priceLimits(gifts)).toEqual([10, 20, 25]);
    expect(priceLimits([])).toEqual([]);
    expect(priceLimits([gift("a", 35), gift("b", 60), gift("c", 48)])).toEqual([40, 50]);
    expect(priceLimits([gift("a", 40), gift("b", 40)])).toEqual([]);
    expect(categoriesOf(gifts)).toEqual(["books", "music"]);
  });
});
