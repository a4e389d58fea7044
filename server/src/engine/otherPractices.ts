/**
 * Things made for another kind of the person's practice. Kinds of one practice exclude each other: someone who
 * paints in oils has no use for alcohol markers, a birder none for astronomy binoculars, a guitarist none for a
 * piano bench. Naming one kind rules out the others' things, unless an item also serves the kind they named (a
 * brush set for oils and acrylics). The same holds for an electric guitar's gear for a learner of "guitar", and for
 * a random title for a reader of a writer the catalog lacks.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemsTagged } from "./itemsTagged.ts";

const PRACTICE_KINDS: readonly (readonly string[])[] = [
  ["oil-painting", "acrylic", "watercolor", "markers", "digital-art", "coloring", "calligraphy", "printmaking", "miniatures"],
  // Binoculars and guides for the sky or for the birds.
  ["birdwatching", "birds", "astronomy", "stargazing"],
  // A jazz guitarist gets no DJ controller or cueing headphones.
  ["guitar", "bass-guitar", "piano", "ukulele", "drums", "harmonica", "dj", "music-production"],
  ["acoustic-guitar", "electric-guitar"],
  // A Lorcana deck for a Magic player, freshwater test strips for a reef keeper.
  ["magic-the-gathering", "pokemon", "lorcana"],
  ["freshwater-aquarium", "reef-aquarium"],
  ["indoor-volleyball", "beach-volleyball"],
  // Crochet hooks for a knitter of thirty years, needles for a crocheter: the other craft's tools.
  ["knitting", "crochet"],
];

/** The items of another kind of a practice than the one the person named, or undefined when they named none. */
export function otherPractices(index: CatalogIndex, said: ReadonlySet<string>): Set<number> | undefined {
  const breaking = new Set<number>();
  for (const kinds of PRACTICE_KINDS) {
    const theirs = kinds.filter((kind) => said.has(kind));
    if (theirs.length === 0) continue;
    const served = itemsTagged(index, theirs);
    const others = kinds.filter((kind) => !said.has(kind));
    for (const position of itemsTagged(index, others)) if (!served.has(position)) breaking.add(position);
  }
  return breaking.size > 0 ? breaking : undefined;
}

const SAYS_ELECTRIC = /\b(?:electric|amps?|amplifiers?|pedals?|rock|metal|punk|shred(?:s|ding)?)\b/i;

/**
 * A distortion pedal or an amplifier for someone learning "guitar": gear for an electric guitar nobody said they
 * play, where most learners start on an acoustic one.
 */
export function electricGearUnsaid(index: CatalogIndex, said: ReadonlySet<string>, phrases: readonly string[]): number[] | undefined {
  if (!said.has("guitar") || said.has("electric-guitar") || phrases.some((phrase) => SAYS_ELECTRIC.test(phrase))) return undefined;
  return [...itemsTagged(index, ["electric-guitar"])].filter((position) => index.items[position]?.requires.includes("guitar"));
}

/** What every book in the catalog carries: being a book says nothing of what it is about. */
const BOOK_TAGS: ReadonlySet<string> = new Set(["books", "reading", "book", "hardcover", "paperback", "gift-book", "classic", "book-club"]);

/**
 * A random title for someone who reads a writer the catalog does not have ("reads Brandon Sanderson"): a memoir, a
 * money book or a romantasy is a gift for another reader. A book must share something the person said beyond
 * reading itself; a book light, an e-reader or a book subscription, which are not books, still serve a reader.
 */
export function titlesForAnotherReader(index: CatalogIndex, said: ReadonlySet<string>): number[] | undefined {
  if (!said.has("reading") && !said.has("books") && !said.has("book-club")) return undefined;
  const breaking: number[] = [];
  index.items.forEach((item, position) => {
    if (!item.is.includes("book")) return;
    const about = item.tags.filter((tag) => !BOOK_TAGS.has(tag));
    if (about.length > 0 && !about.some((tag) => said.has(tag))) breaking.push(position);
  });
  return breaking;
}
