/** The items carrying any of a set of tags, looked up once per catalog index: the rules ask for the same sets on every call. */
import type { CatalogIndex } from "./catalogIndex.ts";

/** The items carrying any of the tags, worked out once per catalog index and set of tags: never to be changed. */
export function itemsTagged(index: CatalogIndex, tags: readonly string[]): ReadonlySet<number> {
  let known = taggedCache.get(index);
  if (!known) taggedCache.set(index, (known = new Map()));
  const key = tags.join(" ");
  let found = known.get(key);
  if (!found) known.set(key, (found = new Set(tags.flatMap((tag) => index.itemsByTag.get(tag) ?? []))));
  return found;
}

const taggedCache = new WeakMap<CatalogIndex, Map<string, ReadonlySet<number>>>();

/** The items carrying any of `tags` and also any of `also`: "sleep" things that are "noise" things. */
export function itemsTaggedWith(index: CatalogIndex, tags: readonly string[], also: readonly string[]): number[] {
  const other = itemsTagged(index, also);
  return [...itemsTagged(index, tags)].filter((position) => other.has(position));
}

/** The items carrying any of `tags` and none of `without`: scented candles, not memorial ones. */
export function itemsTaggedWithout(index: CatalogIndex, tags: readonly string[], without: readonly string[]): number[] {
  const other = itemsTagged(index, without);
  return [...itemsTagged(index, tags)].filter((position) => !other.has(position));
}
