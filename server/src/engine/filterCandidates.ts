/**
 * Filter: the request's hard constraints over every item within the budget. An item that breaks one is never
 * suggested, however well it scores; the count of what each constraint removed lets an empty answer name it.
 */
import type { CatalogItem } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { fitsPlatform } from "./hardFilters.ts";
import type { RequestReading } from "./readRequest.ts";
import { ageBounds, CONSOLE, fewItemRules, type HardConstraints, hardConstraintsOf, outsideAge } from "./requestRules.ts";

export interface Candidates {
  /** Per item within the budget: 1 when it passes every hard constraint. */
  readonly eligible: Uint8Array;
  readonly eligibleCount: number;
  readonly removedBy: ReadonlyMap<string, number>;
}

export function filterCandidates(index: CatalogIndex, reading: RequestReading, limit: number): Candidates {
  const constraints = hardConstraintsOf(index, reading, limit);
  const removal = new Removals(limit);
  const { causeOf } = removal;
  const { contentMasks, kindMasks } = constraints.facts;
  const { requiresMasks, madeForGender, nameTails } = index;
  // One pass per constraint, in the order causes are named; each looks only at the items no earlier pass removed,
  // so an item counts under the first constraint it breaks. Tight passes over typed arrays, with each rule's few
  // items looked up once, take half the time of asking every rule of every item (docs/performance.md).
  for (const { cause, contains, kinds, named } of constraints.avoidMasks) {
    const id = removal.idOf(cause);
    for (let position = 0; position < limit; position++)
      if (
        causeOf[position] === 0 &&
        (((contentMasks[position] as number) & contains) !== 0 ||
          ((kindMasks[position] as number) & kinds) !== 0 ||
          named?.[position] === 1)
      )
        causeOf[position] = id;
  }
  const age = removal.idOf("age");
  const ages = ageBounds(constraints);
  for (let position = 0; position < limit; position++)
    if (causeOf[position] === 0 && outsideAge(index.minAges[position] as number, index.maxAges[position] as number, ages))
      causeOf[position] = age;
  // "Her sourdough starter": the very thing they have is no gift.
  if (constraints.owned.size > 0) {
    const owned = removal.idOf("already has one");
    for (let position = 0; position < limit; position++)
      if (causeOf[position] === 0 && constraints.owned.has(nameTails[position] as string)) causeOf[position] = owned;
  }
  const requires = removal.idOf("requires");
  const lacking = ~constraints.hasMask;
  for (let position = 0; position < limit; position++)
    if (causeOf[position] === 0 && ((requiresMasks[position] as number) & lacking) !== 0) causeOf[position] = requires;
  const firstBroken = firstRuleBroken(constraints, removal, limit);
  for (let position = 0; position < limit; position++)
    if (causeOf[position] === 0 && firstBroken[position] !== 0) causeOf[position] = firstBroken[position] as number;
  const { otherGender } = constraints;
  if (otherGender !== 0) {
    const gender = removal.idOf("made for another gender");
    for (let position = 0; position < limit; position++)
      if (causeOf[position] === 0 && madeForGender[position] === otherGender) causeOf[position] = gender;
  }
  for (let position = 0; position < limit; position++)
    if (
      causeOf[position] === 0 &&
      (requiresMasks[position] as number) & CONSOLE &&
      !fitsPlatform(index.items[position] as CatalogItem, index.nameTagStems[position] as string, reading)
    )
      causeOf[position] = requires;
  return removal.candidates();
}

/** Which constraint removed each item within the budget, if any, and the tally of what each removed. */
class Removals {
  /** Per item: 0 while it passes, else 1 + the index of the constraint that removed it in `causes`. */
  readonly causeOf: Uint8Array;
  private readonly causes: string[] = [];

  constructor(private readonly limit: number) {
    this.causeOf = new Uint8Array(limit);
  }

  idOf(cause: string): number {
    const at = this.causes.indexOf(cause);
    if (at >= 0) return at + 1;
    this.causes.push(cause);
    return this.causes.length;
  }

  /** The items left, and each cause's count in the order an item in price order first broke it. */
  candidates(): Candidates {
    const eligible = new Uint8Array(this.limit);
    const removed = this.causes.map((cause) => ({ cause, count: 0, first: this.limit }));
    let eligibleCount = 0;
    for (let position = 0; position < this.limit; position++) {
      const id = this.causeOf[position] as number;
      if (id === 0) {
        eligible[position] = 1;
        eligibleCount++;
        continue;
      }
      const tally = removed[id - 1] as { count: number; first: number };
      if (tally.count++ === 0) tally.first = position;
    }
    const removedBy = new Map(
      removed
        .filter((tally) => tally.count > 0)
        .sort((a, b) => a.first - b.first)
        .map((tally) => [tally.cause, tally.count] as const),
    );
    return { eligible, eligibleCount, removedBy };
  }
}

/**
 * Per item within the budget, the cause id of the first of `fewItemRules` it breaks (0 for none). Written from
 * the last rule to the first, so that an earlier rule overwrites a later one; only the few items each rule names
 * are touched, where asking every rule of every item was half of a query over 100k items.
 */
function firstRuleBroken(constraints: HardConstraints, removal: Removals, limit: number): Uint8Array {
  const firstBroken = new Uint8Array(limit);
  for (const [cause, breaking] of [...fewItemRules(constraints)].reverse()) {
    if (!breaking) continue;
    const id = removal.idOf(cause);
    for (const position of breaking) if (position < limit) firstBroken[position] = id;
  }
  return firstBroken;
}

/** The constraint to name when nothing is left: the avoid phrases that removed most, else the first cause. */
export function constraintThatEmptied(removedBy: ReadonlyMap<string, number>): string {
  const avoidCauses = [...removedBy].filter(([cause]) => cause.startsWith("avoid")).sort((a, b) => b[1] - a[1]);
  return avoidCauses.length > 0 ? avoidCauses.map(([cause]) => cause).join(", ") : (removedBy.keys().next().value ?? "the budget");
}
