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

const NAME_AFTER_PERSON = new RegExp(String.raw`\b(?:${NAMED_AFTER.join("|")})\s+([A-Z][a-z]+)\b(['\u2019]s\b)?`, "g");

/**
 * "Our two goldens, Biscuit and Waffles", "her cats Pepper, Olive and Mango": the names after the animals (or the
 * kids) are who they are, no breakfast and no pizza topping.
 */
const NAMES_AFTER_ANIMALS =
  /\b(?:dogs?|cats?|goldens?|labs?|pups?|puppy|puppies|kittens?|kitties|doodles?|retrievers?|terriers?|huskies|corgis?|pugs?|beagles?|poodles?|dachshunds?|rabbits?|bunnies|horses?|kids|boys|girls|twins)\s*,?\s+((?:[A-Z][a-z]+)(?:\s*,\s*[A-Z][a-z]+)*(?:\s*,?\s+(?:and|&)\s+[A-Z][a-z]+)?)\b/g;

const blankCapitals = (said: string) => said.replace(/[A-Z][a-z]+/g, (name) => " ".repeat(name.length));

/** "An older gentleman, Mr. Harris": a surname after a title is who he is (no Harry Styles for "harris"). */
const TITLED_NAME = /\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/g;

/** "Father Tom did my dad's funeral": a priest called by his title, not the giver's father. */
const CALLED_FATHER = /\b(?:Father|Fr\.)\s+[A-Z][a-z]+\b/g;

/**
 * "SIL just had baby #2", "MIL is impossible to shop for": an in-law as a chat shortens it, in capitals ("Sil" is a
 * name, so only the capitals count).
 */
const IN_LAWS_IN_CAPITALS = /\b(SIL|MIL|FIL|BIL|DIL)(?=\b|['\u2019])/g;
const IN_LAW_OF: Readonly<Record<string, string>> = {
  SIL: "sister-in-law",
  MIL: "mother-in-law",
  FIL: "father-in-law",
  BIL: "brother-in-law",
  DIL: "daughter-in-law",
};

/** The text with each name after a person word blanked, so nothing downstream reads it as an interest. */
export function plainNames(text: string): string {
  return text
    .replace(IN_LAWS_IN_CAPITALS, (short: string) => IN_LAW_OF[short] ?? short)
    .replace(CALLED_FATHER, (whole) => "priest".padEnd(whole.length))
    .replace(NAME_AFTER_PERSON, (whole, name: string, possessive: string | undefined) =>
      // "My girlfriend Sam's parents": the possessive is the relationship's once the name goes, so the parents are meant.
      possessive
        ? `${whole.slice(0, whole.length - name.length - possessive.length).trimEnd()}${possessive}`.padEnd(whole.length)
        : whole.slice(0, whole.length - name.length) + " ".repeat(name.length),
    )
    .replace(TITLED_NAME, (whole, name: string) => whole.slice(0, whole.length - name.length) + " ".repeat(name.length))
    .replace(NAMES_AFTER_ANIMALS, (whole, names: string) => whole.slice(0, whole.length - names.length) + blankCapitals(names));
}
