/**
 * Where and why a need is felt, and the items made for another setting of it: a back hurt in the garden is no desk
 * back, a noise on the train no bedroom noise, a new father's rest no baby's sleep.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemsWhere } from "./itemMemo.ts";
import { itemsTagged, itemsTaggedWith } from "./itemsTagged.ts";

const BACK_HURT_BY = ["gardening", "standing-all-day", "pregnancy", "yard-work", "outdoor-work"];
const DESK_TAGS = ["work-from-home", "remote-work", "office", "desk"];

/** Back pain said to come from the garden, the feet or a pregnancy, and no desk named. */
export function backHurtAwayFromADesk(said: ReadonlySet<string>): boolean {
  return (
    said.has("back-pain") &&
    BACK_HURT_BY.some((cause) => said.has(cause)) &&
    !DESK_TAGS.some((place) => said.has(place)) &&
    !said.has("ergonomics")
  );
}

/** A desk-chair cushion, a lumbar pillow, an office chair. */
export function deskBackSupports(index: CatalogIndex): readonly number[] {
  return itemsTaggedWith(index, ["back-pain"], DESK_TAGS);
}

const DAYTIME_PLACES = ["commuting", "remote-work", "office"];

/** A noise named where someone works or travels, and no sleep named. */
export function noiseByDay(said: ReadonlySet<string>): boolean {
  return said.has("noise") && !said.has("sleep") && !said.has("insomnia") && DAYTIME_PLACES.some((place) => said.has(place));
}

/** Earplugs, a white-noise machine, sleep headphones: quiet for the bedroom, and deaf to a baby's cry. */
export function sleepNoiseMakers(index: CatalogIndex): number[] {
  return [...new Set([...itemsTaggedWith(index, ["sleep"], ["noise"]), ...sleepHeadphones(index)])];
}
const sleepHeadphones = itemsWhere(
  (item) => item.tags.includes("sleep") && /\b(?:headphones?|headband|earbuds?|sleepbuds?)\b/i.test(item.name),
);

const BABY_AGE = 3;

/** A sleep sack or a swaddle suit: a baby's sleep. */
export function babySleepThings(index: CatalogIndex): number[] {
  return [...itemsTagged(index, ["sleep"])].filter((position) => (index.items[position]?.ages?.max ?? BABY_AGE + 1) <= BABY_AGE);
}

/** Hands that hurt or grip weakly: arthritis said, or a model's phrase for easy-grip tools. */
const SORE_HANDS = /\b(?:arthritis|arthritic|easy[\s-]grip|weak\s+grip|sore\s+hands|stiff\s+hands)\b/i;

export function soreHands(said: ReadonlySet<string>, phrases: readonly string[]): boolean {
  return said.has("arthritis") || said.has("sore-hands") || phrases.some((phrase) => SORE_HANDS.test(phrase));
}

/** Cast iron: a skillet or a Dutch oven too heavy to lift with arthritic hands. Found once per catalog. */
export const heavyCookware = itemsWhere((item) => /\bcast[\s-]iron\b/i.test(item.name) && item.category === "kitchen");

const INDOOR_PLACES = ["office", "desk", "work-from-home", "remote-work", "cold-home"];
const OUTDOOR_LOVES = [
  "outdoor-work",
  "walking",
  "hiking",
  "running",
  "skiing",
  "camping",
  "dog-walking",
  "winter-sports",
  "cycling",
  "bike-commuting",
  "fishing",
  "ice-fishing",
  "hockey",
  "ice-skating",
];
/** Said in a phrase, the cold is outside: "cold hands while cycling", "staying warm on the walk home". */
const OUTSIDE = /\b(?:cycling|biking|bike|walk|walking|outside|outdoors|rink|fishing|skating|commute|commuting|hunting|stadium)\b/i;

const INDOORS =
  /\b(?:office|desk|cubicle|at\s+work|indoors|inside|at\s+home|a\/?c|air[\s-]?con\w*|sofa|couch|blankets?|hoodies?|slippers|in\s+bed|cozy\s+(?:evenings?|nights?))\b/i;

/**
 * Cold at the office, at a desk or at home ("staying warm at her desk"), a colleague's cold (the office is where it
 * is seen), or cold beside a love of cozy things ("always cold and loves cozy stuff"), and nothing outdoors said: the
 * chill is indoors.
 */
export function coldIndoors(said: ReadonlySet<string>, phrases: readonly string[], colleague: boolean): boolean {
  return (
    (said.has("staying-warm") || said.has("cold-hands")) &&
    (colleague || said.has("cozy") || INDOOR_PLACES.some((place) => said.has(place)) || phrases.some((phrase) => INDOORS.test(phrase))) &&
    !OUTDOOR_LOVES.some((love) => said.has(love)) &&
    !phrases.some((phrase) => OUTSIDE.test(phrase))
  );
}

/**
 * The cold is outside: "bikes to the office in January and shows up with her fingers frozen". Fingerless gloves for
 * typing, a space heater or warming slippers are for a cold room.
 */
export function coldOutdoors(said: ReadonlySet<string>, phrases: readonly string[]): boolean {
  return (
    (said.has("staying-warm") || said.has("cold-hands")) &&
    (OUTDOOR_LOVES.some((love) => said.has(love)) || phrases.some((phrase) => OUTSIDE.test(phrase))) &&
    !INDOOR_PLACES.some((place) => said.has(place)) &&
    !phrases.some((phrase) => INDOORS.test(phrase))
  );
}

/** A balaclava, an ear warmer or lined work gloves: made for the cold outside, not an office's air conditioning. */
export const outdoorColdGear = itemsWhere(
  (item) =>
    item.tags.includes("cold-weather") &&
    !item.tags.includes("cold-feet") &&
    !item.tags.includes("heated-clothing") &&
    !item.tags.includes("base-layer") &&
    !(item.tags.includes("cold-hands") && !item.tags.includes("workwear")),
);
