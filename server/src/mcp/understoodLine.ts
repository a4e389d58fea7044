/** Say back what was understood: the reading as the contract's `understood`, and one short line for the model. */
import type { Understood } from "@gift-finder/shared";
import type { RequestReading } from "../engine/readRequest.ts";

/**
 * A diet named as the avoid says what it keeps out: "avoid: vegetarian" would read as the opposite of what is meant.
 */
const DIETS_AS_AVOIDED: Readonly<Record<string, string>> = {
  vegan: "animal products (vegan)",
  vegetarian: "meat and fish (vegetarian)",
  pescatarian: "meat (pescatarian)",
  kosher: "food and drink not known to be kosher",
  halal: "pork and alcohol (halal)",
  "plant based": "animal products (plant-based)",
};

export function understoodOf(reading: RequestReading): Understood {
  return {
    ...(reading.exactAge !== undefined ? { age: reading.exactAge } : {}),
    ...(reading.relationship ? { relationship: reading.relationship } : {}),
    // Two readings may be said back in the same words ("always cold" and "cozy stuff" are both staying warm): once.
    interests: [...new Set(reading.interests.map((interest) => interest.phrase))],
    avoid: reading.avoid.map((constraint) => DIETS_AS_AVOIDED[constraint.phrase.toLowerCase()] ?? constraint.phrase),
  };
}

export function understoodLine(understood: Understood, reading: RequestReading): string {
  const parts: string[] = [];
  if (understood.age !== undefined) parts.push(`age ${understood.age}`);
  else if (reading.family)
    parts.push(
      reading.family.min === reading.family.max
        ? `a child of ${reading.family.min}, and adults`
        : `children aged ${reading.family.min}–${reading.family.max}, and adults`,
    );
  else if (reading.age && reading.age.max < 120) parts.push(`age ${reading.age.min}–${reading.age.max}`);
  if (understood.relationship) parts.push(understood.relationship);
  if (understood.interests.length > 0) parts.push(`interests: ${understood.interests.join(", ")}`);
  if (understood.avoid.length > 0) parts.push(`avoid: ${understood.avoid.join(", ")}`);
  const line = `Understood: ${parts.length > 0 ? parts.join("; ") : "no details about the recipient"}.`;
  const notes = reading.notes.map((note) => ` Note: ${note}.`).join("");
  return line + notes;
}

/**
 * When the recipient text is in another language and nothing else describes the person, say how far it was read
 * and ask for English fields: word by word catches the loves a short list names, not what the text means.
 */
export function unreadRecipientLine(reading: RequestReading, hasStructuredFields: boolean, shown: number): string | undefined {
  if (reading.foreignLanguage === undefined || hasStructuredFields) return undefined;
  const askAgain = "Call again with `interests` (and `age`, `avoid`, `relationship`) filled in English";
  if (reading.readWordByWord)
    return ` The recipient text looks like ${reading.foreignLanguage} and was read only word by word, as above. ${askAgain} for a full reading.`;
  const consequence = shown > 0 ? ", so these ideas only follow the occasion and budget" : "";
  return ` The recipient text looks like ${reading.foreignLanguage} and was not read${consequence}. ${askAgain}.`;
}
