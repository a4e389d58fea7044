/**
 * A baby shower celebrates the baby on the way: a Star Wars novel for the parents' Star Wars nursery was judged
 * wrong there. The books and toys made for grown-ups only, and not for the shower itself (a pregnancy guide is).
 */
import type { CatalogItem } from "@gift-finder/shared";
import { itemsWhere } from "./itemMemo.ts";
import type { InterestReading } from "./readInterests.ts";

/**
 * A child's or a family's toy or book is the baby's a few years on; a headlamp or a camping lantern the whole family
 * can use is the parents' gear (judged wrong at a shower for campers). A LEGO set from 9 or a deck-building game from
 * 11 is no longer a few years on: the mother's hobby, judged wrong at a shower for a Harry Potter fan.
 */
const CHILDHOOD_CATEGORIES: ReadonlySet<string> = new Set(["kids-toys", "books", "board-games", "art-crafts"]);
const CHILDHOOD_AUDIENCES = ["kid", "family"];
const A_FEW_YEARS_ON = 5;

/** Neither the baby's, nor made for a shower, nor a child's or a family's toy or book. */
function awayFromTheShower(item: CatalogItem): boolean {
  return (
    item.category !== "baby" &&
    !item.occasions.includes("baby-shower") &&
    !item.audience.includes("baby") &&
    !(
      CHILDHOOD_CATEGORIES.has(item.category) &&
      item.audience.some((audience) => CHILDHOOD_AUDIENCES.includes(audience)) &&
      item.ages.min <= A_FEW_YEARS_ON
    )
  );
}

export const grownUpThingsAtAShower = itemsWhere(
  (item) => (item.is.includes("book") || item.is.includes("toy")) && awayFromTheShower(item),
);

/** What the parents-to-be need for the baby's coming, beside the baby's own things. */
const FOR_THE_COMING: readonly string[] = [
  "pregnancy",
  "postpartum",
  "new-parents",
  "busy-parents",
  "parenting",
  "takeout",
  "meal-delivery",
  "prenatal-care",
];

/**
 * A baptism is the baby's day of faith: a first Bible or a keepsake of the day, not the parents' nasal aspirator or
 * diaper bag (judged wrong at a coworker's baby's baptism). The parents' keepsakes (a memory book) stay.
 */
export const parentsSuppliesAtABaptism = itemsWhere(
  (item) => item.tags.some((tag) => FOR_THE_COMING.includes(tag)) && !item.tags.includes("keepsake"),
);

/**
 * The new parents' coffee and snack bars, given at the shower before the baby comes: strong coffee and a box of
 * bars for a cousin expecting twins were judged wrong three times over. A pregnancy's own treats stay.
 */
export const theParentsFuelBeforeTheBaby = itemsWhere(
  (item) =>
    (item.is.includes("food") || item.is.includes("drink")) &&
    !item.tags.includes("pregnancy") &&
    (item.occasions.includes("baby-shower") || item.tags.some((tag) => tag === "new-parents" || tag === "busy-parents")),
);

/**
 * A new grandparent's gift at the baby's coming: the baby lives in another house, so its things and the parents'
 * supplies (a diaper pail, milestone cards, a meal kit, strong coffee) are not theirs. A great-grandmother of 94 was
 * offered all of them. What is made for grandparents stays.
 */
export const theParentsThingsForAGrandparent = itemsWhere(
  (item) =>
    !item.tags.some((tag) => GRANDPARENTS_TAGS.includes(tag)) &&
    (item.category === "baby" ||
      item.audience.includes("baby") ||
      item.occasions.includes("baby-shower") ||
      item.tags.some((tag) => FOR_THE_COMING.includes(tag))),
);
const GRANDPARENTS_TAGS: readonly string[] = ["new-grandparents", "grandparents", "grandparent-only", "grandkids"];

/** The baby's coming celebrated in someone other than the baby, by the part the reading gave them. */
const celebratesIn =
  (role: string) =>
  (reading: { readonly interests: readonly InterestReading[] }): boolean =>
    reading.interests.some((interest) => interest.concepts.includes(role));
/** In the older child: a big brother's trucks, not the baby's classics. */
export const celebratesABigSibling = celebratesIn("new-sibling");
/** In a grandparent: "my mom just became a grandma", a great-grandmother of 94. */
export const celebratesAGrandparent = celebratesIn("new-grandparents");

/**
 * Nothing of the baby's, the pregnancy's or the new parents': at a shower, zero-waste soap cases and sponge cloths
 * for a mother who cares about sustainability were judged wrong; organic bodysuits would have been right.
 */
export const notForTheShower = itemsWhere((item) => awayFromTheShower(item) && !item.tags.some((tag) => FOR_THE_COMING.includes(tag)));

/**
 * "They kept every single baby thing from the first two and said they need nothing": the baby is provided for, so
 * the gift is the parents' own (dinner brought to the door, a cleaning), and a Lovevery kit or swaddles were judged
 * wrong. The model says it with an avoid ("baby gear", "baby stuff").
 */
export function parentsHaveTheBabysThings(text: string, avoid: readonly string[]): boolean {
  return (
    HAVE_THE_BABYS_THINGS.test(text) ||
    NEED_NOTHING.test(text) ||
    FOR_THE_PARENT_SAID.test(text) ||
    SOMETHING_FOR_THE_PARENT.test(text) ||
    avoid.some((phrase) => BABY_THINGS_AVOIDED.test(phrase))
  );
}
/**
 * "Want smthg for HER not the baby", "something just for mom, not for the baby", "something for HER, not more baby
 * stuff", "for HER, not the babies" (twins): the parent's own gift, said outright.
 */
const FOR_THE_PARENT_SAID =
  /\bfor\s+(?:her|him|them|mom|mum|the\s+(?:mom|mum|mother|dad|parents|new\s+(?:mom|mum|parents)))\s*(?:self\s*)?[,.\u2014-]?\s*(?:and\s+)?not\s+(?:(?:for\s+)?(?:the|their|her|his)\s+(?:bab(?:y|ies)|newborns?|little\s+ones?|twins|triplets)\b|(?:more|another|any\s+more)\s+(?:baby|newborn)\s+(?:stuff|things|gear|items|gifts)\b)/i;
/** "I want to get something for HER, she's exhausted": at a baby's coming, a gift asked for the mother is hers. */
const SOMETHING_FOR_THE_PARENT =
  /\b(?:something|anything|a\s+gift|a\s+present)\s+(?:just\s+|only\s+)?for\s+(?:her|him|them|mom|mum|the\s+(?:mom|mum|mother|parents|new\s+(?:mom|mum|parents)))\b(?!\s+(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)[\s-]+(?:years?|yrs?)\b|(?:nursery|baby|babies|son|daughter|little|newborn|twins|kids?|toddler|older|first|new|upcoming|unborn|for|to|and|too|also|as\s+well)\b))/i;
/**
 * Every baby thing kept from the first, a mountain of baby gear already, "it's their second and third kid so they have all
 * the basics already", "she has all the basic baby gear already": the baby is provided for.
 */
const HAVE_THE_BABYS_THINGS =
  /\balready\s+(?:has|have|got)\s+(?:all\s+)?(?:the\s+)?(?:baby\s+)?(?:basics|essentials)\b|\b(?:has|have|got)\s+all\s+(?:the\s+)?(?:basic\s+)?(?:baby\s+)?(?:basics|essentials|gear|stuff)(?:\s+covered)?\s+already\b|\b(?:has|have|got|owns?)\s+(?:a\s+(?:mountain|ton|pile|heap)\s+of|(?:mountains|tons|piles|heaps|plenty)\s+of|so\s+much)\s+(?:baby|newborn)\s+(?:things?|stuff|gear|items?|supplies)\b|\b(?:kept|saved|has|have|had|got|own)\s+(?:absolutely\s+|literally\s+)?(?:every|all)\s+(?:single\s+)?(?:of\s+)?(?:the|their|her|his)?\s*(?:baby|newborn)\s+(?:things?|stuff|gear|items?|clothes|supplies)\b|\b(?:have|has|got)\s+everything\s+(?:they\s+need\s+|she\s+needs\s+|he\s+needs\s+)?for\s+(?:the|a|their|her|his)\s+(?:baby|newborn)\b|\b(?:got|received|have|has)\s+(?:literally\s+|basically\s+|pretty\s+much\s+)?everything\s+(?:on|from)\s+(?:the|their|her|his)\s+registry\b|\b(?:kept|saved|has|have|still\s+has)\s+(?:literally\s+|basically\s+|pretty\s+much\s+)?everything\s+from\s+(?:the|her|their|his)\s+(?:first|older|last)(?:\s+(?:one|baby|kid|child))?\b/i;
const NEED_NOTHING =
  /\b(?:need|needs)\s+(?:absolutely\s+)?nothing\b|\b(?:don['\u2019]?t|doesn['\u2019]?t|do\s+not|does\s+not)\s+need\s+anything\b/i;
const BABY_THINGS_AVOIDED =
  /^(?:baby|baby\s+(?:gear|stuff|things|items|gifts|products|supplies|essentials)|(?:stuff|things|gifts)\s+for\s+(?:the\s+)?baby)(?:\s+(?:she|he|they)\s+(?:already\s+)?(?:has|have|owns?))?$/i;

/** The baby's own things and the parents' gear for it, set aside when the gift is the parents' own. */
export const THE_BABYS_CONCEPTS: ReadonlySet<string> = new Set(["baby", "new-parents", "baby-gear"]);

/**
 * Interests of the parents themselves: the baby's are dropped, and with none left, their rest is the gift. The
 * model's "rest and self-care for a tired new mom" is her rest: only the baby's part of it goes.
 */
export function theParentsOwn(interests: InterestReading[], atTheShower: boolean): InterestReading[] {
  const own = interests.flatMap((interest) => {
    const theirs = interest.concepts.filter((concept) => !THE_BABYS_CONCEPTS.has(concept));
    if (theirs.length === interest.concepts.length) return [interest];
    return theirs.length > 0 ? [{ ...interest, concepts: theirs }] : [];
  });
  if (own.some((interest) => interest.concepts.length > 0)) return own;
  return atTheShower ? [...own, THE_MOTHER_TO_BE, THE_PARENTS_REST] : [...own, THE_PARENTS_REST];
}
const THE_PARENTS_REST: InterestReading = { phrase: "the new parents", concepts: ["busy-parents"], stems: [], broader: [] };
/**
 * A shower comes before the birth: "her second baby, she already has all the basics" wants the mother's own comfort
 * then (a maternity robe was judged right), beside the parents' rest a busy family of four will need.
 */
const THE_MOTHER_TO_BE: InterestReading = {
  phrase: "the mother-to-be",
  concepts: ["pregnancy"],
  stems: [],
  broader: [],
};
/** The parents' rest, read only for want of any interest of theirs: a gift said to be for the mother is her own care. */
export const readForWantOfTheirOwn = (interest: InterestReading): boolean => interest === THE_PARENTS_REST || interest === THE_MOTHER_TO_BE;
