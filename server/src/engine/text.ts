/** Text normalisation shared by the catalog index and queries, so both sides of a match are stemmed alike. */
import { stemmer } from "stemmer";

const STOPWORDS = new Set(
  "a an and the of for to in on at with who whom that this is are was be being been my our your his her their them they he she it its from by as or into loves love loving likes like enjoys really very big huge fan fans lover person someone guy girl".split(" "),
);

/** Lowercase stems of the meaningful words, in order. `"Board-game fans"` → `["board", "game"]`. */
export function stems(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/);
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    out.push(stemmer(word));
  }
  return out;
}

/** The stems of a phrase joined by a space: the key used for phrase look-ups. */
export function phraseKey(text: string): string {
  return stems(text).join(" ");
}

/** Every run of 1 to `maxLength` consecutive stems, as phrase keys. */
export function ngrams(tokens: readonly string[], maxLength = 3): string[] {
  const out: string[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let length = 1; length <= maxLength && start + length <= tokens.length; length++) {
      out.push(tokens.slice(start, start + length).join(" "));
    }
  }
  return out;
}
