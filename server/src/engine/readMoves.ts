/**
 * Understand, a move to a named place: "moving to Japan", "relocating to Seattle for his first job". Someone
 * leaving for a place far from their people is moving away (what keeps home close: photos, letters, a home-state
 * candle), and to another country moving abroad (a passport holder, an adapter), not a love of the place. Someone
 * who has moved already ("just moved to Chicago") is settling in, and a move only dreamt of ("always dreamed of
 * moving to Italy") is no move: both are left to what else is said. Read before the text is lowercased, where a
 * capital still marks a place.
 */
import { PLACES_ABROAD } from "./placesAbroad.ts";

/**
 * The place may be an office of the firm: "relocating to the London office" moves them abroad, with no love of desks.
 * "Leaving for a job in Japan" and "leaving to teach English in Japan" are moves too.
 */
const MOVE_TO_A_PLACE =
  /(?<!\b(?:dream(?:s|ed|t|ing)?\s+of|wants?\s+to|wanted\s+to|would\s+love\s+to|hopes?\s+to|someday)\s+)\b(?:(?:[Mm]ov(?:e|es|ing)|[Rr]elocat(?:e|es|ing))\s+(?:(?:all\s+the\s+way|across\s+the\s+world|abroad|overseas)\s+)?to|[Ll]eav(?:es|ing)\s+for\s+(?:a\s+(?:new\s+)?(?:job|position|role|posting)|work)\s+in|[Ll]eav(?:es|ing)\s+to\s+(?:teach|work|study|live)(?:\s+[A-Za-z]+){0,2}?\s+in)\s+(?:[Tt]he\s+)?([A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)*)(?:\s+(?:office|branch|headquarters|HQ|campus|team|site))?/gu;
/** Moving to a singer's songs is dancing: "loves to dance and move to Taylor Swift songs". */
const MUSIC_AFTER = /^\s*(?:['\u2019]s\s+)?(?:songs?|music|beats?|tunes?|albums?)\b/i;

const ABROAD: ReadonlySet<string> = new Set(PLACES_ABROAD.filter((place) => !place.includes(" ")));
/** Places of two words or more, told by their whole name. */
const ABROAD_NAMES: readonly string[] = PLACES_ABROAD.filter((place) => place.includes(" "));

function isAbroad(place: string): boolean {
  const name = place.toLowerCase();
  const first = name.split(/\s+/)[0] ?? "";
  return ABROAD.has(first) || ABROAD_NAMES.some((named) => name === named || name.startsWith(`${named} `));
}

/**
 * The text with each move to a named place said as moving away, or abroad, at the same length. A giver who wrote
 * in another language lives elsewhere, where Berlin may be home ground: only moving away.
 */
export function plainMoves(text: string, writtenInEnglish = true): string {
  return text.replace(MOVE_TO_A_PLACE, (move: string, place: string, at: number) =>
    MUSIC_AFTER.test(text.slice(at + move.length))
      ? move
      : (writtenInEnglish && isAbroad(place) ? "moving abroad" : "moving away").padEnd(move.length),
  );
}
