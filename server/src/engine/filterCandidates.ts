/**
 * Filter: the request's hard constraints over every item within the budget. An item that breaks one is never
 * suggested, however well it scores; the count of what each constraint removed lets an empty answer name it.
 */
import { type CatalogItem, ITEM_CONTENTS, ITEM_KINDS, type ItemKind, MAX_AGE_YEARS } from "@gift-finder/shared";
import type { AvoidConstraint } from "./avoidVocabulary.ts";
import { type CatalogIndex, genderCode, prerequisiteMask } from "./catalogIndex.ts";
import { fitsPlatform, namesAvoided } from "./hardFilters.ts";
import { ALCOHOLIC_DRINKS, FESTIVALS } from "./inferInterests.ts";
import { bitsOf, FOR_TWO, type ItemFacts, itemFacts } from "./itemFacts.ts";
import type { RequestReading } from "./readRequest.ts";

const ADULT_AGE = 18;
const CONSOLE = prerequisiteMask(["game-console"]);
const JARRING_IN_GRIEF = ["get-well", "humor", "party", "party-games", "drinking-games", "celebration"];
const PLAYER_TAGS = [
  "guitar",
  "piano",
  "ukulele",
  "drums",
  "percussion",
  "harmonica",
  "synthesizer",
  "keyboard",
  "sheet-music",
  "practice",
  "music-teacher",
  "orchestra",
  "band",
  "dj",
  "music-production",
  "home-studio",
  "recording",
  "instrument",
  "recorder",
  "lessons",
];
const GRIEF_TAGS = ["grief", "sympathy", "memorial", "pet-loss"];
const AIR_TRAVEL_TAGS = ["flying", "airport", "international", "passport"];
/** Tags that presume a condition, and the concepts or occasion that say the person has it. */
const CONDITION_TAGS: readonly (readonly [tag: string, saidBy: readonly string[]])[] = [
  ["dementia", ["dementia", "memory-loss"]],
  ["magnifier", ["low-vision"]],
];
/** Tags of music genres: a record of one is no gift for a lover of another. */
const MUSIC_GENRES = ["jazz", "classic-rock", "blues", "pop", "musicals", "country", "soul", "folk", "classical-music"];
/** "Bolero music", "80s music": a genre named in the person's words, known to the catalog or not. */
const NAMED_GENRE = /\b(?!(?:live|good|loud|all|any|the|listening|to|of|playing|making|new)\b)([a-z0-9]+?)s?\s+music\b|\b(bolero)s?\b/;
const LARGE_PRINT_AGE = 80;
/** Plants that need daily watering and pruning. */
const HIGH_CARE_PLANT_TAGS = ["bonsai"];
const TEACHING_ROLES: ReadonlySet<string> = new Set(["teacher", "coach"]);

export interface Candidates {
  /** Per item within the budget: 1 when it passes every hard constraint. */
  readonly eligible: Uint8Array;
  readonly eligibleCount: number;
  readonly removedBy: ReadonlyMap<string, number>;
}

export function filterCandidates(index: CatalogIndex, reading: RequestReading, limit: number): Candidates {
  const constraints = hardConstraintsOf(index, reading, limit);
  const eligible = new Uint8Array(limit);
  // A counter object per cause, so that each removal is one lookup (a get and a set cost a tenth of a query at 100k).
  const counters = new Map<string, { removed: number }>();
  let eligibleCount = 0;
  for (let position = 0; position < limit; position++) {
    const cause = causeOfRemoval(index, position, constraints);
    if (cause) {
      const counter = counters.get(cause);
      if (counter) counter.removed++;
      else counters.set(cause, { removed: 1 });
    } else {
      eligible[position] = 1;
      eligibleCount++;
    }
  }
  const removedBy = new Map([...counters].map(([cause, counter]) => [cause, counter.removed]));
  return { eligible, eligibleCount, removedBy };
}

/** What the request rules out, worked out once so that the pass over the items only compares. */
interface HardConstraints extends RequestRules {
  /**
   * Per item within the budget, 1 when it is in one of the sets below or of a kind this request rules out: the
   * other items skip those checks, which made up half of a query over 100k items.
   */
  readonly flagged: Uint8Array;
  readonly facts: ItemFacts;
  /** The `avoid` phrases in order, each with the bits of the contents and kinds it rules out. */
  readonly avoidMasks: readonly { cause: string; contains: number; kinds: number; named: Uint8Array | undefined }[];
  /** The bits of `unsuitableKinds`. */
  readonly unsuitableKindBits: number;
}

/** What the request rules out, before it is turned into per-item arrays. */
interface RequestRules {
  readonly reading: RequestReading;
  readonly hasMask: number;
  readonly newborn: boolean;
  readonly family: RequestReading["family"];
  readonly owned: ReadonlySet<string>;
  readonly otherGender: number;
  readonly outgrownAt: number | undefined;
  readonly ageMin: number;
  readonly ageMax: number;
  readonly standIns: ReadonlySet<number> | undefined;
  readonly forExperienced: ReadonlySet<number> | undefined;
  readonly jarring: ReadonlySet<number> | undefined;
  readonly forGrief: ReadonlySet<number> | undefined;
  readonly otherAnimalsLoss: ReadonlySet<number> | undefined;
  readonly forPlayers: ReadonlySet<number> | undefined;
  readonly griefBooks: ReadonlySet<number> | undefined;
  readonly highCarePlants: ReadonlySet<number> | undefined;
  readonly schoolbooks: ReadonlySet<number> | undefined;
  /** Kinds of item this request rules out, each with why. */
  readonly unsuitableKinds: ReadonlyMap<ItemKind, string>;
  /** Airport and passport things for someone who travels by road. */
  readonly airTravel: ReadonlySet<number> | undefined;
  readonly otherFestivals: ReadonlySet<number>;
  readonly forPuppies: ReadonlySet<number> | undefined;
  readonly otherGenres: ReadonlySet<number> | undefined;
  readonly otherLanguages: ReadonlySet<number>;
  readonly presumeCondition: ReadonlySet<number>;
  readonly expert: boolean;
}

function hardConstraintsOf(index: CatalogIndex, reading: RequestReading, limit: number): HardConstraints {
  const said: ReadonlySet<string> = new Set(reading.interests.flatMap((interest) => interest.concepts));
  const grief = grieving(reading, said);
  const constraints: RequestRules = {
    reading,
    hasMask: prerequisiteMask(reading.has),
    newborn: reading.baby && reading.occasion === "baby-shower",
    family: reading.family,
    owned: new Set(reading.owned),
    otherGender: reading.gender ? genderCode(reading.gender === "female" ? "male" : "female") : 0,
    outgrownAt: reading.exactAge !== undefined && reading.exactAge < 13 ? reading.exactAge : undefined,
    ageMin: reading.age?.min ?? 0,
    ageMax: reading.age?.max ?? MAX_AGE_YEARS,
    standIns: drinksAlcohol(reading) ? new Set(index.itemsByTag.get("non-alcoholic")) : undefined,
    // Someone just starting has no use yet for a tool made for the experienced (key-analysis software for DJs).
    forExperienced: reading.beginner ? new Set(index.itemsByTag.get("advanced")) : undefined,
    // Condolences call for quiet comfort: a get-well kit, a gag gift or party gear would jar.
    // Home decor says "redecorate" and a gadget says "upgrade" to someone in mourning; a memorial frame or a
    // comfort candle does not.
    jarring: reading.occasion === "sympathy" ? new Set([...itemsTagged(index, JARRING_IN_GRIEF), ...unfitForGrief(index)]) : undefined,
    // A grief book or a memorial chime presumes a death: only for condolences, or when the person speaks of a loss.
    forGrief: grief ? undefined : itemsTagged(index, GRIEF_TAGS),
    // A tuner or a tin whistle for someone who listens to boleros is a gift for a musician.
    forPlayers: reading.listener ? itemsTagged(index, PLAYER_TAGS) : undefined,
    // A book on how to grieve, from a colleague or a neighbour, presumes a closeness the giver does not have.
    griefBooks: grief && atDistance(reading) ? griefBooksIn(index) : undefined,
    highCarePlants: reading.neglectsPlants ? itemsTagged(index, HIGH_CARE_PLANT_TAGS) : undefined,
    // Diyas or red envelopes belong to their festival, not to a thank-you or a party; tea or dates suit any day.
    otherFestivals: otherFestivals(index, said),
    // A teething toy or a puppy's first-year book is for a new puppy, not for a grown dog.
    forPuppies: said.has("new-puppy") ? undefined : itemsTagged(index, ["puppy-only"]),
    // Fleetwood Mac on vinyl for someone who loves boleros.
    otherGenres: otherGenres(index, reading, said),
    // Spanish verbs for someone learning French; a course in any language only for someone learning that one.
    otherLanguages: otherLanguages(index, reading),
    // A bed tray, a magnifier or a day clock presumes an illness or a condition nobody named.
    presumeCondition: presumedConditions(index, reading, said),
    // A graduate already owns the textbook the school taught from.
    schoolbooks: reading.occasion === "graduation" ? itemsTagged(index, ["textbook"]) : undefined,
    unsuitableKinds: unsuitableKinds(reading),
    // Someone touring in an RV needs no airport lounge or Global Entry, unless flying abroad is said too.
    airTravel:
      said.has("road-trips") && !said.has("flying") && !said.has("international") ? itemsTagged(index, AIR_TRAVEL_TAGS) : undefined,
    // "Cat Heaven" is no comfort for the loss of a dog.
    otherAnimalsLoss: reading.petsLost.length > 0 ? otherAnimals(index, reading.petsLost) : undefined,
    // Someone who teaches, coaches or is long practised has outgrown a beginner's kit, unless the text says they are new to it.
    expert: reading.expert || (!reading.beginner && reading.relation !== undefined && TEACHING_ROLES.has(reading.relation.noun)),
  };
  const facts = itemFacts(index);
  const avoidMasks = reading.avoid.map((constraint) => ({
    cause: `avoid "${constraint.phrase}"`,
    contains: bitsOf(ITEM_CONTENTS, constraint.contains),
    kinds: bitsOf(ITEM_KINDS, constraint.is),
    named: itemsNaming(index, facts, constraint, limit),
  }));
  const unsuitableKindBits = bitsOf(ITEM_KINDS, constraints.unsuitableKinds.keys());
  return { ...constraints, facts, avoidMasks, unsuitableKindBits, flagged: flaggedItems(constraints, facts, limit) };
}

/** Every item some check of `flaggedCause` may remove; the rest cannot fail any of them. */
function flaggedItems(constraints: RequestRules, lists: ItemFacts, limit: number): Uint8Array {
  const { reading } = constraints;
  const flagged = new Uint8Array(limit);
  const flag = (positions: Iterable<number> | undefined) => {
    for (const position of positions ?? []) if (position < limit) flagged[position] = 1;
  };
  for (const set of [
    constraints.standIns,
    constraints.forExperienced,
    constraints.jarring,
    constraints.forGrief,
    constraints.otherAnimalsLoss,
    constraints.forPlayers,
    constraints.griefBooks,
    constraints.highCarePlants,
    constraints.schoolbooks,
    constraints.airTravel,
    constraints.otherFestivals,
    constraints.forPuppies,
    constraints.otherGenres,
    constraints.otherLanguages,
    constraints.presumeCondition,
  ])
    flag(set);
  for (const kind of constraints.unsuitableKinds.keys()) flag(lists.byKind.get(kind));
  if (reading.homebound || reading.inCareHome) flag(lists.byKind.get("experience"));
  if (reading.inCareHome) flag(lists.byKind.get("candle"));
  if (constraints.expert) flag(lists.forBeginners);
  if (reading.family || reading.group) flag(lists.forTwo);
  return flagged;
}

/** The first hard constraint the item breaks, if any: the `avoid` phrases, then the arrays, which decide most items. */
function causeOfRemoval(index: CatalogIndex, position: number, constraints: HardConstraints): string | undefined {
  return avoidCause(position, constraints) ?? ageCause(index, position, constraints) ?? fitCause(index, position, constraints);
}

/** The first `avoid` phrase the item breaks, as `brokenAvoid` finds it, from bit masks rather than the item's arrays. */
function avoidCause(position: number, constraints: HardConstraints): string | undefined {
  const { avoidMasks, facts } = constraints;
  for (const { cause, contains, kinds, named } of avoidMasks) {
    if (
      ((facts.contentMasks[position] as number) & contains) !== 0 ||
      ((facts.kindMasks[position] as number) & kinds) !== 0 ||
      named?.[position] === 1
    )
      return cause;
  }
  return undefined;
}

/** Per item within the budget, 1 when its name or tags name what the phrase avoids (`namesAvoided`). */
function itemsNaming(index: CatalogIndex, facts: ItemFacts, constraint: AvoidConstraint, limit: number): Uint8Array | undefined {
  if (constraint.words.length === 0) return undefined;
  const named = new Uint8Array(limit);
  for (const sequence of constraint.words) {
    const first = sequence.split(" ")[0] as string;
    for (const position of facts.byStem.get(first) ?? []) {
      if (position >= limit) break;
      if (namesAvoided(index.nameTagStems[position] as string, constraint)) named[position] = 1;
    }
  }
  return named;
}

function ageCause(index: CatalogIndex, position: number, constraints: HardConstraints): "age" | undefined {
  const { reading, family, ageMin, ageMax, outgrownAt, newborn } = constraints;
  const min = index.minAges[position] as number;
  const max = index.maxAges[position] as number;
  if (!(min <= ageMax && max >= ageMin) && !(reading.baby && min === 0)) return "age";
  if (family && !(min <= family.min && max >= Math.max(family.max, ADULT_AGE))) return "age";
  // A child already at the top year of a toy's range has outgrown it (Candy Land, 3 to 7, for a 7-year-old).
  if (outgrownAt !== undefined && max < ADULT_AGE && outgrownAt >= max && min < max) return "age";
  // A baby shower celebrates a newborn: toys and gear for an older baby or child can wait.
  if (newborn && min >= 1 && max < ADULT_AGE) return "age";
  return undefined;
}

/** Whether the item fits this person and the moment: what they own and have, how they live, how far along they are. */
function fitCause(index: CatalogIndex, position: number, constraints: HardConstraints): string | undefined {
  const { reading } = constraints;
  // "Her sourdough starter": the very thing they have is no gift.
  if (constraints.owned.size > 0 && constraints.owned.has(index.nameTails[position] as string)) return "already has one";
  if (((index.requiresMasks[position] as number) & ~constraints.hasMask) !== 0) return "requires";
  const flagged = constraints.flagged[position] ? flaggedCause(index, position, constraints) : undefined;
  if (flagged) return flagged;
  if (constraints.otherGender !== 0 && index.madeForGender[position] === constraints.otherGender) return "made for another gender";
  if (
    (index.requiresMasks[position] as number) & CONSOLE &&
    !fitsPlatform(index.items[position] as CatalogItem, index.nameTagStems[position] as string, reading)
  ) {
    return "requires";
  }
  return undefined;
}

/** The checks only flagged items can fail, in the order their causes are counted. */
function flaggedCause(index: CatalogIndex, position: number, constraints: HardConstraints): string | undefined {
  const { reading } = constraints;
  if (constraints.standIns?.has(position)) return "alcohol-free";
  if ((reading.homebound || reading.inCareHome) && (index.items[position] as CatalogItem).is.includes("experience")) return "an outing";
  if (constraints.expert && index.forBeginners[position]) return "made for beginners";
  if (constraints.forExperienced?.has(position)) return "made for the experienced";
  if (constraints.jarring?.has(position)) return "out of place in grief";
  if (constraints.forGrief?.has(position)) return "made for grief";
  if (constraints.otherAnimalsLoss?.has(position)) return "about another animal";
  if (constraints.forPlayers?.has(position)) return "made for players";
  if (constraints.griefBooks?.has(position)) return "too personal from afar";
  if (constraints.highCarePlants?.has(position)) return "needs daily care";
  if (constraints.schoolbooks?.has(position)) return "a schoolbook they own";
  if (((constraints.facts.kindMasks[position] as number) & constraints.unsuitableKindBits) !== 0)
    for (const kind of (index.items[position] as CatalogItem).is) {
      const why = constraints.unsuitableKinds.get(kind);
      if (why) return why;
    }
  if (constraints.airTravel?.has(position)) return "air travel for a road traveller";
  if (constraints.otherFestivals.has(position)) return "made for another festival";
  if (constraints.forPuppies?.has(position)) return "made for a puppy";
  if (constraints.otherGenres?.has(position)) return "another kind of music";
  if (constraints.otherLanguages.has(position)) return "another language";
  if (reading.inCareHome && (index.items[position] as CatalogItem).is.includes("candle")) return "not allowed in a care home";
  // Skating "for two" leaves half of a family of four at home.
  if ((reading.family || reading.group) && FOR_TWO.test((index.items[position] as CatalogItem).name)) return "made for two";
  if (constraints.presumeCondition.has(position)) return "presumes a condition";
  return undefined;
}

function grieving(reading: RequestReading, said: ReadonlySet<string>): boolean {
  return reading.occasion === "sympathy" || GRIEF_TAGS.some((tag) => said.has(tag));
}

/** Items tagged "festival-only" (diyas, red envelopes) whose festival the request does not name. */
function otherFestivals(index: CatalogIndex, said: ReadonlySet<string>): Set<number> {
  const ofSaidFestival = itemsTagged(
    index,
    [...FESTIVALS].filter((festival) => said.has(festival)),
  );
  return new Set((index.itemsByTag.get("festival-only") ?? []).filter((position) => !ofSaidFestival.has(position)));
}

/** When the person names a music genre, the records and books of the other genres. */
function otherGenres(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): Set<number> | undefined {
  const words = reading.interests.flatMap((interest) => {
    const match = NAMED_GENRE.exec(interest.phrase.toLowerCase());
    return match ? [(match[1] ?? match[2]) as string] : [];
  });
  if (words.length === 0 && !MUSIC_GENRES.some((genre) => said.has(genre))) return undefined;
  // "Rock music" wants classic rock; "bolero music" wants none of the catalog's genres.
  const named = MUSIC_GENRES.filter((genre) => said.has(genre) || words.some((word) => genre.split("-").includes(word)));
  const wanted = itemsTagged(index, named);
  return new Set([...itemsTagged(index, MUSIC_GENRES)].filter((position) => !wanted.has(position)));
}

/** Courses and phrasebooks of one language, tagged `learn-<language>`, and how a person names the language. */
const LANGUAGE_COURSES: readonly (readonly [tag: string, named: RegExp])[] = [
  ["learn-spanish", /\b(?:spanish|espa\u00f1ol|espanol)\b/],
  ["learn-french", /\b(?:french|fran\u00e7ais|francais)\b/],
];

function otherLanguages(index: CatalogIndex, reading: RequestReading): Set<number> {
  const phrases = reading.interests.map((interest) => interest.phrase.toLowerCase()).join(" ");
  return itemsTagged(
    index,
    LANGUAGE_COURSES.filter(([, named]) => !named.test(phrases)).map(([tag]) => tag),
  );
}

/**
 * Items that presume a condition nobody named: a dementia clock or a magnifier (their condition named), large
 * print (low vision named, or a reader of 80 or more), a sickbed tray (tagged both get-well and recovery: a get-well
 * occasion or someone laid up), pregnancy things (someone expecting, or a baby shower).
 */
function presumedConditions(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): Set<number> {
  const presumed = itemsTagged(
    index,
    CONDITION_TAGS.filter(([, saidBy]) => !saidBy.some((concept) => said.has(concept))).map(([tag]) => tag),
  );
  // Large print presumes failing eyes, unless the person is at an age where most readers welcome it.
  if (!said.has("low-vision") && (reading.age?.min ?? 0) < LARGE_PRINT_AGE)
    for (const position of index.itemsByTag.get("large-print") ?? []) presumed.add(position);
  // A pregnancy pillow or belly butter is for someone expecting; a baby in the house no longer needs it either.
  // From a colleague it is too personal, unless the occasion is the shower itself.
  const expecting = (said.has("pregnancy") || said.has("baby")) && !atDistance(reading);
  if (!expecting && reading.occasion !== "baby-shower")
    for (const position of index.itemsByTag.get("pregnancy") ?? []) presumed.add(position);
  if (reading.occasion !== "get-well" && !reading.homebound && !said.has("get-well")) {
    const recovery = new Set(index.itemsByTag.get("recovery"));
    for (const position of index.itemsByTag.get("get-well") ?? []) if (recovery.has(position)) presumed.add(position);
  }
  return presumed;
}

/** A colleague, a client, a teacher or a neighbour: someone known through work or the street, not family. */
function atDistance(reading: RequestReading): boolean {
  return reading.relation?.audiences?.includes("coworker") === true;
}

function unsuitableKinds(reading: RequestReading): Map<ItemKind, string> {
  const kinds = new Map<ItemKind, string>();
  // The catalog's books are in English: a grown-up may read one, a French eight-year-old cannot yet.
  if (reading.foreignLanguage !== undefined && reading.age !== undefined && reading.age.max < 13)
    kinds.set("book", "a book in English for a child");
  // A wedding gift is for the couple's life together: not a shirt or shoes for one of them, in a size guessed.
  if (reading.occasion === "wedding") kinds.set("clothing", "clothing for a wedding");
  return kinds;
}

/** Decor and gadgets that are not made for a loss. */
function unfitForGrief(index: CatalogIndex): Set<number> {
  const forGrief = itemsTagged(index, [...GRIEF_TAGS, "comfort"]);
  const unfit = (item: CatalogItem) => item.is.includes("decor") || item.is.includes("gadget");
  return new Set(index.items.flatMap((item, position) => (unfit(item) && !forGrief.has(position) ? [position] : [])));
}

function griefBooksIn(index: CatalogIndex): Set<number> {
  return new Set([...itemsTagged(index, ["grief"])].filter((position) => (index.items[position] as CatalogItem).is.includes("book")));
}

/** Items about a kind of animal other than the ones named ("cats" when a dog died), and about none of those. */
function otherAnimals(index: CatalogIndex, animals: readonly string[]): Set<number> {
  const about = itemsTagged(index, animals);
  return new Set([...itemsTagged(index, ["dogs", "cats"])].filter((position) => !about.has(position)));
}

function itemsTagged(index: CatalogIndex, tags: readonly string[]): Set<number> {
  return new Set(tags.flatMap((tag) => index.itemsByTag.get(tag) ?? []));
}

/** Enjoys beer, wine or spirits and avoids no alcohol: an alcohol-free version would be a stand-in, not a gift. */
function drinksAlcohol(reading: RequestReading): boolean {
  const concepts = reading.interests.flatMap((interest) => interest.concepts);
  return (
    concepts.some((concept) => ALCOHOLIC_DRINKS.has(concept)) &&
    !concepts.includes("mocktails") &&
    !reading.avoid.some((avoid) => avoid.contains.has("alcohol"))
  );
}

/** The constraint to name when nothing is left: the avoid phrases that removed most, else the first cause. */
export function constraintThatEmptied(removedBy: ReadonlyMap<string, number>): string {
  const avoidCauses = [...removedBy].filter(([cause]) => cause.startsWith("avoid")).sort((a, b) => b[1] - a[1]);
  return avoidCauses.length > 0 ? avoidCauses.map(([cause]) => cause).join(", ") : (removedBy.keys().next().value ?? "the budget");
}
