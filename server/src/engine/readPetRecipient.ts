/**
 * Understand, a pet as the one the gift is for: "my dog turns 5", "our beagle, he's 12", "my baby turns 3! he's a
 * golden retriever". The age is the animal's, and what it gets is for the animal: toys, treats, a softer bed.
 */
import type { ItemPrerequisite } from "@gift-finder/shared";
import { type InterestReading, withConceptAs } from "./readInterests.ts";

/** Words for a dog or a cat, as alternatives for a pattern: also what an endearment is checked against. */
export const DOG_WORDS = String.raw`dog|doggo|pup|puppy|labrador|lab|retriever|beagle|poodle|terrier|shepherd|spaniel|dachshund|corgi|husky|bulldog|pug|greyhound|collie|schnauzer|chihuahua|doodle|goldendoodle|labradoodle|rottweiler|doberman|dalmatian|pitbull|pit\s+bull|great\s+dane|shih\s+tzu`;
export const CAT_WORDS = String.raw`cat|kitty|kitten`;

/** Words after an animal's name that make it a person or a place: "dog walker", and a "lab group" is no Labrador. */
const NOT_THE_ANIMAL = String.raw`(?:lov|own|walk|sit|mom|dad|mum|parent|person|people|lady|guy|friend|groom|train|park|daycare|group|mate|member|partner|tech|manager|meeting|coat|result|assistant)`;

/**
 * The text opens on the animal itself ("my dog", "for our old beagle", "my pet", "my girlfriend's dog's birthday", as
 * an endearment is read), not on its person ("my dog-loving sister", "our dog walker").
 */
const OPENS_ON_A_PET = new RegExp(
  String.raw`^\s*(?:(?:a\s+)?(?:gift|present)\s+)?(?:for\s+)?(?:my|our|the|her|his|their)\s+(?:[a-z0-9-]+(?:['\u2019]s)?\s+){0,2}?` +
    String.raw`(?:${DOG_WORDS}|${CAT_WORDS}|pet)s?(?:['\u2019]s)?\b(?![\s-]*${NOT_THE_ANIMAL})`,
  "i",
);
/** The one named first turns out to be the animal: "our ring bearer, who is actually our golden retriever". */
const TURNS_OUT_A_PET = new RegExp(
  String.raw`^[^.!?]{0,60}?,?\s*(?:who(?:['\u2019]s|\s+is)|is)\s+(?:actually\s+|really\s+|literally\s+)?(?:my|our)\s+(?:[a-z]+\s+){0,2}?(?:${DOG_WORDS}|${CAT_WORDS})\b(?![\s-]*${NOT_THE_ANIMAL})`,
  "i",
);
/**
 * A word for a person said of the animal, and taken back: "for my old man, not my dad, my 15-year-old beagle". The
 * person's word names nobody.
 */
const NOT_THE_PERSON = new RegExp(
  String.raw`^[^.!?]{0,60}?\bnot\s+(?:my|our)\s+(?:dad|father|husband|son|boyfriend|brother|baby|kid|daughter|girlfriend|wife|mom|mother)\b[\s,;:\u2014-]*(?:(?:it['\u2019]?s|i\s+mean)\s+)?(?:my|our)\s+(?:[a-z0-9-]+\s+){0,2}?(?:${DOG_WORDS}|${CAT_WORDS})\b(?![\s-]*${NOT_THE_ANIMAL})`,
  "i",
);

/** "My old man, not my dad, my beagle": the person the text seemed to name is the animal. */
export function petNotAPerson(text: string): boolean {
  return NOT_THE_PERSON.test(text);
}

const DOG = new RegExp(String.raw`\b(?:${DOG_WORDS})s?\b`, "i");
const CAT = new RegExp(String.raw`\b(?:${CAT_WORDS})s?\b`, "i");

const A_PET_GONE = /\b(?:died|passed|put\s+down|put\s+to\s+sleep|lost|gone|rainbow\s+bridge)\b/i;
/** A pet named as someone's, first thing in the text: "my girlfriend's dog's birthday", "our neighbor's cat". */
const SOMEONES_PET = new RegExp(
  String.raw`^\s*(?:(?:a\s+)?(?:gift|present)\s+)?(?:for\s+)?(?:my|our)\s+[a-z-]+['\u2019]s\s+(?:[a-z]+\s+)?(?:${DOG_WORDS}|${CAT_WORDS})(?:['\u2019]s)?\b(?![\s-]*${NOT_THE_ANIMAL})`,
  "i",
);

/**
 * "My girlfriend's dog's birthday": someone's living pet named first, whose person only says whose it is. Not "my
 * sister's dog walker", nor "my neighbor's dog died last week", which is the neighbor's loss.
 */
export function someonesPetAlive(text: string): boolean {
  return SOMEONES_PET.test(text) && !A_PET_GONE.test(text);
}

export type PetKind = "dogs" | "cats" | "pets";

/** The kind of animal the gift is for, when the recipient is one. */
export function petRecipient(text: string): PetKind | undefined {
  if (!OPENS_ON_A_PET.test(text) && !TURNS_OUT_A_PET.test(text) && !NOT_THE_PERSON.test(text)) return undefined;
  const dog = DOG.test(text);
  const cat = CAT.test(text);
  return dog && !cat ? "dogs" : cat && !dog ? "cats" : "pets";
}

/** How a reason names the animal: "For your dog: a chew toy…". */
const PET_PHRASES: Readonly<Record<PetKind, string>> = { dogs: "your dog", cats: "your cat", pets: "your pet" };
/** What owning the animal makes sense of: a dog's toys, a cat's scratcher, a carrier for either. */
export function petsOwned(kind: PetKind): ItemPrerequisite[] {
  return kind === "dogs" ? ["dog", "pet"] : kind === "cats" ? ["cat", "pet"] : ["pet"];
}

const ANIMAL_CONCEPTS: ReadonlySet<string> = new Set(["dogs", "cats", "pets"]);

/** An animal's toys: "chew toys" for a beagle are dog toys, not a child's. */
const PETS_TOYS: Readonly<Record<PetKind, readonly string[]>> = {
  dogs: ["dog-toys"],
  cats: ["cat-toys"],
  pets: ["dog-toys", "cat-toys"],
};

/**
 * What a person's words mean said of a dog: "arthritis in his hips" is an old dog's stiff joints, and "a total foodie
 * who would do anything for a snack" wants treats, not a snack box from abroad.
 */
const SAID_OF_A_DOG: Readonly<Record<string, readonly string[]>> = {
  toys: ["dog-toys"],
  arthritis: ["senior-dogs"],
  "back-pain": ["senior-dogs"],
  dining: ["dog-treats"],
  snacks: ["dog-treats"],
};

/** The animal first among what is read, in place of the bare "pet" an endearment left ("my pet turns 3"). */
export function forThePet(interests: readonly InterestReading[], kind: PetKind): InterestReading[] {
  const rest = interests
    .filter((interest) => !interest.concepts.every((concept) => ANIMAL_CONCEPTS.has(concept)))
    .map((interest) =>
      interest.concepts.reduce(
        (read, concept) =>
          concept === "toys"
            ? withConceptAs(read, "toys", PETS_TOYS[kind])
            : kind === "dogs" && SAID_OF_A_DOG[concept]
              ? withConceptAs(read, concept, SAID_OF_A_DOG[concept])
              : read,
        interest,
      ),
    );
  return [{ phrase: PET_PHRASES[kind], concepts: [kind], stems: [], broader: [] }, ...rest];
}
