/**
 * What a catalog item is, contains and needs: the facts the hard constraints filter on. A request's `avoid`
 * phrases map onto these (server/src/engine), so "vegan" or "no screens" can never be outscored by a tag match.
 */

/** Ingredients and materials someone may avoid for diet, allergy or conviction. */
export const ITEM_CONTENTS = [
  "alcohol",
  "caffeine",
  "nuts",
  "peanuts",
  "dairy",
  "eggs",
  "gluten",
  "soy",
  "meat",
  "fish",
  "honey",
  "leather",
  "wool",
  "sugar",
  "fragrance",
  /** Exfoliating acids, retinoids and strong serums, which sensitive skin reacts to. */
  "actives",
  "silk",
  /** Feather and down fill. */
  "down",
  /** In coatings, balms and candy glazes; a vegan avoids it as they do honey. */
  "beeswax",
  /** Boar, badger or horse hair: the bristles of a brush. */
  "animal-hair",
  /** Pearls and mother-of-pearl. */
  "pearl",
] as const;

/** Kinds of thing someone may have enough of or not want. */
export const ITEM_KINDS = [
  "book",
  "screen",
  "flowers",
  "chocolate",
  "candy",
  "clothing",
  "jewelry",
  "food",
  "drink",
  "candle",
  "plant",
  "toy",
  "experience",
  "subscription",
  "cosmetics",
  "gadget",
  "decor",
  "kitchenware",
  "video-game",
  "mug",
] as const;

/** What the recipient must already have (or be caring for) for the item to make sense. */
export const ITEM_PREREQUISITES = [
  "dog",
  "cat",
  "baby",
  "garden",
  "car",
  "bicycle",
  "grill",
  "guitar",
  "camera",
  "game-console",
  "smartphone",
  "espresso-machine",
  "aquarium",
  "bird",
  /** A gecko, a bearded dragon, a snake or a tortoise kept in a terrarium: a UVB lamp or a hide is for its keeper. */
  "reptile",
  /** Any animal in the house: a lick mat or a pet-hair roller suits a dog or a cat. */
  "pet",
  /** A record crate or a cleaning kit serves a collection the person plays; an album alone is a gift to anyone. */
  "record-player",
] as const;

export type ItemContent = (typeof ITEM_CONTENTS)[number];
export type ItemKind = (typeof ITEM_KINDS)[number];
export type ItemPrerequisite = (typeof ITEM_PREREQUISITES)[number];

/** Ages in whole years; 99 means "no upper bound". */
export const MAX_AGE_YEARS = 120;
