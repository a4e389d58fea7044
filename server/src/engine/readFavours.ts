/**
 * A favour done for the giver: "my neighbor watered my plants and fed my cat while I was traveling", "the IT guy
 * rescued my laptop". The plants, the cat, the laptop and the trip are the giver's, so none of them is the
 * neighbour's love, whether the text or the model's `interests` name them.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import type { InterestReading } from "./readInterests.ts";
import { blanked } from "./text.ts";

const FAVOUR_VERBS =
  "watered|watering|waters|fed|feeding|feeds|walked|walking|walks|watched|watching|looked\\s+after|looking\\s+after|took\\s+care\\s+of|taking\\s+care\\s+of|cared\\s+for|minded|checked\\s+on|sat\\s+for|pet[\\s-]?sat|house[\\s-]?sat|babysat|dog[\\s-]?sat|cat[\\s-]?sat|" +
  // A thing of the giver's mended or rescued: "the IT guy who rescued my laptop", "fixed our car", "shoveled our driveway".
  "rescued|rescues|saved|saves|fixed|fixes|fixing|repaired|repairs|recovered|set\\s+up|shoveled|shovelled|shovels|shoveling|mowed|mows|mowing|jump[\\s-]?started|towed|unclogged|helped\\s+(?:me\\s+)?(?:fix|with)";
/** "Fed my cat", "took care of our dog and our garden": the verb, then the giver's things, joined by "and". */
// A verb after the thing starts what the recipient does: "the mechanic who fixed our car loves fishing".
const THING_ENDS = String.raw`(?=\s*(?:[,.;!?)]|$|\b(?:and|while|for|every|each|when|during|so|but|at|in|from|this|last|all|twice|since|after|before|over|loves?|likes?|enjoys?|is|was|has|had|who|wants?)\b))`;
const GIVERS_THINGS = new RegExp(
  String.raw`\b(?:${FAVOUR_VERBS})\s+((?:(?:my|our)\s+(?:[a-z]+\s+){0,2}?[a-z]+${THING_ENDS}(?:\s*(?:,|and)\s*(?:(?:${FAVOUR_VERBS})\s+)?(?=(?:my|our)\b))?\s*)+)`,
  "gi",
);
/**
 * "While I was traveling", "while we were away", "every time I travel for work", "while I studied for the bar
 * exam": what the giver was doing, to
 * the end of its clause.
 */
const GIVERS_TRIP =
  /\b(?:while|when|whenever|every\s+time|each\s+time|any\s*time)\s+(?:i|we)\s+(?:was\s+|were\s+)?[a-z]+(?:\s+[a-z]+){0,6}/gi;

export interface FavourReading {
  /** The text with the giver's things and trip blanked. */
  readonly rest: string;
  /** What the giver's things and trip name, as the catalog's concepts. */
  readonly giversConcepts: ReadonlySet<string>;
}

export function readFavours(index: CatalogIndex, text: string): FavourReading {
  const said: string[] = [];
  const noted = (words: string, things?: unknown) => {
    said.push(typeof things === "string" ? things : words);
    return blanked(words);
  };
  const rest = text.replace(GIVERS_THINGS, noted).replace(GIVERS_TRIP, noted);
  const giversConcepts = new Set<string>();
  // Without "my" and "our", which the vocabulary guards ("my plants" is no love of plants), so the things are named.
  for (const words of said)
    for (const concept of index.phraseConcepts.findIn(words.replace(/\b(?:my|our)\b/g, " "))) giversConcepts.add(concept);
  // "Walks our dog… she has three rescue dogs of her own": said of them as well, the thing is theirs too.
  if (giversConcepts.size > 0) for (const concept of index.phraseConcepts.findIn(rest)) giversConcepts.delete(concept);
  return { rest, giversConcepts };
}

/** The model's interests less those that only name the giver's things ("plants" for whoever watered them). */
export function withoutGiversThings(interests: readonly InterestReading[], giversConcepts: ReadonlySet<string>): InterestReading[] {
  if (giversConcepts.size === 0) return [...interests];
  return interests.filter(
    (interest) => interest.concepts.length === 0 || !interest.concepts.every((concept) => giversConcepts.has(concept)),
  );
}
