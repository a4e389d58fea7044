/**
 * The suggestion engine: a pure function from a query and a catalog index to ranked, diverse gift ideas.
 * understand (readRequest) → filter (hardFilters) → score → diversify → explain (explainIdea).
 * It knows nothing of MCP; the tool layer turns its answer into a result.
 */
import { type CatalogItem, type CategorySlug, DEFAULT_IDEAS, MAX_AGE_YEARS } from "@gift-finder/shared";
import { ANY_OCCASION_BIT, audienceBit, type CatalogIndex, genderCode, occasionBit, prerequisiteMask } from "./catalogIndex.ts";
import { explainIdea } from "./explainIdea.ts";
import { foreignTopicCounter } from "./foreignTopics.ts";
import { brokenAvoid, fitsPlatform } from "./hardFilters.ts";
import { type InterestReading, type RequestFields, type RequestReading, readRequest } from "./readRequest.ts";

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
/** An idea must match one of the person's interests at least this well: a name or a tag, not a passing word. */
const RELEVANCE_FLOOR = 0.3;
/** Concept postings weigh at most this (a tag that is also the item's category). */
const MAX_POSTING = 1.25;
const RELATIVE_FLOOR = 0.5;
const OTHER_INTEREST_PENALTY = 0.1;
const BEGINNER_PENALTY = 0.15;
const ADULT_AGE = 18;
const WORDS_ONLY_SPECIFICITY = 0.7;
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
/** A posting this strong comes from a tag or the category, not a passing word in the prose. */
const TAGGED = 0.6;
const GENERALIZES_SHARE = 0.5;
/** A broader concept's match ("travel" for "business travel") counts this much of an exact one. */
const BROADER_SHARE = 0.6;
/** A match through a synonym's concept counts this much of a match on the person's own word as a tag. */
const SYNONYM_SHARE = 0.85;
/** Diversity chooses only among ideas that match nearly as well as the best one left. */
const DIVERSITY_BAND = 0.92;

/** An interest as scored: the reading, plus broader concepts that top up a thin match. */
type ScoredInterest = InterestReading & { readonly topUp?: readonly string[] };

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

/**
 * How well each item within the budget matches one interest, from 0 to 1, and how specific the interest is
 * (a rare concept such as "back pain" says more than a broad one such as "office").
 */
function interestStrength(index: CatalogIndex, interest: ScoredInterest, limit: number): Float32Array {
  const strength = new Float32Array(limit);
  for (const concept of interest.topUp ?? []) {
    for (const posting of index.postings.get(concept) ?? []) {
      if (posting.item < limit)
        strength[posting.item] = Math.max(strength[posting.item] as number, (BROADER_SHARE * posting.weight) / MAX_POSTING);
    }
  }
  for (const concept of interest.concepts) {
    for (const posting of index.postings.get(concept) ?? []) {
      if (posting.item < limit) strength[posting.item] = Math.max(strength[posting.item] as number, posting.weight / MAX_POSTING);
    }
  }
  if (interest.stems.length > 0) {
    const hits = new Float32Array(limit);
    for (const stem of interest.stems) {
      for (const posting of index.textPostings().get(stem) ?? []) {
        if (posting.item < limit) hits[posting.item] = (hits[posting.item] as number) + posting.weight / interest.stems.length;
      }
    }
    // A word found only in descriptions stays under the floor unless several of the phrase's words are there.
    // Part of a phrase is much less than all of it: "nursing career" is not any book about careers.
    for (let i = 0; i < limit; i++) strength[i] = Math.max(strength[i] as number, 0.8 * Math.min(1, hits[i] as number) ** 2);
  }
  const exact = exactTagLists(index, interest.phrase);
  if (exact.length > 0) {
    // Every match counts as a synonym's; then the items tagged with the phrase itself get their full weight back.
    const full: number[] = [];
    for (const list of exact) for (const position of list) if (position < limit) full.push(position, strength[position] as number);
    for (let i = 0; i < limit; i++) strength[i] = (strength[i] as number) * SYNONYM_SHARE;
    for (let at = 0; at < full.length; at += 2) strength[full[at] as number] = full[at + 1] as number;
  }
  return strength;
}

/** Items tagged with the person's own phrase ("self care" → "self-care"), singular or plural, when the catalog uses it. */
function exactTagLists(index: CatalogIndex, phrase: string): (readonly number[])[] {
  const slug = phrase
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug === "") return [];
  const lists: (readonly number[])[] = [];
  for (const form of [slug, `${slug}s`, slug.endsWith("s") ? slug.slice(0, -1) : ""]) {
    const list = form ? index.itemsByTag.get(form) : undefined;
    if (list) lists.push(list);
  }
  return lists;
}

/**
 * The broader concepts a phrase may back off to that really generalize it: most items of "fly fishing" are
 * fishing items, so fishing may stand in; no video game is a board game, so "games" may not stand in for
 * "video games", and "home" may not stand in for "entertainment at home". A phrase the catalog does not
 * know at all backs off to whatever its words name.
 */
function generalizations(index: CatalogIndex, concepts: readonly string[], broader: readonly string[]): readonly string[] {
  if (broader.length === 0 || concepts.length === 0) return broader;
  let known = generalizationCache.get(index);
  if (!known) generalizationCache.set(index, (known = new Map()));
  const key = `${concepts.join(",")}>${broader.join(",")}`;
  let found = known.get(key);
  if (!found) known.set(key, (found = countGeneralizations(index, concepts, broader)));
  return found;
}

/** Per catalog index: what a phrase's concepts may back off to, counted once. */
const generalizationCache = new WeakMap<CatalogIndex, Map<string, readonly string[]>>();

function countGeneralizations(index: CatalogIndex, concepts: readonly string[], broader: readonly string[]): readonly string[] {
  const narrow = new Set<number>();
  for (const concept of concepts)
    for (const posting of index.postings.get(concept) ?? []) if (posting.weight >= TAGGED) narrow.add(posting.item);
  if (narrow.size === 0) return broader;
  return broader.filter((concept) => {
    let shared = 0;
    for (const posting of index.postings.get(concept) ?? []) if (posting.weight >= TAGGED && narrow.has(posting.item)) shared++;
    return shared >= GENERALIZES_SHARE * narrow.size;
  });
}

/** Interests whose matching items include almost all items of another, much narrower interest. */
function subsumedInterests(strengths: readonly Float32Array[], eligible: Uint8Array, limit: number): Set<number> {
  const subsumed = new Set<number>();
  if (strengths.length < 2) return subsumed;
  const sizes = strengths.map((strength) => {
    let size = 0;
    for (let i = 0; i < limit; i++) if (eligible[i] && (strength[i] as number) >= RELEVANCE_FLOOR) size++;
    return size;
  });
  strengths.forEach((broad, b) => {
    strengths.forEach((narrow, n) => {
      const narrowSize = sizes[n] as number;
      if (n === b || narrowSize === 0 || (sizes[b] as number) < 2 * narrowSize) return;
      let inside = 0;
      for (let i = 0; i < limit; i++)
        if (eligible[i] && (narrow[i] as number) >= RELEVANCE_FLOOR && (broad[i] as number) >= RELEVANCE_FLOOR) inside++;
      if (inside >= 0.8 * narrowSize) subsumed.add(b);
    });
  });
  return subsumed;
}

/** From 0.7 for a concept most items carry to 1 for a rare one, so specific needs outrank broad settings. */
function specificityOf(index: CatalogIndex, interest: InterestReading): number {
  // Words found in names and descriptions are weaker evidence than a concept the catalog is tagged with.
  if (interest.concepts.length === 0) return WORDS_ONLY_SPECIFICITY;
  const share = Math.min(
    ...interest.concepts.map((concept) => (index.postings.get(concept)?.length ?? 0) / Math.max(1, index.items.length)),
  );
  return 1 - 0.3 * Math.min(1, share * 10);
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
        (names.has(firstWords(item.name)) ? SAME_CATEGORY_PENALTY : 0) +
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
    names.add(firstWords(item.name));
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
  const eligible = new Uint8Array(limit);
  const removedBy = new Map<string, number>();
  let eligibleCount = 0;
  const hasMask = prerequisiteMask(reading.has);
  const checkPlatforms = reading.platforms.length > 0;
  const family = reading.family;
  const newborn = reading.baby && reading.occasion === "baby-shower";
  const owned = new Set(reading.owned);
  const otherGender = reading.gender ? genderCode(reading.gender === "female" ? "male" : "female") : 0;
  const ageMin = reading.age?.min ?? 0;
  const ageMax = reading.age?.max ?? MAX_AGE_YEARS;
  for (let position = 0; position < limit; position++) {
    // Arrays first: they decide most items without touching the item objects.
    let cause: string | undefined;
    if (reading.avoid.length > 0) {
      const broken = brokenAvoid(index.items[position] as CatalogItem, index.nameTagStems[position] as string, reading.avoid);
      if (broken) cause = `avoid "${broken.phrase}"`;
    }
    if (!cause) {
      const min = index.minAges[position] as number;
      const max = index.maxAges[position] as number;
      if (!(min <= ageMax && max >= ageMin) && !(reading.baby && min === 0)) cause = "age";
      else if (family && !(min <= family.min && max >= Math.max(family.max, ADULT_AGE))) cause = "age";
      // A baby shower celebrates a newborn: toys and gear for an older baby or child can wait.
      else if (newborn && min >= 1 && max < ADULT_AGE) cause = "age";
      // "Her sourdough starter": the very thing they have is no gift.
      else if (owned.size > 0 && owned.has(index.nameTails[position] as string)) cause = "already has one";
      else if (((index.requiresMasks[position] as number) & ~hasMask) !== 0) cause = "requires";
      else if (otherGender !== 0 && index.madeForGender[position] === otherGender) cause = "made for another gender";
      else if (checkPlatforms && !fitsPlatform(index.items[position] as CatalogItem, index.nameTagStems[position] as string, reading))
        cause = "requires";
    }
    if (cause) removedBy.set(cause, (removedBy.get(cause) ?? 0) + 1);
    else {
      eligible[position] = 1;
      eligibleCount++;
    }
  }
  if (eligibleCount === 0) {
    const avoidCauses = [...removedBy].filter(([cause]) => cause.startsWith("avoid")).sort((a, b) => b[1] - a[1]);
    const constraint =
      avoidCauses.length > 0 ? avoidCauses.map(([cause]) => cause).join(", ") : (removedBy.keys().next().value ?? "the budget");
    return { kind: "nothing-fits", constraint, reading };
  }
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
