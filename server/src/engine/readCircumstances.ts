/**
 * Understand, the person's circumstances: what they have or care for (so items that need it make sense), what
 * is already theirs, how far along they are, whether they are stuck at home, and their gender when the words
 * say it.
 */

import type { ItemPrerequisite, Occasion } from "@gift-finder/shared";
import { readHomemade } from "./homemade.ts";
import { ABROAD_NEARBY, PLACES_ABROAD, placesPattern } from "./placesAbroad.ts";
import type { InterestReading } from "./readInterests.ts";
import { type Gender, genderOf, type Relationship } from "./relationships.ts";
import { sportsOnlyWatched } from "./sportsFans.ts";
import { STOPWORDS } from "./text.ts";

const HAS_FROM_CONCEPT: Readonly<Record<string, ItemPrerequisite>> = {
  dogs: "dog",
  // A catalog tag, read as its own concept: "a new puppy" is a dog in the house.
  "new-puppy": "dog",
  cats: "cat",
  pets: "pet",
  baby: "baby",
  pregnancy: "baby",
  gardening: "garden",
  backyard: "garden",
  herbs: "garden",
  cycling: "bicycle",
  "bike-commuting": "bicycle",
  // A Peloton or a spin studio bike takes the same saddle cover and cleats.
  "indoor-cycling": "bicycle",
  "bike-computer": "bicycle",
  grilling: "grill",
  guitar: "guitar",
  "bass-guitar": "guitar",
  "acoustic-guitar": "guitar",
  "electric-guitar": "guitar",
  photography: "camera",
  "film-photography": "camera",
  nintendo: "game-console",
  "video-games": "game-console",
  espresso: "espresso-machine",
  // Latte art is poured from milk steamed on an espresso machine.
  "latte-art": "espresso-machine",
  vinyl: "record-player",
  "reef-aquarium": "aquarium",
  "freshwater-aquarium": "aquarium",
  aquascaping: "aquarium",
  "senior-dogs": "dog",
};
/** Game platforms, as said and as the stem that marks their items' names and tags. */
const PLATFORMS: readonly (readonly [RegExp, string])[] = [
  // Nintendo's own series are played on its consoles: "plays Mario Kart with the grandkids every Sunday".
  [
    /\b(?:nintendo|switch|mario\s+kart|super\s+mario|zelda|animal\s+crossing|smash\s+bros|pok[e\u00e9]mon\s+(?:scarlet|violet|legends))\b/i,
    "nintendo",
  ],
  [/\b(?:playstation|ps4|ps5)\b/i, "playstat"],
  [/\bxbox\b/i, "xbox"],
];
const PLATFORM_NAMES = String.raw`(?:playstation\s*\d?|ps[45]|xbox(?:\s+(?:one|series\s+[xs]))?|(?:nintendo\s+)?switch(?:\s+2)?|nintendo|wii|(?:game\s+|gaming\s+)?consoles?)`;
/**
 * Platforms said not to be theirs: "we don't have a PlayStation or a Switch so nothing for those", "no Xbox in the
 * house". They are taken out of the text before platforms and consoles are read from it.
 */
const PLATFORMS_NOT_OWNED = new RegExp(
  String.raw`\b(?:(?:don['\u2019]?t|doesn['\u2019]?t|do\s+not|does\s+not|never)\s+(?:have|has|own|owns|had|owned)|no)\s+(?:an?\s+|any\s+)?${PLATFORM_NAMES}(?:\s*(?:,|or|and|nor)\s*(?:an?\s+)?${PLATFORM_NAMES})*\b`,
  "gi",
);

/** The text without the platforms it says are not theirs: no interest, and no console, is read from those. */
export function withoutPlatformsNotOwned(text: string): string {
  // Blanked to the same length, so the text keeps its places for the readings after.
  return text.replace(PLATFORMS_NOT_OWNED, (said) => " ".repeat(said.length));
}

/**
 * Games said by name ("plays Call of Duty every night", "Fortnite all day"), lowercased as item names spell them:
 * a copy of another game, or another game's currency, is a guess against what they said.
 */
const NAMED_GAMES =
  /\b(fortnite|call of duty|apex legends|valorant|league of legends|rocket league|overwatch|minecraft|roblox|zelda|mario kart|animal crossing|stardew valley|elden ring|dark souls|halo|grand theft auto|gta|fifa|ea sports fc|madden|nba 2k|pok[e\u00e9]mon|f1)\b/gi;

const HAS_FROM_WORDS: readonly (readonly [RegExp, ItemPrerequisite])[] = [
  // "RC cars", "toy trucks", "model cars" are a hobby, not a car of their own; "driving the route" is a bus.
  [
    /(?<!\b(?:rc|toy|model|remote[ -]control(?:led)?|radio[ -]controlled|matchbox|slot|lego|bus)[ -])\b(?:car|cars|drives|driving|driver|commute by car|road trips?|truck|jeep)\b(?!\s+(?:the\s+|a\s+)?(?:route|bus|school\s+bus))/i,
    "car",
  ],
  [/\b(?:aquarium|fish tank|reef tank|saltwater tank|marine tank|planted tank)\b/i, "aquarium"],
  [/\b(?:parrot|budgie|parakeet|cockatiel|pet bird)\b/i, "bird"],
  // Species kept as pets, not "loves reptiles" (a zoo visitor): a keeper names the animal.
  [
    /\b(?:(?:leopard|crested|pet)\s+geckos?|bearded\s+dragons?|beardies?|ball\s+pythons?|corn\s+snakes?|pet\s+(?:snakes?|lizards?|tortoises?|turtles?)|blue[ -]tongued?\s+skinks?|iguanas?|chameleons?|tortoises?|terrarium|vivarium)\b/i,
    "reptile",
  ],
  [/\b(?:espresso machine)\b/i, "espresso-machine"],
  // "Only cares about his Xbox": a console named is a console owned.
  [/\b(?:xbox|playstation|ps4|ps5|nintendo\s+switch|game\s+console|gaming\s+console)\b/i, "game-console"],
  // "Looks grainy on camera" is a video call, no camera of their own.
  [/(?<!\bon\s)\b(?:camera|dslr|mirrorless|(?:canon|nikon|sony|fujifilm|fuji|olympus|pentax|leica)\s+body)\b/i, "camera"],
  [/\b(?:record player|turntable|record collection|vinyl collection)\b/i, "record-player"],
];

/**
 * A gardener without a garden of their own: moved to a flat or a care home, or missing the garden they gave up.
 * Tools for beds and lawns are of no use there; plants indoors are.
 */
export const NO_GARDEN =
  /\b(?:no (?:yard|garden|backyard|outdoor space)|without (?:a |any )?(?:yard|garden)|(?:gave|give|giving|had to give) up (?:his|her|their|the|a) garden|miss(?:es|ing)? (?:his|her|their|the|having a) (?:big |old |own |beloved )?garden|all (?:she|he|they) (?:has|have)(?: now| left)? is (?:a )?(?:small |tiny |little )?balcony|(?:lost|left|sold) (?:his|her|their) (?:house and )?garden|(?:an?|small|tiny|new|city|studio|one[ -]bedroom|two[ -]bedroom) (?:apartment|condo|flat)|(?:only|just) (?:have |has )?(?:a )?(?:small |tiny |little )?(?:sunny )?balcony|leav(?:e|ing) (?:his|her|their) (?:\w+ ){0,2}garden|assisted living|senior living|nursing home|care home|retirement home|dorm|balcony (?:garden(?:ing)?|flowers|plants|herbs|boxes)|container garden(?:ing)?)\b/;
/** Nowhere outside to stand a grill: "no outdoor space", "no balcony or yard". */
const NO_OUTDOOR_SPACE =
  /\bno\s+(?:(?:balcony|patio|yard|backyard|deck)\s+or\s+)?(?:outdoor\s+space|outside\s+space|yard|backyard|patio|balcony|deck)\b/;
/** Animals someone lives apart from: "misses her dog", "had to leave his cat with their parents", "can't have a dog". */
const APART_FROM = String.raw`(?:miss(?:es|ing)?|left|leaving|had to (?:leave|give up|give away|give|rehome)|gave up|gave away|rehomed)`;

/**
 * Someone whose photos are taken on a phone has no camera to strap or mount: "always taking photos with her phone",
 * "keeps borrowing her mom's phone to take pictures" (read as "borrowing one to take pictures", readWordSenses.ts).
 */
const PHONE_PHOTOS =
  /\b(?:photos?|pictures?|pics|shoots?|shooting)\s+(?:\w+\s+){0,2}(?:with|on)\s+(?:his|her|their|a)\s+(?:phone|iphone|smartphone)\b|\bselfies?\b|\buses?\s+(?:an?\s+old|his\s+old|her\s+old|their\s+old|his|her|their|a)\s+(?:phone|iphone|smartphone)\s+for\s+(?:it|them|photos|pictures)\b|\bonly\s+(?:ever\s+)?(?:used|uses|shot\s+(?:on|with)|has|owns)\s+(?:his|her|their|a|an)\s+(?:phone|iphone|smartphone|android)\b|\b(?:borrow(?:s|ing|ed)?|steal(?:s|ing)?)\s+one\s+to\s+(?:take|snap|shoot)\b/;

/** Someone who only plans to take a hobby up has none of its gear yet: "wants to get into photography". */
const NOT_YET =
  /\b(?:(?:wants?|wanting|(?:has\s+)?always\s+wanted|would like|hopes?|plans?|planning|is going)\s+to\s+(?:(?:finally|really|actually|maybe)\s+)?(?:get into|get serious about|start|learn|try|take up|pick up|begin)|(?:thinking|dreaming|talking|talks) (?:of|about) (?:getting into|taking up|starting|learning))\b/;
/** A phrase of the model's for a thing still to start: "taking up photography" owns no camera yet. */
const STARTING_OUT = /\b(?:learning|learn|beginner|taking\s+up|getting\s+into|starting)\b/i;
/** Nobody learns an instrument without one: "learning guitar" plays one, where "wants to learn guitar" may not. */
const LEARNING = /\blearn(?:ing)?\b/i;
const INSTRUMENTS: ReadonlySet<string> = new Set(["guitar", "bass-guitar"]);
/**
 * Loves a thing, or makes it: a machine, a grill or a smoker of their own is owned only when the words show it is
 * made at home. "Trinkt gerne Espresso", "loves a good espresso", "adora churrasco" may mean a café order or a
 * restaurant, and a tamper or a grill tool set needs the machine or the grill.
 */
const MADE_AT_HOME: Readonly<Record<string, RegExp>> = {
  espresso:
    /\b(?:machines?|breville|gaggia|decent|la\s+marzocco|rancilio|lelit|profitec|de['\u2019]?longhi|portafilter|tamp(?:er|ing)?|shots?|dial(?:ing|s|ed)?\s+in|home\s+espresso|espresso\s+at\s+home|mak(?:es|ing)\s+(?:(?:his|her|their)\s+own\s+)?espresso|barista)\b/i,
  grilling:
    /\b(?:grill(?:s|ing|ed|er|master)?|smok(?:er|ers|ing|es|ed)|pitmaster|traeger|weber|big\s+green\s+egg|kamado|pellet|barbecu(?:es|ing|ed)|bbq(?:ing|s)|(?:bbq|barbecue)\s+guy|cookouts?|carne\s+asada|backyard)\b/i,
};
/** Words after an animal that make it the recipient's liking, not the giver's animal ("my cat-loving friend"). */
const FOND_OF = "loving|lover|lovers|owner|owners|mom|dad|parent|person|people";

/** Said right after an animal, a picture or a thing of it, not the animal: "she has cat pictures all over her classroom". */
const PICTURED = String.raw`[\s-](?:pictures?|photos?|posters?|prints?|mugs?|themed|stuff|things|decor|sweaters?|shirts?|socks|memes|videos|calendars?|figurines?|art|stickers?)\b`;

/** How the text speaks of one kind of animal, compiled once. */
interface AnimalWords {
  readonly prerequisite: ItemPrerequisite;
  /** The interest concept for the animal ("dogs"). */
  readonly concept: string;
  /** It died ("whose dog of 14 years died", "lost her cat"): grieved for, not cared for. */
  readonly gone: RegExp;
  /** "Our old dog", "my cats": the giver's animal, which a dog walker or a sitter looks after but does not have. */
  readonly giversOnly: RegExp;
  /** "Her dog", "has two cats", "my cat-loving friend": the recipient's own, or one they clearly live with. */
  readonly recipients: RegExp;
  /** "Misses her dog", "can't have a cat in the dorm": loved, but not in the house. */
  readonly apart: RegExp;
  /** "Her cat", "has two dogs", "a dog mom", "just got a puppy": an animal of their own, said, not only loved. */
  readonly owned: RegExp;
}

function animalWords(prerequisite: ItemPrerequisite, concept: string, animal: string): AnimalWords {
  return {
    prerequisite,
    concept,
    gone: new RegExp(
      String.raw`\b${animal}\b[^.,;]{0,40}\b(?:died|passed(?: away| on)?|was put down|(?:had to be )?put to sleep|crossed the rainbow bridge)\b|\b(?:lost|losing|loss\s+of|death\s+of|mourning|grieving|in memory of)\s+(?:(?:her|his|their|a|the)\s+)?(?:\w+\s+)?${animal}\b|\bput\s+(?:her|his|their|our|my|the)\s+(?:[\w-]+\s+){0,4}?${animal}\s+(?:down|to sleep)\b|\b(?:say|said|saying)\s+(?:a\s+last\s+)?goodbye\s+to\s+(?:her|his|their|our|the)\s+(?:[\w-]+\s+){0,2}?${animal}\b`,
    ),
    giversOnly: new RegExp(String.raw`\b(?:our|my)\s+(?:\w+\s+){0,2}${animal}\b(?![\s-](?:${FOND_OF})\b)`),
    recipients: new RegExp(
      String.raw`\b(?:her|his|their|has|have|owns)\s+(?:\w+\s+){0,2}${animal}\b(?!${PICTURED})|\b${animal}[\s-](?:${FOND_OF})\b`,
    ),
    apart: new RegExp(
      String.raw`\b${APART_FROM}\s+(?:(?:her|his|their|the|a)\s+)?(?:\w+\s+)?${animal}\b|\b(?:can'?t|cannot|not allowed to) (?:have|keep) (?:a |any )?${animal}\b|\b${animal}\b[^.;]{0,80}\b(?:can['\u2019]?t|cannot|not allowed to) (?:actually |really |even )?(?:have|keep) (?:one|them|any)\b|\bno (?:pets|${animal}) allowed\b|\b${animal}\b,?\s+(?:who|which|that|whom)\s+(?:she|he|they)\s+(?:sadly\s+|reluctantly\s+|finally\s+)?(?:had|has|have)\s+to\s+(?:give\s+up|give\s+away|rehome|leave)\b|\b(?:does|do)\s*n['\u2019]?t\s+(?:actually\s+|really\s+|even\s+)?(?:have|own)\s+(?:a\s+|any\s+)?${animal}\b|\b(?:won['\u2019]?t|doesn['\u2019]?t|does\s+not|will\s+not)\s+(?:allow|let\s+(?:her|him|them)\s+(?:have|keep))\s+(?:any\s+|a\s+)?(?:pets|${animal})\b`,
    ),
    owned: new RegExp(
      String.raw`\b(?:her|his|their|has|have|had|owns|own|got|gets|getting|adopt|adopted|adopting|adopts|rescue|rescued|walks|new)\s+(?:[\w-]+\s+){0,3}${animal}\b(?!${PICTURED})|\bwith\s+(?:a|an|the|two|three|four|five|\d+)\s+(?:\w+\s+)?${animal}\b|\b${animal}[\s-](?:owner|owners|owning|mom|mum|dad|parent|parents)\b`,
    ),
  };
}

const ANIMALS: readonly AnimalWords[] = [
  animalWords("dog", "dogs", String.raw`(?:dogs?|pupp(?:y|ies)|pups?)`),
  animalWords("cat", "cats", String.raw`(?:cats?|kittens?|kitties)`),
];

/** Whose job is other people's animals: a professional dog walker or a pet sitter has no dog of their own said. */
const CARES_FOR_OTHERS_ANIMALS =
  /\b(?:walk(?:s|ing)?\s+(?:everyone['\u2019]?s|other\s+people['\u2019]?s|the\s+neighbou?rs['\u2019]?)\s+dogs|professional\s+dog\s+walker|dog\s+walker\s+(?:by\s+trade|for\s+a\s+living)|walks\s+(?:other\s+people['\u2019]s\s+)?dogs\s+for\s+a\s+living|pet\s+sitter|dog\s+sitter|dog\s+groomer|vet\s+tech|veterinar(?:y|ian)|works\s+at\s+(?:a|the)\s+(?:kennel|shelter|doggy\s+day\s*care|animal\s+shelter))\b/i;
const OWN_ANIMAL =
  /\b(?:her|his|their|own)\s+(?:own\s+)?(?:dogs?|pupp(?:y|ies)|cats?|kittens?)\b|\b(?:dogs?|pupp(?:y|ies)|cats?|kittens?)\s+of\s+(?:her|his|their)\s+own\b/i;

/** The words said right after a plan to take something up: "wants to start a rock band with friends". */
const NOT_YET_WINDOW = new RegExp(String.raw`${NOT_YET.source}((?:\s+[a-z'\u2019-]+){1,5})`, "g");

/**
 * The interests only planned ("plays bass ... and wants to start a rock band": the band, not the bass). When no
 * interest's words follow the plan, which one it is cannot be told, and none is taken as practised.
 */
function interestsNotYetTakenUp(interests: readonly InterestReading[], text: string): Set<InterestReading> | "all" {
  const windows = [...text.matchAll(NOT_YET_WINDOW)].flatMap((match) => (match[1] ?? "").trim().split(/\s+/));
  if (windows.length === 0) return new Set();
  // "Wants to finally learn to fish" plans the model's "fishing": a word and its longer form are one.
  const sameWord = (word: string, said: string) =>
    word === said || (said.length >= 4 && word.startsWith(said)) || (word.length >= 4 && said.startsWith(word));
  const planned = new Set(
    interests.filter((interest) => {
      const own = interest.phrase
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length > 2 && !STOPWORDS.has(word));
      return own.some((word) => windows.some((said) => sameWord(word, said)));
    }),
  );
  return planned.size === 0 ? "all" : planned;
}

/** Prerequisites the interests suggest, less what the text says the person does not have. */
function hasFromInterests(
  interests: readonly InterestReading[],
  text: string,
  lost: readonly AnimalWords[],
  modelsWords: string,
): Set<ItemPrerequisite> {
  const has = new Set<ItemPrerequisite>();
  const notYet = interestsNotYetTakenUp(interests, text);
  if (notYet === "all") return has;
  // "Getting into smoking meat" beside the model's "backyard barbecue": one plan, whichever words name it.
  const plannedConcepts = new Set([...notYet].flatMap((interest) => interest.concepts));
  for (const interest of interests)
    for (const concept of interest.concepts) {
      if (notYet.has(interest) || plannedConcepts.has(concept)) continue;
      if (STARTING_OUT.test(interest.phrase) && !(LEARNING.test(interest.phrase) && INSTRUMENTS.has(concept))) continue;
      const owned = HAS_FROM_CONCEPT[concept];
      const madeAtHome = MADE_AT_HOME[concept];
      // The model's own words count: its "barbecue" and "grilling" are one interest, named by the first.
      if (madeAtHome && !madeAtHome.test(interest.phrase) && !madeAtHome.test(text) && !madeAtHome.test(modelsWords)) continue;
      if (owned) has.add(owned);
    }
  for (const animal of ANIMALS)
    if (
      lost.includes(animal) ||
      animal.apart.test(text) ||
      (animal.giversOnly.test(text) && !animal.recipients.test(text)) ||
      (CARES_FOR_OTHERS_ANIMALS.test(text) && !OWN_ANIMAL.test(text))
    )
      has.delete(animal.prerequisite);
  // "Grieving a pet" for a dog that died: no paw left to press into a keepsake, unless another animal lives there.
  if (lost.length > 0 && !has.has("dog") && !has.has("cat")) has.delete("pet");
  if (PHONE_PHOTOS.test(text) && !HAS_FROM_WORDS.some(([words, owned]) => owned === "camera" && words.test(text))) has.delete("camera");
  return has;
}

/** "her sourdough starter", "his espresso machine": two words after a possessive, in singular form. */
/** Said right after a thing of theirs: it is worn out. */
const WORN_OUT =
  /^\s+(?:(?:is|are|was|were|keeps|is\s+getting|got)\s+(?:so\s+|really\s+|totally\s+|pretty\s+|completely\s+)?(?:ancient|old|dying|dead|broken|falling\s+apart|worn|shot|on\s+its\s+last\s+legs|cracked|busted|toast|outdated|slow|useless)|(?:died|broke|stopped\s+working|gave\s+out|fell\s+apart))\b/;

/** Said right before a thing of theirs: it keeps going missing. */
const MISLAID =
  /\b(?:los(?:e|es|ing)|lost|misplac(?:e|es|ing|ed)|(?:can['\u2019]?t|cannot|never)\s+find|forg[eo]t(?:s|ting)?|leav(?:es|ing)|left)\s+$/;

/** "She already has a white noise machine that she swears by": the thing, its last two words. */
const ALREADY_HAS =
  /\balready\s+(?:has|have|owns|own|got)\s+(?:a|an)\s+((?:[a-z]+\s+){0,3}?[a-z]+\s+[a-z]+)(?=\s+(?:that|which|she|he|they|and|so|but|from|for)\b|\s*[,.;!?]|\s*$)/g;

function ownedThings(text: string): string[] {
  const owned = new Set<string>();
  for (const match of text.matchAll(ALREADY_HAS)) {
    const [first, second] = (match[1] as string).split(/\s+/).slice(-2) as [string, string];
    if (!STOPWORDS.has(first) && !STOPWORDS.has(second)) owned.add(`${first} ${singular(second)}`);
  }
  for (const match of text.matchAll(/\b(?:his|her|their)\s+([a-z]+)(?:\s+([a-z]+))?/g)) {
    const [first, second] = [match[1] as string, match[2]];
    // "His bike computer is ancient", "her laptop died": one to replace, the very gift.
    if (WORN_OUT.test(text.slice((match.index ?? 0) + match[0].length))) continue;
    // "Always losing his tape measure", "can never find her reading glasses": one more is the very gift.
    if (MISLAID.test(text.slice(Math.max(0, (match.index ?? 0) - 30), match.index))) continue;
    // Two words name one thing ("sourdough starter"); one alone ("her desk", "her plants") is too broad to rule
    // out an upgrade such as a standing desk or another plant.
    if (!STOPWORDS.has(first) && second && !STOPWORDS.has(second)) owned.add(`${first} ${singular(second)}`);
  }
  return [...owned];
}

const singular = (word: string) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);

/**
 * Words of someone new to what they love. Not the giver's first: "meeting her parents for the first time at Thanksgiving";
 * nor a first time away from home, which is no love begun ("first time living away from home. he plays guitar"); nor a
 * life's first ("about to become a grandmother for the first time"), nor a next step past the basics ("starting to
 * write her own songs" after five years of guitar).
 */
const BEGINNER_WORDS =
  /\b(?:learn|learns|learning|beginner|beginners|(?:cooking|kitchen|baking)\s+basics|new to|new hobby|new hobbies|pick up a hobby|just (?:got into|getting into|took up)|(?:just )?(?:started|starting)(?!\s+(?:(?:his|her|their|a|an|the)\s+)?(?:(?:first|new)\s+)?(?:job|position|role|career|college|school|university|grad\s+school|kindergarten|semester|residency|internship|work)\b)(?!\s+to\s+(?:write|compose|sell|teach|record|perform)\b)|getting into|taking up|took up|(?:get|getting|got)\s+(?:back\s+)?(?:in|into)\s+shape|(?:wants?|wanting) to (?:learn|start|try|get into|get serious about)|only (?:ever )?used (?:his|her|their) phone|(?=first)(?<!\b(?:meet|meeting|met|visiting|seeing)\b[^.;!?]{0,60})(?<!\b(?:grandmother|grandma|grandfather|grandpa|grandparents?|mom|mother|dad|father|parents?|aunt|auntie|uncle)\s+for\s+the\s+)first(?!\s+time\s+(?:at|since|in\s+(?:years|ages|forever)|together|living|away|moving|leaving|on\s+(?:his|her|their)\s+own)\b)(?!\s+(?:real\s+)?(?:house|home|apartment|place|flat|job|baby|child|kid|grandchild|grandbaby|car|christmas|birthday|anniversary|date|year|day|week|month|semester|trip|mother['\u2019]?s|father['\u2019]?s|valentine['\u2019]?s)\b))\b/;

/**
 * Playing against others or for an audience: "competes at the state level", "plays tournaments", "master points",
 * "bar gigs most weekends", "an all-grain setup in the garage".
 */
const COMPETING = String.raw`compet(?:es|ing|itively)|(?:plays|playing|played|enters|entered)\s+(?:in\s+)?tournaments|tournament\s+player|(?:state|national|regional|county|club)[\s-]level|nationals|regionals|master\s+points|(?:bar\s+|club\s+|paid\s+)?(?<!side\s)gigs|gigging|in\s+a\s+(?:\w+\s+){0,2}band|all[\s-]grain|semi[\s-]pro|for\s+a\s+living|licensed\s+since`;

/** Five years or more, said in words: "baking sourdough every weekend for five years". */
const YEARS_IN_WORDS = "five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty";

/**
 * Someone long past the basics: "an avid hiker", "a photographer" (not "wants to be a photographer"), "finishing her
 * PhD", "culinary school", "has been
 * crocheting for 50 years", "has knitted for decades", "since she was a girl", "he's played jazz guitar for 40
 * years", "has been fly fishing for over 50 years".
 */
const EXPERT_WORDS = new RegExp(
  String.raw`\b(?:(?:apartment|house|flat|place|home)\s+is\s+(?:a|an\s+absolute|basically\s+a|literally\s+a)\s+(?:\w+\s+)?jungle|avid|serious|seasoned|passionate|professional|expert|lifelong|phd|${COMPETING}|culinary school|(?:sing|play|perform|dance|cook)s?\s+(?:\w+\s+)?professionally|degree\s+in\s+(?:vocal\s+performance|music\s+performance|voice|piano|violin|composition)|conservatory|(?:plays|takes\s+it|practices)\s+(?:\w+\s+){0,3}?very\s+seriously|practices\s+(?:every\s+day|daily|for\s+hours)|made\s+partner|(?:senior|managing|named)\s+partner|partner\s+at\s+(?:her|his|their|a|the)\s+(?:law\s+)?firm|(?:houseplant|plant|urban)\s+jungle|master\s+(?:gardener|carpenter|craftsman|electrician|plumber|baker|knitter|quilter|woodworker)|(?:played|plays|former|ex)[\s-]pro\b|ever[\s-]growing\s+(?:collection|jungle)|(?:been\s+(?:\w+\s+)?\w+ing|ha(?:s|ve)\s+\w+(?:ed|t))\s+(?:for\s+)?(?:(?:[2-9]|[1-9]\d|two|three|four|${YEARS_IN_WORDS})\s+years|decades|ages|years and years|(?:his|her|their)\s+whole\s+life|since\s+(?:she|he|they)\s+was\s+(?:a\s+)?(?:girl|boy|kid|little|young|child|[2-9]|1[0-5]))|(?:executive|sous|head|pastry)\s+chef|(?:retired|former|commercial|airline|military|navy|air\s+force)\s+(?:airline\s+|fighter\s+|jet\s+)?pilot|(?<!\b(?:be|become|becoming)\s)a (?:\w+ )?(?:photographer|chef|musician|pianist|guitarist|painter|artist|baker|gardener|golfer|climber|knitter|potter|woodworker|cyclist|barista|sommelier)|been\s+(?:an?|the|their|her|his)\s+(?:[a-z&']+\s+){0,6}?[a-z&']+\s+for\s+(?:over\s+|more\s+than\s+|almost\s+|nearly\s+|about\s+|like\s+)?(?:(?:[5-9]|[1-9]\d|${YEARS_IN_WORDS})\+?\s+years|decades)|(?:played|been\s+(?:[a-z]+\s+){0,2}[a-z]+ing|ha(?:s|ve)\s+\w+(?:ed|t))(?:\s+[a-z]+){0,3}\s+for\s+(?:over\s+|more\s+than\s+|almost\s+|nearly\s+|about\s+|like\s+)?(?:(?:[5-9]|[1-9]\d|${YEARS_IN_WORDS})\+?\s+years|decades))\b`,
);

/**
 * Exacting about what they love: "a total coffee snob", "a wine connoisseur", "a tea purist", "a huge coffee nerd" who
 * "grinds his own beans". Everyone's pick (a Dunkin' card, a sampler tin) is what such a person politely puts aside.
 */
const CONNOISSEUR_WORDS =
  /\b(?:snobs?|snobby|snobbish|connoisseurs?|aficionados?|purists?|(?:very|super|really|so)\s+(?:picky|particular)\s+about|(?:coffee|espresso|tea|wine|whiske?y|bourbon|beer|chocolate|cheese)\s+(?:nerds?|geeks?|fanatics?)|grinds?\s+(?:his|her|their)\s+own\s+(?:coffee\s+)?beans|roasts?\s+(?:his|her|their)\s+own\s+(?:coffee\s+)?(?:beans|coffee)|home\s+(?:coffee\s+)?roaster|brews?\s+(?:all[\s-]grain|his\s+own\s+beer|her\s+own\s+beer))\b/;

/** Music they listen to, not play: no instrument named and no word for playing one. */
const LISTENING_CONCEPTS = new Set([
  "music",
  "oldies",
  "radio",
  "audio",
  "vinyl",
  // A style of music they love: "loves jazz" is a listener until the text says they play.
  "jazz",
  "classic-rock",
  "blues",
  "pop",
  "musicals",
  "country",
  "country-music",
  "soul",
  "folk",
  "classical-music",
  "opera",
  "boleros",
]);
const PLAYING_CONCEPTS = new Set(["guitar", "bass-guitar", "piano", "ukulele", "dj", "drums", "singing"]);
// "Always has country music playing on the bus" is music someone listens to, not an instrument they play.
// "Plays basketball" is a sport: playing counts when an instrument, music or a band follows.
const PLAYING_WORDS =
  /\b(?:(?:plays?|(?<!(?:music|songs|radio)\s)playing)(?!\s+(?:basketball|soccer|football|baseball|hockey|tennis|golf|pickleball|volleyball|softball|lacrosse|rugby|cricket|chess|cards|poker|bridge|video\s+games|games|(?:on|with|outside|in\s+the\s+(?:yard|park|snow))\b))|musician|(?<!\b(?:big|boy|girl)\s)band(?!\s+(?:music|era|tees?|t-shirts?|shirts?|merch|posters?))|instruments?|lessons|learn(?:ing)? to play|composer|teacher)\b/;

function onlyListens(interests: readonly InterestReading[], allText: string): boolean {
  const concepts = interests.flatMap((interest) => interest.concepts);
  return (
    concepts.some((concept) => LISTENING_CONCEPTS.has(concept)) &&
    !concepts.some((concept) => PLAYING_CONCEPTS.has(concept)) &&
    !PLAYING_WORDS.test(allText)
  );
}

const HOMEBOUND_WORDS =
  /\b(?:stuck (?:at home|in bed|indoors|inside|on the couch|on the sofa)|housebound|homebound|bedridden|bed rest|(?<!\b(?:i|we) (?:was|were) )in (?:the )?hospital|hospitali[sz]ed|laid up|recovering from (?:\w+ ){0,2}surgery|just had (?:\w+ ){0,2}surgery|(?:cardiac|physical) rehab|(?:entertainment|things to do) at home|home (?:for|from) (?:\w+ ){0,3}(?:weeks?|months?|surgery|replacement|operation|hospital)|stir[\s-]crazy|(?:hip|knee) replacement|(?:can['\u2019]?t|cannot|can\s+not) (?:go|get) out(?! of)|(?:can['\u2019]?t|cannot) leave the house|isolating|quarantin(?:e|ed|ing)|in isolation)\b/;

// A retirement community does the upkeep, as a landlord does: no tool kit or fire extinguisher for the new place.
const RENTS =
  /\b(?:apartment|studio apartment|dorm|dorm room|renting|rents|tenant|roommates?|sublet|rental|retirement (?:community|village)|independent living|55\+ community|over[\s-]55 community|(?:a|her|his|their|tiny|small|little|new|first)\s+(?:studio|flat)(?!\s+(?:art|yoga|pottery|music|recording|dance|photo)))\b/;
/** Owns the home: a leak detector, a thermostat or a doorbell camera is installed by an owner, not a tenant. */
const OWNS_HOME =
  /\b(?:(?:bought|buying|purchased|closed\s+on|owns?)\s+(?:a|an|their|his|her|our)\s+(?:(?:first|new|old|own|little)\s+)?(?:house|home|place|condo|farmhouse|townhouse)|homeowners?|home\s*owners?|mortgage|first\s+house|new\s+house)\b/;
/** Keeps a collection: the famous titles of it are the ones a collector surely has. */
const COLLECTS =
  /\b(?:collects|collector|collectors|collecting|(?:record|vinyl|book|film|movie)\s+collection|(?:his|her|their)\s+(?:whole\s+|entire\s+|huge\s+|big\s+)?collection|crate[\s-]dig(?:ger|ging))\b/;
const NO_CAR_YET =
  /\b(?:driving|drives)\s+(?:me|my\s+\w+|her|him|them|us|everyone)\s+(?:crazy|nuts|up\s+the\s+wall|insane)\b|\blearner['\u2019]?s\s+permit\b|\blearning\s+to\s+drive\b|\bdriving\s+lessons\b|\bdriver['\u2019]?s\s+ed\b/i;
/** "Doesn't have his own car yet", "no car of her own": the car is not theirs, whatever else is said of cars. */
const NO_CAR_OF_THEIR_OWN =
  /\b(?:does\s*n['\u2019]?t|do\s*n['\u2019]?t|does\s+not|do\s+not)\s+(?:have|own)\s+(?:a\s+|(?:his|her|their)\s+)?(?:own\s+)?(?:car|truck)\b|\bno\s+(?:car|truck)\s+of\s+(?:his|her|their)\s+own\b/i;
/** Words that wish for a thing not had yet: "wants", "dreams of", "saving up for". */
const WISHING = String.raw`wants?|wanting|dreams?\s+of|dreaming\s+of|asking\s+for|asked\s+for|saving\s+(?:up\s+)?for|hoping\s+for`;
/** Words before the thing wished for that say nothing of which: "a real camera", "her first DSLR". */
const WISHED_WORDS = String.raw`(?:(?:first|own|real|proper|good|nice|new|decent|actual|serious)\s+)*`;
/** A camera wished for: "wants a real camera", "saving up for her first DSLR". */
const CAMERA_WISHED = new RegExp(
  String.raw`\b(?:${WISHING}|wishes|wishing|would\s+love|needs?)\s+(?:a|an|her|his|their)\s+${WISHED_WORDS}(?:camera|dslr|mirrorless)\b(?!\s+(?:strap|bag|lens|case|backpack|tripod|battery|batteries|filter|card))`,
);
/**
 * "She's always wanted a record player", "always wanted a PS5 but could never afford one", "keeps begging for a
 * puppy": the thing is the wish, not theirs yet, so nothing that needs it.
 */
const THING_WISHED = new RegExp(
  String.raw`\b(?:${WISHING}|(?:has\s+)?always\s+wanted|wishes\s+for|(?:keeps\s+)?begging\s+(?:us\s+|me\s+)?for)\s+(?:a|an)\s+${WISHED_WORDS}(record\s+player|turntable|ps5|playstation(?:\s*5)?|xbox|nintendo\s+switch|game\s+console|espresso\s+machine|pupp(?:y|ies)|dog|kitten|cat)\b`,
  "g",
);
const WISHED_PREREQUISITE: readonly (readonly [RegExp, ItemPrerequisite])[] = [
  [/record|turntable/, "record-player"],
  [/ps5|playstation|xbox|switch|console/, "game-console"],
  [/espresso/, "espresso-machine"],
  [/pupp|dog/, "dog"],
  [/kitten|cat/, "cat"],
];

/** What the text says is wished for, not had. */
function thingsWished(textLower: string): ItemPrerequisite[] {
  return [...textLower.matchAll(THING_WISHED)].flatMap((match) =>
    WISHED_PREREQUISITE.filter(([pattern]) => pattern.test(match[1] ?? "")).map(([, prerequisite]) => prerequisite),
  );
}

/** A camera of their own said beside a wish for another: "has an old Canon but wants a mirrorless". */
const OWNS_A_CAMERA =
  /\b(?:has|have|owns|got)\s+(?:a|an|his|her|their)\s+(?:\w+\s+){0,2}(?:camera|dslr|mirrorless|canon|nikon|sony|fuji\w*|pentax|leica)\b/;
/** Let go of: "had to give up his record player", "sold his turntable", "got rid of her espresso machine". */
const LET_GO = String.raw`(?:gave|give|given|giving)\s+(?:up|away)|got\s+rid\s+of|sold|lost|donated|no\s+longer\s+has|doesn['\u2019]?t\s+have`;
/** Broken or taken: "since his old camera died", "her DSLR got stolen", "his turntable broke". */
const STOPPED = String.raw`died|broke|is\s+broken|stopped\s+working|gave\s+out|(?:was|got)\s+(?:stolen|lost|broken)`;
/** Things that are no more, let go of or broken, as said, with what the recipient then does not have. */
const THINGS_GONE: readonly (readonly [RegExp, ItemPrerequisite])[] = (
  [
    [String.raw`record\s+player|turntable`, "record-player"],
    [String.raw`camera|dslr`, "camera"],
    [String.raw`espresso\s+machine`, "espresso-machine"],
  ] as const
).map(([thing, owned]) => [
  new RegExp(
    String.raw`\b(?:${LET_GO})\s+(?:his|her|their|the|a|my)\s+(?:(?:old|fancy|nice)\s+)?(?:${thing})\b|\b(?:${thing})\s+(?:${STOPPED})\b`,
  ),
  owned,
]);
/** What says a car is there, beside a word that would otherwise rule it out: "her own car", "his truck". */
const OWNS_A_CAR = /\b(?:(?:her|his|their|own|first|new|old)\s+(?:car|truck|jeep)|commutes?\s+by\s+car|road\s+trips?)\b/i;
/**
 * "Texts more than my friends do", "does the NYT crossword on her iPad every morning", "plays online Scrabble": a
 * phone or a tablet used every day, easily.
 */
const AT_EASE_WITH_TECH =
  /\b(?:texts\s+(?:more|all\s+day|constantly|nonstop)|on\s+(?:her|his|their)\s+(?:ipad|tablet|phone|iphone|laptop)\s+(?:every|all\s+day)|plays?\s+(?:\w+\s+)?online|(?:more\s+)?(?:tech[\s-]savvy|into\s+tech)\s+than\s+(?:me|us|i\s+am))\b/;
/** "Her old acoustic is in rough shape", "his guitar got stolen", "the old keyboard died". */
const INSTRUMENT_TO_REPLACE =
  /\b(?:old|her|his|their|the)\s+(?:acoustic|electric\s+guitar|guitar|bass\s+guitar|piano|keyboard|violin|ukulele|drum\s+kit)\b[^.;!?]{0,30}?\b(?:in\s+rough\s+shape|falling\s+apart|broke|broken|cracked|warped|beat\s+up|worn\s+out|needs\s+replacing|died|stolen|got\s+stolen)\b/;
/** "With an old Canon AE-1", "his Nikon", "shoots on her Fuji", "her camera": a camera that is theirs already. */
const CAMERA_NAMED =
  /\b(?:(?:with|using|has|owns|got|found|bought)\s+(?:an?|his|her|their)|on\s+(?:his|her|their))\s+(?:(?:old|new|vintage|trusty|first)\s+)?(?:canon|nikon|pentax|leica|olympus|minolta|fuji\w*|yashica|contax|mamiya|hasselblad|camera|dslr|film\s+camera)\b/;
/** "Leaving to backpack through Southeast Asia", "a backpacker", "has to pack really light", "one backpack". */
const TRAVELS_LIGHT =
  /\bbackpack(?:s|ing)?\s+(?:through|across|around)\b|\bbackpackers?\b|\bpack(?:s|ing)?\s+(?:really\s+|very\s+|super\s+)?light\b|\btravel(?:s|ling|ing)?\s+light\b|\bone[\s-]bag\s+travel\b|\b(?:lives?|living|travels?|travell?ing)\s+(?:out\s+of|with\s+(?:just|only))\s+(?:a|one)\s+(?:backpack|bag)\b/;
/** "Always losing his wallet", not "something wallet-friendly". */
const WALLET_NAMED = /\b(?:wallets?|purses?|billfolds?|card\s+holders?)\b(?![\s-]friendly)/;
/** "Reads everything on her Kindle", "loves his Kindle": one of theirs, not one asked for or another maker's. */
const KINDLE_OWNED =
  /(?<!\b(?:wants?|wanting|would\s+love|asking\s+for|asked\s+for|hoping\s+for)\s+(?:a\s+|her\s+|his\s+)?(?:own\s+)?)\b(?:her|his|their|my|on\s+(?:a|the)|has\s+a|got\s+a|with\s+(?:a|the))\s+kindle\b(?!\s+app\b)/;
/** A parent of toddlers ("mom to our two toddlers", "three kids under 6", "a baby and a toddler"), not a toddler. */
const TODDLERS_AT_HOME =
  /\b(?:mom|mum|mother|dad|father|parents?)\s+(?:of|to)\s+(?:(?:a|our|her|his|their|two|three|2|3)\s+)*(?:toddlers?|little\s+ones|young\s+kids)\b|\b(?:our|her|his|their)\s+(?:(?:two|three|2|3)\s+)?toddlers?\b|\b(?:two|three|four|2|3|4)\s+(?:kids|children)\s+under\s+(?:three|four|five|six|3|4|5|6)\b|\ba\s+baby\s+and\s+a\s+toddler\b/;
/** "His knees are bad", "bad knees", "knee problems", "knees are shot". */
const KNEES_BAD =
  /\b(?:bad|weak|sore|shot|wrecked|arthritic|creaky)\s+knees?\b|\bknees?\s+(?:are|is)\s+(?:really\s+|pretty\s+|so\s+)?(?:bad|shot|weak|sore|gone|killing)\b|\bknee\s+(?:pain|problems?|issues?|trouble)\b/;
/** Kept to bed, in English or said plainly in Spanish, French or German (the model's words count too). */
const IN_BED =
  /\b(?:bedridden|bed[\s-]?rest|(?:stuck|confined|recovering|lying|laid\s+up)\s+in\s+bed|(?:weeks?|days?|months?)\s+in\s+bed|en\s+la\s+cama|au\s+lit|im\s+bett)\b/;
/** "Still sharp as a tack", "mentally all there": the mind is fine, whatever the eyes or the legs are doing. */
const SHARP_MIND =
  /\b(?:sharp\s+as\s+a\s+(?:tack|whip)|(?:still|very|mentally|totally|completely)\s+sharp|(?:her|his|their)\s+mind\s+is\s+(?:still\s+)?(?:sharp|great|perfect|fine)|(?:all|still\s+all)\s+there\s+mentally|mentally\s+(?:all\s+there|sharp)|sharper\s+than\s+(?:me|us|all\s+of\s+us|most|anyone|i\s+am))\b/;
/** Assisted living, a nursing home, memory care, a veterans' home: the room is all there is (lowercase text). */
export const IN_CARE_HOME =
  /\b(?:assisted living|nursing home|care home|memory care|retirement home|senior living|(?:the\s+)?va\s+home|veterans['\u2019]?\s+home|residence for (?:old|older|elderly) people|residence for the elderly|old people['\u2019]?s home|old folks['\u2019]? home)\b/;

const NEGLECTS_PLANTS =
  /\b(?:forgets? to water|forgetting to water|(?:kills?|killed|killing) (?:every|all|most|any)?\s*(?:of )?(?:her|his|their|the)?\s*plants?|black thumb|plant killer|can'?t keep (?:a |any )?plants? alive)\b/;

/**
 * "A dad to be", "she loves…" or "his keys": a parent-to-be's role, else the recipient's pronouns, when the text
 * uses only one kind.
 */
function genderInText(text: string): Gender | undefined {
  if (/\b(?:(?:dad|father)\s+to\s+be|new\s+(?:dad|father)|expectant\s+father)\b/.test(text)) return "male";
  if (/\b(?:(?:mom|mum|mother)\s+to\s+be|new\s+(?:mom|mum|mother)|expectant\s+mother)\b/.test(text)) return "female";
  const female = /\b(?:she|her|hers|herself)\b/.test(text);
  const male = /\b(?:he|him|his|himself)\b/.test(text);
  // "Walt next door (he's 79) lost his wife Betty. She did all the cooking": the age is said of the recipient.
  const ageSaidOf = female && male ? /\b(he|she)(?:['\u2019]s|\s+is)\s+\d{1,3}\b/.exec(text) : null;
  if (ageSaidOf) return ageSaidOf[1] === "she" ? "female" : "male";
  return female === male ? undefined : female ? "female" : "male";
}

/** The animals a "pet" item (a pet feeder, a paw-print kit) is for. */
export const PET_KINDS: readonly ItemPrerequisite[] = ["dog", "cat", "bird"];

export interface Circumstances {
  readonly has: ReadonlySet<ItemPrerequisite>;
  /**
   * Animals in `has` only because the person loves them ("loves cats"): nobody said the animal is theirs, so a gift
   * for the person (a cat novel, a dog calendar) comes before one for an animal they may not have.
   */
  readonly lovedAnimals: readonly ItemPrerequisite[];
  /** The animals the text says died ("dogs", "cats"): a loss to honour, not an animal to buy for. */
  readonly petsLost: readonly string[];
  /** The loss is a baby's ("lost their baby", a miscarriage): nothing made for new parents. */
  readonly babyLost: boolean;
  readonly platforms: readonly string[];
  /** Games named in the text, lowercased ("call of duty"). */
  readonly gamesNamed: readonly string[];
  readonly baby: boolean;
  /** The baby has arrived ("born 8 weeks early", "just had her second baby"): nothing for the pregnancy now. */
  readonly babyBorn: boolean;
  readonly owned: readonly string[];
  /** What they make themselves ("ties his own flies", "bakes cookies"): no gift bought ready-made. */
  readonly homemade: readonly string[];
  readonly beginner: boolean;
  /**
   * The loves the text says they are new to ("plays guitar in a band and just started running": running), when the
   * words of starting out share a clause with some; undefined when they speak of no love in particular.
   */
  readonly beginnerAt: readonly string[] | undefined;
  /** Loves music but plays nothing the text says: instruments and practice gear are for someone else. */
  readonly listener: boolean;
  /** Long past the basics: a beginner's kit or class would underrate them. */
  readonly expert: boolean;
  /** Exacting in their taste: a crowd-pleaser of what they love falls short. */
  readonly connoisseur: boolean;
  readonly homebound: boolean;
  readonly neglectsPlants: boolean;
  /** Lives in assisted living or a nursing home, where candles are not allowed. */
  readonly inCareHome: boolean;
  /** Lives without a yard ("a small apartment", "no outdoor space"): nothing to stand or hang outside. */
  readonly noYard: boolean;
  /** Has a kayak, a canoe or a boat of their own: gear that ties to one (a paddle leash) is theirs to use. */
  readonly boatOwned: boolean;
  /** Said to be mentally sharp ("sharp as a tack"): nothing made simple for a failing mind. */
  readonly sharpMind: boolean;
  /** At ease with a phone or tablet ("texts more than my friends do"): no beginner's guide to one. */
  readonly atEaseWithTech: boolean;
  /** Travels with what fits on their back ("leaving to backpack through Southeast Asia", "has to pack really light"). */
  readonly travelsLight: boolean;
  /** A camera of theirs named by its maker or as theirs ("an old Canon AE-1 he found at a flea market"). */
  readonly cameraNamed: boolean;
  /** A wallet or a purse named ("always losing his wallet"): a card-thin tracker has somewhere to go. */
  readonly walletNamed: boolean;
  /** Kept to bed ("weeks in bed after her hip surgery", "en la cama"): nothing that sits on a sofa's arm. */
  readonly inBed: boolean;
  /** A Kindle of their own ("reads everything on her Kindle"): a Kindle cover has something to fit. */
  readonly kindleOwned: boolean;
  /** Toddlers at home ("mom to our two toddlers"): someone who must hear them at night. */
  readonly toddlersAtHome: boolean;
  /** Knees that are bad ("his knees are bad", "knee problems"): nothing done kneeling or jumping. */
  readonly kneesBad: boolean;
  /** The instrument they play is past its best ("her old acoustic is in rough shape"): a new one is welcome. */
  readonly instrumentToReplace: boolean;
  /** Leaving or living outside the country ("moving back to Brazil", "lives in London"): nothing that stays behind or is sold only here. */
  readonly movingAbroad: boolean;
  /** A trip or a move across an ocean ("her trip to Japan this fall"): a US airline's card flies nobody there. */
  readonly goingOverseas: boolean;
  /** The languages they are said to learn ("a 400 day Duolingo streak learning Japanese"), lowercase. */
  readonly languagesLearned: readonly string[];
  /** West or east of the line North American field guides split at, as the text last places them. */
  readonly region: "west" | "east" | undefined;
  /** Twins or triplets: a keepsake made out to one baby's name leaves the other out. */
  readonly multiples: boolean;
  /** Well along in their work ("made partner", "30 years as a nurse"): no starter's things for the job. */
  readonly seniorInWork: boolean;
  /** Starting out in a line of work (a student, a graduate, a first job): the only one a starter's handbook suits. */
  readonly startsInWork: boolean;
  /** A second or later baby ("pregnant with our second"): a first-timer's pregnancy or parenting guide tells them nothing. */
  readonly notFirstBaby: boolean;
  /** Has a cast or a broken limb: a cast protector is for them alone. */
  readonly inACast: boolean;
  /** A leg, a knee, a hip or a foot hurt or operated on: a leg lifter or a crutch bag is for them alone. */
  readonly legHurt: boolean;
  /** A wrist, an arm, a hand or a shoulder in a cast or a sling: nothing that needs both hands for weeks. */
  readonly handHurt: boolean;
  /** Hands that shake (a tremor, Parkinson's): nothing to grind, pour or press by hand. */
  readonly shakyHands: boolean;
  /** A car from before OBD-II ("his '67 Mustang", "restoring a classic car"): no code reader plugs into it. */
  readonly classicCar: boolean;
  /** The loves named as how they got hurt ("broke her leg skiing"): their gear waits until they heal. */
  readonly hurtDoing: readonly string[];
  /** Finishing college or a graduate school ("finishing law school"): the dorm is behind them. */
  readonly leavingSchool: boolean;
  /** Lives in a flat, a studio or a dorm: a tenant, whom a leak detector or a fire extinguisher does not concern. */
  readonly rents: boolean;
  /** Says the home is theirs ("just bought their first house"). */
  readonly ownsHome: boolean;
  /** Keeps a collection ("collects vinyl", "a record collector"). */
  readonly collects: boolean;
  /** Works in a science ("finishing his PhD in astrophysics", "a research chemist"). */
  readonly worksInScience: boolean;
  /** Lives or is moving below the equator ("moving to Chile for a postdoc"), under the southern sky. */
  readonly southernSky: boolean;
  /** The giver hardly knows them ("I barely know him", "meeting her for the first time at her birthday dinner"). */
  readonly barelyKnown: boolean;
  /** Sports the text says they watch ("he just watches baseball"), as said. */
  readonly sportsWatched: readonly string[];
  readonly gender: Gender | undefined;
}

/**
 * "Something just for her", "the gift is for the dad-to-be", "hasn't had a minute to herself": a gift for the
 * parent, not for the baby. "Something for him and the family" is for both.
 */
export const FOR_THEMSELVES =
  /\b(?:take\s+care\s+of|pamper|spoil)\s+(?:her|him)(?:self)?\b|\b(?:just|only)\s+for\s+(?:her|him|them)(?:self|selves)?\b|\bsomething\s+for\s+(?:her|him|them)(?:self|selves)?\b(?!\s+(?:and|nursery|baby|babies|little|son|daughter|kids?|newborn|twins|first|new|upcoming|unborn|for|to)\b)|\bfor\s+(?:herself|himself)\b|\bnot\s+for\s+the\s+baby\b|\bgift\s+is\s+for\s+the\s+(?:dad|mom|mum|father|mother)\b|\b(?:minutes?|moments?|seconds?|time)\s+(?:to|for)\s+(?:herself|himself|themselves)\b/i;

/** "A family in our church who lost their baby", a miscarriage: a grief, with no baby in the house. */
const A_BABY_LOST =
  /\b(?:lost|losing)\s+(?:their|her|his|the|a|our)\s+(?:\w+\s+)?(?:baby|newborn|infant|pregnancy)\b(?!\s+(?:tooth|teeth|weight|fat|blanket))|\b(?:miscarriage|miscarried|stillbirth|stillborn|infant\s+loss|pregnancy\s+loss)\b|\bbaby\s+(?:died|passed)\b/i;
/** A baby coming after a loss ("her rainbow baby after a miscarriage"): the shower is still the baby's. */
const A_BABY_COMING = /\b(?:shower|pregnant|expecting|due\s+(?:in|on|next|this)|rainbow\s+baby|this\s+one|new\s+baby)\b/i;

/** A baby who died, with none coming: a grief, and no baby in the house. */
export function babyLost(text: string, occasion: Occasion | undefined): boolean {
  return A_BABY_LOST.test(text) && occasion !== "baby-shower" && (occasion === "sympathy" || !A_BABY_COMING.test(text));
}

/** Well along in their work ("just made partner at her law firm"): a starter's things are behind them. */
const SENIOR_IN_WORK =
  /\b(?:made|making)\s+partner\b|\b(?:senior|managing|named)\s+partner\b|\bpartner\s+at\s+(?:her|his|their|a|the)\s+(?:law\s+)?firm\b|\b(?:[1-9]\d)\s+years\s+(?:as|in)\s+(?:a|an|the)\b/;

/** Study, an exam, a degree or a first job: "studying for the NCLEX", "taking the bar", "just started his first job as". */
const STARTS_IN_WORK =
  /\b(?:school|student|students|studying|studies|exams?|the\s+bar|nclex|the\s+boards|graduat\w*|degree|first\s+(?:\w+\s+)?job|new\s+job|just\s+(?:started|starting)\s+(?:as|at|out)|starting\s+out|interns?|internship|residency|clinicals|trainee|apprentice|junior\s+(?:associate|nurse|doctor|developer|engineer))\b/;
const STARTING_OCCASIONS: ReadonlySet<string> = new Set(["graduation", "new-job"]);
const NOT_FIRST_BABY =
  /\b(?:with|having|expecting|had|pregnant\s+with)\s+(?:our|their|her|his|a|baby)\s+(?:second|third|fourth|2nd|3rd|4th)\b|\b(?:second|third|fourth|2nd|3rd|4th)\s+(?:baby|child|kid|pregnancy)\b|\b(?:2nd|second)\s+and\s+(?:3rd|third)\s+(?:kids|children|babies)\b|\bbaby\s+(?:#\s*|number\s+)[2-9]\b/;

const BABY_BORN =
  /\b(?:was|were|been)\s+born\b|\bborn\s+\d+\s+weeks\b|\b(?:just\s+)?had\s+(?:her|their|his|a|the)\s+(?:\w+\s+)?(?:baby|babies|twins|son|daughter|boy|girl)\b|\bhad\s+(?:twins|triplets)\b|\b(?:newborn|nicu|postpartum|new\s+parents?|new\s+mom|new\s+dad|since\s+the\s+baby)\b|\b(?:weeks?|months?)\s+old\b|\bacaba\s+de\s+(?:tener|nacer|dar\s+a\s+luz)\b|\bvient\s+d['\u2019](?:accoucher|avoir\s+(?:un|une|son|sa))\b|\bgerade\s+(?:ein(?:en)?\s+)?(?:baby|kind|sohn|tochter)\s+bekommen\b/;
/** An occasion that says the baby is here: "new baby", "newborn", "birth" (a shower comes before). */
export const BORN_OCCASION = /\b(?:new\s*baby|newborn|birth|baby\s+(?:is\s+)?(?:born|arrived|here))\b/i;
/**
 * Leaving the country: "moving to Japan to teach English", "moving back to Brazil after five years", "leaving to
 * sail around the world for a year", "backpacking around South America for six months", a soldier deployed
 * overseas; and someone who lives abroad ("lives in London", "flying in from London", "he's in Seoul for work until
 * next fall", "the Korean family in Busan who hosted my daughter"). A US store card, an outing here or a box delivered monthly cannot follow them.
 */
const ABROAD_PLACES = placesPattern(PLACES_ABROAD);
const MOVING_ABROAD = new RegExp(
  String.raw`\b(?:moving|moves|relocating|relocates|going\s+home|heading\s+home)\s+(?:back\s+)?(?:from\s+[a-z]+(?:\s+[a-z]+)?\s+)?(?:overseas|abroad|to\s+(?:${ABROAD_PLACES})\b)|\b(?:backpack|backpacks|backpacking)\s+(?:around|across|through)\s+(?:${ABROAD_PLACES})\b|\b(?:lives|living|based)\s+in\s+(?:${ABROAD_PLACES})\b|\b(?:(?:the|a|my|our|her|his)\s+)?(?:\w+\s+)?(?:host\s+)?family\s+in\s+(?:${ABROAD_PLACES})\b|\b(?:my|our)\s+(?:aunt|auntie|uncle|grandma|grandpa|grandmother|grandfather|lola|lolo|abuela|abuelo|nonna|nonno|oma|opa|cousin|sister|brother|mom|mum|dad|mother|father|parents|family|niece|nephew|in-laws)\s+(?:back\s+)?in\s+(?:${ABROAD_PLACES})\b|\b(?:he|she|they)(?:['\u2019]s|['\u2019]re|\s+is|\s+are)\s+(?:over\s+|out\s+|stationed\s+|working\s+|studying\s+)?in\s+(?:${ABROAD_PLACES})\s+(?:for\s+(?:work|school|a\s+year|the\s+year|\d+\s+(?:months|years))|until|through|now)\b|\b(?:moved|relocated)\s+(?:over\s+)?to\s+(?:${ABROAD_PLACES})\b|\bflying\s+in\s+from\s+(?:${ABROAD_PLACES})\b|\b(?:survive|surviving|survives)\s+(?:the\s+)?shipping\s+overseas\b|\bship(?:s|ped|ping)?\s+(?:it\s+|them\s+)?overseas\b|\b(?:is|was|being|gets|got|currently|been|now)\s+deployed\b|\bdeploying\s+(?:overseas|abroad|to\s+\w+)|\bfrom\s+(?:${ABROAD_PLACES})\b[^.;]{0,40}?\b(?:flying|going|heading|moving)\s+(?:back\s+)?home\b|\bdeployed\s+(?:overseas|abroad|to\s+\w+)|\bon\s+(?:a\s+)?deployment\b|\b(?:studying|studies)\s+abroad\b(?!\s+(?:someday|one\s+day|next))|\b(?:sail|sails|sailing|travel|travels|traveling|travelling)\s+around\s+the\s+world\s+(?:with\s+(?:his|her|their|a)\s+\w+\s+)?for\s+(?:a|one|two|\d+)\s+years?\b`,
);
/** Places a flight from the US reaches only across an ocean: a US airline's card takes nobody there. */
const OVERSEAS = placesPattern(PLACES_ABROAD.filter((place) => !ABROAD_NEARBY.has(place)));
/** "All she talks about is her trip to Japan this fall", "going to Italy for their honeymoon", "flying to London". */
const TRIP_OVERSEAS = new RegExp(
  String.raw`\b(?:trip|travel(?:s|ing|ling)?|flying|fly|flies|vacation|holiday|honeymoon|going|heading|visit(?:s|ing)?|tour(?:s|ing)?|study(?:ing)?\s+abroad)\s+(?:\w+\s+){0,3}?(?:to|in|around|across|through)\s+(?:${OVERSEAS})\b|\b(?:${OVERSEAS})\s+(?:trip|travel|vacation|honeymoon)\b|\b(?:overseas|abroad)\b`,
);
/** "Has a kayak", "paddles his old canoe": a boat of their own (not "saving for a kayak"). */
const BOAT_OWNED =
  /\b(?:has|have|owns?|got|bought|paddles)\s+(?:a|an|her|his|their|two)\s+(?:\w+\s+)?(?:kayaks?|canoes?|boats?|sup|paddleboards?)\b|\b(?:in|on|from)\s+(?:his|her|their)\s+(?:\w+\s+)?(?:kayaks?|canoes?|boats?)\b/;
/** Places west and east of the Rockies' line that field guides split North America at, as a text names them. */
const WESTERN_PLACES =
  "arizona|phoenix|tucson|scottsdale|sedona|california|los angeles|san diego|san francisco|bay area|sacramento|oregon|portland|seattle|washington state|colorado|denver|boulder|utah|salt lake city|nevada|las vegas|reno|new mexico|albuquerque|santa fe|idaho|boise|montana|wyoming|british columbia|vancouver|the west coast|out west|the southwest";
const EASTERN_PLACES =
  "florida|miami|orlando|tampa|georgia|atlanta|carolina|charlotte|raleigh|virginia|maryland|baltimore|new york|nyc|brooklyn|new jersey|pennsylvania|philadelphia|pittsburgh|boston|massachusetts|maine|vermont|new hampshire|connecticut|ohio|michigan|detroit|chicago|illinois|wisconsin|minnesota|minneapolis|indiana|kentucky|tennessee|nashville|alabama|mississippi|louisiana|new orleans|ontario|toronto|quebec|montreal|the east coast|back east|the midwest";
const REGION_PLACE = new RegExp(String.raw`\b(?:(${WESTERN_PLACES})|(${EASTERN_PLACES}))\b`, "g");

/** The half of North America the text last places them in ("moved from Ohio to Phoenix" is the west). */
function regionOf(text: string): "west" | "east" | undefined {
  let region: "west" | "east" | undefined;
  for (const match of text.matchAll(REGION_PLACE)) region = match[1] ? "west" : "east";
  return region;
}

/** A scientist by trade or by degree: a PhD, a postdoc, a lab of their own. */
const WORKS_IN_SCIENCE =
  /\b(?:ph\.?\s?d|doctorate|postdoc|post-doc|(?:astro)?physicist|astronomer|chemist|biologist|geologist|neuroscientist|scientist|research(?:er|\s+lab))\b/;
/** The giver's own words of knowing them little: a size, a keepsake or a chore of theirs is a guess. */
const BARELY_KNOWN =
  /\b(?:barely|hardly)\s+know\b(?!\s+(?:how|what|where|when|if|whether|anything|much\s+about)\b)|\b(?:do\s*n['\u2019]?t|do\s+not)\s+(?:really\s+)?know\s+(?:him|her|them)\b(?!\s+(?:from|since|through)\b)|\bmeeting\s+(?:him|her|them)\s+for\s+the\s+first\s+time\b|\b(?:have\s*n['\u2019]?t|have\s+not|never)\s+(?:actually\s+)?met\s+(?:him|her|them)\b/;
/** Countries and places below the equator, where a northern planisphere shows the wrong sky. */
const SOUTHERN_SKY =
  /\b(?:chile|argentina|uruguay|paraguay|peru|bolivia|brazil|australia|new\s+zealand|south\s+africa|namibia|madagascar|patagonia|southern\s+hemisphere)\b/;

/** Languages someone learns, said by name. */
const LANGUAGES_LEARNED =
  /\b(?:learn(?:s|ing)?|stud(?:y|ies|ying)|practi[cs](?:e|es|ing)|brush(?:es|ing)?\s+up\s+(?:on\s+)?|lessons\s+in|classes\s+in|duolingo\s+(?:\w+\s+){0,3}?)\s*(japanese|korean|chinese|mandarin|cantonese|arabic|hindi|vietnamese|thai|tagalog|hebrew|greek|spanish|french|italian|german|portuguese|dutch|swedish|norwegian|danish|polish|turkish|russian|indonesian)\b|\b(japanese|korean|chinese|mandarin|cantonese|arabic|hindi|vietnamese|thai|tagalog|hebrew|greek|spanish|french|italian|german|portuguese|dutch|swedish|norwegian|danish|polish|turkish|russian|indonesian)\s+(?:lessons|classes|class|course|streak)\b/g;

function languagesLearned(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(LANGUAGES_LEARNED), (match) => (match[1] ?? match[2]) as string))];
}

/** A cast or a broken limb: "broke her wrist", "in a cast for six weeks". A hip replacement comes with none. */
const IN_A_CAST =
  /\b(?:cast|broken\s+(?:leg|arm|ankle|wrist|foot|hand|bone|bones)|broke\s+(?:his|her|their|a)\s+(?:leg|arm|ankle|wrist|foot|hand)|fractur\w*)\b/;
/** "Broke her right wrist snowboarding", "rotator cuff repaired, in a sling for six weeks". */
const HAND_HURT =
  /\b(?:broke|broken|fractured|sprained|injured|shattered)\s+(?:(?:his|her|their|a|the|my|both)\s+)?(?:left\s+|right\s+)?(?:wrists?|arms?|hands?|fingers?|thumbs?|elbows?|shoulders?|collarbone)\b|\b(?:wrists?|arms?|hands?|shoulders?|rotator\s+cuff)\b(?:(?!\bbut\b)[^.;,]){0,30}?\b(?:surgery|repaired|broke|broken|fractur\w*|cast|sling)\b|\bin\s+a\s+sling\b/;
const SHAKY_HANDS =
  /\b(?:parkinson['\u2019]?s|tremors?|shaky\s+hands|hands?\s+(?:shake|shakes|shaking|tremble|trembles|trembling)|(?:his|her|their)\s+hands\s+(?:have\s+)?(?:started\s+)?(?:to\s+)?shak\w*|tiemblan|zittern)\b/;
const CLASSIC_CAR =
  /(?:['\u2019]|\b19)[2-8]\d\s+(?:ford\s+|chevy\s+|dodge\s+)?(?:mustang|camaro|corvette|chevelle|beetle|bronco|impala|charger|challenger|gto|firebird|thunderbird|pickup|truck|bug|bel\s+air|nova|cuda|el\s+camino)\b|\b(?:classic|vintage|antique|muscle)\s+cars?\b|\bcar\s+restoration\b/;
/** "Knee surgery", "broke her ankle", "on crutches", "a torn ACL": a leg to lift and crutches to carry things on. */
const LEG_HURT =
  /\b(?:crutches|acl|meniscus|achilles)\b|\b(?:legs?|knees?|ankles?|hips?|foot|feet)\b(?:(?!\bbut\b)[^.;,]){0,30}?\b(?:surgery|replaced|replacement|broke|broken|fractur\w*|sprain\w*|torn|tore|injur\w*|cast|operation)\b|\b(?:broke|broken|fractured|sprained|injured|hurt|torn|tore)\s+(?:(?:his|her|their|a|the|my|both)\s+)?(?:left\s+|right\s+)?(?:legs?|knees?|ankles?|hips?|foot|feet)\b/;
/** Done with college or a graduate school ("finishing law school", "defended her PhD"), not applying to one. */
const LEAVING_SCHOOL =
  /\b(?:graduat(?:e|ing|ed|es)\s+(?:from\s+)?|finish(?:ing|ed|es)\s+|complet(?:ing|ed|es)\s+|(?:defend|earn)(?:ing|ed|s)?\s+|got\s+)(?:college|university|uni|law\s+school|med(?:ical)?\s+school|grad(?:uate)?\s+school|nursing\s+school|(?:his|her|their)\s+(?:phd|masters?|master['\u2019]s|doctorate|residency|mba))\b(?!\s+(?:applications?|apps|essays?|tours?|visits?|prep))|\bpassed\s+the\s+bar\b/;
/** An injury and the few words after it, up to the clause's end: "broke her leg skiing", "tore his ACL playing soccer". */
const INJURY_CLAUSE =
  /\b(?:broke|broken|tore|torn|hurt|injured|sprained|fractured|wrecked)\s+((?:[a-z']+\s+){0,4}?[a-z']+)(?=\s*(?:[.,;!?]|\band\b|\bbut\b|$))/g;

/** The loves the recipient text names as how they got hurt; the model's own fields are no account of an injury. */
function lovesThatHurt(interests: readonly InterestReading[], text: string): string[] {
  const clauses = Array.from(text.matchAll(INJURY_CLAUSE), (match) => ` ${match[1]} `);
  if (clauses.length === 0) return [];
  return interests.flatMap((interest) =>
    clauses.some((clause) => clause.includes(` ${interest.phrase.toLowerCase()} `)) ? interest.concepts : [],
  );
}
const STILL_EXPECTING =
  /\b(?:pregnant|(?<!\b(?:first|second|third|fourth|last|previous|other)\s)pregnancy|expecting|due\s+(?:in|on|next|this|any)|mom\s+to\s+be|dad\s+to\s+be|baby\s+shower)\b/;

export interface CircumstanceSources {
  /** The recipient text, lowercased, when it is read (English); otherwise empty. */
  readonly text: string;
  /** The text, the model's interests and the relationship, together. */
  readonly allText: string;
  /** The text and the model's interests as written, with the places a move names ("moving to Chile"). */
  readonly placesText: string;
  readonly interests: readonly InterestReading[];
  /** The interests as the text and the model named them, before the occasion set any aside. */
  readonly owning: readonly InterestReading[];
  readonly occasion: Occasion | undefined;
  /** The occasion as the model wrote it ("new baby"), before it was matched to one of ours. */
  readonly occasionSaid: string;
  readonly relation: Relationship | undefined;
  /** The text's own relationship words speak of a baby ("new parents"). */
  readonly babyInText: boolean;
  /** The recipient is an adult or teenager, or nobody knows: either may have a smartphone. */
  readonly oldEnoughForPhone: boolean;
}

/** Where one thing said ends and the next begins: "plays guitar in a band, and just started running". */
const CLAUSE_BREAK = /[.;!?,:()\n]|\s(?:and|but|while|although|though|plus)\s/;

/** The concepts of the loves said in the same clause as the words of starting out, if any are. */
function lovesStartedOn(text: string, interests: readonly InterestReading[]): readonly string[] | undefined {
  const clauses = text.split(CLAUSE_BREAK).filter((clause) => BEGINNER_WORDS.test(clause));
  // The model's words may come in another order: "sourdough baking" is what "just got into baking sourdough" started.
  const started = interests.filter((interest) => {
    const phrase = ` ${interest.phrase.toLowerCase()}`;
    const words = phrase.match(/[a-z]{3,}/g) ?? [];
    return clauses.some((clause) => {
      if (` ${clause}`.includes(phrase)) return true;
      const clauseWords = new Set(clause.toLowerCase().match(/[a-z]{3,}/g));
      return words.length > 1 && words.every((word) => clauseWords.has(word));
    });
  });
  // "Just got his first electric guitar": new to guitars as well. A love read as no concept ("her first iPhone")
  // says nothing of which loves are new.
  const concepts = started.flatMap((interest) => [...interest.concepts, ...interest.broader]);
  // "Just got her first record player", "his first electric one": new to the thing, not to the love it serves, so a
  // photographer keeps her past the basics of photography, and a boy who plays guitar all day his.
  for (const [thing, concept, said] of THINGS_BEGUN)
    if (clauses.some((clause) => thing.test(clause)) && (said === undefined || said.test(text))) concepts.push(concept);
  return concepts.length > 0 ? concepts : undefined;
}
/** Things someone may have just got the first of, the concept each is, and what else the text must say ("guitar"). */
const THINGS_BEGUN: readonly (readonly [RegExp, string, RegExp?])[] = [
  [/\b(?:record\s+player|turntable)\b/i, "record-player"],
  [/\belectric\s+(?:one|guitar)\b/i, "electric-guitar", /\bguitar/i],
  [/\b(?:camera|dslr|mirrorless)\b/i, "camera"],
];

/** "The recommendation that got me my first real kitchen job": the giver's first, not theirs. */
const GIVERS_OWN_FIRST = /\b(?:my|our)\s+first\b/gi;
/** "Something she'd actually use, not a beginner thing": no beginner at all. */
const NOT_A_BEGINNER =
  /\b(?:not|no|nothing|never|isn['\u2019]?t|is\s+not|far\s+from)\s+(?:an?\s+|for\s+(?:a\s+)?)?(?:beginners?|beginner['\u2019]s|starter|newbies?|novices?)\b/gi;

export function readCircumstances(from: CircumstanceSources): Circumstances {
  const allTextLower = from.allText.toLowerCase();
  const startingOutSaid = from.allText.replace(NOT_A_BEGINNER, " ").replace(GIVERS_OWN_FIRST, " ");
  // The model's own words count too: "loss of her dog" for a friend written about in Portuguese.
  const lost = ANIMALS.filter((animal) => animal.gone.test(allTextLower));
  const connoisseur = CONNOISSEUR_WORDS.test(from.allText);
  const has = hasFromInterests([...from.interests, ...from.owning], from.text, lost, from.allText);
  const ownedText = withoutPlatformsNotOwned(from.allText);
  for (const [pattern, owned] of HAS_FROM_WORDS) if (pattern.test(ownedText)) has.add(owned);
  // "Driving my mom crazy" is no car; a learner's permit is a car still to come, and so is "no car of his own yet".
  if (NO_CAR_OF_THEIR_OWN.test(from.allText) || (NO_CAR_YET.test(from.allText) && !OWNS_A_CAR.test(from.allText))) has.delete("car");
  // "Had to give up his record player" in assisted living: no records to play; "wants to get back into photography
  // since his old camera died": no camera to fit a strap to; "got rid of her espresso machine": nothing to tamp for.
  for (const [gone, owned] of THINGS_GONE) if (gone.test(allTextLower)) has.delete(owned);
  // "Keeps saying she wants a real camera" while she shoots on her phone: the camera is the wish, not hers yet.
  if (CAMERA_WISHED.test(allTextLower) && !OWNS_A_CAMERA.test(allTextLower)) has.delete("camera");
  for (const wished of thingsWished(allTextLower)) has.delete(wished);
  // A gardener without a garden, said in the text or in the model's interests ("balcony flowers"): no beds to hoe.
  if (NO_GARDEN.test(allTextLower)) has.delete("garden");
  // "Used to grill all the time, but there's no outdoor space at the new place": the grill stayed behind.
  if (NO_OUTDOOR_SPACE.test(allTextLower)) has.delete("grill");
  // The babies a nanny looks after are ours, however the model's interests name them ("the twins").
  const ourBabies = caresForOurChildren(from.relation, from.allText);
  if (ourBabies) has.delete("baby");
  const babyAround =
    from.occasion === "baby-shower" ||
    from.relation?.baby === true ||
    from.babyInText ||
    has.has("baby") ||
    /\b(?:pregnant|expecting|newborn)\b|\b(?:her|his|their)\s+new\s+baby\b/.test(from.allText) ||
    (!ourBabies && OUR_BABY_OR_TWINS.test(from.allText));
  const aBabyLost = babyLost(from.allText, from.occasion);
  if (aBabyLost) has.delete("baby");
  else if (babyAround) has.add("baby");
  // A first Mother's Day or Father's Day honours the parent: the baby's things are a keepsake at most.
  const parentsDay = from.occasion === "mothers-day" || from.occasion === "fathers-day";
  const baby = babyAround && !parentsDay && !aBabyLost && !FOR_THEMSELVES.test(from.text);
  if (from.oldEnoughForPhone) has.add("smartphone");
  if (PET_KINDS.some((kind) => has.has(kind))) has.add("pet");
  const movingAbroad = MOVING_ABROAD.test(allTextLower);
  return {
    has,
    lovedAnimals: ANIMALS.filter((animal) => has.has(animal.prerequisite) && !animal.owned.test(allTextLower)).map(
      (animal) => animal.prerequisite,
    ),
    petsLost: lost.map((animal) => animal.concept),
    babyLost: aBabyLost,
    platforms: PLATFORMS.filter(([pattern]) => pattern.test(ownedText)).map(([, stem]) => stem),
    gamesNamed: [...new Set(Array.from(from.allText.matchAll(NAMED_GAMES), (match) => (match[1] as string).toLowerCase()))],
    baby,
    babyBorn: babyAround && (BABY_BORN.test(allTextLower) || BORN_OCCASION.test(from.occasionSaid)) && !STILL_EXPECTING.test(allTextLower),
    owned: from.text ? ownedThings(from.text) : [],
    homemade: from.text ? readHomemade(from.text) : [],
    beginner: BEGINNER_WORDS.test(startingOutSaid),
    beginnerAt: lovesStartedOn(from.text.replace(NOT_A_BEGINNER, " ").replace(GIVERS_OWN_FIRST, " "), from.interests),
    expert: !BEGINNER_WORDS.test(startingOutSaid) && (EXPERT_WORDS.test(from.allText) || connoisseur),
    connoisseur,
    listener: onlyListens(from.interests, allTextLower),
    homebound: HOMEBOUND_WORDS.test(from.allText),
    neglectsPlants: NEGLECTS_PLANTS.test(allTextLower),
    inCareHome: IN_CARE_HOME.test(allTextLower),
    noYard: NO_GARDEN.test(allTextLower) || NO_OUTDOOR_SPACE.test(allTextLower),
    boatOwned: BOAT_OWNED.test(allTextLower),
    sharpMind: SHARP_MIND.test(allTextLower),
    atEaseWithTech: AT_EASE_WITH_TECH.test(allTextLower),
    travelsLight: TRAVELS_LIGHT.test(allTextLower),
    cameraNamed: CAMERA_NAMED.test(allTextLower),
    walletNamed: WALLET_NAMED.test(allTextLower),
    inBed: IN_BED.test(allTextLower),
    kindleOwned: KINDLE_OWNED.test(allTextLower),
    kneesBad: KNEES_BAD.test(allTextLower),
    toddlersAtHome: TODDLERS_AT_HOME.test(allTextLower),
    instrumentToReplace: INSTRUMENT_TO_REPLACE.test(allTextLower),
    inACast: IN_A_CAST.test(allTextLower),
    legHurt: LEG_HURT.test(allTextLower),
    handHurt: HAND_HURT.test(allTextLower),
    shakyHands: SHAKY_HANDS.test(allTextLower),
    classicCar: CLASSIC_CAR.test(allTextLower),
    hurtDoing: lovesThatHurt(from.interests, from.text),
    leavingSchool: LEAVING_SCHOOL.test(allTextLower),
    movingAbroad,
    goingOverseas: movingAbroad || TRIP_OVERSEAS.test(allTextLower),
    languagesLearned: languagesLearned(allTextLower),
    region: regionOf(allTextLower),
    multiples: /\b(?:twins|triplets)\b/.test(allTextLower),
    seniorInWork: SENIOR_IN_WORK.test(allTextLower),
    startsInWork: STARTING_OCCASIONS.has(from.occasion ?? "") || STARTS_IN_WORK.test(allTextLower),
    notFirstBaby: NOT_FIRST_BABY.test(allTextLower),
    rents: RENTS.test(allTextLower),
    ownsHome: OWNS_HOME.test(allTextLower),
    collects: COLLECTS.test(allTextLower),
    worksInScience: WORKS_IN_SCIENCE.test(allTextLower),
    southernSky: SOUTHERN_SKY.test(from.placesText.toLowerCase()),
    barelyKnown: BARELY_KNOWN.test(from.text),
    sportsWatched: sportsOnlyWatched(allTextLower),
    gender: genderOf(from.relation) ?? (from.text ? genderInText(from.text) : undefined),
  };
}

/** "Our new baby", "the twins" (but not "our baby brother", nor twins of school age: "the twins' kindergarten teacher"). */
const OUR_BABY_OR_TWINS =
  /\bour\s+(?:new\s+|little\s+)?baby\b(?!\s+(?:brother|sister|cousin|is\s+(?:a|an|our|the)\s))|(?<!\bold\s)\btwins\b(?!['\u2019]|\s+(?:kindergarten|school|class|teacher|coach|are\s+\d|turn))/;

/**
 * Someone in a role who looks after the giver's children: "our nanny who has cared for our twins since they were
 * newborns". The babies are ours, not hers.
 */
function caresForOurChildren(relation: Relationship | undefined, allText: string): boolean {
  return (
    relation !== undefined &&
    CARE_FOR_CHILDREN.has(relation.noun) &&
    /\bour\s+(?:\w+\s+){0,2}(?:twins|baby|babies|kids|children|boys|girls|son|daughter)\b/.test(allText)
  );
}
const CARE_FOR_CHILDREN: ReadonlySet<string> = new Set(["nanny", "teacher", "coach", "nurse", "therapist"]);
