/**
 * A fact about each catalog item that a call works out from the item alone, kept beside the index it belongs
 * to once worked out: the same as a column of the index, but built on first need, so neither a start nor a
 * reload pays for items no answer reaches. It goes with its index on a reload; at most one entry per item.
 */
import type { CatalogItem } from "@gift-finder/shared";
import { type CatalogIndex, ITEMS_PER_STEP, runToEnd } from "./catalogIndex.ts";

export function itemMemo<T>(compute: (item: CatalogItem) => T): (index: CatalogIndex, position: number) => T {
  const byIndex = new WeakMap<CatalogIndex, (T | undefined)[]>();
  return (index, position) => {
    let known = byIndex.get(index);
    if (known === undefined) {
      known = [];
      byIndex.set(index, known);
    }
    let value = known[position];
    if (value === undefined) {
      value = compute(index.items[position] as CatalogItem);
      known[position] = value;
    }
    return value;
  };
}

/**
 * The positions of the items that `matches`, listed on first need and kept beside the index, as `itemMemo` does.
 * Call it once, at a module's top level: every list it makes is registered for good, for a reload to warm.
 */
export function itemsWhere(matches: (item: CatalogItem) => boolean): (index: CatalogIndex) => readonly number[] {
  const byIndex = new WeakMap<CatalogIndex, readonly number[]>();
  function* listSteps(index: CatalogIndex): Generator<void, readonly number[], void> {
    let found = byIndex.get(index);
    if (found !== undefined) return found;
    const listed: number[] = [];
    for (let position = 0; position < index.items.length; position++) {
      if (position % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
      if (matches(index.items[position] as CatalogItem)) listed.push(position);
    }
    found = byIndex.get(index) ?? listed;
    byIndex.set(index, found);
    return found;
  }
  itemLists.push(listSteps);
  return (index) => byIndex.get(index) ?? runToEnd(listSteps(index));
}

/** Every list `itemsWhere` keeps, so that a reload can list them all before it swaps its index in. */
const itemLists: ((index: CatalogIndex) => Generator<void, readonly number[], void>)[] = [];

/** Lists, in steps, every item list that `itemsWhere` keeps for the index: a reload's first query then waits for none. */
export function* allItemLists(index: CatalogIndex): Generator<void, void, void> {
  for (const listSteps of itemLists) yield* listSteps(index);
}

/** As `itemsWhere`, as a set: for asking of many items whether each is one of them. */
export function itemSetWhere(matches: (item: CatalogItem) => boolean): (index: CatalogIndex) => ReadonlySet<number> {
  const listed = itemsWhere(matches);
  const byIndex = new WeakMap<CatalogIndex, ReadonlySet<number>>();
  return (index) => {
    let found = byIndex.get(index);
    if (found === undefined) {
      found = new Set(listed(index));
      byIndex.set(index, found);
    }
    return found;
  };
}
