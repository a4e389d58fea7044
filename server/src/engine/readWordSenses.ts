/**
 * Understand, words whose sense the words around them settle: "old-fashioned Spencerian penmanship" is a way of
 * writing, not the cocktail (which is "an old fashioned", or old fashioneds with their glasses and bitters); and in
 * the words of someone who shoots on film, "how expensive film has gotten" is film stock, not the movies; a bass that
 * is "the big upright one" is a double bass; stuffed animals someone wants to make are amigurumi; Boulder after "around"
 * is the town; tinkering with a bike is the cyclist's own work on it; someone who skates and films the tricks rides a
 * skateboard; someone who "can't see well up close" has trouble reading, not sight that is going.
 */
import { DOG_WORDS } from "./readPetRecipient.ts";

/** "Old-fashioned" before a thing it describes: the drink is only ever the noun or its own gear. */
const OLD_FASHIONED_BEFORE_A_THING =
  /\bold[\s-]fashioned(?=\s+(?!(?:cocktails?|glass(?:es)?|kits?|drinks?|mix(?:es)?|bitters|syrup|recipes?|and|or|with|at|in|on|every|each|for|from|is|are|was|were|but|so|to|too)\b)[a-z])/g;

/** Said only of a photographer: shooting film, a film camera, 35mm, a darkroom, developing their own. */
const SHOOTS_FILM =
  /\b(?:shoots?|shooting|shot)\s+(?:\d+\s*mm\s+|medium\s+format\s+|black\s+and\s+white\s+)?film\b|\bfilm\s+cameras?\b|\b35\s*mm\b|\bdarkroom\b|\bdevelops?\s+(?:her|his|their)\s+own\b/;
/** Film said bare, not already part of a photographer's phrase. */
const BARE_FILM =
  /(?<!\b(?:35\s*mm|mm|format|white|shoots?|shooting|shot|develop(?:s|ing)?|old|on|of)\s)\bfilm\b(?!\s+(?:cameras?|photography|rolls?|stock)\b)/g;

/** "Plays bass every Thursday, the big upright one": the double bass, no bass guitar. */
const UPRIGHT_BASS = /\bbass\b(?=[^.;!?]{0,40}\bupright\b)/g;
/** "Wants to learn to make those little stuffed animals": crocheted ones (amigurumi), not a plush to receive. */
const MAKES_STUFFED_ANIMALS =
  /\b(make|making|makes|made|crochet|crocheting|sew|sewing)\s+(?:(?:those|these|her|his|their|own|little|tiny|cute|small)\s+){0,3}stuffed\s+animals\b/g;

/** "Every trail around Boulder", "lives in Boulder, CO": the town, no bouldering ("likes to boulder" is the climbing). */
const BOULDER_THE_TOWN =
  /\b(in|around|near|outside|from|of|above|downtown)\s+boulder\b(?!s)|\bboulder(?=,?\s+(?:co|colorado|county|creek)\b)/g;

/** "Her dachshund Frankie is 13 and has a bad back": the dog's back, no back pain of hers. */
const PETS_BAD_BACK = new RegExp(
  String.raw`(\b(?:${DOG_WORDS})s?\b(?:\s+[a-z]+)?(?:,?\s+(?:is|who['\u2019]s|who\s+is)\s+\d{1,2}(?:\s+years?\s+old)?,?(?:\s+and)?)?\s+(?:has|with|got)\s+)(?:a\s+)?(?:bad|sore|hurt|injured|weak)\s+back\b`,
  "g",
);

/** "Tinkering with his old road bike": work on the bike, which is the cyclist's, no electronics bench. */
const TINKERS_WITH_A_BIKE =
  /\btinker(?:s|ing|ed)?\s+(?=(?:on|with)\s+(?:his|her|their|the|an?)\s+(?:old\s+|vintage\s+)?(?:road\s+|mountain\s+|gravel\s+)?bikes?\b)/g;

/** "The neighbors kid practices drums": noise next door to sleep through, no instrument of theirs. */
const NEIGHBOURS_PRACTICE =
  /\b(?:the\s+)?neighbou?rs?['\u2019]?s?['\u2019]?\s+(?:kid|kids|son|daughter|teen|teenager|boy|girl)\s+(?:practices?|plays?|is\s+learning)\s+(?:the\s+)?(?:drums|drum\s+kit|trumpet|piano|violin|guitar|electric\s+guitar|saxophone|sax|tuba|trombone|bagpipes)\b/g;

/** "She saved Luna's life after she swallowed a sock": a rescue told, no saving up or love of socks. */
const A_RESCUE_TOLD =
  /\bsaved\s+(?:[\w'\u2019]+\s+){0,2}(?:life|lives)\b|\b(?:swallowed|ate|eaten)\s+(?:a|an|my|his|her|our)\s+(?:sock|toy|battery|ring|hair\s+tie)\b/g;

/** Said only of a skateboarder: tricks, a skatepark, a deck, an ollie or a kickflip. */
const SKATEBOARDS = /\b(?:tricks?|skate\s?parks?|decks?|ollies?|kickflips?|grinds?|half[\s-]?pipes?)\b/;
/** "Skates literally every day" said bare: roller or ice skating until a trick or a skatepark says the board. */
const BARE_SKATES = /\bskat(?:es|ing)\b(?!\s+(?:rinks?|lessons?|sessions?))/g;

/** "Her wrist and neck are killing her": two aches, each read as its own ("sore wrist", "sore neck"). */
const TWO_ACHES =
  /\b(wrists?|neck|back|feet|knees|hands|legs)\s+and\s+(wrists?|neck|back|feet|knees|hands|legs)\s+(?:are|have\s+been|['\u2019]re)\s+(?:always\s+)?(?:killing\s+(?:her|him|them)|hurting|aching|sore|wrecked|shot|destroyed)\b/g;

/** "So patient with my anxious rescue pup": the dog's nerves, no anxiety of the dog walker's (no fidget toy). */
const ANXIOUS_PET =
  /\b(?:anxious|nervous|reactive|skittish|scared|fearful)\s+(?=(?:(?:little|old|senior|rescue|new|shy)\s+){0,2}(?:pups?|puppy|puppies|dogs?|doggo|cats?|kitty|kittens?)\b)/g;

/** "She's flying with two suitcases": the move's luggage, no love of flying (no Global Entry, no airline card). */
const FLYING_WITH_LUGGAGE =
  /\bflying\s+(?:out\s+)?with\s+(?:(?:two|three|2|3|her|his|their|just|only|one)\s+){0,2}(?:suitcases?|bags|luggage)\b/g;

/** "Can't see well anymore up close": eyes that need help to read, not sight that is going. */
const NEAR_SIGHT_ONLY =
  /\b(?:can['\u2019]?t|cannot|can\s+not|does\s*n['\u2019]?t|do\s*n['\u2019]?t)\s+see\s+(?:very\s+|that\s+)?well\s+(?:anymore\s+|any\s+more\s+)?(?:up\s+close|close\s+up)\b/g;

/** "Her desk chair kills her back": a sore back from sitting, not a love of desks or of killing. */
const KILLS_THE_BACK =
  /\b(?:(?:(?:her|his|their|my|the)\s+)?(?:desk|office|work)\s+chair\s+(?:is\s+)?)?(?:kills|killing|wrecks|wrecking|destroys|destroying|murders)\s+(?:her|his|their|my)\s+back\b/g;

/** "My mate Steve", "one of his best mates": a friend, no yerba mate ("drinks mate every morning" stays the drink). */
const MATE_A_FRIEND =
  /\b(my|his|her|our|their|your|a|one\s+of\s+(?:my|his|her|our|their)|best|old|good|close|work|uni|school|footy|gym|fishing|golf)\s+((?:(?:best|old|good|close)\s+)?)mate(s?)\b/g;

/** "Keeps borrowing her mom's phone to take pictures": the phone is her mother's, no love of phones (no power bank). */
const BORROWED_PHONE =
  /\b(borrow(?:s|ing|ed)?|steal(?:s|ing)?)\s+(?:his|her|their|my|our)\s+(?:mom|mum|dad|mother|father|parents|sister|brother|grandma|grandpa)['\u2019]?s?\s+(?:phone|iphone|smartphone)\b/g;

/** "All his bike stuff is old and worn out": the gear is worn, not the man (no robe or tea chest to relax with). */
const GEAR_WORN_OUT =
  /\b(stuff|gear|kit|equipment|shoes|clothes|things|tools|jersey|jerseys|shorts|gloves|helmet|bag|boots)\s+(?:is|are)\s+(?:(?:all\s+)?(?:old|beat\s+up|falling\s+apart)\s+and\s+)?worn(?:\s+out|\s+through)?\b/g;

/** "Watches every Gordon Ramsay video": the videos watched, no camera, light or microphone to make them. */
const VIDEOS_WATCHED =
  /\b((?:watch(?:es|ing)?|binges?|binging)\s+(?:every|all\s+the|lots\s+of|a\s+lot\s+of|tons\s+of|so\s+many|hours\s+of)?\s*(?:(?!(?:and|but|or|makes?|making|films?|filming|edits?|editing|records?|recording|shoots?|shooting)\b)[a-z'\u2019]+\s+){0,3}?)(?:youtube\s+|tiktok\s+)?videos?\b/g;

export function plainWordSenses(text: string): string {
  const plain = text
    .replace(VIDEOS_WATCHED, "$1")
    .replace(GEAR_WORN_OUT, "$1 needs replacing")
    .replace(BORROWED_PHONE, (_, verb: string) => `${verb} one`)
    .replace(KILLS_THE_BACK, (said: string) => (/\bchair\b/.test(said) ? "sitting all day gives a sore back" : "gives a sore back"))
    .replace(MATE_A_FRIEND, (_, before: string, kind: string, plural: string) => `${before} ${kind}friend${plural}`)
    .replace(NEAR_SIGHT_ONLY, "has trouble seeing up close")
    .replace(ANXIOUS_PET, "")
    .replace(FLYING_WITH_LUGGAGE, "leaving")
    .replace(PETS_BAD_BACK, (_, before: string) => `${before}a senior dog's back`)
    .replace(BOULDER_THE_TOWN, (_, place: string | undefined) => (place ? `${place} town` : "town"))
    .replace(OLD_FASHIONED_BEFORE_A_THING, "old-time")
    .replace(UPRIGHT_BASS, "upright bass")
    .replace(TINKERS_WITH_A_BIKE, "working ")
    .replace(NEIGHBOURS_PRACTICE, "noisy neighbors")
    .replace(A_RESCUE_TOLD, "a rescue")
    .replace(TWO_ACHES, (_, first: string, second: string) => `sore ${first} and sore ${second}`)
    .replace(MAKES_STUFFED_ANIMALS, (_, verb: string) => `${verb} amigurumi`);
  const boarded =
    SKATEBOARDS.test(plain) && !/\b(?:ice|roller|figure)\s+skat/.test(plain) ? plain.replace(BARE_SKATES, "skateboards") : plain;
  return SHOOTS_FILM.test(boarded) ? boarded.replace(BARE_FILM, "film stock") : boarded;
}
