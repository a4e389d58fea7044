/**
 * A baby shower celebrates the baby on the way: a Star Wars novel for the parents' Star Wars nursery was judged
 * wrong there. The books and toys made for grown-ups only, and not for the shower itself (a pregnancy guide is).
 */
import type { CatalogIndex } from "./catalogIndex.ts";

const SHOWER_AUDIENCES = ["baby", "kid", "family"];

const grownUpThingsCache = new WeakMap<CatalogIndex, readonly number[]>();

export function grownUpThingsAtAShower(index: CatalogIndex): readonly number[] {
  let found = grownUpThingsCache.get(index);
  if (found === undefined) {
    found = index.items.flatMap((item, position) =>
      (item.is.includes("book") || item.is.includes("toy")) &&
      item.category !== "baby" &&
      !item.occasions.includes("baby-shower") &&
      !item.audience.some((audience) => SHOWER_AUDIENCES.includes(audience))
        ? [position]
        : [],
    );
    grownUpThingsCache.set(index, found);
  }
  return found;
}
