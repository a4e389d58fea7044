/**
 * Understand, the subject someone teaches: a piano teacher loves the piano, a yoga instructor yoga, a swim coach
 * swimming. The model tends to send the teacher's other loves ("classical music", "cats") and leave the subject in
 * the relationship ("piano teacher") or the text, where the judges found it the best gift of all (sheet music, a
 * music stand light).
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import type { InterestReading } from "./readInterests.ts";
import { conceptLabel } from "./vocabulary.ts";

/** The word before a teaching role: "piano teacher", "swim coach", "high school chemistry teacher". */
const SUBJECT_BEFORE_ROLE = /\b([a-z]+)\s+(?:teachers?|instructors?|tutors?|coach(?:es)?)\b/g;

/** Words that name who is taught or where, not what: a preschool teacher is no lover of preschool toys. */
const NOT_A_SUBJECT: ReadonlySet<string> = new Set([
  "preschool",
  "personalized",
  "teachers",
  "kids",
  "baby",
  "toddlers",
  "school",
  "experiences",
]);

export function withSubjectTaught(index: CatalogIndex, interests: InterestReading[], text: string): InterestReading[] {
  const said = new Set(interests.flatMap((interest) => interest.concepts));
  const taught: InterestReading[] = [];
  for (const [, word] of text.toLowerCase().matchAll(SUBJECT_BEFORE_ROLE)) {
    for (const concept of index.phraseConcepts.findIn(word as string)) {
      if (said.has(concept) || NOT_A_SUBJECT.has(concept)) continue;
      said.add(concept);
      taught.push({ phrase: conceptLabel(concept), concepts: [concept], stems: [], broader: [] });
    }
  }
  return taught.length > 0 ? [...interests, ...taught] : interests;
}
