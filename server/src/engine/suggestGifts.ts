/**
 * The suggestion engine: a pure function from a query and a catalog index to ranked, diverse gift ideas.
 * It knows nothing of MCP; the tool layer turns its answer into a result.
 */
import { DEFAULT_IDEAS, type CatalogItem, type CategorySlug, type Occasion } from "@gift-finder/shared";
import { ANY_OCCASION_BIT, audienceBit, occasionBit, type CatalogIndex } from "./catalogIndex.ts";
import { explainIdea } from "./explainIdea.ts";
import { understandQuery, type UnderstoodQuery } from "./understandQuery.ts";

export interface GiftQuery {
  readonly occasion: string;
  readonly budget: number;
  readonly recipient?: string | undefined;
  readonly count?: number | undefined;
  readonly excludeIds?: readonly string[] | undefined;
}

export interface RankedIdea {
  readonly item: CatalogItem;
  readonly score: number;
  readonly matched: readonly string[];
  readonly reason: string;
}

export type Suggestion =
  | { readonly kind: "ideas"; readonly ideas: readonly RankedIdea[]; readonly moreAvailable: boolean; readonly occasion: Occasion | undefined }
  | { readonly kind: "nothing-within-budget"; readonly cheapest: CatalogItem }
  | { readonly kind: "all-shown"; readonly shown: number };

/** How much each signal counts. Interest dominates when the recipient names one; the rest order the field. */
const SCORE_WEIGHTS = { interest: 0.55, budget: 0.2, occasion: 0.15, audience: 0.1 } as const;
/** Each earlier pick from the same category lowers the next one's score by this much (spreads categories). */
const SAME_CATEGORY_PENALTY = 0.08;
/** When the recipient has named interests, an idea that matches none of them is a last resort, not a spread. */
const UNRELATED_PENALTY = 0.25;
const CANDIDATES_PER_IDEA = 6;

const CHILD_AUDIENCES = audienceBit("kid") | audienceBit("baby");

/** Ideas that use most of the budget score best; cheap ones are not excluded, only ranked lower. */
function budgetFit(price: number, budget: number): number {
  const share = price / budget / 0.6;
  return share >= 1 ? 1 : share * (2 - share);
}

function occasionFit(mask: number, occasion: Occasion | undefined): number {
  if (occasion === undefined) return 0.5;
  if (mask & occasionBit(occasion)) return 1;
  return mask & ANY_OCCASION_BIT ? 0.6 : 0;
}

function audienceFit(mask: number, wanted: number): number {
  if (wanted === 0) return mask & ~CHILD_AUDIENCES ? 0.5 : -1;
  if (mask & wanted) return 1;
  const wantsChild = (wanted & CHILD_AUDIENCES) !== 0;
  const forChildOnly = (mask & ~CHILD_AUDIENCES) === 0;
  return wantsChild === forChildOnly ? 0 : -1;
}

/** Index of the first item priced above the budget (prices are sorted ascending). */
function budgetLimit(prices: Float64Array, budget: number): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((prices[mid] as number) <= budget) low = mid + 1;
    else high = mid;
  }
  return low;
}

function interestScores(index: CatalogIndex, understood: UnderstoodQuery, limit: number): Float32Array {
  const scores = new Float32Array(limit);
  let best = 0;
  for (const concept of understood.interests) {
    const idf = index.idf.get(concept) ?? 0;
    for (const posting of index.postings.get(concept) ?? []) {
      if (posting.item >= limit) continue;
      const value = (scores[posting.item] as number) + idf * posting.weight;
      scores[posting.item] = value;
      if (value > best) best = value;
    }
  }
  if (best > 0) for (let i = 0; i < limit; i++) scores[i] = (scores[i] as number) / best;
  return scores;
}

/** Keeps the `size` best positions by score, ties broken by catalog order so the answer is deterministic. */
function topCandidates(total: Float32Array, eligible: (position: number) => boolean, size: number): number[] {
  const top: number[] = [];
  for (let position = 0; position < total.length; position++) {
    if (!eligible(position)) continue;
    const score = total[position] as number;
    if (top.length === size && score <= (total[top[size - 1] as number] as number)) continue;
    let insertAt = top.length;
    while (insertAt > 0 && score > (total[top[insertAt - 1] as number] as number)) insertAt--;
    top.splice(insertAt, 0, position);
    if (top.length > size) top.pop();
  }
  return top;
}

function pickDiverse(index: CatalogIndex, total: Float32Array, interest: Float32Array, candidates: number[], count: number): number[] {
  const hasInterests = candidates.some((position) => (interest[position] as number) > 0);
  const picked: number[] = [];
  const perCategory = new Map<CategorySlug, number>();
  const remaining = [...candidates];
  while (picked.length < count && remaining.length > 0) {
    let bestAt = 0;
    let bestScore = -Infinity;
    remaining.forEach((position, at) => {
      const category = (index.items[position] as CatalogItem).category;
      const unrelated = hasInterests && (interest[position] as number) === 0 ? UNRELATED_PENALTY : 0;
      const adjusted = (total[position] as number) - SAME_CATEGORY_PENALTY * (perCategory.get(category) ?? 0) - unrelated;
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestAt = at;
      }
    });
    const [position] = remaining.splice(bestAt, 1) as [number];
    const category = (index.items[position] as CatalogItem).category;
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    picked.push(position);
  }
  return picked;
}

/** The item's rarest tags that say something the match does not already say (e.g. "birds" on Wingspan). */
function distinctiveTags(index: CatalogIndex, position: number, matched: readonly string[], limit = 2): string[] {
  const item = index.items[position] as CatalogItem;
  const concepts = index.tagConcepts[position] ?? [];
  const categoryConcepts = index.categoryConcepts.get(item.category);
  return item.tags
    .map((tag, at) => ({ tag, concept: concepts[at] ?? tag }))
    .filter(({ concept }) => !matched.includes(concept) && !categoryConcepts?.has(concept))
    .sort((a, b) => (index.idf.get(b.concept) ?? 0) - (index.idf.get(a.concept) ?? 0) || (a.tag < b.tag ? -1 : 1))
    .slice(0, limit)
    .map(({ tag }) => tag.replace(/-/g, " "));
}

function matchedInterests(index: CatalogIndex, understood: UnderstoodQuery, position: number): string[] {
  const matched: string[] = [];
  for (const concept of understood.interests) {
    if (index.postings.get(concept)?.some((p) => p.item === position)) matched.push(concept);
  }
  return matched;
}

export function suggestGifts(index: CatalogIndex, query: GiftQuery): Suggestion {
  const count = query.count ?? DEFAULT_IDEAS;
  const limit = budgetLimit(index.prices, query.budget);
  if (limit === 0) return { kind: "nothing-within-budget", cheapest: index.items[0] as CatalogItem };

  const understood = understandQuery(index, query.occasion, query.recipient ?? "");
  const interest = interestScores(index, understood, limit);
  let wantedAudiences = 0;
  for (const audience of understood.audiences) wantedAudiences |= audienceBit(audience);

  const total = new Float32Array(limit);
  for (let i = 0; i < limit; i++) {
    total[i] =
      SCORE_WEIGHTS.interest * (interest[i] as number) +
      SCORE_WEIGHTS.budget * budgetFit(index.prices[i] as number, query.budget) +
      SCORE_WEIGHTS.occasion * occasionFit(index.occasionMasks[i] as number, understood.occasion) +
      SCORE_WEIGHTS.audience * audienceFit(index.audienceMasks[i] as number, wantedAudiences);
  }

  const excluded = new Set<number>();
  for (const id of query.excludeIds ?? []) {
    const position = index.positionById.get(id);
    if (position !== undefined && position < limit) excluded.add(position);
  }
  if (excluded.size >= limit) return { kind: "all-shown", shown: excluded.size };

  const candidates = topCandidates(total, (p) => !excluded.has(p), count * CANDIDATES_PER_IDEA + 1);
  const picked = pickDiverse(index, total, interest, candidates, count);
  const ideas = picked.map((position): RankedIdea => {
    const item = index.items[position] as CatalogItem;
    const matched = matchedInterests(index, understood, position);
    const flavour = distinctiveTags(index, position, matched);
    return { item, score: total[position] as number, matched, reason: explainIdea({ item, matched, flavour, understood, budget: query.budget }) };
  });
  return { kind: "ideas", ideas, moreAvailable: limit - excluded.size > ideas.length, occasion: understood.occasion };
}
