/**
 * Understand, the very recording, game or film someone plays or rewatches: "still plays Abbey Road on his turntable
 * every Sunday", "plays Animal Crossing every night", "rewatches the 1995 Pride and Prejudice constantly". They own
 * that one; another copy is no gift, though a book of the same title may be.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemMemo, itemsWhere } from "./itemMemo.ts";

export interface OwnedTitle {
  /** The title as said, lower-cased: "abbey road". */
  readonly title: string;
  /** "recording": something played, a record or a video game; "film": something watched; "kit": a set built. */
  readonly medium: "recording" | "film" | "kit";
}

/**
 * A title in capitals after the verb, small words allowed inside it: "Pride and Prejudice", "Abbey Road". A set is
 * built: "spent all of last Christmas building a Millennium Falcon set".
 */
const PLAYED_TITLE =
  /\b(?:(?<film>re-?watch(?:es|ed|ing)?|still\s+watch(?:es|ing)?)|(?<recording>still\s+(?:plays|spins|listens\s+to)|plays|spins|listens\s+to)|(?<kit>buil(?:t|ds?|ding)\s+(?:a|an|the|his|her|their)(?:\s+LEGO|\s+Lego)?))\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:\d{4}\s+)?(?<title>[A-Z][\w'\u2019-]*(?:\s+(?:and|of|the|a|in|on)?\s*[A-Z][\w'\u2019-]*)*)/g;

/** A theme of sets, not one set: "built a Star Wars set with our son" owns one of many. */
const THEMES =
  /^(?:star\s+wars|harry\s+potter|super\s+mario|jurassic\s+world|speed\s+champions|lord\s+of\s+the\s+rings|marvel\s+\w+|disney\s+\w+|lego\s+\w+)$/i;

export function readOwnedTitles(text: string): OwnedTitle[] {
  return [...text.matchAll(PLAYED_TITLE)].flatMap((match) => {
    const title = match.groups?.title?.trim();
    // One capitalized word after "plays" is a sport or a game as often as a title ("plays Catan").
    if (!title || !/\s/.test(title)) return [];
    const medium = match.groups?.film ? "film" : match.groups?.kit ? "kit" : "recording";
    if (medium === "kit" && THEMES.test(title)) return [];
    return [{ title: title.toLowerCase(), medium } as const];
  });
}

const RECORDING = /\b(?:vinyl|lp|cd|record|cassette)\b/i;
const FILM = /\b(?:blu-ray|dvd|4k|uhd|box set)\b/i;
// "Plays" a title: a record on a turntable, or a video game on a console.
const played = itemsWhere((item) => RECORDING.test(item.name) || item.is.includes("video-game"));
const films = itemsWhere((item) => FILM.test(item.name));
const kits = itemsWhere((item) => item.tags.includes("lego") || /\bmodel\s+kit\b/i.test(item.name));
const copiesIn = { recording: played, film: films, kit: kits } as const;

/** The items that are a copy of a title the person owns in that medium. */
export function ownedCopies(index: CatalogIndex, titles: readonly OwnedTitle[]): number[] | undefined {
  if (titles.length === 0) return undefined;
  return titles.flatMap(({ title, medium }) =>
    copiesIn[medium](index).filter((position) => index.items[position]?.name.toLowerCase().includes(title)),
  );
}

/** A book's own title: "Fourth Wing by Rebecca Yarros (hardcover)" is "fourth wing". */
const bookTitle = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\s+by\s+.*$/, "")
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Titles of two words or more: one word ("Dune", "Wonder") is said for too many other things. */
const books = itemsWhere((item) => item.is.includes("book") && bookTitle(item.name).includes(" "));
/** Each book's title, worked out once per index rather than on every request that names one. */
const titleOf = itemMemo((item) => ` ${bookTitle(item.name)} `);

/**
 * The books by the first two words of their title, once per index: a request looks up the pairs of words it says
 * instead of searching its text for each of some 600 titles.
 */
const booksByOpening = new WeakMap<CatalogIndex, ReadonlyMap<string, readonly number[]>>();
function openingsOf(index: CatalogIndex): ReadonlyMap<string, readonly number[]> {
  let openings = booksByOpening.get(index);
  if (openings !== undefined) return openings;
  const byOpening = new Map<string, number[]>();
  for (const position of books(index)) {
    const opening = titleOf(index, position).trim().split(" ").slice(0, 2).join(" ");
    const listed = byOpening.get(opening);
    if (listed) listed.push(position);
    else byOpening.set(opening, [position]);
  }
  openings = byOpening;
  booksByOpening.set(index, openings);
  return openings;
}

/**
 * "Mostly fantasy romance (ACOTAR, Fourth Wing, that kind of thing)": a book the text names is one they have read,
 * so another copy is no gift.
 */
export function booksNamed(index: CatalogIndex, text: string): number[] {
  const spaced = text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const said = ` ${spaced} `;
  const openings = openingsOf(index);
  const saidWords = spaced.split(" ");
  const named = new Set<number>();
  for (let at = 0; at + 1 < saidWords.length; at++) {
    const candidates = openings.get(`${saidWords[at]} ${saidWords[at + 1]}`);
    if (candidates) for (const position of candidates) if (said.includes(titleOf(index, position))) named.add(position);
  }
  // In catalog order, as the books are listed.
  return [...named].sort((a, b) => a - b);
}
