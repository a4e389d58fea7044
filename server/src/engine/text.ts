/** Text normalisation shared by the catalog index and queries, so both sides of a match are read alike. */
import { stemmer } from "stemmer";

/** Words that never make a phrase on their own: a one-word match on them is skipped. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  "a an and the of for to in on at with who whom that this is are was be being been my our your his her their them they he she it its from by as or into loves love loving likes like enjoys really very big huge fan fans lover person someone guy girl time times".split(
    " ",
  ),
);

/**
 * Words whose stem would match a different word's ("well" is not "wellness", "western Ohio" is no love of
 * westerns): matched exactly only.
 */
const EXACT_ONLY: ReadonlySet<string> = new Set([
  "well",
  "watch",
  "watching",
  "nursing",
  "homes",
  "hom",
  "calm",
  "western",
  "engine",
  "engines",
  "marvelous",
  "marvellous",
  // "Our first Valentine's apart" is no apartment, which stems the same.
  "apart",
  // "Boxes of sweets from everyone" is no boxing.
  "boxes",
  // "The kind of person who…" is nothing personalized; "practical gadgets" is no practice pad.
  "person",
  "practical",
  // "Organic baby products" is neither organizing nor productivity, which stem the same.
  "organic",
  "product",
  "products",
]);

/**
 * Every word of a text, lowercased, with its stem. Stop words stay in place, so a phrase such as "dad to be"
 * keeps all three words and never shrinks to "dad"; they just cannot match on their own.
 */
/** The words said, as as many spaces: taken out of a text while every other word keeps its place. */
export const blanked = (said: string): string => " ".repeat(said.length);

export interface Words {
  readonly exact: readonly string[];
  readonly stems: readonly string[];
}

/** Stemming is the costly part of reading text, and a catalog repeats its words: remember each stem. */
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 200_000;

/** Verb forms the stemmer leaves apart from their base ("goes" stems to "goe"): "coffee goes cold" is "going cold". */
const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map([
  ["goes", "go"],
  ["went", "go"],
  ["dies", "die"],
  ["died", "die"],
  ["dying", "die"],
  ["woke", "wake"],
  ["woken", "wake"],
  ["ran", "run"],
  ["froze", "freeze"],
  ["frozen", "freeze"],
]);

function stemOf(word: string): string {
  if (EXACT_ONLY.has(word)) return `=${word}`;
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = stemmer(IRREGULAR_FORMS.get(word) ?? word);
    if (stemCache.size < STEM_CACHE_LIMIT) stemCache.set(word, stem);
  }
  return stem;
}

/** Letters with accents, written as their plain letter and a combining mark once decomposed. */
const NOT_ASCII = /[\u0080-\uffff]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function words(text: string): Words {
  // "Pokémon", "Beyoncé", "jalapeño": the accent is dropped, not the word split in two at it.
  const plain = NOT_ASCII.test(text) ? text.normalize("NFD").replace(COMBINING_MARKS, "") : text;
  const exact = plain
    .toLowerCase()
    .replace(/['\u2019]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 1);
  return { exact, stems: exact.map(stemOf) };
}

export interface PhraseTableData<V> {
  readonly maxWords: number;
  readonly exact: ReadonlyMap<string, V | null>;
  readonly stemmed: ReadonlyMap<string, V | null>;
  readonly starts: ReadonlySet<string>;
}

export interface PhraseMatch<V> {
  readonly value: V;
  /** Word positions in `words(text).exact`: [start, end). */
  readonly start: number;
  readonly end: number;
}

/**
 * Phrases mapped to values, looked up by exact words first and by stems second: stems catch wording
 * ("hikers", "hiking") while exact words keep apart what stems merge ("gaming" and "games" both stem to
 * "game"). The first value set for a key wins, so list the more specific sources first.
 */
export class PhraseTable<V> {
  readonly #exact = new Map<string, V | null>();
  readonly #stemmed = new Map<string, V | null>();
  /** First words (exact and stemmed) of every phrase: a position starting with none of them is skipped at once. */
  readonly #starts = new Set<string>();
  readonly maxWords: number;

  constructor(maxWords = 4) {
    this.maxWords = maxWords;
  }

  add(phrase: string, value: V): void {
    this.#set(phrase, value);
  }

  /**
   * A word-sense guard: the phrase is read as one unit that means nothing here, so "home sick" never reaches
   * "home" and "know well" never reaches "wellness".
   */
  guard(phrase: string): void {
    this.#set(phrase, null);
  }

  #set(phrase: string, value: V | null): void {
    const { exact, stems: stemmed } = words(phrase);
    if (exact.length === 0 || (exact.length === 1 && STOPWORDS.has(exact[0] as string))) return;
    const exactKey = exact.join(" ");
    this.#starts.add(exact[0] as string);
    if (!this.#exact.has(exactKey)) this.#exact.set(exactKey, value);
    // A one-word guard guards that word only: "festive" is no music festival, but "festivals" still are.
    if (value === null && exact.length === 1) return;
    const stemKey = stemmed.join(" ");
    this.#starts.add(stemmed[0] as string);
    if (!this.#stemmed.has(stemKey)) this.#stemmed.set(stemKey, value);
  }

  /**
   * Every phrase the text mentions, longest first, each word used by one phrase at most, with the word
   * positions it spans. `minWords` ignores shorter phrases: prose such as "a wooden tabletop easel" should not
   * count one loose word. Pass `words(text)` to read one text against several tables without re-stemming it.
   */
  matchesIn(text: string | Words, minWords = 1): PhraseMatch<V>[] {
    const found: PhraseMatch<V>[] = [];
    this.#scan(text, (value, start, end) => {
      if (value !== null && end - start >= minWords) found.push({ value, start, end });
    });
    return found;
  }

  /** Word positions that a sense guard reads as a unit meaning nothing ("office" in "a basement office"). */
  guardedIn(text: Words): Set<number> {
    const guarded = new Set<number>();
    this.#scan(text, (value, start, end) => {
      if (value === null) for (let at = start; at < end; at++) guarded.add(at);
    });
    return guarded;
  }

  #scan(text: string | Words, onPhrase: (value: V | null, start: number, end: number) => void): void {
    const { exact, stems: stemmed } = typeof text === "string" ? words(text) : text;
    let position = 0;
    while (position < exact.length) {
      let consumed = 1;
      if (!this.#starts.has(exact[position] as string) && !this.#starts.has(stemmed[position] as string)) {
        position++;
        continue;
      }
      for (let length = Math.min(this.maxWords, exact.length - position); length > 0; length--) {
        // A guard (null) met word for word wins over a phrase that shares its stem.
        const exactValue = this.#exact.get(exact.slice(position, position + length).join(" "));
        const value = exactValue !== undefined ? exactValue : this.#stemmed.get(stemmed.slice(position, position + length).join(" "));
        if (value !== undefined) {
          onPhrase(value, position, position + length);
          consumed = length;
          break;
        }
      }
      position += consumed;
    }
  }

  /** The values of `matchesIn`, as a set. */
  findIn(text: string | Words, minWords = 1): Set<V> {
    return new Set(this.matchesIn(text, minWords).map((match) => match.value));
  }

  /** The table as plain data (maps and a set), for a copy kept on disk; `fromData` makes the table again. */
  toData(): PhraseTableData<V> {
    return { maxWords: this.maxWords, exact: this.#exact, stemmed: this.#stemmed, starts: this.#starts };
  }

  static fromData<V>(data: PhraseTableData<V>): PhraseTable<V> {
    const table = new PhraseTable<V>(data.maxWords);
    for (const [key, value] of data.exact) table.#exact.set(key, value);
    for (const [key, value] of data.stemmed) table.#stemmed.set(key, value);
    for (const start of data.starts) table.#starts.add(start);
    return table;
  }

  clone(): PhraseTable<V> {
    const copy = new PhraseTable<V>(this.maxWords);
    for (const [key, value] of this.#exact) copy.#exact.set(key, value);
    for (const [key, value] of this.#stemmed) copy.#stemmed.set(key, value);
    for (const start of this.#starts) copy.#starts.add(start);
    return copy;
  }
}
