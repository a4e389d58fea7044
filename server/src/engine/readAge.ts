/**
 * Ages in the ways people write them: "16-year-old", "turning 2", "turning thirty", "she's 34", "Opa, 80,",
 * "in her 80s", "3 months old", "40th birthday"; and life stages ("toddler", "2nd grader", "graduating college").
 * A number is read as an age only in those shapes: "$100", "30 years at the company" and "40th anniversary"
 * are not ages.
 */
import { CAT_WORDS, DOG_WORDS } from "./readPetRecipient.ts";
import { blanked } from "./text.ts";

export interface AgeRange {
  readonly min: number;
  readonly max: number;
}

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER = String.raw`(\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;

function toNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const [tens, unit] = text.split(/[\s-]/);
  return (TENS[tens as string] ?? UNITS[tens as string] ?? 0) + (unit ? (UNITS[unit] ?? 0) : 0);
}

/** Years spent at something, not an age: "after 40 years as an ER nurse", "20 years of teaching", "30 years married". */
const SPAN_OF_YEARS = String.raw`years?\s+(?:as|of|at|in|with|on|for|working|teaching|serving|married|together|ago|later|since)\b`;

/** What follows "has 30 years" when they are years spent, not lived: "in the company", "left", "of experience". */
const NOT_AN_AGE_AFTER_YEARS =
  "of|in|at|with|as|left|to|until|more|experience|married|together|since|ago|under|behind|teaching|working|sober|clean|there|here";

/** Shapes that state one age exactly, most specific first. */
const EXACT_AGE = [
  new RegExp(String.raw`\b${NUMBER}\s*-?\s*(?:years?|yrs?|jahre?|ans|a\u00f1os|anos|anni|jaar)\s*-?\s*old\b`, "i"),
  new RegExp(String.raw`\b${NUMBER}\s*-?\s*(?:yo|y/o|y\.o\.)(?=\W|$)`, "i"),
  new RegExp(
    String.raw`\b(?:turning|turns|turned|just turned|will be|is going to be|(?:she|he|they)['\u2019]ll be|aged|age|wird|cumple|compie)\s+${NUMBER}\b`,
    "i",
  ),
  // "Retiring at 65 after 38 years teaching".
  /\bretir(?:e|es|ed|ing)\s+at\s+(\d{2})\b(?!\s*(?:%|dollars|bucks|years?\s+of))/i,
  new RegExp(
    String.raw`\b(?:he|she|they|who|we)(?:['\u2019]s|\s+is|\s+are|['\u2019]re)\s+(?:(?:actually|only|just|already|now|almost|nearly|barely)\s+)?${NUMBER}\b(?!\s*(?:%|dollars|bucks|minutes|hours|days|weeks|months|miles|k\b|years?\s+(?:older|younger|apart)))`,
    "i",
  ),
  // "My cousin is 15 and obsessed with anime", "my little brother's 9": the relationship, then the age. Read once
  // readRequest has blanked the relationship it found ("my        is 15"), so "my budget is 50" is no age.
  new RegExp(
    String.raw`\bmy\s+(?:[a-z-]+\s{2,}|\s+)(?:(?:is|['\u2019]s)\s+)?${NUMBER}\b(?!\s*(?:%|dollars|bucks|euros|pounds|minutes|hours|days|weeks|months|miles|k\b|am\b|pm\b|of\b|${SPAN_OF_YEARS}))`,
    "i",
  ),
  // "Grandma is 82 and lives three states away": the text opens on the (blanked) relationship, then the age.
  new RegExp(
    String.raw`^\s{2,}(?:is|['\u2019]s)\s+${NUMBER}\b(?!\s*(?:%|dollars|bucks|euros|pounds|minutes|hours|days|weeks|months|miles|k\b|am\b|pm\b|of\b|${SPAN_OF_YEARS}))`,
    "i",
  ),
  // "Grandpa's 90 this year" keeps its "'s" in the blanked span, so a bare number counts only where a clause or an
  // "and" follows ("mom 3 kids", "coworker 25 max" are no ages).
  new RegExp(String.raw`^\s{2,}${NUMBER}(?=\s*(?:$|[,.;!?]|and\b|this\s+year\b|years?\b))`, "i"),
  // Typed in a hurry, "dad 60 golf", "lil sis 13 soccer + slime": the age right after the relationship, then a love.
  // Not a count or an amount: "mom 3 kids", "coworker 25 max", "friend 50 budget".
  new RegExp(
    String.raw`^(?:(?:my|lil|little|baby|big|kid|younger|older)\s+)*\s{2,}${NUMBER}(?!\s+[a-z]+\s+(?:kids?|children|boys|girls|grandkids|dogs?|cats?)\b)(?=\s+(?!(?:kids?|children|grandkids|dogs?|cats?|pets?|max|bucks|dollars|usd|euros|budget|or|to|people|of|k|years?|yrs?|months?|weeks?|days?|hours?|minutes?|miles?|times)\b)[a-z])`,
    "i",
  ),
  new RegExp(String.raw`\b${NUMBER}(?:st|nd|rd|th)\s+(?:birthday|bday)\b`, "i"),
  // "Something big for his 70th.": a round birthday said without the word, at the end of its clause.
  // The relationship before it may have been blanked already ("for grandma's 80th;" reads "for           80th;",
  // "Hubby's 40th!" reads "     's 40th!").
  /(?:\b(?:his|her|their|my|(?:mom|mum|dad|hubby|wifey|husband|wife|grandma|grandpa|nana|papa)['\u2019]?s)|\s{4}(?:['\u2019]s)?)\s+(\d{2})th(?=\s*(?:[.,!;?)]|$|\s+(?:is|this|next|coming|in|on)\b))/i,
  // "A boy around 8", "a girl of about 10": a child of a guessed age.
  /\b(?:a|the)\s+(?:boy|girl|kid|child)\s+(?:of\s+)?(?:maybe\s+|probably\s+)?(?:around|about|roughly|aged?)\s+(\d{1,2})\b(?!\s*(?:%|dollars|bucks|minutes|miles))/i,
  // "A retired librarian, maybe around 70,", "she's probably about 60": an age guessed is still the best said.
  /(?:,|\b(?:he|she|they)(?:['\u2019]s|\s+is|['\u2019]re|\s+are))\s*(?:maybe|probably|roughly|approximately|somewhere)?\s*(?:around|about|roughly|like)\s+(\d{2})(?:ish)?\s*(?=[,.;!?)]|$|\band\b)/i,
  // "My son (32) and his wife": two digits in brackets right after someone. One digit only right after a word or
  // a blanked relationship ("my granddaughter Sofia (7)", "my twins (5) can share"), and "years" may follow:
  // "my babcia (92 years)".
  /\(\s*(\d{2})\s*(?:years?|yrs?)?\s*\)/i,
  /(?:[a-z]|\s{2})\s?\(\s*(\d)\s*(?:years?|yrs?)?\s*\)/i,
  // An age said as other languages say it, word for word in English: "my nephew has 16 years" (tiene 16 a\u00f1os),
  // "makes 6 years on Saturday" (cumple), "he will have 29" (il aura 29 ans). Not time spent: "has 30 years in the
  // company", "has 3 years left".
  new RegExp(String.raw`\b(?:has|have|will\s+have)\s+${NUMBER}\s+years?\b(?!\s+(?:on|${NOT_AN_AGE_AFTER_YEARS})\b)`, "i"),
  new RegExp(
    String.raw`\b(?:makes|make|will\s+make|is\s+making|completes|fills)\s+${NUMBER}\s+years?\b(?!\s+(?:${NOT_AN_AGE_AFTER_YEARS})\b)`,
    "i",
  ),
  new RegExp(String.raw`\bwill\s+(?:have|make)\s+${NUMBER}(?=\s*(?:$|[,.;!?)]|and\b|on\b|next\b|this\b))`, "i"),
  // "Grandkid, 2.5, obsessed with trucks": a half year rounds down.
  /,\s*(\d{1,2})\.5\s*(?:,|$)/,
  // "Just bought his first house at 33!": a step in life, and the age it came at.
  /\b(?:bought|married|retired|retiring|graduated|graduating|became|becoming|went\s+back|moved|started)\b(?:\s+[a-z']+){0,5}\s+at\s+(\d{2})\s*(?=[!.;,]|$)/i,
  // Not years spent somewhere: "40 anos no banco", "30 ans dans l'entreprise", "25 Jahre bei Siemens"; nor how long
  // something has lasted: "ils vivent ensemble depuis 6 ans", "seit 6 Jahren", "há 40 anos", "après 30 ans".
  /(?<!\b(?:despu\u00e9s|despues|depois|antes)\s+)\bde\s+(\d{1,3})\s+(?:anos|a\u00f1os|ans)\b(?!\s+(?:no|na|nos|nas|em|en|dans|chez|bei|im|in|nel|nella|alla|bij|op|de\s+(?:casados|casado|matrimonio|mariage|casamento|casada)|verheiratet|zusammen|juntos|ensemble|insieme|di\s+matrimonio|getrouwd|samen)\b)/i,
  // Nor the age someone or something had: "ele tinha 14 anos" (the dog that died was 14), "il avait 12 ans".
  /(?<!\b(?:depuis|seit|hace|h\u00e1|desde\s+hace|da|apr\u00e8s|apres|nach|despu\u00e9s\s+de|despues\s+de|dopo|durante|pendant|ap\u00f3s|tinha|ten\u00eda|tenia|avait|hatte|aveva|had)\s+)\b(\d{1,3})\s+(?:jahre|anos|a\u00f1os|ans|anni|jaar)\b(?!\s+(?:no|na|nos|nas|em|en|dans|chez|bei|im|in|nel|nella|alla|bij|op|de\s+(?:casados|casado|matrimonio|mariage|casamento|casada)|verheiratet|zusammen|juntos|ensemble|insieme|di\s+matrimonio|getrouwd|samen)\b)/i,
  // An age set off by commas or dashes right after the person: "teenage boy, 14, into basketball", "Opa, 80,
  // reads", "he's actually my age, 27 — he's a space nerd".
  /,\s*(\d{1,2})\s*(?:,|$|[)\u2013\u2014]|\.(?!\d)|\s-\s|\band\b|\bwho\b|\bloves?\b|\binto\b)/i,
];

/** A whole decade: "in her 80s", "in his early thirties". */
const DECADE = /\bin\s+(?:his|her|their|my)\s+(early\s+|mid\s+|late\s+)?(\d)0s\b/i;
const DECADE_WORDS =
  /\bin\s+(?:his|her|their|my)\s+(early\s+|mid\s+|late\s+)?(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/i;
const DECADE_OF: Record<string, number> = {
  twenties: 2,
  thirties: 3,
  forties: 4,
  fifties: 5,
  sixties: 6,
  seventies: 7,
  eighties: 8,
  nineties: 9,
};
/**
 * "Her first birthday", "his twenty-first": an ordinal birthday said in words, and the sweet sixteen. "His first
 * birthday without his wife" counts something else.
 */
const ORDINALS: Record<string, number> = Object.fromEntries(
  [
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth",
    "sixteenth seventeenth eighteenth nineteenth twentieth",
  ]
    .join(" ")
    .split(" ")
    .map((word, at) => [word, at + 1]),
);
const DECADE_ORDINALS: Record<string, number> = {
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};
const ORDINAL_BIRTHDAY =
  /\b(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-])?([a-z]+)\s+(?:birthday|bday)\b(?!\s+(?:without|since|after|as\s+an?)\b)/i;
const SWEET_SIXTEEN = /\bsweet\s+(?:sixteen|16)\b/i;
/** "Hitting double digits this year": turning ten. */
const DOUBLE_DIGITS = /\b(?:hitting|hits|reaching|reaches|turning|turns|into)\s+(?:the\s+)?double\s+digits\b/i;

function ordinalBirthday(text: string): number | undefined {
  if (SWEET_SIXTEEN.test(text)) return 16;
  if (DOUBLE_DIGITS.test(text)) return 10;
  const match = ORDINAL_BIRTHDAY.exec(text);
  if (!match) return undefined;
  const word = (match[2] as string).toLowerCase();
  const tens = match[1] ? (TENS[match[1].toLowerCase()] ?? 0) : 0;
  const unit = ORDINALS[word];
  if (tens > 0) return unit !== undefined && unit < 10 ? tens + unit : undefined;
  return unit ?? DECADE_ORDINALS[word];
}

/** "Has a 5-year-old labrador", "mom of a 3 year old", "her 8-year-old": the age of someone or something else. */
const OWNED_BEFORE = /\b(?:has|have|had|with|her|his|their|of|our)\s+(?:an?\s+|two\s+|three\s+)?$/i;
/**
 * "My 12-year-old's homeroom teacher", "my 9-year-old son's coach", "my 8-year-old is getting her coach a mug": that
 * age is the child's, not the recipient's. A child who "is getting his tonsils out" is the recipient.
 */
const NO_PERSON_AFTER = new RegExp(
  String.raw`^\s*(?:(?:son|daughter|kid|boy|girl|grandson|granddaughter|niece|nephew)\s*)?['\u2019]s\b|^\s*(?:(?:son|daughter|kid|kids|boy|girl|twins|triplets|children|grandkids|grandson|granddaughter)\s+)?(?:(?:wants?|would\s+like)\s+to\s+(?:buy|get(?!\s+(?:serious|better|into|back|fit|good|married|stronger|started|more|in\s+shape)\b)|give|make|pick|surprise)|is\s+buying|is\s+getting\s+(?:(?:her|his|their|the)\s+)?(?:[\w'\u2019-]+\s+){0,2}?(?:an?|some|something)\b|is\s+making|picked|chose)\b|^\s?(?:(?:${DOG_WORDS}|${CAT_WORDS})s?|puppies|goldens?|horses?|pon(?:y|ies)|rescues?|car|truck|house|business|company|marriage|tradition)\b`,
  "i",
);

/** "A present waiting for our 3 year old": the giver's child is the one the gift is for. */
const FOR_THE_GIVERS_CHILD = /\bfor\s+(?:my|our)\s+(?:little\s+|oldest\s+|youngest\s+)?$/i;

/** "Said goodbye to his dog Rocco last weekend, 13 yrs old": an age set off after an animal named in its clause is the animal's. */
const ANIMAL_BEFORE = new RegExp(
  String.raw`\b(?:${DOG_WORDS}|${CAT_WORDS})s?\b(?![\s-](?:loving|lovers?|obsessed|crazy|mad|person)\b)[^.;!?]{0,40},\s*$`,
  "i",
);

function someoneElses(text: string, start: number, end: number): boolean {
  const yearsOld = /old|yo|y\/o|y\.o\./i.test(text.slice(start, end));
  const before = text.slice(Math.max(0, start - 40), start);
  return (
    (yearsOld &&
      !FOR_THE_GIVERS_CHILD.test(before) &&
      (OWNED_BEFORE.test(before) || GIVERS_CHILD_BEFORE.test(before) || ANIMAL_BEFORE.test(text.slice(Math.max(0, start - 80), start)))) ||
    NO_PERSON_AFTER.test(text.slice(end)) ||
    PICKING_AFTER.test(text.slice(end))
  );
}

/** The giver's child, helped or taught by the one the gift is for: "helping my 7-year-old", "who got my terrified 7-year-old". */
const GIVERS_CHILD_BEFORE =
  /\b(?:helping|help|helped|got|taught|teaches|coached|coaches|tutored|tutors|babysat|babysits)\s+(?:my|our)\s+(?:[a-z]+\s+)?$/i;
/** "My 7-year-old wants to pick a gift", "helping my 7-year-old pick a Mother's Day gift": the child chooses it. */
const PICKING_AFTER = /^\s+(?:pick|picks|choose|chooses)\s+(?:out\s+)?(?:a|an|some|something|the|his|her)\b/i;

const EXACT_AGE_EVERYWHERE = EXACT_AGE.map((pattern) => new RegExp(pattern.source, `${pattern.flags}g`));

/** Said in digits or words: "18 months old", "eighteen months old", "twenty-two months". */
const MONTHS_OLD = new RegExp(
  String.raw`\b${NUMBER}\s*-?\s*months?\s*-?\s*old\b|\b(?:be|is|turns|turning|he['\u2019]s|she['\u2019]s|who['\u2019]s)\s+${NUMBER}\s*months?\b(?!\s+(?:pregnant|along|ago|into|in|of|sober|clean|away|later|before|after|until|since|long|now|to|postpartum|out))`,
  "gi",
);
/** "The baby is 2 months old", "his 3-month-old": someone's baby, not the recipient ("my baby is 8 months old" is). */
const THEIR_BABY_BEFORE =
  /\b(?:the|their|his|her|our|a)\s+(?:new\s+|little\s+)?(?:baby|son|daughter|boy|girl|little\s+one|newborn|twins)\s+(?:is|are)\s+$/i;

/** The recipient's age in whole years when it is said in months ("3 months old", "he'll be 18 months at Christmas"). */
function babysAge(text: string): AgeRange | undefined {
  for (const match of text.matchAll(MONTHS_OLD)) {
    // "The baby is 2 months": the verb belongs to whoever is named before it.
    const verb = match[1] === undefined ? `${match[0].split(/\s+/)[0]} ` : "";
    const before = text.slice(Math.max(0, match.index - 30), match.index) + verb;
    if (THEIR_BABY_BEFORE.test(before) || OWNED_BEFORE.test(before)) continue;
    const years = Math.floor(toNumber((match[1] ?? match[2] ?? "").toLowerCase()) / 12);
    return { min: years, max: years };
  }
  return undefined;
}

/**
 * A grown-up pair's two ages: "my grandparents (79 and 81)", "my parents, 62 and 65,", "they are 79 and 81". A
 * family's children are read by `groupAges`.
 */
const PAIR_AGES =
  /\(\s*(\d{2})\s*(?:and|&|,|\/)\s*(\d{2})\s*\)|(?:,|\b(?:are|both))\s+(\d{2})\s+(?:and|&)\s+(\d{2})\b(?!\s*(?:%|dollars|bucks|minutes|hours|days|weeks|months|miles|km|pounds|lbs|years?\s+(?:married|together|ago)))/i;

const ADULT_PAIR_AGE = 18;

/** "Each of my 22 kiddos (7 and 8 year olds)": a class or a group of children, said as two ages in brackets. */
const CHILDRENS_AGES = /\(\s*(\d{1,2})\s*(?:and|&|-|to|or|\u2013)\s*(\d{1,2})\s*[\s-]*(?:years?[\s-]*olds?|yos?|y\/o)\s*\)/i;

function childrensAges(text: string): AgeRange | undefined {
  const match = CHILDRENS_AGES.exec(text);
  if (!match) return undefined;
  const [first, second] = [Number(match[1]), Number(match[2])];
  if (Math.max(first, second) >= ADULT_PAIR_AGE) return undefined;
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

function pairAges(text: string): AgeRange | undefined {
  const match = PAIR_AGES.exec(text);
  if (!match) return undefined;
  const [first, second] = [Number(match[1] ?? match[3]), Number(match[2] ?? match[4])];
  if (Math.min(first, second) < ADULT_PAIR_AGE || Math.max(first, second) > 110) return undefined;
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

/**
 * "A birthday party from my 6 year old's class", "party for my 11-year-old's best friend": a classmate or a friend
 * of the giver's child, about as old.
 */
const CLASSMATE_OF =
  /\b(?:(?:in|from|of)\s+(?:my|our)\s+(\d{1,2})[\s-]*(?:years?[\s-]*old|yo|y\/o)['\u2019]s\s+(?:class|classroom|grade|kindergarten|preschool|daycare|team)|(?:my|our)\s+(\d{1,2})[\s-]*(?:years?[\s-]*old|yo|y\/o)['\u2019]s\s+(?:best\s+|little\s+|new\s+)?(?:friend|classmate|buddy|bestie))\b/i;

/** The age of a classmate of the giver's child, when the text says who they are that way. */
export function classmateAge(text: string): AgeRange | undefined {
  const match = CLASSMATE_OF.exec(text);
  if (!match) return undefined;
  const age = Number(match[1] ?? match[2]);
  return { min: age, max: age + 1 };
}

/** Below this age someone is a child: toys, books, games and crafts are what suits them blind. */
export const CHILD_AGE_END = 13;

/** The age stated in the text, if any: one year, a decade, or a grown-up pair's two ages. */
const AT_HEART = /^\s*at\s+heart\b/i;
/**
 * "He's 38 but basically a 10 year old", "acts like a five-year-old": a manner likened to an age, not theirs, when
 * another age is said ("she's literally a 5 year old princess" is 5).
 */
const LIKENED =
  /\b(?:basically|practically|essentially|literally|like|such|acts?\s+like|behaves?\s+like)\s+an?\s+(?:big\s+|overgrown\s+)?$/i;

/** "My 8 year old son's best friend": a child's friend is about the child's age. */
const CHILDS_FRIEND =
  /\bmy\s+(\d{1,2})[\s-]*(?:years?[\s-]*old|yo)\s+(?:son|daughter|kid|boy|girl|child)['\u2019]s\s+(?:best\s+)?(?:friend|buddy|pal|classmate)\b/i;

export function childsFriendsAge(text: string): AgeRange | undefined {
  const age = CHILDS_FRIEND.exec(text)?.[1];
  return age === undefined ? undefined : { min: Number(age), max: Number(age) };
}

export function statedAge(text: string): AgeRange | undefined {
  const baby = babysAge(text);
  if (baby) return baby;
  const pair = pairAges(text) ?? childrensAges(text);
  if (pair) return pair;
  // Every match of a shape, not only its first: "who has a 3 year old, is a 40 year old runner" is 40.
  for (const pattern of EXACT_AGE_EVERYWHERE)
    for (const match of text.matchAll(pattern)) {
      if (!match[1] || someoneElses(text, match.index, match.index + match[0].length)) continue;
      // "He's 45 but a 10 year old at heart": a manner, not an age.
      if (AT_HEART.test(text.slice(match.index + match[0].length))) continue;
      if (LIKENED.test(text.slice(Math.max(0, match.index - 40), match.index + match[0].indexOf(match[1])))) {
        const elsewhere = text.slice(0, match.index) + text.slice(match.index + match[0].length);
        if ([...elsewhere.matchAll(/\b(\d{1,3})\b/g)].some(([number]) => number !== match[1])) continue;
      }
      const age = toNumber(match[1].toLowerCase());
      if (age > 0 && age <= 110) return { min: age, max: age };
    }
  const ordinal = ordinalBirthday(text);
  if (ordinal !== undefined) return { min: ordinal, max: ordinal };
  const decade = DECADE.exec(text) ?? DECADE_WORDS.exec(text);
  if (decade?.[2]) {
    const base = (/^\d$/.test(decade[2]) ? Number(decade[2]) : (DECADE_OF[decade[2].toLowerCase()] ?? 0)) * 10;
    const part = decade[1]?.trim().toLowerCase();
    return part === "early"
      ? { min: base, max: base + 3 }
      : part === "mid"
        ? { min: base + 3, max: base + 6 }
        : part === "late"
          ? { min: base + 6, max: base + 9 }
          : { min: base, max: base + 9 };
  }
  return undefined;
}

/** Several children's ages in one breath: "two kids 6 and 9", "kids aged 4, 7 and 11". */
const GROUP_AGES =
  /\b(?:kids?|children|boys|girls|ages|aged)\s*,?\s*\(?\s*(?:aged\s+|ages\s+)?(\d{1,2}(?:\s*,\s*\d{1,2})*\s*,?\s*(?:and|&)\s*\d{1,2})\b/i;

/** The youngest and oldest of the ages a group's description lists, if it lists them. */
export function groupAges(text: string): AgeRange | undefined {
  const listed = GROUP_AGES.exec(text)?.[1]
    ?.match(/\d{1,2}/g)
    ?.map(Number);
  if (!listed || listed.length < 2) return undefined;
  return { min: Math.min(...listed), max: Math.max(...listed) };
}

/** Life stages, longest phrase first. Ignored when the relationship is a role ("2nd grade teacher"). */
const STAGES: readonly (readonly [RegExp, AgeRange])[] = [
  // Not a daycare's room: "our daughter is moving up from the infant room".
  [/\b(?:newborn|infant|new baby)\b(?!\s+(?:room|classroom|class|program|care))/i, { min: 0, max: 1 }],
  // "Was born in November, so this is her very first Christmas": a baby, though no age is said.
  [
    /\b(?:just|recently|newly)\s+born\b|\bborn\s+(?:last|this)\s+(?:week|month)\b|\bborn\s+(?:\w+\s+)?(?:days|weeks|months)\s+ago\b|\b(?:was|were)\s+born\s+in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b(?!\s*,?\s*\d)|\b(?:her|his|the\s+baby['\u2019]s)\s+(?:very\s+)?first\s+(?:christmas|hanukkah|holiday\s+season|easter|diwali|eid|valentine['\u2019]?s)\b(?!\s+(?:together|with|in|since|without|as|away|back|alone|married|abroad|here))/i,
    { min: 0, max: 0 },
  ],
  [/\b(?:toddler|toddlers)\b/i, { min: 1, max: 3 }],
  [/\b(?:preschool(?:er)?|pre-k)\b/i, { min: 3, max: 5 }],
  [/\b(?:kindergart(?:en|ner))\b/i, { min: 5, max: 6 }],
  [/\b([1-8])(?:st|nd|rd|th)[\s-]grade(?:r)?\b/i, { min: -1, max: -1 }],
  [/\b(?:tween)\b/i, { min: 9, max: 12 }],
  // Coming of age in Judaism: 12 for a bat mitzvah, 13 for a bar mitzvah. A quinceañera is a girl's 15th
  // birthday; a first communion comes at about 7 to 9.
  [/\b(?:bar|bat|b'?nai)\s+mitzvah\b/i, { min: 12, max: 13 }],
  [/\b(?:quincea(?:\u00f1|n)era|quince\s+a(?:\u00f1|n)os|xv\s+a(?:\u00f1|n)os)(?![\p{L}])/iu, { min: 15, max: 15 }],
  [
    /\b(?:first\s+(?:holy\s+)?communion|premi(?:\u00e8|e)re\s+communion|primera\s+comuni(?:\u00f3|o)n|erstkommunion)\b/i,
    { min: 7, max: 9 },
  ],
  [/\b(?:middle school(?:er)?)\b/i, { min: 11, max: 14 }],
  [
    /\b(?:graduating (?:from )?high school|high school (?:grad|graduate|senior)|heading to college|off to college|starting college|college freshman)\b/i,
    { min: 17, max: 19 },
  ],
  // "A high school teacher" teaches there.
  [
    /\b(?:high school(?:er)?(?!\s+(?:teacher|principal|coach|counselor|nurse|librarian|english|math|science|history|art|music|band|chemistry|biology|physics|spanish|french))|teen|teens|teenager|teenage|adolescent)\b/i,
    { min: 13, max: 18 },
  ],
  [/\b(?:graduating (?:from )?college|college grad(?:uate)?|finishing college|graduating university)\b/i, { min: 21, max: 24 }],
  [/\b(?:nursing school|law school|med school|medical school|grad school|phd|residency)\b/i, { min: 21, max: 35 }],
  [/\b(?:in college|college (?:student|kid)|university student|at university|uni student|sophomore|dorm)\b/i, { min: 18, max: 23 }],
  [/\b(?:retiree|retiring|retired|retirement|pensioner|elderly)\b/i, { min: 55, max: 100 }],
  [/\b(?:little (?:boy|girl|one|guy)|kiddo)\b/i, { min: 3, max: 8 }],
  // "My kids, they're grown now", "our adult children": a parent's kids need not be children.
  [
    /\b(?:(?:all\s+)?grown(?:[\s-]up)?\s+(?:kids|children|sons?|daughters?)|adult\s+(?:kids|children|sons?|daughters?)|(?:they['\u2019]re|they\s+are|both|all)\s+(?:all\s+)?grown(?:\s+up)?)\b/i,
    { min: 18, max: 120 },
  ],
  // "Moving into a small rental with her two kids": the kids are hers, not her. "Before the kids came along": his.
  // "She has two young kids at home": hers too.
  [
    /(?<!\b(?:her|his|their|has|have|had|with|raising|(?:before|since|after|until)\s+the)\s+(?:(?:two|three|four|five|\d|little|young|small|own)\s+){0,2})\b(?:kid|kids|child)\b/i,
    { min: 3, max: 12 },
  ],
];

/** "A kindergarten teacher", "teaches 2nd grade", "her first teaching job in a 3rd grade classroom": the stage is where someone works, not their age. */
const WORKS_THERE_AFTER =
  /^\s+(?:class\s+)?(?:teachers?|aides?|assistants?|principals?|coach(?:es)?|nurses?|counselors?|librarians?|para)\b/i;
// "Starts her first teaching job in september (3rd grade!!)": the grade said in brackets after the job is where she teaches.
const WORKS_THERE_BEFORE =
  /\bteach(?:es|ing)?(?:\s+job)?[\s,:-]+(?:(?:at|in)\s+)?(?:a\s+|the\s+)?$|\bteach(?:es|ing)\s+job\b[^.;!?()]{0,40}\(\s*$/i;
/** "I teach 3rd grade and want something for each of my kids": the giver teaches, and the grade is the pupils'. */
const GIVER_TEACHES = /\bi\s+teach\s+$/i;
/** "My cousin is marrying a man with two kids": the partner's children, not the couple's age. */
const PARTNERS_CHILDREN = /\b(?:marrying|marries|married\s+to|engaged\s+to|dating)\s+(?:\w+\s+){0,4}?with\s+(?:\w+\s+)?$/i;

/** The life stage the text names, if any. */
const SOMEONE_ELSES_BIRTH =
  /\b(?:her|his|their)\s+(?:\w+\s+)?(?:twins|triplets|baby|babies|son|daughter|boy|girl|kids?|little\s+one|grandchild|grandbaby)\s+(?:was|were|got|had\s+been)\s+born\b[^.;!?]*$/i;

/**
 * "He's a college kid": a stage said of the person, which holds even for a role whose stage words describe the job
 * ("my daughter's kayaking instructor from summer camp - he's a college kid").
 */
const SAID_OF_THEM =
  /\b(?:he|she|they)(?:['\u2019]s|\s+is|['\u2019]re|\s+are)\s+(?:just\s+|only\s+|still\s+)?(?:a|an)\s+college\s+(?:kid|student|freshman|sophomore|junior|senior)s?\b/i;
export function stageSaidOfThem(text: string): AgeRange | undefined {
  return SAID_OF_THEM.test(text) ? COLLEGE_AGE : undefined;
}
const COLLEGE_AGE: AgeRange = { min: 18, max: 23 };

/** "My niece and her boyfriend live full time in a van": someone with a partner of their own is grown. */
const WITH_A_PARTNER =
  /\b(?:and|with)\s+(?:her|his|their)\s+(?:boyfriend|girlfriend|husband|wife|fianc[e\u00e9]e?|partner)\b|\bmoved\s+in\s+together\b/i;
const GROWN_UP: AgeRange = { min: 18, max: 120 };

/** The recipient's whole text, relationship words and all, says they live with a partner. */
export function partneredAge(recipient: string): AgeRange | undefined {
  return WITH_A_PARTNER.test(recipient) ? GROWN_UP : undefined;
}

export function stageAge(text: string): AgeRange | undefined {
  for (const [pattern, range] of STAGES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const at = match.index ?? 0;
    const before = text.slice(0, at);
    if (WORKS_THERE_AFTER.test(text.slice(at + match[0].length)) || (WORKS_THERE_BEFORE.test(before) && !GIVER_TEACHES.test(before)))
      continue;
    if (PARTNERS_CHILDREN.test(before)) continue;
    // "Since her twins were born 3 months ago": someone else's birth, told as the recipient's news.
    if (range.max === 0 && SOMEONE_ELSES_BIRTH.test(text.slice(0, at + match[0].length))) continue;
    if (range.min === -1) {
      const grade = Number(match[1]);
      return { min: grade + 5, max: grade + 6 };
    }
    return range;
  }
  return undefined;
}

/**
 * How long something has lasted, not how old someone is: "he's 5 years sober", "she is 2 years cancer-free". The
 * number goes and the state stays, so "sober" is still read as a diet.
 */
const HOW_LONG =
  /\b(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:years?|months?)\s+(?=sober|clean|smoke[\s-]free|cancer[\s-]free|in\s+remission)/gi;

/** When a friendship began, no age now: "my best friend since 3rd grade", "friends since kindergarten". */
const SINCE_SCHOOL =
  /\b(?:since|from)\s+(?:the\s+)?(?:(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+grade|kindergarten|pre-?k|preschool|middle\s+school|junior\s+high|high\s+school|elementary(?:\s+school)?|grade\s+school|freshman\s+year|we\s+were\s+(?:kids|little|\d{1,2}))\b/gi;

export function withoutDurations(text: string): string {
  return text.replace(HOW_LONG, blanked).replace(SINCE_SCHOOL, blanked).replace(YEARS_OF_SOMETHING, blanked);
}

/** "Gaat na 35 jaar met pensioen", "seit 20 Jahren", "depuis 30 ans": years of work or of a love, no age. */
const YEARS_OF_SOMETHING =
  /\b(?:na|nach|seit|apr\u00e8s|depuis|despu\u00e9s\s+de|desde\s+hace|dopo|da|ap\u00f3s|h\u00e1|ha|hace)\s+(?:ruim\s+|\u00fcber\s+|plus\s+de\s+|m\u00e1s\s+de\s+|oltre\s+|mais\s+de\s+)?\d{1,2}\s+(?:jaar|jahren|jahre|ans|ann\u00e9es|a\u00f1os|anni|anos)\b/gi;
