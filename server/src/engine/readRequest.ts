/**
 * Understand: the request read into what the filters and the ranking use. Structured fields (`age`,
 * `relationship`, `interests`, `avoid`) come first; the free-text `recipient` fills only what they leave out,
 * and is not read at all when it is not English.
 */
import type { ItemKind, ItemPrerequisite, Occasion } from "@gift-finder/shared";
import { type AnimalAllergy, animalAllergy } from "./animalAllergy.ts";
import { type AvoidConstraint, asLovesOwn, avoidsConcept, resolveAvoid } from "./avoidVocabulary.ts";
import { parentsHaveTheBabysThings, theParentsOwn } from "./babyShower.ts";
import { caredForKin } from "./caringFor.ts";
import type { CatalogIndex } from "./catalogIndex.ts";
import { type FoundRelationship, findRelationship } from "./findRelationship.ts";
import {
  FOR_THE_BIG_SIBLING,
  FROM_THE_BABY,
  forTheParent,
  inContext,
  isWork,
  mourningFor,
  sharedLoveWithoutItsThings,
  spareWhatTheyLove,
  theGiftFromHomeOverHosting,
  theWorkOverANewJob,
  togetherAsACouple,
  withAlcoholFree,
  withJobsNeeds,
  withoutAidsOnCelebrations,
  withoutAMoveIntoCare,
  withoutAPregnancyPast,
  withoutAvoided,
  withoutGiftSizeBesideLoves,
  withoutPatientsNeeds,
  withoutStudentLife,
  withoutTheDayAgain,
  withoutWorkAtShower,
  withoutWorkOnTheirDay,
  withScreenFree,
} from "./inferInterests.ts";
import { exactTagLists } from "./interestMatch.ts";
import { itemFacts } from "./itemFacts.ts";
import { withKpopGroupsNamed } from "./kpopGroups.ts";
import { withoutPetsInPassing } from "./petsInPassing.ts";
import {
  type AgeRange,
  CHILD_AGE_END,
  childsFriendsAge,
  classmateAge,
  partneredAge,
  stageAge,
  stageSaidOfThem,
  statedAge,
  withoutDurations,
} from "./readAge.ts";
import { plainBallGames } from "./readBallGames.ts";
import { type Circumstances, PET_KINDS, readCircumstances, withoutPlatformsNotOwned } from "./readCircumstances.ts";
import { plainEndearments } from "./readEndearments.ts";
import { readFavours, withoutGiversThings } from "./readFavours.ts";
import { readForeignText } from "./readForeignText.ts";
import { type InterestReading, readInterests } from "./readInterests.ts";
import { foreignLanguage } from "./readLanguage.ts";
import { plainMoves } from "./readMoves.ts";
import { plainNames } from "./readNames.ts";
import { booksReadAlready, readNegations } from "./readNegations.ts";
import { resolveOccasion } from "./readOccasion.ts";
import { blankedAsIn, withoutOthersLoves } from "./readOthersLoves.ts";
import { booksNamed, type OwnedTitle, readOwnedTitles } from "./readOwnedTitles.ts";
import { forThePet, petNotAPerson, petRecipient, petsOwned, someonesPetAlive } from "./readPetRecipient.ts";
import { plainVerbs } from "./readVerbs.ts";
import {
  type FamilyAges,
  familyAges,
  grownUpByTheirJob,
  ourAnniversary,
  ownedGamesAmong,
  roleThanked,
  sharedByMany,
  THE_PARENTS_LOVE,
} from "./readWhoItIsFor.ts";
import { plainWordSenses } from "./readWordSenses.ts";
import { plainWorkplaces } from "./readWorkplaces.ts";
import { type Gender, genderOf, PARTNERS, type Relationship, relationshipFor } from "./relationships.ts";
import { ADULT_AGE } from "./requestRules.ts";
import { withTeamsSports } from "./sportsFans.ts";
import { withSubjectTaught } from "./subjectTaught.ts";
import { blanked, words } from "./text.ts";

/**
 * "Queen (the band)", "The Office (TV show)": the aside says what kind of thing the name is, and read as an
 * interest of its own it brings a band's tuner or any TV night in. The name alone is what they love.
 */
const KIND_ASIDE =
  /\s*\((?:the\s+)?(band|tv\s+show|tv\s+series|show|series|book\s+series|books?|movies?|films?|video\s+games?|games?|anime|manga|musical|podcast|franchise|singer|author|artist|group)\)\s*/i;
const EVERY_KIND_ASIDE = new RegExp(KIND_ASIDE.source, "gi");
/** How the catalog's fan tags name a band or a show whose name alone is a common word: queen-band, friends-tv-show. */
const KIND_IN_TAGS: Readonly<Record<string, string>> = { band: "band", "tv show": "tv show", "tv series": "tv show", show: "tv show" };

/**
 * The name without its aside, or with the kind when that is how the catalog names the fans' things: "The Office"
 * alone is a workplace, "The Office (TV show)" is the show.
 */
function withoutKindAside(index: CatalogIndex, interest: string): string {
  const aside = KIND_ASIDE.exec(interest);
  if (!aside) return interest;
  const name = interest.replace(EVERY_KIND_ASIDE, " ").trim();
  if (!name) return interest;
  const kind = KIND_IN_TAGS[(aside[1] as string).toLowerCase().replace(/\s+/g, " ")];
  return kind && exactTagLists(index, `${name} ${kind}`).length > 0 ? `${name} ${kind}` : name;
}

/** "Listening instead of reading": what they do now is the interest, not what it replaced. */
const WHAT_IT_REPLACED = /\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+.*$/i;

function withoutWhatItReplaced(interest: string): string {
  const kept = interest.replace(WHAT_IT_REPLACED, "").trim();
  return kept || interest;
}

/**
 * Occasions two people celebrate together: "coworkers" getting married or moving in are a couple who get one gift
 * for their life together, not a team sharing a tin of treats.
 */
const PAIRS_OCCASIONS: ReadonlySet<Occasion> = new Set(["wedding", "anniversary", "housewarming", "baby-shower"]);

/** Circumstances read from the text, kept as they are. */
type ReadFlags =
  | "atEaseWithTech"
  | "travelsLight"
  | "cameraNamed"
  | "walletNamed"
  | "inBed"
  | "kindleOwned"
  | "toddlersAtHome"
  | "kneesBad"
  | "instrumentToReplace"
  | "boatOwned";

export interface RequestReading extends Pick<Circumstances, ReadFlags> {
  readonly occasion: Occasion | undefined;
  /**
   * For a gift to a whole family whose children's ages are stated: the youngest and oldest child. Every item
   * must suit the youngest, and the adults too unless the gift is for the children alone.
   */
  readonly family: FamilyAges | undefined;
  /** The recipient's age range; undefined when nothing says it (a "niece" may be 4 or 40). */
  readonly age: AgeRange | undefined;
  /** An age stated in years (field or text), said back to the model. */
  readonly exactAge: number | undefined;
  readonly relationship: string | undefined;
  readonly relation: Relationship | undefined;
  readonly interests: readonly InterestReading[];
  readonly avoid: readonly AvoidConstraint[];
  /** What the recipient has or cares for, so items that need it make sense. */
  readonly has: ReadonlySet<ItemPrerequisite>;
  /** Animals they love but are allergic to: never the live animal, nor its things. */
  readonly allergicTo: readonly ItemPrerequisite[];
  /** Animals assumed in the house only because the person loves them: nobody said they have one. */
  readonly lovedAnimals: readonly ItemPrerequisite[];
  /** Animals the text says died ("dogs"): their interest becomes the loss, and another animal's memorial is out. */
  readonly petsLost: readonly string[];
  /** The loss is a baby's: nothing made for new parents, not even help sent with condolences. */
  readonly babyLost: boolean;
  /** Game platforms the recipient owns, when named: a Switch owner has no use for an Xbox controller. */
  readonly platforms: readonly string[];
  /** Games said by name ("plays Call of Duty"): a copy of another game is a guess against it. */
  readonly gamesNamed: readonly string[];
  /** The gift may be for a baby the recipients expect or care for. */
  readonly baby: boolean;
  /** The baby has arrived: nothing for the pregnancy now. */
  readonly babyBorn: boolean;
  /** Contradictions between fields, said back in the text. */
  readonly notes: readonly string[];
  /** Things the text says are already theirs ("her sourdough starter"): the same thing is no gift. */
  readonly owned: readonly string[];
  /** What they make themselves ("ties his own flies"): nothing bought ready-made of it. */
  readonly homemade: readonly string[];
  /** Reads an author or a series by name ("reads Brandon Sanderson"): a random title is for another reader. */
  readonly readsNamedWriter: boolean;
  /** Recordings and films they play or rewatch, so own: "still plays Abbey Road on his turntable". */
  readonly ownedTitles: readonly OwnedTitle[];
  /** Catalog books the text names by title, read already: positions in the index. */
  readonly namedBooks: readonly number[];
  /** New to what they love ("learning to DJ", "just started running"): beginner kits suit only them. */
  readonly beginner: boolean;
  /** The loves they are new to, when the text says which ("just started running" beside a band's guitarist). */
  readonly beginnerAt: readonly string[] | undefined;
  /** Loves music but plays nothing the text says: instruments and practice gear are out. */
  readonly listener: boolean;
  /** Long past the basics ("an avid hiker", "a photographer"): beginner kits and classes are out. */
  readonly expert: boolean;
  /**
   * Leaving or living outside the country ("moving to Japan to teach English", "deployed overseas", "lives in London"):
   * a US store card or an outing here stays behind.
   */
  readonly movingAbroad: boolean;
  /** A trip or a move across an ocean ("her trip to Japan this fall"): a US airline's card flies nobody there. */
  readonly goingOverseas: boolean;
  /** The languages they are said to learn, lowercase: an app that teaches none of them is no gift. */
  readonly languagesLearned: readonly string[];
  /** West or east of the line North American field guides split at ("moved to Phoenix"): the other half's guide is wrong. */
  readonly region: "west" | "east" | undefined;
  /** Twins or triplets: a keepsake made out to one baby's name leaves the other out. */
  readonly multiples: boolean;
  /** Well along in their work ("made partner"): no starter's things for the job. */
  readonly seniorInWork: boolean;
  /** Starting out in a line of work ("graduating from nursing school"): a starter's handbook suits only them. */
  readonly startsInWork: boolean;
  /** A second or later baby ("pregnant with our second"): no first-timer's pregnancy or parenting guide. */
  readonly notFirstBaby: boolean;
  /** A cast or a broken limb ("broke her wrist"): the only reason for a cast protector. */
  readonly inACast: boolean;
  /** A leg, a knee, a hip or a foot hurt or operated on ("knee replacement"): the only reason for a leg lifter. */
  readonly legHurt: boolean;
  /** A wrist, an arm or a shoulder in a cast or a sling: no art supplies, yarn or instruments for the weeks. */
  readonly handHurt: boolean;
  /** Hands that shake (a tremor, Parkinson's): nothing to grind, pour or press by hand. */
  readonly shakyHands: boolean;
  /** A car from before OBD-II ("his '67 Mustang"): no code reader plugs into it. */
  readonly classicCar: boolean;
  /** The loves named as how they got hurt: their gear waits until they heal, a book about them does not. */
  readonly hurtDoing: readonly string[];
  /** Finishing college or a graduate school: dorm supplies are behind them. */
  readonly leavingSchool: boolean;
  /** Exacting in their taste ("a total coffee snob"): everyone's pick of what they love is out. */
  readonly connoisseur: boolean;
  /** Stuck at home or in a hospital bed ("recovering from knee surgery"): an outing is no gift now. */
  readonly homebound: boolean;
  /** A whole team or ward ("the nurses in the NICU"): something they can share. */
  readonly group: boolean;
  /** The gift is for a dog or a cat ("my baby turns 3! he's a golden retriever"): only the animal's own things. */
  readonly forPet: boolean;
  /** A new baby whose parents have every baby thing already: the gift is the parents' own. */
  readonly forTheParents: boolean;
  /** A baby's baptism or christening: the baby's day of faith, not the parents' supplies. */
  readonly babysBaptism: boolean;
  /** "Owns every popular game": an expansion or a game's accessory, not one more game they may have. */
  readonly ownsTheGames: boolean;
  /** Forgets to water or kills every plant: a bonsai that needs daily care would die with them. */
  readonly neglectsPlants: boolean;
  /** Lives in assisted living or a nursing home: no candles, no outings to book. */
  readonly inCareHome: boolean;
  /** Lives without a yard (a flat, no outdoor space): no yard's bird feeder. */
  readonly noYard: boolean;
  /** Said to be mentally sharp: no picture phone or big-button remote made simple for a failing mind. */
  readonly sharpMind: boolean;
  /** Lives in a flat or a dorm: no homeowner's safety gear. */
  readonly rents: boolean;
  /** Says the home is theirs: fixtures to install are theirs to choose. */
  readonly ownsHome: boolean;
  /** Keeps a collection: its famous titles are already in it. */
  readonly collects: boolean;
  /** Works in a science: a popular introduction to their field is beneath them. */
  readonly worksInScience: boolean;
  /** Lives under the southern sky: a star chart of the northern one is of no use. */
  readonly southernSky: boolean;
  /** The giver hardly knows them: what only family or close friends would choose is out, as for a colleague. */
  readonly barelyKnown: boolean;
  /** Sports the text says they watch: followed, not played. */
  readonly sportsWatched: readonly string[];
  /** Said by a relationship word or by the text's pronouns only; used to keep out items made for the other. */
  readonly gender: Gender | undefined;
  /** The recipient text's language when it is not English (and so was not read as English). */
  readonly foreignLanguage: string | undefined;
  /** That text was read only word by word (`readForeignText.ts`), as the model's fields were missing. */
  readonly readWordByWord: boolean;
}

export interface RequestFields {
  readonly occasion: string;
  readonly recipient?: string | undefined;
  readonly age?: number | undefined;
  readonly relationship?: string | undefined;
  readonly interests?: readonly string[] | undefined;
  readonly avoid?: readonly string[] | undefined;
}

const BAPTISM = /\b(?:baptism|baptized|baptised|christening|christened)\b/i;
const PAST_BABYHOOD = 2;

/** A baptism is a baby's day only for a baby: "my buddy Marcus is getting baptized, he's 34" wants no burp cloths. */
function baptizedPastBabyhood(fields: RequestFields, text: string): boolean {
  if (!BAPTISM.test(fields.occasion)) return false;
  const age = fields.age ?? (text ? statedAge(text)?.min : undefined);
  return age !== undefined && age >= PAST_BABYHOOD;
}

function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + " ".repeat(to - from) + text.slice(to);
}

function within(range: AgeRange, age: number): boolean {
  return age >= range.min && age <= range.max;
}

/**
 * What the request says. A text in another language, with none of the model's English interests or avoid beside
 * it, is read word by word into them, as the model would have filled them; the model's age and relationship win.
 */
export function readRequest(index: CatalogIndex, fields: RequestFields): RequestReading {
  const reading = readFields(index, fields);
  if (reading.foreignLanguage === undefined || (fields.interests?.length ?? 0) > 0 || (fields.avoid?.length ?? 0) > 0) return reading;
  const words = readForeignText(fields.recipient ?? "", reading.foreignLanguage);
  if (!words || (words.interests.length === 0 && words.avoid.length === 0 && words.relationship === undefined)) return reading;
  const relationship = fields.relationship?.trim() ? fields.relationship : words.relationship;
  return {
    ...readFields(index, { ...fields, relationship, interests: [...words.interests], avoid: [...words.avoid] }),
    readWordByWord: true,
  };
}

function readFields(index: CatalogIndex, fields: RequestFields): RequestReading {
  const notes: string[] = [];
  // Names made plain once, before the case goes: "reads Brandon Sanderson" still shows a writer in capitals.
  const named = plainMoves(plainNames(fields.recipient ?? ""));
  const recipient = withoutDurations(plainWordSenses(plainVerbs(plainBallGames(plainWorkplaces(plainEndearments(named.toLowerCase()))))));
  const language = recipient.trim() ? foreignLanguage(recipient) : undefined;
  const readText = recipient.trim() !== "" && language === undefined;

  // Free text: negations first (their scope leaves the text), then whose relationship it is.
  const allergy = readText ? animalAllergy(recipient) : { animals: [], phrases: [] };
  const negations = withoutAllergyPhrases(readText ? readNegations(recipient) : { avoid: [], rest: "" }, allergy);
  // A present "from the baby" for the big sibling is the sibling's own, not a shower gift for the baby.
  const resolved = resolveOccasion(fields.occasion);
  const occasion =
    resolved === "baby-shower" && ((readText && FROM_THE_BABY.test(recipient)) || baptizedPastBabyhood(fields, readText ? recipient : ""))
      ? "just-because"
      : resolved;
  // A favour done for the giver ("watered my plants while I was traveling") names the giver's things.
  const favours = readText ? readFavours(index, withoutPlatformsNotOwned(negations.rest)) : undefined;
  const { rest, ageText, found } = favours
    ? withoutRelationship(favours.rest, occasion === "baby-shower")
    : { rest: "", ageText: "", found: undefined };

  const givenRelationship = fields.relationship?.trim() ? findRelationship(fields.relationship.toLowerCase()) : undefined;
  // Our anniversary is the partner's, and a child's thank-you is for the role it names, whoever the text names first.
  const ours = ourAnniversary(occasion, recipient, found?.relation);
  const thanked = ours ? undefined : roleThanked(occasion, recipient, found?.relation);
  const foundRelation = ours ? relationshipFor("partner") : thanked ? (relationshipFor(thanked) ?? found?.relation) : found?.relation;
  // "My girlfriend's dog's birthday": the girlfriend only says whose dog it is; "my old man, not my dad, my beagle"
  // names no father at all.
  const theirPet = !fields.relationship?.trim() && readText && (someonesPetAlive(recipient) || petNotAPerson(recipient));
  // The model's "sister's dog" names whose the dog is, and the dog is the one the gift is for.
  const petGiven = fields.relationship?.trim() ? petRecipient(`my ${fields.relationship}`) : undefined;
  const relation =
    theirPet || petGiven ? undefined : (givenRelationship?.relation ?? relationshipFor(fields.relationship ?? "") ?? foundRelation);
  const relationship = fields.relationship?.trim() || foundRelation?.noun;
  // A dog or a cat as the one the gift is for: its age is no person's, and its things are the gift.
  // The model's relationship "dog" says so even when the text opens on a pet name ("my best boy turns 3").
  const pet = relation === undefined ? (petGiven ?? (readText ? petRecipient(recipient) : undefined)) : undefined;
  // The baby is provided for: the gift is the parents' own, and their age is the one that counts.
  const forTheParents = occasion === "baby-shower" && parentsHaveTheBabysThings(readText ? recipient : "", fields.avoid ?? []);
  const babysBaptism = occasion === "baby-shower" && (BAPTISM.test(fields.occasion) || (readText && BAPTISM.test(recipient)));
  // Clauses about someone else the text names ("her boys are obsessed with Minecraft"), found before the
  // relationship's own words leave the text.
  const othersToldOf = withoutOthersLoves(
    favours?.rest ?? "",
    relation?.noun,
    sharedByMany(relation, fields.relationship, givenRelationship?.group ?? found?.group),
  );
  const ageSaid = pet
    ? undefined
    : forTheParents && fields.age === undefined
      ? PRESUMED_GROWN_UP
      : ageFrom(fields, { recipient, readText, rest: ageText, relation, relationship, occasion, babysBaptism }, notes);
  const said = withoutGiversThings(
    readInterests(
      index,
      fields.interests?.map((interest) =>
        plainBallGames(withoutKindAside(index, plainMoves(withoutWhatItReplaced(interest), language === undefined))),
      ),
      readText ? blankedAsIn(rest, favours?.rest ?? "", othersToldOf) : undefined,
    ),
    favours?.giversConcepts ?? new Set(),
  );
  const read = inContext(
    index,
    withKpopGroupsNamed(
      index,
      withTeamsSports(withSubjectTaught(index, said, `${fields.relationship ?? ""}\n${readText ? recipient : ""}`)),
      readText ? recipient : "",
    ),
    {
      occasionText: fields.occasion,
      occasion,
      text: readText ? recipient : "",
      foreign: language !== undefined,
    },
  );
  const interests = pet ? forThePet(read, pet) : forTheParents ? theParentsOwn(read, occasion === "baby-shower") : read;
  // "My niece just started as a vet tech": someone doing a job is grown up, whatever the relationship allows.
  const age = ageSaid ?? (!pet && readText ? grownUpByTheirJob(recipient, interests.some(isWork)) : undefined);
  const readAlready = readText ? booksReadAlready(named) : [];
  // Parents who have every baby thing already: nothing for the baby, nor a parenting guide for their third.
  const babyThings = forTheParents ? ["baby things"] : [];
  // "We already own pretty much every popular game": games on their shelf, not games they dislike.
  const ownedGames = ownedGamesAmong([...(fields.avoid ?? []), ...negations.avoid], readText ? recipient : "");
  // The model's "consumable gifts" is what the text's "something consumable" says: no more things to keep.
  const usedUpWanted = (fields.interests ?? []).some((phrase) => CONSUMABLES_WANTED.test(phrase)) ? ["stuff"] : [];
  // A minimalist's shower still brings the baby's essentials: what she wants none of is clutter, toys and decor.
  const readAvoid = [...negations.avoid, ...usedUpWanted].map((phrase) =>
    occasion === "baby-shower" && phrase === "stuff" ? "clutter" : phrase,
  );
  const avoid = avoidFrom(
    index,
    (fields.avoid ?? []).filter((phrase) => !ownedGames.includes(phrase)),
    [...readAvoid.filter((phrase) => !ownedGames.includes(phrase)), ...readAlready, ...babyThings],
    fields.interests ?? [],
    interests.flatMap((interest) => interest.concepts),
  );
  const circumstances = readCircumstances({
    text: readText ? recipient : "",
    allText: `${readText ? recipient : foreignTextsOwnings(recipient)} ${(fields.interests ?? []).join(" ")} ${fields.relationship ?? ""}`,
    placesText: `${fields.recipient ?? ""} ${(fields.interests ?? []).join(" ")}`,
    occasionSaid: fields.occasion,
    interests,
    // What they own shows in what the text names, even when the occasion sets it aside as no interest: a
    // condolence for someone with "two big dogs" is no dog gift, and still no lily for their house.
    owning: said,
    occasion,
    relation,
    babyInText: found?.baby === true,
    // A child whose parents keep a no-screens rule has no phone to pair earbuds or a speaker with; at 80 or more
    // a smartphone is no given either (a Spotify card for an 85-year-old who listens to the radio), unless said.
    oldEnoughForPhone:
      (!age || age.max >= 13) &&
      !avoid.some((constraint) => constraint.is.has("screen")) &&
      !NO_APPS.test([recipient, ...(fields.avoid ?? [])].join("\n")) &&
      (!age || age.min < PHONE_DOUBTFUL_AGE || SAYS_PHONE.test(`${recipient} ${(fields.interests ?? []).join(" ")}`)),
  });
  const family = readText ? familyAges(recipient, relation) : undefined;
  // "My cat" is the writer's own animal, and here the one the gift is for.
  const has = pet ? new Set([...circumstances.has, ...petsOwned(pet)]) : circumstances.has;
  // A pet said in passing is theirs (above) but no love, in their own words; the model's interests say what it means.
  const interestsLoved = withoutAMoveIntoCare(
    withoutAPregnancyPast(
      readText && !pet && !fields.interests?.length ? withoutPetsInPassing(interests, recipient) : interests,
      circumstances.babyBorn,
    ),
    circumstances.inCareHome,
  );
  const understood =
    circumstances.petsLost.length > 0
      ? mourningFor(interests)
      : forTheParent(
          withJobsNeeds(
            withoutWorkOnTheirDay(
              withoutWorkAtShower(
                withoutStudentLife(
                  withoutAidsOnCelebrations(
                    withoutPatientsNeeds(interestsLoved, relation, occasion, readText ? recipient : ""),
                    occasion,
                    relation,
                  ),
                  relation,
                  occasion,
                ),
                forTheParents ? undefined : occasion,
              ),
              occasion,
              relation,
              readText ? recipient : "",
            ),
            relation,
            (fields.interests ?? []).length > 0,
            {
              occasion,
              text: readText ? recipient : "",
              group: givenRelationship?.group ?? found?.group ?? false,
            },
          ),
          occasion,
          relation,
          // A child's own gift when a sibling comes ("something for her when the baby comes") is no parent's rest.
          readText && (age?.max ?? CHILD_AGE_END) >= CHILD_AGE_END ? recipient : "",
        );
  const kept = withScreenFree(
    withoutAvoided(
      withAlcoholFree(
        theWorkOverANewJob(
          togetherAsACouple(
            sharedLoveWithoutItsThings(
              theGiftFromHomeOverHosting(withoutGiftSizeBesideLoves(withoutTheDayAgain(understood))),
              avoid,
              relation,
              occasion,
              readText ? recipient : "",
            ),
            relation,
            occasion,
          ),
        ),
        avoid,
        readText ? recipient : "",
        recipient,
      ),
      avoid,
    ),
    avoid,
    family ?? age,
  );
  return {
    occasion,
    family,
    age: family ? { min: family.min, max: family.max } : age,
    exactAge: family === undefined && age && age.min === age.max ? age.min : undefined,
    relationship,
    relation,
    interests: kept,
    avoid: withWhatLittleOnesOutgrow(spareWhatTheyLove(avoid, kept), family ?? age),
    notes,
    ...circumstances,
    has: allergy.animals.length > 0 ? withoutAllergens(has, allergy.animals) : has,
    allergicTo: allergy.animals,
    // The gift is for the writer's own animal: it is theirs, not only loved.
    lovedAnimals: pet ? [] : circumstances.lovedAnimals,
    foreignLanguage: language,
    readWordByWord: false,
    readsNamedWriter: READS_NAMED_WRITER.test(named),
    ownedTitles: readText ? readOwnedTitles(named) : [],
    namedBooks: readText ? booksNamed(index, named) : [],
    group: (givenRelationship?.group ?? found?.group ?? false) && !(occasion !== undefined && PAIRS_OCCASIONS.has(occasion)),
    forPet: pet !== undefined,
    forTheParents,
    babysBaptism,
    ownsTheGames: ownedGames.length > 0,
  };
}

interface AgeSources {
  readonly recipient: string;
  readonly readText: boolean;
  /** The recipient text without its negations and relationship words. */
  readonly rest: string;
  readonly relation: Relationship | undefined;
  readonly relationship: string | undefined;
  readonly occasion: Occasion | undefined;
  readonly babysBaptism: boolean;
}

/** A graduation nothing places earlier (a kindergarten one is a stage of its own): high school or later. */
const GRADUATE: AgeRange = { min: 17, max: 120 };

/** "My 12-year-old's homeroom teacher", "my 9-year-old son's coach": the child's age, not the recipient's. */
const CHILDS_AGE =
  /\b\d{1,2}\s*-?\s*(?:years?|yrs?)\s*-?\s*old(?=(?:\s+(?:son|daughter|kid|boy|girl|grandson|granddaughter|niece|nephew))?['\u2019]s\b)/gi;

/** "My coworker lost his dad, and his wife works nights": another person's hours, not the recipient's. */
const ANOTHERS_SHIFTS =
  /\b(?:his|her|their)\s+(?:wife|husband|partner|spouse|son|daughter|mom|dad|mother|father)\s+works?\s+(?:nights|night\s+shifts?|overnights?|the\s+night\s+shift)\b/gi;
/**
 * "Our baby is 3 months old", "their toddler still wakes up": the family's child, whose age is not the parent's
 * the gift is for. Blanked before "our" goes with the relationship words and hides whose child it is.
 */
const FAMILYS_CHILD =
  /\b(?:our|their|his|her)\s+(?:new\s+|little\s+|youngest\s+|oldest\s+)?(?:toddlers?|newborns?|infants?|(?:baby|babies|son|daughter|little\s+one|twins|kids?)\s+(?:is|are|just\s+turned|turned|turns)\s+(?:only\s+|just\s+|almost\s+|nearly\s+)?\d{1,2}(?:\s*(?:months?|weeks?|years?|yrs?)(?:\s+old)?)?)\b/gi;

/**
 * The text once its relationship words are found and blanked. "Our mail carrier" is the recipient; after the
 * relationship is found, "watered our plants" is the giver's, not the recipient's interest.
 */
function withoutRelationship(text: string, forTheBaby: boolean): { rest: string; ageText: string; found: FoundRelationship | undefined } {
  const found = findRelationship(text);
  // Blanked before the relationship words, whose "'s" would go with them and leave the age standing.
  const rest = text.replace(CHILDS_AGE, blanked).replace(ANOTHERS_SHIFTS, blanked);
  // The family's child still says what the gift may be about ("their newborn won't sleep"), but not its age,
  // unless the occasion is the baby's own.
  const ageText = found && !forTheBaby && !found.relation.audiences?.includes("kid") ? rest.replace(FAMILYS_CHILD, blanked) : rest;
  return { rest: withoutRelationshipWords(rest, found, true), ageText: withoutRelationshipWords(ageText, found), found };
}

/** Someone the recipient wants to see or hear from: "how she can see the grandkids' faces" is a need to keep in touch. */
const CONTACT_BEFORE =
  /\b(?:see|seeing|visit|visiting|hear\s+from|hearing\s+from|talk\s+to|talking\s+to|call|calling)\s+(?:the|her|his|their)\s+$/i;

const NEW_TO_THE_GIVER = /\bnew\s+$/i;

function withoutRelationshipWords(text: string, found: FoundRelationship | undefined, keepContacts = false): string {
  let rest = text;
  for (const span of found?.spans ?? []) {
    const before = text.slice(Math.max(0, span.from - 30), span.from);
    // "Takes care of my dad who has Alzheimer's": her caregiving, read as such.
    if (keepContacts && (CONTACT_BEFORE.test(before) || caredForKin(before, text.slice(span.from, span.to)))) continue;
    // "My new boss's house": new to the giver, so "new" goes with them and leaves no "new house" behind.
    const newTo = NEW_TO_THE_GIVER.exec(text.slice(Math.max(0, span.from - 8), span.from))?.[0].length ?? 0;
    rest = blank(rest, span.from - newTo, span.to);
  }
  // One space between the words: "our" before a blanked relationship ("our   watered our plants") must not
  // swallow the next "our" and leave "plants" standing.
  // "Planning our next trip" keeps its trip ("our next trip" names no one of the giver's); "our last dog" does not.
  // "Runs our weekly D&D game" is what the recipient leads, shared with the giver: the recipient's love. So is "our
  // family tree" they are building: the family's history is theirs too. So are the birds "at our feeder". "Our mugs and
  // bowls" ends at "and". "Caring for our dad" is her caregiving. "Still building our relationship" is read whole, as
  // no love of building.
  return rest.replace(OURS, (said, at: number) =>
    caredForKin(`${rest.slice(Math.max(0, at - 40), at)}our `, said.slice(4)) ? said : blanked(said),
  );
}
const OURS =
  /(?<!\b(?:runs|running|hosts|hosting|leads|leading|organizes|organizing|coaches|coaching)\s)\bour\s(?!(?:next|annual|yearly|last)\s+(?:trip|vacation|holiday|getaway|cruise|adventure)\b)(?!(?:family\s+(?:tree|trees|history|recipes?)|ancestry|ancestors|roots|heritage|(?:bird\s+)?feeders?|relationship)\b)[a-z]+(?:\s(?!(?:and|or|but|so|to|for|with|in|on|at|from)\b)[a-z]+)?/g;

/**
 * Age: the field, else a stated age, else a life stage (unless the relationship is a role, where "2nd grade"
 * describes the job), else what the relationship implies, else 17 or older for a graduation, else a teenager or
 * older. A field that contradicts
 * the text or the relationship is used as given, and the contradiction is noted for the text.
 */
function ageFrom(fields: RequestFields, from: AgeSources, notes: string[]): AgeRange | undefined {
  const { recipient, readText, rest, relation, relationship } = from;
  // Numbers read alike in most languages ("wird 6", "Opa, 80,"), so a stated age is looked for even in text
  // that is otherwise not read.
  // "The home health aide caring for my 88 year old grandma": for someone known by a role, an age said of one of the
  // giver's own is not theirs.
  // Nor, for anyone, the age of a child they have: "he's got a 2 year old at home".
  // "My 70 year old dad" is his own age, said of the relationship itself.
  const someoneElses = (said: string, at: number) => (ageSaidOfThe(recipient.slice(at + said.length), relation) ? said : blanked(said));
  const ownText = (relation?.role ? rest.replace(SOMEONE_ELSES_AGE, someoneElses) : rest).replace(THEIR_CHILDS_AGE, blanked);
  const statedInText =
    childsFriendsAge(recipient) ??
    (readText
      ? statedAge(ownAgesOnly(ownText, MANY_OF_THEM.test(recipient) ? undefined : genderOf(relation)))
      : recipient.trim()
        ? statedAge(recipient)
        : undefined);
  // In text that is not read, a child's age beside the model's grown-up relationship is the child's: "de la part de
  // nos deux enfants (4 et 6 ans) à leur papa". Read text says whose an age is ("my neighbor's kid, 10").
  // Read text may say the same of a grown-up's children: "8 yr anniversary with my husband, we have a 3 year old and a
  // 4 month old".
  // At a baptism, "my coworker's baby, 4 months old" is the one baptized, and the gift is the baby's. So is the child
  // a new-baby gift welcomes: "my coworker and his husband just adopted a 2 year old".
  const othersChild =
    !from.babysBaptism &&
    !ageSaidOfThem(recipient, relation?.noun) &&
    !(from.occasion === "baby-shower" && CHILD_WELCOMED.test(recipient)) &&
    (relation?.ages?.min ?? 0) >= ADULT_AGE &&
    (statedInText?.max ?? ADULT_AGE) < CHILD_AGE_END &&
    (!readText || relation?.role === true || PARTNERS.has(relation?.noun ?? ""));
  // "The parents love cooking and wine, kids are 4 and 7": a family's gift for the grown-ups who love something.
  const parentsGift = relation?.noun === "family" && readText && THE_PARENTS_LOVE.test(recipient);
  const textAge = othersChild || parentsGift ? undefined : statedInText;
  // At the baby's coming, the gift for the big sibling is theirs: "her 4 year old son is feeling left out".
  const bigSibling = from.occasion === "baby-shower" && readText ? bigSiblingsAge(recipient) : undefined;
  if (fields.age === undefined && bigSibling) return bigSibling;
  if (fields.age !== undefined) {
    if (textAge && !within(textAge, fields.age))
      notes.push(`used the age given (${fields.age}), not the ${textAge.min} the recipient text mentions`);
    if (relation?.ages && !within(relation.ages, fields.age))
      notes.push(`used age ${fields.age} as given, though "${relationship}" usually means someone ${relation.ages.min} or older`);
    return { min: fields.age, max: fields.age };
  }
  // The occasion may name the stage itself: a quinceañera, a bar mitzvah, a first communion.
  const stage =
    readText && !parentsGift
      ? relation?.role
        ? stageSaidOfThem(recipient)
        : (stageAge(rest) ?? partneredAge(recipient) ?? ceremonyAge(fields.occasion))
      : undefined;
  const age =
    textAge ??
    classmateAge(recipient) ??
    stage ??
    relation?.ages ??
    (relation && isGrownUpsOnly(relation) ? PRESUMED_GROWN_UP : undefined) ??
    (relation && !relation.audiences?.includes("kid") ? NO_CHILD : undefined);
  // Nothing says a child: most people shopping describe a teenager or an adult, and toddler toys for an
  // unread "meinem Kollegen" would be worse than no guess. A baby shower is about the baby, so no guess there.
  if (!age && from.occasion === "graduation") return GRADUATE;
  // A wedding or an anniversary is a grown-up's: no chemistry set for 10- to 15-year-olds for a cousin's wedding.
  if ((from.occasion === "wedding" || from.occasion === "anniversary") && !textAge && (age === undefined || age.min < ADULT_AGE))
    return { min: ADULT_AGE, max: age?.max ?? 120 };
  // A retirement is a working life's end: whoever retires is past 50, unless the text says an age.
  if (from.occasion === "retirement" && !textAge && (age === undefined || age.min < RETIREE.min)) return RETIREE;
  if (!relation && !age && (recipient.trim() !== "" || fields.interests?.length)) return NO_CHILD;
  return age;
}

/**
 * Nothing said makes them a child: past the things made for children up to 13 (a kids' cooking class for "my
 * brother, a hardcore minimalist", clay charms for a son's girlfriend).
 */
const NO_CHILD: AgeRange = { min: 14, max: 120 };
/**
 * A friend of no stated age is the giver's peer, a grown-up: "Rich Dad Poor Dad for Teens" is no gift for a friend
 * into investing. A teenager's friend is described as one ("my 15-year-old's best friend", "my friend, 16").
 */
const PRESUMED_GROWN_UP: AgeRange = { min: 20, max: 120 };
const isGrownUpsOnly = (relation: Relationship) =>
  relation.audiences?.includes("adult") === true && !relation.audiences.some((a) => a === "kid" || a === "teen" || a === "family");
/** Someone retiring, of no stated age: a football lover of 50 or more follows the game rather than plays it. */
const RETIREE: AgeRange = { min: 50, max: 120 };

/** The age a coming-of-age or religious milestone named as the occasion implies; no other stage counts there. */
function ceremonyAge(occasion: string): AgeRange | undefined {
  return CEREMONY.test(occasion) ? stageAge(occasion) : undefined;
}
const CEREMONY = /mitzvah|quincea|quince\s+a|xv\s+a|communion|comuni|kommunion/i;

/**
 * The older child's age, where the text says the gift is theirs: "her 4 year old son", "her daughter is 3", "something
 * for their 3-year-old so he doesn't feel left out".
 */
function bigSiblingsAge(text: string): AgeRange | undefined {
  if (!FOR_THE_BIG_SIBLING.test(text)) return undefined;
  const said =
    /\b(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*old(?:\s+(?:son|daughter|boy|girl)\b|(?<=\bfor\s+(?:their|his|her|the)\s+\S+(?:\s+\S+){0,2}))|\b(?:son|daughter)\s+(?:is|who\s+is|,)\s*(\d{1,2})\b/i.exec(
      text,
    );
  const age = Number(said?.[1] ?? said?.[2]);
  return age > 0 && age < CHILD_AGE_END ? { min: age, max: age } : undefined;
}

/** "My uncle is turning 10 (yes really)": an age said of the relationship word itself is theirs, however young. */
function ageSaidOfThem(text: string, noun: string | undefined): boolean {
  if (noun === undefined || !/^[a-z -]+$/.test(noun)) return false;
  return new RegExp(
    String.raw`\b${noun}\s*(?:,\s*|\(\s*|\s+(?:is\s+(?:turning\s+|now\s+)?|turns\s+|just\s+turned\s+|who\s+is\s+(?:turning\s+)?|who['\u2019]s\s+(?:turning\s+)?))\d{1,2}\b`,
    "i",
  ).test(text);
}

/** A child come into the family past babyhood: "just adopted a 2 year old", "fostering a 6-year-old". */
const CHILD_WELCOMED =
  /\b(?:adopt(?:ed|ing|s)?|foster(?:ed|ing|s)?|took\s+in|taking\s+in)\s+(?:a|an|their|his|her|our)\s+(?:little\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:years?|yrs?|months?)[\s-]*old\b/i;
const THEIR_CHILDS_AGE = /\b(?:has|have|got|with)\s+(?:a|an|two|three|twin)\s+\d{1,2}[\s-]*(?:years?|yrs?|months?|weeks?)[\s-]*olds?\b/gi;
const SOMEONE_ELSES_AGE = /\b(?:my|our)\s+\d{1,3}[\s-]*(?:years?|yrs?)[\s-]*old\b/gi;
/** Whether the words after an age name the relationship itself: "my 70 year old dad", "my 80 year old great aunt". */
function ageSaidOfThe(after: string, relation: Relationship | undefined): boolean {
  const [, first = "", second = ""] = WHOSE_AGE.exec(after) ?? [];
  return [`${first} ${second}`.trim(), first, second].some((words) => words !== "" && relationshipFor(words)?.noun === relation?.noun);
}
/** The words after an age ("my 70 year old | father-in-law", "| great aunt"), as a relationship. */
const WHOSE_AGE = /^[\s-]*([a-z]+(?:[\s-]in[\s-]law)?)(?:[\s-]([a-z]+))?/i;

/** "Our son is off to college (he's 18)" in a gift for his mother: an age said of the other pronoun is not hers. */
const HE_IS = /\b(?:he|him)(?:['\u2019]s|\s+is)\s+\d{1,3}\b/gi;
const SHE_IS = /\bshe(?:['\u2019]s|\s+is)\s+\d{1,3}\b/gi;
/** "My two nephews ... they're 3 and 9": several of them, whose "they" is their own. */
const MANY_OF_THEM =
  /\b(?:two|three|four|both|my|our|the)\s+(?:little\s+|young\s+)?(?:nephews|nieces|sons|daughters|grandsons|granddaughters|boys|girls|brothers|sisters)\b/i;
/** "My wife ... with the twins (they're 2)": one person of a known gender is not "they". */
const THEY_ARE = /\bthey(?:['\u2019]re|\s+are)\s+\d{1,3}\b/gi;

function ownAgesOnly(text: string, gender: Gender | undefined): string {
  const other = gender === "female" ? HE_IS : gender === "male" ? SHE_IS : undefined;
  if (!other) return text;
  return text.replace(other, blanked).replace(THEY_ARE, blanked);
}

/** "Reads Brandon Sanderson in bed", "we've been reading Stephen King for 8 years": a writer named in capitals. */
const READS_NAMED_WRITER = /\b(?:reads|reading|read|devours|rereads)\s+(?:all\s+(?:of\s+)?)?[A-Z][a-z'\u2019]+(?:\s+[A-Z][a-z'\u2019]+)?\b/;

const PHONE_DOUBTFUL_AGE = 80;
const SAYS_PHONE = /\b(?:smart\s*phone|iphone|android|phone|texts?|texting|whatsapp|facetime|ipad|tablet)\b/i;
/**
 * "Refuses anything that needs an app", "still on a flip phone", "can't work a phone", "only has a landline": nothing
 * that pairs with a phone.
 */
const NO_APPS =
  /\b(?:no|hates?|refuses?(?:\s+to\s+use)?|won['\u2019]?t\s+use|doesn['\u2019]?t\s+(?:use|do|have|own)|without|avoid)\s+(?:\w+\s+){0,4}?(?:apps?|smart\s*phones?)\b|\bflip\s+phone\b|\b(?:can['\u2019]?t|cannot)\s+(?:work|use|operate)\s+(?:(?:a|an|the|her|his|their|any)\s+)?(?:(?:smart|cell|mobile)\s*)?phones?\b|\b(?:would|could|will)\s*n['\u2019]?t\s+touch\s+(?:a|an|any)\s+(?:(?:smart|cell|mobile)\s*)?phones?\b|\bonly\s+(?:has|uses|have)\s+(?:a|the)\s+landline\b|^(?:apps?|smart\s*phones?|smartphone\s+gadgets|phone\s+apps)$/im;

/** What they have, less the animals they are allergic to, and less "a pet" when no other animal is left. */
function withoutAllergens(has: ReadonlySet<ItemPrerequisite>, animals: readonly ItemPrerequisite[]): ReadonlySet<ItemPrerequisite> {
  const kept = [...has].filter((thing) => !animals.includes(thing));
  const otherAnimal = kept.some((thing) => PET_KINDS.includes(thing));
  return new Set(otherAnimal ? kept : kept.filter((thing) => thing !== "pet"));
}

/** Under three, clothes and board books are outgrown within months. */
const OUTGROWS_BY = 3;
const OUTGROWN_KINDS: readonly ItemKind[] = ["clothing", "book"];

/**
 * Twins turning one whose mother "is a minimalist and hates clutter": no more things to keep, and still clothes and
 * board books, which a little one outgrows as surely as a treat is eaten. Without them nothing at all was left.
 */
export function withWhatLittleOnesOutgrow(avoid: AvoidConstraint[], age: AgeRange | undefined): AvoidConstraint[] {
  if ((age?.max ?? OUTGROWS_BY + 1) > OUTGROWS_BY) return avoid;
  return avoid.map((constraint) =>
    constraint.usedUpOnly ? { ...constraint, spares: new Set([...(constraint.spares ?? []), ...OUTGROWN_KINDS]) } : constraint,
  );
}

/** "Allergic to them" after "loves cats": the cats stay loved, so neither word is an avoid phrase. */
function withoutAllergyPhrases<T extends { readonly avoid: readonly string[] }>(negations: T, allergy: AnimalAllergy): T {
  if (allergy.phrases.length === 0) return negations;
  return { ...negations, avoid: negations.avoid.filter((phrase) => !allergy.phrases.includes(phrase)) };
}

/** The model's avoid phrases, then what the text negates that the vocabulary or the catalog knows. */
/**
 * "Has a Wacom so not that": one word that is the first of an item's name, a brand the catalog sells, or a model
 * with its number anywhere in one ("already has a V60"). Looked up
 * among the items whose name or tags hold its stem, not by scanning the catalog.
 */
function namesABrand(index: CatalogIndex, phrase: string): boolean {
  if (!/^[a-z][a-z0-9-]+$/.test(phrase)) return false;
  const stem = words(phrase).stems[0] ?? "";
  // A model said with its number ("already has a V60"): a word of the name, wherever it stands.
  const model = /\d/.test(phrase) ? new RegExp(String.raw`\b${phrase}\b`) : undefined;
  return (itemFacts(index).byStem.get(stem) ?? []).some((position) => {
    const name = index.items[position]?.name.toLowerCase() ?? "";
    return name.startsWith(`${phrase} `) || (model?.test(name) ?? false);
  });
}

/**
 * "Already has a good scale and a tamper so not those", of a home barista: a thing the catalog knows only as a
 * love's ("coffee scale", "espresso tamper"; "gear" of hiking and camping) is each love's, not every scale sold.
 * A thing it knows by itself ("a great tent") stays what it is.
 */
function ofEachLove(constraint: AvoidConstraint, lovedConcepts: readonly string[]): AvoidConstraint[] {
  return constraint.phrase.trim().split(/\s+/).length > 1 ? [] : asLovesOwn(constraint.phrase, lovedConcepts);
}

/**
 * "Ama videogame (tem um PS5)", "il joue à la PS5 tous les soirs": a console's name is the same in every language, so
 * a text not read still says which one they play on (no Steam card or PC mouse for a PS5 player).
 */
function consolesNamed(foreignText: string): string {
  const named = (foreignText.match(/\b(?:playstation\s*[45]?|ps[45]|xbox(?:\s+series\s+[xs])?|nintendo\s+switch(?:\s+2)?)\b/gi) ?? []).join(
    " ",
  );
  // "Il adore jouer à sa Switch", "juega con su Switch": the console by its own name after a possessive.
  return SWITCH_OWNED.test(foreignText) ? `${named} nintendo switch` : named;
}
const SWITCH_OWNED = /\b(?:sa|la|ma|su|mi|sua|minha|seine[rmn]?|ihre[rmn]?|meine[rmn]?|der|die)\s+switch\b/i;

/**
 * "Er hat eine Siebträgermaschine", "tiene una cafetera espresso", "il a une machine à expresso": the espresso machine
 * a home barista owns, said in German, Spanish, Portuguese or French, where a second one would be no gift.
 */
const ESPRESSO_MACHINE_OWNED =
  /(?:\b(?:hat|haben|besitzt)\s+(?:schon\s+|bereits\s+)?(?:eine[nm]?\s+|ein\s+)?(?:[\p{L}-]+\s+)?(?:siebtr\u00e4ger|espresso-?maschine|kaffeevollautomat)|\b(?:tiene|tem)\s+(?:ya\s+|j\u00e1\s+)?(?:una?\s+)?(?:m\u00e1quina|cafetera)\s+(?:de\s+)?(?:espresso|expresso)|\ba\s+(?:d\u00e9j\u00e0\s+)?une\s+machine\s+(?:\u00e0|a)\s+(?:espresso|expresso)|\b(?:sa|son|su|sua|seine[nr]?|ihre[nr]?)\s+(?:nouvelle\s+|nueva\s+|nova\s+|neue[nr]?\s+)?(?:machine\s+(?:\u00e0|a)\s+(?:espresso|expresso)|(?:m\u00e1quina|cafetera)\s+(?:de\s+)?(?:espresso|expresso)|espresso-?maschine|siebtr\u00e4ger)|\b(?:comprou|acabou\s+de\s+comprar|ganhou|acabou\s+de\s+ganhar|compr\u00f3|recibi\u00f3|achet\u00e9|vient\s+d(?:e\s+s['\u2019]|['\u2019])acheter|re\u00e7u)\s+(?:uma?|una|une|sa|su|sua)\s+(?:nova\s+|nueva\s+|nouvelle\s+)?(?:m\u00e1quina|machine|cafetera)\s+(?:de\s+|\u00e0\s+|a\s+)?(?:espresso|expresso))/iu;

/**
 * What a text not read still says plainly: the console they play on, an espresso machine they own, a care home, a
 * cat or a dog of their own.
 */
function foreignTextsOwnings(foreignText: string): string {
  const careHome = CARE_HOME_ABROAD.test(foreignText) ? " lives in a care home" : "";
  const pets = `${CAT_ABROAD.test(foreignText) ? " has a cat" : ""}${DOG_ABROAD.test(foreignText) ? " has a dog" : ""}`;
  return `${consolesNamed(foreignText)}${ESPRESSO_MACHINE_OWNED.test(foreignText) ? " has an espresso machine" : ""}${careHome}${pets}`;
}
/** "Hat einen Kater namens Otto", "tiene dos gatos", "a un chat", "tem um gato": an animal of their own. */
/**
 * An animal kept, said in Japanese ("neko o 2-hiki katte ite"), Chinese, simplified or traditional ("yang le liang zhi
 * mao"), or Korean ("goyangi-reul kiwoyo"): the verb of keeping right after the animal or its count, not a love of
 * cats beside a dog kept, nor "xiang yang mao" (wants to keep one).
 */
function keptInEastAsia(japanese: string, chinese: string, korean: string): string {
  const count = String.raw`[0-9\uFF10-\uFF19\u4E00\u4E8C\u4E24\u5169\u4E09\u56DB\u4E94\u516D\u4E03\u516B\u4E5D\u5341]+`;
  // Not a wish: "katte mitai" / "kaitai" (Japanese), "xiang yang" (Chinese), "kiugo sipeo" (Korean).
  return String.raw`${japanese}(?:${count}\u5339)?\u3092(?:${count}\u5339)?\u98FC(?!\u3044\u305F\u3044)|(?<!\u60F3|\u60F3\u8981)[\u517B\u990A]\u4E86?(?:${count}[\u53EA\u96BB\u6761\u689D])?\u5C0F?${chinese}|${korean}(?:\uB97C|\uC744|\s*[0-9\uD55C\uB450\uC138\uB124]\s*\uB9C8\uB9AC\uB97C)\s*\uD0A4[\uC6B0\uC6CC](?!\uACE0\s*\uC2F6)`;
}
const CAT_ABROAD = new RegExp(
  String.raw`${keptInEastAsia(String.raw`\u732B`, String.raw`[\u732B\u8C93]`, String.raw`\uACE0\uC591\uC774`)}|\b(?:hat\s+(?:einen|eine|zwei|drei)\s+(?:kater|katzen?)(?!\s+(?:nach|vom|von))|tiene\s+(?:un|una|dos|tres)\s+gat[oa]s?|a\s+(?:un|une|deux|trois)\s+chat(?:te|s)?|tem\s+(?:um|uma|dois|duas|tr\u00eas)\s+gat[oa]s?)\b`,
  "iu",
);
const DOG_ABROAD = new RegExp(
  // The Korean "gae" is a dog only where no count comes before it: "hwabun 3-gae" is three pots.
  String.raw`${keptInEastAsia(String.raw`\u72AC`, String.raw`\u72D7`, String.raw`(?:\uAC15\uC544\uC9C0|(?<![0-9\uD55C\uB450\uC138\uB124])\uAC1C)`)}|\b(?:hat\s+(?:einen|zwei|drei)\s+hunde?|tiene\s+(?:un|una|dos|tres)\s+perr[oa]s?|a\s+(?:un|une|deux|trois)\s+chien(?:ne|s)?|tem\s+(?:um|uma|dois|duas|tr\u00eas)\s+(?:cachorr[oa]s?|c\u00e3es|c\u00e3o|cadelas?))\b`,
  "iu",
);
/** "Vit en maison de retraite", "lebt im Pflegeheim", "vive en una residencia de ancianos": a room, no garden. */
const CARE_HOME_ABROAD =
  /\b(?:maison\s+de\s+retraite|ehpad|residencia\s+(?:de\s+(?:ancianos|mayores)|geri\u00e1trica)|(?:vive|vives|viven)\s+en\s+una\s+residencia|asilo|(?:alten|pflege|senioren)heim|seniorenresidenz|lar\s+de\s+idosos|casa\s+de\s+repouso|casa\s+di\s+riposo)\b/iu;

/** "Consumable gifts", "something consumable", "consumables": gifts that get used up (not "non-consumable keepsakes"). */
const CONSUMABLES_WANTED = /^(?!.*\b(?:non|not|no|nothing|never)\b).*(?:\bconsumables?\b|\bused\s+up\b)/i;

/** A love the model says is being learned: "learning to cook", "wants to learn guitar", "getting into baking". */
const LEARNING = /\b(?:learn(?:ing|s)?|getting\s+into|get\s+into)\b/i;

function avoidFrom(
  index: CatalogIndex,
  given: readonly string[],
  negated: readonly string[],
  modelsLoves: readonly string[],
  lovedConcepts: readonly string[],
): AvoidConstraint[] {
  // "He literally cannot cook anything", beside the model's "learning to cook": what they cannot do yet is what the
  // model says they will learn, and the gift is for that. Any other love beside an avoid keeps the avoid.
  const learning = modelsLoves.filter((love) => LEARNING.test(love));
  const lovedByTheModel = (constraint: AvoidConstraint) =>
    learning.some((love) =>
      love
        .toLowerCase()
        .split(/\s+/)
        .some((word) => avoidsConcept(constraint, word)),
    );
  const understood = (constraint: AvoidConstraint) =>
    constraint.known || index.phraseConcepts.findIn(constraint.phrase).size > 0 || namesABrand(index, constraint.phrase);
  const fromText = negated
    .map(resolveAvoid)
    .flatMap((constraint) => (understood(constraint) ? [constraint] : ofEachLove(constraint, lovedConcepts)))
    .filter(understood)
    .filter((constraint) => !lovedByTheModel(constraint));
  // A home brewer's "beer" to avoid is the beer itself to drink, not a life without alcohol.
  const makesIt = (phrase: string) =>
    MADE_AT_HOME[phrase.trim().toLowerCase()]?.some((concept) => lovedConcepts.includes(concept)) === true;
  const fromModel = given.flatMap((phrase) =>
    makesIt(phrase) ? [resolveAvoid(`${phrase.trim().toLowerCase()} itself`)] : eachThingListed(phrase),
  );
  // Two readings can name one thing ("baby" said, and "baby things" for parents who need none): kept once.
  const all = [...fromModel, ...fromText];
  return all.filter((constraint, at) => all.findIndex((other) => other.phrase === constraint.phrase) === at);
}

/** Drinks someone makes at home, by the loves that say so. */
const MADE_AT_HOME: Readonly<Record<string, readonly string[]>> = {
  beer: ["homebrew"],
  coffee: ["coffee-roasting"],
};

/**
 * The model's "BBQ rubs and sauces": two things, each ruled out by its own words ("bbq rubs", "sauces"), unless the
 * vocabulary knows the whole phrase and each of its parts ("gluten and dairy"), so that nothing said is lost. Known
 * whole because it knows "rubs", the phrase would lose its sauces.
 */
function eachThingListed(phrase: string): AvoidConstraint[] {
  const whole = resolveAvoid(phrase);
  const parts = phrase.split(/\s*(?:,|&|\band\b)\s*/i).filter((part) => part.trim() !== "");
  if (parts.length < 2 || parts.some((part) => part.trim().split(/\s+/).length > 3)) return [whole];
  const each = parts.map(resolveAvoid);
  return whole.known && each.every((part) => part.known) ? [whole] : each;
}
