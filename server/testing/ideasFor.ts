/** The ideas the engine gives a query, for tests that expect ideas (anything else fails the test, named). */
import type { CatalogIndex } from "../src/engine/catalogIndex.ts";
import { type GiftQuery, type RankedIdea, suggestGifts } from "../src/engine/suggestGifts.ts";

export function ideasOf(index: CatalogIndex, query: GiftQuery): readonly RankedIdea[] {
  const suggestion = suggestGifts(index, query);
  if (suggestion.kind !== "ideas") throw new Error(`expected ideas, got ${suggestion.kind}`);
  return suggestion.ideas;
}
