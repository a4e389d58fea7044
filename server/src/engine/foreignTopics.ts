/**
 * What else an item is about. A barbecue book is a book, but its topic is barbecue: for a person who loves
 * reading it is a gift for someone else, while a mystery novel's topic belongs to reading. A topic belongs to
 * what the person wants when most items carrying it also serve that want. An item whose first topic is
 * wanted is not judged by the rest.
 */
import type { CatalogItem } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { CONCEPT_PHRASES, TAG_PHRASES } from "./vocabulary.ts";

/** Interests and needs the vocabulary knows; other tags ("luxury", "classic") describe, they are not topics. */
const TOPICS: ReadonlySet<string> = new Set([...Object.keys(CONCEPT_PHRASES), ...Object.keys(TAG_PHRASES)]);

/** Only an item's first tags say what it is about; later ones say what it also serves. */
const TOPIC_TAGS = 5;
/** A posting at least this strong comes from a tag or the category, not from a passing word in the prose. */
const TAGGED_WEIGHT = 0.6;
const BELONGS_SHARE = 0.5;

export type ForeignTopicCounter = (position: number) => number;

export function foreignTopicCounter(index: CatalogIndex, wantedConcepts: ReadonlySet<string>): ForeignTopicCounter {
  const servesWanted = new Uint8Array(index.items.length);
  for (const concept of wantedConcepts)
    for (const posting of index.postings.get(concept) ?? []) if (posting.weight >= TAGGED_WEIGHT) servesWanted[posting.item] = 1;
  const belongs = new Map<string, boolean>();
  const topicBelongs = (topic: string): boolean => {
    let known = belongs.get(topic);
    if (known === undefined) {
      let carriers = 0;
      let serving = 0;
      for (const posting of index.postings.get(topic) ?? []) {
        if (posting.weight < TAGGED_WEIGHT) continue;
        carriers++;
        serving += servesWanted[posting.item] as number;
      }
      known = carriers > 0 && serving >= BELONGS_SHARE * carriers;
      belongs.set(topic, known);
    }
    return known;
  };
  return (position) => {
    const item = index.items[position] as CatalogItem;
    const own = index.categoryConcepts.get(item.category);
    const tagged = (index.tagConcepts[position] as readonly string[]).slice(0, TOPIC_TAGS).filter((topic) => !own?.has(topic));
    // Made mainly for what is wanted (a cookbook for a cook): what else it serves is a bonus, not a wrong gift.
    if (tagged[0] !== undefined && wantedConcepts.has(tagged[0])) return 0;
    return [...new Set(tagged)].filter((topic) => TOPICS.has(topic) && !wantedConcepts.has(topic) && !topicBelongs(topic)).length;
  };
}
