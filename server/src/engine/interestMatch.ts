/**
 * How well items match one interest: strength per item from the concept index, the person's own word before a
 * synonym, a broader concept only where it generalizes the phrase, and which interests a narrower one makes moot.
 */

import { unionAscending } from "./ascending.ts";
import { type CatalogIndex, NO_POSTINGS } from "./catalogIndex.ts";
import type { EligibleItems } from "./filterCandidates.ts";
import type { InterestReading } from "./readInterests.ts";
import { BODILY_NEEDS, OWN_KIND, TAG_PHRASES } from "./vocabulary.ts";

/** An idea must match one of the person's interests at least this well: a name or a tag, not a passing word. */
export const RELEVANCE_FLOOR = 0.3;
/** Concept postings weigh at most this (a tag that is also the item's category). */
const MAX_POSTING = 1.25;
const WORDS_ONLY_SPECIFICITY = 0.7;
/** A posting this strong comes from a tag or the category, not a passing word in the prose. */
const TAGGED = 0.6;
const GENERALIZES_SHARE = 0.5;
/** A broader concept's match ("travel" for "business travel") counts this much of an exact one. */
const BROADER_SHARE = 0.6;
/** A phrase listing several things ("coffee and tea") wants any of them; one naming a compound wants all. */
const LIST_WORDS = /\s(?:and|or)\s|[,&/+]/i;
/** Two parts of the body are one place that hurts, no list: "relaxing tense neck and shoulders". */
const BODY_PART = String.raw`(?:neck|shoulders?|back|hands?|feet|foot|knees?|hips?|legs?|arms?|wrists?|ankles?)`;
const BODY_PAIR = new RegExp(String.raw`\b${BODY_PART}\s+(?:and|&)\s+${BODY_PART}\b`, "gi");

function listsThings(phrase: string): boolean {
  return LIST_WORDS.test(phrase.replace(BODY_PAIR, "body"));
}
/** Modifiers that say what the thing must be: "alcohol-free beer" is about being alcohol-free as much as beer. */
const DEFINING_MODIFIERS: ReadonlySet<string> = new Set(["mocktails", "non-alcoholic", "sober-curious"]);
/**
 * Heads that name how a love is taken in, not what it is: "history documentaries" is a love of history (a history
 * magazine, a history book) as much as of documentaries, where "reading light" is a light.
 */
const MEDIUM_HEADS: ReadonlySet<string> = new Set(["documentaries", "podcasts", "audiobooks", "magazines", "movies", "tv"]);
/**
 * An item for a compound's modifier alone ("cycling" in "cold hands while cycling", nature in "natural wine") counts
 * this much: under the relevance floor, so a trowel neither serves "sore hands from gardening" nor counts twice for
 * the gardening named beside it.
 */
const CAUSE_SHARE = 0.25;
/** A match through a synonym's concept counts this much of a match on the person's own word as a tag. */
const SYNONYM_SHARE = 0.85;

/** An interest as scored: the reading, plus broader concepts that top up a thin match. */
export type ScoredInterest = InterestReading & { readonly topUp?: readonly string[] };

/** How well each item within the budget matches one interest, and the items it matches at all. */
export interface InterestStrength {
  /** Per item within the budget, from 0 to 1. */
  readonly values: Float32Array;
  /** Ascending, each once: every item with a value above 0 is among them, the only ones a later step looks at. */
  readonly touched: readonly number[];
}

/**
 * How well each item within the budget matches one interest, from 0 to 1, and how specific the interest is
 * (a rare concept such as "back pain" says more than a broad one such as "office"). Only the items the
 * interest's postings reach are visited: a pass over every item per interest was a fifth of a query over 100k items.
 */
export function interestStrength(index: CatalogIndex, interest: ScoredInterest, limit: number): InterestStrength {
  const strength = new Float32Array(limit);
  // Each list of postings is ascending, so the items each one touches first are too (`unionAscending`).
  const runs: number[][] = [];
  let run: number[] = [];
  const raise = (item: number, value: number) => {
    const now = strength[item] as number;
    if (value <= now) return;
    if (now === 0) run.push(item);
    strength[item] = value;
  };
  for (const concept of interest.topUp ?? []) {
    runs.push((run = []));
    const { items, weights } = index.postings.get(concept) ?? NO_POSTINGS;
    for (let at = 0; at < items.length; at++) {
      const item = items[at] as number;
      if (item >= limit) break;
      raise(item, (BROADER_SHARE * (weights[at] as number)) / MAX_POSTING);
    }
  }
  const compound = interest.concepts.length > 1 && !listsThings(interest.phrase);
  // What the phrase is about: a need it names ("sore feet from standing all day"), else its last concept, the
  // head noun ("natural wine" is wine, "reading light" is a light), and a modifier that defines it (alcohol-free).
  const needs = compound ? interest.concepts.filter((concept) => BODILY_NEEDS.has(concept)) : [];
  const medium = compound && MEDIUM_HEADS.has(interest.concepts.at(-1) as string);
  const core =
    needs.length > 0
      ? needs
      : compound
        ? interest.concepts.filter((concept, at) => medium || at === interest.concepts.length - 1 || DEFINING_MODIFIERS.has(concept))
        : [];
  const matchedConcepts = compound ? new Uint8Array(limit) : undefined;
  const coreMatched = compound ? new Uint8Array(limit) : undefined;
  for (const concept of interest.concepts) {
    runs.push((run = []));
    const { items, weights } = index.postings.get(concept) ?? NO_POSTINGS;
    const isCore = core.includes(concept);
    for (let at = 0; at < items.length; at++) {
      const item = items[at] as number;
      if (item >= limit) break;
      const weight = weights[at] as number;
      raise(item, weight / MAX_POSTING);
      if (!matchedConcepts || !coreMatched || weight < TAGGED) continue;
      matchedConcepts[item] = (matchedConcepts[item] as number) + 1;
      if (isCore) coreMatched[item] = 1;
    }
  }
  // An item that carries all of a compound matches it; one that carries what it is about is a broader match (a
  // lamp for "reading light"), or a full one for a need; one that carries only the rest counts for little.
  let touched = unionAscending(runs);
  if (matchedConcepts && coreMatched)
    for (const i of touched) {
      if (needs.length > 0) {
        if (!coreMatched[i]) strength[i] = (strength[i] as number) * CAUSE_SHARE;
      } else if ((matchedConcepts[i] as number) < interest.concepts.length)
        strength[i] = (strength[i] as number) * (coreMatched[i] ? BROADER_SHARE : CAUSE_SHARE);
    }
  if (interest.stems.length > 0) {
    const hits = new Float32Array(limit);
    const hitItems: number[][] = [];
    for (const stem of interest.stems) {
      const stemRun: number[] = [];
      hitItems.push(stemRun);
      const { items, weights } = index.textPostings().get(stem) ?? NO_POSTINGS;
      for (let at = 0; at < items.length; at++) {
        const item = items[at] as number;
        if (item >= limit) break;
        if (hits[item] === 0) stemRun.push(item);
        hits[item] = (hits[item] as number) + (weights[at] as number) / interest.stems.length;
      }
    }
    // A word found only in descriptions stays under the floor unless several of the phrase's words are there.
    // Part of a phrase is much less than all of it: "nursing career" is not any book about careers.
    run = [];
    for (const i of unionAscending(hitItems)) raise(i, 0.8 * Math.min(1, hits[i] as number) ** 2);
    touched = unionAscending([touched, run]);
  }
  const exact = exactTagLists(index, interest.phrase);
  if (exact.length > 0) {
    // Every match counts as a synonym's, except on the items tagged with the phrase itself.
    const tagged = new Uint8Array(limit);
    for (const list of exact) for (const position of list) if (position < limit) tagged[position] = 1;
    for (const i of touched) if (tagged[i] === 0) strength[i] = (strength[i] as number) * SYNONYM_SHARE;
  }
  return { values: strength, touched };
}

/** Items tagged with the person's own phrase ("self care" → "self-care"), singular or plural, when the catalog uses it. */
export function exactTagLists(index: CatalogIndex, phrase: string): (readonly number[])[] {
  const slug = slugOf(phrase);
  if (slug === "") return [];
  const lists: (readonly number[])[] = [];
  // The phrase's own tag, by its name or by what people call it ("green tea" is the catalog's matcha).
  for (const form of new Set([slug, `${slug}s`, slug.endsWith("s") ? slug.slice(0, -1) : "", TAG_BY_PHRASE.get(slug) ?? ""])) {
    const list = form ? index.itemsByTag.get(form) : undefined;
    if (list) lists.push(list);
  }
  return lists;
}

/** A phrase written as a tag is: "Fly Fishing" is fly-fishing. */
function slugOf(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Each `TAG_PHRASES` phrase, written as a slug, to the tag it names. */
const TAG_BY_PHRASE: ReadonlyMap<string, string> = new Map(
  Object.entries(TAG_PHRASES).flatMap(([tag, phrases]) => phrases.map((phrase) => [slugOf(phrase), tag] as const)),
);

/**
 * The broader concepts a phrase may back off to that really generalize it: most items of "fly fishing" are
 * fishing items, so fishing may stand in; no video game is a board game, so "games" may not stand in for
 * "video games", and "home" may not stand in for "entertainment at home". A phrase the catalog does not
 * know at all backs off to whatever its words name.
 */
export function generalizations(index: CatalogIndex, concepts: readonly string[], broader: readonly string[]): readonly string[] {
  if (broader.length === 0 || concepts.length === 0) return broader;
  if (concepts.every((concept) => OWN_KIND.has(concept))) return [];
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
  for (const concept of concepts) {
    const { items, weights } = index.postings.get(concept) ?? NO_POSTINGS;
    for (let at = 0; at < items.length; at++) if ((weights[at] as number) >= TAGGED) narrow.add(items[at] as number);
  }
  if (narrow.size === 0) return broader;
  return broader.filter((concept) => {
    const { items, weights } = index.postings.get(concept) ?? NO_POSTINGS;
    let shared = 0;
    for (let at = 0; at < items.length; at++) if ((weights[at] as number) >= TAGGED && narrow.has(items[at] as number)) shared++;
    return shared >= GENERALIZES_SHARE * narrow.size;
  });
}

/** The items of `positions` that may be suggested (or were shown) and match at least at the relevance floor, in their order. */
export function matchedPositions(strength: Float32Array, positions: Iterable<number>, eligible: EligibleItems): number[] {
  const matched: number[] = [];
  for (const i of positions) if ((strength[i] as number) >= RELEVANCE_FLOOR && eligible.at(i)) matched.push(i);
  return matched;
}

/**
 * Interests whose matching items include almost all items of another, much narrower one met by at least
 * `minEvidence` items. `matched` holds each interest's `matchedPositions`.
 */
export function subsumedInterests(
  strengths: readonly Float32Array[],
  matched: readonly (readonly number[])[],
  minEvidence = 1,
): Set<number> {
  const subsumed = new Set<number>();
  if (strengths.length < 2) return subsumed;
  const sizes = matched.map((positions) => positions.length);
  strengths.forEach((broad, b) => {
    matched.forEach((narrow, n) => {
      const narrowSize = sizes[n] as number;
      if (n === b || narrowSize < minEvidence || narrowSize === 0 || (sizes[b] as number) < 2 * narrowSize) return;
      let inside = 0;
      for (const i of narrow) if ((broad[i] as number) >= RELEVANCE_FLOOR) inside++;
      if (inside >= 0.8 * narrowSize) subsumed.add(b);
    });
  });
  return subsumed;
}

/** From 0.7 for a concept most items carry to 1 for a rare one, so specific needs outrank broad settings. */
export function specificityOf(index: CatalogIndex, interest: InterestReading): number {
  // Words found in names and descriptions are weaker evidence than a concept the catalog is tagged with.
  if (interest.concepts.length === 0) return WORDS_ONLY_SPECIFICITY;
  const share = Math.min(
    ...interest.concepts.map((concept) => (index.postings.get(concept)?.items.length ?? 0) / Math.max(1, index.items.length)),
  );
  return 1 - 0.3 * Math.min(1, share * 10);
}
