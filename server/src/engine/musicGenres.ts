/** A record is of its genre: someone who named theirs gets records of it, not the catalog's other albums. */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemsTagged, itemsTaggedWith } from "./itemsTagged.ts";
import type { RequestReading } from "./readRequest.ts";

/** The genres the catalog's records are tagged with. */
const MUSIC_GENRES = [
  "hip-hop",
  "pop",
  "k-pop",
  "classic-rock",
  "rock",
  "grunge",
  "jazz",
  "soul",
  "r-and-b",
  "reggaeton",
  "latin-music",
  "country",
  "punk",
  "blues",
  "folk",
  "classical-music",
  "oldies",
];

/**
 * Olivia Rodrigo, Taylor Swift and Bad Bunny LPs for a boyfriend who collects 90s hip hop: every one was graded
 * wrong. A record of a genre the person did not name is for someone else once they named one; a record of two
 * genres stays when either is theirs.
 */
export function recordsOfOtherGenres(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  const named = new Set(reading.interests.flatMap((interest) => interest.concepts));
  const theirs = MUSIC_GENRES.filter((genre) => named.has(genre));
  if (theirs.length === 0) return undefined;
  const ofTheirs = itemsTagged(index, theirs);
  return itemsTaggedWith(
    index,
    MUSIC_GENRES.filter((genre) => !named.has(genre)),
    ["records"],
  ).filter((position) => !ofTheirs.has(position));
}
