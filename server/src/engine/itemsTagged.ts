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
export function itemsTaggedWith(index: CatalogIndex, tags: readonly string[], also: readonly string[]): readonly number[] {
  return remembered(index, `${tags.join(" ")}\n+${also.join(" ")}`, () => {
    const other = itemsTagged(index, also);
    return [...itemsTagged(index, tags)].filter((position) => other.has(position));
  });
}

/** The items carrying any of `tags` and none of `without`: scented candles, not memorial ones. */
export function itemsTaggedWithout(index: CatalogIndex, tags: readonly string[], without: readonly string[]): readonly number[] {
  return remembered(index, `${tags.join(" ")}\n-${without.join(" ")}`, () => {
    const other = itemsTagged(index, without);
    return [...itemsTagged(index, tags)].filter((position) => !other.has(position));
  });
}

/** The items whose first tag, what they are made for, is `tag`. */
export function itemsMadeFor(index: CatalogIndex, tag: string): readonly number[] {
  return remembered(index, `${tag}\n^`, () => [...itemsTagged(index, [tag])].filter((position) => index.items[position]?.tags[0] === tag));
}

/**
 * A list of positions that depends on the catalog alone, worked out once per catalog index and key: never to be
 * changed by a caller, and never keyed by what a request says (the keys would grow without end).
 */
export function remembered(index: CatalogIndex, key: string, find: () => readonly number[]): readonly number[] {
  let known = listCache.get(index);
  if (!known) listCache.set(index, (known = new Map()));
  let found = known.get(key);
  if (!found) known.set(key, (found = find()));
  return found;
}

const listCache = new WeakMap<CatalogIndex, Map<string, readonly number[]>>();
