/** Full screen's sort and filters over the ideas shown; "relevance" keeps the server's order. */
import type { CategorySlug, GiftIdea, SortOrder, ViewState } from "@gift-finder/shared";

export type Arrangement = Pick<ViewState, "sort" | "category" | "maxPrice">;

export function arrangeGifts(gifts: readonly GiftIdea[], { sort, category, maxPrice }: Arrangement): GiftIdea[] {
  const kept = gifts.filter(
    (gift) => (maxPrice === undefined || gift.price <= maxPrice) && (category === undefined || gift.category === category),
  );
  if (sort === "price-asc") kept.sort((a, b) => a.price - b.price);
  if (sort === "price-desc") kept.sort((a, b) => b.price - a.price);
  return kept;
}

const PRICE_STEPS = [10, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 2500, 5000];

/** Price limits worth offering: those that would keep some ideas and drop others. */
export function priceLimits(gifts: readonly GiftIdea[]): number[] {
  if (gifts.length === 0) return [];
  const prices = gifts.map((gift) => gift.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return PRICE_STEPS.filter((step) => step >= low && step < high);
}

/** The categories present, in the order they first appear. */
export function categoriesOf(gifts: readonly GiftIdea[]): CategorySlug[] {
  return [...new Set(gifts.map((gift) => gift.category))];
}

export type { SortOrder };
