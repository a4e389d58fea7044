/**
 * Understand, the interests: each phrase the model sent, or each vocabulary phrase the free text holds, read
 * into catalog concepts, with the words to search for and the broader concepts to back off to.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { NAMES_A_PRO_TEAM } from "./proTeams.ts";
import { STOPWORDS, type Words, words } from "./text.ts";
import { conceptLabel, NEED_LABELS, THING_LABELS } from "./vocabulary.ts";

export interface InterestReading {
  /** The words the person (or the model) used: what a reason quotes. */
  readonly phrase: string;
  /** Catalog concepts the phrase names. */
  readonly concepts: readonly string[];
  /** Stems of its content words, searched in item names and descriptions when no concept matched. */
  readonly stems: readonly string[];
  /** Concepts of its single words ("fly fishing" → fishing), tried when the phrase itself matches nothing. */
  readonly broader: readonly string[];
  /**
   * Reasons quote the phrase whatever concept the item carries: a couple's "time together", read as outings for
   * two, explains a dinner cruise as "For time together", not "For experiences".
   */
  readonly quoted?: boolean;
  /**
   * Read from the job, not said as a love: a swim coach's swimming. With nothing for it in the budget, the
   * occasion's own ideas serve instead of none.
   */
  readonly taught?: boolean;
}

/** The model's phrases when it sent any; otherwise what the (read) free text names. */
/** The interest with one concept read as others instead: a beagle's "toys" are dog toys, a partner's family time dates. */
export function withConceptAs(interest: InterestReading, concept: string, instead: readonly string[]): InterestReading {
  return { ...interest, concepts: interest.concepts.flatMap((said) => (said === concept ? instead : [said])) };
}

export function readInterests(index: CatalogIndex, given: readonly string[] | undefined, text: string | undefined): InterestReading[] {
  if (!given?.length)
    return text !== undefined ? withoutLevels(interestsInText(index, text)).map((reading) => asAPuppy(reading, reading.phrase, text)) : [];
  const said = text !== undefined ? words(text) : undefined;
  const read = oncePerConcepts(
    given
      .filter((phrase) => !PAST_LOVE.test(phrase) && !namesNoLove(index, phrase))
      .map((phrase) => {
        const read = interestFrom(index, phrase);
        const reading = said !== undefined && read.concepts.length > 0 ? sensedByText(index, read, phrase, said) : read;
        if (reading.concepts.length > 0 || text === undefined) return asAPuppy(reading, phrase, text);
        // A short word of the model's the vocabulary cannot place ("nursing") is placed by the text it came from
        // ("my nephew graduating nursing school").
        return placedByText(index, phrase, text) ?? reading;
      }),
  );
  // The model's "beginner" beside "watercolor painting" says how far along she is, not a love of any beginner's kit
  // (a kalimba, a photography primer); alone, it is all there is to go on.
  const levelled = withoutLevels(read);
  return withConditionsInText(index, levelled.length > 0 ? levelled : read, text);
}

/**
 * Conditions every gift must suit. The model's interests sometimes leave them in the text ("farming, tractors" for a
 * grandfather with mid-stage dementia, "jazz" for a father-in-law whose Parkinson's makes a cup hard to hold).
 */
const CONDITIONS: ReadonlySet<string> = new Set([
  "dementia",
  "advanced-dementia",
  "low-vision",
  "blindness",
  "hearing",
  "tremor",
  "arthritis",
  "chemo",
]);

/** The text's conditions beside the model's interests, when the model named none. */
function withConditionsInText(index: CatalogIndex, read: InterestReading[], text: string | undefined): InterestReading[] {
  const isCondition = (reading: InterestReading) => reading.concepts.some((concept) => CONDITIONS.has(concept));
  if (text === undefined || read.some(isCondition)) return read;
  return [...read, ...withoutLevels(interestsInText(index, text)).filter(isCondition)];
}

/** The model's "classy gifts": every word read as naming no love here (how the gift should come across). */
function namesNoLove(index: CatalogIndex, phrase: string): boolean {
  const text = words(phrase);
  const guarded = index.phraseConcepts.guardedIn(text);
  return text.exact.length > 0 && text.exact.every((word, at) => guarded.has(at) || STOPWORDS.has(word));
}

/**
 * The model's "embroidery (past)", "used to paint", "former bakery owner": a love that has passed, as the text's "used
 * to be into skating" is, so none of its supplies.
 */
const PAST_LOVE = /\((?:past|in\s+the\s+past|formerly|no\s+longer)\)|\b(?:used\s+to|no\s+longer|formerly|former)\b/i;

const PUPPY = /\bpupp(?:y|ies)\b/i;
/**
 * A puppy just come home, in the text: "just got a puppy", "adopted a golden retriever puppy", not "had him since he was
 * a puppy".
 */
const NEW_PUPPY =
  /\b(?:got|gets|getting|adopted|adopting|brought\s+home|bringing\s+home|new|first)\s+(?:an?\s+)?(?:new\s+)?(?:[\w-]+\s+){0,2}pupp(?:y|ies)\b/i;
/** "Adopted a rescue lab puppy five years ago": a grown dog now. */
const PUPPY_LONG_AGO = /\bpupp(?:y|ies)\b[^.;!?]{0,30}?\b(?:years?\s+ago|ago|back\s+in|back\s+when)\b/i;

/**
 * The model's "dog" for "my dad who just got a puppy", or its "puppy": a puppy's things (a teething toy, a training
 * book) first, and any dog's after them, as for the text's own "just got a puppy".
 */
function asAPuppy(reading: InterestReading, phrase: string, text: string | undefined): InterestReading {
  if (!reading.concepts.includes("dogs") || reading.concepts.includes("new-puppy")) return reading;
  if (!PUPPY.test(phrase) && !(text !== undefined && NEW_PUPPY.test(text) && !PUPPY_LONG_AGO.test(text))) return reading;
  // The puppy's concept first: a compound fully matches what carries both, and an item for any dog counts as the
  // broader match of its head, the last concept.
  return { ...reading, concepts: ["new-puppy", ...reading.concepts] };
}

const LEVELS: ReadonlySet<string> = new Set(["learning", "beginner"]);

/** "A total beginner at chess": how far along someone is, never a love of beginner's kits of every kind. */
function withoutLevels(interests: InterestReading[]): InterestReading[] {
  return interests.filter((interest) => interest.concepts.length === 0 || !interest.concepts.every((concept) => LEVELS.has(concept)));
}

/**
 * Two phrases that name the same concepts are one interest said twice ("train travel", "travel in Europe"): counted
 * twice, they would outweigh the guitar the person also wants to learn.
 */
function oncePerConcepts(interests: InterestReading[]): InterestReading[] {
  const seen = new Set<string>();
  return interests.filter((interest) => {
    if (interest.concepts.length === 0) return true;
    const key = [...interest.concepts].sort().join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The concepts of the text's phrases that hold one of the phrase's content words. */
function placedByText(index: CatalogIndex, phrase: string, text: string): InterestReading | undefined {
  const asked = words(phrase);
  // A word kept from stemming ("nursing", so no nursing pillow for a nurse) is placed by its stem here: the text's
  // "she's a pediatric nurse" says which sense it was.
  const content = new Set(
    asked.stems
      .filter((_, at) => !STOPWORDS.has(asked.exact[at] as string))
      .flatMap((stem) => (stem.startsWith("=") ? [stem, stem.slice(1).replace(/ing$/, "")] : [stem])),
  );
  const read = words(text);
  const concepts = index.phraseConcepts
    .matchesIn(read)
    .filter((match) => read.stems.slice(match.start, match.end).some((stem) => content.has(stem)))
    .map((match) => match.value);
  return concepts.length > 0 ? { phrase: spoken(phrase), concepts: [...new Set(concepts)], stems: [], broader: [] } : undefined;
}

/** The model's phrases of one or two words, which the text may say in a longer phrase of another sense. */
const SHORT_PHRASE_WORDS = 2;

/**
 * The model's short phrase in the sense of the longer phrase the text says it in: its "backpacking" for "going
 * backpacking through Europe" is travel, not a trail's water filter; its "french" for "his own french press" is coffee.
 */
function sensedByText(index: CatalogIndex, reading: InterestReading, phrase: string, said: Words): InterestReading {
  const asked = words(phrase);
  if (asked.exact.length > SHORT_PHRASE_WORDS) return reading;
  const content = asked.stems.filter((_, at) => !STOPWORDS.has(asked.exact[at] as string));
  if (content.length === 0) return reading;
  const inText = index.phraseConcepts.matchesIn(said);
  const longer = inText
    .filter((match) => match.end - match.start > asked.exact.length)
    .filter((match) => content.every((stem) => said.stems.slice(match.start, match.end).includes(stem)));
  if (longer.length === 0) return reading;
  // "Watches cooking shows nonstop" beside "wants to be a chef": the text names the model's own love elsewhere too.
  const elsewhere = (match: { start: number; end: number }) => longer.every((long) => match.end <= long.start || match.start >= long.end);
  if (inText.some((match) => reading.concepts.includes(match.value) && elsewhere(match))) return reading;
  const concepts = [...new Set(longer.map((match) => match.value))];
  return concepts.some((concept) => reading.concepts.includes(concept)) ? reading : { ...reading, concepts };
}

/** Two words before one head they share: "wrist and neck pain relief", "board or card games". */
const SHARED_HEAD = /^(.*?)\b([a-z]+)(?:\s*,\s*|\s+(?:and|or|&)\s+)[a-z]+(\s+[a-z].*)$/i;

/**
 * "Wrist and neck pain relief" names wrist pain as well as neck pain: the first word is read again with the head
 * the two share, and kept only when it forms a phrase with that head ("mac and cheese lover" is no Mac lover).
 */
function firstOfAPair(index: CatalogIndex, phrase: string): string[] {
  const pair = SHARED_HEAD.exec(phrase);
  if (!pair) return [];
  const [, before = "", first = "", head = ""] = pair;
  const read = words(`${before}${first}${head}`);
  const at = words(`${before}${first}`).exact.length - 1;
  return index.phraseConcepts
    .matchesIn(read)
    .filter((match) => match.start <= at && match.end > at + 1)
    .map((match) => match.value);
}

function interestFrom(index: CatalogIndex, phrase: string): InterestReading {
  const text = words(phrase);
  const matches = index.phraseConcepts.matchesIn(text);
  const named = withoutObjectsOfItsVerb(phrase, [...new Set([...matches.map((m) => m.value), ...firstOfAPair(index, phrase)])]);
  // "Learning guitar" is guitar, for a beginner: a love of learning only when nothing else is named.
  const concepts = named.length > 1 ? named.filter((concept) => !MODIFYING_CONCEPTS.has(concept)) : named;
  // Words are searched for only when the phrase names no concept at all, and never a word a sense guard has
  // read as meaning nothing here ("office" in "cold basement office").
  const guarded = index.phraseConcepts.guardedIn(text);
  // A name in one capitalized word ("Queen", "Cars") is a band, a film or a team as often as the word: searched
  // for in names, it finds a children's card game about sleeping queens.
  const oneWordName = /^[A-Z][\w'\u2019-]*$/.test(phrase.trim()) && phrase.trim() !== phrase.trim().toUpperCase();
  const stems =
    matches.length > 0 || oneWordName
      ? []
      : text.stems.filter(
          (_, at) => !guarded.has(at) && !STOPWORDS.has(text.exact[at] as string) && (text.exact[at] as string).length >= 3,
        );
  // Nor does a guarded word name a concept to back off to: "reading glasses" is no love of reading.
  const open = text.exact.filter((_, at) => !guarded.has(at));
  return { phrase: spoken(phrase), concepts, stems, broader: broaderConcepts(index, open, concepts) };
}

/**
 * How a reason can say a phrase the model sent after "For": "For dog:" reads as a gift for the dog, "For cat
 * loving:" is not English, so a bare animal is its lover and an occasion word is what it wishes. (Phrases read
 * from the text are named by the concept's label instead: `NEED_LABELS`.)
 */
const SAID_AS: Readonly<Record<string, string>> = {
  dog: "a dog lover",
  dogs: "a dog lover",
  puppy: "a new puppy",
  "dog loving": "a dog lover",
  cat: "a cat lover",
  cats: "a cat lover",
  kitten: "a cat lover",
  "cat loving": "a cat lover",
  "get well": "recovery",
};

function spoken(phrase: string): string {
  const trimmed = phrase.trim();
  return SAID_AS[trimmed.toLowerCase().replace(/-/g, " ")] ?? trimmed;
}

/**
 * What a phrase backs off to when the catalog cannot serve it as said: only a word that names a concept itself
 * ("fishing" in "fly fishing"), never a stem that merely looks alike ("fly" is not "flying").
 */
function broaderConcepts(index: CatalogIndex, exact: readonly string[], concepts: readonly string[]): string[] {
  const broader = new Set<string>();
  if (concepts.some((concept) => NARROWER_THAN_ITS_WORDS.has(concept))) return [];
  for (const word of exact) {
    for (const concept of index.phraseConcepts.findIn(word)) {
      if (
        !concepts.includes(concept) &&
        !(concepts.length > 0 && PLACES_OF_A_NEED.has(concept)) &&
        words(concept.replace(/-/g, " ")).exact.includes(word)
      )
        broader.add(concept);
    }
  }
  return [...broader];
}

/**
 * Things and places a need is about, not a love to back off to once the need itself matched: "hearing the TV
 * better" is hearing, and no TV tray or streaming stick.
 */
const PLACES_OF_A_NEED: ReadonlySet<string> = new Set(["tv", "home", "office", "kitchen", "phone"]);

/** A phrase that starts with what someone does ("hearing", "keeping track of") and lists what it is done to. */
const VERB_OVER_A_LIST = /^\s*[a-z]+ing\b.*(?:\s(?:and|or)\s|,)/i;

/**
 * "Hearing the doorbell and phone", "keeping track of his wallet and phone": the phone is what the need is about,
 * as in "hearing the TV better", and no love of phone cases.
 */
function withoutObjectsOfItsVerb(phrase: string, concepts: readonly string[]): string[] {
  if (!VERB_OVER_A_LIST.test(phrase) || concepts.every((concept) => PLACES_OF_A_NEED.has(concept))) return [...concepts];
  return concepts.filter((concept) => !PLACES_OF_A_NEED.has(concept));
}

/** Words that say how someone goes at a love, not what it is: "beginner painting" is painting, not any beginner's kit. */
const MODIFYING_CONCEPTS: ReadonlySet<string> = new Set(["learning", "beginner", "new-hobby"]);

/**
 * Needs whose words name a broader love they are not: the big band music of her youth wants a radio, not a tin
 * whistle or concert tickets.
 */
const NARROWER_THAN_ITS_WORDS: ReadonlySet<string> = new Set([
  "oldies",
  "easy-tech",
  // Streaming one's games is no streaming of films, nor making music on a laptop any music or any laptop.
  "game-streaming",
  "music-production",
  "packed-lunch",
  // Sand volleyball's things are volleyball's that suit sand, and no beach's seashell guide.
  "beach-volleyball",
]);

/** Words that say what someone does (or how they feel: "he's bored") rather than what they love. */
const DOING_WORDS = new Set([
  "bored",
  "play",
  "plays",
  "playing",
  "love",
  "loves",
  "watch",
  "watches",
  "watching",
  "started",
  "starting",
  "cook",
  "cooks",
  "pregnant",
  "knits",
  "bakes",
  "reads",
  "runs",
  "hikes",
  "paints",
  "draws",
  "writes",
  "gardens",
  "grills",
  "sews",
  "fishes",
  "together",
  "read",
  "bake",
  "knit",
  "hike",
  "paint",
  "draw",
  "write",
  "sew",
  "swim",
  "swims",
  "ski",
  "skis",
  "climb",
  "climbs",
  "dance",
  "dances",
  "sing",
  "sings",
  "walk",
  "walks",
  "walked",
  "collects",
  "collecting",
]);

/** Where or with what someone does it, which reads badly after "For" ("For at her feeder", "For mare"). */
const PLACE_OR_PARTNER_WORDS = new Set(["feeder", "mare", "barn"]);

/** Words that describe how much, not what: "a total nerd", "a huge geek". */
const ADJECTIVES = /^(?:total|huge|big|complete|massive|real|true|giant|major|absolute|bit|little|proud|self|certified)$/;
/** "A huge space nerd", "a history buff": the word before says what they love; "a total nerd" is a techie. */
const DEVOTEE = /\b([a-z]+)\s+(?:nerd|geek|buff|fanatic|junkie)s?\b/g;

/** "A runner", "an avid golfer": one word for the person reads badly after "For"; the love it names ("running") does not. */
function whoDoesIt(said: readonly string[], concept: string): boolean {
  const [word] = said;
  if (said.length !== 1 || word === undefined || word === concept.replace(/-/g, " ")) return false;
  // "Loves the Lakers" is a club, kept as said so the reading knows the game is followed.
  if (NAMES_A_PRO_TEAM.test(word)) return false;
  return /(?:er|ers|ist|ists)$/.test(word);
}

const SUBJECTS: ReadonlySet<string> = new Set(["he", "she", "who", "also", "still", "now", "and"]);

/** Interests the free text names: each vocabulary phrase it holds, in the person's own words. */
function interestsInText(index: CatalogIndex, text: string): InterestReading[] {
  const read = words(text.replace(DEVOTEE, (whole, before: string) => (STOPWORDS.has(before) || ADJECTIVES.test(before) ? whole : before)));
  const byConcept = new Map<string, InterestReading>();
  for (const match of index.phraseConcepts.matchesIn(read)) {
    const said = read.exact.slice(match.start, match.end);
    const earlier = byConcept.get(match.value);
    // "Builds Lego sets": the concept's own name, said later, names it better than a word that led to it.
    // A concept with a label of its own keeps it: "gardening shows on TV" is for evenings in front of the TV, not "tv".
    if (earlier && NEED_LABELS[match.value] === undefined && said.join(" ") === match.value.replace(/-/g, " "))
      byConcept.set(match.value, { ...earlier, phrase: said.join(" ") });
    if (earlier) continue;
    // "plays guitar" or "watches birds" reads badly after "For …:"; the concept names what they love.
    // "Wants to learn to fish": the bare verb reads badly after "For"; the hobby's own name ("fishing") does not.
    // "He golfs every Saturday": "For golfs" reads badly too; the concept is the sport.
    const doesIt = said.length === 1 && said[0] === `${match.value}s` && SUBJECTS.has(read.exact[match.start - 1] ?? "");
    const bareVerb =
      doesIt || (said.length === 1 && match.value.endsWith("ing") && words(match.value).stems[0] === read.stems[match.start]);
    const phrase =
      NEED_LABELS[match.value] ??
      (said.length === 1 ? THING_LABELS[said[0] as string] : undefined) ??
      (bareVerb || said.some((word) => DOING_WORDS.has(word) || PLACE_OR_PARTNER_WORDS.has(word)) || whoDoesIt(said, match.value)
        ? conceptLabel(match.value)
        : said.join(" "));
    byConcept.set(match.value, { phrase, concepts: [match.value], stems: [], broader: broaderConcepts(index, said, [match.value]) });
  }
  return [...byConcept.values()];
}
