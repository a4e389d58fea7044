/**
 * The suggestion engine: a pure function from a query and a catalog index to ranked, diverse gift ideas.
 * understand (readRequest) → filter (hardFilters) → score → diversify → explain (explainIdea).
 * It knows nothing of MCP; the tool layer turns its answer into a result.
 */
import { type CatalogItem, type CategorySlug, DEFAULT_IDEAS } from "@gift-finder/shared";
import { ANY_OCCASION_BIT, audienceBit, type CatalogIndex, occasionBit } from "./catalogIndex.ts";
import { explainIdea } from "./explainIdea.ts";
import { constraintThatEmptied, filterCandidates } from "./filterCandidates.ts";
import { foreignTopicCounter } from "./foreignTopics.ts";
import {
  exactTagLists,
  generalizations,
  interestStrength,
  RELEVANCE_FLOOR,
  type ScoredInterest,
  specificityOf,
  subsumedInterests,
} from "./interestMatch.ts";
import { type RequestFields, type RequestReading, readRequest } from "./readRequest.ts";

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

/** How much each signal counts once an idea has passed the filters and the relevance floor. */
const WEIGHTS = { interest: 0.7, budget: 0.1, occasion: 0.12, audience: 0.08 } as const;
const GENERAL_WEIGHTS = { occasion: 0.35, budget: 0.2, audience: 0.2, safe: 0.25 } as const;
/**
 * With no interest to go on, ideas most people welcome: treats, desk things and plants at work; treats,
 * experiences and home comforts for family and friends.
 */
const WORK_SAFE_CATEGORIES: readonly CategorySlug[] = ["food-drink", "office", "gardening", "home"];
const PERSONAL_SAFE_CATEGORIES: readonly CategorySlug[] = ["food-drink", "experiences", "home", "wellness"];
const RELATIVE_FLOOR = 0.5;
const OTHER_INTEREST_PENALTY = 0.1;
const BEGINNER_PENALTY = 0.15;
const TOKEN_SHARE = 0.1;
const TOKEN_MIN_BUDGET = 100;
const TOKEN_PENALTY = 0.1;
/** How well an item suits a relationship's other audiences ("adult" for a grandmother) next to its first. */
const PARTLY_MEANT_FOR = 0.7;
const YOUTH_AUDIENCES = ["baby", "kid", "teen", "family"] as const;
const TOP_OF_AGE_RANGE_PENALTY = 0.08;
const SAME_CATEGORY_PENALTY = 0.1;
const NEW_INTEREST_BONUS = 0.06;
const CANDIDATES_PER_IDEA = 6;
/** Diversity chooses only among ideas that match nearly as well as the best one left. */
const DIVERSITY_BAND = 0.92;

/** Ideas that use most of the budget score best; cheap ones are not excluded, only ranked lower. */
function budgetFit(price: number, budget: number): number {
  const share = price / budget / 0.4;
  // Rises fast to 40% of the budget, then gently, so equally good ideas that use more of it come first.
  return 0.9 * (share >= 1 ? 1 : share * (2 - share)) + 0.1 * Math.min(1, price / budget);
}

/** A token next to the budget ($25 earbuds for a $1,000 high-end audio lover) reads as an afterthought. */
function tokenGift(price: number, budget: number): number {
  if (budget < TOKEN_MIN_BUDGET || price >= TOKEN_SHARE * budget) return 0;
  return price < (TOKEN_SHARE / 2) * budget ? 2 * TOKEN_PENALTY : TOKEN_PENALTY;
}

function occasionFit(mask: number, wanted: number): number {
  if (wanted === 0) return 0.5;
  if (mask & wanted) return 1;
  return mask & ANY_OCCASION_BIT ? 0.6 : 0;
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

function firstWords(name: string): string {
  return name.toLowerCase().split(/\s+/).slice(0, 2).join(" ");
}

interface Candidate {
  readonly position: number;
  readonly score: number;
  /** How well it matches the person's interests alone (0 when there are none). */
  readonly relevance: number;
  /** Indexes of the interests this item matches above the floor. */
  readonly covers: readonly number[];
}

/** The best few candidates by score, ties broken by catalog order, without sorting everything offered. */
class TopCandidates {
  readonly best: Candidate[] = [];
  offered = 0;
  /** The score a candidate must beat once the list is full. */
  bar = -Infinity;
  readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** Counts the offer, and says whether a candidate with this score would make the list. */
  wants(score: number): boolean {
    this.offered++;
    return score > this.bar;
  }

  /** Would a candidate with this score make the list (without counting it as offered)? */
  couldTake(score: number): boolean {
    return score > this.bar;
  }

  /** Call only after `wants` said yes. */
  offer(candidate: Candidate): void {
    const best = this.best;
    let at = best.length;
    while (at > 0 && candidate.score > (best[at - 1] as Candidate).score) at--;
    best.splice(at, 0, candidate);
    if (best.length > this.size) best.pop();
    if (best.length === this.size) this.bar = (best[best.length - 1] as Candidate).score;
  }
}

function pickDiverse(index: CatalogIndex, candidates: readonly Candidate[], count: number): Candidate[] {
  const picked: Candidate[] = [];
  const perCategory = new Map<CategorySlug, number>();
  const covered = new Set<number>();
  const names = new Set<string>();
  const remaining = [...candidates];
  // Looked up for every remaining candidate in every round: worked out once per candidate.
  const nameStarts = new Map(candidates.map((candidate) => [candidate, firstWords((index.items[candidate.position] as CatalogItem).name)]));
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

export function suggestGifts(index: CatalogIndex, query: GiftQuery): Suggestion {
  const count = query.count ?? DEFAULT_IDEAS;
  const limit = budgetLimit(index.prices, query.budget);
  if (limit === 0) return { kind: "nothing-within-budget", cheapest: index.items[0] as CatalogItem };
  const reading = readRequest(index, query);

  // Filter: every hard constraint, counting which one removes what, so an empty answer can name its cause.
  const { eligible, eligibleCount, removedBy } = filterCandidates(index, reading, limit);
  if (eligibleCount === 0) return { kind: "nothing-fits", constraint: constraintThatEmptied(removedBy), reading };
  const excluded = new Set<number>();
  for (const id of query.excludeIds ?? []) {
    const position = index.positionById.get(id);
    if (position !== undefined && position < limit && eligible[position]) excluded.add(position);
  }
  if (excluded.size >= eligibleCount) return { kind: "all-shown", shown: excluded.size };
  // 1 = may be suggested now; 2 = fits, but was shown already.
  for (const position of excluded) eligible[position] = 2;

  // Score: interests first; an idea below the relevance floor is not an idea for this person.
  const countMatches = (strength: Float32Array) => {
    let found = 0;
    for (let i = 0; i < limit; i++) if (eligible[i] && (strength[i] as number) >= RELEVANCE_FLOOR) found++;
    return found;
  };
  const matches = (strength: Float32Array) => countMatches(strength) > 0;
  // An interest the catalog cannot serve as said backs off to its words' concepts ("fly fishing" → fishing);
  // one it serves with only a few ideas is topped up from them, each counting for less than an exact match.
  const said = reading.interests.map((interest) => ({ interest, strength: interestStrength(index, interest, limit) }));
  const scored = said.map(({ interest, strength }) => {
    const broader = generalizations(index, interest.concepts, interest.broader);
    if (broader.length === 0) return { interest: interest as ScoredInterest, strength };
    const found = countMatches(strength);
    if (found >= count) return { interest: interest as ScoredInterest, strength };
    const label = broader.map((concept) => concept.replace(/-/g, " ")).join(", ");
    const backedOff: ScoredInterest =
      found === 0 ? { ...interest, phrase: label, concepts: broader, stems: [] } : { ...interest, topUp: broader };
    // Ideas reached only through the broader concept are explained by it ("For travel:", not "For business travel:").
    return { interest: backedOff, strength: interestStrength(index, backedOff, limit), exact: found > 0 ? strength : undefined, label };
  });
  const interests = scored.map(({ interest }) => interest);
  const allStrengths = scored.map(({ strength }) => strength);
  // A broad interest that merely contains a narrower one the person also named ("reading" beside "romance
  // novels") would let any book in; the narrower one says what they meant.
  const subsumed = subsumedInterests(allStrengths, eligible, limit);
  const strengths = allStrengths.map((strength, i) => (subsumed.has(i) ? new Float32Array(limit) : strength));
  const specificity = interests.map((interest) => specificityOf(index, interest));
  const matchable = allStrengths.map(matches);
  const unmatched = reading.interests.filter((_, i) => !matchable[i]).map((interest) => interest.phrase);
  const useInterests = matchable.some(Boolean);
  let wantedAudiences = 0;
  for (const audience of reading.relation?.audiences ?? []) wantedAudiences |= audienceBit(audience);
  // The relationship's first audience is the most telling: made for seniors suits a grandmother best.
  const primaryAudience = reading.relation?.audiences?.[0];
  const primaryBit = primaryAudience ? audienceBit(primaryAudience) : 0;
  const foreignTopics = foreignTopicCounter(index.topics, new Set(interests.flatMap((interest) => interest.concepts)));
  // A child at the very top of a toy's age range has usually outgrown it.
  const childAge = reading.exactAge !== undefined && reading.exactAge < 13 ? reading.exactAge : undefined;
  // For a child or a teenager, an item the catalog says is for adults is a gift for someone else.
  const youthMask =
    reading.age !== undefined && reading.age.min < 18 && reading.age.max <= 19
      ? YOUTH_AUDIENCES.reduce((mask, a) => mask | audienceBit(a), 0)
      : 0;
  // A grown-up who already knows how (and anyone teaching it) has outgrown a beginner's kit; a child has not.
  const notNew = !reading.beginner && reading.age !== undefined && reading.age.min >= 13;
  const wantedOccasion = reading.occasion === undefined ? 0 : occasionBit(reading.occasion);
  // A coworker's baby shower is about the baby: baby things, not office-safe things.
  const workRelation = reading.relation?.audiences?.[0] === "coworker" && !reading.baby;

  const top = new TopCandidates(count * CANDIDATES_PER_IDEA + 1);
  // Without interests, ideas made for the occasion come first; when there are none, any fitting idea will do.
  for (const strict of useInterests ? [true] : [true, false]) {
    if (top.offered > 0) break;
    for (let position = 0; position < limit; position++) {
      if (eligible[position] !== 1) continue;
      const audienceMask = index.audienceMasks[position] as number;
      if (youthMask !== 0 && (audienceMask & youthMask) === 0) continue;
      // Most items match no interest: that is checked before anything else is worked out for them.
      let best = 0;
      let sum = 0;
      if (useInterests) {
        let covered = false;
        for (let i = 0; i < strengths.length; i++) {
          const value = (strengths[i] as Float32Array)[position] as number;
          if (value >= RELEVANCE_FLOOR) covered = true;
          const weighted = value * (specificity[i] as number);
          sum += weighted;
          if (weighted > best) best = weighted;
        }
        if (!covered) continue;
      }
      const audience =
        wantedAudiences === 0 || audienceMask & primaryBit ? 1 : audienceMask & wantedAudiences ? PARTLY_MEANT_FOR : 0.3 * PARTLY_MEANT_FOR;
      const occasion = occasionFit(index.occasionMasks[position] as number, wantedOccasion);
      const budget = budgetFit(index.prices[position] as number, query.budget);
      if (useInterests) {
        const interest = 0.6 * best + 0.4 * (sum / strengths.length);
        const unpenalized =
          WEIGHTS.interest * interest +
          WEIGHTS.budget * budget +
          WEIGHTS.occasion * occasion +
          WEIGHTS.audience * audience -
          tokenGift(index.prices[position] as number, query.budget) -
          (notNew && index.forBeginners[position] ? BEGINNER_PENALTY : 0) -
          (childAge !== undefined && childAge >= (index.maxAges[position] as number) - 1 ? TOP_OF_AGE_RANGE_PENALTY : 0);
        // An item mainly made for another hobby ("a cookbook" for a romance reader) is a gift for someone else.
        // Looked up only for items that could still make the list.
        const score = top.couldTake(unpenalized)
          ? unpenalized - OTHER_INTEREST_PENALTY * Math.min(2, foreignTopics(position))
          : unpenalized;
        if (!top.wants(score)) continue;
        const covers: number[] = [];
        for (let i = 0; i < strengths.length; i++)
          if (((strengths[i] as Float32Array)[position] as number) >= RELEVANCE_FLOOR) covers.push(i);
        top.offer({ position, covers, score, relevance: interest });
      } else {
        // No interest to go on: only ideas made for this occasion and this kind of person.
        if (strict && reading.occasion !== undefined && occasion < 1) continue;
        if (workRelation && !(audienceMask & audienceBit("coworker"))) continue;
        const category = (index.items[position] as CatalogItem).category;
        // Only when someone is described: a bare occasion and budget get the whole catalog's spread.
        const safe =
          reading.relation !== undefined && (workRelation ? WORK_SAFE_CATEGORIES : PERSONAL_SAFE_CATEGORIES).includes(category) ? 1 : 0;
        const score =
          GENERAL_WEIGHTS.occasion * occasion +
          GENERAL_WEIGHTS.budget * budget +
          GENERAL_WEIGHTS.audience * audience +
          GENERAL_WEIGHTS.safe * safe;
        if (top.wants(score)) top.offer({ position, covers: [], score, relevance: 0 });
      }
    }
  }
  // A relative floor as well: an idea far weaker than the best match is filler, however few ideas that leaves.
  const bestRelevance = Math.max(0, ...top.best.map((c) => c.relevance));
  const strongEnough = top.best.filter((c) => c.relevance >= RELATIVE_FLOOR * bestRelevance);
  // Ideas picked without the interests the person named would be padding: a few at most, and none at all when
  // the recipient text could not be read (the model is asked for English fields instead).
  const unread =
    reading.foreignLanguage !== undefined && reading.interests.length === 0 && reading.relation === undefined && reading.avoid.length === 0;
  const stopgap = !useInterests && reading.interests.length > 0;
  const picked = unread ? [] : pickDiverse(index, strongEnough, stopgap ? Math.min(count, 3) : count);

  const ideas = picked.map(({ position, covers }): RankedIdea => {
    const item = index.items[position] as CatalogItem;
    const matched = covers
      .map((i) => {
        const { interest, exact, label } = scored[i] as (typeof scored)[number];
        if (exact && (exact[position] as number) < RELEVANCE_FLOOR && label) return label;
        // "Plant care" is a tag of its own: a plant reached through "plants" is explained as that, not as plant care.
        const ownTag = exactTagLists(index, interest.phrase);
        if (ownTag.length > 0 && !ownTag.some((list) => list.includes(position)) && interest.concepts.length > 0)
          return interest.concepts.map((concept) => concept.replace(/-/g, " ")).join(", ");
        return interest.phrase;
      })
      .filter((label, at, labels) => labels.indexOf(label) === at);
    return { item, matched, reason: explainIdea({ item, matched, reading }) };
  });
  return {
    kind: "ideas",
    ideas,
    moreAvailable: !unread && top.offered > ideas.length,
    reading,
    fewerThanAsked: ideas.length < count,
    unmatched,
  };
}
