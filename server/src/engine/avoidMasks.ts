/**
 * The `avoid` phrases as per-item masks: the contents and kinds each rules out as bits, and the items whose name
 * or tags name it, within the budget. Worked out once per request so the pass over the items only compares; what
 * they rule out is exactly what `brokenAvoid` says (avoidFilterAgreement.test.ts).
 */
import { type CatalogItem, ITEM_CONTENTS, ITEM_KINDS } from "@gift-finder/shared";
import { type AvoidConstraint, welcomeItemWhenUsedUpOnly } from "./avoidVocabulary.ts";
import { type CatalogIndex, freeOfLabel } from "./catalogIndex.ts";
import { brokenAvoid, labelledFree } from "./hardFilters.ts";
import { bitsOf, type ItemFacts } from "./itemFacts.ts";
import type { RequestReading } from "./readRequest.ts";

/** One avoid phrase: why an item is left out, the bits it rules out, and the items named (by position). */
export interface AvoidMask {
  readonly cause: string;
  readonly contains: number;
  readonly kinds: number;
  /** Per item, 1 when named: read only, and it may run past the budget's items (found once for the whole catalog). */
  readonly named: Uint8Array | undefined;
}

export function avoidMasksOf(index: CatalogIndex, facts: ItemFacts, reading: RequestReading, limit: number): readonly AvoidMask[] {
  return reading.avoid.map((constraint) =>
    constraint.unless !== undefined
      ? {
          cause: `avoid "${constraint.phrase}"`,
          contains: 0,
          kinds: 0,
          named:
            constraint.within === undefined
              ? itemsBreakingUnlessSpared(index, facts, constraint, limit)
              : narrowedItems(index, facts, constraint, limit),
        }
      : constraint.within === undefined
        ? {
            cause: `avoid "${constraint.phrase}"`,
            contains: bitsOf(ITEM_CONTENTS, constraint.contains),
            kinds: bitsOf(ITEM_KINDS, constraint.is),
            named: constraint.usedUpOnly
              ? orMasks(itemsNaming(index, facts, constraint), thingsToKeep(index, limit, constraint))
              : itemsNaming(index, facts, constraint),
          }
        : { cause: `avoid "${constraint.phrase}"`, contains: 0, kinds: 0, named: narrowedItems(index, facts, constraint, limit) },
  );
}

/** `named` (read only: it may be a cached array other requests share) folded into `into`, a fresh array. */
function orMasks(named: Uint8Array | undefined, into: Uint8Array): Uint8Array {
  if (named)
    for (let position = 0; position < into.length; position++) into[position] = (into[position] as number) | (named[position] as number);
  return into;
}

/** "No more stuff": 1 for every item within the budget that is kept rather than used up (`brokenAvoid`). */
function thingsToKeep(index: CatalogIndex, limit: number, constraint: AvoidConstraint): Uint8Array {
  const kept = new Uint8Array(limit);
  for (let position = 0; position < limit; position++)
    if (!welcomeItemWhenUsedUpOnly(index.items[position] as CatalogItem, constraint)) kept[position] = 1;
  return kept;
}

/**
 * Per item within the budget, 1 when it breaks a constraint that spares some of its kind ("screens", but not a
 * screen-free coding robot): what it rules out, less the items that hold a spared phrase. Found from the masks and
 * the stem index, as the other phrases are: asking `brokenAvoid` of every item cost 170 ms a query over 100k items.
 */
function itemsBreakingUnlessSpared(index: CatalogIndex, facts: ItemFacts, constraint: AvoidConstraint, limit: number): Uint8Array {
  const named = constraint.usedUpOnly ? thingsToKeep(index, limit, constraint) : new Uint8Array(limit);
  const contains = bitsOf(ITEM_CONTENTS, constraint.contains);
  const kinds = bitsOf(ITEM_KINDS, constraint.is);
  const naming = itemsNaming(index, facts, constraint);
  for (let position = 0; position < limit; position++)
    if (
      ((facts.contentMasks[position] as number) & contains) !== 0 ||
      ((facts.kindMasks[position] as number) & kinds) !== 0 ||
      naming?.[position] === 1
    )
      named[position] = 1;
  for (const sequence of constraint.unless ?? []) {
    const spaced = ` ${sequence} `;
    for (const position of facts.byStem.get(sequence.split(" ")[0] as string) ?? []) {
      if (position >= limit) break;
      if ((index.nameTagStems[position] as string).includes(spaced)) named[position] = 0;
    }
  }
  return named;
}

/** Per item within the budget, 1 when it is of the topic a narrowed phrase names and breaks the rest ("golf gadgets"). */
function narrowedItems(index: CatalogIndex, facts: ItemFacts, constraint: AvoidConstraint, limit: number): Uint8Array {
  const named = new Uint8Array(limit);
  const within = constraint.within as string;
  for (const position of facts.byStem.get(within.split(" ")[0] as string) ?? []) {
    if (position >= limit) break;
    const stems = index.nameTagStems[position] as string;
    if (brokenAvoid(index.items[position] as CatalogItem, stems, [constraint])) named[position] = 1;
  }
  return named;
}

/**
 * Per item, 1 when its name or tags name what the phrase avoids (`namesAvoided`). Found once per catalog index
 * and phrase: the items of a common word ("screens") were a fifth of the hard constraints' cost over 100k items.
 */
function itemsNaming(index: CatalogIndex, facts: ItemFacts, constraint: AvoidConstraint): Uint8Array | undefined {
  if (constraint.words.length === 0) return undefined;
  let known = namingCache.get(index);
  if (!known) namingCache.set(index, (known = new Map()));
  const key = `${constraint.phrase}\n${constraint.words.join("\n")}`;
  let named = known.get(key);
  if (!named) {
    named = findNaming(index, facts, constraint);
    if (known.size >= KEPT_PHRASES) known.delete(known.keys().next().value as string);
    known.set(key, named);
  }
  return named;
}

/** Phrases whose items are kept per catalog index: a fixed bound, the oldest found dropped first. */
const KEPT_PHRASES = 64;
const namingCache = new WeakMap<CatalogIndex, Map<string, Uint8Array>>();

function findNaming(index: CatalogIndex, facts: ItemFacts, constraint: AvoidConstraint): Uint8Array {
  const named = new Uint8Array(index.items.length);
  const freeLabel = freeOfLabel(constraint.phrase);
  // `namesAvoided`, one sequence at a time (avoidFilterAgreement.test.ts holds the two to the same answers): an
  // item that holds a sequence is listed under its first stem.
  for (const sequence of constraint.words) {
    const spaced = ` ${sequence} `;
    for (const position of facts.byStem.get(sequence.split(" ")[0] as string) ?? []) {
      const stems = index.nameTagStems[position] as string;
      if (named[position] === 0 && stems.includes(spaced) && !labelledFree(stems, freeLabel)) named[position] = 1;
    }
  }
  return named;
}
