/**
 * A catalog prepared for fast queries: items sorted by price (a budget is a prefix), occasions and audiences
 * as bit masks, and an inverted index from concept to weighted postings. Built once per catalog load.
 */
import { AudienceSchema, CATEGORIES, OCCASIONS, type Audience, type CatalogItem, type Occasion } from "@gift-finder/shared";
import { ngrams, phraseKey, stems } from "./text.ts";
import { CONCEPT_PHRASES } from "./vocabulary.ts";

export const AUDIENCES = AudienceSchema.options;
export const ANY_OCCASION_BIT = 1 << OCCASIONS.length;

export function occasionBit(occasion: Occasion): number {
  return 1 << OCCASIONS.indexOf(occasion);
}
export function audienceBit(audience: Audience): number {
  return 1 << AUDIENCES.indexOf(audience);
}

/** How strongly each source of an item's text says "this item is about concept X". */
const WEIGHT = { tag: 1, category: 0.8, name: 0.6, description: 0.35 } as const;

export interface Posting {
  readonly item: number;
  readonly weight: number;
}

export interface CatalogIndex {
  /** Sorted by price, then id, so that every budget selects a prefix and ties break the same way each time. */
  readonly items: readonly CatalogItem[];
  readonly prices: Float64Array;
  readonly occasionMasks: Uint32Array;
  readonly audienceMasks: Uint32Array;
  readonly postings: ReadonlyMap<string, readonly Posting[]>;
  /** Inverse document frequency: rare concepts say more about a match than common ones. */
  readonly idf: ReadonlyMap<string, number>;
  /** Phrase key → concept, from the vocabulary and from every catalog tag. */
  readonly phraseConcepts: ReadonlyMap<string, string>;
  readonly positionById: ReadonlyMap<string, number>;
}

const vocabularyPhrases: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [concept, phrases] of Object.entries(CONCEPT_PHRASES)) {
    map.set(phraseKey(concept), concept);
    for (const phrase of phrases) map.set(phraseKey(phrase), concept);
  }
  return map;
})();

/** Concepts a piece of text mentions: vocabulary phrases first, then any other known phrase (e.g. a catalog tag). */
export function conceptsIn(text: string, phraseConcepts: ReadonlyMap<string, string>): Set<string> {
  const found = new Set<string>();
  for (const gram of ngrams(stems(text))) {
    const concept = phraseConcepts.get(gram);
    if (concept !== undefined) found.add(concept);
  }
  return found;
}

export function buildCatalogIndex(catalog: readonly CatalogItem[]): CatalogIndex {
  const items = [...catalog].sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const phraseConcepts = new Map(vocabularyPhrases);
  for (const item of items) {
    for (const tag of item.tags) {
      const key = phraseKey(tag);
      if (key && !phraseConcepts.has(key)) phraseConcepts.set(key, tag);
    }
  }

  const postingLists = new Map<string, Posting[]>();
  const prices = new Float64Array(items.length);
  const occasionMasks = new Uint32Array(items.length);
  const audienceMasks = new Uint32Array(items.length);
  const positionById = new Map<string, number>();

  items.forEach((item, position) => {
    prices[position] = item.price;
    positionById.set(item.id, position);
    occasionMasks[position] = item.occasions.reduce((mask, o) => mask | (o === "any" ? ANY_OCCASION_BIT : occasionBit(o)), 0);
    audienceMasks[position] = item.audience.reduce((mask, a) => mask | audienceBit(a), 0);

    const weights = new Map<string, number>();
    const add = (concepts: Iterable<string>, weight: number) => {
      for (const concept of concepts) weights.set(concept, Math.max(weights.get(concept) ?? 0, weight));
    };
    add(conceptsIn(item.description, phraseConcepts), WEIGHT.description);
    add(conceptsIn(item.name, phraseConcepts), WEIGHT.name);
    add(conceptsIn(`${item.category} ${CATEGORIES[item.category].label}`, phraseConcepts), WEIGHT.category);
    for (const tag of item.tags) add(conceptsIn(tag, phraseConcepts), WEIGHT.tag);
    for (const [concept, weight] of weights) {
      let list = postingLists.get(concept);
      if (!list) postingLists.set(concept, (list = []));
      list.push({ item: position, weight });
    }
  });

  const idf = new Map<string, number>();
  for (const [concept, list] of postingLists) idf.set(concept, Math.log(1 + items.length / list.length));
  return { items, prices, occasionMasks, audienceMasks, postings: postingLists, idf, phraseConcepts, positionById };
}
