/**
 * Diversify: from the strongest candidates, one idea at a time, preferring a category, a brand and an interest
 * not yet in the list, but only among ideas that match nearly as well as the best one left.
 */
import type { CatalogItem, CategorySlug } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemMemo } from "./itemMemo.ts";
import type { Candidate } from "./topCandidates.ts";

const SAME_CATEGORY_PENALTY = 0.1;
const NEW_INTEREST_BONUS = 0.06;
/** Diversity chooses only among ideas that match nearly as well as the best one left. */
const DIVERSITY_BAND = 0.92;

/** An item name's first two words: a brand or product line, worked out once per item. */
const nameStart = itemMemo((item) => item.name.toLowerCase().split(/\s+/).slice(0, 2).join(" "));

export function pickDiverse(index: CatalogIndex, candidates: readonly Candidate[], count: number): Candidate[] {
  const picked: Candidate[] = [];
  const perCategory = new Map<CategorySlug, number>();
  const covered = new Set<number>();
  const names = new Set<string>();
  const remaining = [...candidates];
  // Looked up for every remaining candidate in every round: worked out once per candidate.
  const nameStarts = new Map(candidates.map((candidate) => [candidate, nameStart(index, candidate.position)]));
  while (picked.length < count && remaining.length > 0) {
    let bestAt = -1;
    let bestScore = -Infinity;
    const bestRelevanceLeft = Math.max(...remaining.map((c) => c.relevance));
    remaining.forEach((candidate, at) => {
      if (candidate.relevance < DIVERSITY_BAND * bestRelevanceLeft) return;
      const item = index.items[candidate.position] as CatalogItem;
      const inCategory = perCategory.get(item.category) ?? 0;
      const adjusted =
        candidate.score -
        SAME_CATEGORY_PENALTY * inCategory -
        (names.has(nameStarts.get(candidate) as string) ? SAME_CATEGORY_PENALTY : 0) +
        (candidate.covers.some((i) => !covered.has(i)) ? NEW_INTEREST_BONUS : 0);
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestAt = at;
      }
    });
    if (bestAt < 0) break;
    const [candidate] = remaining.splice(bestAt, 1) as [Candidate];
    const item = index.items[candidate.position] as CatalogItem;
    perCategory.set(item.category, (perCategory.get(item.category) ?? 0) + 1);
    names.add(nameStarts.get(candidate) as string);
    for (const i of candidate.covers) covered.add(i);
    picked.push(candidate);
  }
  return picked;
}
