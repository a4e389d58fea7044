import type { GiftIdea } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { arrangeGifts } from "./arrangeGifts.ts";

const gift = (id: string, price: number): GiftIdea => ({ id, name: id, price, category: "books", reason: "" });
const gifts = [gift("aa", 30), gift("bb", 10), gift("cc", 30), gift("dd", 20)];
const ids = (list: GiftIdea[]) => list.map((g) => g.id);

describe("arrangeGifts", () => {
  it("keeps the server's order for relevance and breaks price ties by it", () => {
    expect(ids(arrangeGifts(gifts, "relevance", null))).toEqual(["aa", "bb", "cc", "dd"]);
    expect(ids(arrangeGifts(gifts, "price-asc", null))).toEqual(["bb", "dd", "aa", "cc"]);
    expect(ids(arrangeGifts(gifts, "price-desc", null))).toEqual(["aa", "cc", "dd", "bb"]);
  });

  it("filters by maximum price, inclusive", () => {
    expect(ids(arrangeGifts(gifts, "relevance", 20))).toEqual(["bb", "dd"]);
  });

  it("does not reorder the input array", () => {
    arrangeGifts(gifts, "price-asc", null);
    expect(ids(gifts)).toEqual(["aa", "bb", "cc", "dd"]);
  });
});
