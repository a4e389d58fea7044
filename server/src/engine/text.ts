/** Text normalisation shared by the catalog index and queries, so both sides of a match are read alike. */
import { stemmer } from "stemmer";

const STOPWORDS = new Set(
  "a an and the of for to in on at with who whom that this is are was be being been my our your his her their them they he she it its from by as or into loves love loving likes like enjoys really very big huge fan fans lover person someone guy girl".split(" "),
);

/** The meaningful words of a text, lowercased, with their stems. */
export interface Words {
  readonly exact: readonly string[];
  readonly stems: readonly string[];
}

export function words(text: string): Words {
  const exact = text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOPWORDS.has(word));
  return { exact, stems: exact.map(stemmer) };
}

/**
 * Phrases mapped to values, looked up by exact words first and by stems second: stems catch wording
 * ("hikers", "hiking") while exact words keep apart what stems merge ("gaming" and "games" both stem to
 * "game"). The first value set for a key wins, so list the more specific sources first.
 */
export class PhraseTable<V> {
  readonly #exact = new Map<string, V>();
  readonly #stemmed = new Map<string, V>();
  readonly maxWords: number;

  constructor(maxWords = 3) {
    this.maxWords = maxWords;
  }

  add(phrase: string, value: V): void {
    const { exact, stems: stemmed } = words(phrase);
    if (exact.length === 0) return;
    const exactKey = exact.join(" ");
    const stemKey = stemmed.join(" ");
    if (!this.#exact.has(exactKey)) this.#exact.set(exactKey, value);
    if (!this.#stemmed.has(stemKey)) this.#stemmed.set(stemKey, value);
  }

  /**
   * Every value the text mentions, longest phrase first, each word used by one phrase at most. `minWords`
   * ignores shorter phrases: prose such as "a wooden tabletop easel" should not count one loose word.
   * Pass `words(text)` instead of the text to read one text against several tables without re-stemming it.
   */
  findIn(text: string | Words, minWords = 1): Set<V> {
    const { exact, stems: stemmed } = typeof text === "string" ? words(text) : text;
    const found = new Set<V>();
    let position = 0;
    while (position < exact.length) {
      let consumed = 1;
      for (let length = Math.min(this.maxWords, exact.length - position); length > 0; length--) {
        const value =
          this.#exact.get(exact.slice(position, position + length).join(" ")) ??
          this.#stemmed.get(stemmed.slice(position, position + length).join(" "));
        if (value !== undefined) {
          if (length >= minWords) found.add(value);
          consumed = length;
          break;
        }
      }
      position += consumed;
    }
    return found;
  }

  clone(): PhraseTable<V> {
    const copy = new PhraseTable<V>(this.maxWords);
    for (const [key, value] of this.#exact) copy.#exact.set(key, value);
    for (const [key, value] of this.#stemmed) copy.#stemmed.set(key, value);
    return copy;
  }
}
