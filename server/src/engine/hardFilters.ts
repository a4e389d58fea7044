/**
 * Filter: the request's hard constraints. An item that breaks one is never suggested, however well it scores:
 * budget (a price prefix, handled by the caller), `avoid`, age fit and prerequisites.
 */
import type { CatalogItem } from "@gift-finder/shared";
import type { AvoidConstraint } from "./avoidVocabulary.ts";
import { labelledFreeOf } from "./catalogIndex.ts";
import type { RequestReading } from "./readRequest.ts";

/** The first `avoid` phrase the item breaks, if any. */
export function brokenAvoid(item: CatalogItem, nameTagStems: string, avoid: readonly AvoidConstraint[]): AvoidConstraint | undefined {
  for (const constraint of avoid) {
    if (item.contains?.some((content) => constraint.contains.has(content))) return constraint;
    if (item.is?.some((kind) => constraint.is.has(kind))) return constraint;
    if (namesAvoided(nameTagStems, constraint)) return constraint;
  }
  return undefined;
}

/** Whether the item's name or tags hold the constraint's words, and the item is not labelled free of it. */
export function namesAvoided(nameTagStems: string, constraint: AvoidConstraint): boolean {
  // Words that usually mean the thing ("crackers" for gluten) do not count on an item labelled free of it.
  return constraint.words.some((sequence) => nameTagStems.includes(` ${sequence} `)) && !labelledFreeOf(nameTagStems, constraint.phrase);
}

/** Does the item suit the recipient's age? A baby item also suits parents shopping for their baby. */
export function fitsAge(item: CatalogItem, reading: RequestReading): boolean {
  const ages = item.ages;
  if (!ages || !reading.age) return true;
  if (reading.baby && ages.min === 0) return true;
  return ages.min <= reading.age.max && ages.max >= reading.age.min;
}

/** A console accessory must be for a platform the recipient has: with none named, an Xbox pad is a guess. */
export function fitsPlatform(item: CatalogItem, nameTagStems: string, reading: RequestReading): boolean {
  if (!item.requires.includes("game-console")) return true;
  return reading.platforms.some((stem) => nameTagStems.includes(` ${stem}`));
}

/** Does the recipient have what the item needs (a dog for a dog harness)? */
export function hasPrerequisites(item: CatalogItem, reading: RequestReading): boolean {
  const requires = item.requires;
  if (!requires) return true;
  for (const needed of requires) if (!reading.has.has(needed)) return false;
  return true;
}

export type FilterVerdict = "ok" | "avoid" | "age" | "requires";

export function hardFilter(item: CatalogItem, nameTagStems: string, reading: RequestReading): FilterVerdict {
  if (brokenAvoid(item, nameTagStems, reading.avoid)) return "avoid";
  if (!fitsAge(item, reading)) return "age";
  if (!hasPrerequisites(item, reading) || !fitsPlatform(item, nameTagStems, reading)) return "requires";
  return "ok";
}
