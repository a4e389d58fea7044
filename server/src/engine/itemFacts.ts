/**
 * The item facts the hard constraints look up most, worked out once per catalog index (on its first query, or by a
 * reload before it swaps the index in): each item's contents, kinds and category as bits, and the positions of each
 * kind, of beginners' items, books and classes, of things made for two and of each stem of the items' names and tags.
 */
import {
  CATEGORY_SLUGS,
  type CatalogItem,
  type CategorySlug,
  ITEM_CONTENTS,
  ITEM_KINDS,
  type ItemContent,
  type ItemKind,
} from "@gift-finder/shared";
import { type CatalogIndex, ITEMS_PER_STEP, runToEnd } from "./catalogIndex.ts";

/** A starter by its name: "Embroidery Starter Kit", "Fresh Sourdough Starter", "Beginner Crochet Kit". */
const STARTER_KIT = /\bstarter\b|\bbeginner\b.*\bkit\b/i;
/** "Skating for two" leaves half of a family of four at home. */
const FOR_TWO = /\bfor (?:two|2)\b/i;

export function bitsOf<T>(all: readonly T[], values: Iterable<T>): number {
  let bits = 0;
  for (const value of values) bits |= 1 << all.indexOf(value);
  return bits;
}

/** Categories as bits, one per category: a per-item check is one AND, not a lookup in the item. */
export function categoryBits(categories: Iterable<CategorySlug>): number {
  return bitsOf(CATEGORY_SLUGS, categories);
}

export interface ItemFacts {
  readonly byKind: ReadonlyMap<ItemKind, readonly number[]>;
  readonly forBeginners: readonly number[];
  /** Books that teach the basics: "Stitch 'n Bitch", "Turn Left at Orion". */
  readonly primers: readonly number[];
  /** Classes and lessons for beginners (an intro to rock climbing lesson), by each of their tags. */
  readonly introClassesByTag: ReadonlyMap<string, readonly number[]>;
  readonly forTwo: readonly number[];
  /** Per item, a bit per `ITEM_CONTENTS` and per `ITEM_KINDS` entry it has. */
  readonly contentMasks: Uint32Array;
  readonly kindMasks: Uint32Array;
  /** Per item, one bit for its category (`categoryBits`). */
  readonly categoryMasks: Uint32Array;
  /** Stem → positions (ascending) of the items whose name or tags hold it. */
  readonly byStem: ReadonlyMap<string, readonly number[]>;
  readonly byCategory: ReadonlyMap<CategorySlug, readonly number[]>;
}

/** Per catalog index: the item facts the hard constraints look up most, worked out on the first query or before a swap. */
const itemFactsCache = new WeakMap<CatalogIndex, ItemFacts>();

export function itemFacts(index: CatalogIndex): ItemFacts {
  return itemFactsCache.get(index) ?? runToEnd(itemFactsSteps(index));
}

/**
 * The item facts, worked out in steps: a reload works them out before it swaps its index in (over 100k items they
 * took more than a second, and the first query after the swap waited for them).
 */
export function* itemFactsSteps(index: CatalogIndex): Generator<void, ItemFacts, void> {
  const cached = itemFactsCache.get(index);
  if (cached) return cached;
  const byKind = new Map<ItemKind, number[]>();
  const forBeginners: number[] = [];
  const primers: number[] = [];
  const introClassesByTag = new Map<string, number[]>();
  const forTwo: number[] = [];
  const contentMasks = new Uint32Array(index.items.length);
  const kindMasks = new Uint32Array(index.items.length);
  const categoryMasks = new Uint32Array(index.items.length);
  const byStem = new Map<string, number[]>();
  const byCategory = new Map<CategorySlug, number[]>();
  for (let position = 0; position < index.items.length; position++) {
    if (position % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
    const item = index.items[position] as CatalogItem;
    for (const kind of item.is) (byKind.get(kind) ?? byKind.set(kind, []).get(kind))?.push(position);
    if (index.forBeginners[position]) forBeginners.push(position);
    // A beginner's book, a starter set of a sport's gear (a weekend golfer owns clubs), or a beginner's starter kit (a
    // sourdough baker keeps a starter alive already).
    if (index.forBeginners[position] && (item.is.includes("book") || item.tags.includes("for-players") || STARTER_KIT.test(item.name)))
      primers.push(position);
    if (index.forBeginners[position] && item.is.includes("experience"))
      for (const tag of item.tags) (introClassesByTag.get(tag) ?? introClassesByTag.set(tag, []).get(tag))?.push(position);
    if (FOR_TWO.test(item.name)) forTwo.push(position);
    contentMasks[position] = bitsOf<ItemContent>(ITEM_CONTENTS, item.contains);
    kindMasks[position] = bitsOf<ItemKind>(ITEM_KINDS, item.is);
    categoryMasks[position] = categoryBits([item.category]);
    (byCategory.get(item.category) ?? byCategory.set(item.category, []).get(item.category))?.push(position);
    for (const stem of new Set((index.nameTagStems[position] as string).split(" ")))
      if (stem !== "") (byStem.get(stem) ?? byStem.set(stem, []).get(stem))?.push(position);
  }
  const built = { byKind, forBeginners, primers, introClassesByTag, forTwo, contentMasks, kindMasks, categoryMasks, byStem, byCategory };
  // A query may have worked them out while these steps waited: the first kept stays the one every query sees.
  const facts = itemFactsCache.get(index) ?? built;
  itemFactsCache.set(index, facts);
  return facts;
}
