/**
 * Explain: one short sentence saying why an idea fits, built only from what is true: the request's own
 * interest words the item matched, and a fact quoted from the item's description.
 */
import type { CatalogItem, Occasion } from "@gift-finder/shared";
import type { RequestReading } from "./readRequest.ts";

export const MAX_REASON_CHARS = 140;

const OCCASION_WORDS: Record<Occasion, string> = {
  birthday: "birthday",
  anniversary: "anniversary",
  wedding: "wedding",
  graduation: "graduation",
  holiday: "holiday",
  housewarming: "housewarming",
  "baby-shower": "baby shower",
  retirement: "retirement",
  "thank-you": "thank-you",
  valentines: "Valentine's Day",
  "mothers-day": "Mother's Day",
  "fathers-day": "Father's Day",
  "new-job": "new-job",
  "get-well": "get-well",
  farewell: "farewell",
  "just-because": "just-because",
  sympathy: "sympathy",
};

function listWords(words: readonly string[]): string {
  const named = words.map(properNames);
  if (named.length <= 1) return named.join("");
  return `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}

/** Names a reason spells as their owners do, however the person typed them ("star wars fan" → "Star Wars fan"). */
const PROPER_NAMES: readonly (readonly [RegExp, string])[] = [
  [/\bstar wars\b/gi, "Star Wars"],
  [/\btaylor swift\b/gi, "Taylor Swift"],
  [/\bharry potter\b/gi, "Harry Potter"],
  [/\bcivil war\b/gi, "Civil War"],
  [/\bworld war (?:ii|2)\b/gi, "World War II"],
  [/\b(?:ww2|wwii)\b/gi, "WWII"],
  [/\bmarvel\b/gi, "Marvel"],
  [/\bdisney frozen\b/gi, "Frozen"],
  [/\bdisney\b/gi, "Disney"],
  [/\blego\b/gi, "LEGO"],
  [/\bminecraft\b/gi, "Minecraft"],
  [/\bpokemon\b/gi, "Pokémon"],
  [/\bnintendo\b/gi, "Nintendo"],
  [/\bhanukkah\b/gi, "Hanukkah"],
  [/\bdiwali\b/gi, "Diwali"],
  [/\beid\b/gi, "Eid"],
  [/\blunar new year\b/gi, "Lunar New Year"],
  [/\bnfl\b/gi, "NFL"],
  [/\bnba\b/gi, "NBA"],
  [/\bmlb\b/gi, "MLB"],
  [/\bnhl\b/gi, "NHL"],
  [/\bpremier league\b/gi, "Premier League"],
  [/\bpeloton\b/gi, "Peloton"],
  [/\bdallas cowboys\b/gi, "Dallas Cowboys"],
  [/\bk[- ]?pop\b/gi, "K-pop"],
  [/\bpaw patrol\b/gi, "PAW Patrol"],
  [/\bbluey\b/gi, "Bluey"],
  [/\bformula (?:1|one)\b/gi, "Formula 1"],
  [/\broblox\b/gi, "Roblox"],
  [/\bdungeons (?:&|and) dragons\b/gi, "Dungeons & Dragons"],
  [/\bjapanese\b/gi, "Japanese"],
  [/\bindian\b/gi, "Indian"],
  [/\bbts\b/gi, "BTS"],
  [/\badhd\b/gi, "ADHD"],
  [/\bplaystation\b/gi, "PlayStation"],
  [/\bfunko(?: pops?)?\b/gi, "Funko Pops"],
];

/** Any of the names at all: most phrases have none, and one test is cheaper than a replace per name. */
const ANY_PROPER_NAME = new RegExp(PROPER_NAMES.map(([pattern]) => pattern.source).join("|"), "i");

function properNames(phrase: string): string {
  if (!ANY_PROPER_NAME.test(phrase)) return phrase;
  return PROPER_NAMES.reduce((text, [pattern, name]) => text.replace(pattern, name), phrase);
}

/** Where a clause ends: the best place to shorten a sentence (a shorter fact is still true; half a phrase may not be). */
const CLAUSE_CUT = /,\s|;\s|:\s|\s(?:with|that|which|so|while|where)\s/g;
/** Where a phrase ends, before a preposition: the fallback, so a cut never drops a noun's last word ("the last chapter [missing]"). */
const PHRASE_CUT = /\s(?:of|on|at|in|into|to|for|from|by|about|over|under|during|after|before|across|through|between|whose)\s/g;
/** A past participle: regular ("filled"), or one of the irregular ones descriptions use. */
const PARTICIPLE_WORD = String.raw`(?:[a-z]+ed|made|taught|built|sold|grown|written|drawn|held|kept|worn|known)`;
const PARTICIPLE = new RegExp(String.raw`^${PARTICIPLE_WORD}$`);
/** Before a participle that opens a reduced clause ("popcorn made with…", "a class taught by…"): a later fallback. */
const PARTICIPLE_CUT = new RegExp(String.raw`\s(?=(?![a-z]*(?:filled|packed|stuffed|loaded|topped|lined)\s)${PARTICIPLE_WORD}\s)`, "g");
/** Words that need what follows them: a cut right after one leaves "made." or "free." hanging. */
const NEEDS_MORE = new RegExp(String.raw`(?:\b(?:${PARTICIPLE_WORD}|shown|set|free|full|step|rich)|-)$`, "i");
/**
 * "A wide, splash-proof lid": a comma right after an article and one word sits inside a run of adjectives, and so
 * does one after a preposition and an adjective ("a hand cream for cracked, split skin").
 */
const ADJECTIVE_RUN =
  /\b(?:a|an|the|one|two|three|each|every)\s+[\w-]+$|\b(?:for|with|of|from|in|on)\s+(?:[a-z]+ed|dry|rough|sore|tired|cold|soft)$/i;
const SHORTEST_FACT = 20;
const TRAILING_FILLER =
  /\s+(?:a|an|the|and|or|of|with|for|to|in|into|on|at|by|from|about|over|under|during|after|before|through|between|as|that|so|its|their|your|each|every|both)$/i;

/** A sentence ends at . ! or ? before a capital, but not after a title or an initial ("Dr. John Sarno"). */
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|Prof|vs|No|[A-Z])\.)\s+(?=[A-Z])/;

/** The last place `pattern` allows a cut within `room`, skipping commas inside a list ("light, watering and tips"). */
function lastCut(sentence: string, pattern: RegExp, room: number): number | undefined {
  let cut: number | undefined;
  for (const match of sentence.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > room) break;
    const splitsList = match[0].startsWith(",") && listContinues(sentence.slice(at + 1));
    // "Filled with treats", "free of allergens", "a wide, splash-proof lid": what comes next is what it says.
    const before = sentence.slice(0, at);
    const dangles = match[0].startsWith(",") ? ADJECTIVE_RUN.test(before) : NEEDS_MORE.test(before);
    if (at >= SHORTEST_FACT && !splitsList && !dangles && !opensAside(before)) cut = at;
  }
  return cut;
}

/** Whether a bracket opened in `text` is still open there. */
function opensAside(text: string): boolean {
  return text.lastIndexOf("(") > text.lastIndexOf(")");
}

/** Words that open a clause or a phrase after a comma, never the next item of a list. */
const CLAUSE_OPENERS = new Set([
  "a",
  "an",
  "the",
  "with",
  "that",
  "which",
  "who",
  "so",
  "while",
  "where",
  "including",
  "such",
  "for",
  "from",
  "to",
  "in",
  "on",
  "at",
  "by",
  "each",
  "all",
  "plus",
]);

/**
 * After a comma, the next item of a list ("light, watering and rescue tips"): an "and" or "or" within six words,
 * unless a participle opens a clause there ("bears, made without gelatin and…").
 */
function listContinues(rest: string): boolean {
  const next = (rest.split(/[;:.]/)[0] ?? "").toLowerCase().match(/[\w'-]+/g) ?? [];
  const opener = next[0] ?? "";
  if (CLAUSE_OPENERS.has(opener) || PARTICIPLE.test(opener)) return false;
  return next.slice(1, 6).some((word) => word === "and" || word === "or");
}

/** The description's first sentence, shortened at a clause boundary to fit `room` characters. */
export function descriptionFact(description: string, room: number): string {
  const sentence = (description.split(SENTENCE_END)[0] ?? description).replace(/[.!?]+$/, "").trim();
  let fact = sentence;
  if (fact.length > room) {
    const cut =
      lastCut(sentence, CLAUSE_CUT, room) ??
      lastCut(sentence, PHRASE_CUT, room) ??
      lastCut(sentence, PARTICIPLE_CUT, room) ??
      sentence.lastIndexOf(" ", room);
    fact = sentence.slice(0, cut);
    // "Five dinosaur figures (a T. rex": an aside cut short goes whole.
    if (opensAside(fact)) fact = fact.slice(0, fact.lastIndexOf("("));
    while (TRAILING_FILLER.test(fact)) fact = fact.replace(TRAILING_FILLER, "");
  }
  fact = fact.replace(/[\s,;:\u2013\u2014-]+$/, "");
  return PLAIN_OPENING.test(fact) || DESCRIBING_OPENING.test(fact) ? fact.charAt(0).toLowerCase() + fact.slice(1) : fact;
}

/**
 * An opening word that describes the thing and is capital only for starting the sentence: "Fine-point fly-tying
 * scissors", "Padded leather-palm gloves", "Wireless earbuds", followed by a word in lower case. Not a maker's or a
 * country's ("Swiss-made", "Alfred Hitchcock's").
 */
const DESCRIBING_OPENING =
  /^(?!(?:Swiss|German|Japanese|Italian|French|American|British|English|Irish|Scottish|Belgian|Dutch|Danish|Swedish|Norwegian|Finnish|Spanish|Mexican|Canadian|Korean|Chinese|Turkish|Greek|Portuguese|Austrian|Australian|Icelandic|Amish|Vermont|Texas|Maine)-)(?:[A-Z][a-z]+-[a-z]+(?:-[a-z]+)*|[A-Z][a-z]{2,}(?:ed|able|ible|proof|less))\s+[a-z]/;

/** Opening words that are capitals only for starting the sentence, never a name: "Two tickets", "Twenty-four pens". */
const PLAIN_OPENING =
  /^(?:A|An|The|All|Every|Over|About|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Fifteen|Twenty|Thirty|Forty|Fifty|Sixty|Hundred)(?:-[a-z]+)?\s/;

/** People met at a desk: a nurse or a coach is a working relationship too, but not in an office. */
const OFFICE_RELATIONS: ReadonlySet<string> = new Set(["coworker", "boss", "employee", "client"]);

export interface IdeaFacts {
  readonly item: CatalogItem;
  /** The request's interest phrases this item matched. */
  readonly matched: readonly string[];
  readonly reading: RequestReading;
}

export function explainIdea({ item, matched, reading }: IdeaFacts): string {
  const occasion = reading.occasion;
  const made = occasion !== undefined && item.occasions.includes(occasion);
  // A baptism is read as a baby's day, and no baby shower is said back to the one going to the church.
  const occasionWords = occasion && (reading.babysBaptism ? "baptism" : OCCASION_WORDS[occasion]);
  const lead =
    matched.length > 0
      ? `For ${listWords(matched.slice(0, matched.length > 1 && matched.join("").length > 40 ? 1 : 2)).slice(0, 60)}`
      : OFFICE_RELATIONS.has(reading.relation?.noun ?? "") && item.audience.includes("coworker")
        ? made
          ? `An office-friendly ${occasionWords} gift`
          : "An office-friendly gift"
        : made
          ? `${/^[aeiou]/i.test(occasionWords ?? "") ? "An" : "A"} ${occasionWords} gift idea`
          : "A well-liked gift";
  const room = Math.max(40, MAX_REASON_CHARS - lead.length - 3);
  const fact = itemFact(item, room);
  return `${lead}: ${fact}.`;
}

/**
 * `descriptionFact` of an item's description, worked out once per item and room (room is 40 to 137): an item's
 * description never changes, and a reload brings new item objects, so the facts go with their catalog.
 */
const factsByItem = new WeakMap<CatalogItem, Map<number, string>>();

function itemFact(item: CatalogItem, room: number): string {
  let known = factsByItem.get(item);
  if (known === undefined) factsByItem.set(item, (known = new Map()));
  let fact = known.get(room);
  if (fact === undefined) known.set(room, (fact = descriptionFact(item.description, room)));
  return fact;
}
