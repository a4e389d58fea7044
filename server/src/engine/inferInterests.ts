/**
 * Understand, the readings that follow from others: a festival named as the occasion, a job's own needs or a job
 * being left, a new job's named work, a dorm that is no house, a garden given up, alcohol-free drinks for a drinker
 * who avoids alcohol, plant-based cookbooks for a vegan cook, a cook's cooking shows (no streaming stick), a couple's
 * time together, a child to be got off screens, a new parent's own day, and a pet's death.
 */

import type { Occasion } from "@gift-finder/shared";
import { type AvoidConstraint, asLovesOwn, avoidsConcept, narrowedToLove, resolveAvoid } from "./avoidVocabulary.ts";
import { readForWantOfTheirOwn } from "./babyShower.ts";
import { CARED_FOR_THE_GIVERS } from "./caringFor.ts";
import type { CatalogIndex } from "./catalogIndex.ts";
import { saysFootballIsSoccer } from "./proTeams.ts";
import type { AgeRange } from "./readAge.ts";
import { babyLost, FOR_THEMSELVES, NO_GARDEN } from "./readCircumstances.ts";
import { type InterestReading, withConceptAs } from "./readInterests.ts";
import { genderOf, knownFromAfar, PARTNERS, type Relationship } from "./relationships.ts";
import { STOPWORDS, words } from "./text.ts";
import { conceptLabel } from "./vocabulary.ts";

/** Festivals with gifts of their own; the catalog files them under "holiday", so the name says which. */
export const FESTIVALS: ReadonlySet<string> = new Set(["lunar-new-year", "diwali", "eid", "hanukkah"]);

/** Sacraments named as the occasion, with the faith they belong to: a first communion's rosary and children's Bible. */
const RITES: readonly (readonly [pattern: RegExp, concept: string])[] = [
  [/\b(?:communion|comuni(?:\u00f3|o)n|comunione|comunh(?:\u00e3|a)o|erstkommunion)\b/i, "first-communion"],
  [/\b(?:confirmation|baptism|christening)\b/i, "christian"],
];

/**
 * What the occasion's own name adds: "Diwali" its festival (red envelopes and diyas belong to one festival, not to
 * every holiday), "first communion" its sacrament and faith (its keepsakes belong to the day).
 */
function withOccasionsOwn(index: CatalogIndex, interests: InterestReading[], occasion: string): InterestReading[] {
  const said = new Set(interests.flatMap((interest) => interest.concepts));
  const festivals = [...index.phraseConcepts.findIn(occasion)].filter((concept) => FESTIVALS.has(concept));
  const rites = RITES.filter(([pattern]) => pattern.test(occasion)).map(([, concept]) => concept);
  const added = [...festivals, ...rites].filter((concept) => !said.has(concept));
  return [...interests, ...added.map((concept) => ({ phrase: occasion.trim(), concepts: [concept], stems: [], broader: [] }))];
}

/**
 * Concepts that are a job's tools and routine: a retiring nurse is done with stethoscopes, and a teacher who
 * loves gardening is more a gardener on her birthday than a teacher.
 */
const WORK_CONCEPTS: ReadonlySet<string> = new Set([
  "teachers",
  "firefighters",
  "nurses",
  "healthcare-workers",
  "professional-cooks",
  "culinary-school",
  "office",
  "remote-work",
  "lawyer",
  "outdoor-work",
  // "A software dev who loves mechanical keyboards": Clean Code is his work, the keyboards are his.
  "software",
]);
const RETIRING = /\bretir(?:ed|es|ing|ement)\b/;
/** A job left behind: "switching careers after 25 years as a chef", "used to be a nurse". */
const FORMER_WORK = /\b(?:switch(?:ing|ed|es)?\s+careers?|career\s+change|changed\s+careers?|used\s+to\s+be\s+an?)\b/;

/** A job named by its title, whose concept is also a hobby's: a software engineer is not thereby a gadget lover. */
const JOB_TITLES =
  /^(?:works as\s+)?(?:an?\s+)?(?:programmer|(?:software|web)\s+(?:engineer|developer)|developer|software engineering|(?:senior\s+|mechanical\s+|civil\s+|electrical\s+)?engineer|chef|bartender|bartends|bartending)s?$/i;

/** An interest read as concepts, all of them among `kinds` ("wallet" among the things one loses). */
function onlyAbout(interest: InterestReading, kinds: ReadonlySet<string>): boolean {
  return interest.concepts.length > 0 && interest.concepts.every((concept) => kinds.has(concept));
}

/** An interest that is only the person's job. */
export function isWork(interest: InterestReading): boolean {
  if (JOB_TITLES.test(interest.phrase.trim())) return true;
  return onlyAbout(interest, WORK_CONCEPTS);
}

/**
 * An interest that is the setting, not a love: the person's job, or the festival the occasion names. Its ideas
 * fill in; they are not owed a share of the list.
 */
export function isSetting(interest: InterestReading): boolean {
  return isWork(interest) || onlyAbout(interest, FESTIVALS);
}

const SMALL_HOME: ReadonlySet<string> = new Set(["small-space"]);

/** A small flat is where the gift goes, not what they love: with nothing made for one, the occasion's ideas serve. */
export function isSmallHome(interest: InterestReading): boolean {
  return onlyAbout(interest, SMALL_HOME);
}

/** An interest that names a festival at all: "Hanukkah", "hosting a Diwali party". */
export function namesFestival(interest: InterestReading): boolean {
  return interest.concepts.some((concept) => FESTIVALS.has(concept));
}

const DAY_SLEEP: ReadonlySet<string> = new Set(["day-sleep"]);

/** The job itself named at a retirement: "after 35 years as an engineer", "a retired lawyer". */
const YEARS_AS = /\b(?:years\s+as\s+an?|retired)\s+([a-z]+)(?:\s+([a-z]+))?/g;
/** "After 35 years as a high school chemistry teacher", "30 years teaching high school chemistry": the subject too. */
const YEARS_OF_A_SUBJECT = /\byears\s+(?:as\s+an?|teaching)\s+(?:[a-z]+\s+){0,2}([a-z]+)(?:\s+(?:teacher|professor|instructor))?\b/g;

function withoutFormerWork(interests: InterestReading[], occasion: Occasion | undefined, text: string): InterestReading[] {
  if (occasion !== "retirement" && !RETIRING.test(text) && !FORMER_WORK.test(text)) return interests;
  // "Retired and loves golf" names no job: a little word after "retired" is none.
  const jobWords = [...text.matchAll(YEARS_AS), ...text.matchAll(YEARS_OF_A_SUBJECT)]
    .flatMap((job) => [job[1], job[2]])
    .filter((word): word is string => word !== undefined && word.length >= 4 && !STOPWORDS.has(word));
  // One word the start of the other: "engineer" names "engineering".
  const sameWord = (word: string, jobWord: string) => word.length >= 4 && (word.startsWith(jobWord) || jobWord.startsWith(word));
  const namesTheJob = (interest: InterestReading) =>
    interest.phrase
      .toLowerCase()
      .split(/\s+/)
      .some((word) => jobWords.some((jobWord) => sameWord(word, jobWord)));
  // Sleep by day was the night shift's need: a retiree from nights wants to sleep like everyone else again.
  return interests.filter((interest) => !isWork(interest) && !namesTheJob(interest) && !onlyAbout(interest, DAY_SLEEP));
}

/**
 * "An ER doctor with 3 kids who never gets a minute to herself": a gift for her own rest, where the job's gear
 * (work clogs, a nurse's watch) is more of the work. The job stays when nothing else was said.
 */
function withoutWorkWhenForThemselves(interests: InterestReading[], text: string): InterestReading[] {
  if (!FOR_THEMSELVES.test(text)) return interests;
  const own = interests.filter((interest) => !isWork(interest));
  return own.some((interest) => interest.concepts.length > 0) ? own : interests;
}

export const ALCOHOLIC_DRINKS: ReadonlySet<string> = new Set(["beer", "wine", "whiskey", "cocktails"]);
const ALCOHOL_FREE: InterestReading = { phrase: "alcohol-free drinks", concepts: ["mocktails"], stems: [], broader: [] };

/** Sobriety kept after drinking, where a drink made to taste like alcohol is no kindness. */
const IN_RECOVERY = /\b(?:sober|recovering\s+alcoholic|in\s+recovery|alcoholics\s+anonymous|aa\s+meetings?)\b/i;
/** Unless the drink itself is missed: "still misses the whole ritual of a nice drink at night". */
const MISSES_THE_DRINK =
  /\bmiss(?:es|ing)?\s+(?:the\s+)?(?:whole\s+)?(?:ritual|taste|having\s+a\s+drink|a\s+(?:nice\s+|good\s+)?drink|drinks|wine|beer|whiskey|cocktails?)\b/i;

/**
 * Someone who makes or judges drink for a living or a passion, or is given a bottle by everyone: "no wine" leaves the
 * choosing to them, or says they have plenty, not that they do not drink.
 */
const MAKES_THE_DRINK =
  /\b(?:sommeliers?|homebrew\w*|brewers?|winemakers?|bartenders?|mixologists?|cicerones?|distillers?)\b|\b(?:gives?|gets?|buys?)\s+(?:him|her|them)\s+(?:a\s+bottle\s+of\s+)?(?:wine|beer|whiske?y|bourbon|scotch)\b/i;

/**
 * A wine lover who avoids alcohol: the alcohol-free versions of what they love are the gift. Not for someone in
 * recovery who does not miss the drink: a zero-proof aperitif for a husband eight years sober was judged wrong.
 */
export function withAlcoholFree(
  interests: InterestReading[],
  avoid: readonly AvoidConstraint[],
  text = "",
  // Read even beside the model's fields: the role says whose choice the drink is.
  recipient = text,
): InterestReading[] {
  const lovesDrinks =
    (!IN_RECOVERY.test(text) || MISSES_THE_DRINK.test(text)) &&
    !MAKES_THE_DRINK.test(recipient) &&
    interests.some((interest) => interest.concepts.some((concept) => ALCOHOLIC_DRINKS.has(concept)));
  const saidAlready = interests.some((interest) => interest.concepts.includes("mocktails"));
  const free =
    lovesDrinks && !saidAlready && avoid.some((constraint) => constraint.contains.has("alcohol"))
      ? [...interests, ALCOHOL_FREE]
      : interests;
  return withDietCooking(GLUTEN_FREE, withDietCooking(PLANT_BASED, withDecaf(free, avoid), avoid), avoid);
}

const COOKING: ReadonlySet<string> = new Set(["cooking", "recipes", "cookbooks"]);

/** A diet's own cooking, added once for someone who cooks (or bakes, where `alsoBakers`) and keeps to the diet. */
interface DietCooking {
  readonly reading: InterestReading;
  readonly alsoBakers: boolean;
  readonly keeps: (constraint: AvoidConstraint) => boolean;
}

/** A vegan or vegetarian who cooks: recipes of their own diet are the cookbooks to give (a baker keeps to baking). */
const PLANT_BASED: DietCooking = {
  reading: { phrase: "plant-based cooking", concepts: ["plant-based"], stems: [], broader: [] },
  alsoBakers: false,
  keeps: (constraint) => constraint.contains.has("meat") && (constraint.contains.has("dairy") || constraint.phrase === "vegetarian"),
};
/** A baker or a cook who is coeliac: a gluten-free cookbook and flour, before The Joy of Cooking's wheat. */
const GLUTEN_FREE: DietCooking = {
  reading: { phrase: "gluten-free cooking", concepts: ["gluten-free"], stems: [], broader: [] },
  alsoBakers: true,
  keeps: (constraint) => constraint.contains.has("gluten"),
};

function withDietCooking(diet: DietCooking, interests: InterestReading[], avoid: readonly AvoidConstraint[]): InterestReading[] {
  const cooks = interests.some((interest) =>
    interest.concepts.some((concept) => COOKING.has(concept) || (diet.alsoBakers && concept === "baking")),
  );
  const saidAlready = interests.some((interest) => diet.reading.concepts.every((concept) => interest.concepts.includes(concept)));
  return cooks && !saidAlready && avoid.some(diet.keeps) ? [...interests, diet.reading] : interests;
}

/** Where a couple's time together is found: the catalog's outings, its dinners and massages for two among them. */
const DATES = "experiences";

/**
 * Time together with a wife or a boyfriend is a date, not a family's game night: "we never get time together"
 * wants a dinner or a massage for two, not a Switch and Scrabble. So is a pair's at their anniversary: grandparents
 * at their 60th who love "time together" got two dance classes and board games.
 */
export function togetherAsACouple(
  interests: InterestReading[],
  relation: Relationship | undefined,
  occasion: Occasion | undefined,
): InterestReading[] {
  if (relation === undefined || !(PARTNERS.has(relation.noun) || occasion === "anniversary")) return interests;
  return interests.map((interest) =>
    interest.concepts.includes("family-fun")
      ? {
          ...withConceptAs(interest, "family-fun", [DATES]),
          phrase: interest.phrase === conceptLabel("family-fun") ? "time together" : interest.phrase,
          quoted: true,
        }
      : interest,
  );
}

/** "We love hiking and camping together": what a couple does as one. */
const DONE_TOGETHER = /\b(?:we|us)\b[^.!?]*\btogether\b/i;
const TIME_TOGETHER: InterestReading = { phrase: "time together", concepts: ["family-fun"], stems: [], broader: [] };

/**
 * "We love hiking and camping together, but he has way too much gear": the love they share, its things ruled out,
 * leaves their time together as the gift (a night out for two), not a jerky pack for the trail.
 */
export function sharedLoveWithoutItsThings(
  interests: InterestReading[],
  avoid: readonly AvoidConstraint[],
  relation: Relationship | undefined,
  occasion: Occasion | undefined,
  text: string,
): InterestReading[] {
  if (relation === undefined || !(PARTNERS.has(relation.noun) || occasion === "anniversary")) return interests;
  if (!DONE_TOGETHER.test(text) || interests.some((interest) => interest.concepts.includes("family-fun"))) return interests;
  const thingsRuledOut = interests.some((interest) =>
    interest.concepts.some((concept) => avoid.some((constraint) => narrowedToLove(constraint, concept))),
  );
  return thingsRuledOut ? [TIME_TOGETHER, ...interests] : interests;
}

const SCREEN_FREE: InterestReading = { phrase: "time away from screens", concepts: ["screen-free"], stems: [], broader: [] };
/** Below this age "no screens" is a parent's wish for something else to do, not a taste. */
const GROWN_UP_AGE = 18;

/**
 * "Stocking stuffers for my husband who loves gadgets and hot sauce": the size of the gift beside what he loves, no
 * love of its own; only the budget the model sends limits the size. Alone it still says what is wanted.
 */
export function withoutGiftSizeBesideLoves(interests: InterestReading[]): InterestReading[] {
  const size = (interest: InterestReading) =>
    interest.concepts.length > 0 && interest.concepts.every((concept) => concept === "stocking-stuffer");
  return interests.some((interest) => !size(interest)) ? interests.filter((interest) => !size(interest)) : interests;
}

/**
 * "My host family in Osaka... something from home that travels well": what the giver brings them is the gift, not
 * a host's napkins for the family that hosts.
 */
export function theGiftFromHomeOverHosting(interests: InterestReading[]): InterestReading[] {
  const onlyHosting = (interest: InterestReading) =>
    interest.concepts.length > 0 && interest.concepts.every((concept) => concept === "hosting");
  return interests.some((interest) => interest.concepts.includes("taste-of-america"))
    ? interests.filter((interest) => !onlyHosting(interest))
    : interests;
}

/** "70th wedding anniversary", "their marriage": the day itself, said again as a love. */
const THE_DAY_AGAIN =
  /^(?:(?:their|his|her|our|the|a)\s+)?(?:\d+(?:st|nd|rd|th)\s+|(?:golden|silver|ruby|diamond|big)\s+)?(?:(?:wedding|marriage)\s+)?(?:anniversary|marriage|wedding|birthday|retirement|graduation|years\s+together|love\s+story|milestone)$/i;

/**
 * The occasion said again as an interest by the model ("70th wedding anniversary" for an anniversary): no love, so
 * the occasion's own ideas serve, instead of none for a love the catalog cannot match.
 */
export function withoutTheDayAgain(interests: InterestReading[]): InterestReading[] {
  return interests.filter((interest) => interest.concepts.length > 0 || !THE_DAY_AGAIN.test(interest.phrase.trim()));
}

/**
 * A child or a teen to be got off screens, and nothing else they love named ("on his Xbox all day, his mom wants him
 * off screens"): what they can do away from one is the gift, a climbing day or a rocket kit, not whatever is left
 * once the screens are gone.
 */
export function withScreenFree(
  interests: InterestReading[],
  avoid: readonly AvoidConstraint[],
  age: AgeRange | undefined,
): InterestReading[] {
  // A love named beside the screens ("no more video games, loves science") is the gift already.
  if (age === undefined || age.min >= GROWN_UP_AGE || interests.some((interest) => !isSetting(interest))) return interests;
  return avoid.some((constraint) => constraint.is.has("screen")) ? [...interests, SCREEN_FREE] : interests;
}

const CAFFEINATED: ReadonlySet<string> = new Set(["coffee", "espresso"]);
const DECAF: InterestReading = { phrase: "decaf coffee", concepts: ["decaf"], stems: [], broader: [] };

/** A coffee lover whose doctor banned caffeine: decaf is what they love, still allowed. */
function withDecaf(interests: InterestReading[], avoid: readonly AvoidConstraint[]): InterestReading[] {
  const lovesCoffee = interests.some((interest) => interest.concepts.some((concept) => CAFFEINATED.has(concept)));
  const saidAlready = interests.some((interest) => interest.concepts.includes("decaf"));
  return lovesCoffee && !saidAlready && avoid.some((constraint) => constraint.contains.has("caffeine")) ? [...interests, DECAF] : interests;
}

/**
 * Everybody gives her cat things and she is sick of them: a love she asked to be spared gifts for is no
 * interest to serve (and no interest to report as unmatched). A love the avoid phrase does not name in its own
 * words stays: a gamer who owns every video game still welcomes a headset.
 */
export function withoutAvoided(interests: InterestReading[], avoidAll: readonly AvoidConstraint[]): InterestReading[] {
  // An avoid that spares some of its kind keeps the love: a diabetic who loves chocolate can have it sugar-free. Not a
  // medium: a boy kept off his Xbox is no gamer to serve, whatever screen-free toys there are.
  const avoid = avoidAll.filter((constraint) => (constraint.unless?.length ?? 0) === 0 || constraint.medium);
  return interests.filter((interest) => {
    // "Oil painting" beside "no oil paints, he has them all": the things are avoided, the doing is still loved.
    const against = avoid.filter((constraint) => !thingsOfTheDoing(interest.phrase, constraint));
    return (
      interest.concepts.length === 0 ||
      !against.some((constraint) => [interest.phrase, ...interest.phrase.split(/\s+/)].some((said) => avoidsConcept(constraint, said))) ||
      !interest.concepts.every((concept) => against.some((constraint) => avoidsConcept(constraint, concept)))
    );
  });
}

/**
 * An avoid phrase naming things ("oil paints") beside a love said as a doing ("oil painting"). A love of video games
 * is the playing: "a big gamer, but I don't want to get him a game" rules out the copies, not his controller.
 */
function thingsOfTheDoing(love: string, avoid: AvoidConstraint): boolean {
  const avoided = avoid.phrase;
  // Off screens is off the playing too: a boy kept off his Xbox is no gamer to serve (coding off screens still is).
  const playing = PLAYING.has(love.trim().toLowerCase()) && !avoid.medium;
  const doing = playing ? "playing" : (love.trim().toLowerCase().split(/\s+/).at(-1) ?? "");
  const things = avoided.trim().toLowerCase().split(/\s+/).at(-1) ?? "";
  // The very phrase loved and avoided ("video games" both) says no more of it at all.
  const same = love.trim().toLowerCase() === avoided.trim().toLowerCase();
  // "Flies FPV drones ... something that isn't another drone": the flying is loved, another drone is not wanted.
  const saidAsDoing = doing.endsWith("ing") || DOING_FIRST.test(love.trim());
  // "Loves drones ... not another drone": one more of what they love, said in the singular, is what is not wanted.
  const oneMore = love.trim().toLowerCase() === `${avoided.trim().toLowerCase()}s`;
  return oneMore || (saidAsDoing && !things.endsWith("ing") && things.length > 0 && !same);
}
const DOING_FIRST = /^(?:flies|builds|races|rides|sails|paddles|brews|roasts|turns|throws|ties)\s+\S/i;
const PLAYING: ReadonlySet<string> = new Set(["video games", "gamer", "gaming"]);

/**
 * A small flat beside what someone loves is a limit, not a wish: a coffee-loving runner in a tiny studio wants
 * coffee and running things, not nesting bowls and a mirror. Alone it is the need to serve.
 */
function smallSpaceIsALimit(interests: InterestReading[]): InterestReading[] {
  const onlySpace = (interest: InterestReading) =>
    interest.concepts.length > 0 && interest.concepts.every((concept) => concept === "small-space");
  const aLove = (interest: InterestReading) => interest.concepts.some((concept) => !ABOUT_THE_HOME.has(concept));
  if (!interests.some(aLove)) return interests;
  return interests.filter((interest) => !onlySpace(interest));
}
/** "Wants to get into", "keeps saying he'll take up": what someone means to start, said before it. */
const TO_START = String.raw`\b(?:get(?:ting)?\s+into|take\s+up|taking\s+up|pick\s+up|start(?:ing)?|learn(?:ing)?|try(?:ing)?)\s+(?:[a-z]+\s+){0,2}?`;

/**
 * "Wants to get into woodworking", beside "starting a new hobby": the new hobby is the one named, not a dance class.
 * With no hobby named as the one to start ("bored all winter, loves the Packers"), a new one is the need to serve.
 */
function newHobbyNamed(interests: InterestReading[], text: string): InterestReading[] {
  const onlyNew = (interest: InterestReading) =>
    interest.concepts.length > 0 && interest.concepts.every((concept) => concept === "new-hobby");
  const toStart = (interest: InterestReading) =>
    new RegExp(`${TO_START}${interest.phrase.toLowerCase().replace(/[^a-z ]/g, "")}\\b`).test(text);
  if (!interests.some((interest) => interest.concepts.length > 0 && !onlyNew(interest) && toStart(interest))) return interests;
  return interests.filter((interest) => !onlyNew(interest));
}

/** A new or small home is what a housewarming gift is for: a tiny studio then says which things fit. */
const ABOUT_THE_HOME: ReadonlySet<string> = new Set(["small-space", "new-home", "moving", "apartment", "home", "organization"]);

/**
 * A gamer who owns every video game: the avoid phrase rules out the games themselves (its kinds), not everything
 * whose words or tags speak of the love it shares a concept with (a headset tagged video-games). A medium keeps its
 * words: a Minecraft fan kept off screens gets no coding book and no gaming headset either.
 */
export function spareWhatTheyLove(avoid: readonly AvoidConstraint[], interests: readonly InterestReading[]): AvoidConstraint[] {
  const loved = new Set(interests.flatMap((interest) => words(interest.phrase).stems));
  return [...avoid, ...kitchenGadgetsOfTheirLove(avoid, interests)].map((constraint) =>
    !constraint.medium &&
    constraint.is.size > 0 &&
    interests.some((interest) => interest.concepts.some((concept) => avoidsConcept(constraint, concept)))
      ? { ...constraint, words: [] }
      : headOfTheirLove(constraint, loved),
  );
}

/** Loves whose gadgets are kitchen things: a baker's mats and scales, a griller's tongs. */
const KITCHEN_LOVES: ReadonlySet<string> = new Set(["baking", "cooking", "grilling", "coffee", "sourdough"]);
const BARE_GADGETS = /^(?:gadgets?|tools?)$/;

/**
 * "Loves baking but has every gadget already": her gadgets are the baker's (a silicone mat, a scale), which the
 * catalog calls kitchenware, as well as any tech gadget.
 */
function kitchenGadgetsOfTheirLove(avoid: readonly AvoidConstraint[], interests: readonly InterestReading[]): AvoidConstraint[] {
  if (!avoid.some((constraint) => BARE_GADGETS.test(constraint.phrase))) return [];
  const loves = new Set(interests.flatMap((interest) => interest.concepts).filter((concept) => KITCHEN_LOVES.has(concept)));
  // A cook's gadgets are the kitchen's own things ("has a KitchenAid and every gadget imaginable": no pasta machine),
  // read whole; a coffee lover's are made for coffee, so for the other loves only a phrase narrowed to the love counts.
  const cooks = loves.delete("cooking");
  return [...(cooks ? [resolveAvoid("cooking gadgets")] : []), ...asLovesOwn("gadgets", loves)];
}

/**
 * "More fishing tackle than he knows what to do with", from a fisherman: the love names which tackle, and the
 * tackle is what they have enough of. An item says "tackle" in its name or a tag, seldom "fishing tackle" in one.
 */
function headOfTheirLove(constraint: AvoidConstraint, loved: ReadonlySet<string>): AvoidConstraint {
  if (constraint.known || constraint.words.length !== 1) return constraint;
  const stems = (constraint.words[0] as string).split(" ");
  if (stems.length < 2 || !stems.slice(0, -1).every((stem) => loved.has(stem))) return constraint;
  return { ...constraint, words: [stems.at(-1) as string] };
}

/** A dorm room is no house: a fire extinguisher and a leak detector are for a homeowner. */
function dormIsNoHome(interests: InterestReading[]): InterestReading[] {
  if (!interests.some((interest) => interest.concepts.includes("dorm"))) return interests;
  return interests.filter((interest) => !interest.concepts.every((concept) => concept === "new-home"));
}

/**
 * "Our mail carrier": what the job itself speaks of (working outdoors), unless the reading already has it. The
 * model's own interests, when it gave some the catalog can read, say what matters more; "nursing" for the night
 * nurse reads as nothing (it is as often a nursing pillow), and then the job speaks.
 */
export function withJobsNeeds(
  interests: InterestReading[],
  relation: Relationship | undefined,
  modelSaid: boolean,
  context: { readonly occasion: Occasion | undefined; readonly text: string; readonly group: boolean },
): InterestReading[] {
  // The ward's nurses share a tin of treats: a nurse's own shoes or watch would serve one of them.
  if (context.group) return interests;
  // A retiring mail carrier is done with rain suits and ice cleats.
  const modelWasRead = modelSaid && interests.some((interest) => interest.concepts.length > 0);
  if (modelWasRead || context.occasion === "retirement" || RETIRING.test(context.text) || FORMER_WORK.test(context.text)) return interests;
  const said = new Set(interests.flatMap((interest) => interest.concepts));
  const implied = (relation?.implies ?? []).filter((concept) => !said.has(concept));
  return [...interests, ...implied.map((concept) => ({ phrase: conceptLabel(concept), concepts: [concept], stems: [], broader: [] }))];
}

/**
 * A new job whose work is named ("starting as a nurse with 12-hour shifts"): the work's own things are the gift, not
 * a desk name plate made for any new job.
 */
export function theWorkOverANewJob(interests: InterestReading[]): InterestReading[] {
  const newJobOnly = (interest: InterestReading) =>
    interest.concepts.length > 0 && interest.concepts.every((concept) => concept === "new-job");
  if (!interests.some((interest) => !newJobOnly(interest) && isWork(interest))) return interests;
  return interests.filter((interest) => !newJobOnly(interest));
}

const WORKPLACES: ReadonlySet<string> = new Set(["remote-work", "office"]);

/** Days that celebrate the person, not their work: a classroom donation is no Mother's Day gift for a teacher. */
const OWN_DAYS: ReadonlySet<Occasion> = new Set(["mothers-day", "fathers-day", "valentines", "anniversary", "wedding"]);

/** A day of their own, from someone close: family, a partner or a friend, not a coworker or a student's parent. */
export function fromSomeoneClose(occasion: Occasion | undefined, relation: Relationship | undefined): boolean {
  return occasion !== undefined && OWN_DAYS.has(occasion) && relation?.audiences?.includes("coworker") !== true;
}

/**
 * Mother's Day for a mom who teaches second grade and has lost her voice by Friday: her feet and her throat, not
 * her classroom (the judges graded a Target card "for teaching" and gel pens wrong). Her job stays only when
 * nothing else is known of her.
 */
export function withoutWorkOnTheirDay(
  interests: InterestReading[],
  occasion: Occasion | undefined,
  relation: Relationship | undefined,
  text = "",
): InterestReading[] {
  // "Something just for her to unwind after a hard week", for a hospice nurse: no work shoes or drug handbook.
  if (!fromSomeoneClose(occasion, relation) && !JUST_FOR_THEM.test(text)) return interests;
  // Where someone works ("works from home") still shapes their days; what their job is does not make the gift.
  const rest = interests.filter((interest) => !isWork(interest) || onlyAbout(interest, WORKPLACES));
  return rest.some((interest) => interest.concepts.length > 0) ? rest : interests;
}

const JUST_FOR_THEM =
  /\b(?:something|anything|a\s+gift|a\s+present)\s+(?:that['\u2019]?s\s+|that\s+is\s+)?just\s+for\s+(?:her|him|them|herself|himself|themselves)\b|\bthe\s+one\s+thing\s+(?:that['\u2019]?s|that\s+is)\s+(?:just\s+|all\s+|only\s+)?(?:hers|his|theirs)\b/i;

/**
 * "New parents, both medical residents working crazy hours": a baby shower celebrates the baby, and their job is
 * no theme for it (no work shoes or a nurse's watch); the hours they keep still say what they need (sleep).
 */
export function withoutWorkAtShower(interests: InterestReading[], occasion: Occasion | undefined): InterestReading[] {
  if (occasion !== "baby-shower") return interests;
  const loves = interests.filter((interest) => !isWork(interest));
  // "Both big readers and really outdoorsy": at the shower their loves are the baby's first books and outings, not a
  // Harry Potter box set for the parents; the model's fields may name only the loves.
  // Their needs (easy meals, sleep) and the baby's own things (milestone photos) are already the shower's.
  const aboutTheBaby = loves.some((interest) => interest.concepts.some((concept) => SHOWER_CONCEPTS.has(concept)));
  const parentsLove = loves.some((interest) => interest.concepts.some((concept) => LOVES_WITH_A_BABYS_VERSION.has(concept)));
  return aboutTheBaby || !parentsLove ? loves : [THE_NEW_BABY, ...loves];
}
const SHOWER_CONCEPTS: ReadonlySet<string> = new Set(["baby", "new-parents", "pregnancy", "postpartum", "baby-gear"]);
/** Loves a baby can share from the start: board books, lullabies, a carrier for the trail, a team's onesie. */
const LOVES_WITH_A_BABYS_VERSION: ReadonlySet<string> = new Set(
  "reading books music camping hiking outdoors travel sports dogs cats animals art star-wars disney harry-potter".split(" "),
);
const THE_NEW_BABY: InterestReading = { phrase: "the new baby", concepts: ["baby"], stems: [], broader: [] };

/** Aids for a body that fails: hearing, a tremor, a walker, pain, sight, stiff joints. */
const AIDS: ReadonlySet<string> = new Set(["hearing", "tremor", "walker-aids", "pain-relief", "low-vision", "arthritis"]);
/** Days that celebrate a couple or a working life, when an aid says "your body" instead of "you". */
const CELEBRATING: ReadonlySet<Occasion> = new Set(["valentines", "anniversary", "retirement", "thank-you", "farewell", "new-job"]);

/**
 * A condition said in passing beside what someone loves: weighted forks for a painter with a tremor on Valentine's
 * Day, TV headphones for a retiring coworker who watches birds, a walker tray as a neighbour's thank-you (all
 * judged wrong). On a partner's own day, or from someone known from afar on a day that celebrates them, the loves
 * are the gift. Alone, on a birthday from family, or on grandparents' anniversary, the need still is.
 */
export function withoutAidsOnCelebrations(
  interests: InterestReading[],
  occasion: Occasion | undefined,
  relation: Relationship | undefined,
): InterestReading[] {
  if (occasion === undefined || !CELEBRATING.has(occasion)) return interests;
  const partnersDay = (occasion === "valentines" || occasion === "anniversary") && PARTNERS.has(relation?.noun ?? "");
  if (!partnersDay && !knownFromAfar(relation)) return interests;
  const loves = interests.filter((interest) => !onlyAbout(interest, AIDS));
  return loves.some((interest) => interest.concepts.length > 0) ? loves : interests;
}

/**
 * "The night nurse who took such good care of my mom in the hospital": the hospital is where the nurse works, and
 * the one getting well is someone else.
 */
export function withoutPatientsNeeds(
  interests: InterestReading[],
  relation: Relationship | undefined,
  occasion: Occasion | undefined,
  text: string,
): InterestReading[] {
  // "My partner has become her mom's full-time carer since the dementia diagnosis": the dementia is the mother's, and
  // the gift is the carer's own rest (judged wrong: a robotic cat, a pill dispenser, a dementia jigsaw).
  const caring = interests.some((interest) => interest.concepts.includes("caregiver"));
  if (caring) return interests.filter((interest) => !onlyAbout(interest, CARED_FOR));
  // A doctor or a therapist thanked: the chemo or the surgery was the giver's ("I just finished chemo"). So was it for
  // anyone thanked for the care they gave: "our dog walker, who took amazing care of our old dog after his surgery".
  // Not at a get-well, where the one who cared may now be the one recovering ("now recovering from her own surgery").
  const thankedForCare = occasion !== "get-well" && CARED_FOR_THE_GIVERS.test(text);
  if (relation?.noun !== "nurse" && relation?.noun !== "therapist" && !thankedForCare) return interests;
  return interests.filter((interest) => !onlyAbout(interest, GETTING_WELL));
}
const GETTING_WELL: ReadonlySet<string> = new Set(["get-well", "chemo", "recovery"]);

/**
 * "He broke his arm skateboarding. The cast is off now and he's itching to skate again": the injury is over, and a
 * backrest for bed rest or an overbed table is no gift now.
 */
function healedAlready(interests: InterestReading[], text: string): InterestReading[] {
  return HEALED.test(text) ? interests.filter((interest) => !onlyAbout(interest, GETTING_WELL)) : interests;
}
const HEALED =
  /\b(?:(?:the\s+|his\s+|her\s+)?cast\s+(?:is|came|has\s+come)\s+off|(?:surgery|replacement|operation)\s+(?:last|a)\s+year(?:\s+ago)?|(?:is|are|has|have)\s+(?:all\s+|fully\s+|completely\s+)?(?:healed|recovered)|(?:is|are)\s+(?:all\s+)?better\s+now)\b/i;
/** What the one cared for has, not the one caring. */
const CARED_FOR: ReadonlySet<string> = new Set([...GETTING_WELL, "dementia", "mobility", "hearing", "blindness"]);

/**
 * "The kids' swim coach, she's 20, a college student": what the coach or the colleague is doing in life, not a dorm
 * to furnish; only a graduation makes moving-in things a gift from afar.
 */
export function withoutStudentLife(
  interests: InterestReading[],
  relation: Relationship | undefined,
  occasion: Occasion | undefined,
): InterestReading[] {
  if (!knownFromAfar(relation) || occasion === "graduation") return interests;
  return interests.filter((interest) => !onlyAbout(interest, DORM_LIFE));
}
const DORM_LIFE: ReadonlySet<string> = new Set(["dorm"]);

const ANIMAL_CONCEPTS: ReadonlySet<string> = new Set(["dogs", "cats", "pets", "new-puppy", "senior-dogs"]);

const PET_LOSS: InterestReading = { phrase: "pet loss", concepts: ["pet-loss"], stems: [], broader: [] };

/** Their dog died: what honours the loss (a memorial chime, "Dog Heaven"), not toys and gear for a dog. */
export function mourningFor(interests: readonly InterestReading[]): InterestReading[] {
  const others = interests.filter(
    (interest) =>
      !interest.concepts.some((concept) => ANIMAL_CONCEPTS.has(concept) || concept === "pet-loss") &&
      // Comfort in grief is the keepsake and the kind word, not insoles or bath bombs.
      !onlyAbout(interest, SOOTHING),
  );
  return [PET_LOSS, ...others];
}

/** Physical comfort and pampering, which a grieving person is not asking for. */
const SOOTHING: ReadonlySet<string> = new Set(["comfort", "relaxation", "wellness"]);

/** The phrase of the plants inferred for someone who misses a garden. */
export const INDOOR_PLANTS_PHRASE = "plants indoors";
const INDOOR_PLANTS: InterestReading = { phrase: INDOOR_PLANTS_PHRASE, concepts: ["plants"], stems: [], broader: [] };

/**
 * A gardener who has no garden now: plants to keep indoors carry the love on ("misses her garden"), and the
 * garden they gave up is named as the hobby, not as a place they still have.
 */
function gardenIndoors(interests: InterestReading[], text: string): InterestReading[] {
  const gardener = interests.some((interest) => interest.concepts.includes("gardening"));
  if (!gardener || !NO_GARDEN.test(text)) return interests;
  const hobby = interests.map((interest) => (interest.concepts.includes("gardening") ? { ...interest, phrase: "gardening" } : interest));
  return interests.some((interest) => interest.concepts.includes("plants")) ? hobby : [...hobby, INDOOR_PLANTS];
}

/** A swap of gag gifts ("white elephant", "Yankee swap") wants something fun, whoever ends up with it. */
const SWAP_OF_GAG_GIFTS = /\b(?:white elephant|yankee swap|dirty santa|gag gift)\b/i;
/** The phrase of the fun a gift swap asks for. */
export const SWAP_PHRASE = "a fun swap gift";
const FUN: InterestReading = { phrase: SWAP_PHRASE, concepts: ["humor"], stems: [], broader: [] };

function withFunForSwaps(interests: InterestReading[], occasion: string): InterestReading[] {
  if (!SWAP_OF_GAG_GIFTS.test(occasion)) return interests;
  // "The host just had a baby, but the swap is between the adults": the baby is the host's, not the swap's.
  const grownUps = withoutTheBaby(interests);
  return grownUps.some((interest) => interest.concepts.includes("humor")) ? grownUps : [...grownUps, FUN];
}

const BABY_KEEPSAKES: InterestReading = { phrase: "a keepsake of the baby", concepts: ["keepsake"], stems: [], broader: [] };

const BABY_CONCEPTS: ReadonlySet<string> = new Set(["baby", "new-parents"]);
const PREGNANCY_CONCEPTS: ReadonlySet<string> = new Set(["pregnancy", "postpartum", "prenatal-care"]);
/**
 * "Just had twins, her second pregnancy": the pregnancy is behind her, and its pillows and belly bands with it. So it
 * is after a loss.
 */
export function withoutAPregnancyPast(interests: InterestReading[], babyBorn: boolean): InterestReading[] {
  return babyBorn ? interests.filter((interest) => !interest.concepts.every((concept) => PREGNANCY_CONCEPTS.has(concept))) : interests;
}
/** "Moving into assisted living and can't bring much": a move into care is no housewarming, and wants no doormat. */
export function withoutAMoveIntoCare(interests: InterestReading[], inCareHome: boolean): InterestReading[] {
  return inCareHome ? interests.filter((interest) => !onlyAbout(interest, A_MOVE)) : interests;
}
/** A parent's own care, which no baby product serves. */
const OWN_CARE: ReadonlySet<string> = new Set(["wellness", "relaxation"]);
/** A parent's own care, said of them as the relationship says: "his own" for a dad-to-be, "her own" for a new mom. */
function ownCareOf(relation: Relationship | undefined): InterestReading {
  const gender = genderOf(relation);
  const whose = gender === "male" ? "his" : gender === "female" ? "her" : "their";
  return { phrase: `some care of ${whose} own`, concepts: ["wellness"], stems: [], broader: [] };
}

/** The interests that are about more than the baby. */
function withoutTheBaby(interests: InterestReading[]): InterestReading[] {
  return interests.filter((interest) => !interest.concepts.every((concept) => BABY_CONCEPTS.has(concept)));
}

/** The parent's own part of each interest: "new dad exhaustion" keeps the exhaustion; "new mom" goes. */
function onlyTheParents(interests: InterestReading[]): InterestReading[] {
  return withoutTheBaby(interests).map((interest) =>
    interest.concepts.some((concept) => BABY_CONCEPTS.has(concept))
      ? { ...interest, concepts: interest.concepts.filter((concept) => !BABY_CONCEPTS.has(concept)) }
      : interest,
  );
}

const NEW_GRANDPARENT =
  /\b(?:became|become|becoming|is\s+now|just\s+became)\s+a\s+(?:grandfather|grandmother|grandpa|grandma|granddad|grandparent)\b|\bfirst\s+grandchild\b|\bnew\s+grand(?:pa|ma|father|mother|parents?)\b/i;
const NEW_GRANDPARENT_INTEREST: InterestReading = { phrase: "a new grandparent", concepts: ["new-grandparents"], stems: [], broader: [] };

/** A parent's first Mother's or Father's Day, or a baby of theirs named beside it. */
const A_NEW_PARENT =
  /\b(?:first|1st)\s+(?:mother|father|mom|mum|dad)['\u2019]?s\s+day\b|\b(?:our|their|her|his)\s+(?:new\s+|little\s+)?(?:baby|newborn|twins)\b|\bnew\s+(?:mom|mum|dad|mother|father)\b/i;

/** Occasions that celebrate the person themselves: a new dad's Father's Day is his, not the baby's. */
const THEIR_OWN_DAY: ReadonlySet<Occasion> = new Set(["fathers-day", "mothers-day", "birthday", "valentines", "anniversary"]);

/**
 * A new parent on their own day: keepsakes of the baby's first year are for them, a teether or a bib is for the
 * baby. Their other interests (coffee, sleep, running) say the rest. Read after what they have, so the baby
 * still counts as in the house.
 */
export function forTheParent(
  interests: InterestReading[],
  occasion: Occasion | undefined,
  relation: Relationship | undefined,
  text: string,
): InterestReading[] {
  // "The gift is for the dad-to-be", "something just for her" six weeks after the baby came: a gift for the parent,
  // whatever the occasion. So is a new mother's own pampering named beside the baby ("new mom", "self-care").
  if (FOR_THEMSELVES.test(text) || interests.some((interest) => interest.concepts.some((concept) => OWN_CARE.has(concept)))) {
    // "What she really needs is for somebody to take care of HER", and nothing else said: her own care. The
    // parents' rest, read for want of anything else, is no interest of hers.
    const own = onlyTheParents(interests).filter((interest) => !readForWantOfTheirOwn(interest));
    return own.length > 0 ? own : [ownCareOf(relation)];
  }
  // "A family in our church who lost their baby": a grief, and nothing of a baby's. "Lost her pregnancy at 20
  // weeks": nor of the pregnancy's (a maternity robe, a pregnancy pillow).
  if (babyLost(text, occasion)) return withoutAPregnancyPast(withoutTheBaby(interests), true);
  if (relation?.baby) return interests;
  // "Her first Mother's Day, our baby is 4 months old", and nothing else said: a keepsake of the baby's first year.
  if ((occasion === "mothers-day" || occasion === "fathers-day") && interests.length === 0 && A_NEW_PARENT.test(text))
    return [BABY_KEEPSAKES];
  // A new grandparent: the baby is a grandchild, not in their house, and a parent's baby book is not theirs.
  if (NEW_GRANDPARENT.test(text) || interests.some((interest) => interest.concepts.includes("new-grandparents"))) {
    const own = withoutTheBaby(interests);
    return own.some((interest) => interest.concepts.includes("new-grandparents")) ? own : [...own, NEW_GRANDPARENT_INTEREST];
  }
  // "Just because" a friend had twins, beside her sleep and her coffee: she is the one the gift is for.
  const herOwnNeeds = occasion !== "baby-shower" && withoutTheBaby(interests).length > 0;
  if (occasion === undefined || (!THEIR_OWN_DAY.has(occasion) && !herOwnNeeds)) return interests;
  // "New dad exhaustion" is about the dad: the baby's things leave the phrase, his need stays. A keepsake of the
  // baby's first year only when nothing of their own is said: beside her sleep and her cold coffee, a baby book
  // was judged wrong every time.
  const keepsake = herOwnNeeds ? [] : [BABY_KEEPSAKES];
  return interests.flatMap((interest) => {
    if (!interest.concepts.includes("baby")) return [interest];
    const own = interest.concepts.filter((concept) => concept !== "baby");
    return own.length === 0 ? keepsake : [{ ...interest, concepts: own }];
  });
}

export interface RequestContext {
  /** The occasion in the request's own words ("Diwali", "white elephant"). */
  readonly occasionText: string;
  readonly occasion: Occasion | undefined;
  /** The recipient text when it is read (English), else empty. */
  readonly text: string;
  /** The person wrote in another language than English. */
  readonly foreign: boolean;
}

/** The interests as the occasion and the text around them change them: a festival, a job left, a dorm, a swap. */
export function inContext(index: CatalogIndex, interests: InterestReading[], context: RequestContext): InterestReading[] {
  const festive = withOccasionsOwn(index, interests, context.occasionText);
  const atHome = gardenIndoors(
    newHobbyNamed(
      smallSpaceIsALimit(
        dormIsNoHome(withoutWorkWhenForThemselves(withoutFormerWork(festive, context.occasion, context.text), context.text)),
      ),
      context.text,
    ),
    context.text,
  );
  const said = glassesGoMissing(
    withoutLostThings(
      phoneFindsItself(
        withFunForSwaps(mournersOwnThings(healedAlready(atHome, context.text), context.occasion), context.occasionText),
        context.text,
      ),
    ),
    context.text,
  );
  const named = withoutNarrowersWord(
    withoutBareSports(withoutPassingMove(withoutPassingNewJob(nightWorkAsItsToll(said, context), context.occasion), context.occasion)),
  );
  const family = bigSiblingsGift(grandchildIsNew(callsAsSaid(footballAsSaid(named, context), context.text), context.text), context.text);
  return plainWordsAsSaidExactly(
    snackingMadeHealthy(dementiaFarAlongIsDementia(showsOfACook(streamsTheirGames(parentsRest(family, context.occasion))))),
  );
}

/**
 * A plain word for a love said more exactly elsewhere in the request, read as that love: "lives on his PS5 and plays a
 * lot of Fortnite and sports games" plays video games (no Catan Junior), and a boy who skateboards "filming his friends
 * skating" films skateboarding (no roller rink).
 */
const SAID_EXACTLY: readonly { readonly exact: string; readonly plain: string; readonly words: RegExp }[] = [
  { exact: "video-games", plain: "board-games", words: /^(?:(?!board\b|card\b|tabletop\b)[a-z-]+\s+)?games?$/i },
  { exact: "skateboarding", plain: "skating", words: /^skat(?:e|es|ing)$/i },
];

function plainWordsAsSaidExactly(interests: InterestReading[]): InterestReading[] {
  return SAID_EXACTLY.reduce((read, { exact, plain, words }) => {
    if (!read.some((interest) => interest.concepts.includes(exact))) return read;
    return read.map((interest) =>
      interest.concepts.includes(plain) && words.test(interest.phrase.trim()) ? withConceptAs(interest, plain, [exact]) : interest,
    );
  }, interests);
}

/**
 * "Always snacks on junk at his desk but he's been trying to eat healthier": the snacking is a habit to turn, so its
 * gifts are healthy snacks (a box of nut bars), not the popcorn tin and candy box the habit alone would bring.
 */
function snackingMadeHealthy(interests: InterestReading[]): InterestReading[] {
  if (!interests.some((interest) => interest.concepts.includes("healthy"))) return interests;
  return interests.map((interest) => (onlyAbout(interest, SNACKING) ? withConceptAs(interest, "snacks", ["healthy-snacks"]) : interest));
}
const SNACKING: ReadonlySet<string> = new Set(["snacks"]);

/** Dementia far along ("doesn't always know who we are") is dementia still: its rules and its day clock hold too. */
function dementiaFarAlongIsDementia(interests: InterestReading[]): InterestReading[] {
  return interests.map((interest) =>
    interest.concepts.includes("advanced-dementia") && !interest.concepts.includes("dementia")
      ? { ...interest, concepts: [...interest.concepts, "dementia"] }
      : interest,
  );
}

/**
 * New parents "beyond exhausted": the rest they lack is sleep and help with the baby, not a 1000-piece jigsaw or a
 * bath bomb to unwind with, as the model's "rest for tired parents" reads.
 */
function parentsRest(interests: InterestReading[], occasion: Occasion | undefined): InterestReading[] {
  if (occasion !== "baby-shower") return interests;
  return interests.map((interest) =>
    interest.concepts.length === 1 && interest.concepts[0] === "relaxation"
      ? withConceptAs(interest, "relaxation", ["sleep", "parenting"])
      : interest,
  );
}

/** "Wants to be a chef, watches cooking shows nonstop": the shows are the cook's love, no streaming stick's. */
function showsOfACook(interests: InterestReading[]): InterestReading[] {
  if (!interests.some((interest) => interest.concepts.includes("cooking"))) return interests;
  return interests.filter((interest) => !(interest.concepts.includes("streaming") && /\b(?:cooking|baking)\b/i.test(interest.phrase)));
}

/**
 * "A present waiting for our 3 year old 'from the baby'": the gift is the big sibling's, given in the baby's name.
 * (Stuffed animals "from the baby shower" are the baby's own.)
 */
export const FROM_THE_BABY =
  /\bfrom\s+(?:the|his|her|their)\s+(?:new\s+)?(?:baby(?!\s+(?:shower|registry|store|section|aisle|boutique|fair)\b)|little\s+(?:sister|brother)|new\s+(?:sister|brother))\b/i;
const BECOMING_A_BIG_SIBLING: InterestReading = { phrase: "becoming a big sibling", concepts: ["new-sibling"], stems: [], broader: [] };

/** The big sibling's own loves, and being one, not the baby's bottles and booties. */
function bigSiblingsGift(interests: InterestReading[], text: string): InterestReading[] {
  return FROM_THE_BABY.test(text) || FOR_THE_BIG_SIBLING.test(text)
    ? withTheBabyAnothers(interests, BECOMING_A_BIG_SIBLING, "after")
    : interests;
}
/** "Something for the big sister when I visit", "her 4 year old son is feeling left out": the older child's gift. */
export const FOR_THE_BIG_SIBLING =
  /\bfor\s+(?:the|her|his|their)\s+(?:new\s+)?big\s+(?:brother|sister|sibling|bro|sis)\b|\b(?:feeling|feels|felt)\s+(?:a\s+(?:bit|little)\s+)?left\s+out\b|\bnew\s+big\s+(?:brother|sister)\b/i;

/**
 * A baby in the text who is not the recipient's to care for: their loves without the baby's gear, and their own
 * part in the new family (`role`) among them, before or after the rest.
 */
function withTheBabyAnothers(interests: InterestReading[], role: InterestReading, at: "first" | "after"): InterestReading[] {
  const theirs = interests.filter((interest) => !onlyAbout(interest, BABY_GEAR_CONCEPTS));
  const [concept] = role.concepts;
  if (theirs.some((interest) => concept !== undefined && interest.concepts.includes(concept))) return theirs;
  return at === "first" ? [role, ...theirs] : [...theirs, role];
}

/** Loves of playing video games, beside which "streaming" is streaming one's play, not watching films. */
const GAMING: ReadonlySet<string> = new Set([
  "video-games",
  "pc-gaming",
  "minecraft",
  "fortnite",
  "roblox",
  "nintendo",
  "playstation",
  "xbox",
]);
const STREAMS_PLAY: InterestReading = { phrase: "streaming their games", concepts: ["game-streaming"], stems: [], broader: [] };

/** "A PC gamer who streams sometimes": a microphone or a light for the stream, not a Fire TV stick. */
function streamsTheirGames(interests: InterestReading[]): InterestReading[] {
  if (!interests.some((interest) => interest.concepts.some((concept) => GAMING.has(concept)))) return interests;
  return interests.map((interest) =>
    interest.concepts.length === 1 && interest.concepts[0] === "streaming" ? { ...STREAMS_PLAY, phrase: interest.phrase } : interest,
  );
}

/** "My parents just became grandparents", "Mom's first grandbaby arrived": the baby is theirs to dote on, not to raise. */
const BECAME_GRANDPARENTS =
  /\b(?:became|become|becoming|are\s+now|is\s+now|made\s+(?:them|her|him))\s+(?:an?\s+)?(?:first[\s-]time\s+)?(?:great[\s-]+)?grand(?:parents|ma|pa|mother|father|mom|dad)s?\b|\b(?:their|her|his)\s+first\s+(?:great[\s-]+)?grand(?:child|baby|kid|son|daughter)\b/i;
const NEW_GRANDPARENTS: InterestReading = { phrase: "new grandparents", concepts: ["new-grandparents"], stems: [], broader: [] };

/**
 * New grandparents are celebrated with what they will share with the grandchild (a photo frame, a grandparent's
 * journal), not with the baby's own gear: a diaper pail and a nursing pillow were judged wrong for them every time.
 */
function grandchildIsNew(interests: InterestReading[], text: string): InterestReading[] {
  return BECAME_GRANDPARENTS.test(text) ? withTheBabyAnothers(interests, NEW_GRANDPARENTS, "first") : interests;
}
const BABY_GEAR_CONCEPTS: ReadonlySet<string> = new Set(["baby", "new-parents", "baby-gear", "pregnancy", "postpartum"]);

const NEW_JOB: ReadonlySet<string> = new Set(["new-job"]);

/**
 * "Took a new job with a 90-minute train ride", "moved to Oslo for a new job": away from a new-job occasion, the job
 * is why the need arose; a padfolio or a desk name plate beside the commute was judged wrong every time.
 */
function withoutPassingNewJob(interests: InterestReading[], occasion: Occasion | undefined): InterestReading[] {
  if (occasion === "new-job") return interests;
  const rest = interests.filter((interest) => !onlyAbout(interest, NEW_JOB));
  return rest.some((interest) => !isSetting(interest)) ? rest : interests;
}

/** A night job said beside the sleep it costs: "bartends until 3am", "night shifts as an ER nurse". */
const NIGHT_JOB = /\b(?:bartend\w*|nurses?|nursing)\b/i;

/**
 * "She bartends until 3am and sleeps until noon": the gift is the day's sleep, not a shaker and a bottle of gin
 * for the bar, nor a drug handbook for the ward (judged wrong each time).
 */
function nightWorkAsItsToll(interests: InterestReading[], context: RequestContext): InterestReading[] {
  // Starting the job, its gear is still the gift: "her first nursing job, on night shifts".
  if (context.occasion === "new-job" || STARTING_A_JOB.test(context.text)) return interests;
  if (!interests.some((interest) => interest.concepts.includes("day-sleep"))) return interests;
  return interests.filter((interest) => !NIGHT_JOB.test(interest.phrase) && !onlyAbout(interest, NURSING));
}
const NURSING: ReadonlySet<string> = new Set(["nurses"]);
const STARTING_A_JOB = /\b(?:first|new)\s+(?:\w+\s+)?job\b|\bjust\s+(?:started|starting|got\s+hired)\b/i;

const A_MOVE: ReadonlySet<string> = new Set(["new-home", "moving"]);
/** The person's own days, where a gift is for them and not for the house. */
const PERSONAL_OCCASIONS: ReadonlySet<Occasion> = new Set([
  "anniversary",
  "valentines",
  "birthday",
  "mothers-day",
  "fathers-day",
  "holiday",
  "just-because",
]);

/**
 * "We moved into a drafty farmhouse last fall and she's freezing" for an anniversary: a leak detector and a
 * thermostat for the house were judged wrong beside what warms her. On a person's own day, a move beside other
 * needs is the setting; alone, it is still the topic.
 */
function withoutPassingMove(interests: InterestReading[], occasion: Occasion | undefined): InterestReading[] {
  if (occasion === undefined || !PERSONAL_OCCASIONS.has(occasion)) return interests;
  const rest = interests.filter((interest) => !onlyAbout(interest, A_MOVE));
  return rest.some((interest) => !isSetting(interest)) ? rest : interests;
}

const VIDEO_CALLS: ReadonlySet<string> = new Set(["video-calls"]);
const AT_WORK =
  /\b(?:works?|working)\s+from\s+(?:home|the|our|his|her|their)\b|\bhome\s+office\b|\bwfh\b|\bremote(?:ly)?\b|\bmeetings?\b|\bclients?\b|\bzoom\b|\bwork\s+calls?\b/;
const ON_CAMERA = /\b(?:on\s+camera|lighting|light|ring\s+light|webcam|looks?\s+(?:like|bad|awful|terrible|washed))\b/;
const KEEPING_CLOSE: InterestReading = { phrase: "staying close from afar", concepts: ["long-distance"], stems: [], broader: [] };

/**
 * Video calls from a home office want a headset and a light; "we video call every night" across an ocean is a
 * couple apart, who want what keeps them close.
 */
function callsAsSaid(interests: InterestReading[], text: string): InterestReading[] {
  if (text === "" || AT_WORK.test(text)) return interests;
  // "Looks like a ghost on camera", "better lighting on video calls": how they look on calls is the call itself.
  if (ON_CAMERA.test(text)) return interests;
  return interests.map((interest) => (onlyAbout(interest, VIDEO_CALLS) && !ON_CAMERA.test(interest.phrase) ? KEEPING_CLOSE : interest));
}

const BARE_WORDS: ReadonlySet<string> = new Set(["sports", "outdoors"]);

/**
 * "Sports" beside other loves names no sport: balls for a game nobody said ("sporty but secretly sentimental")
 * were graded wrong. It stays when it is all that is known.
 */
function withoutBareSports(interests: InterestReading[]): InterestReading[] {
  // "Being outdoors" beside a vegetable patch is the garden, not a camping stove or trekking poles.
  // Only beside a love the catalog can serve: beside "weather protection" alone, the outdoors is all there is.
  const bare = (interest: InterestReading) => interest.concepts.length === 1 && BARE_WORDS.has(interest.concepts[0] as string);
  // Where they work is no love either: "a guy in my office, seems to like sports" still likes sports.
  const served = (interest: InterestReading) =>
    !bare(interest) && !isSetting(interest) && (interest.concepts.length > 0 || interest.broader.length > 0);
  return interests.some(served) ? interests.filter((interest) => !bare(interest)) : interests;
}

/**
 * Broad words that, beside a narrower love, name its own things: the radio a ham borrows is a transceiver, and the
 * recipes a baker hunts for are baking's (a mocktail book was judged wrong).
 */
const NARROWERS_WORDS: readonly (readonly [string, ReadonlySet<string>])[] = [
  ["ham-radio", new Set(["radio"])],
  ["baking", new Set(["recipes"])],
  ["cooking", new Set(["recipes"])],
  // A guitarist "constantly breaking strings" needs guitar strings, not a violinist's rosin.
  ...["guitar", "electric-guitar", "acoustic-guitar", "bass-guitar", "ukulele"].map(
    (instrument) => [instrument, new Set(["strings"])] as const,
  ),
];

/**
 * "Passed his ham radio exam but still borrows his buddy's radio": the radio is the ham's, and AM/FM sets and a
 * boombox for it were judged wrong.
 */
function withoutNarrowersWord(interests: InterestReading[]): InterestReading[] {
  const moot = NARROWERS_WORDS.filter(([narrower]) => interests.some((interest) => interest.concepts.includes(narrower)));
  if (moot.length === 0) return interests;
  return interests.filter((interest) => !moot.some(([, words]) => onlyAbout(interest, words)));
}

/**
 * Condolences for a person: the mourner's dogs are part of her house, not what to send ("she has two big dogs"),
 * and "comfort" is consolation, not insoles or a heating pad.
 */
function mournersOwnThings(interests: InterestReading[], occasion: Occasion | undefined): InterestReading[] {
  if (occasion !== "sympathy" || interests.some((interest) => interest.concepts.includes("pet-loss"))) return interests;
  return interests.filter((interest) => !onlyAbout(interest, ANIMAL_CONCEPTS) && !onlyAbout(interest, SOOTHING));
}

/** What someone keeps losing ("his keys and his wallet") is why a finder helps, not a wish for another wallet. */
const LOSABLE: ReadonlySet<string> = new Set(["wallet", "phone"]);

function withoutLostThings(interests: InterestReading[]): InterestReading[] {
  const losing = interests.some((interest) => interest.concepts.includes("lost-items"));
  if (!losing) return interests;
  return interests.filter((interest) => !onlyAbout(interest, LOSABLE));
}

/** Things a tracker finds, said of what goes missing: a phone alone is found by itself. */
const TRACKED_LOSABLES = /\b(?:keys?|wallet|remote|purse|bag|backpack|glasses|luggage|suitcase|everything|things|stuff)\b/i;
const PHONE = /\b(?:phone|smartphone|iphone|cell|airpods|earbuds)\b/i;

/**
 * "Keeps misplacing her first smartphone", "always losing his AirPods": a key finder cannot help, since the phone
 * finds both. Only a phone lost, with nothing else a tracker finds named, is no lost thing to serve; its charging may
 * still be. The need's own label ("finding lost things") names no thing.
 */
function phoneFindsItself(interests: InterestReading[], text: string): InterestReading[] {
  const lostPhone = (interest: InterestReading) =>
    onlyAbout(interest, LOST_THINGS) &&
    (PHONE.test(interest.phrase) || PHONE.test(text)) &&
    (interest.phrase === conceptLabel("lost-items") || !TRACKED_LOSABLES.test(interest.phrase)) &&
    !TRACKED_LOSABLES.test(text);
  return interests.filter((interest) => !lostPhone(interest));
}

const LOSING_GLASSES =
  /\b(?:los(?:es|ing|t)|misplac(?:es|ing|ed)|can(?:'|\u2019)?t\s+find|never\s+finds?|(?:hunting|looking|searching)\s+for)\b[^.;!?]{0,25}\bglasses\b/i;
const OTHER_LOSABLES = /\b(?:keys?|wallet|phone|remote|purse)\b/i;
const LOST_THINGS: ReadonlySet<string> = new Set(["lost-items"]);
const LOST_GLASSES: InterestReading = { phrase: "lost glasses", concepts: ["lost-glasses"], stems: [], broader: [] };

/**
 * "Always losing her reading glasses": spare readers, a chain or a stand, not a key finder. Glasses alone take
 * the place of lost things in general; beside keys or a wallet they join them.
 */
function glassesGoMissing(interests: InterestReading[], text: string): InterestReading[] {
  if (!LOSING_GLASSES.test(text) || interests.some((interest) => interest.concepts.includes("lost-glasses"))) return interests;
  if (OTHER_LOSABLES.test(text)) return [...interests, LOST_GLASSES];
  const others = interests.filter((interest) => !onlyAbout(interest, LOST_THINGS));
  return [...others, LOST_GLASSES];
}

/**
 * "Football" names American football only in American English: "tifa Juventus", a German's "Fußball" fan, a German
 * coworker's football, a "(Bayern fan)"'s.
 */
const AMERICAN_FOOTBALL_WORDS = /\b(?:american|nfl|college|super\s*bowl|cowboys|fantasy)\b/i;

function footballAsSaid(interests: InterestReading[], context: RequestContext): InterestReading[] {
  const soccerSaid = interests.some((interest) => interest.concepts.includes("soccer"));
  if (!context.foreign && !soccerSaid && !saysFootballIsSoccer(context.text)) return interests;
  // A college team's football is American, wherever the fan was born: "Notre Dame football" for a priest from Cork.
  const meansSoccer = (interest: InterestReading) =>
    interest.concepts.includes("american-football") &&
    !interest.concepts.includes("college-football") &&
    !AMERICAN_FOOTBALL_WORDS.test(interest.phrase);
  // Beside a club already read as soccer, "football" says it again.
  if (soccerSaid) return interests.filter((interest) => !meansSoccer(interest));
  return interests.map((interest) => (meansSoccer(interest) ? withConceptAs(interest, "american-football", ["soccer"]) : interest));
}
