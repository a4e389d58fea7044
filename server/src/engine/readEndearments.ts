/**
 * Understand, endearments: "my baby is graduating high school", "my baby girl turns 16". A parent's baby who
 * drives, graduates or marries is a grown child, not an infant to buy a teether for.
 */
import { CAT_WORDS, DOG_WORDS } from "./readPetRecipient.ts";

/** Life events and ages that no infant has. */
const GROWING_UP = new RegExp(
  String.raw`\b(?:graduat\w*|college|university|dorm|high school|middle school|learner'?s permit|driver'?s licen[cs]e|` +
    String.raw`driving|learning to drive|prom|getting married|engaged|wedding|moving out|moved out|first job|` +
    String.raw`first apartment|sweet sixteen|quincea\w*|bar mitzvah|bat mitzvah|` +
    String.raw`(?:turning|turns|is|she'?s|he'?s|age)\s+(?:[3-9]|[1-9]\d)(?!\d|\s*-?\s*(?:months?|weeks?|days?)\b)|(?:[3-9]|[1-9]\d)[- ]years?[- ]old)\b`,
);
// Not a partner's pet name the brackets explain: "valentines for my baby 🥰 (my husband lol, he's 40)".
const BABY_WORDS =
  /\b(my|our)\s+(?:sweet\s+|little\s+)?baby(?:\s+(girl|boy))?\b(?!\s+(?:brother|sister|cousin|shower|monitor)\b)(?![^()]{0,8}\(\s*(?:my\s+)?(?:husband|wife|boyfriend|girlfriend|partner|fianc[e\u00e9]e?|bf|gf)\b)/gu;
const SHE = /\b(?:she|her|she's|hers)\b/;
const HE = /\b(?:he|him|his|he's)\b/;

/**
 * A pet called a baby: "my 'baby' is my 12 year old golden retriever", "calls her labrador 'her baby'". Its baby
 * words are read as "pet".
 */
// "Golden" alone is a dog only after an endearment ("her golden"), so it is added here and not to the shared words.
const PET_WORDS = String.raw`(?:${DOG_WORDS}|${CAT_WORDS}|golden)s?`;
const QUOTED_BABY = String.raw`(?:['"\u2018\u201c](?:my|her|his|their|our|the)\s+baby|(?:my|her|his|their|our|the)\s+['"\u2018\u201c]baby)['"\u2019\u201d]`;
const PET_CALLED_BABY = new RegExp(
  String.raw`\b${PET_WORDS}\b[^.!?]{0,40}?${QUOTED_BABY}|${QUOTED_BABY}[^.!?]{0,40}?\b${PET_WORDS}\b`,
  "i",
);

/** A pet called a baby without quotes: "for our baby, he's 12, very spoiled beagle". */
const BABY_THEN_PET = new RegExp(
  String.raw`\b(?:my|our|her|his|a|new)\s+(?:new\s+)?baby\b[^.!?]{0,40}?\b(?:a|an|our|my|very|spoiled|old|sweet|senior)\s+(?:[a-z]+\s+)?${PET_WORDS}\b`,
  "i",
);

/**
 * What an owner calls a dog or a cat as a parent calls a child: "my baby", "my best boy", "our good girl". Not "my
 * little man" or "my sweet girl", which parents say of children as often.
 */
const OWNERS_PET_NAMES = String.raw`(?:baby|(?:best|good|goodest)\s+(?:boy|girl))`;
/** A pet word that is the animal itself, not its person ("a dog lover", "a cat person", "puppy obsessed"). */
const NOT_ITS_PERSON = String.raw`(?![\s-]*(?:lov|person|people|fan|obsess|crazy|mom|dad|lady|guy))`;

/** The baby then said to be a pet, across a sentence: "my baby turns 3 on Saturday! he's a golden retriever". */
const BABY_SAID_TO_BE_PET = new RegExp(
  String.raw`\b(?:my|our)\s+${OWNERS_PET_NAMES}\b[\s\S]{0,60}?\b(?:he|she|it)(?:['\u2019]s|\s+is)\s+(?:a|an|our|my)\s+(?:[a-z]+\s+){0,2}${PET_WORDS}\b${NOT_ITS_PERSON}`,
  "i",
);

const OWNERS_PET_NAME = new RegExp(OWNERS_PET_NAMES, "i");

/** A fur baby is an animal whatever else is said: "my fur baby turns 5", "my sister and her fur baby". */
const FUR_BABY = /\b(?:my|her|his|their|our|new|the)\s+fur[\s-]?baby\b/i;
const EVERY_FUR_BABY = new RegExp(FUR_BABY.source, "gi");

/** Something else called a baby: "my husband's real baby is his 1967 Mustang". */
const BABY_IS_SOMETHING =
  /\b(?:real|other|true|first|only)\s+baby\s+is\s+(?:my|her|his|their|our|a|an|the)\b|\b(?:her|his|their|my|our)\s+baby\s+is\s+(?:her|his|their|my|our)\b/i;

/** Every "my baby" once the text has called a pet so ("my baby's birthday! well, my 'baby' is my golden retriever"). */
const PET_BABY = new RegExp(
  String.raw`\b(?:my|her|his|their|our|new|the)\s+['"\u2018\u201c]?${OWNERS_PET_NAMES}\b(?!\s+(?:shower|brother|sister|cousin))`,
  "gi",
);

/** "The little boss of our house", "our boss baby": a child who runs the place, no one's manager. */
const LITTLE_BOSS = /\b(?:little|tiny|mini)\s+boss(?:\s+of\s+(?:our|the|my|this)\s+(?:house|home|household|family))?\b|\bboss\s+baby\b/gi;

/** "The baby of our family": the youngest, whatever their age. */
const BABY_OF_THE_FAMILY = /\bthe\s+baby\s+of\s+(the|our|my|his|her|their)\s+(family|bunch|clan)\b/gi;

/** The text with a grown child's endearment said plainly ("my daughter"), when the text speaks of growing up. */
export function plainEndearments(text: string): string {
  // A dog called "her baby" is a pet: "baby" is read as "pet". A car or a sourdough starter called "his real baby"
  // or "her baby is her starter" is read as nothing.
  const pet = PET_CALLED_BABY.test(text) || BABY_THEN_PET.test(text) || BABY_SAID_TO_BE_PET.test(text);
  const said = pet
    ? text.replace(PET_BABY, (match) => match.replace(OWNERS_PET_NAME, (name) => "pet".padEnd(name.length)))
    : FUR_BABY.test(text)
      ? text.replace(EVERY_FUR_BABY, (match) => match.replace(/fur[\s-]?baby/i, "pet     "))
      : BABY_IS_SOMETHING.test(text)
        ? text.replace(PET_BABY, (match) => match.replace(/baby/i, "    ")).replace(/\b(real|other|true|first|only)\s+baby\b/gi, "$1     ")
        : text;
  return grownChild(
    said.replace(BABY_OF_THE_FAMILY, "the youngest of $1 $2").replace(LITTLE_BOSS, (boss) => "little one".padEnd(boss.length)),
  );
}

function grownChild(text: string): string {
  if (!GROWING_UP.test(text)) return text;
  return text.replace(BABY_WORDS, (_match, whose: string, kind: string | undefined) => {
    const child =
      kind === "girl" || (kind === undefined && SHE.test(text) && !HE.test(text))
        ? "daughter"
        : kind === "boy" || HE.test(text)
          ? "son"
          : "son or daughter";
    return `${whose} ${child}`;
  });
}
