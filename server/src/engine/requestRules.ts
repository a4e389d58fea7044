/**
 * What a request rules out, worked out once per request from its reading: the avoid phrases as bit masks, the
 * age limits, and for each rule only some items break (grief items, another festival's things, a course in
 * another language...) the items that break it. `filterCandidates` applies them to the items a query asks about.
 */
import { type CatalogItem, ITEM_CONTENTS, type ItemKind, type ItemPrerequisite, MAX_AGE_YEARS, type Occasion } from "@gift-finder/shared";
import { forAnimals, forPeople, otherAnimals } from "./animalItems.ts";
import { type AvoidMask, avoidMasksOf } from "./avoidMasks.ts";
import { HARD_ON_KNEES_WORDS } from "./avoidVocabulary.ts";
import {
  celebratesABigSibling,
  celebratesAGrandparent,
  grownUpThingsAtAShower,
  notForTheShower,
  parentsSuppliesAtABaptism,
  THE_BABYS_CONCEPTS,
  theParentsFuelBeforeTheBaby,
  theParentsThingsForAGrandparent,
} from "./babyShower.ts";
import { type CatalogIndex, genderCode, prerequisiteMask } from "./catalogIndex.ts";
import { faithItemsUnsaid } from "./faithItems.ts";
import { boughtReadyMade } from "./homemade.ts";
import {
  ALCOHOLIC_DRINKS,
  FESTIVALS,
  fromSomeoneClose,
  INDOOR_PLANTS_PHRASE,
  isSetting,
  namesFestival,
  SWAP_PHRASE,
} from "./inferInterests.ts";
import { categoryBits, type ItemFacts, itemFacts } from "./itemFacts.ts";
import { itemsWhere } from "./itemMemo.ts";
import { itemsMadeFor, itemsTagged, itemsTaggedWith, itemsTaggedWithout, remembered } from "./itemsTagged.ts";
import { anotherKpopGroups, KPOP_GROUPS } from "./kpopGroups.ts";
import {
  babySleepThings,
  backHurtAwayFromADesk,
  coldIndoors,
  coldOutdoors,
  deskBackSupports,
  heavyCookware,
  noiseByDay,
  outdoorColdGear,
  sleepNoiseMakers,
  soreHands,
} from "./needContexts.ts";
import { electricGearUnsaid, otherPractices, titlesForAnotherReader } from "./otherPractices.ts";
import { anyPrint, smallPrint } from "./printForEyes.ts";
import { ownedCopies } from "./readOwnedTitles.ts";
import type { RequestReading } from "./readRequest.ts";
import { knownFromAfar, PARTNERS } from "./relationships.ts";
import { anotherLeaguesThings, anotherSportsGear, anotherTeamsThings, spectatorGear, teamApparelForAPlayer } from "./sportsFans.ts";
import { MUSIC_LESSONS } from "./subjectTaught.ts";
import { BODILY_NEEDS } from "./vocabulary.ts";

export const ADULT_AGE = 18;
export const CONSOLE = prerequisiteMask(["game-console"]);
const BABY_TAGS = ["baby", "new-parents", "pregnancy"];
const JARRING_IN_GRIEF = [
  "get-well",
  "humor",
  "party",
  "party-games",
  "drinking-games",
  "celebration",
  // A leak detector or a candle about moving away is for a new home, not for a loss.
  "homeowner",
  "new-home",
  "homesick",
  // Food for a grieving family is a meal or fruit, not hot sauce; nor are cocktails, a date night or a steamy
  // fantasy romance what one sends with condolences.
  "hot-sauce",
  "spicy",
  "cocktails",
  "mocktails",
  "non-alcoholic",
  "date-night",
  "romantasy",
  // A swaddle or a nursing pillow for a family who lost their baby.
  ...BABY_TAGS,
];
const PLAYER_TAGS = [
  "guitar",
  "bass-guitar",
  "piano",
  "ukulele",
  "drums",
  "percussion",
  "harmonica",
  "synthesizer",
  "keyboard",
  "saxophone",
  "sheet-music",
  "practice",
  "music-teacher",
  "orchestra",
  "violin",
  "strings",
  "band",
  "dj",
  "music-production",
  "home-studio",
  "recording",
  "instrument",
  "recorder",
  "lessons",
];
/** Loves of an animal or its keeping: what makes its own things a gift for its person. */
const ANIMAL_LOVES = [
  "dogs",
  "cats",
  "pets",
  "new-puppy",
  "senior-dogs",
  "dog-training",
  "pet-loss",
  "reptiles",
  "freshwater-aquarium",
  "reef-aquarium",
  "aquascaping",
  "aquarium",
  "backyard-chickens",
  "horses",
];
const FIBER_CRAFTS = ["knitting", "crochet", "embroidery", "cross-stitch", "needlepoint", "fiber-arts"];
const MOURNING_TAGS = ["grief", "sympathy", "memorial"];
const GRIEF_TAGS = [...MOURNING_TAGS, "pet-loss"];
const AIR_TRAVEL_TAGS = ["flying", "airport", "international", "passport"];
/** Tags that presume a condition, and the concepts or occasion that say the person has it. */
const CONDITION_TAGS: readonly (readonly [tag: string, saidBy: readonly string[]])[] = [
  ["dementia", ["dementia", "memory-loss", "advanced-dementia"]],
  // A fidget blanket or a 13-piece puzzle for a mother early in Alzheimer's who still lives alone.
  ["advanced-dementia", ["advanced-dementia"]],
  // A magnifying lamp for eyes nobody said struggle, whether with print or with stitches and flies.
  ["magnifier", ["low-vision", "blindness", "close-work"]],
  // A talking clock for someone whose eyes nobody said had gone.
  ["blindness", ["blindness"]],
  // A blood pressure monitor for a retiring father says "you are getting old".
  ["heart-health", ["heart-health", "health"]],
  // A riding manual or a lesson journal for a horse-crazy child who was never said to ride.
  ["equestrian", ["horseback-riding", "equestrian"]],
  // TV listening headphones for someone whose hearing nobody mentioned.
  ["hearing", ["hearing"]],
  // A walker tray for someone nobody said walks with one.
  ["walker-aids", ["walker-aids"]],
  // An electric jar opener or compression gloves for hands nobody said are stiff.
  ["arthritis", ["arthritis", "sore-hands", "one-handed"]],
  // A reacher for someone nobody said cannot bend or is recovering.
  ["mobility", ["mobility", "recovery", "get-well", "walker-aids"]],
];
/** Tags of music genres: a record of one is no gift for a lover of another. */
const MUSIC_GENRES = [
  "jazz",
  "classic-rock",
  "rock",
  "grunge",
  "punk",
  "blues",
  "pop",
  "musicals",
  "country",
  "country-music",
  "soul",
  "r-and-b",
  "hip-hop",
  "reggaeton",
  "latin-music",
  "folk",
  "classical-music",
  // "Piano music": Chopin's nocturnes and Gould's Bach, not every classical record.
  "classical-piano",
  "k-pop",
  "boleros",
  "opera",
  "big-band",
  "crooners",
];
/** "Bolero music", "80s music": a genre named in the person's words, known to the catalog or not. */
const NAMED_GENRE = /\b(?!(?:live|good|loud|all|any|the|listening|to|of|playing|making|new)\b)([a-z0-9]+?)s?\s+music\b|\b(bolero)s?\b/;
const LARGE_PRINT_AGE = 80;
/**
 * The catalog's books and magazines in English. For a younger reader of another script only literature, read for its
 * words alone: an art book of Studio Ghibli's sketches or a potter's guide to the wheel is read by its pictures.
 */
function booksToRead(index: CatalogIndex, reading: RequestReading): number[] {
  // A book of sudoku is numbers in a grid, in no language.
  const inNoLanguage = itemsTagged(index, ["sudoku", "number-puzzles"]);
  const books = [...(itemFacts(index).byKind.get("book") ?? []), ...itemsTagged(index, ["magazines"])].filter(
    (position) => !inNoLanguage.has(position),
  );
  if (olderReader(reading)) return books;
  const literature = itemsTagged(index, ["fiction", "classics", "poetry", "literary-fiction"]);
  return books.filter((position) => literature.has(position));
}
/** English read, among their loves or studies ("English literature", "reading in English"), not "English breakfast tea". */
function readsEnglish(reading: RequestReading): boolean {
  return anInterestSays(reading, ENGLISH_READ);
}
const ENGLISH_READ =
  /\benglish\s+(?:literature|lit|books?|novels?|major|language|classics|poetry|fiction)\b|\b(?:reads?|reading)\s+(?:in\s+)?english\b/i;
/** Languages written in another script, whose readers are taken not to read English books for pleasure. */
const OTHER_SCRIPTS: ReadonlySet<string> = new Set(["Japanese", "Korean", "Chinese"]);
/** From this age, someone who speaks another language is taken not to read English books. */
const OLDER_READER_AGE = 60;
const SIGHT_FAILING_AGE = 70;
const OLDER_RELATIONS: ReadonlySet<string> = new Set([
  "father",
  "mother",
  "parents",
  "grandfather",
  "grandmother",
  "grandparents",
  "father-in-law",
  "mother-in-law",
]);
/** Plants that need daily watering and pruning. */
const HIGH_CARE_PLANT_TAGS = ["bonsai"];
/** Blades and scissors by their names (a Razor scooter is no razor). */
const instantCameras = itemsWhere((item) => /\binstax\b|\binstant\s+camera\b/i.test(item.name));
const breakables = itemsWhere((item) =>
  /\b(?:teapots?|tea\s+(?:set|chest)|tea\s+for\s+one|porcelain|ceramic|stoneware|glass(?:es|ware)?|cast\s+iron|vases?|decanters?)\b/i.test(
    item.name,
  ),
);
const techMadeSimple = itemsWhere(
  (item) => item.tags.includes("easy-tech") && (item.tags.includes("large-buttons") || /\bfor\s+(?:seniors|dummies)\b/i.test(item.name)),
);
/** What a suitcase carries or a home's wall holds: no use to someone living out of one backpack for a year. */
const suitcaseKitOrWallDecor = itemsWhere(
  (item) =>
    item.tags.includes("suitcase") ||
    item.tags.includes("clothing-care") ||
    /\bgarment\b/i.test(item.name) ||
    (item.is.includes("decor") && (item.tags.includes("wall-art") || /\b(?:poster|print|wall)\b/i.test(item.name))),
);
/** Days that celebrate the one given to: a memorial of a lost pet is for a sympathy card or a quiet day. */
const JOYFUL_DAYS: ReadonlySet<Occasion> = new Set([
  "birthday",
  "anniversary",
  "wedding",
  "graduation",
  "housewarming",
  "baby-shower",
  "retirement",
  "valentines",
  "mothers-day",
  "fathers-day",
  "new-job",
]);
/** Music taught one to one. */
const MUSIC_TAUGHT: ReadonlySet<string> = new Set([...MUSIC_LESSONS, "music"]);
/** A songbook not made for teaching, and earbuds. */
const teachersMisfits = itemsWhere(
  (item) => (item.tags.includes("sheet-music") && !item.tags.includes("music-teacher")) || item.tags.includes("headphones"),
);
/** Bedding made for a full, queen or king bed. */
const bigBedding = itemsWhere(
  (item) => /\b(?:sheets?|topper|comforter|blanket|mattress|duvet)\b/i.test(item.name) && /\((?:full\/)?(?:queen|king)\)/i.test(item.name),
);
/** Exercise done kneeling or jumping. */
const HARD_ON_KNEES = new RegExp(
  String.raw`\b(?:${HARD_ON_KNEES_WORDS.map((words) => words.replace(/\s+/g, String.raw`\s+`)).join("|")})\b`,
  "i",
);
const hardOnKnees = itemsWhere((item) => HARD_ON_KNEES.test(item.name));
/** A joke for whoever ends up with it: a white elephant or a group's swap. */
function anyonesJoke(reading: RequestReading, said: ReadonlySet<string>): boolean {
  // A joke alone is asked for ("something funny but actually useful"): nothing else says whom it must suit.
  const otherLoves = reading.interests.some(
    (interest) => interest.concepts.length > 0 && !interest.concepts.some((concept) => JOKES_ASKED.has(concept)),
  );
  return reading.group || said.has("white-elephant") || !otherLoves;
}
const JOKES_ASKED: ReadonlySet<string> = new Set(["humor", "white-elephant"]);
/** An avoid that says sugar is out: "sugar", "sweets", "diabetic", "low sugar". */
const AVOIDS_SUGAR = /\b(?:sugar|sugary|sweets?|candy|diabet\w*|glucose|carbs?)\b/i;
/** Gaming hardware with a screen of its own: a console, a handheld, a VR headset. */
const consoles = itemsWhere((item) => item.is.includes("video-game") && item.is.includes("gadget") && item.is.includes("screen"));
/**
 * For someone who plays on a named platform: its own console (a new generation aside), and any other platform's
 * hardware whose own kind nobody said ("has been talking nonstop about trying VR" keeps the Quest).
 */
function consolesBesideTheirs(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): readonly number[] | undefined {
  if (reading.platforms.length === 0) return undefined;
  return consoles(index).filter((position) => {
    const item = index.items[position] as CatalogItem;
    if ((index.nameTagStems[position] as string).split(" ").some((stem) => reading.platforms.includes(stem)))
      return !NEW_GENERATION.test(item.name);
    return !item.tags.some((tag) => said.has(tag) && !ANY_GAMING.has(tag));
  });
}
/** Tags every piece of gaming hardware carries, which say nothing of its own kind. */
const ANY_GAMING: ReadonlySet<string> = new Set(["gaming", "video-games", "tech", "gadgets"]);
const NEW_GENERATION = /\b(?:2|pro)\b/i;
/** A couple's own days, where a gift is meant to be romantic. */
const COUPLES_DAYS: ReadonlySet<Occasion> = new Set(["anniversary", "valentines"]);
const guitarsThemselves = itemsWhere(
  (item) =>
    item.tags.includes("guitar") &&
    /(?:guitar|stratocaster|telecaster|acoustic)(?:\s+pack)?$/i.test(item.name.replace(/\s*\(.*?\)\s*$/, "")),
);
/** Loves that keep plants, beside which a watering can or a grow light is theirs. */
const PLANT_LOVES = [
  ...["indoor-plants", "plants", "gardening", "succulents", "herbs", "bonsai", "orchids", "self-watering", "plant-care"],
  "low-maintenance",
];
const placesToStay = itemsWhere((item) => /\b(?:airbnb|vrbo|hotels?\.com|marriott|hilton)\b/i.test(item.name));
const IN_AN_RV =
  /\b(?:rv|rvs|rving|camper|camper\s+van|motorhome|motor\s+home|travel\s+trailer|fifth\s+wheel|van\s+life|sprinter\s+van)\b/i;
function sleepsInTheirRv(reading: RequestReading): boolean {
  return reading.interests.some((interest) => interest.concepts.includes("road-trips") && IN_AN_RV.test(interest.phrase));
}
const easyPuzzles = itemsWhere(
  (item) => /\beasy\b/i.test(item.name) && item.tags.some((tag) => tag === "crosswords" || tag === "puzzles" || tag === "word-games"),
);
const sharpThings = itemsWhere((item) => /\b(?:knife|knives|scissors|shears|cleaver|manicure|safety\s+razor)\b/i.test(item.name));
const BABBEL_TEACHES: ReadonlySet<string> = new Set(
  "spanish french italian german portuguese dutch swedish norwegian danish polish turkish russian indonesian".split(" "),
);
const WRITES_OPEN_WHEN_LETTERS: ReadonlySet<string> = new Set([
  ...PARTNERS,
  ...["friend", "daughter", "son", "child", "sister", "brother", "mother", "father"],
]);
/** Candles that carry no scent to judge: a memorial candle, diyas. */
const NOT_FOR_SCENT = ["unscented", "memorial", "festival-only"];
const TEACHING_ROLES: ReadonlySet<string> = new Set(["teacher", "coach"]);
const GRANDPARENTS: ReadonlySet<string> = new Set(["grandmother", "grandfather", "grandparents"]);

/** What the request rules out, worked out once so that the pass over the items only compares. */
export interface HardConstraints extends RequestRules {
  readonly facts: ItemFacts;
  /** The `avoid` phrases in order, each with the bits of the contents and kinds it rules out. */
  readonly avoidMasks: readonly AvoidMask[];
}

/** Two people share the gift: women's garden clogs serve one of a couple celebrating 40 years. */
const PAIRS: ReadonlySet<string> = new Set(["couple", "parents", "new parents", "host", "grandparents"]);
/** Two people who would each wear it: a pair, less a host, who may be one person with a household. */
const TWO_WEARERS: ReadonlySet<string> = new Set([...PAIRS].filter((noun) => noun !== "host"));
/** `otherGender` when an item made for either gender serves only one of the pair. */
export const EITHER_GENDER = 3;

/** What the request rules out, before it is turned into per-item arrays. */
export interface RequestRules {
  readonly reading: RequestReading;
  readonly hasMask: number;
  readonly newborn: boolean;
  readonly family: RequestReading["family"];
  readonly owned: ReadonlySet<string>;
  readonly otherGender: number;
  readonly outgrownAt: number | undefined;
  readonly ageMin: number;
  readonly ageMax: number;
  readonly standIns: Iterable<number> | undefined;
  readonly forExperienced: Iterable<number> | undefined;
  /** Made for someone starting out in a line of work (a pocket law dictionary), out for someone well along in it. */
  readonly forStarters: Iterable<number> | undefined;
  /** Cards spent only in person, at a shop or café (Dunkin'): out for someone who cannot get there. */
  readonly inStore: Iterable<number> | undefined;
  /** Toys for running about (a scooter): gear for being active, to wait until someone is well. */
  readonly activeToys: Iterable<number> | undefined;
  readonly jarring: Iterable<number> | undefined;
  readonly forGrief: Iterable<number> | undefined;
  readonly otherAnimalsLoss: Iterable<number> | undefined;
  readonly forPlayers: Iterable<number> | undefined;
  readonly griefBooks: Iterable<number> | undefined;
  readonly highCarePlants: Iterable<number> | undefined;
  readonly schoolbooks: Iterable<number> | undefined;
  /** Kinds of item this request rules out, each with why. */
  readonly unsuitableKinds: ReadonlyMap<ItemKind, string>;
  /** Airport and passport things for someone who travels by road. */
  readonly airTravel: Iterable<number> | undefined;
  readonly otherFestivals: Iterable<number>;
  readonly forPuppies: Iterable<number> | undefined;
  readonly otherGenres: Iterable<number> | undefined;
  readonly otherInstruments: Iterable<number> | undefined;
  readonly otherLanguages: Iterable<number>;
  /** Where, for whom and in which language: rules of the request's situation (`situationRules`). */
  readonly situation: readonly FewItemRule[];
  /** A couple who live apart: a class "for two" is for when they are together. */
  readonly apart: boolean;
  readonly presumeCondition: Iterable<number>;
  readonly expert: boolean;
  /** Beginners' books, for someone past the basics: such a book only comes up for an interest they named. */
  readonly primers: Iterable<number> | undefined;
  readonly homeCooksPrimers: Iterable<number> | undefined;
  /** Beginners' classes in what they already do, for someone past the basics. */
  readonly introClasses: Iterable<number> | undefined;
  /** A home cook's countertop gadgets (a multi-cooker, an air fryer), for a chef. */
  readonly homeCooksGadgets: Iterable<number> | undefined;
}

export function hardConstraintsOf(index: CatalogIndex, reading: RequestReading, limit: number): HardConstraints {
  const said: ReadonlySet<string> = new Set(reading.interests.flatMap((interest) => interest.concepts));
  const grief = grieving(reading, said);
  const facts = itemFacts(index);
  const pastBasics = pastTheBasics(reading);
  // One object literal, facts and masks included: spreading a finished 30-field object into another was about 3%
  // of a query on the real catalog.
  return {
    reading,
    hasMask: prerequisiteMask(hasForCertain(reading)),
    // The big sibling's gift at the baby's coming is for a child of their own age.
    newborn: reading.baby && reading.occasion === "baby-shower" && !celebratesABigSibling(reading),
    family: reading.family,
    owned: new Set(reading.owned),
    otherGender: reading.gender
      ? genderCode(reading.gender === "female" ? "male" : "female")
      : PAIRS.has(reading.relation?.noun ?? "")
        ? EITHER_GENDER
        : 0,
    outgrownAt: reading.exactAge !== undefined && reading.exactAge < 13 ? reading.exactAge : undefined,
    ageMin: reading.age?.min ?? 0,
    ageMax: reading.age?.max ?? MAX_AGE_YEARS,
    standIns: drinksAlcohol(reading) ? index.itemsByTag.get("non-alcoholic") : undefined,
    // Someone just starting has no use yet for a tool made for the experienced (key-analysis software for DJs).
    forExperienced: reading.beginner ? index.itemsByTag.get("advanced") : undefined,
    forStarters: index.itemsByTag.get("career-starter"),
    inStore: index.itemsByTag.get("in-store"),
    activeToys: index.itemsByTag.get("active"),
    // Condolences call for quiet comfort: a get-well kit, a gag gift or party gear would jar.
    // Home decor says "redecorate" and a gadget says "upgrade" to someone in mourning; a memorial frame or a
    // comfort candle does not.
    jarring:
      reading.occasion === "sympathy"
        ? new Set([...jarringInGrief(index, reading.babyLost), ...unfitForGrief(index), ...treatsUnfitForCondolences(index, said)])
        : undefined,
    // A grief book or a memorial chime presumes a death: only for condolences, or when the person speaks of a loss.
    // A portrait or a plush of their own pet serves a pet alive as well as one lost: only what speaks of a loss waits for one.
    forGrief: grief ? undefined : itemsTagged(index, MOURNING_TAGS),
    // A tuner or a tin whistle for someone who listens to boleros is a gift for a musician. Nor does someone old
    // whose sight is failing take up an instrument: music is what they listen to.
    forPlayers: reading.listener || sightFailingLate(reading, said) ? itemsTagged(index, PLAYER_TAGS) : undefined,
    // A book on how to grieve, from a colleague or a neighbour, presumes a closeness the giver does not have.
    griefBooks: grief && atDistance(reading) ? griefBooksIn(index) : undefined,
    highCarePlants: reading.neglectsPlants ? itemsTagged(index, HIGH_CARE_PLANT_TAGS) : undefined,
    // Diyas or red envelopes belong to their festival, not to a thank-you or a party; tea or dates suit any day.
    otherFestivals: otherFestivals(index, said),
    // A teething toy or a puppy's first-year book is for a new puppy, not for a grown dog.
    forPuppies: said.has("new-puppy") ? undefined : itemsTagged(index, ["puppy-only"]),
    // Fleetwood Mac on vinyl for someone who loves boleros.
    otherGenres: otherGenres(index, reading, said),
    // A violin shoulder rest for a pianist or for a grandmother who sings along.
    otherInstruments: otherInstruments(index, said),
    // Spanish verbs for someone learning French; a course in any language only for someone learning that one.
    otherLanguages: otherLanguages(index, reading),
    situation: situationRules(index, reading, said),
    apart: said.has("long-distance"),
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
    facts,
    primers: pastBasics ? facts.primers : undefined,
    introClasses: pastBasics ? introClassesIn(index, facts, said, reading.expert) : undefined,
    homeCooksGadgets: reading.expert && (said.has("cooking") || said.has("professional-cooks")) ? homeCooksGadgets(index) : undefined,
    homeCooksPrimers: said.has("professional-cooks") ? itemsTagged(index, ["home-cook-primer"]) : undefined,
    avoidMasks: avoidMasksOf(index, facts, reading, limit),
  };
}

const STREAMING_DOUBTFUL_AGE = 75;
/** Whether one of the interests, as said, matches: "Chinese mahjong", "international travel", "reads in English". */
const anInterestSays = (reading: RequestReading, pattern: RegExp) => reading.interests.some((interest) => pattern.test(interest.phrase));
const ABROAD_SAID = /\b(?:abroad|overseas|international)\b/i;

const ANOTHER_MAHJONG = /\b(?:chinese|cantonese|hong\s+kong|taiwanese|riichi|japanese)\s+mah/i;

/** A rule only some items break: why, and the items that break it (none when the rule does not apply). */
type FewItemRule = readonly [cause: string, breaking: Iterable<number> | undefined];

/** The request's situation: who the giver is to them, their home, their animals, their language, the occasion. */
function situationRules(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): readonly FewItemRule[] {
  const romantic = reading.occasion !== undefined && ROMANTIC.has(reading.occasion);
  const couples = reading.occasion !== undefined && COUPLES_OCCASIONS.has(reading.occasion);
  return [
    // Abbey Road on vinyl for a dad who still plays his every Sunday.
    ["a copy of what they play or rewatch", ownedCopies(index, reading.ownedTitles)],
    ["a book the text names, read already", reading.namedBooks.length > 0 ? reading.namedBooks : undefined],
    // A handbook on losing a parent for someone whose dog died.
    ["about grief for a person", reading.petsLost.length > 0 ? griefForAPerson(index) : undefined],
    // A memorial stone for the cat that died last year, on a grandmother's 90th birthday: a day of joy, not of loss.
    // A portrait of a pet, living or gone, stays.
    [
      "a pet's memorial, on a day of joy",
      reading.occasion !== undefined && JOYFUL_DAYS.has(reading.occasion)
        ? itemsTaggedWith(index, ["pet-loss"], ["memorial", "sympathy", "grief"])
        : undefined,
    ],
    // A cat café for a cat lover allergic to cats.
    ["the live animal they are allergic to", reading.allergicTo.length > 0 ? outingsWith(index, reading.allergicTo) : undefined],
    // A cat café for a mother who just adopted a kitten: judges found an hour with cats no gift for someone who lives with one.
    ["an outing with the animal they live with", outingsWith(index, animalsLivedWith(reading))],
    // A pass sold only from 62 for a wife of no stated age: an age the law asks for is never a guess.
    ["sold only from an age not said", eligibleOnlyOlder(index, reading)],
    // A crossword book in Spanish for someone nobody said reads Spanish (boleros on CD need no reading).
    ["in a language not theirs", speaksSpanish(reading) ? undefined : spanishReading(index)],
    // A ZZ plant or a peace lily in a house with a cat or a dog (the ASPCA lists them as toxic to pets).
    ["toxic to pets", reading.has.has("pet") ? itemsTagged(index, ["toxic-to-pets"]) : undefined],
    // The Global Entry fee for a father planning a trip to Montana: a pass through US customs is for travel abroad.
    [
      "through US customs, for someone nobody said goes abroad",
      reading.goingOverseas || said.has("international") || said.has("business-travel") || anInterestSays(reading, ABROAD_SAID)
        ? undefined
        : itemsTaggedWith(index, ["international"], ["airport"]),
    ],
    // Salt, Fat, Acid, Heat or The Joy of Cooking for a coeliac friend who cooks Italian: its recipes are wheat's.
    [
      "a cookbook of wheat, for a cook who keeps gluten-free",
      reading.avoid.some((constraint) => constraint.contains.has("gluten")) &&
      ["cooking", "baking", "gluten-free"].some((love) => said.has(love))
        ? itemsTaggedWithout(index, ["cookbook"], ["gluten-free"])
        : undefined,
    ],
    // A Roku for a grandmother of 80 who watches her soaps on broadcast TV: a streaming stick wants apps and
    // subscriptions nobody said she has.
    [
      "a streaming stick, for someone past 75 nobody said streams",
      (reading.age?.min ?? 0) >= STREAMING_DOUBTFUL_AGE && !said.has("streaming")
        ? itemsTaggedWith(index, ["streaming"], ["gadgets"])
        : undefined,
    ],
    // A paddle leash for a nephew of 15 who fishes off the dock and is saving for a kayak: it ties a paddle to a boat.
    ["made for a kayak nobody said they have", reading.boatOwned ? undefined : itemsTagged(index, ["needs-a-kayak"])],
    // The National Mah Jongg League's card for a grandmother who plays Chinese mahjong: another game's rules.
    [
      "American mahjong, for someone who plays another",
      anInterestSays(reading, ANOTHER_MAHJONG) ? itemsTagged(index, ["american-mahjong"]) : undefined,
    ],
    // A Fandango card or a state-shaped candle for someone written about in Dutch or Polish.
    ["sold only in the US", reading.foreignLanguage !== undefined || reading.movingAbroad ? itemsTagged(index, ["us-only"]) : undefined],
    // A year of CLEAR Plus for a tenth anniversary before one trip to Italy: on a couple's own day an airport pass is
    // an errand, unless flying often is what they do. (A retiree off to travel is glad of TSA PreCheck.)
    [
      "an airport pass on a couple's day, for someone nobody said flies often",
      reading.occasion !== undefined &&
      COUPLES_DAYS.has(reading.occasion) &&
      !["flying", "business-travel", "international"].some((travel) => said.has(travel))
        ? itemsTagged(index, ["airport"])
        : undefined,
    ],
    // An ab wheel (done kneeling) or a jump rope for a father who wants to get back in shape but whose knees are bad.
    ["hard on bad knees", reading.kneesBad || said.has("knee-pain") ? hardOnKnees(index) : undefined],
    // Funny poems written by a dog, or cat-or-dog socks, for a Star Wars fan who wants something small and funny: a
    // joke about an animal nobody said they love, beside the love they did say. At a white elephant, where anyone may
    // end up with it, or when a laugh is all that is asked, they please.
    [
      "a joke about an animal nobody said",
      ["cats", "dogs", "pets", "cat-lovers", "dog-lovers"].some((animal) => said.has(animal)) || anyonesJoke(reading, said)
        ? undefined
        : itemsTaggedWith(index, ["humor"], ["cats", "dogs", "cat-lovers", "dog-lovers"]),
    ],
    // Sugar-free chocolates for a grandfather of 91 who loves butterscotch: a diet nobody said.
    [
      "made without sugar, for someone nobody said avoids it",
      said.has("sugar-free") || reading.avoid.some((constraint) => AVOIDS_SUGAR.test(constraint.phrase))
        ? undefined
        : itemsTagged(index, ["sugar-free"]),
    ],
    // A Kindle cover for a grandmother of 85 whose eyes struggle with recipes: made for a Kindle nobody said she has.
    ["made for a Kindle nobody said they have", reading.kindleOwned ? undefined : itemsTagged(index, ["e-reader-accessory"])],
    // A bamboo tray for the arm of a sofa for a grandmother spending weeks in bed after a hip operation.
    ["made for a sofa's arm, for someone in bed", reading.inBed ? itemsTagged(index, ["sofa-arm"]) : undefined],
    // A queen-size heated blanket for a niece going to a dorm: its bed is a Twin XL.
    ["a bed's size a dorm has not", said.has("dorm") ? bigBedding(index) : undefined],
    // A cinema gift card for a friend bored through five-hour chemo infusions: an outing is for when she is well.
    ["a night out, while getting well", reading.occasion === "get-well" ? itemsTaggedWith(index, ["cinema"], ["experiences"]) : undefined],
    // "Why We Sleep" for a friend starting chemo who is a huge reader: the science of what harms health is no comfort.
    [
      "the science of health risks, for someone ill",
      reading.occasion === "get-well" ? itemsTaggedWith(index, ["health"], ["science"]) : undefined,
    ],
    // A credit-card-thin wallet finder for a mother who loses her reading glasses and her phone: it lives in a wallet.
    ["a wallet's tracker, for someone who loses other things", reading.walletNamed ? undefined : itemsTagged(index, ["wallet-tracker"])],
    // A garment folder or a roller suitcase for a coworker leaving to backpack through Southeast Asia for six months; a
    // scratch-off world map poster for one leaving with "just one backpack" for a year.
    ["a suitcase's kit or a wall's decor, for a backpacker", reading.travelsLight ? suitcaseKitOrWallDecor(index) : undefined],
    // An Airbnb card for a retiring nurse touring the national parks in an RV: they sleep in it.
    ["a place to stay, for travellers who sleep in their RV", sleepsInTheirRv(reading) ? placesToStay(index) : undefined],
    // A cat café visit or a coffee subscription for a student teacher moving to Japan this week: both stay here.
    ["stays behind when they move abroad", reading.movingAbroad ? stayBehind(index) : undefined],
    // A jade plant "that thrives on a sunny windowsill" for a nephew in a dark basement unit.
    ["a plant that needs sun, for a dark home", said.has("low-light") ? itemsTagged(index, ["sunny-window"]) : undefined],
    // Clip-on phone lenses for someone who shoots everything on his Fujifilm: a photographer's camera is no phone.
    [
      "a phone's lens, for a camera's photographer",
      said.has("photography") && reading.has.has("camera") && !said.has("phone-photography")
        ? itemsTagged(index, ["phone-photography"])
        : undefined,
    ],
    // A photo drive for a 12-year-old who borrows her mother's phone to take pictures: nothing of hers to back up.
    // A grown-up shooting on a phone of their own has photos enough.
    [
      "a photo drive, for a young photographer with no camera",
      said.has("photography") && !reading.has.has("camera") && (reading.age?.max ?? ADULT_AGE) < ADULT_AGE
        ? itemsTaggedWith(index, ["photography"], ["data-storage"])
        : undefined,
    ],
    // An Instax for a serious Fuji shooter: a party camera is a beginner's toy beside his kit.
    ["a party camera for a serious photographer", said.has("photography") && reading.expert ? instantCameras(index) : undefined],
    // "Understanding Exposure" for a serious amateur who shoots landscapes on his Sony: aperture and ISO are long known.
    [
      "a photography primer, for a serious photographer",
      said.has("photography") && reading.expert ? itemsTagged(index, ["photography-basics"]) : undefined,
    ],
    // A student pilot's E6B or kneeboard for a retired airline pilot: long past the lessons.
    ["a student pilot's kit, for a pilot", said.has("aviation") && reading.expert ? itemsTagged(index, ["flight-training"]) : undefined],
    // Cosmos or A Brief History of Time for a son finishing his PhD in astrophysics: written for the curious
    // newcomer to the field he works in.
    ["a popular introduction to their own science", reading.worksInScience ? popularScienceOf(index, said) : undefined],
    // A planisphere cut for 30-40 degrees north, for an astronomer moving to Chile.
    ["a chart of the northern sky, under the southern one", reading.southernSky ? itemsTagged(index, ["northern-sky"]) : undefined],
    // A Christmas-movie throw for a coworker's 40th because she is always cold: the season's things wait for it.
    [
      "a Christmas movie night's thing, on another day",
      reading.occasion !== "holiday" && !said.has("christmas-movies") && !said.has("hallmark-movies")
        ? itemsTagged(index, ["christmas-movies"])
        : undefined,
    ],
    // A Baby's First Christmas ornament for a first birthday: a keepsake of the season, only for the season.
    ["a first Christmas keepsake, on another day", reading.occasion !== "holiday" ? itemsTagged(index, ["first-christmas"]) : undefined],
    // "Her suitcase is already full, something light": no teapot, tea chest or porcelain set to pack for Canada.
    [
      "breakable or heavy, for a full suitcase",
      reading.movingAbroad && reading.avoid.some((constraint) => constraint.phrase === "bulky") ? breakables(index) : undefined,
    ],
    // A knife or scissors at Lunar New Year cuts ties: a fillet knife for the girlfriend's father who fishes.
    ["something sharp, at Lunar New Year", said.has("lunar-new-year") ? sharpThings(index) : undefined],
    // A Southwest card, which flies within the Americas, for a trip to Japan.
    ["flies nowhere near the trip", reading.goingOverseas ? itemsTagged(index, ["us-flights"]) : undefined],
    // A guide to eastern birds for a birder who moved to Phoenix. Where nobody says, the eastern half, where most
    // of the people live, is the one a guide is for.
    [
      "a guide to the other half of the continent",
      itemsTagged(index, [reading.region === "west" ? "eastern-north-america" : "western-north-america"]),
    ],
    // Babbel, whose fourteen languages include no Japanese, Korean or Chinese, for a learner of Japanese.
    [
      "teaches none of the languages they learn",
      reading.languagesLearned.length > 0 && !reading.languagesLearned.some((language) => BABBEL_TEACHES.has(language))
        ? itemsTagged(index, ["babbel"])
        : undefined,
    ],
    // A blanket embroidered with the baby's name for a coworker who just had twins: one name leaves one twin out.
    ["one baby's name, for twins", reading.multiples ? itemsTaggedWith(index, ["personalized"], ["baby"]) : undefined],
    // Crosswords and Scrabble are played in the catalog's English: not for a Polish great-grandfather's puzzles.
    [
      "word games in English",
      reading.foreignLanguage !== undefined ? notInTheirLanguage(index, reading, itemsTagged(index, ["word-games"])) : undefined,
    ],
    // A cookbook or a novel in English for a grandmother who wrote (or whose grandchild wrote) in Spanish: every
    // book in the catalog is in English, which younger people abroad often read and the old rarely do. Written in
    // another script (a Japanese boyfriend of 28 who camps and fishes), English is no language to read for pleasure
    // at any age: no Hemingway or Izaak Walton.
    [
      "a book in English, for a reader of another language",
      reading.foreignLanguage !== undefined &&
      (olderReader(reading) || (OTHER_SCRIPTS.has(reading.foreignLanguage) && !readsEnglish(reading)))
        ? notInTheirLanguage(index, reading, booksToRead(index, reading))
        : undefined,
    ],
    // A Dunkin' card or a Starbucks card for "a total coffee snob": made to please anyone, which is not them.
    // So is the supermarket's coffee (Death Wish ground, a battery milk whisk) for a total coffee snob.
    ["a crowd-pleaser, for a connoisseur", reading.connoisseur ? itemsTagged(index, ["crowd-pleaser", "everyday-coffee"]) : undefined],
    // A light meter and a film scanner for a husband who shoots landscapes on an old DSLR: film's own gear is for
    // someone who said film (a film camera itself is a way to try it).
    [
      "made for film, which they never said",
      said.has("film-photography") || said.has("darkroom") ? undefined : itemsTaggedWithout(index, ["film-photography"], ["camera"]),
    ],
    // A carpet cleaner, a bidet or a fire extinguisher for a wedding, however new the couple's house: a chore's tool,
    // a fixture or a home's safety gear is a housewarming's practical present, not a celebration of the two of them.
    [
      "a chore's tool or a fixture, for a couple's day",
      couples
        ? [
            ...itemsTaggedWith(index, ["cleaning"], ["new-home"]),
            ...itemsTaggedWith(index, ["safety"], ["new-home"]),
            ...itemsTagged(index, ["fixture"]),
          ]
        : undefined,
    ],
    // A Twin XL topper, a bedside shelf and a clip-on fan for a girlfriend at college on Valentine's Day: moving-in
    // supplies, not a gift of love.
    ["a dorm supply, as a gift of love", romantic ? itemsTaggedWith(index, ["dorm"], ["college"]) : undefined],
    // A steel garden cart, a compost tumbler and a shovel for a wife who gardens, at a 10th anniversary: yard work,
    // not a gift of love (pruning shears and a raised bed, for a new backyard too, stay).
    [
      "yard work, as a gift of love",
      romantic ? [...itemsTagged(index, ["yard-work", "composting"]), ...itemsTaggedWith(index, ["homeowner"], ["tools"])] : undefined,
    ],
    // A Twin XL topper or a bedside shelf as a thank-you for the kids' swim coach, who happens to be a college
    // student: moving-in supplies are a family's gift at a graduation, not a parent's to a coach or a colleague.
    // A Twin XL mattress topper for a daughter finishing law school: the dorm is behind her.
    ["a dorm supply, for a graduate leaving school", reading.leavingSchool ? itemsTaggedWith(index, ["dorm"], ["college"]) : undefined],
    [
      "a dorm supply, from afar",
      atDistance(reading) && reading.occasion !== "graduation" ? itemsTaggedWith(index, ["dorm"], ["college"]) : undefined,
    ],
    // A mug warmer or a desk organizer for the school bus driver: made for an office desk their work has none of
    // (a page-a-day dog calendar for the dog walker sits on any table).
    [
      "made for a desk, for work away from one",
      reading.relation !== undefined && WORK_WITHOUT_A_DESK.has(reading.relation.noun)
        ? itemsTaggedWith(index, ["desk"], ["office"])
        : undefined,
    ],
    // A cast protector for a grandfather recovering from hip surgery: made for a cast nobody named.
    ["made for a cast", reading.inACast ? undefined : itemsTagged(index, ["cast-only"])],
    // A leg lifter or a crutch bag for a grandfather in hospital after a surgery nobody said was on a leg.
    ["made for a hurt leg", reading.legHurt ? undefined : itemsTagged(index, ["leg-only"])],
    // Ice cleats for a friend moving to rainy Seattle: rain is no ice.
    [
      "made for ice and snow, for someone facing rain",
      said.has("rain") && !SNOW_AND_ICE.some((concept) => said.has(concept)) ? itemsTagged(index, ["ice", "snow"]) : undefined,
    ],
    // A hand coffee mill, a Chemex or an AeroPress for a grandfather whose hands shake with Parkinson's.
    ["made to grind, pour or press by hand, for shaking hands", reading.shakyHands ? handBrewing(index) : undefined],
    // A hot water bottle for an 89-year-old with a tremor who already spills his coffee.
    ["filled with boiling water, for shaking hands", reading.shakyHands ? filledFromTheKettle(index) : undefined],
    // Dressmaker's shears or tiny magnets for a great-grandmother of 95 in memory care.
    ["sharp, small or a craft's supplies, for someone with dementia", said.has("dementia") ? sharpOrSmall(index) : undefined],
    // An OBD-II code reader for a '67 Mustang, which has no port for it.
    ["a code reader, for a car older than the port", reading.classicCar ? itemsTagged(index, ["obd2"]) : undefined],
    // A sketch box or a paint-by-numbers for an illustrator whose drawing wrist is in a cast for six weeks.
    ["made for two working hands, for a hand in a cast", reading.handHurt ? twoHandedMaking(index) : undefined],
    // Ski socks for a coworker who broke her leg skiing: the sport waits until she heals; a book about it does not.
    ["gear for the sport that hurt them", gearThatHurt(index, reading)],
    // A fire extinguisher, a tool kit or a home-repair manual for the boss's housewarming: a homeowner's chores are a
    // family's practical present, not a colleague's, unless fixing things up is what they love.
    [
      "a homeowner's chores, from afar",
      atDistance(reading) && !said.has("home-improvement") && !said.has("diy") && !said.has("homeowner")
        ? [...itemsTagged(index, ["homeowner", "home-improvement"])].filter(
            (position) => !(index.items[position] as CatalogItem).tags.some((tag) => said.has(tag) && !A_NEW_HOME.has(tag)),
          )
        : undefined,
    ],
    // A fire extinguisher or a leak detector for someone in assisted living, a first flat or a dorm.
    ["for a homeowner", reading.inCareHome || reading.rents ? itemsTagged(index, ["homeowner"]) : undefined],
    // A water-leak detector, a smart thermostat or a doorbell camera for a couple who just moved in together: fixed
    // to a house, and so an owner's choice; judged wrong for nine of the thirteen movers who never said they own.
    ["installed in a home they own", reading.ownsHome ? undefined : itemsTagged(index, ["fixture"])],
    // A photo book or an album from a colleague: the giver has none of the family's photos to fill it with. A
    // team seeing someone off has its own years of them. A memorial frame is filled by the bereaved, so a neighbour
    // may send one when the cat dies.
    [
      "a family keepsake from afar",
      atDistance(reading) && reading.occasion !== "baby-shower" && reading.occasion !== "farewell" && !reading.baby
        ? itemsTaggedWithout(index, ["photos", "memories"], ["memorial"])
        : undefined,
    ],
    // Garden clogs for the landlady, work shoes for a parent's nurse: a size guessed for someone known from afar.
    ["clothes in a size nobody knows, from afar", atDistance(reading) ? sizedClothing(index) : undefined],
    // A star map "for the night we met" from the team, for a retiring boss.
    ["romantic, from afar", atDistance(reading) && !couples ? itemsTagged(index, ["couples", "romantic"]) : undefined],
    // A star map "for the night we met" for a father-in-law who is hard to shop for: romance is a partner's.
    [
      "romantic, for someone not a partner",
      reading.relation !== undefined && !PARTNERS.has(reading.relation.noun) && !couples ? itemsTagged(index, ["romantic"]) : undefined,
    ],
    // "iPad For Seniors For Dummies" for a grandmother who is more into tech than the giver: a beginner's guide, or a
    // big-button gadget, is for someone who finds tech hard.
    [
      "easy tech, for someone into tech",
      TECH_LOVES.some((love) => said.has(love)) && !said.has("easy-tech") ? itemsTagged(index, ["easy-tech"]) : undefined,
    ],
    // The same guide for a 90-year-old who "texts more than my friends do": her tablet stand and stylus stay.
    ["a beginner's guide to tech, for someone at ease with it", reading.atEaseWithTech ? techMadeSimple(index) : undefined],
    // Cards Against Humanity for a retiring mother-in-law: crude humour is for friends and siblings, not for elders,
    // bosses or anyone the giver knows through work or a service.
    [
      "crude humour, for an elder or a role",
      reading.relation !== undefined && (OLDER_RELATIONS.has(reading.relation.noun) || reading.relation.role === true)
        ? itemsTagged(index, ["adult-humor"])
        : undefined,
    ],
    // Letters to open "when you miss me" from an aunt to a nephew, or for a grandmother on her new iPad: they are
    // written by a partner, a parent, a sibling or a close friend.
    [
      "letters to open, from someone not that close",
      reading.relation !== undefined && !WRITES_OPEN_WHEN_LETTERS.has(reading.relation.noun)
        ? itemsTagged(index, ["open-when-letters"])
        : undefined,
    ],
    // A personalised teacher's stamp or a lesson planner for a boss or a wife: made for someone who teaches.
    [
      "made for a teacher",
      reading.relation?.noun === "teacher" || (said.has("teachers") && !fromSomeoneClose(reading.occasion, reading.relation))
        ? undefined
        : itemsTagged(index, ["teacher-only"]),
    ],
    // A "Grandma, tell me your story" journal for a new mother on her first Mother's Day: made for a grandparent.
    [
      "made for a grandparent",
      GRANDPARENTS.has(reading.relation?.noun ?? "") ||
      ["grandkids", "grandparents", "new-grandparents"].some((concept) => said.has(concept))
        ? undefined
        : itemsTagged(index, ["grandparent-only"]),
    ],
    // A white-noise machine for a husband who gets headaches from the noise on his 90-minute train ride: made for
    // the bedroom, while the noise he named is the day's.
    ["made for a quiet night, for a noise by day", noiseByDay(said) ? sleepNoiseMakers(index) : undefined],
    // A baby's sleep sack for a new father's own rest: the rest he needs is his.
    [
      "a baby's sleep, for a grown-up's rest",
      said.has("sleep") && !said.has("baby") && reading.occasion !== "baby-shower" ? babySleepThings(index) : undefined,
    ],
    // Earplugs or a white-noise machine for a mother of a three-month-old who hasn't slept: she must hear the baby, and
    // a mother of two toddlers hers.
    [
      "blocks the baby's cries",
      reading.babyBorn || reading.toddlersAtHome || reading.occasion === "baby-shower" ? sleepNoiseMakers(index) : undefined,
    ],
    // A USB call headset for a commuter who wants quiet on the train: made for calls at a desk nobody named.
    [
      "made for calls at a desk",
      said.has("remote-work") || said.has("video-calls") || said.has("office") ? undefined : itemsTagged(index, ["call-headset"]),
    ],
    // A desk-chair cushion for a mother whose back hurts from kneeling in her vegetable beds: made for a back that
    // sits at a desk, while hers hurts from the garden, from standing all day or from a pregnancy.
    ["made for a desk, for a back hurt elsewhere", backHurtAwayFromADesk(said) ? deskBackSupports(index) : undefined],
    // Insulated work gloves for a student starting college in Minnesota: made for a job outdoors nobody named.
    ["made for outdoor work", said.has("outdoor-work") ? undefined : itemsTagged(index, ["work-only"])],
    // A large-type Catholic prayer book for a grandfather whose eyes are failing: a faith is for them to name.
    ["a faith nobody named", faithItemsUnsaid(index, said)],
    // A romantasy box set for a 97-year-old who reads naval history: for a man, or anyone of seventy or more, a love
    // of reading is no taste for romance novels. A classic (Pride and Prejudice) is read by everyone.
    ["romance nobody named", romanceUnsaid(index, reading, said)],
    // Booker's bourbon for a manager into single malt scotch: a whisky drinker who names his kind drinks that kind.
    ["a bottle of another whisky", otherWhiskies(index, reading)],
    // 1984 and The Book Thief for a friend who loves cozy fantasy: a novel of another genre is a different reader's.
    ["a novel of another genre", novelsOfOtherGenres(index, said)],
    // A balaclava or an ear warmer for a brother whose office air conditioning is freezing.
    [
      "made for the cold outdoors, for a chill indoors",
      coldIndoors(
        said,
        reading.interests.map((interest) => interest.phrase),
        atDistance(reading),
      )
        ? outdoorColdGear(index)
        : undefined,
    ],
    // Fingerless typing gloves for a coworker whose fingers freeze on her bike to the office.
    [
      "made for a cold room, for the cold outdoors",
      coldOutdoors(
        said,
        reading.interests.map((interest) => interest.phrase),
      )
        ? itemsTagged(index, ["cold-home"])
        : undefined,
    ],
    // A whistle or a ball bag for a 16-year-old who plays street football: a coach's kit, for a coach.
    [
      "made for a coach",
      said.has("coaching") || /\bcoach\b/.test(reading.relation?.noun ?? "") ? undefined : itemsTagged(index, ["coach-only"]),
    ],
    // A nurse's drug handbook for a first-year resident: a doctor prescribes from other books.
    ["made for a nurse", said.has("nurses") ? undefined : itemsTagged(index, ["nurse-only"])],
    // A mug warmer for a coworker who "basically lives on iced coffee": her coffee is meant cold.
    [
      "a mug warmer, for someone who drinks it iced",
      said.has("iced-coffee") && !said.has("keeping-drinks-hot") && !said.has("tea")
        ? itemsTaggedWith(index, ["keeping-drinks-hot"], ["desk"])
        : undefined,
    ],
    // A feeder for her cat is no Valentine's gift for her.
    ["for the pet, not the person", romantic ? forAnimals(index) : undefined],
    // A dog raincoat and a harness for a dad whose hands freeze when he walks the dog: the dog's things are a gift
    // for someone who loves the animal, not for everyone who keeps one. With nothing else loved, the animal is all
    // there is to go on.
    [
      "for an animal nobody said they love",
      reading.forPet || reading.interests.length === 0 || ANIMAL_LOVES.some((concept) => said.has(concept)) ? undefined : forAnimals(index),
    ],
    // Flies, a fly box or an Orvis card for someone who fishes, at sea or on a lake, and never said fly fishing.
    // Audiophile headphones and a headphone amp for parents who cook together with music on: one person listens.
    [
      "one person's listening, for a pair",
      PAIRS.has(reading.relation?.noun ?? "") ? itemsTagged(index, ["headphones", "earbuds"]) : undefined,
    ],
    // Hiking shoes or a rain jacket for parents who walk every night: one of them, in a size guessed.
    ["one person's clothes, for a pair", TWO_WEARERS.has(reading.relation?.noun ?? "") ? sizedClothing(index) : undefined],
    // Alcohol markers or a drawing tablet for a wife who has painted in oils for twenty years.
    ["another kind of their practice", otherPractices(index, said)],
    // "The Psychology of Money" or "Becoming" for a husband who reads Brandon Sanderson in bed.
    ["a title for another reader", reading.readsNamedWriter ? titlesForAnotherReader(index, said) : undefined],
    // A cast-iron skillet for a mother-in-law who loves to cook but has arthritis in her hands.
    [
      "too heavy for sore hands",
      soreHands(
        said,
        reading.interests.map((interest) => interest.phrase),
      )
        ? heavyCookware(index)
        : undefined,
    ],
    // Flies for a grandpa who has tied his own for fifty years.
    ["bought ready-made, though they make it themselves", boughtReadyMade(index, reading.homemade)],
    // A 3/4-size Yamaha for a boyfriend of 35 who just started learning on his own guitar: one to learn on he has.
    // Unless the one they have is past its best, or only the model's words say it (a text in French not read).
    [
      "a guitar for someone who plays one",
      reading.has.has("guitar") && !reading.instrumentToReplace && reading.foreignLanguage === undefined
        ? guitarsThemselves(index)
        : undefined,
    ],
    [
      "gear for an electric guitar nobody said",
      electricGearUnsaid(
        index,
        said,
        reading.interests.map((interest) => interest.phrase),
      ),
    ],
    ["fly fishing, not said", flyFishingUnsaid(reading, said) ? itemsTagged(index, ["fly-fishing"]) : undefined],
    // Bath bombs, a bath pillow or essential oils for a dad or a husband who never said he takes baths: the judges
    // graded them wrong.
    [
      "bath things for a man who never said baths",
      reading.gender === "male" && !said.has("bath") && !said.has("aromatherapy")
        ? itemsTagged(index, ["bath", "aromatherapy"])
        : undefined,
    ],
    // An adult coloring book for a grandpa in his recliner after a knee replacement: judged wrong for men nine times
    // in ten, right only for those who said they color or draw.
    [
      "a coloring book for a man who never said coloring",
      reading.gender === "male" && !said.has("coloring") && !said.has("art") && !said.has("drawing")
        ? itemsTagged(index, ["coloring"])
        : undefined,
    ],
    // A scented candle for a brother who is a homebody with a PS5: judged wrong for men who never said candles, picked
    // blind or not.
    [
      "a scented candle for a man who never said candles",
      reading.gender === "male" && !said.has("candles") && !said.has("home-fragrance") && !said.has("aromatherapy")
        ? itemsTaggedWithout(index, ["candles"], NOT_FOR_SCENT)
        : undefined,
    ],
    // A box of pears or truffles as "a well-liked gift" for a 3-year-old: the grown-ups' crowd-pleasers.
    [
      "a grown-up's treat for a small child",
      (reading.age?.max ?? SMALL_CHILD_AGE) < SMALL_CHILD_AGE ? grownUpsTreats(index, said, reading.age?.max ?? 0) : undefined,
    ],
    // A houseplant for a small care-home room the staff already dust around: judged wrong three times over.
    ["a plant to tend in a care home", reading.inCareHome && !missesTheGarden(reading) ? itemFacts(index).byKind.get("plant") : undefined],
    // A picture phone or a big-button remote for a 90-year-old "still sharp as a tack": made simple for a mind that is fine.
    ["made simple, for a sharp mind", reading.sharpMind ? itemsTagged(index, ["large-buttons"]) : undefined],
    // Monday-easy crosswords for a 90-year-old "sharper than me" who does the NYT crossword every morning.
    ["easy puzzles, for a sharp mind", reading.sharpMind || (reading.expert && said.has("crosswords")) ? easyPuzzles(index) : undefined],
    // Meals come with the room: a delivery app's card is no gift for a 100-year-old in a care home.
    // A juniper bonsai for a grandmother's small room in assisted living: it lives outdoors most of the year.
    ["a plant that lives outdoors, with no yard", reading.inCareHome || reading.noYard ? itemsTagged(index, ["outdoor-plant"]) : undefined],
    ["meal delivery in a care home", reading.inCareHome ? itemsTagged(index, ["meal-delivery"]) : undefined],
    // Maple syrup or a pancake mix for a grandfather of 90 in assisted living: breakfast is cooked for him.
    [
      "a breakfast to cook, in a care home",
      reading.inCareHome ? itemsTaggedWithout(index, ["breakfast", "brunch"], ["tea", "treats", "sweets", "throat-care"]) : undefined,
    ],
    // Bath bombs and soaking salts for a room in assisted living, where there is a shower and no tub.
    ["a tub soak in a care home", reading.inCareHome ? tubSoaks(index) : undefined],
    // A cooling towel for a mail carrier who walks her route in rain and snow: made for the heat they never named.
    [
      "made for heat, for someone in the cold",
      COLD_NEEDS.some((need) => said.has(need)) && !HEAT_NEEDS.some((need) => said.has(need))
        ? itemsTagged(index, ["hot-weather"])
        : undefined,
    ],
    // A cooling towel or a box fan as a Christmas present for the mail carrier: the winter holidays are cold, unless
    // the text says otherwise (a Christmas on the beach). A fisherman's sun hat waits for spring and still pleases.
    [
      "made for summer heat, as a winter holiday gift",
      reading.occasion === "holiday" && !HEAT_NEEDS.some((need) => said.has(need)) ? summerHeatGear(index) : undefined,
    ],
    // Lined work gloves for a roofer in Houston heat, a fleece ear warmer for a mother walking her dog in Phoenix.
    [
      "made for the cold, for someone in the heat",
      HEAT_NEEDS.some((need) => said.has(need)) && !COLD_NEEDS.some((need) => said.has(need))
        ? itemsTagged(index, ["winter", "cold-weather", "staying-warm", "cold-hands", "cold-feet", "heated-clothing"])
        : undefined,
    ],
    // Energy gels as a wedding gift, anti-chafe balm for a golden anniversary: an everyday supply reads as an
    // errand, and these occasions call for a present.
    [
      "an everyday supply for a milestone",
      reading.occasion !== undefined && MILESTONES.has(reading.occasion) ? itemsTagged(index, ["plain-supply"]) : undefined,
    ],
    // A regular crossword omnibus or a 1000-piece jigsaw for a 95-year-old who can no longer read the paper.
    ["small print for failing eyes", said.has("low-vision") ? smallPrint(index) : undefined],
    // A large-print novel for a 90-year-old whose eyes are failing and who loves music: large print is for a
    // reader, who was not named.
    [
      "a novel in large print, for someone who named no love of reading",
      said.has("reading") || said.has("books") || said.has("fiction") ? undefined : itemsTaggedWith(index, ["large-print"], ["fiction"]),
    ],
    // A Catan expansion or a playmat for someone who loves board games: an add-on presumes the games they have, so only
    // for someone said to own them all, or whose game is named.
    [
      "an add-on to games nobody said they own",
      reading.ownsTheGames || namesTheirGame(reading) ? undefined : itemsTagged(index, ["expansion", "game-accessories"]),
    ],
    ["a game they may own already", reading.ownsTheGames ? gamesNotAddOns(index) : undefined],
    ["desk gear, where no desk was said", deskGearOutOfPlace(index, said)],
    // A wireless charging stand for a runner whose phone dies on her long runs: it runs flat far from any desk.
    [
      "a charger that stays on a desk, for a phone that dies on the move",
      said.has("charging") && ON_THE_MOVE.some((concept) => said.has(concept)) ? itemsTaggedWith(index, ["charging"], ["desk"]) : undefined,
    ],
    // What to Expect When You're Expecting for a wife seven months along with their second: she has lived it.
    ["a first-timer's guide, for a second baby", reading.notFirstBaby ? firstTimersGuides(index) : undefined],
    // Marley & Me, a dog encyclopedia or a page-a-day dog calendar for a coworker's wedding to a man nobody has met, or
    // for the neighbours' new house and their golden retriever; a doping memoir for parents who ride together on their
    // 40th: a book or a desk calendar one of them keeps alone, where the day is the household's. A cookbook stays.
    [
      "a book to read alone, on a household's day",
      (reading.occasion === "wedding" ||
        reading.occasion === "housewarming" ||
        (reading.occasion === "anniversary" && TWO_WEARERS.has(reading.relation?.noun ?? ""))) &&
      !said.has("reading") &&
      !said.has("poetry")
        ? readAlone(index)
        : undefined,
    ],
    // A poop-bag carrier or an orthopedic bed for the golden retriever of a coworker getting married: the dog's, not
    // theirs. A puppy on the way is the pair's new life, and its things welcome.
    ["the pet's own things, as a wedding gift", reading.occasion === "wedding" && !said.has("new-puppy") ? petsOwn(index) : undefined],
    // A hands-free running leash for a ten-week golden retriever: a puppy's joints are not made for runs yet.
    ["a runner's dog gear, for a puppy", said.has("new-puppy") ? itemsTaggedWith(index, ["dogs"], ["running"]) : undefined],
    // A large-print novel or a magnifier for someone who can barely see at all: print of any size is lost on them.
    ["print, for someone who can barely see", said.has("blindness") ? anyPrint(index) : undefined],
    ["a book, a puzzle or a game, for dementia far along", beyondDementiaFarAlong(index, reading, said)],
    // A TENS unit, a massage gun or a back-stretching wheel for a sore back in the seventh month of a pregnancy:
    // what doctors advise against then.
    [
      "advised against in pregnancy",
      said.has("pregnancy") || reading.occasion === "baby-shower" ? itemsTagged(index, ["not-in-pregnancy"]) : undefined,
    ],
    // Earplugs, a white-noise machine or a sleep tea for a pregnant woman who cannot get comfortable at night:
    // what keeps her awake is her body, which a pregnancy pillow answers (judged wrong in two requests of two).
    ["a sleep aid not made for a pregnancy", said.has("pregnancy") ? itemsTaggedWithout(index, ["sleep"], ["pregnancy"]) : undefined],
    // A soldering station, a space heater or a candle for a freshman moving into a dorm: what the halls ban.
    [
      "banned in a dorm room",
      said.has("dorm") && !reading.leavingSchool
        ? [...itemsTagged(index, ["soldering", "heater"]), ...(itemFacts(index).byKind.get("candle") ?? [])]
        : undefined,
    ],
    // A dorm's bed topper and shower caddy for a graduate going into the Army: basic training has no dorm room.
    ["a dorm room's things, for a recruit", said.has("military") ? itemsTagged(index, ["dorm"]) : undefined],
    // A developing tank and chemicals for someone who only shoots film: the lab develops it for them.
    ["a darkroom for someone who never said they develop", said.has("darkroom") ? undefined : itemsTagged(index, ["darkroom"])],
    // A crochet or embroidery starter kit as the new hobby of a retired dad who never said he crafts: judged
    // wrong again and again.
    [
      "yarn and needlework for a man who never said he does it",
      reading.gender === "male" && !FIBER_CRAFTS.some((craft) => said.has(craft)) ? itemsTagged(index, FIBER_CRAFTS) : undefined,
    ],
    // A point-and-shoot for a wedding photographer with a Sony mirrorless: a camera for someone who has one is a
    // step down or a second of the same. An instant camera is a toy of another kind. Someone new to photography may
    // have none yet, unless one is named ("just got into film photography with an old Canon AE-1").
    [
      "a camera for someone who has one",
      reading.has.has("camera") && (!newTo(reading, "photography") || reading.cameraNamed) ? cameraBodies(index) : undefined,
    ],
    // A beginner's guitar pack for a brother who plays in a band and "just started running": new to one love is not
    // new to the others.
    ["a beginner's thing for a love they are past", beginnersThingsOfOtherLoves(index, reading, said)],
    // A pop songbook or budget earbuds for a daughter's piano teacher: she teaches from her own music, and listening
    // gadgets are no gift for what she teaches (a Henle urtext, tagged `music-teacher`, stays).
    [
      "a player's songbook or earbuds, for a teacher of music",
      reading.relation !== undefined &&
      TEACHING_ROLES.has(reading.relation.noun) &&
      reading.interests.some((interest) => interest.taught && interest.concepts.some((concept) => MUSIC_TAUGHT.has(concept)))
        ? teachersMisfits(index)
        : undefined,
    ],
    // A Bluetooth karaoke microphone for a niece graduating in vocal performance: a party toy for a trained singer.
    ["a karaoke toy, for a trained singer", reading.expert && said.has("singing") ? itemsTagged(index, ["karaoke"]) : undefined],
    // A PS5 for a husband who "has a PS5 too": a console of the platform they play on is one they have, and one of
    // another is no gift for their love of it (a Switch 2 "for PS5"). A new generation of theirs (a Switch 2 for a
    // Switch owner) stays.
    ["a console, for someone who plays on one", consolesBesideTheirs(index, reading, said)],
    // A kettle grill for a father-in-law who grills every Sunday: he has one, and it is what the tools are for.
    ["a grill for someone who grills", reading.has.has("grill") && !newTo(reading, "grilling") ? grills(index) : undefined],
    // A commuter's helmet for a brother who rides his road bike every weekend: a rider has a helmet, fitted to his
    // head, unless the text says he is new to riding.
    ["a helmet for someone who rides already", said.has("cycling") && !newTo(reading, "cycling") ? bikeHelmets(index) : undefined],
    // A basic four-person dome tent for a couple "huge into camping": campers have a tent, unless new to it.
    ["a tent for someone who camps already", said.has("camping") && !newTo(reading, "camping") ? tents(index) : undefined],
    // A 10 mm foam mat for a girlfriend who "does yoga every morning": she has her mat, and a basic one is no step up.
    ["a basic yoga mat for someone who practises", said.has("yoga") && !newTo(reading, "yoga") ? basicYogaMats(index) : undefined],
    // A plain 3x3 Rubik's cube for the IT colleague who always has one on his desk: he has it (a speed cube stays).
    ["a plain cube for a cuber", said.has("speedcubing") && !newTo(reading, "speedcubing") ? plainCubes(index) : undefined],
    // A LEGO bouquet of roses for a brother of 40 who builds Star Wars sets: flowers nobody said he loves.
    [
      "LEGO flowers, for a man who never said flowers",
      reading.gender === "male" && !["flowers", "plants", "gardening"].some((love) => said.has(love))
        ? itemsTaggedWith(index, ["lego"], ["flowers"])
        : undefined,
    ],
    ["for genealogy, which nobody said", madeForUnsaid(index, said, "genealogy", "family-history", "ancestry")],
    // A white elephant is opened in front of everyone and may end up with anyone: a book of humor is no gag.
    [
      "a book at a gift swap",
      reading.interests.some((interest) => interest.phrase === SWAP_PHRASE) ? itemFacts(index).byKind.get("book") : undefined,
    ],
    // A back-pain book for a pregnant wife with a sore back, a large-print novel for a bedridden 100-year-old who
    // only named failing eyes: a book about the body's trouble is a gift for a reader, who was not named.
    ["a book about an ailment, for someone who named no love of reading", said.has("reading") ? undefined : ailmentBooks(index, said)],
    // Watering stakes or a moisture meter for someone who misses the garden they left: no plants to care for yet.
    ["care for plants they do not have", missesTheGarden(reading) ? plantCareOnly(index) : undefined],
    // A webcam or a key light for a great-grandmother: video-call gear presumes a computer set up for calls.
    [
      "video-call gear at 80 or more",
      (reading.age?.min ?? 0) >= LARGE_PRINT_AGE && !said.has("remote-work") ? itemsTagged(index, ["video-calls"]) : undefined,
    ],
    // Training pants or a ball for a dad who watches football on the sofa.
    ["gear for playing, for a fan", spectatorGear(index, reading)],
    ["a team's colors, for a player", teamApparelForAPlayer(index, reading)],
    ["gear for another sport", anotherSportsGear(index, reading)],
    ["another team's things", anotherTeamsThings(index, reading)],
    ["another league's things", anotherLeaguesThings(index, reading)],
    // An ice rod for a boy who fishes a summer lake for bass: fishing through the ice is said, or it is no gift.
    // Hand warmers that serve on the ice too stay.
    ["ice fishing, never said", madeForUnsaid(index, said, "ice-fishing")],
    // Cloth diapers for exhausted parents of twins: a way of life the parents choose, which nobody said they had.
    ["cloth diapers, where nobody said a green way of life", madeForUnsaid(index, said, "cloth-diapers", "zero-waste", "sustainability")],
    // Air fryer liners or an air fryer cookbook for someone nobody said has one.
    ["for an air fryer nobody said they have", madeForUnsaid(index, said, "air-fryer")],
    // An egg-bites mold or an Apple Watch band: made for a machine nobody said they have.
    ["for an Instant Pot nobody said they have", madeForUnsaid(index, said, "instant-pot")],
    ["for an Apple Watch nobody said they have", madeForUnsaid(index, said, "apple-watch")],
    // A desktop DAC for a granddaughter off to college who "loves music": it drives wired headphones she is not said to
    // have, for a listener nobody said is into audio gear.
    ["a headphone amplifier, for someone nobody said is into audio gear", madeForUnsaid(index, said, "headphone-amp", "audio")],
    // A boot or straw caps for a Stanley Quencher, for a mail carrier nobody said carries one.
    ["for a Stanley tumbler nobody said they have", madeForUnsaid(index, said, "stanley-tumbler")],
    // Padded cycling shorts or a Peloton heart-rate band for someone at CrossFit five mornings a week.
    ["for indoor cycling, which nobody said", madeForUnsaid(index, said, "indoor-cycling")],
    // Harry Potter or horror trivia for a Jeopardy fan: a trivia game about a world they never named.
    ["trivia about a world nobody named", themedTrivia(index, said)],
    // A bobbin, a vise or UV resin for a fly fisher who never said he ties his own flies.
    ["for fly tying, which nobody said", madeForUnsaid(index, said, "fly-tying")],
    // An evening at the Opry for a 91-year-old who listens to Patsy Cline: a trip to Tennessee nobody planned.
    ["in Nashville, which nobody named", madeForUnsaid(index, said, "nashville")],
    ["at Dollywood, which nobody named", madeForUnsaid(index, said, "dollywood")],
    // A rash guard or a changing poncho for a husband who swims laps at the Y: a surfer's or a lake swimmer's things.
    ["for surfing, which nobody said", madeForUnsaid(index, said, "surfing")],
    // A book for dementia caregivers, tagged self-care, for a sister reading her way through a divorce.
    ["for caring for someone with dementia, which nobody said", madeForUnsaid(index, said, "dementia-caregiving", "dementia", "caregiver")],
    // Bridge conventions for parents who play cards and dominoes together every night: bridge takes four, and a
    // liking for it nobody said.
    ["for bridge, which nobody said", madeForUnsaid(index, said, "bridge")],
    // A grow-light bulb or watering stakes for a coworker's tiny studio: care for plants nobody said they keep.
    ["care for plants nobody said they keep", PLANT_LOVES.some((love) => said.has(love)) ? undefined : itemsTagged(index, ["plant-care"])],
    // A swim cap or goggles for a mother-in-law at CrossFit four times a week: the pool is another love.
    ["for swimming, which nobody said", madeForUnsaid(index, said, "swimming", "triathlon", "lap-swimming", "open-water", "beach")],
    ["for open water, which nobody said", madeForUnsaid(index, said, "open-water", "surfing")],
    // A gongfu set or a matcha kit for in-laws who love their evening chai: another tea's tradition.
    [
      "another tea's tradition, for a chai drinker",
      reading.interests.some((interest) => /\bchai\b/i.test(interest.phrase)) && !said.has("matcha") && !said.has("chinese-tea")
        ? itemsTagged(index, ["matcha", "chinese-tea"])
        : undefined,
    ],
    // A running armband for a 13-year-old who just got her first phone: a runner's, for runners and their kin.
    [
      "for running, which nobody said",
      madeForUnsaid(
        index,
        said,
        "running",
        "jogging",
        "marathon",
        "fitness",
        "triathlon",
        "cycling",
        "hiking",
        "dog-walking",
        "bike-commuting",
        "walking",
      ),
    ],
    // Cube lube or a stackmat timer for a second grader: a speedcuber's kit, for speedcubers.
    ["for speedcubing, which nobody said", madeForUnsaid(index, said, "speedcubing")],
    // Green coffee or a roast-curve manual for a coffee lover who buys his beans roasted.
    ["for roasting coffee, which nobody said", madeForUnsaid(index, said, "coffee-roasting")],
    // A guide to pitching beer yeast for a brother who drinks craft beer and never said he brews it.
    ["for homebrewing, which nobody said", madeForUnsaid(index, said, "homebrew", "homebrewing")],
    // A glass grinder for a potter, a falconer's gauntlet for a birder, filament for a chemistry teacher.
    ["for stained glass, which nobody said", madeForUnsaid(index, said, "stained-glass")],
    ["for falconry, which nobody said", madeForUnsaid(index, said, "falconry")],
    ["for 3D printing, which nobody said", madeForUnsaid(index, said, "three-d-printing")],
    // A PC case or a CPU cooler for a gamer whose headset is dying: parts for a build nobody said.
    ["for building a PC, which nobody said", madeForUnsaid(index, said, "pc-building")],
    // A dive computer for a wife who loves the ocean: scuba takes a certification nobody said she has.
    ["for scuba diving, which nobody said", madeForUnsaid(index, said, "scuba")],
    // A bag of yerba mate for a grieving family sent food, a leopard gecko manual for a boy who loves animals.
    ["yerba mate, which nobody said", madeForUnsaid(index, said, "yerba-mate")],
    ["for reptiles, which nobody said", madeForUnsaid(index, said, "reptiles")],
    // Friendship lamps for a bride who is about to live with her groom: a gift for people kept apart.
    [
      "for a distance nobody said",
      madeForUnsaid(index, said, "long-distance", "homesick", "moving-abroad", "military", "moving", "college", "dorm"),
    ],
    // A photocard binder for an ER nurse, a photocard keychain for a "stylish" coworker: a K-pop fan's kit.
    ["for K-pop, which nobody said", madeForUnsaid(index, said, "k-pop", ...KPOP_GROUPS)],
    // An NFL team's mug for a bus driver with a coffee thermos: a team nobody said he follows.
    [
      "an NFL team's things, where no football was said",
      madeForUnsaid(index, said, "nfl", "american-football", "college-football", "sports-fan"),
    ],
    // A Regency tea book for the man from accounting who drinks tea: Jane Austen's world, which nobody named.
    ["Jane Austen's world, which nobody named", madeForUnsaid(index, said, "jane-austen", "regency")],
    // V-Bucks for a 16-year-old who plays 2K on his PS5: Fortnite's money, for Fortnite players.
    ["Fortnite, which nobody named", namesFortnite(reading) ? undefined : itemsTagged(index, ["fortnite"])],
    // A Stream Deck or a capture card for a husband who plays on his PS5: streaming his play, nobody said.
    [
      "a streamer's kit, for a gamer nobody said streams",
      STREAMING_LOVES.some((love) => said.has(love)) ? undefined : itemsTaggedWith(index, ["game-streaming"], ["gaming", "video-games"]),
    ],
    // A manga drawing course and marker paper for a friend who reads manga: drawing it, nobody said.
    [
      "drawing manga, for a reader of it",
      ["manga", "anime"].some((love) => said.has(love)) && !DRAWING_LOVES.some((love) => said.has(love))
        ? itemsTaggedWith(index, ["drawing"], ["manga", "anime"])
        : undefined,
    ],
    ["another K-pop group's things", anotherKpopGroups(index, said)],
    // A Spencerian copybook or a pointed-pen class for someone learning Arabic calligraphy: another script. A reed
    // pen set for Arabic is no gift for a Western letterer either.
    [
      "another script's calligraphy",
      said.has("arabic-calligraphy")
        ? itemsTaggedWithout(index, ["calligraphy"], ["arabic-calligraphy"])
        : madeForUnsaid(index, said, "arabic-calligraphy"),
    ],
    ["PC gaming, which nobody said", pcGamingUnsaid(index, said, reading)],
    ["a sled, where nobody said snow", madeForUnsaid(index, said, "sledding")],
    // A tackle box, a fly box or a metal detector's pouch for a sister-in-law "kind of outdoorsy": a hobby of the
    // outdoors is said by name, or it is a guess.
    ["a hobby of the outdoors nobody named", narrowOutdoorHobbies(index, said)],
    // The Psychology of Money or How to Win Friends for a retiring library volunteer or a romantasy-loving teen: a
    // reader's love names no self-help, money or trauma book; such a book is for someone whose love is its topic.
    ["a book on a topic a reader never named", topicBooksForAReader(index, said)],
    // A box fan for a first apartment or cooling sheets for bed rest: for heat someone said they suffer.
    ["a fan, where nobody said heat", madeForUnsaid(index, said, "air-circulator", "hot-sleeper", "hot-weather")],
    ["cooling bedding, where nobody said they sleep hot", madeForUnsaid(index, said, "hot-sleeper")],
    // A suitcase, a carry-on pack or a garment folder for parents who travel full time in an RV: made for flying.
    [
      "made for flying, for someone on the road",
      said.has("road-trips") && !said.has("flying") && !said.has("business-travel")
        ? itemsTagged(index, ["luggage", "suitcase", "one-bag-travel", "business-travel"])
        : undefined,
    ],
    // A suet cage or a squirrel-proof feeder hangs from a tree in a yard; a care-home room has a window for one.
    ["a yard's bird feeder, without a yard", reading.inCareHome || reading.noYard ? yardFeeders(index) : undefined],
    // Concert earplugs or a Ticketmaster card for a grandmother of 90 in assisted living who loves music: made for
    // going out to concerts.
    ["for going to concerts", reading.homebound || reading.inCareHome ? itemsTagged(index, ["concerts"]) : undefined],
    // A teen driving school for a partner driving the national parks in a van: it is for new drivers. A road kit or
    // a keychain made for a new driver suits any driver.
    ["a course for a new driver, which nobody said", said.has("new-driver") ? undefined : newDriverCourses(index)],
    ["Super Mario, whom nobody named", madeForUnsaid(index, said, "super-mario", "nintendo")],
    // A CD for someone who just bought a turntable, or who collects records.
    [
      "a CD for a record collector",
      RECORD_LOVES.some((love) => said.has(love)) && !said.has("cd") ? itemsTagged(index, ["cd"]) : undefined,
    ],
    // A new grandparent is a grown-up celebrated at the baby's coming: their own books and games are theirs.
    [
      "a grown-up's book or toy, at a baby shower",
      reading.occasion === "baby-shower" && !celebratesAGrandparent(reading) ? grownUpThingsAtAShower(index) : undefined,
    ],
    ["the parents' supplies, at a baby's baptism", reading.babysBaptism ? parentsSuppliesAtABaptism(index) : undefined],
    [
      "the new parents' coffee and snacks, before the baby comes",
      reading.occasion === "baby-shower" && !reading.babyBorn && !reading.forTheParents && !celebratesAGrandparent(reading)
        ? theParentsFuelBeforeTheBaby(index)
        : undefined,
    ],
    [
      "the baby's things and the parents' supplies, for a new grandparent",
      reading.occasion === "baby-shower" && celebratesAGrandparent(reading) ? theParentsThingsForAGrandparent(index) : undefined,
    ],
    // A love named beside the shower (running, sustainability) is served among the baby's things, unless the gift is
    // said to be for the mother herself ("something just for her"), when her own care is read.
    [
      "nothing for the baby, at a baby shower",
      reading.occasion === "baby-shower" &&
      !reading.forTheParents &&
      !celebratesAGrandparent(reading) &&
      [...said].some((concept) => !ABOUT_THE_BABY.has(concept)) &&
      !said.has("wellness")
        ? notForTheShower(index)
        : undefined,
    ],
    // A cat calendar or a dog-lover's novel is for the animal's person; the animal gets toys, treats and a bed.
    ["made for people, for a pet", reading.forPet ? forPeople(index) : undefined],
    // Gelt, a dreidel or a menorah for a tween, a teenager or a grown-up with interests of their own: the
    // festival's things are for the younger children and the household.
    ["a festival treat for a grown-up", festivalTreatsFor(index, reading)],
    // Abbey Road or Kind of Blue for a record collector: the famous albums are the ones a collection has first.
    ["a famous title a collector has", reading.collects ? itemsTagged(index, ["canon-title"]) : undefined],
    // A starter turntable for someone who collects vinyl and so plays it on one already; a moka pot or a second
    // machine for someone who pulls shots on the machine they have.
    ["one they already have", kindsOwnedAgain(index, reading.has)],
    // Mario Kart or a Fortnite V-Bucks card for a husband who plays Call of Duty every night.
    ["another game than the one they play", otherGameTitles(index, reading.gamesNamed)],
    // Stardew Valley for a niece who streams Stardew Valley: the game they play is one they have.
    ["the game they already play", gamesPlayed(index, reading.gamesNamed)],
    // A Nintendo alarm clock for a husband who plays on his PS5: the fandom of a console he does not have.
    [
      "Nintendo's things, for a player on another console",
      reading.platforms.length > 0 && !reading.platforms.includes("nintendo")
        ? madeForUnsaid(index, said, "nintendo", "super-mario", "zelda", "pokemon", "animal-crossing")
        : undefined,
    ],
    // LEGO roses for a grandmother in a care home who loves flowers, or for in-laws who grow herbs: a brick set
    // to build, which only someone who loves building would want, whatever it builds.
    [
      "a LEGO build, for someone who never said LEGO",
      said.has("lego") ? undefined : itemsTaggedWith(index, ["lego"], ["flowers", "plants"]),
    ],
    // A Steam card or a gaming mouse for someone who plays on the PlayStation they named, or Mario Kart on a Switch.
    [
      "made for PC gaming",
      reading.platforms.length > 0 && !said.has("pc-gaming") && !said.has("steam") ? itemsTagged(index, ["pc-gaming"]) : undefined,
    ],
  ];
}

/** The popular science books (tagged `popular-science`) of a field the person's loves name. */
function popularScienceOf(index: CatalogIndex, said: ReadonlySet<string>): number[] {
  return [...itemsTagged(index, ["popular-science"])].filter((position) =>
    (index.items[position] as CatalogItem).tags.some((tag) => said.has(tag) && !BROAD_SCIENCE_TAGS.has(tag)),
  );
}
const BROAD_SCIENCE_TAGS: ReadonlySet<string> = new Set(["science", "books", "nonfiction", "reading", "history", "popular-science"]);

/** Loves that take a phone far from a socket. */
const ON_THE_MOVE = ["running", "hiking", "backpacking", "camping", "cycling", "travel", "commuting", "road-trips", "festivals"];

/** What an owned prerequisite already is, as its items are tagged: a second one is no gift. */
const KINDS_OWNED: readonly (readonly [ItemPrerequisite, string])[] = [
  ["record-player", "turntable"],
  ["espresso-machine", "espresso-maker"],
  // A machine's steam wand froths milk better than a handheld whisk.
  ["espresso-machine", "milk-frother"],
  // A Keurig for a home barista with a Breville: a pod machine is a step down from the one they have.
  ["espresso-machine", "pod-coffee"],
  // A Canon for a husband who shoots on his Sony mirrorless.
  ["camera", "camera-body"],
  // A kettle grill for a barbecue fanatic who just bought a new one.
  ["grill", "charcoal-grill"],
];

function kindsOwnedAgain(index: CatalogIndex, has: ReadonlySet<ItemPrerequisite>): ReadonlySet<number> | undefined {
  const tags = KINDS_OWNED.filter(([owned]) => has.has(owned)).map(([, tag]) => tag);
  return tags.length > 0 ? itemsTagged(index, tags) : undefined;
}

/** Rules only some items can break, in the order their causes are counted, each with the items that break it. */
const handBrewing = itemsWhere(
  (item) =>
    item.tags.includes("specialty-coffee") ||
    item.tags.includes("barista") ||
    item.tags.includes("loose-leaf") ||
    /\b(?:french\s+press|pour[\s-]over|grinder|mill|kettle|frother|moka|tea\s+press)\b/i.test(item.name),
);
/** Filled from a boiling kettle: a scald waiting for hands that shake. */
const filledFromTheKettle = itemsWhere((item) => /\bhot\s+water\s+bottle\b/i.test(item.name));
// A seamstress in memory care: her love is honoured with something to handle (a fidget blanket), not supplies and
// manuals for work she can no longer follow (judged wrong: a sewing book, quilting clips, a ruler).
const sharpOrSmall = itemsWhere(
  (item) =>
    /\b(?:shears|scissors|rotary\s+cutter|knife|knives|blades?)\b/i.test(item.name) ||
    item.tags.includes("desk-toys") ||
    (!item.tags.includes("dementia") && (item.category === "art-crafts" || item.tags.some((tag) => MAKING_TAGS.has(tag)))),
);
const MAKING = ["sewing", "quilting", "knitting", "crochet", "crafts", "fashion-design"];
const MAKING_TAGS: ReadonlySet<string> = new Set(MAKING);

/** Art supplies, yarn and instruments: what a hand in a cast or a sling cannot use for weeks. */
const twoHandedMaking = itemsWhere((item) => item.category === "art-crafts" || item.tags.some((tag) => TWO_HANDED_TAGS.has(tag)));
const TWO_HANDED_TAGS: ReadonlySet<string> = new Set([
  ...MAKING,
  "instrument",
  "guitar",
  "ukulele",
  "piano",
  "drawing",
  "painting",
  "woodworking",
]);

/**
 * A vertical mouse for a hairdresser's sore wrists, a heated desk pad for a hockey coach whose hands freeze on the
 * bench, a desk mug warmer for a long-haul trucker: desk gear only where a desk was said. A nurse whose feet and back
 * ache from twelve hours standing wants no office chair cushion or standing desk either.
 */
function deskGearOutOfPlace(index: CatalogIndex, said: ReadonlySet<string>): Iterable<number> | undefined {
  if (said.has("long-haul-driving")) return itemsTagged(index, ["desk"]);
  if (DESK_WORK.some((concept) => said.has(concept))) return undefined;
  const wristGear = itemsTaggedWith(index, ["wrist-pain"], ["desk", "typing"]);
  if (said.has("foot-pain") || said.has("standing-all-day")) return [...itemsTagged(index, ["desk", "work-from-home"]), ...wristGear];
  return said.has("cold-hands") ? [...itemsTagged(index, ["desk"]), ...wristGear] : wristGear;
}

/** "Plays Catan with his brothers every Sunday": the game named is on their shelf, ready for an expansion. */
function namesTheirGame(reading: RequestReading): boolean {
  return reading.interests.some((interest) => /\b(?:catan|wingspan|ticket to ride)\b/i.test(interest.phrase));
}
const firstTimersGuides = itemsWhere(
  (item) => item.is.includes("book") && (item.tags.includes("pregnancy") || item.tags.includes("parenting")),
);
const petsOwn = itemsWhere((item) => item.requires.some((needed) => needed === "dog" || needed === "cat" || needed === "pet"));
// A restaurateur's book on hospitality for parents who love eating out: a career's reading, not the pair's.
const readAlone = itemsWhere(
  (item) =>
    (item.is.includes("book") && ["reading", "reference", "business"].some((tag) => item.tags.includes(tag))) ||
    item.tags.includes("calendars"),
);
/** Games themselves, board, card or party: no expansion, sleeve or dice tray. */
const gamesNotAddOns = itemsWhere(
  (item) =>
    ["board-games", "card-games", "party-games"].some((tag) => item.tags.includes(tag)) &&
    !item.tags.includes("expansion") &&
    !item.tags.includes("game-accessories") &&
    !item.tags.includes("trading-cards"),
);

export function fewItemRules(constraints: HardConstraints): readonly FewItemRule[] {
  const { reading, facts } = constraints;
  return [
    ["alcohol-free", constraints.standIns],
    ["an outing", reading.homebound || reading.inCareHome ? facts.byKind.get("experience") : undefined],
    // A Dunkin' card for a grandfather of 90 in assisted living: a shop or café spent in person, which he cannot reach.
    ["a shop they cannot get to", reading.homebound || reading.inCareHome ? constraints.inStore : undefined],

    // Get-well wishes for someone laid up: ski gear or a yoga mat is for when they are well again.
    ["gear for being active", reading.occasion === "get-well" ? activeGear(facts, constraints.activeToys) : undefined],
    // A bottle of scotch to lift the spirits after chemo: someone getting well is often on medication, and a
    // drinker's own love of wine is said as such.
    ["alcohol while getting well", reading.occasion === "get-well" && !drinksAlcohol(reading) ? alcoholic(facts) : undefined],
    // A college kid of 18 to 23 may be under the drinking age: a bottle of rosé is no thank-you to a camp instructor.
    ["alcohol under the drinking age", mayBeUnderDrinkingAge(reading) ? alcoholic(facts) : undefined],
    ["made for beginners", constraints.expert ? facts.forBeginners : undefined],
    // A pocket law dictionary or a guide for young litigators for a wife who just made partner, a drug handbook for a
    // nurse on her feet twelve hours: made for someone starting out in the work, a student or a graduate.
    ["made for someone starting out", reading.seniorInWork || !reading.startsInWork ? constraints.forStarters : undefined],
    // A knitter's first handbook for a grandmother who knits every evening, an intro lesson for a boulderer:
    // unless the text says they are new to it, a grown-up is past the basics of what they love (a beginner's book
    // only ever comes up through a named interest). A child is still learning, and a class in something they
    // never said they do is a chance to try it.
    ["a beginner's book or starter set", constraints.primers],
    ["a beginner's class in what they do", constraints.introClasses],
    // An Instant Pot or an air fryer for a retired executive chef who cooked in Lyon: a home cook's shortcut.
    ["a home cook's gadget, for a chef", constraints.homeCooksGadgets],
    // "Salt Fat Acid Heat" for a twin who cooks in a restaurant: the four elements are his trade.
    ["a home cook's primer, for a chef", constraints.homeCooksPrimers],
    ["made for the experienced", constraints.forExperienced],
    ["out of place in grief", constraints.jarring],
    ["made for grief", constraints.forGrief],
    ["about another animal", constraints.otherAnimalsLoss],
    ...constraints.situation,
    ["made for players", constraints.forPlayers],
    ["too personal from afar", constraints.griefBooks],
    ["needs daily care", constraints.highCarePlants],
    ["a schoolbook they own", constraints.schoolbooks],
    ...[...constraints.unsuitableKinds].map(([kind, why]) => [why, facts.byKind.get(kind)] as const),
    ["air travel for a road traveller", constraints.airTravel],
    ["made for another festival", constraints.otherFestivals],
    ["made for a puppy", constraints.forPuppies],
    ["another kind of music", constraints.otherGenres],
    ["made for another instrument", constraints.otherInstruments],
    ["another language", constraints.otherLanguages],
    ["not allowed in a care home", reading.inCareHome ? facts.byKind.get("candle") : undefined],
    // Skating "for two" leaves half of a family of four at home.
    ["made for two", reading.family || reading.group || constraints.apart ? facts.forTwo : undefined],
    ["presumes a condition", constraints.presumeCondition],
  ];
}

/** Outings here and boxes delivered here. */
function stayBehind(index: CatalogIndex): number[] {
  const { byKind } = itemFacts(index);
  // A live plant cannot go in a suitcase either, nor a darkroom's tank and chemicals; an air fryer or an Instant Pot
  // sold here runs on 120 volts and a US plug, which Berlin's sockets do not give.
  return [
    ...(byKind.get("experience") ?? []),
    ...(byKind.get("subscription") ?? []),
    ...(byKind.get("plant") ?? []),
    ...itemsTagged(index, ["darkroom"]),
    ...mainsAppliances(index),
  ];
}

/** A course made for teenagers learning to drive; a road kit or a keychain for a new driver suits any driver. */
const newDriverCourses = itemsWhere((item) => item.tags.includes("new-driver") && item.tags.includes("teens"));

/** Bird feeders used out in a yard (hung from a tree, or held out to hummingbirds), not stuck to a window. */
const yardFeeders = itemsWhere((item) => item.tags.includes("birds") && /\bfeeders?\b/i.test(item.name) && !/\bwindow\b/i.test(item.name));

/** Appliances that plug into the wall, by what their names say they are. Listed once per catalog. */
const mainsAppliances = itemsWhere((item) =>
  /\b(?:instant pot|air fryer(?! silicone)|multi-?cooker|pressure cooker|slow cooker|stand mixer|blender|toaster|waffle maker|egg cooker|rice cooker|food processor|espresso machine|electric kettle|sous vide|hair dryer|blow-?dryer|hair straightener|flat iron|curling iron|heated blanket|heating pad|space heater|radiator heater|mug warmer)\b/i.test(
    item.name,
  ),
);

/** Tags every game carries, which say nothing of what kind of game it is. */
const ANY_GAME_TAGS: ReadonlySet<string> = new Set(["game-title", "video-games", "gaming", "gift-card", "nintendo", "playstation", "xbox"]);

/**
 * Copies and currencies of particular games (`game-title`) the text did not name, unless they are of a kind with
 * a game it did: Stardew Valley is as cozy as the Animal Crossing a grandmother plays every night.
 */
function otherGameTitles(index: CatalogIndex, named: readonly string[]): number[] | undefined {
  if (named.length === 0) return undefined;
  const titles = [...itemsTagged(index, ["game-title"])].map((position) => ({ position, item: index.items[position] as CatalogItem }));
  const isNamed = (item: CatalogItem) => named.some((game) => item.name.toLowerCase().includes(game));
  const kinds = new Set(
    titles.filter(({ item }) => isNamed(item)).flatMap(({ item }) => item.tags.filter((tag) => !ANY_GAME_TAGS.has(tag))),
  );
  return titles.filter(({ item }) => !isNamed(item) && !item.tags.some((tag) => kinds.has(tag))).map(({ position }) => position);
}

/** Series with a new game every year or so: playing one is no sign of owning the catalog's edition. */
const SERIES: ReadonlySet<string> = new Set([
  "zelda",
  "mario kart",
  "pokemon",
  "pok\u00e9mon",
  "f1",
  "fifa",
  "ea sports fc",
  "madden",
  "nba 2k",
  "call of duty",
  "halo",
  "grand theft auto",
  "gta",
]);

/** Copies of the games named as played, which they already own; the game's currency (V-Bucks) is spent anew. */
function gamesPlayed(index: CatalogIndex, named: readonly string[]): number[] | undefined {
  const owned = named.filter((game) => !SERIES.has(game));
  if (owned.length === 0) return undefined;
  return [...itemsTagged(index, ["game-title"])].filter((position) => {
    const item = index.items[position] as CatalogItem;
    const name = item.name.toLowerCase();
    return !item.tags.includes("gift-card") && owned.some((game) => name.includes(game));
  });
}

/** The request's age limits as a small object of its own: the pass over the items reads it once per item. */
export interface AgeBounds {
  readonly min: number;
  readonly max: number;
  readonly baby: boolean;
  readonly family: boolean;
  readonly familyMin: number;
  readonly familyMax: number;
  /** -1 for none: always a small integer, so the per-item check never meets a second number representation. */
  readonly outgrownAt: number;
  readonly newborn: boolean;
}

export function ageBounds({ reading, family, ageMin, ageMax, outgrownAt, newborn }: HardConstraints): AgeBounds {
  return {
    min: ageMin,
    max: ageMax,
    baby: reading.baby,
    family: family !== undefined,
    familyMin: family?.min ?? 0,
    familyMax: family?.childrenOnly ? family.max : Math.max(family?.max ?? 0, ADULT_AGE),
    outgrownAt: outgrownAt ?? -1,
    newborn,
  };
}

export function outsideAge(min: number, max: number, ages: AgeBounds): boolean {
  if (!(min <= ages.max && max >= ages.min) && !(ages.baby && min === 0)) return true;
  // A preschooler plays a year up with the grown-ups' help: a 4+ game for a family whose youngest is 3.
  const stretch = ages.familyMin <= PLAYS_A_YEAR_UP_AGE ? 1 : 0;
  if (ages.family && !(min <= ages.familyMin + stretch && max >= ages.familyMax)) return true;
  // A child already at the top year of a toy's range has outgrown it (Candy Land, 3 to 7, for a 7-year-old).
  if (max < ADULT_AGE && ages.outgrownAt >= max && min < max) return true;
  // A baby shower celebrates a newborn: toys and gear for an older baby or child can wait.
  return ages.newborn && min >= 1 && max < ADULT_AGE;
}

function grieving(reading: RequestReading, said: ReadonlySet<string>): boolean {
  return reading.occasion === "sympathy" || GRIEF_TAGS.some((tag) => said.has(tag));
}

/** Items tagged "festival-only" (diyas, red envelopes) whose festival the request does not name. */
function otherFestivals(index: CatalogIndex, said: ReadonlySet<string>): Set<number> {
  const festivalsSaid = [...FESTIVALS].filter((festival) => said.has(festival));
  const ofSaidFestival = itemsTagged(index, festivalsSaid);
  const others = (index.itemsByTag.get("festival-only") ?? []).filter((position) => !ofSaidFestival.has(position));
  // The Polar Express as one of the eight nights' presents: Christmas's things are no gift for another festival.
  const christmas =
    festivalsSaid.length > 0 ? [...itemsTagged(index, ["christmas"])].filter((position) => !ofSaidFestival.has(position)) : [];
  return new Set([...others, ...christmas]);
}

/**
 * What is made for a thing (its first tag says so), when nobody said that thing: an ice rod, air fryer liners. Said
 * of one of `alsoFor` it stays: their people use it too (a changing poncho is a surfer's as well as a lake swimmer's).
 */
function madeForUnsaid(index: CatalogIndex, said: ReadonlySet<string>, tag: string, ...alsoFor: string[]): readonly number[] | undefined {
  if (said.has(tag) || alsoFor.some((concept) => said.has(concept))) return undefined;
  return itemsMadeFor(index, tag);
}

/** Loves that stream or record, beside which a Stream Deck or a capture card is a tool of theirs. */
const STREAMING_LOVES = ["game-streaming", "streaming", "content-creation", "podcasting", "youtube", "video"];

/** Loves that draw, beside which a manga drawing book is for the one who draws. */
const DRAWING_LOVES = ["art", "sketching", "digital-art", "drawing", "comics", "painting", "illustration"];

/** A Fortnite player, said in the text or by the model. */
const namesFortnite = (reading: RequestReading): boolean => reading.interests.some((interest) => /\bfortnite\b/i.test(interest.phrase));

/** The tags every gaming thing shares: said of a PS5 or a Fortnite player, they name no PC. */
const GAMING_IN_GENERAL: ReadonlySet<string> = new Set(["gaming", "video-games", "tech", "gift-card", "pc-gaming", "desk"]);

/**
 * A Steam card or a gaming mouse for someone who plays on a PS5, or only Fortnite (which Steam does not sell): PC
 * things, where a console or a game and no PC was said. A gamer said of no platform may play on one. A mechanical
 * keyboard for a typist stays, by what else it is.
 */
function pcGamingUnsaid(index: CatalogIndex, said: ReadonlySet<string>, reading: RequestReading): number[] | undefined {
  if (said.has("pc-gaming") || said.has("steam")) return undefined;
  if (reading.platforms.length === 0 && !namesFortnite(reading)) return undefined;
  return [...itemsTagged(index, ["pc-gaming"])].filter(
    (position) => !index.items[position]?.tags.some((tag) => !GAMING_IN_GENERAL.has(tag) && said.has(tag)),
  );
}

/** Trivia games about one world (a book series, a show, a genre) that the text never named. */
function themedTrivia(index: CatalogIndex, said: ReadonlySet<string>): number[] {
  return [...itemsTagged(index, ["trivia"])].filter((position) => {
    const world = index.items[position]?.tags[0] ?? "trivia";
    return !GENERAL_TRIVIA_TAGS.has(world) && !said.has(world);
  });
}
const GENERAL_TRIVIA_TAGS: ReadonlySet<string> = new Set(["trivia", "board-games", "party-games", "game-night", "books", "reading"]);

/** Hobbies done outdoors that a love of the outdoors does not name. */
const OUTDOOR_HOBBIES: readonly string[] = [
  "fishing",
  "fly-fishing",
  "ice-fishing",
  "metal-detecting",
  "geocaching",
  "hunting",
  "archery",
  "climbing",
  "bouldering",
  "kayaking",
  "surfing",
  "rockhounding",
  "rocks",
  "foraging",
  "snorkeling",
  "scuba",
  "scuba-diving",
  "sailing",
  "paddleboarding",
];

/** For someone said only to love the outdoors, the things made for one hobby of it (by their first tag). */
function narrowOutdoorHobbies(index: CatalogIndex, said: ReadonlySet<string>): readonly number[] | undefined {
  if (!said.has("outdoors") || OUTDOOR_HOBBIES.some((hobby) => said.has(hobby))) return undefined;
  return OUTDOOR_HOBBIES.flatMap((hobby) => itemsMadeFor(index, hobby));
}

/** Topics of advice and self-help books, by the catalog's tags. */
const ADVICE_TOPICS: readonly string[] = [
  ...["self-improvement", "personal-finance", "money", "investing", "psychology", "mental-health", "healing"],
  ...["career", "communication", "business", "productivity", "leadership"],
];
const READING_LOVES: readonly string[] = ["reading", "book-club", "book-lovers"];

/** For someone said to love reading, and none of its topics, the advice books on those topics. */
function topicBooksForAReader(index: CatalogIndex, said: ReadonlySet<string>): readonly number[] | undefined {
  if (!READING_LOVES.some((love) => said.has(love)) || ADVICE_TOPICS.some((topic) => said.has(topic))) return undefined;
  return adviceBooks(index);
}
const adviceBooks = itemsWhere((item) => item.is.includes("book") && item.tags.some((tag) => ADVICE_TOPICS.includes(tag)));

/** Whether the text says they are new to the love: to it by name, or to what they love without naming one. */
function newTo(reading: RequestReading, concept: string): boolean {
  return reading.beginner && (reading.beginnerAt === undefined || reading.beginnerAt.includes(concept));
}

/** Items made for beginners at a love said, when the text says they are new to other loves only. */
function beginnersThingsOfOtherLoves(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): number[] | undefined {
  const started = reading.beginnerAt;
  if (started === undefined) return undefined;
  const startedOn = new Set(started);
  return itemFacts(index).forBeginners.filter((position) => {
    const tags = (index.items[position] as CatalogItem).tags;
    return !tags.some((tag) => startedOn.has(tag)) && tags.some((tag) => said.has(tag) && !MODIFYING_TAGS.has(tag));
  });
}
/** Tags that say how far along someone is, not what they love. */
const MODIFYING_TAGS: ReadonlySet<string> = new Set(["beginner", "beginners", "learning", "new-hobby"]);

/** Loves of technology for its own sake. */
const TECH_LOVES: readonly string[] = ["tech", "gadgets", "smart-home", "apple"];

/** Loves of records on vinyl: a CD is the format they left. */
const RECORD_LOVES: readonly string[] = ["vinyl", "records", "record-player", "turntable"];

/** Words about records that say no taste: a love of vinyl or of oldies names no singer, no style. */
const NO_TASTE: ReadonlySet<string> = new Set(["music", "vinyl", "records", "cd", "oldies"]);

/** When the person names a music genre, the records and books of the other genres. */
function otherGenres(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): Iterable<number> | undefined {
  const words = reading.interests.flatMap((interest) => {
    const match = NAMED_GENRE.exec(interest.phrase.toLowerCase());
    return match ? [(match[1] ?? match[2]) as string] : [];
  });
  // The singer or the dance they love is said, though: a Taylor Swift record stays for a Swiftie, an André Rieu
  // album for a lover of waltzes.
  const ofASaidLove = (position: number): boolean =>
    index.items[position]?.tags.some((tag) => !NO_TASTE.has(tag) && said.has(tag)) === true;
  if (words.length === 0 && !MUSIC_GENRES.some((genre) => said.has(genre)))
    // "Loves music", no style named: a jazz box set or a K-pop album is a guess at a taste nobody said.
    return said.has("music") && !said.has("vinyl") && !said.has("records")
      ? [...itemsTagged(index, MUSIC_GENRES)].filter((position) => !ofASaidLove(position))
      : undefined;
  // "Rock music" wants classic rock; "bolero music" wants none of the catalog's genres.
  // "Rock music" names classic rock; "pop music" names pop, not K-pop, whose name is one word.
  const named = MUSIC_GENRES.filter(
    (genre) =>
      said.has(genre) || words.some((word) => genre !== "k-pop" && genre.split("-").some((part) => part === word || part === `${word}s`)),
  );
  const wanted = itemsTagged(index, named);
  return new Set([...itemsTagged(index, MUSIC_GENRES)].filter((position) => !wanted.has(position) && !ofASaidLove(position)));
}

const RECORDINGS: ReadonlySet<string> = new Set(["cd", "vinyl", "records"]);
/** What says a taste for romance novels: the genre, or the fantasy that romantasy shares its shelf with. */
const ROMANCE_SAID = ["romance", "romantasy", "fantasy", "romantic-comedy"];
const ROMANCE_UNLIKELY_AGE = 70;

function romanceUnsaid(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): readonly number[] | undefined {
  if (ROMANCE_SAID.some((concept) => said.has(concept))) return undefined;
  if (reading.gender !== "male" && (reading.age?.min ?? 0) < ROMANCE_UNLIKELY_AGE) return undefined;
  return itemsTaggedWithout(index, ["romance", "romantasy"], ["classics"]);
}

/** Whiskies by the words that name them and the catalog's tag of their bottles. */
const WHISKIES: readonly (readonly [named: RegExp, tag: string])[] = [
  [/\b(?:scotch|single[\s-]malts?|islay|speyside|peated)\b/i, "scotch"],
  [/\b(?:bourbons?|kentucky)\b/i, "bourbon"],
  [/\bjapanese\s+whiske?y\b/i, "japanese"],
];

/** With a kind of whisky named, bottles of the kinds not named (a glass or a tasting tour stays). */
function otherWhiskies(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  const phrases = reading.interests.map((interest) => interest.phrase).join(" ");
  const named = WHISKIES.filter(([words]) => words.test(phrases)).map(([, tag]) => tag);
  if (named.length === 0) return undefined;
  const others = WHISKIES.map(([, tag]) => tag).filter((tag) => !named.includes(tag));
  return [...itemsTagged(index, others)].filter((position) => {
    const item = index.items[position];
    return item !== undefined && item.is.includes("drink") && !item.is.includes("experience") && item.tags.includes("whiskey");
  });
}

/** Fiction's genres by the concepts that name them, each with the catalog's tags of its novels. */
const FICTION_GENRES: readonly (readonly [said: readonly string[], tags: readonly string[]])[] = [
  [
    ["fantasy", "romantasy"],
    ["fantasy", "epic-fantasy", "romantasy", "dragons", "tolkien", "harry-potter", "mythology"],
  ],
  [["mystery"], ["mystery", "cozy-mystery", "detective", "whodunit", "crime-fiction", "thrillers", "psychological-thriller"]],
  [
    ["romance", "romantasy"],
    ["romance", "romantic-comedy", "romantasy", "enemies-to-lovers"],
  ],
  [["science-fiction"], ["science-fiction", "dystopian", "time-travel", "star-wars", "space"]],
  [["historical-fiction"], ["historical-fiction", "world-war-ii", "world-war-i", "civil-war", "tudors", "medieval"]],
  [["horror"], ["horror", "stephen-king"]],
  [["westerns"], ["westerns"]],
  [
    ["classic", "literary"],
    ["classic", "classics", "literary"],
  ],
];

/** Loves of reading in general, which a genre said narrows: they make no other book theirs. */
const READING_IN_GENERAL: ReadonlySet<string> = new Set(["reading", "books", "book-club", "fiction", "book-lovers", "cozy", "classics"]);

/**
 * With a genre of fiction said, the books of none of the genres said, unless about another love of theirs (a
 * fishing classic for a fantasy reader who fishes): a physics primer is no more a fantasy reader's than 1984.
 */
function novelsOfOtherGenres(index: CatalogIndex, said: ReadonlySet<string>): number[] | undefined {
  const genres = FICTION_GENRES.filter(([concepts]) => concepts.some((concept) => said.has(concept)));
  if (genres.length === 0) return undefined;
  const wanted = new Set(genres.flatMap(([, tags]) => tags));
  const ownLove = (tag: string) => said.has(tag) && !READING_IN_GENERAL.has(tag);
  return [...itemsTagged(index, ["books", "reading", "fiction"])].filter((position) => {
    const item = index.items[position];
    // A book club's subscription lets them choose the genre.
    if (item === undefined || item.is.includes("subscription")) return false;
    return item.is.includes("book") && !item.tags.some((tag) => wanted.has(tag) || ownLove(tag));
  });
}

/** Instruments by the catalog's tags, those played alike in one group (a pianist may want a keyboard). */
const INSTRUMENTS: readonly (readonly string[])[] = [
  ["guitar"],
  ["bass-guitar"],
  ["piano", "keyboard"],
  ["ukulele"],
  ["drums", "percussion"],
  ["harmonica"],
  ["synthesizer"],
  ["violin", "cello", "orchestra"],
  ["recorder"],
  ["saxophone"],
];

/**
 * Things made for an instrument nobody named, when the person plays or sings another: a pianist gets no drum pad,
 * a singer no violin shoulder rest. Someone who wants to learn "an instrument", none named, may get any.
 */
function otherInstruments(index: CatalogIndex, said: ReadonlySet<string>): readonly number[] | undefined {
  const played = INSTRUMENTS.filter((group) => group.some((tag) => said.has(tag)));
  if (played.length === 0 && !said.has("singing")) return undefined;
  // Keyed by the instruments played, a few of a fixed list, so the kept lists stay few.
  return remembered(index, `instruments other than ${played.map((group) => group[0]).join(" ")}`, () => {
    const theirs = new Set(played.flat());
    const others = INSTRUMENTS.filter((group) => !played.includes(group)).flat();
    // A recording is listened to, whoever plays on it: Yo-Yo Ma's cello suites suit a pianist.
    const kept = (tag: string) => theirs.has(tag) || RECORDINGS.has(tag);
    return [...itemsTagged(index, others)].filter((position) => !index.items[position]?.tags.some(kept));
  });
}

/** Courses and phrasebooks of one language, tagged `learn-<language>`, and how a person names the language. */
const LANGUAGE_COURSES: readonly (readonly [tag: string, named: RegExp])[] = [
  ["learn-spanish", /\b(?:spanish|espa\u00f1ol|espanol)\b/],
  ["learn-french", /\b(?:french|fran\u00e7ais|francais)\b/],
  // A Korean course for a colleague moving to Tokyo: one language for another.
  ["korean-language", /\b(?:korean|korea|seoul|k-?dramas?)\b/],
];

function otherLanguages(index: CatalogIndex, reading: RequestReading): ReadonlySet<number> {
  const phrases = reading.interests.map((interest) => interest.phrase.toLowerCase()).join(" ");
  return itemsTagged(
    index,
    LANGUAGE_COURSES.filter(([, named]) => !named.test(phrases)).map(([tag]) => tag),
  );
}

/** What allergen-free foods leave out: they are for someone who avoids one of these. */
const FREE_FROM = ["gluten", "dairy", "nuts", "peanuts", "eggs"] as const;

/** Where the doing of a sport is filed: its gear, its clothes and its outings; a table game or an album is not. */
const DOING_A_SPORT = categoryBits(["sports-fitness", "outdoors", "fashion", "experiences"]);

function gearThatHurt(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  // Only while they heal: a birthday for someone who "tore his ACL playing basketball" years ago still gets a ball.
  if (reading.hurtDoing.length === 0 || (reading.occasion !== "get-well" && !reading.homebound)) return undefined;
  const categories = itemFacts(index).categoryMasks;
  return [...itemsTagged(index, reading.hurtDoing)].filter((position) => ((categories[position] as number) & DOING_A_SPORT) !== 0);
}

/**
 * Items that presume a condition nobody named: a dementia clock or a magnifier (their condition named), large
 * print (low vision named, or a reader of 80 or more), a sickbed tray (tagged both get-well and recovery: a get-well
 * occasion or someone laid up), pregnancy things (someone expecting, or a baby shower).
 */
function presumedConditions(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): number[] {
  const farAlong = dementiaFarAlong(reading, said);
  const named = (saidBy: readonly string[]) =>
    saidBy.some((concept) => said.has(concept)) || (farAlong && saidBy.includes("advanced-dementia"));
  const presumed = [
    ...itemsTagged(
      index,
      CONDITION_TAGS.filter(([, saidBy]) => !named(saidBy)).map(([tag]) => tag),
    ),
  ];
  // Large print, or a large-format jigsaw made for weak eyes, presumes failing eyes, unless the person is at an
  // age where most welcome it, or the item is made for a condition that was named (a day clock for dementia is
  // in large type too).
  if (!said.has("low-vision") && !said.has("eye-strain") && (reading.age?.min ?? 0) < LARGE_PRINT_AGE) {
    const forANamedCondition = itemsTagged(
      index,
      CONDITION_TAGS.filter(([, saidBy]) => named(saidBy)).map(([tag]) => tag),
    );
    for (const position of itemsTagged(index, ["large-print", "low-vision"]))
      if (!forANamedCondition.has(position)) presumed.push(position);
  }
  // A pregnancy pillow or belly butter is for someone expecting; a baby in the house no longer needs it either,
  // even when the occasion says "new baby". From a colleague it is too personal, unless the occasion is the shower.
  const expecting = (said.has("pregnancy") || (said.has("baby") && !reading.babyBorn)) && !atDistance(reading);
  if (!expecting && (reading.occasion !== "baby-shower" || reading.babyBorn))
    for (const position of index.itemsByTag.get("pregnancy") ?? []) presumed.push(position);
  // Allergen-free cookies or a gluten-free cookbook presume a diet: only for someone who avoids what they leave out.
  if (!FREE_FROM.some((content) => reading.avoid.some((constraint) => constraint.contains.has(content))))
    for (const position of itemsTagged(index, ["free-from"])) presumed.push(position);
  // A breast pump or postpartum care from a colleague is too personal, even at the shower.
  if (atDistance(reading)) for (const position of itemsTagged(index, ["postpartum"])) presumed.push(position);
  // Made for the sick (a get-well care package) or for recovering: no gift for someone who is well.
  if (reading.occasion !== "get-well" && !reading.homebound && !said.has("get-well"))
    for (const position of forTheSick(index)) presumed.push(position);
  return presumed;
}

const forTheSick = itemsWhere((item) => item.tags.includes("get-well") && (item.tags[0] === "get-well" || item.tags.includes("recovery")));

/** Sight all but gone, or failing at 70 or more. */
function sightFailingLate(reading: RequestReading, said: ReadonlySet<string>): boolean {
  return said.has("blindness") || (said.has("low-vision") && (reading.age?.min ?? 0) >= SIGHT_FAILING_AGE);
}

/** 60 or more, or a parent or grandparent of the person writing. */
function olderReader(reading: RequestReading): boolean {
  return (reading.age?.min ?? 0) >= OLDER_READER_AGE || OLDER_RELATIONS.has(reading.relation?.noun ?? "");
}

function pastTheBasics(reading: RequestReading): boolean {
  // "She kills every plant but really wants some": a houseplant primer is what she needs.
  return !reading.beginner && !reading.neglectsPlants && (reading.age === undefined || reading.age.max >= 13);
}

/** Dementia said far along, or said of someone in a care home: memory care is where it has gone far. */
function dementiaFarAlong(reading: RequestReading, said: ReadonlySet<string>): boolean {
  return said.has("advanced-dementia") || (reading.inCareHome && (said.has("dementia") || said.has("memory-loss")));
}

const PUZZLES_AND_GAMES = [
  "puzzles",
  "jigsaw",
  "crosswords",
  "sudoku",
  "word-search",
  "puzzle-books",
  "board-games",
  "card-games",
  "strategy",
];
const MADE_FOR_DEMENTIA = ["dementia", "advanced-dementia"];

/**
 * A novel, a 1,000-piece jigsaw or a strategy game for someone whose dementia is far along: what asks for a memory
 * they no longer have. What is made for dementia (a 13-piece puzzle) stays.
 */
function beyondDementiaFarAlong(index: CatalogIndex, reading: RequestReading, said: ReadonlySet<string>): number[] | undefined {
  if (!dementiaFarAlong(reading, said)) return undefined;
  const madeForIt = itemsTagged(index, MADE_FOR_DEMENTIA);
  const asking = new Set([...itemsTagged(index, PUZZLES_AND_GAMES), ...(itemFacts(index).byKind.get("book") ?? [])]);
  return [...asking].filter((position) => !madeForIt.has(position) && !index.items[position]?.tags.includes("audiobooks"));
}

/** Beginners' classes in something the person is said to do already. */
function introClassesIn(index: CatalogIndex, facts: ItemFacts, said: ReadonlySet<string>, expert: boolean): number[] {
  // A class with two of the person's tags is listed twice: the filter only marks it.
  const intro = [...said].flatMap((concept) => facts.introClassesByTag.get(concept) ?? []);
  // A chef-led evening class for two is an amateur's night out: no gift to a chef or a culinary-school cook.
  return expert && said.has("cooking") ? [...intro, ...cookingClasses(index)] : intro;
}

const tubSoaks = itemsWhere(
  (item) =>
    item.tags.includes("bath") && /\b(?:bath\s+bombs?|bath\s+salts?|epsom|soak)\b/i.test(item.name) && !/\bshower\b/i.test(item.name),
);
const cookingClasses = itemsWhere((item) => item.tags.includes("cooking") && item.is.includes("experience"));
/** A home cook's countertop gadgets: a multi-cooker, an air fryer. */
const homeCooksGadgets = itemsWhere((item) => item.tags.includes("kitchen") && item.tags.includes("gadgets"));

const COLD_NEEDS = ["rain", "winter", "cold-weather", "staying-warm", "cold-hands", "cold-feet", "snow", "ice-fishing"];
const SNOW_AND_ICE = ["snow", "ice", "ice-fishing", "skiing", "snowboarding", "winter-sports", "snowshoeing"];
const PLAYS_A_YEAR_UP_AGE = 3;
const DESK_WORK = ["remote-work", "office", "programmers", "typing", "desk", "home-office", "video-games", "pc-gaming", "writing"];
const HEAT_NEEDS = ["hot-weather", "summer", "heat", "beach"];
const summerHeatGear = itemsWhere((item) => item.tags.includes("hot-weather") && !item.tags.includes("hats"));
const SMALL_CHILD_AGE = 10;
const SWEET_LOVES = ["candy", "sweets", "chocolate", "baking", "cooking", "snacks", "food"];

/**
 * The grown-ups' crowd-pleasers (a fruit box, truffles) for a child under 10, and for one under school age food at
 * all unless a love of treats is named: granola minis and a bag of lollipops are groceries for a 3-year-old.
 */
function grownUpsTreats(index: CatalogIndex, said: ReadonlySet<string>, oldest: number): number[] {
  const festival = itemsTagged(index, ["festival-only"]);
  const treats =
    oldest >= PRESCHOOL_AGE || SWEET_LOVES.some((love) => said.has(love))
      ? []
      : FOOD_KINDS.flatMap((kind) => itemFacts(index).byKind.get(kind) ?? []).filter((position) => !festival.has(position));
  return [...itemsTagged(index, ["crowd-pleaser"]), ...treats];
}
/** Below school age, food is groceries (and a bag of lollipops a choking risk), unless it is the festival's own. */
const PRESCHOOL_AGE = 6;
const FOOD_KINDS = ["food", "candy", "chocolate", "drink"] as const;

/** A grown-up who loves something named gets no festival candy or toy picked for the festival alone. */
const HOUSEHOLD_TIME: ReadonlySet<string> = new Set(["family-fun", "sharing", "hosting", "family"]);

/** Gelt and a menorah for a 12-year-old who draws comics were judged wrong; for a child of 9 or 10, fine. */
const TWEEN_AGE = 11;

function festivalTreatsFor(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  const youngest = reading.age?.min ?? reading.relation?.ages?.min ?? 0;
  // Hosting the festival's party is no love of their own: its diyas and sweets are what the host is given.
  // Nor is the family's time together or what they share: a mithai box is the in-laws' Diwali gift.
  const loves = reading.interests.some(
    (interest) => !isSetting(interest) && !namesFestival(interest) && !interest.concepts.every((concept) => HOUSEHOLD_TIME.has(concept)),
  );
  // Away from the festival its things are left out anyway ("made for another festival").
  const atFestival = reading.interests.some(namesFestival);
  if (youngest < TWEEN_AGE || !loves || !atFestival) return undefined;
  // Someone with loves of their own wants those, not the family's menorah, gelt or dreidel.
  return [...itemsTagged(index, ["festival-only"])];
}

/** The grills themselves: what the catalog's grill tools and covers require. Found once per catalog. */
const grills = itemsWhere((item) => /\bgrill\b/i.test(item.name) && item.requires.length === 0);

/** A basic family tent, which keen campers have: a backpacker's ultralight tent is another thing. */
const tents = itemsWhere(
  (item) => item.tags.includes("camping") && /\b(?:dome|sundome|instant|pop-up|\d-person)\b[^,]*\btent\b/i.test(item.name),
);
/** A yoga mat sold as the basic one. */
const basicYogaMats = itemsWhere((item) => /\byoga\b[^,(]*\bmat\b/i.test(item.name) && /\b(?:essentials|basic)\b/i.test(item.name));
/** The plain 3x3 cube every cuber owns. */
const plainCubes = itemsWhere((item) => item.tags.includes("speedcubing") && /\brubik['\u2019]?s\s+cube\b/i.test(item.name));
/** A cyclist's helmet itself, not a cover for one. */
const bikeHelmets = itemsWhere((item) => item.tags.includes("cycling") && /\bhelmet\b(?![\w\s]*\bcover\b)/i.test(item.name));

/** Cameras themselves, not their accessories, and not an instant camera for a party. */
function cameraBodies(index: CatalogIndex): number[] {
  return [...itemsTagged(index, ["camera"])].filter((position) => !index.items[position]?.tags.includes("party"));
}

/** Books tagged with a need of the body the request names, and with nothing else it names (a large-print puzzle book stays). */
function ailmentBooks(index: CatalogIndex, said: ReadonlySet<string>): number[] | undefined {
  const needs = [...said].filter((concept) => BODILY_NEEDS.has(concept));
  if (needs.length === 0) return undefined;
  return [...itemsTagged(index, needs)].filter((position) => {
    const item = index.items[position];
    return item?.is.includes("book") === true && !item.tags.some((tag) => said.has(tag) && !BODILY_NEEDS.has(tag));
  });
}

/** A garden left behind: a move to assisted living, or "misses his garden". */
function missesTheGarden(reading: RequestReading): boolean {
  return (
    reading.interests.some((interest) => interest.phrase === INDOOR_PLANTS_PHRASE) ||
    (reading.inCareHome && reading.interests.some((interest) => interest.concepts.includes("plants"))) ||
    reading.interests.some((interest) => /\bmiss(?:es|ing)?\s+(?:his|her|their|the)\s+garden\b|\bleft\s+behind\b/i.test(interest.phrase))
  );
}

/** Things for looking after plants that are not plants themselves. */
function plantCareOnly(index: CatalogIndex): number[] {
  return [...itemsTagged(index, ["plant-care"])].filter((position) => !(index.items[position]?.is ?? []).includes("plant"));
}

/** Fishing said without fly fishing: most anglers fish with a spinning rod, at sea or on a lake. */
function flyFishingUnsaid(reading: RequestReading, said: ReadonlySet<string>): boolean {
  return said.has("fishing") && !said.has("fly-fishing") && !reading.interests.some((interest) => /\bfly\b/i.test(interest.phrase));
}

/** Clothes and shoes that come in sizes (a beanie, gloves or socks fit most). */
const SIZED =
  /\b(?:shoes?|clogs?|boots?|slippers?|sneakers?|slip-ons?|pants|shorts|leggings|shirts?|tee|t-shirt|jacket|sweater|hoodie|robe|pajamas?|jersey|dress|vest)\b/i;
const sizedClothing = itemsWhere((item) => item.is.includes("clothing") && SIZED.test(item.name) && !/\bsocks\b/i.test(item.name));

function atDistance(reading: RequestReading): boolean {
  return knownFromAfar(reading.relation) || reading.barelyKnown;
}

function unsuitableKinds(reading: RequestReading): Map<ItemKind, string> {
  const kinds = new Map<ItemKind, string>();
  // The catalog's books are in English: a grown-up may read one, a French eight-year-old cannot yet.
  if (reading.foreignLanguage !== undefined && reading.age !== undefined && reading.age.max < 13)
    kinds.set("book", "a book in English for a child");
  // A wedding gift is for the couple's life together: not a shirt or shoes for one of them, in a size guessed.
  if (reading.occasion === "wedding") kinds.set("clothing", "clothing for a wedding");
  // Nor a necklace one of them wears, unless the giver is the one they marry.
  if (reading.occasion === "wedding" && !PARTNERS.has(reading.relation?.noun ?? "")) kinds.set("jewelry", "jewelry for a wedding");
  return kinds;
}

/**
 * Things whose tags jar in grief, less those made for condolences too: a house cleaning or a meal kit is tagged for
 * new parents and still sent after a death, though not after the loss of a baby.
 */
function jarringInGrief(index: CatalogIndex, babyLost: boolean): number[] {
  const forNewParents = itemsTagged(index, BABY_TAGS);
  return [...itemsTagged(index, JARRING_IN_GRIEF)].filter(
    (position) => !index.items[position]?.occasions.includes("sympathy") || (babyLost && forNewParents.has(position)),
  );
}

/** Decor and gadgets that are not made for a loss. */
function unfitForGrief(index: CatalogIndex): number[] {
  const forGrief = itemsTagged(index, [...GRIEF_TAGS, "comfort"]);
  const { byKind, byCategory } = itemFacts(index);
  // A rain hat, a clip-on light or orthotic insoles for a coworker who walks her dog every morning, the week her mother
  // died: gear and errands for a hobby say nothing of the loss.
  const gearAndErrands = [
    ...(byCategory.get("sports-fitness") ?? []),
    ...(byCategory.get("outdoors") ?? []),
    ...itemsTagged(index, ["plain-supply"]),
  ];
  return [...(byKind.get("decor") ?? []), ...(byKind.get("gadget") ?? []), ...gearAndErrands].filter((position) => !forGrief.has(position));
}

const FOR_HARD_TIMES: ReadonlySet<Occasion> = new Set(["sympathy", "get-well"]);
/** What a housewarming itself says, which names no love of fixing things up or of a lawn. */
const A_NEW_HOME: ReadonlySet<string> = new Set(["new-home", "first-apartment", "moving", "homeowner"]);

/**
 * "Food for the family" after a death: a meal, fruit, cookies or a sympathy basket, not sour candy or wine. Something
 * they love by name stays (a bottle for a wine lover), and so does what is made for hard times.
 */
function treatsUnfitForCondolences(index: CatalogIndex, said: ReadonlySet<string>): number[] {
  const { byKind } = itemFacts(index);
  const drinks = byKind.get("drink") ?? [];
  const alcoholic = drinks.filter((position) => (index.items[position] as CatalogItem).contains.includes("alcohol"));
  const treats = new Set([...(byKind.get("candy") ?? []), ...alcoholic]);
  return [...treats].filter((position) => {
    const item = index.items[position] as CatalogItem;
    return !item.occasions.some((occasion) => FOR_HARD_TIMES.has(occasion as Occasion)) && !item.tags.some((tag) => said.has(tag));
  });
}

function griefBooksIn(index: CatalogIndex): Set<number> {
  return new Set([...itemsTagged(index, ["grief"])].filter((position) => (index.items[position] as CatalogItem).is.includes("book")));
}

/** Those whose work keeps them on the road, outdoors or in other people's homes. */
const WORK_WITHOUT_A_DESK: ReadonlySet<string> = new Set([
  "bus driver",
  "mail carrier",
  "delivery driver",
  "dog walker",
  "housekeeper",
  "hairdresser",
  "nanny",
  "coach",
]);

/** Concepts that name the baby, the pregnancy or the new parents themselves: no love beside the shower. */
const ABOUT_THE_BABY: ReadonlySet<string> = new Set([...THE_BABYS_CONCEPTS, "pregnancy", "postpartum"]);

const ROMANTIC: ReadonlySet<Occasion> = new Set(["valentines", "anniversary"]);
/** Occasions that celebrate a couple: a colleague's wedding may well get a gift for two. */
const COUPLES_OCCASIONS: ReadonlySet<Occasion> = new Set(["wedding", "anniversary", "valentines"]);

/** Of `positions`, those not written in the language the request was written in (`<language>-language` items). */
function notInTheirLanguage(index: CatalogIndex, reading: RequestReading, positions: Iterable<number>): number[] {
  const theirs = itemsTagged(index, [`${(reading.foreignLanguage ?? "").toLowerCase()}-language`]);
  return [...positions].filter((position) => !theirs.has(position));
}

/** Books and word games in Spanish, listed once per catalog index: the rule asks on nearly every request. */
const spanishReading = itemsWhere(
  (item) => item.tags.includes("spanish-language") && (item.is.includes("book") || item.tags.includes("word-games")),
);

/** Written about in Spanish, or said to speak it: "solo habla español", "Spanish-speaking grandma". */
function speaksSpanish(reading: RequestReading): boolean {
  return reading.foreignLanguage === "Spanish" || reading.interests.some((interest) => interest.concepts.includes("spanish-language"));
}

/**
 * What they have, less the animals a teacher or a colleague is only said to love: "cat pictures all over her
 * classroom" says nothing of a cat at home, and a catnip banana for her was judged wrong. Family and friends who
 * love cats mostly have one, and their cat's things only rank below theirs.
 */
function hasForCertain(reading: RequestReading): ReadonlySet<ItemPrerequisite> {
  if (!knownFromAfar(reading.relation) || reading.lovedAnimals.length === 0) return reading.has;
  return new Set([...reading.has].filter((thing) => !reading.lovedAnimals.includes(thing) && thing !== "pet"));
}

/** The dogs and cats the text says are theirs ("adopted a kitten", "her two cats"), not only loved. */
function animalsLivedWith(reading: RequestReading): ItemPrerequisite[] {
  return (["dog", "cat"] as const).filter((animal) => reading.has.has(animal) && !reading.lovedAnimals.includes(animal));
}

/** Outings spent with an animal of these kinds (a cat café, puppy yoga). */
function outingsWith(index: CatalogIndex, animals: readonly ItemPrerequisite[]): number[] {
  const withThem = itemsTagged(
    index,
    animals.map((animal) => `${animal}s`),
  );
  return (itemFacts(index).byKind.get("experience") ?? []).filter((position) => withThem.has(position));
}

/** Items tagged `age-eligibility`: sold only from their lowest age, which the reading must reach. */
function eligibleOnlyOlder(index: CatalogIndex, reading: RequestReading): number[] {
  const known = reading.age?.min ?? 0;
  return [...itemsTagged(index, ["age-eligibility"])].filter((position) => (index.minAges[position] as number) > known);
}

/** Grief items (books, memorials) about the loss of a person: none is tagged `pet-loss`. */
function griefForAPerson(index: CatalogIndex): Set<number> {
  const forPets = itemsTagged(index, ["pet-loss"]);
  return new Set([...itemsTagged(index, ["grief"])].filter((position) => !forPets.has(position)));
}

/** Ages read as a young range that starts under 21 ("college student", 18 to 23); a range open to old age does not count. */
function mayBeUnderDrinkingAge(reading: RequestReading): boolean {
  return reading.age !== undefined && reading.age.min < DRINKING_AGE && reading.age.max <= DRINKING_AGE + 4;
}
const DRINKING_AGE = 21;

/** Enjoys beer, wine or spirits and avoids no alcohol: an alcohol-free version would be a stand-in, not a gift. */
function drinksAlcohol(reading: RequestReading): boolean {
  const concepts = reading.interests.flatMap((interest) => interest.concepts);
  return (
    concepts.some((concept) => ALCOHOLIC_DRINKS.has(concept)) &&
    !concepts.includes("mocktails") &&
    !reading.avoid.some((avoid) => avoid.contains.has("alcohol"))
  );
}

const MILESTONES: ReadonlySet<Occasion> = new Set(["wedding", "anniversary", "valentines", "retirement", "graduation"]);

const ALCOHOL_BIT = 1 << ITEM_CONTENTS.indexOf("alcohol");

function alcoholic(facts: ItemFacts): number[] {
  const positions: number[] = [];
  for (let position = 0; position < facts.contentMasks.length; position++)
    if (((facts.contentMasks[position] as number) & ALCOHOL_BIT) !== 0) positions.push(position);
  return positions;
}

function activeGear(facts: ItemFacts, activeToys: Iterable<number> | undefined): number[] {
  // A scooter or a trampoline pass for a boy with his arm in a cast is a toy for when he is well again.
  return [...(facts.byCategory.get("sports-fitness") ?? []), ...(facts.byCategory.get("outdoors") ?? []), ...(activeToys ?? [])];
}
