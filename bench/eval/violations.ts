/** The hard constraints, checked on each returned idea independently of how the engine filtered. */
import type { CatalogItem, SuggestGiftsInput } from "@gift-finder/shared";
import { resolveAvoid, welcomeItemWhenUsedUpOnly } from "../../server/src/engine/avoidVocabulary.ts";
import { BORN_OCCASION } from "../../server/src/engine/readCircumstances.ts";
import { petRecipient } from "../../server/src/engine/readPetRecipient.ts";
import { withWhatLittleOnesOutgrow } from "../../server/src/engine/readRequest.ts";
import { ownedGamesAmong } from "../../server/src/engine/readWhoItIsFor.ts";
import { words } from "../../server/src/engine/text.ts";

const BABY_SHOWER = /\bbaby[\s-]*(shower|party)\b|\bbabyparty\b|\bsprinkle\b/i;

export type ViolationKind = "budget" | "avoid" | "age" | "prerequisites";

/** A grader's everyday word for what the catalog's `requires` names otherwise ("bike" for "bicycle"). */
const PREREQUISITE_SYNONYMS: Readonly<Record<string, string>> = {
  bike: "bicycle",
  "road bike": "bicycle",
  "mountain bike": "bicycle",
  phone: "smartphone",
  "record player": "record-player",
  turntable: "record-player",
  "game console": "game-console",
  console: "game-console",
  "espresso machine": "espresso-machine",
  yard: "garden",
  kitten: "cat",
  puppy: "dog",
};

export function violations(item: CatalogItem, request: SuggestGiftsInput, said: readonly string[]): ViolationKind[] {
  const has = said.map((thing) => PREREQUISITE_SYNONYMS[thing.toLowerCase()] ?? thing.toLowerCase());
  const found: ViolationKind[] = [];
  if (item.price > request.budget) found.push("budget");
  const nameAndTags = ` ${[item.name, ...item.tags.map((t) => t.replace(/-/g, " "))].map((t) => words(t).stems.join(" ")).join(" | ")} `;
  // A "nut-free" or "gluten-free" label says the item has none: its words ("nut", "crackers") do not count,
  // whether the phrase names the thing ("gluten") or what it causes ("nut allergy").
  const labelledFree = (thing: string) =>
    new RegExp(`\\b${thing.replace(/s$/, "")}s?[\\s-]free\\b`, "i").test([item.name, ...item.tags].join(" "));
  // A love the request names beside the avoid phrase ("gaming", avoid "video games") leaves only the kind of item
  // the phrase names ruled out: a gaming mouse is no video game.
  const lovedKinds = new Set((request.interests ?? []).flatMap((interest) => [...resolveAvoid(interest).is]));
  // A little one's clothes and board books are outgrown, so "no more stuff" still welcomes them.
  const age = request.age === undefined ? undefined : { min: request.age, max: request.age };
  // "Classic board games he owns" names the games on his shelf, which the grades judge: an expansion or card
  // sleeves for them are no game he owns.
  const gamesOwned = ownedGamesAmong(request.avoid ?? [], "");
  const avoided = (request.avoid ?? []).filter((phrase) => !gamesOwned.includes(phrase));
  for (const constraint of withWhatLittleOnesOutgrow(avoided.map(resolveAvoid), age)) {
    // "Golf gadgets": only the topic's things of that kind.
    if (constraint.within !== undefined && !nameAndTags.includes(` ${constraint.within} `)) continue;
    // "Plastic toys": a wooden toy is what they want instead.
    if (constraint.unless?.some((sequence) => nameAndTags.includes(` ${sequence} `))) continue;
    const spared = [...constraint.is].some((kind) => lovedKinds.has(kind));
    const free = labelledFree(constraint.phrase) || constraint.words.some((word) => !word.includes(" ") && labelledFree(word));
    const broken =
      item.contains?.some((c) => constraint.contains.has(c)) ||
      item.is?.some((k) => constraint.is.has(k)) ||
      (constraint.usedUpOnly && !welcomeItemWhenUsedUpOnly({ is: item.is ?? [], tags: item.tags }, constraint)) ||
      (!free && !spared && constraint.words.some((sequence) => nameAndTags.includes(` ${sequence} `)));
    if (broken) {
      found.push("avoid");
      break;
    }
  }
  // A baby shower's or a new baby's bottles and swaddles are for the baby, whatever the parent's age.
  const forTheBaby =
    (BABY_SHOWER.test(request.occasion) || BORN_OCCASION.test(request.occasion)) && item.ages !== undefined && item.ages.min <= 1;
  // "My dog's 5th birthday": the age is the dog's, and no item's age range (made for people) speaks of it.
  const forAPet = petRecipient(request.recipient ?? "") !== undefined;
  if (request.age !== undefined && item.ages && !forTheBaby && !forAPet && (request.age < item.ages.min || request.age > item.ages.max))
    found.push("age");
  const pets = has.some((animal) => animal === "dog" || animal === "cat" || animal === "bird") ? ["pet"] : [];
  // A baby shower celebrates a baby on the way: the baby's things are what it is for.
  const expecting = BABY_SHOWER.test(request.occasion) ? ["baby"] : [];
  const owned = new Set([...has, ...pets, ...expecting, ...(request.age === undefined || request.age >= 13 ? ["smartphone"] : [])]);
  if ((item.requires ?? []).some((needed) => !owned.has(needed))) found.push("prerequisites");
  return found;
}
