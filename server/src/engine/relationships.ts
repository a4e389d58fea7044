/**
 * Who the recipient is to the giver: the words people use, the short English noun the engine says back, and
 * what the relationship alone says about age. "Son" or "niece" says nothing about age (a niece may be graduating
 * college); "boss" or "wife" means an adult.
 */
import type { Audience } from "@gift-finder/shared";

export interface Relationship {
  /** The short English noun said back to the model. */
  readonly noun: string;
  /** The age range the relationship alone implies; absent when it implies none. */
  readonly ages?: { readonly min: number; readonly max: number };
  /** A role where words such as "2nd grade" or "kindergarten" describe the job, not the person's age. */
  readonly role?: boolean;
  /** Audiences of catalog items that suit this relationship. */
  readonly audiences?: readonly Audience[];
  /** Is the gift really for a baby the recipients are expecting or caring for? */
  readonly baby?: boolean;
  /** Concepts the job itself speaks of when nothing else is said: a mail carrier works outdoors in all weather. */
  readonly implies?: readonly string[];
}

const ADULT = { min: 18, max: 120 } as const;
const GROWN = { min: 21, max: 120 } as const;
const ELDER = { min: 50, max: 120 } as const;
const WORK: Relationship = { noun: "coworker", ages: GROWN, role: true, audiences: ["coworker", "adult"] };

const table: Record<string, Relationship> = {};
function define(relationship: Relationship, ...phrases: string[]): void {
  for (const phrase of phrases) table[phrase] = relationship;
}

define(
  { noun: "mother", ages: GROWN, role: true, audiences: ["adult", "senior"] },
  "mom",
  "mother",
  "mum",
  "mama",
  "mommy",
  "stepmom",
  "dad's wife",
  "dad's new wife",
  "father's wife",
  "stepmother",
  "step mom",
  "stepmum",
  "step mum",
);
define(
  { noun: "father", ages: GROWN, role: true, audiences: ["adult", "senior"] },
  "dad",
  "father",
  "papa",
  "pops",
  "daddy",
  "old man",
  "stepdad",
  "stepfather",
  "step dad",
);
define({ noun: "wife", ages: GROWN, role: true, audiences: ["adult", "couple"] }, "wife", "wifey");
define({ noun: "husband", ages: GROWN, role: true, audiences: ["adult", "couple"] }, "husband", "hubby");
define({ noun: "partner", ages: ADULT, role: true, audiences: ["adult", "couple"] }, "partner", "spouse", "significant other");
define(
  { noun: "girlfriend", ages: ADULT, role: true, audiences: ["adult", "couple"] },
  "girlfriend",
  "gf",
  "girl i'm seeing",
  "girl i've been dating",
  "girl i'm dating",
  "girl i've been seeing",
  "woman i'm seeing",
  "woman i've been dating",
);
define(
  { noun: "boyfriend", ages: ADULT, role: true, audiences: ["adult", "couple"] },
  "boyfriend",
  "bf",
  "guy i'm seeing",
  "guy i've been dating",
  "guy i'm dating",
  "guy i've been seeing",
  "man i'm seeing",
  "man i've been dating",
);
define({ noun: "fiancé", ages: ADULT, role: true, audiences: ["adult", "couple"] }, "fiance", "fiancee", "fiancé", "fiancée");
define(
  { noun: "sister", audiences: ["adult", "teen"] },
  "sister",
  "little sister",
  "big sister",
  "older sister",
  "younger sister",
  "baby sister",
  "kid sister",
  "sis",
);
define(
  { noun: "brother", audiences: ["adult", "teen"] },
  "brother",
  "little brother",
  "big brother",
  "older brother",
  "younger brother",
  "baby brother",
  "kid brother",
  "bro",
);
// "Twin girls turning one, daughters of my college roommate": the daughters, not the roommate.
define({ noun: "son", audiences: ["kid", "teen", "adult"] }, "son", "sons", "little boy", "baby boy", "stepson", "step son");
define(
  { noun: "daughter", audiences: ["kid", "teen", "adult"] },
  "daughter",
  "daughters",
  "little girl",
  "baby girl",
  "stepdaughter",
  "step daughter",
);
define({ noun: "son or daughter", audiences: ["kid", "teen", "adult"] }, "son or daughter");
define({ noun: "child", ages: { min: 1, max: 17 }, audiences: ["kid", "teen"] }, "kid", "child", "little one");
// A parent's kids who have grown up: "our adult children", "my grown kids".
define(
  { noun: "grown child", ages: { min: 18, max: 120 }, audiences: ["adult"] },
  "adult child",
  "adult children",
  "adult kids",
  "grown child",
  "grown children",
  "grown kids",
  "grown-up kids",
  "grown up kids",
);
define({ noun: "nephew", audiences: ["kid", "teen", "adult"] }, "nephew", "nephews");
define({ noun: "niece", audiences: ["kid", "teen", "adult"] }, "niece", "nieces");
define({ noun: "goddaughter", audiences: ["kid", "teen", "adult"] }, "goddaughter", "goddaughters", "god daughter");
define({ noun: "godson", audiences: ["kid", "teen", "adult"] }, "godson", "godsons", "god son");
define({ noun: "godchild", audiences: ["kid", "teen", "adult"] }, "godchild", "god child", "godchildren");
define({ noun: "cousin", audiences: ["adult", "teen", "kid"] }, "cousin");
define({ noun: "grandson", audiences: ["kid", "teen", "adult"] }, "grandson", "grandsons");
define({ noun: "granddaughter", audiences: ["kid", "teen", "adult"] }, "granddaughter", "granddaughters");
define(
  { noun: "grandchild", audiences: ["kid", "teen", "adult"] },
  "grandchild",
  "grandkid",
  "grandkids",
  "grandchildren",
  "grandbaby",
  "grandbabies",
);
define(
  { noun: "grandmother", ages: ELDER, role: true, audiences: ["senior", "adult"] },
  "grandma",
  "grandmother",
  "granny",
  "nana",
  "grandmom",
  "oma",
  "nonna",
);
define(
  { noun: "grandfather", ages: ELDER, role: true, audiences: ["senior", "adult"] },
  "grandpa",
  "grandfather",
  "granddad",
  "grandad",
  "opa",
  "nonno",
);
// A pair of grandparents: what one of them would use alone is no gift for both.
define(
  { noun: "grandparents", ages: ELDER, role: true, audiences: ["senior", "couple", "adult"] },
  "grandparents",
  "grandma and grandpa",
  "grandpa and grandma",
);
define({ noun: "aunt", ages: GROWN, role: true, audiences: ["adult", "senior"] }, "aunt", "auntie");
define({ noun: "uncle", ages: GROWN, role: true, audiences: ["adult", "senior"] }, "uncle");
// As people type them in a chat, after "my" only ("Sil" is a name, "ex mil" a veteran, "Fil-Am" a heritage):
// "baby shower for my SIL", "my MIL".
define({ noun: "mother-in-law", ages: GROWN, role: true, audiences: ["adult", "senior"] }, "mother in law", "my mil");
define({ noun: "father-in-law", ages: GROWN, role: true, audiences: ["adult", "senior"] }, "father in law");
define(
  { noun: "sister-in-law", ages: ADULT, role: true, audiences: ["adult"] },
  "sister in law",
  "brother's wife",
  "brothers wife",
  "my sil",
);
define({ noun: "brother-in-law", ages: ADULT, role: true, audiences: ["adult"] }, "brother in law", "sister's husband", "sisters husband");
// A child's or a grandchild's spouse, not the giver's: "my son's wife" is no partner to buy lingerie for.
define({ noun: "daughter-in-law", ages: ADULT, role: true, audiences: ["adult"] }, "daughter in law", "son's wife", "sons wife", "my dil");
define({ noun: "son-in-law", ages: ADULT, role: true, audiences: ["adult"] }, "son in law", "daughter's husband", "daughters husband");
define(
  { noun: "granddaughter-in-law", ages: ADULT, role: true, audiences: ["adult"] },
  "granddaughter in law",
  "grandson's wife",
  "grandsons wife",
);
define(
  { noun: "grandson-in-law", ages: ADULT, role: true, audiences: ["adult"] },
  "grandson in law",
  "granddaughter's husband",
  "granddaughters husband",
);
// Someone else's partner is no partner of the giver's: "our rabbi's wife", "my boss's husband".
define(
  { noun: "friend", audiences: ["adult"] },
  "friend",
  "best friend",
  "bestie",
  "bff",
  "buddy",
  "pal",
  "friends",
  "friend's wife",
  "friend's husband",
  "boss's wife",
  "boss's husband",
  "rabbi's wife",
  "pastor's wife",
  "coworker's wife",
  "coworker's husband",
  "neighbor's wife",
  "neighbor's husband",
);
define(WORK, "coworker", "co worker", "colleague", "colleagues", "coworkers", "teammate", "secret santa", "work friend");
define({ noun: "boss", ages: GROWN, role: true, audiences: ["coworker", "adult"] }, "boss", "manager", "supervisor", "director", "ceo");
define({ noun: "employee", ages: ADULT, role: true, audiences: ["coworker", "adult"] }, "employee", "employees", "team", "staff", "intern");
define({ noun: "client", ages: GROWN, role: true, audiences: ["coworker", "adult"] }, "client", "clients", "customer");
define({ noun: "teacher", ages: GROWN, role: true, audiences: ["coworker", "adult"] }, "teacher", "teachers", "professor", "tutor");
// "The three teacher aides in my son's kindergarten class": a classroom's helpers, thanked as its teachers are.
define(
  { noun: "teacher", ages: GROWN, role: true, audiences: ["coworker", "adult"] },
  "teacher aide",
  "teacher aides",
  "teacher's aide",
  "teacher's aides",
  "teachers aides",
  "classroom aide",
  "classroom aides",
  "paraprofessional",
  "paraprofessionals",
);
define({ noun: "coach", ages: GROWN, role: true, audiences: ["coworker", "adult"] }, "coach", "trainer");
// An instructor of a sport or an art teaches no class of children: a riding instructor gets nothing for a classroom
// and nothing for a team's coach either.
define({ noun: "instructor", ages: GROWN, role: true, audiences: ["coworker", "adult"] }, "instructor", "instructors");
// Whoever runs a club, a troop or a youth group for others, mostly as a volunteer.
define(
  { noun: "club leader", ages: GROWN, role: true, audiences: ["coworker", "adult"] },
  "club leader",
  "scout leader",
  "troop leader",
  "youth leader",
);
define(
  { noun: "clergy", ages: GROWN, role: true, audiences: ["adult", "coworker"] },
  "priest",
  "pastor",
  "minister",
  "rabbi",
  "reverend",
  "vicar",
  "chaplain",
  "imam",
  "deacon",
);
// A nurse's shifts speak for themselves (hand cream, compression socks); a doctor's or a carer's do not.
define({ noun: "nurse", ages: GROWN, role: true, audiences: ["coworker", "adult"], implies: ["nurses"] }, "nurse", "nurses");
define(
  { noun: "nurse", ages: GROWN, role: true, audiences: ["coworker", "adult"] },
  "doctor",
  "doctors",
  "oncologist",
  // "Our dog's vet": a veterinarian by her patient (a bare "vet" is as often a veteran).
  "veterinarian",
  "dog's vet",
  "dogs vet",
  "cat's vet",
  "cats vet",
  "our vet",
  "surgeon",
  "physician",
  "pediatrician",
  "cardiologist",
  "dentist",
  "caregiver",
  "caregivers",
  "home health aide",
  "health aide",
  "aide",
  "carer",
  "carers",
);
define(
  { noun: "therapist", ages: GROWN, role: true, audiences: ["coworker", "adult"] },
  "therapist",
  "speech therapist",
  "physical therapist",
  "occupational therapist",
  "physiotherapist",
  "physio",
  "counselor",
  "counsellor",
);
define({ noun: "mentor", ages: GROWN, role: true, audiences: ["coworker", "adult"] }, "mentor");
// People who look after the giver's home, mail or animals: thanked personally, not with desk things.
define(
  { noun: "mail carrier", ages: ADULT, role: true, audiences: ["adult", "coworker"], implies: ["outdoor-work"] },
  "mail carrier",
  "mailman",
  "mail man",
  "postman",
  "postal worker",
  "mail lady",
  "letter carrier",
);
define({ noun: "dog walker", ages: ADULT, role: true, audiences: ["adult", "coworker"] }, "dog walker", "dog sitter", "pet sitter");
// Out on the corner every school morning, in every weather.
define(
  { noun: "crossing guard", ages: ADULT, role: true, audiences: ["adult", "coworker"], implies: ["outdoor-work"] },
  "crossing guard",
  "lollipop lady",
  "lollipop man",
);
define(
  { noun: "delivery driver", ages: ADULT, role: true, audiences: ["adult", "coworker"] },
  "delivery driver",
  "ups driver",
  "fedex driver",
);
define(
  { noun: "bus driver", ages: ADULT, role: true, audiences: ["adult", "coworker"] },
  "bus driver",
  "school bus driver",
  "janitor",
  "custodian",
  "lunch lady",
  "school secretary",
);
define({ noun: "nanny", ages: { min: 14, max: 120 }, role: true, audiences: ["adult", "teen"] }, "nanny", "babysitter", "au pair");
define(
  { noun: "housekeeper", ages: ADULT, role: true, audiences: ["adult", "coworker"] },
  "housekeeper",
  "cleaner",
  "cleaning lady",
  "house cleaner",
);
define({ noun: "hairdresser", ages: ADULT, role: true, audiences: ["adult", "coworker"] }, "hairdresser", "hair stylist", "barber");
// Known through the home they rent or the building they keep.
define(
  { noun: "landlord", ages: ADULT, role: true, audiences: ["adult", "coworker"] },
  "landlord",
  "landlady",
  "building super",
  "building superintendent",
  "doorman",
  "concierge",
);
// "Walt next door": whoever lives there.
define(
  { noun: "neighbor", ages: GROWN, role: true, audiences: ["adult", "coworker"] },
  "neighbor",
  "neighbour",
  "neighbors",
  "neighbours",
  "next door",
);
define(
  { noun: "roommate", ages: ADULT, role: true, audiences: ["adult"] },
  ...["roommate", "roomie", "flatmate", "housemate", "roommates", "roomies", "flatmates", "housemates"],
);
define({ noun: "classmate", audiences: ["kid", "teen", "adult"] }, "classmate", "classmates");
define({ noun: "host", ages: GROWN, role: true, audiences: ["adult", "couple"], implies: ["hosting"] }, "host", "hosts", "hostess");
define({ noun: "couple", ages: ADULT, role: true, audiences: ["couple", "adult"] }, "couple", "newlyweds", "bride and groom", "the couple");
// The giver's parents, or in-laws, have a grown child: no teen driving course for them.
define(
  { noun: "parents", ages: { min: 30, max: 120 }, role: true, audiences: ["adult", "couple", "senior"] },
  "parents",
  "in laws",
  "parents in law",
);
define(
  { noun: "new parents", ages: ADULT, role: true, audiences: ["adult", "couple", "baby"], baby: true },
  "new parents",
  "expecting parents",
  "parents to be",
  "mom to be",
  "dad to be",
  "new mom",
  "new dad",
  "expecting couple",
  "expectant parents",
);
define({ noun: "family", audiences: ["family"] }, "family", "whole family", "the family", "household");

export const RELATIONSHIPS: Readonly<Record<string, Relationship>> = table;

/** Relationships of a couple: romance is theirs, and their time together is a date. */
export const PARTNERS: ReadonlySet<string> = new Set(["wife", "husband", "partner", "girlfriend", "boyfriend", "fiancé", "couple"]);

export type Gender = "female" | "male";

const GENDER_OF_NOUN: Readonly<Record<string, Gender>> = {
  mother: "female",
  wife: "female",
  girlfriend: "female",
  sister: "female",
  daughter: "female",
  niece: "female",
  goddaughter: "female",
  granddaughter: "female",
  grandmother: "female",
  aunt: "female",
  "mother-in-law": "female",
  "sister-in-law": "female",
  "daughter-in-law": "female",
  "granddaughter-in-law": "female",
  father: "male",
  husband: "male",
  boyfriend: "male",
  brother: "male",
  son: "male",
  nephew: "male",
  godson: "male",
  grandson: "male",
  grandfather: "male",
  uncle: "male",
  "father-in-law": "male",
  "brother-in-law": "male",
  "son-in-law": "male",
  "grandson-in-law": "male",
};

/** The gender a relationship word names ("sister"), if it names one. */
/** A colleague, a client, a teacher or a neighbour: someone known through work or the street, not family. */
export function knownFromAfar(relation: Relationship | undefined): boolean {
  return relation?.audiences?.includes("coworker") === true;
}

export function genderOf(relation: Relationship | undefined): Gender | undefined {
  return relation ? GENDER_OF_NOUN[relation.noun] : undefined;
}

/** The relationship for an English noun the model passed ("sister", "new parents"), or for an unknown one. */
export function relationshipFor(noun: string): Relationship | undefined {
  return table[noun.trim().toLowerCase().replace(/[-_]+/g, " ").replace(/\s+/g, " ")];
}
