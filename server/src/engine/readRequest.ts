/**
 * Understand: the request read into what the filters and the ranking use. Structured fields (`age`,
 * `relationship`, `interests`, `avoid`) come first; the free-text `recipient` fills only what they leave out,
 * and is not read at all when it is not English.
 */
import type { ItemPrerequisite, Occasion } from "@gift-finder/shared";
import { type AvoidConstraint, resolveAvoid } from "./avoidVocabulary.ts";
import type { CatalogIndex } from "./catalogIndex.ts";
import { findRelationship } from "./findRelationship.ts";
import { type AgeRange, groupAges, stageAge, statedAge } from "./readAge.ts";
import { foreignLanguage } from "./readLanguage.ts";
import { readNegations } from "./readNegations.ts";
import { resolveOccasion } from "./readOccasion.ts";
import { type Gender, genderOf, type Relationship, relationshipFor } from "./relationships.ts";
import { STOPWORDS, words } from "./text.ts";
import { NEED_LABELS } from "./vocabulary.ts";

export interface InterestReading {
  /** The words the person (or the model) used: what a reason quotes. */
  readonly phrase: string;
  /** Catalog concepts the phrase names. */
  readonly concepts: readonly string[];
  /** Stems of its content words, searched in item names and descriptions when no concept matched. */
  readonly stems: readonly string[];
  /** Concepts of its single words ("fly fishing" → fishing), tried when the phrase itself matches nothing. */
  readonly broader: readonly string[];
}

export interface RequestReading {
  readonly occasion: Occasion | undefined;
  /**
   * For a gift to a whole family whose children's ages are stated: the youngest and oldest child. Every item
   * must suit the youngest, and the adults too.
   */
  readonly family: AgeRange | undefined;
  /** The recipient's age range; undefined when nothing says it (a "niece" may be 4 or 40). */
  readonly age: AgeRange | undefined;
  /** An age stated in years (field or text), said back to the model. */
  readonly exactAge: number | undefined;
  readonly relationship: string | undefined;
  readonly relation: Relationship | undefined;
  readonly interests: readonly InterestReading[];
  readonly avoid: readonly AvoidConstraint[];
  /** What the recipient has or cares for, so items that need it make sense. */
  readonly has: ReadonlySet<ItemPrerequisite>;
  /** Game platforms the recipient owns, when named: a Switch owner has no use for an Xbox controller. */
  readonly platforms: readonly string[];
  /** The gift may be for a baby the recipients expect or care for. */
  readonly baby: boolean;
  /** Contradictions between fields, said back in the text. */
  readonly notes: readonly string[];
  /** Things the text says are already theirs ("her sourdough starter"): the same thing is no gift. */
  readonly owned: readonly string[];
  /** New to what they love ("learning to DJ", "just started running"): beginner kits suit only them. */
  readonly beginner: boolean;
  /** Stuck at home or in a hospital bed ("recovering from knee surgery"): an outing is no gift now. */
  readonly homebound: boolean;
  /** Said by a relationship word or by the text's pronouns only; used to keep out items made for the other. */
  readonly gender: Gender | undefined;
  /** The recipient text's language when it is not English (and so was not read). */
  readonly foreignLanguage: string | undefined;
}

export interface RequestFields {
  readonly occasion: string;
  readonly recipient?: string | undefined;
  readonly age?: number | undefined;
  readonly relationship?: string | undefined;
  readonly interests?: readonly string[] | undefined;
  readonly avoid?: readonly string[] | undefined;
}

const HAS_FROM_CONCEPT: Readonly<Record<string, ItemPrerequisite>> = {
  dogs: "dog",
  cats: "cat",
  baby: "baby",
  pregnancy: "baby",
  gardening: "garden",
  backyard: "garden",
  herbs: "garden",
  cycling: "bicycle",
  grilling: "grill",
  guitar: "guitar",
  photography: "camera",
  nintendo: "game-console",
  "video-games": "game-console",
  espresso: "espresso-machine",
};
/** Game platforms, as said and as the stem that marks their items' names and tags. */
export const PLATFORMS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:nintendo|switch)\b/i, "nintendo"],
  [/\b(?:playstation|ps4|ps5)\b/i, "playstat"],
  [/\bxbox\b/i, "xbox"],
];
const HAS_FROM_WORDS: readonly (readonly [RegExp, ItemPrerequisite])[] = [
  [/\b(?:car|cars|drives|driving|driver|commute by car|road trips?|truck|jeep)\b/i, "car"],
  [/\b(?:aquarium|fish tank)\b/i, "aquarium"],
  [/\b(?:parrot|budgie|parakeet|cockatiel|pet bird)\b/i, "bird"],
  [/\b(?:espresso machine)\b/i, "espresso-machine"],
  [/\b(?:camera|dslr|mirrorless)\b/i, "camera"],
];

function interestFrom(index: CatalogIndex, phrase: string): InterestReading {
  const text = words(phrase);
  const matches = index.phraseConcepts.matchesIn(text);
  const consumed = new Set<number>();
  for (const match of matches) for (let at = match.start; at < match.end; at++) consumed.add(at);
  const stems = text.stems.filter(
    (_, at) => !consumed.has(at) && !STOPWORDS.has(text.exact[at] as string) && (text.exact[at] as string).length >= 3,
  );
  const concepts = [...new Set(matches.map((m) => m.value))];
  return { phrase: phrase.trim(), concepts, stems: matches.length > 0 ? [] : stems, broader: broaderConcepts(index, text.exact, concepts) };
}

/**
 * What a phrase backs off to when the catalog cannot serve it as said: only a word that names a concept itself
 * ("fishing" in "fly fishing"), never a stem that merely looks alike ("fly" is not "flying").
 */
function broaderConcepts(index: CatalogIndex, exact: readonly string[], concepts: readonly string[]): string[] {
  const broader = new Set<string>();
  for (const word of exact) {
    for (const concept of index.phraseConcepts.findIn(word)) {
      if (!concepts.includes(concept) && words(concept.replace(/-/g, " ")).exact.includes(word)) broader.add(concept);
    }
  }
  return [...broader];
}

/** Words that say what someone does rather than what they love. */
const DOING_WORDS = new Set([
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
]);

/** Interests the free text names: each vocabulary phrase it holds, in the person's own words. */
function interestsInText(index: CatalogIndex, text: string): InterestReading[] {
  const read = words(text);
  const byConcept = new Map<string, InterestReading>();
  for (const match of index.phraseConcepts.matchesIn(read)) {
    if (byConcept.has(match.value)) continue;
    const said = read.exact.slice(match.start, match.end);
    // "plays guitar" or "watches birds" reads badly after "For …:"; the concept names what they love.
    const phrase =
      NEED_LABELS[match.value] ?? (said.some((word) => DOING_WORDS.has(word)) ? match.value.replace(/-/g, " ") : said.join(" "));
    byConcept.set(match.value, { phrase, concepts: [match.value], stems: [], broader: broaderConcepts(index, said, [match.value]) });
  }
  return [...byConcept.values()];
}

function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + " ".repeat(to - from) + text.slice(to);
}

/** "her sourdough starter", "his espresso machine": two words after a possessive, in singular form. */
function ownedThings(text: string): string[] {
  const owned = new Set<string>();
  for (const match of text.matchAll(/\b(?:his|her|their)\s+([a-z]+)(?:\s+([a-z]+))?/g)) {
    const [first, second] = [match[1] as string, match[2]];
    // Two words name one thing ("sourdough starter"); one alone ("her desk", "her plants") is too broad to rule
    // out an upgrade such as a standing desk or another plant.
    if (!STOPWORDS.has(first) && second && !STOPWORDS.has(second)) owned.add(`${first} ${singular(second)}`);
  }
  return [...owned];
}

const singular = (word: string) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);

const BEGINNER_WORDS =
  /\b(?:learn|learns|learning|beginner|beginners|new to|just (?:started|starting|got into|getting into|took up)|started|starting|getting into|taking up|took up|wants? to (?:learn|start|try|get into)|first)\b/;

const HOMEBOUND_WORDS =
  /\b(?:stuck (?:at home|in bed|indoors|inside)|housebound|homebound|bedridden|bed rest|in (?:the )?hospital|hospitali[sz]ed|laid up|recovering from (?:\w+ ){0,2}surgery|(?:entertainment|things to do) at home)\b/;

/**
 * "A dad to be", "she loves…" or "his keys": a parent-to-be's role, else the recipient's pronouns, when the text
 * uses only one kind.
 */
function genderInText(text: string): Gender | undefined {
  if (/\b(?:(?:dad|father)\s+to\s+be|new\s+(?:dad|father)|expectant\s+father)\b/.test(text)) return "male";
  if (/\b(?:(?:mom|mum|mother)\s+to\s+be|new\s+(?:mom|mum|mother)|expectant\s+mother)\b/.test(text)) return "female";
  const female = /\b(?:she|her|hers|herself)\b/.test(text);
  const male = /\b(?:he|him|his|himself)\b/.test(text);
  return female === male ? undefined : female ? "female" : "male";
}

function within(range: AgeRange, age: number): boolean {
  return age >= range.min && age <= range.max;
}

export function readRequest(index: CatalogIndex, fields: RequestFields): RequestReading {
  const notes: string[] = [];
  const recipient = (fields.recipient ?? "").toLowerCase();
  const language = recipient.trim() ? foreignLanguage(recipient) : undefined;
  const readText = recipient.trim() !== "" && language === undefined;

  // Free text: negations first (their scope leaves the text), then whose relationship it is.
  const negations = readText ? readNegations(recipient) : { avoid: [], rest: "" };
  // "Watered our plants": what is ours is the giver's, not the recipient's interest.
  let rest = negations.rest.replace(/\bour\s+[a-z]+(?:\s+[a-z]+)?/g, (match) => " ".repeat(match.length));
  const found = readText ? findRelationship(rest) : undefined;
  for (const span of found?.spans ?? []) rest = blank(rest, span.from, span.to);

  const givenRelationship = fields.relationship?.trim() ? findRelationship(fields.relationship.toLowerCase()) : undefined;
  const relation = givenRelationship?.relation ?? relationshipFor(fields.relationship ?? "") ?? found?.relation;
  const relationship = fields.relationship?.trim() || found?.relation.noun;

  // Age: the field, else a stated age, else a life stage (unless the relationship is a role, where "2nd grade"
  // describes the job), else what the relationship implies, else a teenager or older.
  // Numbers read alike in most languages ("wird 6", "Opa, 80,"), so a stated age is looked for even in text
  // that is otherwise not read.
  const textAge = readText ? statedAge(rest) : recipient.trim() ? statedAge(recipient) : undefined;
  let age: AgeRange | undefined;
  if (fields.age !== undefined) {
    age = { min: fields.age, max: fields.age };
    if (textAge && !within(textAge, fields.age))
      notes.push(`used the age given (${fields.age}), not the ${textAge.min} the recipient text mentions`);
    if (relation?.ages && !within(relation.ages, fields.age))
      notes.push(`used age ${fields.age} as given, though "${relationship}" usually means someone ${relation.ages.min} or older`);
  } else {
    const stage = readText && !relation?.role ? stageAge(rest) : undefined;
    age = textAge ?? stage ?? relation?.ages ?? (relation && !relation.audiences?.includes("kid") ? { min: 13, max: 120 } : undefined);
    // Nothing says a child: most people shopping describe a teenager or an adult, and toddler toys for an
    // unread "meinem Kollegen" would be worse than no guess. A baby shower is about the baby, so no guess there.
    if (!relation && !age && (recipient.trim() !== "" || fields.interests?.length)) age = { min: 13, max: 120 };
  }
  const exactAge = age && age.min === age.max ? age.min : undefined;

  const interests = fields.interests?.length
    ? fields.interests.map((phrase) => interestFrom(index, phrase))
    : readText
      ? interestsInText(index, rest)
      : [];
  const textAvoid = negations.avoid
    .map(resolveAvoid)
    .filter((constraint) => constraint.known || index.phraseConcepts.findIn(constraint.phrase).size > 0);
  const avoid = [
    ...(fields.avoid ?? []).map(resolveAvoid),
    ...textAvoid.filter((c) => !(fields.avoid ?? []).some((given) => given.toLowerCase() === c.phrase)),
  ];

  const occasion = resolveOccasion(fields.occasion);
  const has = new Set<ItemPrerequisite>();
  for (const interest of interests)
    for (const concept of interest.concepts) {
      const owned = HAS_FROM_CONCEPT[concept];
      if (owned) has.add(owned);
    }
  const allText = `${readText ? recipient : ""} ${(fields.interests ?? []).join(" ")} ${fields.relationship ?? ""}`;
  for (const [pattern, owned] of HAS_FROM_WORDS) if (pattern.test(allText)) has.add(owned);
  const baby =
    occasion === "baby-shower" ||
    relation?.baby === true ||
    found?.baby === true ||
    has.has("baby") ||
    /\b(?:pregnant|expecting|twins|newborn)\b/.test(allText);
  if (baby) has.add("baby");
  if (!age || age.max >= 13) has.add("smartphone");
  const platforms = PLATFORMS.filter(([pattern]) => pattern.test(allText)).map(([, stem]) => stem);

  const gender = genderOf(relation) ?? (readText ? genderInText(recipient) : undefined);
  const family = relation?.noun === "family" && readText ? groupAges(recipient) : undefined;
  const beginner = BEGINNER_WORDS.test(allText);
  const homebound = HOMEBOUND_WORDS.test(allText);
  const owned = readText ? ownedThings(recipient) : [];

  return {
    occasion,
    family,
    age: family ?? age,
    exactAge: family ? undefined : exactAge,
    relationship,
    relation,
    interests,
    avoid,
    has,
    platforms,
    baby,
    notes,
    gender,
    beginner,
    homebound,
    owned,
    foreignLanguage: language,
  };
}
