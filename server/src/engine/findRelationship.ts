/**
 * Whose relationship the text names: in "my daughter's 2nd grade teacher" the recipient is the teacher, in
 * "my son's girlfriend" the girlfriend. A relationship followed by a possessive only says whose it is.
 */
import { RELATIONSHIPS, type Relationship } from "./relationships.ts";

export interface FoundRelationship {
  readonly relation: Relationship;
  /** Some relationship named says the gift is for a baby ("my coworker, a dad to be"). */
  readonly baby: boolean;
  /** Character spans of every relationship word, so they are not read as interests. */
  readonly spans: readonly { readonly from: number; readonly to: number }[];
  /** The recipient is a whole team or ward ("the nurses", "my coworkers"): a gift they share. */
  readonly group: boolean;
}

/** Words that name many people at once, who share one gift ("neighbors" are one household, and are not). */
const GROUP_WORDS: ReadonlySet<string> = new Set([
  "nurses",
  "teachers",
  "staff",
  "team",
  "employees",
  "coworkers",
  "colleagues",
  "classmates",
  "clients",
  "teacher aides",
  "teacher's aides",
  "teachers aides",
  "classroom aides",
  "paraprofessionals",
  "roommates",
  "flatmates",
  "housemates",
]);

/**
 * Said right after a possessive: the day is theirs, so they are the recipient. "My in-laws' 40th wedding
 * anniversary", "grandma's 80th", "my boss's retirement", "my husband's first Father's Day", and "grandma's 91" (grandma is 91) (but "my son's teacher" is the teacher).
 */
const THEIR_DAY =
  /^\s*(?:(?:\d{1,3}|[a-z]+ieth|[a-z]+th|first|second|third|big|upcoming|surprise)\s+)*(?:(?:wedding|silver|golden|ruby|pearl|diamond)\s+)?(?:birthday|bday|anniversary|retirement|graduation|wedding|(?:father|mother)['\u2019]?s\s+day|bar\s+mitzvah|bat\s+mitzvah|quincea\w*|communion|confirmation|housewarming|promotion|\d{1,3}(?:st|nd|rd|th)\b(?!\s+(?:grade|grader|graders|year|place|floor|time|street|century|period|class|edition|gen))|\d{1,3}\b(?!\s*(?:%|\$|dollars|bucks|years?|months?|(?:st|nd|rd|th)\b)))/i;

/**
 * Not a possessive but "is" shortened, said right before what the person is doing or is: "my sister's turning 41",
 * "my mom's retiring in May", "my dad's obsessed with golf" (but "my son's teacher" is the teacher).
 */
const IS_SHORTENED =
  /^\s+(?:turning|getting|having|moving|retiring|graduating|going|starting|finishing|leaving|heading|recovering|celebrating|expecting|been|always|finally|about\s+to|pregnant|obsessed|into|officially|now|still|also|just|really|super|so|very|a\s+(?:big|huge|total|massive|real)|an\s+(?:avid|absolute|amazing))\b/i;

/**
 * Said right after a possessive: the recipient is one of their classmates. "A girl from my son's class", "my
 * daughter's kindergarten friend".
 */
const THEIR_CLASS =
  /^\s*(?:(?:\w+\s+){0,2})?(?:class|classroom|kindergarten|preschool|pre-k|daycare|playgroup|nursery\s+school)\b(?![\w-]|\s+(?:teachers?|aides?|providers?|directors?|staff|workers?|bus|parents?|moms?|dads?|mothers?|fathers?|graduation|graduating|recital|play|performance|concert)\b)/i;

/** Said right before a relationship word, the recipient takes that role: "about to become a big sister". */
const BECOMING = /\b(?:become|becoming|becomes|be|being)\s+(?:a|an)\s+(?:new\s+|proud\s+)?$/i;

/** "They host game nights every Friday": the verb, not the party's host. */
const HOST_THE_VERB =
  /^\s+(?:game|games|dinner|dinners|parties|party|brunch|brunches|holidays?|thanksgiving|christmas|book|movie|poker|trivia|everyone|friends|family|the|a|an|big|weekly|monthly)\b/i;

/** "They host game nights", "I host and want to give each one a little something": the verb, said of the givers or the hosts. */
function hostTheVerb(before: string, after: string, recipientKnown: boolean): boolean {
  return /\b(?:we|i)\s+$/i.test(before) || ((recipientKnown || /\bthey\s+$/i.test(before)) && HOST_THE_VERB.test(after));
}

/**
 * "Our team is chipping in for our boss", "the whole office is pitching in": the givers, not the one it is for. "My
 * wife wants to get back into photography" is her own wish, and she is the one.
 */
const GIVERS_BEFORE = /\b(?:our|my|the|whole)\s+$/i;
const GIVERS_AFTER =
  /^\s+(?:is|are|['\u2019]s|['\u2019]re|and\s+i|wants?\s+to|would\s+like\s+to)\s+(?:\w+\s+){0,2}?(?:chipping|pitching|putting|going|get|getting|buy|buying|give|giving|collecting|pooling)\b(?!\s+(?:back\s+)?(?:into|in\s+to|better|started)\b)/i;

/**
 * The giver's own role or job: "I am Great-Aunt to a darling little girl turning 3", "I'm a nurse aide at an assisted
 * living place", "I'm her daughter". Neither the one the gift is for nor a love of theirs.
 */
const GIVERS_ROLE_BEFORE =
  /\b(?:i\s+am|i['\u2019]m)\s+(?:(?:a|an|the|her|his|their|proud|new|also)\s+)*(?:great[\s-]+)*(?:(?<=\b(?:a|an|the)\s)[a-z]+\s+)?$/i;

/** Said right after "family", "dad" or "mom", they make it a kind of thing: "family history", "dad jokes". */
const PARENTS_JOKES = /^\s+jokes?\b(?!\s+(?:that|about))/i;
const A_KIND_OF_THING: Readonly<Record<string, RegExp>> = {
  family: /^\s+(?:history|tree|trees|recipes?|heirlooms?|reunions?|traditions?)\b/i,
  dad: PARENTS_JOKES,
  mom: PARENTS_JOKES,
};
/**
 * A child's parents setting the rules are not the ones the gift is for: "Parents' one rule: no small parts", "the
 * parents asked for no candy".
 */
const PARENTS_RULE =
  /^['\u2019]?\s+(?:(?:one\s+|only\s+|main\s+|big\s+|strict\s+)?(?:rule|rules|request|requests)|(?:have\s+|had\s+)?(?:asked|said|say|says|requested|insist(?:ed)?|prefer(?:red)?|specified|banned)|(?:don['\u2019]?t|do\s+not)\s+(?:want|allow|let))\b/i;
/** "Parents are strict about no screens", of a child: but "my parents are picky about wine" are the recipients. */
const PARENTS_STRICT = /^\s+(?:are|were)\s+(?:very\s+|super\s+|really\s+|pretty\s+)?(?:strict|particular|picky)\s+about\b/i;
/** A class's gift swap: whoever draws the gift is a child in it ("my son's 5th grade class gift exchange"). */
const CLASS_EXCHANGE = /^\s*(?:\w+\s+){0,3}class\s+(?:gift\s+exchange|exchange|swap|secret\s+santa|white\s+elephant|grab\s+bag)\b/i;
/** "Secret Santa at my daughter's 5th grade class": whoever was drawn is a child in it. */
const SWAP_AT =
  /\b(?:secret\s+santa|gift\s+exchange|gift\s+swap|white\s+elephant|grab\s+bag|kris\s+kringle)\s+(?:at|in|for)\s+(?:my|our)\s+$/i;
/** Right before a child's class: the one meant is a child in it ("a girl from my son's class"), not the child. */
const SOMEONE_FROM =
  /\b(?:girls?|boys?|kids?|child|children|twins|friends?|classmates?|students?|someone|one)\s+(?:from|in|of|at)\s+(?:my|our)\s+$/i;

const BORN_BEFORE = /\b(?:had|delivered|welcomed)\s+(?:my|our)\s+(?:(?:baby|first|second|little)\s+)?$/i;
/** "One of his nurses": one person thanked among many (not "my sister, who is one of the nurses"). */
const ONE_OF = /(?<!\b(?:who|she|he|they)(?:['\u2019]s|\s+is|\s+was|\s+are)\s+)\bone\s+of\s+(?:his|her|my|our|their|the)\s+$/i;

/**
 * "The lady who runs my daughter's book club", "the guy who coaches my son's soccer team": the one thanked leads what
 * the child belongs to; the child is no recipient.
 */
const LEADS_WHAT_THEY_BELONG_TO =
  /\bwho\s+(runs|leads|coaches|coached|organi[sz]es|hosts|teaches|taught|directs|coordinates)\s+(?:my|our)\s+$/i;
const LEADER_BY_VERB: Readonly<Record<string, string>> = { coaches: "coach", coached: "coach", teaches: "teacher", taught: "teacher" };

/** Said right before a relationship: that person has died ("lost his wife Betty in March"). */
const LOST_BEFORE = /\b(?:lost|losing|buried|mourning|grieving|widowed\s+by)\s+(?:his|her|their)\s+(?:beloved\s+|dear\s+|late\s+)?$/i;

/** Said right after a relationship: that person has died. */
const DIED =
  /^\s*(?:(?:just|suddenly|recently|unexpectedly)\s+)?(?:died|passed\s+away|passed\s+on|passed(?!\s+(?:the|his|her|their|a|an|my)\b)|was\s+killed|lost\s+(?:his|her)\s+(?:fight|battle))\b/i;

/** Strangers' babies on a plane or in the next flat: "complains about the dry air and crying babies". */
const STRANGERS_BABIES = /\b(?:crying|screaming|fussy|wailing|howling|noisy|loud|other\s+people['\u2019]s)\s+$/i;

/** A child named as the one the gift is for: "my friend's baby", "my coworker's son". */
const CHILD_NAMED = /['\u2019]s\s+(?:\w+\s+)?(?:baby|babies|toddler|little\s+one|twins|kid|son|daughter|boy|girl)\b/i;
/**
 * Someone else's relative who only speaks or gave something: "my friend's twins turning 3, their mom says no more
 * stuffed animals", "their mom (me) says no screens", "an old film camera from her grandma". The gift is not theirs.
 */
const THIRD_PARTY_BEFORE = /\b(?:their|his|her)\s+$/i;
const THIRD_PARTY_SAYS = /^\s*(?:\([^)]{0,12}\)\s*)?(?:says|said|thinks|wants|asked|told|insists|would\s+kill|will\s+kill)\b/i;
/** "The dentist just gave us a lecture", "the doctor told us": someone who only spoke to the giver. */
const SPOKE_TO_THE_GIVER = /^\s+(?:just\s+|already\s+)?(?:gave|told|warned|lectured|reminded|asked)\s+(?:us|me)\b/i;
/** "My 15-year-old had a rough year: his dad and I split up": the giver's partner or ex, said beside the giver. */
const BESIDE_THE_GIVER = /^\s+and\s+(?:i|me)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SOURCE = String.raw`(?<![\p{L}\d])(${Object.keys(RELATIONSHIPS)
  .sort((a, b) => b.length - a.length)
  .map((phrase) => escapeRegExp(phrase).replace(/ /g, String.raw`[\s-]+`))
  .join("|")})(['\u2019]s\b|s['\u2019]|['\u2019](?=\s))?(?![\p{L}\d])`;

/**
 * The relationship words are lower case, so plain ASCII text is matched lower-cased, which keeps every index.
 * Only other text needs the case-insensitive Unicode pattern: V8 compiles that one on its first use by working
 * out the case variants of every alternative, about 25 ms of CPU (most of a first answer), against about 1 ms.
 */
const LOWER_CASE = new RegExp(SOURCE, "gu");
let anyCase: RegExp | undefined;
const BEYOND_ASCII = /[\u0080-\uffff]/;

function matches(text: string): IterableIterator<RegExpExecArray> {
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase().matchAll(LOWER_CASE);
  anyCase ??= new RegExp(SOURCE, "giu");
  return text.matchAll(anyCase);
}

export function findRelationship(text: string): FoundRelationship | undefined {
  let recipient: Relationship | undefined;
  let lastPossessor: Relationship | undefined;
  const spans: { from: number; to: number }[] = [];
  let baby = false;
  let group = false;
  let dayOwner = false;
  let classmate = false;
  for (const match of matches(text)) {
    const key = (match[1] as string).toLowerCase().replace(/[\s-]+/g, " ");
    const relation = RELATIONSHIPS[key];
    if (!relation) continue;
    if (relation.baby === true && !match[2] && STRANGERS_BABIES.test(text.slice(0, match.index ?? 0))) continue;
    baby ||= relation.baby === true;
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const before = text.slice(0, start);
    const after = text.slice(end);
    // "My sister, who is a nurse": once the recipient is known, a job named after them is what they do, left in
    // the text for the interests.
    // "My dad was in the hospital and one of his nurses went above and beyond": the one thanked, named after.
    const oneOfThem = !match[2] && ONE_OF.test(before) && relation.audiences?.includes("coworker") === true;
    if (recipient && !match[2] && relation.audiences?.includes("coworker") && !oneOfThem) continue;
    if (!match[2] && A_KIND_OF_THING[key]?.test(after)) continue;
    if (key === "parents" && PARENTS_RULE.test(after)) continue;
    if (key === "parents" && PARENTS_STRICT.test(after) && !/\b(?:my|our)\s+$/i.test(before)) continue;
    // "My friend's baby is turning 1! The parents are very montessori": the child's parents, said of the child.
    if (key === "parents" && !match[2] && /\b(?:the|his|her|their)\s+$/i.test(before) && CHILD_NAMED.test(before)) {
      spans.push({ from: start, to: end });
      continue;
    }
    if (!match[2] && recipient === undefined && BECOMING.test(before) && !relation.baby) continue;
    // "I host and want to give each one a little something": the giver hosts, whatever follows.
    if (!match[2] && /^hosts?$/i.test(key) && hostTheVerb(before, after, recipient !== undefined)) continue;
    if (!match[2] && GIVERS_BEFORE.test(before) && GIVERS_AFTER.test(after)) continue;
    if (!match[2] && /\bthe\s+$/i.test(before) && SPOKE_TO_THE_GIVER.test(after)) continue;
    if (
      !match[2] &&
      THIRD_PARTY_BEFORE.test(before) &&
      (THIRD_PARTY_SAYS.test(after) || BESIDE_THE_GIVER.test(after) || /\bfrom\s+(?:his|her|their)\s+$/i.test(before))
    )
      continue;
    const giversRole = match[2] ? null : GIVERS_ROLE_BEFORE.exec(before);
    if (giversRole) {
      spans.push({ from: giversRole.index, to: end });
      continue;
    }
    spans.push({ from: start, to: end });
    // "I had my son last week and the night shift nurses were amazing": a birth, not the one the gift is for.
    if (!match[2] && BORN_BEFORE.test(before)) continue;
    const theirDay = match[2] !== undefined && (THEIR_DAY.test(after) || (/^['\u2019]s$/.test(match[2]) && IS_SHORTENED.test(after)));
    const leads = match[2] && !recipient ? LEADS_WHAT_THEY_BELONG_TO.exec(before) : null;
    if (leads) {
      recipient = RELATIONSHIPS[LEADER_BY_VERB[(leads[1] as string).toLowerCase()] ?? "club leader"];
      continue;
    }
    if (match[2] && !theirDay) {
      lastPossessor = relation;
      // The class is who they are, not something they love: "kindergarten class" is no wish for a class.
      const swapAtTheirClass = SWAP_AT.test(before);
      const theirClass = SOMEONE_FROM.test(before) || CLASS_EXCHANGE.test(after) || swapAtTheirClass ? THEIR_CLASS.exec(after) : null;
      if (theirClass) {
        classmate = true;
        // The swap itself named no one but a coworker: at a child's class, the one drawn is a classmate.
        if (swapAtTheirClass) recipient = RELATIONSHIPS.classmate;
        // "Kindergarten" stays in the text, where it says how old they are.
        const classWord = /\bclass(?:room)?$/i.exec(theirClass[0]);
        if (classWord) spans.push({ from: end + classWord.index, to: end + theirClass[0].length });
      }
    }
    // "From all eleven grandkids for grandma's 80th": whose day it is outweighs who was named first.
    else if (!recipient || (theirDay && !dayOwner) || oneOfThem) {
      if (theirDay) dayOwner = true;
      // "My roommate's dad died last week": the gift is for the one who grieves, not for the one who died.
      const died = lastPossessor !== undefined && DIED.test(after);
      recipient = died ? lastPossessor : relation;
      // "The widow across the street, lonely since her husband died": the one who died is no recipient.
      if (!died && !match[2] && ((DIED.test(after) && /\b(?:her|his|their)\s+$/i.test(before)) || LOST_BEFORE.test(before)))
        recipient = undefined;
      group = !died && !oneOfThem && GROUP_WORDS.has(key);
    }
  }
  const relation = recipient ?? (classmate ? RELATIONSHIPS.classmate : lastPossessor);
  return relation ? { relation, spans, baby, group } : undefined;
}
