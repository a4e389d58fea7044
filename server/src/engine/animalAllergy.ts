/**
 * Understand, an allergy to the animal they love: "loves cats but is allergic to them". The love stays (a cat
 * calendar, a cat novel); what needs the live animal goes (a cat café, a heated cat bed), and the animal is no
 * avoid phrase that would take the love with it.
 */
import type { ItemPrerequisite } from "@gift-finder/shared";

/** Per animal, "allergic to cats" and "loves cats … allergic to them", compiled once: every request is read for them. */
const ALLERGIES: readonly (readonly [ItemPrerequisite, RegExp, RegExp, RegExp])[] = (
  [
    ["cat", String.raw`cats?|kittens?|kitties`],
    ["dog", String.raw`dogs?|pupp(?:y|ies)`],
  ] as const
).map(([animal, words]) => [
  animal,
  new RegExp(String.raw`\ballergic\s+to\s+(${words})\b`, "i"),
  new RegExp(String.raw`\b(?:${words})\b[^.;!?]{0,40}?\ballergic\s+to\s+(them|it|him|her)\b`, "i"),
  // "The biggest cat person you'll ever meet but she's super allergic": the allergy said bare, after the animal.
  new RegExp(
    String.raw`\b(?:${words})\b[^.;!?]{0,60}?\b(?:is|she['\u2019]s|he['\u2019]s|they['\u2019]re)\s+(?:\w+\s+)?allergic\b(?!\s+to\b)`,
    "i",
  ),
]);

/** The animals the text says they are allergic to, with the words the negation reader would avoid. */
export interface AnimalAllergy {
  readonly animals: readonly ItemPrerequisite[];
  /** What was said after "allergic to" ("them", "cats"), left out of the avoid phrases. */
  readonly phrases: readonly string[];
}

export function animalAllergy(text: string): AnimalAllergy {
  const animals: ItemPrerequisite[] = [];
  const phrases: string[] = [];
  for (const [animal, named, pronoun, bare] of ALLERGIES) {
    const match = named.exec(text) ?? pronoun.exec(text);
    if (!match && !bare.test(text)) continue;
    animals.push(animal);
    if (match) phrases.push((match[1] as string).toLowerCase());
  }
  return { animals, phrases };
}
