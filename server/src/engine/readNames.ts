/**
 * Understand, names: "my great-aunt Rose", "our dog sitter Maya", "a friend named Jade". A name is who the person
 * is, not what they love: Rose is no wine, Jade no jewelry, Olive no oil. Read before the text is lowercased,
 * where a capital still tells a name from a word.
 */

/** Words after which a capitalised word names the person (or animal) just mentioned. */
const NAMED_AFTER = [
  "aunt",
  "auntie",
  "uncle",
  "grandma",
  "grandpa",
  "granny",
  "nana",
  "cousin",
  "sister",
  "brother",
  "friend",
  "neighbor",
  "neighbour",
  "coworker",
  "co-worker",
  "colleague",
  "boss",
  "manager",
  "teacher",
  "wife",
  "husband",
  "girlfriend",
  "boyfriend",
  "fiancé",
  "fiancee",
  "fiance",
  "partner",
  "son",
  "daughter",
  "niece",
  "nephew",
  "mentor",
  "sitter",
  "nanny",
  "named",
  "called",
];

const NAME_AFTER_PERSON = new RegExp(String.raw`\b(?:${NAMED_AFTER.join("|")})\s+([A-Z][a-z]+)\b`, "g");

/** The text with each name after a person word blanked, so nothing downstream reads it as an interest. */
export function plainNames(text: string): string {
  return text.replace(NAME_AFTER_PERSON, (whole, name: string) => whole.slice(0, whole.length - name.length) + " ".repeat(name.length));
}
