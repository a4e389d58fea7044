/**
 * Deterministic synthetic catalogs of any size, built by recombining the real catalog's items, for the
 * engine's scale tests and benchmarks. A fixed-seed generator keeps every run identical.
 */
import { type CatalogItem, MAX_ITEM_NAME_CHARS } from "@gift-finder/shared";

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticCatalog(base: readonly CatalogItem[], size: number, seed = 42): CatalogItem[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const items: CatalogItem[] = [];
  for (let i = 0; i < size; i++) {
    const template = pick(base);
    const other = pick(base);
    const number = ` #${i}`;
    items.push({
      ...template,
      id: `synthetic-${i}`,
      // Within the catalog's own limit on a name, or a reload of the synthetic file is rightly rejected.
      name: `${template.name.slice(0, MAX_ITEM_NAME_CHARS - number.length)}${number}`,
      price: Math.max(1, Math.round(template.price * (0.5 + random()) * 100) / 100),
      tags: [...new Set([...template.tags, pick(other.tags)])],
    });
  }
  return items;
}
