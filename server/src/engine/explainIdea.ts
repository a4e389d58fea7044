/** One short, human sentence saying why an idea fits, built from what actually matched. */
import { CATEGORIES, type CatalogItem, type Occasion } from "@gift-finder/shared";
import type { UnderstoodQuery } from "./understandQuery.ts";

const OCCASION_WORDS: Record<Occasion, string> = {
  birthday: "a birthday",
  anniversary: "an anniversary",
  wedding: "a wedding",
  graduation: "a graduation",
  holiday: "the holidays",
  housewarming: "a housewarming",
  "baby-shower": "a baby shower",
  retirement: "a retirement",
  "thank-you": "a thank-you",
  valentines: "Valentine's Day",
  "mothers-day": "Mother's Day",
  "fathers-day": "Father's Day",
  "new-job": "a new job",
  "get-well": "a get-well wish",
  farewell: "a farewell",
  "just-because": "a just-because surprise",
};

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export interface IdeaFacts {
  readonly item: CatalogItem;
  /** Interests of the recipient this item matched. */
  readonly matched: readonly string[];
  /** What sets this item apart from the others that matched, e.g. ["birds", "nature"]. */
  readonly flavour: readonly string[];
  readonly understood: UnderstoodQuery;
  readonly budget: number;
}

/** Concepts that describe who the recipient is rather than what they love: "into kids" would read oddly. */
const WHO_NOT_WHAT: Record<string, string> = { kids: "Just right for a child", baby: "Made for a little one" };

export function explainIdea({ item, matched, flavour, understood, budget }: IdeaFacts): string {
  const interests = matched.filter((concept) => !Object.hasOwn(WHO_NOT_WHAT, concept)).slice(0, 2).map((concept) => concept.replace(/-/g, " "));
  const who = matched.filter((concept) => Object.hasOwn(WHO_NOT_WHAT, concept)).map((concept) => WHO_NOT_WHAT[concept])[0];
  const why = interests.length > 0
    ? `Made for someone into ${listWords(interests)}`
    : who !== undefined
      ? who
    : understood.audiences.has("coworker") && item.audience.includes("coworker")
      ? "An easy, office-friendly pick"
      : `A well-loved ${CATEGORIES[item.category].label.toLowerCase()} pick`;
  const occasion = understood.occasion;
  const fitsOccasion = occasion !== undefined && item.occasions.includes(occasion);
  const when = fitsOccasion ? ` for ${OCCASION_WORDS[occasion]}` : "";
  const share = item.price / budget;
  const value = share >= 0.75 ? ", making the most of the budget" : share <= 0.35 ? ", leaving room for a card or wrapping" : "";
  const extra = flavour.length > 0 ? ` (${listWords(flavour)})` : "";
  return `${why}${extra}${when}${value}.`;
}
