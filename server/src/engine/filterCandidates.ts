/**
 * Filter: the request's hard constraints over every item within the budget. An item that breaks one is never
 * suggested, however well it scores; the count of what each constraint removed lets an empty answer name it.
 */
import type { CatalogItem } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { fitsPlatform } from "./hardFilters.ts";
import type { RequestReading } from "./readRequest.ts";
import {
  type AgeBounds,
  ageBounds,
  CONSOLE,
  EITHER_GENDER,
  fewItemRules,
  type HardConstraints,
  hardConstraintsOf,
  outsideAge,
} from "./requestRules.ts";

/** Per item within the budget: 1 when it may be suggested, 2 when it fits but was already shown, 0 otherwise. */
export interface EligibleItems {
  at(position: number): number | undefined;
}

export interface Candidates {
  /** Per item within the budget: 1 when it passes every hard constraint. */
  readonly eligible: Uint8Array;
  readonly eligibleCount: number;
  readonly removedBy: ReadonlyMap<string, number>;
}

const UNASKED = 0;
const FITS = 1;
const SHOWN = 2;
const BROKEN = 3;

/**
 * The request's hard constraints, asked of an item only when something needs it and remembered: ranking by
 * interests looks at the few items that match one, and asking every item within the budget was most of a query
 * over 100k items (docs/performance.md). Ranking blind asks the items made for the occasion; naming what emptied
 * the list asks them all.
 */
export class Eligibility implements EligibleItems {
  private readonly marks: Uint8Array;
  private readonly tally: CauseTally;
  private readonly constraints: HardConstraints;
  private readonly ages: AgeBounds;
  /** Per avoid phrase, in the order said: the contents and kinds it rules out as bits, and its cause id. */
  private readonly avoidContains: Uint32Array;
  private readonly avoidKinds: Uint32Array;
  private readonly avoidIds: Uint8Array;
  /** Per item, 1 + the index of the first avoid phrase that names it (0 for none). */
  private readonly avoidNamed: Uint8Array;
  /** Per item, the cause id of the first of `fewItemRules` it breaks (0 for none). */
  private readonly firstBroken: Uint8Array;
  private readonly ageId: number;
  private readonly ownedId: number;
  private readonly requiresId: number;
  private readonly genderId: number;

  constructor(
    private readonly index: CatalogIndex,
    private readonly reading: RequestReading,
    readonly limit: number,
  ) {
    this.marks = new Uint8Array(limit);
    const constraints = hardConstraintsOf(index, reading, limit);
    this.constraints = constraints;
    this.ages = ageBounds(constraints);
    const tally = new CauseTally(limit);
    this.tally = tally;
    const avoid = constraints.avoidMasks;
    this.avoidContains = Uint32Array.from(avoid, (mask) => mask.contains);
    this.avoidKinds = Uint32Array.from(avoid, (mask) => mask.kinds);
    this.avoidIds = Uint8Array.from(avoid, (mask) => tally.idOf(mask.cause));
    this.avoidNamed = new Uint8Array(limit);
    for (let at = avoid.length - 1; at >= 0; at--) {
      const named = (avoid[at] as (typeof avoid)[number]).named;
      if (named) for (let position = 0; position < limit; position++) if (named[position] === 1) this.avoidNamed[position] = at + 1;
    }
    // The avoid phrases come first, in the order said; then the age; then what the item needs or is made for.
    this.ageId = tally.idOf("age");
    this.ownedId = tally.idOf("already has one");
    this.requiresId = tally.idOf("requires");
    this.genderId = tally.idOf("made for another gender");
    this.firstBroken = firstRuleBroken(constraints, tally, limit);
  }

  /** 1 when the item may be suggested, 2 when it fits but was already shown, 0 when it breaks a constraint. */
  at(position: number): number {
    if (position >= this.limit) return 0;
    let mark = this.marks[position] as number;
    if (mark === UNASKED) this.marks[position] = mark = this.causeOf(position) === 0 ? FITS : BROKEN;
    return mark === BROKEN ? 0 : mark;
  }

  /** An item already shown still fits (it counts as a match) but is not offered again. */
  markShown(position: number): void {
    if (this.at(position) === FITS) this.marks[position] = SHOWN;
  }

  /** Whether any item within the budget may still be suggested: usually one of the first few asked. */
  anyLeft(): boolean {
    for (let position = 0; position < this.limit; position++) if (this.at(position) === FITS) return true;
    return false;
  }

  /** Every item asked: how many fit, and how many each constraint removed. */
  candidates(): Candidates {
    const tally = this.tally.restarted();
    const eligible = new Uint8Array(this.limit);
    let eligibleCount = 0;
    for (let position = 0; position < this.limit; position++) {
      const cause = this.causeOf(position);
      if (cause === 0) {
        eligible[position] = 1;
        eligibleCount++;
      } else tally.count(cause, position);
    }
    return { eligible, eligibleCount, removedBy: tally.removedBy() };
  }

  /** The id of the first constraint the item breaks, 0 for none. */
  private causeOf(position: number): number {
    const { contentMasks, kindMasks } = this.constraints.facts;
    const content = contentMasks[position] as number;
    const kind = kindMasks[position] as number;
    const named = this.avoidNamed[position] as number;
    for (let at = 0; at < this.avoidIds.length; at++)
      if (((this.avoidContains[at] as number) & content) !== 0 || ((this.avoidKinds[at] as number) & kind) !== 0 || named === at + 1)
        return this.avoidIds[at] as number;
    const index = this.index;
    if (outsideAge(index.minAges[position] as number, index.maxAges[position] as number, this.ages)) return this.ageId;
    // "Her sourdough starter": the very thing they have is no gift.
    const owned = this.constraints.owned;
    if (owned.size > 0 && owned.has(index.nameTails[position] as string)) return this.ownedId;
    const requires = index.requiresMasks[position] as number;
    if ((requires & ~this.constraints.hasMask) !== 0) return this.requiresId;
    const broken = this.firstBroken[position] as number;
    if (broken !== 0) return broken;
    const otherGender = this.constraints.otherGender;
    const madeFor = index.madeForGender[position] as number;
    if (otherGender !== 0 && (otherGender === EITHER_GENDER ? madeFor !== 0 : madeFor === otherGender)) return this.genderId;
    if (
      (requires & CONSOLE) !== 0 &&
      !fitsPlatform(index.items[position] as CatalogItem, index.nameTagStems[position] as string, this.reading)
    )
      return this.requiresId;
    return 0;
  }
}

/**
 * Every item within the budget against the request's hard constraints, with the count of what each removed: what
 * the tests of the constraints read (a query asks `Eligibility` item by item).
 */
export function filterCandidates(index: CatalogIndex, reading: RequestReading, limit: number): Candidates {
  return new Eligibility(index, reading, limit).candidates();
}

/** How many items each cause removed, and where in price order it first removed one. */
class CauseTally {
  private readonly causes: string[] = [];
  private counts = new Int32Array(0);
  private firsts = new Int32Array(0);

  constructor(private readonly limit: number) {}

  /** The same causes and ids, nothing counted yet. */
  restarted(): CauseTally {
    const fresh = new CauseTally(this.limit);
    fresh.causes.push(...this.causes);
    return fresh;
  }

  /**
   * The cause's id, from 1: ids are small numbers kept in bytes per item. A request has a few dozen causes at most
   * (the fixed rules and its avoid phrases, 12 at most), far from 255.
   */
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
