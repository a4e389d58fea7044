/** Reads a free-text occasion ("Father's Day", "secret santa", "teacher appreciation") into a known one. */
import { OCCASIONS, type Occasion } from "@gift-finder/shared";
import { PhraseTable } from "./text.ts";
import { OCCASION_ALIASES } from "./vocabulary.ts";

const occasionPhrases = (() => {
  const table = new PhraseTable<Occasion>();
  for (const occasion of OCCASIONS) for (const phrase of OCCASION_ALIASES[occasion]) table.add(phrase, occasion);
  return table;
})();

export function resolveOccasion(text: string): Occasion | undefined {
  const normalized = text
    .trim()
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[\s_]+/g, "-");
  const exact = OCCASIONS.find((o) => o === normalized);
  if (exact) return exact;
  // Longest phrase first, so "baby shower" wins over "baby" and "new job" over "job".
  const [first] = occasionPhrases.findIn(text);
  return first;
}
