/**
 * Understand, who the gift is for when the text names several people: a household sharing one gift, the partner of
 * "our anniversary", the people a child's thank-you is for, someone grown up by the job they do, a group or a couple
 * whose members' loves are all theirs, a collector whose games are on the shelf.
 */

import type { Occasion } from "@gift-finder/shared";
import { type AgeRange, CHILD_AGE_END, groupAges } from "./readAge.ts";
import { PARTNERS, type Relationship } from "./relationships.ts";

export interface FamilyAges extends AgeRange {
  /** "A family gift for our three kids, 5, 8 and 11": the children play together, without the grown-ups. */
  readonly childrenOnly?: boolean;
}

const FOR_THE_CHILDREN =
  /\bfor\s+(?:our|my|the|their|his|her)\s+(?:\w+\s+)?(?:kids|children|boys|girls|grandkids|grandchildren)\b(?!\s+and\s+(?:the\s+|their\s+)?(?:parents|adults|grown-?ups))/i;

/**
 * "We already own pretty much every popular game", "owns every console and basically every game": games on their
 * shelf, not games they dislike (a gift card buys one they lack).
 */
const OWNED_GAMES =
  /^(?:(?:the|all|most|every)\s+)?(?:popular|famous|big|classic)\s+(?:board\s+)?games?\b|^every\s+(?:single\s+)?(?:video\s+|board\s+)?games?$|\bgames?\s+(?:they|he|she)\s+(?:already\s+)?(?:own|owns|have|has)\b/i;
const DOES_A_JOB =
  /\b(?:is|works\s+as|started\s+as|starts\s+as|started\s+work\s+as|job\s+as|became|has\s+become|now\s+a|trained\s+as|qualified\s+as)\s+(?:a|an)\s+(?!(?:[a-z-]+\s+){0,2}(?:fan|lover|nut|buff|geek|nerd|kid|boy|girl|baby|toddler|teen|teenager|student|freshman|sophomore)\b)/i;
/** The model's fields may name only the loves ("animals"): the job is then seen in the text's own words. */
const A_JOB_NAMED =
  /\b(?:a|an)\s+(?:[a-z-]+\s+)?(?:vet\s+tech|veterinary\s+technician|nurse|teacher|electrician|plumber|mechanic|chef|cook|engineer|developer|programmer|accountant|lawyer|paramedic|firefighter|police\s+officer|pharmacist|dental\s+hygienist|hairdresser|barber|carpenter|welder|pilot|doctor|physician|therapist|social\s+worker|cashier|barista|bartender|server|waitress|manager|analyst|designer|architect|intern|resident)\b/i;
const WORKING_AGE: AgeRange = { min: 18, max: 120 };
/** A household, a couple or a group: what any of them loves is theirs to share. */
export function sharedByMany(relation: Relationship | undefined, said: string | undefined, group: boolean | undefined): boolean {
  return group === true || /\s(?:and|&)\s/i.test(said ?? "") || SHARED_RELATIONS.has(relation?.noun ?? "");
}
const SHARED_RELATIONS: ReadonlySet<string> = new Set([
  "family",
  "parents",
  "grandparents",
  "couple",
  "friends",
  "in-laws",
  "new parents",
  "team",
  "kids",
  "neighbors",
]);
const CHILD_NOUNS: ReadonlySet<string> = new Set(["son", "daughter", "child", "kids", "grandson", "granddaughter"]);
const ROLE_THANKED =
  /\b(?:the|her|his|their|our|my)\s+(?:\w+\s+){0,2}?((?:classroom\s+|teacher['\u2019]?s?\s+)?aides?|teachers?|coach|coaches|nurses?|therapist|nanny|babysitter|bus\s+driver|tutor|counselor)\b(?!['\u2019]s)/i;
const OUR_ANNIVERSARY = /\bour\s+(?:\w+\s+){0,2}anniversary\b/i;

/** "One gift for the three of them as a new family": one gift the household shares, whoever the text names first. */
const ONE_GIFT_FOR_ALL =
  /\b(?:for|to)\s+(?:the\s+|all\s+)?(?:three|four|five|six|3|4|5|6)\s+of\s+them\b|\b(?:for|as)\s+(?:the\s+|a\s+|their\s+)?(?:whole\s+|new\s+|entire\s+)?family\b/i;
/** "Finalized the adoption of a 6 year old girl": the family's one child, of an age said. */
const ONE_CHILD = /\b(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*old\s+(?:little\s+)?(?:girl|boy|son|daughter|kid|child)\b/i;

/** "The parents love cooking and wine, kids are 4 and 7": what is loved is the grown-ups', and so is the gift. */
export const THE_PARENTS_LOVE = /\bthe\s+parents\s+(?:both\s+|really\s+)?(?:love|like|enjoy|adore|are\s+(?:into|big\s+on))\b/i;

/** A household's children's ages, when the text says the gift is one for all of them. */
export function familyAges(recipient: string, relation: Relationship | undefined): FamilyAges | undefined {
  if (relation?.noun !== "family" && !ONE_GIFT_FOR_ALL.test(recipient)) return undefined;
  if (THE_PARENTS_LOVE.test(recipient)) return undefined;
  const child = Number(ONE_CHILD.exec(recipient)?.[1] ?? Number.NaN);
  const ages = groupAges(recipient) ?? (child < CHILD_AGE_END ? { min: child, max: child } : undefined);
  return ages && FOR_THE_CHILDREN.test(recipient) ? { ...ages, childrenOnly: true } : ages;
}

/**
 * The avoid phrases that say games are on their shelf: "owns every popular game", or any "games" beside a text that
 * says "owns over 300 board games and every expansion, so please don't suggest a game".
 */
export function ownedGamesAmong(phrases: readonly string[], text: string): string[] {
  const shelfOfGames = SHELF_OF_GAMES.test(text);
  return phrases.filter((phrase) => OWNED_GAMES.test(phrase) || (shelfOfGames && GAMES_SAID.test(phrase)));
}
const SHELF_OF_GAMES =
  /\b(?:owns?|has|have)\s+(?:over|more\s+than|about|like|literally|nearly|almost)?\s*\d{2,}\s+(?:board\s+)?games\b|\b(?:has|have|owns?)\s+(?:literally\s+)?every\s+expansion\b/i;
const GAMES_SAID = /^(?:(?:a|any|more|another|new)\s+)?(?:board\s+|card\s+|party\s+)?games?$/i;

/** "My niece just started as a vet tech": someone doing a job is grown up, whatever the relationship allows. */
export function grownUpByTheirJob(recipient: string, workRead: boolean): AgeRange | undefined {
  return DOES_A_JOB.test(recipient) && (workRead || A_JOB_NAMED.test(recipient)) ? WORKING_AGE : undefined;
}

/** "For our anniversary: my partner's mom moved in with us": our anniversary is the couple's, whoever else is named. */
export function ourAnniversary(occasion: Occasion | undefined, recipient: string, found: Relationship | undefined): boolean {
  return occasion === "anniversary" && OUR_ANNIVERSARY.test(recipient) && !PARTNERS.has(found?.noun ?? "");
}

/**
 * "Our daughter is moving up from the infant room. The three teachers there have been amazing": the child is how the
 * giver knows them; the people thanked are the role the text names.
 */
export function roleThanked(occasion: Occasion | undefined, recipient: string, found: Relationship | undefined): string | undefined {
  return occasion === "thank-you" && CHILD_NOUNS.has(found?.noun ?? "") ? ROLE_THANKED.exec(recipient)?.[1] : undefined;
}
