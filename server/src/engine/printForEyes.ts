/**
 * Print and failing eyes: what someone whose sight is going can no longer use. Failing eyes keep large print and
 * audiobooks; eyes that have all but gone keep only what is heard.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemFacts } from "./itemFacts.ts";
import { itemsTagged } from "./itemsTagged.ts";

const PRINTED_PUZZLES = ["crosswords", "word-search", "sudoku", "jigsaw", "puzzles", "puzzle-books"];
/** Games played by reading small cards and sheets: Clue's notepad, a trivia deck. */
const READ_OFF_CARDS = ["deduction", "trivia"];
const FOR_WEAK_EYES = ["large-print", "low-vision", "audiobooks"];

/** Books, printed puzzles and large print, audiobooks aside: what eyes that have all but gone cannot use. */
export function anyPrint(index: CatalogIndex): number[] {
  const printed = new Set([
    ...itemsTagged(index, [...PRINTED_PUZZLES, ...READ_OFF_CARDS, "large-print", "magnifier"]),
    ...(itemFacts(index).byKind.get("book") ?? []),
  ]);
  return [...printed].filter((position) => !index.items[position]?.tags.includes("audiobooks"));
}

/** Books, magazines and puzzles in ordinary print or small pieces: what failing eyes can no longer use. */
export function smallPrint(index: CatalogIndex): number[] {
  const printed = new Set([
    ...itemsTagged(index, [...PRINTED_PUZZLES, ...READ_OFF_CARDS, "magazines"]),
    ...(itemFacts(index).byKind.get("book") ?? []),
  ]);
  return [...printed].filter((position) => !index.items[position]?.tags.some((tag) => FOR_WEAK_EYES.includes(tag)));
}
