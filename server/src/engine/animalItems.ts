/**
 * Items and animals: what needs an animal in the house, what needs none, and what is about another kind of animal.
 * Listed per catalog for the request rules.
 */
import type { ItemPrerequisite } from "@gift-finder/shared";
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemsWhere } from "./itemMemo.ts";
import { itemsTagged } from "./itemsTagged.ts";

const ANIMALS_OWN: ReadonlySet<string> = new Set(["dog", "cat", "pet"]);

/** Every item that needs no animal in the house to make sense. */
export function forPeople(index: CatalogIndex): number[] {
  const people: number[] = [];
  index.items.forEach((item, position) => {
    if (!item.requires.some((needed) => ANIMALS_OWN.has(needed))) people.push(position);
  });
  return people;
}

const ANIMALS_NEEDED: readonly ItemPrerequisite[] = ["dog", "cat", "pet", "bird", "aquarium", "reptile"];

/** Items for an animal the person keeps (they require it): a toy, a feeder, a bed. Listed once per catalog. */
export const forAnimals = itemsWhere((item) => item.requires.some((needed) => ANIMALS_NEEDED.includes(needed)));

/** Items about a kind of animal other than the ones named ("cats" when a dog died), and about none of those. */
export function otherAnimals(index: CatalogIndex, animals: readonly string[]): Set<number> {
  const about = itemsTagged(index, animals);
  return new Set([...itemsTagged(index, ["dogs", "cats"])].filter((position) => !about.has(position)));
}
