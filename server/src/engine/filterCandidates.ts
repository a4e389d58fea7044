/**
 * Filter: the request's hard constraints over every item within the budget. An item that breaks one is never
 * suggested, however well it scores; the count of what each constraint removed lets an empty answer name it.
 */
import type { CatalogItem } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { fitsPlatform } from "./hardFilters.ts";
import type { RequestReading } from "./readRequest.ts";
import { ageBounds, CONSOLE, EITHER_GENDER, fewItemRules, type HardConstraints, hardConstraintsOf, outsideAge } from "./requestRules.ts";

export interface Candidates {
  /** Per item within the budget: 1 when it passes every hard constraint. */
  readonly eligible: Uint8Array;
  readonly eligibleCount: number;
  readonly removedBy: ReadonlyMap<string, number>;
}

export function filterCandidates(index: CatalogIndex, reading: RequestReading, limit: number): Candidates {
  const constraints = hardConstraintsOf(index, reading, limit);
  const tally = new CauseTally(limit);
  const avoid = constraints.avoidMasks.map((mask) => ({ ...mask, id: tally.idOf(mask.cause) }));
  const age = tally.idOf("age");
  const owned = tally.idOf("already has one");
  const requires = tally.idOf("requires");
  const gender = tally.idOf("made for another gender");
  const firstBroken = firstRuleBroken(constraints, tally, limit);
  const ages = ageBounds(constraints);
  const lacking = ~constraints.hasMask;
  const { otherGender, owned: ownedTails } = constraints;
  const { contentMasks, kindMasks } = constraints.facts;
  const { requiresMasks, madeForGender, nameTails, minAges, maxAges } = index;
  const eligible = new Uint8Array(limit);
  let eligibleCount = 0;
  // One tight loop over typed arrays, every request-wide value read into a local first: asking each item for
  // each rule through the constraints object cost half of a query over 100k items (docs/performance.md).
  for (let position = 0; position < limit; position++) {
    let cause = 0;
    for (let at = 0; at < avoid.length && cause === 0; at++) {
      const { contains, kinds, named, id } = avoid[at] as (typeof avoid)[number];
      if (
        ((contentMasks[position] as number) & contains) !== 0 ||
        ((kindMasks[position] as number) & kinds) !== 0 ||
        named?.[position] === 1
      )
        cause = id;
    }
    // The avoid phrases come first, in the order said; then the age; then what the item needs or is made for.
    if (cause === 0) {
      if (outsideAge(minAges[position] as number, maxAges[position] as number, ages)) cause = age;
      // "Her sourdough starter": the very thing they have is no gift.
      else if (ownedTails.size > 0 && ownedTails.has(nameTails[position] as string)) cause = owned;
      else if (((requiresMasks[position] as number) & lacking) !== 0) cause = requires;
      else if (firstBroken[position] !== 0) cause = firstBroken[position] as number;
      else if (
        otherGender !== 0 &&
        (otherGender === EITHER_GENDER ? madeForGender[position] !== 0 : madeForGender[position] === otherGender)
      )
        cause = gender;
      else if (
        ((requiresMasks[position] as number) & CONSOLE) !== 0 &&
        !fitsPlatform(index.items[position] as CatalogItem, index.nameTagStems[position] as string, reading)
      )
        cause = requires;
    }
    if (cause === 0) {
      eligible[position] = 1;
      eligibleCount++;
    } else tally.count(cause, position);
  }
  return { eligible, eligibleCount, removedBy: tally.removedBy() };
}

/** How many items each cause removed, and where in price order it first removed one. */
class CauseTally {
  private readonly causes: string[] = [];
  private counts = new Int32Array(0);
  private firsts = new Int32Array(0);

  constructor(private readonly limit: number) {}

  /** The cause's id, from 1: ids are small numbers so the loop over the items can count in typed arrays. */
  idOf(cause: string): number {
    const at = this.causes.indexOf(cause);
    if (at >= 0) return at + 1;
    this.causes.push(cause);
    return this.causes.length;
  }

  count(id: number, position: number): void {
    if (this.counts.length < this.causes.length + 1) {
      const grown = new Int32Array(this.causes.length + 1);
      grown.set(this.counts);
      this.counts = grown;
      const firsts = new Int32Array(this.causes.length + 1).fill(this.limit);
      firsts.set(this.firsts);
      this.firsts = firsts;
    }
    if ((this.counts[id] as number) === 0) this.firsts[id] = position;
    this.counts[id] = (this.counts[id] as number) + 1;
  }

  /** Each cause that removed anything, in the order an item in price order first broke it. */
  removedBy(): Map<string, number> {
    return new Map(
      this.causes
        .map((cause, at) => ({ cause, count: this.counts[at + 1] ?? 0, first: this.firsts[at + 1] ?? this.limit }))
        .filter((removed) => removed.count > 0)
        .sort((a, b) => a.first - b.first)
        .map((removed) => [removed.cause, removed.count] as const),
    );
  }
}

/**
 * Per item within the budget, the cause id of the first of `fewItemRules` it breaks (0 for none). Written from
 * the last rule to the first, so that an earlier rule overwrites a later one; only the few items each rule names
 * are touched, where asking every rule of every item was half of a query over 100k items.
 */
function firstRuleBroken(constraints: HardConstraints, tally: CauseTally, limit: number): Uint8Array {
  const firstBroken = new Uint8Array(limit);
  for (const [cause, breaking] of [...fewItemRules(constraints)].reverse()) {
    if (!breaking) continue;
    const id = tally.idOf(cause);
    for (const position of breaking) if (position < limit) firstBroken[position] = id;
  }
  return firstBroken;
}

/** The constraint to name when nothing is left: the avoid phrases that removed most, else the first cause. */
export function constraintThatEmptied(removedBy: ReadonlyMap<string, number>): string {
  const avoidCauses = [...removedBy].filter(([cause]) => cause.startsWith("avoid")).sort((a, b) => b[1] - a[1]);
  return avoidCauses.length > 0 ? avoidCauses.map(([cause]) => cause).join(", ") : (removedBy.keys().next().value ?? "the budget");
}
