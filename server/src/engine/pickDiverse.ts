/**
 * Diversify: from the strongest candidates, one idea at a time, preferring a category, a brand and the interest
 * with the fewest ideas so far, but only among ideas that match nearly as well as the best one left (or as the
 * best one left for that interest). Among those, a near-duplicate of an idea already picked (a second sleep mask,
 * the same gift card for more money) comes last.
 */
import type { CatalogItem, CategorySlug, ItemKind } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemMemo } from "./itemMemo.ts";
import type { Candidate } from "./topCandidates.ts";

const SAME_CATEGORY_PENALTY = 0.1;
/** The same product line again, or another of the same kind of thing: chosen last among ideas as good. */
const DUPLICATE_PENALTY = 0.2;
const NEW_INTEREST_BONUS = 0.06;
/** Diversity chooses only among ideas that match nearly as well as the best one left. */
const DIVERSITY_BAND = 0.92;
/**
 * An interest not yet in the list brings in its own best ideas, if they match at least this share as well as the
 * best one left: a new dad who runs gets a keepsake of the baby's first year beside the running belts. At 0.8 a
 * grandmother's tea (a tag match, 0.56) fell just short of her gardening (0.70) as the catalog grew, and she got
 * six garden things; measured flat on the judged sets either way.
 */
const INTEREST_FLOOR = 0.78;
/**
 * A need of the body the person named (tired feet, sore wrists) comes in lower still: a line cook on her feet all
 * day got six cooking ideas and no insoles, which judges graded good, because a massage ball matches feet less
 * well than a cookbook matches cooking.
 */
const NEED_FLOOR = 0.6;

/** An item name's first two words: a brand or product line, worked out once per item. */
const nameStart = itemMemo((item) => item.name.toLowerCase().split(/\s+/).slice(0, 2).join(" "));

/** Words that say nothing about what a product is. */
const PACKAGING =
  /^(?:the|a|an|of|and|for|with|by|in|on|to|set|pack|kit|gift|box|original|classic|deluxe|edition|premium|mini|large|small|new|one|two|three|four|six|twelve|inch|oz|lb|count|x|year|month|week|day|hour|pair|piece|dozen)$/;

/** What a name says an item is: its last telling word ("mask") and the rest of its telling words. */
interface NameWords {
  readonly head: string | undefined;
  readonly words: ReadonlySet<string>;
  /** The catalog tags the item as what its name's last word says ("Away The Medium Suitcase", tagged suitcase). */
  readonly tagged: boolean;
}

function nameWords(item: CatalogItem): NameWords {
  const words = item.name
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2 && !PACKAGING.test(word))
    .map((word) => (word.length > 4 && word.endsWith("s") ? word.slice(0, -1) : word));
  const head = words.at(-1);
  const tagged =
    head !== undefined &&
    item.tags.some((tag) => tag === head || tag === `${head}s` || tag.endsWith(`-${head}`) || tag.endsWith(`-${head}s`));
  return { head, words: new Set(words), tagged };
}

const nameWordsOf = itemMemo(nameWords);

/**
 * Kinds that make a second one a repeat, whatever its name: a box of truffles after a box of chocolates, a second
 * restaurant card, a second candle.
 */
const REPEATED_KINDS: readonly ItemKind[] = ["chocolate", "candy", "candle", "plant", "flowers", "mug"];
const kindKeyOf = itemMemo(
  (item): string => REPEATED_KINDS.find((kind) => item.is.includes(kind)) ?? (item.tags.includes("gift-card") ? "gift-card" : ""),
);

/**
 * Two items of the same kind that share another telling word (a weighted sleep mask and a blackout sleep mask),
 * or that the catalog tags as the kind both names end in (a RIMOWA suitcase and an Away suitcase).
 */
function sameKind(name: NameWords, other: NameWords): boolean {
  if (name.head === undefined || name.head !== other.head) return false;
  if (name.tagged && other.tagged) return true;
  let shared = 0;
  for (const word of name.words) if (other.words.has(word)) shared++;
  return shared >= 2;
}

/**
 * One name says all the other says and at most one thing more: the same thing again ("Jazz club night for two"
 * beside "Live jazz club night for two", a 1000-piece jigsaw beside a 1000-piece dog jigsaw of the same maker).
 */
function restates(name: NameWords, other: NameWords): boolean {
  if (name.head === undefined || other.head === undefined) return false;
  const [small, large] = name.words.size <= other.words.size ? [name.words, other.words] : [other.words, name.words];
  // Three telling words said again in another order are the same thing too ("A Night at a Live Jazz Club").
  if (small.size < (name.head === other.head ? 2 : 3) || large.size - small.size > 1) return false;
  for (const word of small) if (!large.has(word)) return false;
  return true;
}

function nearDuplicate(name: NameWords, picked: readonly NameWords[]): boolean {
  return picked.some((other) => sameKind(name, other));
}

/** A kind already picked twice is not picked a third time while another kind matches at least this share as well. */
const THIRD_OF_A_KIND_FLOOR = 0.6;

/**
 * The best idea left of a kind not yet in the list, when the one chosen would be the third of its kind: five
 * travel mugs for a commuter, five sleep masks for a night-shift nurse.
 */
function otherKindInstead(
  chosen: number,
  remaining: readonly number[],
  candidates: readonly Candidate[],
  wordsOf: readonly NameWords[],
  pickedWords: readonly NameWords[],
  bestRelevanceLeft: number,
): number {
  const words = wordsOf[remaining[chosen] as number] as NameWords;
  if (pickedWords.filter((other) => sameKind(words, other)).length < 2) return chosen;
  let best = chosen;
  let bestScore = -Infinity;
  for (let at = 0; at < remaining.length; at++) {
    const place = remaining[at] as number;
    const candidate = candidates[place] as Candidate;
    if (candidate.relevance < THIRD_OF_A_KIND_FLOOR * bestRelevanceLeft || nearDuplicate(wordsOf[place] as NameWords, pickedWords))
      continue;
    if (candidate.score > bestScore) {
      bestScore = candidate.score;
      best = at;
    }
  }
  return best;
}

interface InterestBalance {
  /** An owed interest with candidates left and no more ideas in the list than any other such interest. */
  readonly leastServed: (interest: number) => boolean;
  /** The best relevance among the candidates left that serve an owed interest. */
  readonly bestFor: (interest: number) => number;
  /** How much an idea of a least-served interest is favoured: more, the further that interest has fallen behind. */
  readonly catchUp: number;
}

function interestBalance(
  candidates: readonly Candidate[],
  remaining: readonly number[],
  picksOf: ReadonlyMap<number, number>,
  owed?: ReadonlySet<number>,
): InterestBalance {
  const isOwed = (i: number) => !owed || owed.has(i);
  const best = new Map<number, number>();
  for (const at of remaining) {
    const c = candidates[at] as Candidate;
    for (const i of c.covers) if (isOwed(i)) best.set(i, Math.max(best.get(i) ?? 0, c.relevance));
  }
  // Plain loops over what the spread forms read (Math.min() of nothing is Infinity): called once per pick.
  let fewest = Infinity;
  for (const i of best.keys()) fewest = Math.min(fewest, picksOf.get(i) ?? 0);
  let mostPicks = 0;
  for (const [i, picks] of picksOf) if (isOwed(i)) mostPicks = Math.max(mostPicks, picks);
  return {
    leastServed: (i) => best.has(i) && (picksOf.get(i) ?? 0) === fewest,
    bestFor: (i) => best.get(i) ?? 0,
    catchUp: NEW_INTEREST_BONUS * (1 + mostPicks - fewest),
  };
}

/** The best relevance among the candidates left. */
function bestRelevanceOf(candidates: readonly Candidate[], remaining: readonly number[]): number {
  let best = -Infinity;
  for (const at of remaining) best = Math.max(best, (candidates[at] as Candidate).relevance);
  return best;
}

/**
 * `owed`: the interests (by position) whose ideas are kept in balance; all of them when not given.
 * `needs`: the owed interests that are needs of the body (`NEED_FLOOR`).
 * `after`: ideas already in the list ahead of these (a shower's matches before the newborn's classics). These picks
 * only fill the list up, so they repeat neither those nor each other: no $10 coffee card after the $15 one, and
 * fewer ideas rather than a second box of chocolates.
 */
export function pickDiverse(
  index: CatalogIndex,
  candidates: readonly Candidate[],
  count: number,
  owed?: ReadonlySet<number>,
  after: readonly Candidate[] = [],
  needs?: ReadonlySet<number>,
): Candidate[] {
  const picked: Candidate[] = [];
  const perCategory = new Map<CategorySlug, number>();
  /** How many picked ideas serve each interest. */
  const picksOf = new Map<number, number>();
  const names = new Set<string>();
  // The candidates left, by their place in `candidates`, in order; what every round asks of one is read once, by place.
  const remaining = candidates.map((_, at) => at);
  const nameStarts = candidates.map((candidate) => nameStart(index, candidate.position));
  const wordsOf = candidates.map((candidate) => nameWordsOf(index, candidate.position));
  const kindsOf = candidates.map((candidate) => kindKeyOf(index, candidate.position));
  const kinds = new Set<string>();
  const pickedWords: NameWords[] = [];
  for (const { position } of after) {
    names.add(nameStart(index, position));
    kinds.add(kindKeyOf(index, position));
    pickedWords.push(nameWordsOf(index, position));
  }
  const repeatsPicked = (place: number) =>
    names.has(nameStarts[place] as string) ||
    (kindsOf[place] !== "" && kinds.has(kindsOf[place] as string)) ||
    nearDuplicate(wordsOf[place] as NameWords, pickedWords);
  const dropRepeats = () => {
    if (after.length > 0)
      for (let at = remaining.length - 1; at >= 0; at--) if (repeatsPicked(remaining[at] as number)) remaining.splice(at, 1);
  };
  dropRepeats();
  while (picked.length < count && remaining.length > 0) {
    let bestAt = -1;
    let bestScore = -Infinity;
    const bestRelevanceLeft = bestRelevanceOf(candidates, remaining);
    const { leastServed, bestFor, catchUp } = interestBalance(candidates, remaining, picksOf, owed);
    for (let at = 0; at < remaining.length; at++) {
      const place = remaining[at] as number;
      const candidate = candidates[place] as Candidate;
      const nearBest = candidate.relevance >= DIVERSITY_BAND * bestRelevanceLeft;
      const bestOfItsInterest = candidate.covers.some(
        (i) =>
          candidate.relevance >= (needs?.has(i) ? NEED_FLOOR : INTEREST_FLOOR) * bestRelevanceLeft &&
          leastServed(i) &&
          candidate.relevance >= DIVERSITY_BAND * bestFor(i),
      );
      if (!nearBest && !bestOfItsInterest) continue;
      const item = index.items[candidate.position] as CatalogItem;
      const inCategory = perCategory.get(item.category) ?? 0;
      const repeats = repeatsPicked(place);
      const adjusted =
        candidate.score -
        SAME_CATEGORY_PENALTY * inCategory -
        (repeats ? DUPLICATE_PENALTY : 0) +
        (candidate.covers.some(leastServed) ? catchUp : 0);
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestAt = at;
      }
    }
    if (bestAt < 0) break;
    // A third travel mug or sleep mask: a weaker idea of another kind makes the better list.
    bestAt = otherKindInstead(bestAt, remaining, candidates, wordsOf, pickedWords, bestRelevanceLeft);
    const [place] = remaining.splice(bestAt, 1) as [number];
    const candidate = candidates[place] as Candidate;
    const item = index.items[candidate.position] as CatalogItem;
    perCategory.set(item.category, (perCategory.get(item.category) ?? 0) + 1);
    names.add(nameStarts[place] as string);
    kinds.add(kindsOf[place] as string);
    pickedWords.push(wordsOf[place] as NameWords);
    for (const i of candidate.covers) picksOf.set(i, (picksOf.get(i) ?? 0) + 1);
    picked.push(candidate);
    // Judges grade the same thing twice as wrong: it leaves the candidates, and the next best takes its place.
    const said = wordsOf[place] as NameWords;
    for (let at = remaining.length - 1; at >= 0; at--)
      if (restates(wordsOf[remaining[at] as number] as NameWords, said)) remaining.splice(at, 1);
    dropRepeats();
  }
  return picked;
}
