/**
 * Single-item checks of two hard constraints: an `avoid` phrase and a console's platform. `filterCandidates` applies
 * them (with the rest of `requestRules`) to the items a query asks about; `brokenAvoid` is the plain statement of the
 * avoid rule that its faster mask-based form is held to.
 */
import type { CatalogItem } from "@gift-finder/shared";
import { type AvoidConstraint, welcomeItemWhenUsedUpOnly } from "./avoidVocabulary.ts";
import { freeOfLabel } from "./catalogIndex.ts";
import type { RequestReading } from "./readRequest.ts";

/** The first `avoid` phrase the item breaks, if any. */
export function brokenAvoid(item: CatalogItem, nameTagStems: string, avoid: readonly AvoidConstraint[]): AvoidConstraint | undefined {
  for (const constraint of avoid) {
    if (constraint.within !== undefined && !nameTagStems.includes(` ${constraint.within} `)) continue;
    if (constraint.unless?.some((sequence) => nameTagStems.includes(` ${sequence} `))) continue;
    if (item.contains?.some((content) => constraint.contains.has(content))) return constraint;
    if (item.is?.some((kind) => constraint.is.has(kind))) return constraint;
    // "No more stuff": anything that stays in the house once given, a yoga mat as much as a vase.
    if (constraint.usedUpOnly && !welcomeItemWhenUsedUpOnly(item, constraint)) return constraint;
    if (namesAvoided(nameTagStems, constraint)) return constraint;
  }
  return undefined;
}

/** Whether the item's name or tags hold the constraint's words, and the item is not labelled free of it. */
function namesAvoided(nameTagStems: string, constraint: AvoidConstraint): boolean {
  return (
    constraint.words.some((sequence) => nameTagStems.includes(` ${sequence} `)) &&
    !labelledFree(nameTagStems, freeOfLabel(constraint.phrase))
  );
}

/** Words that usually mean the thing ("crackers" for gluten) do not count on an item labelled free of it. */
export function labelledFree(nameTagStems: string, freeLabel: string | undefined): boolean {
  return freeLabel !== undefined && nameTagStems.includes(freeLabel);
}

/** A console accessory must be for a platform the recipient has: with none named, an Xbox pad is a guess. */
export function fitsPlatform(item: CatalogItem, nameTagStems: string, reading: RequestReading): boolean {
  if (!item.requires.includes("game-console")) return true;
  return reading.platforms.some((stem) => nameTagStems.includes(` ${stem}`));
}
