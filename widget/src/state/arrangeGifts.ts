/** Client-side sort and max-price filter over the ideas shown; "relevance" keeps the server's order. */
import type { GiftIdea } from "@gift-finder/shared";

export type SortOrder = "relevance" | "price-asc" | "price-desc";
export const SORT_ORDERS: readonly SortOrder[] = ["relevance", "price-asc", "price-desc"];

export function arrangeGifts(gifts: readonly GiftIdea[], sort: SortOrder, maxPrice: number | null): GiftIdea[] {
  const kept = maxPrice === null ? [...gifts] : gifts.filter((gift) => gift.price <= maxPrice);
  if (sort === "price-asc") kept.sort((a, b) => a.price - b.price);
  if (sort === "price-desc") kept.sort((a, b) => b.price - a.price);
  return kept;
}
