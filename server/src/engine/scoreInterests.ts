/**
 * Score: how well every item within the budget matches each interest the person named, with back-off to a
 * broader concept where the catalog serves a phrase thinly, and which interests a narrower one makes moot.
 */
import { unionAscending } from "./ascending.ts";
import type { CatalogIndex } from "./catalogIndex.ts";
import type { EligibleItems } from "./filterCandidates.ts";
import { narrowerSibling } from "./foreignTopics.ts";
import {
  exactTagLists,
  generalizations,
  type InterestStrength,
  interestStrength,
  matchedPositions,
  RELEVANCE_FLOOR,
  type ScoredInterest,
  specificityOf,
  subsumedInterests,
} from "./interestMatch.ts";
import { itemMemo } from "./itemMemo.ts";
import type { RequestReading } from "./readRequest.ts";
import { STOPWORDS, words } from "./text.ts";
import { conceptLabel, isBodilyNeed } from "./vocabulary.ts";

interface ScoredPhrase {
  readonly interest: ScoredInterest;
  readonly strength: InterestStrength;
  /** Its matches among the eligible items (`matchedPositions`), when working out whether to back off found them. */
  readonly matches?: readonly number[] | undefined;
  /** For a topped-up interest: the strength of the exact match alone. */
  readonly exact?: Float32Array | undefined;
  /** For a backed-off or topped-up interest: the broader concepts, as an idea reached through them is explained. */
  readonly label?: string | undefined;
}

export interface InterestScores {
  readonly interests: readonly ScoredInterest[];
  /** Per interest, per item within the budget: 0 to 1 (zero for an interest a narrower one makes moot). */
  readonly strengths: readonly Float32Array[];
  /** Per interest: from 0.7 for a broad concept to 1 for a rare one. */
  readonly specificity: readonly number[];
  /** The person's phrases no item within the budget matches. */
  readonly unmatched: readonly string[];
  /** Whether any interest matches anything: otherwise ideas are chosen for the occasion and the person. */
  readonly useInterests: boolean;
  /**
   * The items within the budget that pass the filters (shown ones too) and match some interest at least at the
   * relevance floor, in position order: all that ranking by interests looks at.
   */
  readonly matching: readonly number[];
  /** How an idea that matches interest `i` is explained: the person's phrase, or the concept it was reached through. */
  matchedLabel(i: number, position: number): string;
}

/**
 * The stems of an item's name, tags and description: what it says about itself. Worked out once per item:
 * reading and stemming the description on every explained idea was about 4% of a call's CPU.
 */
const itemStems = itemMemo(
  (item): ReadonlySet<string> => new Set(words(`${item.name} ${item.tags.join(" ").replace(/-/g, " ")} ${item.description}`).stems),
);

/**
 * Does the item say every content word of a phrase of several words? One word is the person's own name for the
 * concept ("boardgames") and always stands.
 */
function says(itemWords: () => ReadonlySet<string>, phrase: string, fewestWords = 2): boolean {
  const asked = words(phrase);
  const content = asked.stems.filter((_, at) => !STOPWORDS.has(asked.exact[at] as string));
  if (content.length < fewestWords) return true;
  const said = itemWords();
  return content.every((stem) => said.has(stem));
}

export function scoreInterests(
  index: CatalogIndex,
  reading: RequestReading,
  eligible: EligibleItems,
  limit: number,
  count: number,
): InterestScores {
  const matchesOf = ({ values, touched }: InterestStrength) => matchedPositions(values, touched, eligible);
  // An interest the catalog cannot serve as said backs off to its words' concepts ("fly fishing" → fishing);
  // one it serves with only a few ideas is topped up from them, each counting for less than an exact match.
  const scored = reading.interests.map((interest): ScoredPhrase => {
    const strength = interestStrength(index, interest, limit);
    const broader = generalizations(index, interest.concepts, interest.broader);
    if (broader.length === 0) return { interest, strength };
    const matches = matchesOf(strength);
    const found = matches.length;
    if (found >= count) return { interest, strength, matches };
    const label = broader.map(conceptLabel).join(", ");
    const backedOff: ScoredInterest =
      found === 0 ? { ...interest, phrase: label, concepts: broader, stems: [] } : { ...interest, topUp: broader };
    const wider = interestStrength(index, backedOff, limit);
    // Backed off entirely, the broad concept's other specialties are another person's hobby.
    if (found === 0) withoutSiblings(index, wider, broader, new Set(interest.concepts));
    // Ideas reached only through the broader concept are explained by it ("For travel:", not "For business travel:").
    return { interest: backedOff, strength: wider, exact: found > 0 ? strength.values : undefined, label };
  });
  const interests = scored.map(({ interest }) => interest);
  const allStrengths = scored.map(({ strength }) => strength.values);
  // A broad interest that merely contains a narrower one the person also named ("reading" beside "romance
  // novels") would let any book in; the narrower one says what they meant.
  // A narrow interest stands for the broad one only if it can fill half the list itself: one knee-friendly
  // gardening tool beside "gardening" is a lucky match, not a kind of gardening.
  const matched = scored.map(({ strength, matches }) => matches ?? matchesOf(strength));
  // An interest topped up from a broader concept contains only what it matched itself: home coffee roasting, topped
  // up with coffee, does not swallow the espresso named beside it.
  const ownStrengths = scored.map(({ strength, exact }) => exact ?? strength.values);
  const subsumed = subsumedInterests(ownStrengths, matched, Math.ceil(count / 2));
  // A need is not a broad love: sleeping by day beside blocking noise is two needs, and the blackout curtains stay.
  for (const [i, interest] of interests.entries()) if (isBodilyNeed(interest)) subsumed.delete(i);
  const matchable = matched.map((positions) => positions.length > 0);
  return {
    interests,
    strengths: allStrengths.map((strength, i) => (subsumed.has(i) ? new Float32Array(limit) : strength)),
    matching: unionAscending(matched.filter((_, i) => !subsumed.has(i))),
    specificity: interests.map((interest) => specificityOf(index, interest)),
    unmatched: reading.interests.filter((_, i) => !matchable[i]).map((interest) => interest.phrase),
    useInterests: matchable.some(Boolean),
    matchedLabel: (i, position) => labelFor(index, scored[i] as ScoredPhrase, position),
  };
}

function withoutSiblings(
  index: CatalogIndex,
  { values, touched }: InterestStrength,
  broad: readonly string[],
  asked: ReadonlySet<string>,
): void {
  const sibling = narrowerSibling(index.topics, broad, asked);
  for (const position of touched) if ((values[position] as number) >= RELEVANCE_FLOOR && sibling(position)) values[position] = 0;
}

/** How an idea that matches one interest is explained: the person's phrase, or the concept it was reached through. */
function labelFor(index: CatalogIndex, { interest, exact, label }: ScoredPhrase, position: number): string {
  if (interest.quoted) return interest.phrase;
  if (exact && (exact[position] as number) < RELEVANCE_FLOOR && label) return label;
  // "Plant care" is a tag of its own: a plant reached through "plants" is explained as that, not as plant care.
  const ownTag = exactTagLists(index, interest.phrase);
  if (ownTag.length > 0 && !ownTag.some((list) => list.includes(position)) && interest.concepts.length > 0)
    return interest.concepts.map(conceptLabel).join(", ");
  // "Crossword puzzles" on a jigsaw, "sourdough starter" on a bench scraper: the item serves the concept, not
  // the phrase's other words, so the reason names the concept; a compound the item carries only part of
  // ("reading light" on a novel) is named by that part.
  // The item's words, read once and only when a phrase of several words needs them.
  let stems: ReadonlySet<string> | undefined;
  const itemWords = () => (stems ??= itemStems(index, position));
  if (interest.concepts.length === 0 || says(itemWords, interest.phrase)) return interest.phrase;
  const carried = interest.concepts.filter((concept) => says(itemWords, concept.replace(/-/g, " "), 1));
  if (interest.concepts.length > 1 && (carried.length === 0 || carried.length === interest.concepts.length)) return interest.phrase;
  return (carried.length > 0 ? carried : interest.concepts).map(conceptLabel).join(", ");
}
