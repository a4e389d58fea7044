/** Reads a free-text occasion and recipient into what the ranking uses: an occasion, audiences, interests. */
import { OCCASIONS, type Audience, type Occasion } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { PhraseTable, words, type Words } from "./text.ts";
import { AUDIENCE_CUES, OCCASION_ALIASES } from "./vocabulary.ts";

export interface UnderstoodQuery {
  readonly occasion: Occasion | undefined;
  readonly audiences: ReadonlySet<Audience>;
  readonly interests: ReadonlySet<string>;
}

function phraseTable<K extends string>(entries: Record<K, readonly string[]>): PhraseTable<K> {
  const table = new PhraseTable<K>();
  for (const key of Object.keys(entries) as K[]) {
    for (const phrase of entries[key]) table.add(phrase, key);
  }
  return table;
}

const occasionPhrases = phraseTable(OCCASION_ALIASES);
const audiencePhrases = phraseTable(AUDIENCE_CUES);

export function resolveOccasion(text: string): Occasion | undefined {
  const normalized = text.trim().toLowerCase().replace(/[\s_]+/g, "-");
  const exact = OCCASIONS.find((o) => o === normalized);
  if (exact) return exact;
  // Longest phrase first, so "baby shower" wins over "baby" and "new job" over "job".
  const [first] = occasionPhrases.findIn(text);
  return first;
}

function audienceForAge(age: number): Audience {
  if (age < 2) return "baby";
  if (age < 13) return "kid";
  if (age < 18) return "teen";
  if (age >= 65) return "senior";
  return "adult";
}

export function resolveAudiences(recipient: string, recipientWords: Words = words(recipient)): Set<Audience> {
  const audiences = audiencePhrases.findIn(recipientWords);
  for (const match of recipient.matchAll(/(\d{1,3})\s*-?\s*(?:years?|yrs?|yo)\b/gi)) {
    audiences.add(audienceForAge(Number(match[1])));
  }
  return audiences;
}

export function understandQuery(index: CatalogIndex, occasion: string, recipient: string): UnderstoodQuery {
  const recipientWords = words(recipient);
  return {
    occasion: resolveOccasion(occasion),
    audiences: resolveAudiences(recipient, recipientWords),
    interests: index.phraseConcepts.findIn(recipientWords),
  };
}
