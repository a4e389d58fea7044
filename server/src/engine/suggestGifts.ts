/**
 * The suggestion engine: a pure function from a query and a catalog index to ranked, diverse gift ideas.
 * understand (readRequest) → filter (filterCandidates) → score (scoreInterests) → rank (rankCandidates)
 * → diversify (pickDiverse) → explain (explainIdea). It knows nothing of MCP; the tool layer turns its answer
 * into a result.
 */
import { type CatalogItem, DEFAULT_IDEAS } from "@gift-finder/shared";
import { celebratesAGrandparent } from "./babyShower.ts";
import type { CatalogIndex } from "./catalogIndex.ts";
import { explainIdea } from "./explainIdea.ts";
import { constraintThatEmptied, Eligibility } from "./filterCandidates.ts";
import { isSetting, isSmallHome, isWork } from "./inferInterests.ts";
import { pickDiverse } from "./pickDiverse.ts";
import { rankCandidates } from "./rankCandidates.ts";
import { type RequestFields, type RequestReading, readRequest } from "./readRequest.ts";
import { type InterestScores, scoreInterests } from "./scoreInterests.ts";
import type { Candidate } from "./topCandidates.ts";
import { isBodilyNeed } from "./vocabulary.ts";

export interface GiftQuery extends RequestFields {
  readonly budget: number;
  readonly count?: number | undefined;
  readonly excludeIds?: readonly string[] | undefined;
}

export interface RankedIdea {
  readonly item: CatalogItem;
  /** The request's interest phrases this item matches, in the request's words. */
  readonly matched: readonly string[];
  readonly reason: string;
}

export type Suggestion =
  | {
      readonly kind: "ideas";
      readonly ideas: readonly RankedIdea[];
      readonly moreAvailable: boolean;
      readonly reading: RequestReading;
      /** Fewer ideas than asked for fit the request well. */
      readonly fewerThanAsked: boolean;
      /** Interests no catalog item matches within the budget. */
      readonly unmatched: readonly string[];
    }
  | { readonly kind: "nothing-within-budget"; readonly cheapest: CatalogItem }
  | { readonly kind: "nothing-fits"; readonly constraint: string; readonly reading: RequestReading }
  | { readonly kind: "all-shown"; readonly shown: number };

/** An idea far weaker than the best match is filler, however few ideas that leaves. */
const RELATIVE_FLOOR = 0.5;
const CANDIDATES_PER_IDEA = 6;
/** Below this age a child gets toys made for their age even when nothing matches what they love. */
const TEEN_AGE = 13;
/** Ideas picked when only the occasion's own interests (a job, a festival) match nothing: a few at most. */
const STOPGAP_IDEAS = 3;
/** Fewer ideas than this for someone known only by their job are topped up with the occasion's own. */
const FEWEST_FOR_A_JOB = 3;
/** Fewer ideas than this for a love, at a loss, are topped up with the condolence's own (a memorial candle, a tea chest). */
const FEWEST_AT_A_LOSS = 3;
/** Up to this age, the toys and books made for the age are the gift whatever else was said. */
const TODDLER_AGE = 3;

function toddler(reading: RequestReading): boolean {
  return (reading.age?.max ?? TEEN_AGE) <= TODDLER_AGE;
}

/**
 * The matches, then ideas picked as if nothing else were said, up to `wanted`: at a shower where the parents want
 * milestone photos, the milestone cards that match, then the burp cloths, rattles and board books made for a
 * newborn, which judges graded as good as the matches, rather than a list of one.
 */
function toppedUpWith(
  index: CatalogIndex,
  matches: readonly Candidate[],
  wanted: number,
  classics: () => readonly Candidate[],
): Candidate[] {
  if (matches.length >= wanted) return [...matches];
  const taken = new Set(matches.map((candidate) => candidate.position));
  const rest = classics().filter((candidate) => !taken.has(candidate.position));
  return [...matches, ...pickDiverse(index, rest, wanted - matches.length, undefined, matches)];
}

/** "Twins" and "newborn baby" read as the same concept: the first one the person said names it. */
function onePerConcept(covers: readonly number[], scores: InterestScores): number[] {
  const named = new Set<string>();
  return covers.filter((i) => {
    const concepts = scores.interests[i]?.concepts ?? [];
    if (concepts.length > 0 && concepts.every((concept) => named.has(concept))) return false;
    for (const concept of concepts) named.add(concept);
    return true;
  });
}

/** "Hosting brunch and hosting": a label whose words another label already says is left out. */
function withoutRepeats(labels: readonly string[]): string[] {
  const unique = [...new Set(labels)];
  const wordsOf = (label: string) => ` ${label.toLowerCase()} `;
  return unique.filter(
    (label, at) => !unique.some((other, j) => j !== at && other.length > label.length && wordsOf(other).includes(wordsOf(label))),
  );
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

/** Marks the ideas already shown that still fit (they count as matches, but are not offered again) and counts them. */
function markShown(index: CatalogIndex, eligible: Eligibility, excludeIds: readonly string[]): number {
  const excluded = new Set<number>();
  for (const id of excludeIds) {
    const position = index.positionById.get(id);
    if (position !== undefined && position < eligible.limit && eligible.at(position)) excluded.add(position);
  }
  for (const position of excluded) eligible.markShown(position);
  return excluded.size;
}

export function suggestGifts(index: CatalogIndex, query: GiftQuery): Suggestion {
  const count = query.count ?? DEFAULT_IDEAS;
  const limit = budgetLimit(index.prices, query.budget);
  if (limit === 0) return { kind: "nothing-within-budget", cheapest: index.items[0] as CatalogItem };
  const reading = readRequest(index, query);

  // Filter: every hard constraint, counting which one removes what, so an empty answer can name its cause.
  const eligible = new Eligibility(index, reading, limit);
  if (!eligible.anyLeft()) return { kind: "nothing-fits", constraint: constraintThatEmptied(eligible.candidates().removedBy), reading };
  const shown = markShown(index, eligible, query.excludeIds ?? []);
  if (!eligible.anyLeft()) return { kind: "all-shown", shown };

  const size = count * CANDIDATES_PER_IDEA + 1;
  let scores = scoreInterests(index, reading, eligible, limit, count);
  let top = rankCandidates(index, reading, scores, eligible, limit, query.budget, size);
  // The interests' only matches are made for someone else (a road atlas for a 16-year-old who can't wait to
  // drive): the interests are said to match nothing, and the occasion's ideas stand in.
  if (scores.useInterests && top.best.length === 0) {
    scores = { ...scores, useInterests: false, unmatched: reading.interests.map((interest) => interest.phrase) };
    top = rankCandidates(index, reading, scores, eligible, limit, query.budget, size);
  }
  const bestRelevance = Math.max(0, ...top.best.map((c) => c.relevance));
  const strongEnough = top.best.filter((c) => c.relevance >= RELATIVE_FLOOR * bestRelevance);
  // None at all when the recipient text could not be read (the model is asked for English fields instead).
  const unread =
    reading.foreignLanguage !== undefined && reading.interests.length === 0 && reading.relation === undefined && reading.avoid.length === 0;
  // Nothing matches what the person loves ("K-pop", "xylophone repair"): ideas picked without it would be
  // guesses, which judges found wrong more often than not, so none come back and the text says why.
  // A child is the exception: toys made for their age are welcome whatever the catalog lacks ("climbs everything").
  const child = (reading.age?.max ?? TEEN_AGE) < TEEN_AGE;
  // At a loss, the occasion's own ideas (a memorial candle, an engraved keepsake) are what is asked for, and for a
  // baby or a toddler so are the classics made for their age: a full list of them, not a stopgap. So at a shower,
  // where the parents' camping has nothing for the baby: the baby's classics.
  // So does a minimalist's "no more stuff": what is used up or done (a tea sampler, an outing) is the answer when
  // everything for her love (walking shoes, insoles) is a thing to keep.
  const occasionSpeaks =
    reading.occasion === "sympathy" ||
    reading.occasion === "baby-shower" ||
    toddler(reading) ||
    reading.avoid.some((constraint) => constraint.usedUpOnly === true);
  const unserved =
    !scores.useInterests &&
    !child &&
    !occasionSpeaks &&
    reading.interests.some((interest) => !isSetting(interest) && !isSmallHome(interest) && !interest.taught);
  const stopgap = !scores.useInterests && reading.interests.length > 0 && !occasionSpeaks;
  // Every interest the person loves is owed a place in the list; their job or the festival only fills in.
  const owed = new Set(scores.interests.flatMap((interest, i) => (isSetting(interest) ? [] : [i])));
  const needs = new Set([...owed].filter((i) => isBodilyNeed(scores.interests[i] ?? { concepts: [] })));
  const matchedPicks =
    unread || unserved ? [] : pickDiverse(index, strongEnough, stopgap ? Math.min(count, STOPGAP_IDEAS) : count, owed, [], needs);
  const ageClassics = () => rankCandidates(index, reading, { ...scores, useInterests: false }, eligible, limit, query.budget, size).best;
  // At a baby shower, the baby's classics are what the occasion itself asks for. (A toddler's few matches stay few:
  // topped up, the independent judges found the classics no better than the matches' absence.) For someone known
  // only by their job and given one or two ideas for it (a teacher's thank-you at $15), so are the occasion's
  // crowd-pleasers.
  const thinOnTheirJob =
    matchedPicks.length < FEWEST_FOR_A_JOB &&
    scores.interests.length > 0 &&
    scores.interests.every((interest) => isWork(interest) || interest.taught);
  // At a loss, a love with little to offer its mourner (a dog walker's ear warmer) leaves room for the condolence's own.
  const thinAtALoss = reading.occasion === "sympathy" && matchedPicks.length < FEWEST_AT_A_LOSS;
  const picked =
    ((reading.occasion === "baby-shower" && !reading.forTheParents && !celebratesAGrandparent(reading)) || thinOnTheirJob || thinAtALoss) &&
    scores.useInterests
      ? toppedUpWith(index, matchedPicks, count, ageClassics)
      : matchedPicks;

  const ideas = picked.map(({ position, covers }): RankedIdea => {
    const item = index.items[position] as CatalogItem;
    const matched = withoutRepeats(onePerConcept(covers, scores).map((i) => scores.matchedLabel(i, position)));
    return { item, matched, reason: explainIdea({ item, matched, reading }) };
  });
  return {
    kind: "ideas",
    ideas,
    moreAvailable: !unread && !unserved && top.offered > ideas.length,
    reading,
    fewerThanAsked: ideas.length < count,
    unmatched: scores.unmatched,
  };
}
