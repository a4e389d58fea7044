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

/** Instruments and voice, taught one to one. */
export const MUSIC_LESSONS: ReadonlySet<string> = new Set(["piano", "guitar", "violin", "cello", "drums", "ukulele", "singing"]);
/** Subjects taught one to one, away from a classroom. */
const PRIVATE_LESSONS: ReadonlySet<string> = new Set([...MUSIC_LESSONS, "swimming", "tennis", "horseback-riding", "ballet"]);

/**
 * The interests with the subject taught added, each marked `taught`: also one already read from the same words
 * ("swim" in "my daughter's swim coach" is read as swimming either way), which is the job, not a love said.
 */
export function withSubjectTaught(index: CatalogIndex, interests: InterestReading[], text: string): InterestReading[] {
  const subjects = new Set<string>();
  for (const [, word] of text.toLowerCase().matchAll(SUBJECT_BEFORE_ROLE))
    for (const concept of index.phraseConcepts.findIn(word as string)) if (!NOT_A_SUBJECT.has(concept)) subjects.add(concept);
  if (subjects.size === 0) return interests;
  const isSubject = (interest: InterestReading) =>
    interest.concepts.length > 0 && interest.concepts.every((concept) => subjects.has(concept));
  // A piano or a swim teacher gives lessons, not school days: "end of the school year" brings them no grading pens.
  const privateLessons = [...subjects].some((subject) => PRIVATE_LESSONS.has(subject));
  const read = interests
    .filter((interest) => !(privateLessons && interest.concepts.length > 0 && interest.concepts.every((concept) => concept === "teachers")))
    .map((interest) => (isSubject(interest) ? { ...interest, taught: true } : interest));
  const said = new Set(interests.flatMap((interest) => interest.concepts));
  const added = [...subjects]
    .filter((concept) => !said.has(concept))
    .map((concept): InterestReading => ({ phrase: conceptLabel(concept), concepts: [concept], stems: [], broader: [], taught: true }));
  return [...read, ...added];
}
