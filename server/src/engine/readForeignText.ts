/**
 * Reads a recipient text in another language word by word (`foreignWords.ts`) into the fields the model would
 * have filled in English: a relationship, interests, and what to avoid. A word a negation reaches ("trinkt keinen
 * Alkohol", "no le gusta el chocolate") is something to avoid, never a love.
 */
import { FOREIGN_WORDS, type ForeignWords } from "./foreignWords.ts";

export interface ForeignReading {
  readonly relationship: string | undefined;
  readonly interests: readonly string[];
  readonly avoid: readonly string[];
}

interface Entry {
  readonly phrase: string;
  readonly pattern: RegExp;
  /**
   * A diet said at all is avoided ("vegan"), with no negation needed; a condition ("Demenz") is read even where a
   * "can no longer" reaches it.
   */
  readonly always: boolean;
}

interface Found {
  readonly phrase: string;
  readonly at: number;
  readonly always: boolean;
}

interface Language {
  readonly interests: readonly Entry[];
  readonly avoid: readonly Entry[];
  readonly relationships: readonly Entry[];
  readonly negators: RegExp;
  readonly notNegations: RegExp;
  readonly lacks: RegExp;
  /** Where a negation's scope ends: punctuation, a contrast, or "and" followed by a word of loving. */
  readonly scopeEnds: RegExp;
  /** Loving said in the past ("adorait"), which with `noLonger` in its sentence is a love that has passed. */
  readonly pastLoves: RegExp;
  readonly noLonger: RegExp;
  readonly drinks: RegExp;
  readonly owns: RegExp;
  readonly kit: readonly Entry[];
  readonly partnerCues: RegExp | undefined;
}

/** Words are told apart by letters, not by ASCII's \b: "café" ends where "caf" would not. */
const wordPattern = (word: string) =>
  `(?<!\\p{L})${word.replace(/\*$/, "").replace(/_/g, "\\s+").replace(/\./g, "\\.")}${word.endsWith("*") ? "\\p{L}*" : "(?!\\p{L})"}`;

const anyOf = (words: string) =>
  new RegExp(
    words
      .trim()
      .split(/\s+/)
      .map((word) => wordPattern(word.replace(/^!/, "")))
      .join("|"),
    "gu",
  );

function entries(table: string): Entry[] {
  return table
    .trim()
    .split("\n")
    .flatMap((line) => {
      const [phrase = "", words = ""] = line.split(":");
      return words
        .trim()
        .split(/\s+/)
        .map((word) => ({ phrase: phrase.trim(), pattern: anyOf(word), always: word.startsWith("!") }));
    });
}

function compile(words: ForeignWords): Language {
  const conjunctions = words.conjunctions.trim().split(/\s+/).join("|");
  const loves = words.loves.trim().split(/\s+/).join("|");
  return {
    interests: entries(words.interests),
    avoid: entries(words.avoid),
    relationships: entries(words.relationships),
    negators: anyOf(words.negators),
    notNegations: new RegExp(`(?<!\\p{L})(?:${words.notNegations})`, "gu"),
    lacks: new RegExp(`(?<!\\p{L})(?:${words.lacks})(?!\\p{L})`, "gu"),
    scopeEnds: new RegExp(
      `[,.;:!?()\\n]|${anyOf(words.contrasts).source}|(?<!\\p{L})(?:${conjunctions})\\s+(?:\\p{L}+\\s+)?(?:${loves})(?!\\p{L})`,
      "gu",
    ),
    pastLoves: anyOf(words.pastLoves),
    noLonger: new RegExp(`(?<!\\p{L})(?:${words.noLonger})(?!\\p{L})`, "gu"),
    drinks: anyOf(words.drinks),
    owns: new RegExp(`(?<!\\p{L})(?:${words.owns})(?!\\p{L})`, "gu"),
    kit: entries(words.kit),
    partnerCues: words.partnerCues === undefined ? undefined : anyOf(words.partnerCues),
  };
}

const LANGUAGES: ReadonlyMap<string, Language> = new Map(Object.entries(FOREIGN_WORDS).map(([name, words]) => [name, compile(words)]));

function positions(pattern: RegExp, text: string): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index);
}

function found(table: readonly Entry[], text: string): Found[] {
  return table
    .flatMap((entry) => positions(entry.pattern, text).map((at) => ({ phrase: entry.phrase, at, always: entry.always })))
    .sort((a, b) => a.at - b.at);
}

/** Whether a cue opened before `at` still reaches it: no punctuation, contrast or new love in between. */
function reached(at: number, cues: readonly number[], sameClause: (from: number, to: number) => boolean): boolean {
  const opened = cues.filter((n) => n < at).at(-1);
  return opened !== undefined && sameClause(opened, at);
}

/** "Trinkt nicht", "ne boit jamais": how far after the verb its negation may come, in characters. */
const NEGATION_AFTER_VERB = 16;

const SENTENCE_ENDS = /[.;!?\n]/g;

const unique = (phrases: readonly string[]) => [...new Set(phrases)];

/**
 * A word that names no love of its own beside a narrower one: a nurse's hospital is where she works, not where she
 * lies; a climber's "palestra" or "Halle" is the climbing gym; and "tejer a ganchillo" is crochet, however "tejer"
 * alone reads; "libri d'avventura" are adventure books, more than any book.
 */
const BROADER_WORD_OF: Readonly<Record<string, string>> = {
  nurse: "hospital stay",
  climbing: "fitness",
  crochet: "knitting",
  "adventure books": "reading",
  // "Jogos de corrida" are racing games on a console, no running.
  "racing video games": "running",
};

/** Undefined for a language with no word list (Japanese, Turkish...): the text stays unread. */
export function readForeignText(text: string, language: string): ForeignReading | undefined {
  const words = LANGUAGES.get(language);
  if (!words) return undefined;
  const lower = text.normalize("NFC").toLowerCase();
  const blankedAway = (said: string) => " ".repeat(said.length);
  const lacking = positions(words.lacks, lower);
  const negators = positions(words.negators, lower.replace(words.notNegations, blankedAway).replace(words.lacks, blankedAway));
  const scopeEnds = positions(words.scopeEnds, lower);
  const sameClause = (from: number, to: number) => !scopeEnds.some((end) => end > from && end < to);
  const isNegated = (at: number) => reached(at, negators, sameClause);
  // What they have none of is neither loved nor avoided: "no tiene casi nada en la cocina".
  const isLacked = (word: Found) => reached(word.at, lacking, sameClause);
  const loves = found(words.interests, lower).filter((word) => word.always || !isLacked(word));
  const diets = found(words.avoid, lower).filter((word) => !isLacked(word));
  // "Trinkt nicht", "no bebe", "ne boit pas": drinking negated, with no drink named after it, is alcohol.
  const dryDrinker = positions(words.drinks, lower).some(
    (at) =>
      (isNegated(at) || negators.some((n) => n > at && n - at <= NEGATION_AFTER_VERB && sameClause(at, n))) &&
      ![...loves, ...diets].some((word) => word.at > at && sameClause(at, word.at)),
  );
  // The person the text opens with is the one the gift is for: "la hija de mi amiga" is the daughter.
  const named = found(words.relationships, lower)[0]?.phrase;
  const couple = words.partnerCues !== undefined && lower.search(words.partnerCues) >= 0;
  const relationship = named === "friend" && couple ? "partner" : named;
  // "Elle adorait tricoter mais ne peut plus tenir les aiguilles": loved once, and no longer done, as the model's "(past)".
  const noLonger = positions(words.noLonger, lower);
  const sentenceEnds = positions(SENTENCE_ENDS, lower);
  const sameSentence = (from: number, to: number) => !sentenceEnds.some((end) => end > from && end < to);
  const pastVerbs = positions(words.pastLoves, lower).filter((at) => noLonger.some((n) => n > at && sameSentence(at, n)));
  const asSaid = (word: Found) => (reached(word.at, pastVerbs, sameClause) ? `${word.phrase} (past)` : word.phrase);
  const interests = unique(loves.filter((word) => !isNegated(word.at)).map(asSaid));
  // "Ha già corde, imbrago, scarpette": the kit of a sentence that says it is had.
  const owning = positions(words.owns, lower);
  const owned = found(words.kit, lower).filter((word) => owning.some((at) => at < word.at && sameSentence(at, word.at)));
  return {
    relationship,
    interests: interests.filter((phrase) => !interests.some((love) => BROADER_WORD_OF[love] === phrase)),
    avoid: unique([
      ...loves.filter((word) => !word.always && isNegated(word.at)).map((word) => word.phrase),
      ...diets.filter((word) => word.always || isNegated(word.at)).map((word) => word.phrase),
      ...(dryDrinker ? ["alcohol"] : []),
      ...owned.map((word) => word.phrase),
    ]),
  };
}
