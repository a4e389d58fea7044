/**
 * Understand, workplaces: "31 years of night shifts at the Ford plant" is a factory, not a houseplant. The word
 * leaves the text (blanked to the same length, so later readings keep their places).
 */
const AT_A_PLANT = /\b(?:at|in|from)\s+(?:the|a)\s+(?:[a-z]+\s+){0,2}plant\b(?!\s+(?:shop|store|nursery|lover|lady|mom|dad|parent)s?\b)/g;

export function plainWorkplaces(text: string): string {
  return text.replace(AT_A_PLANT, (place) => `${place.slice(0, -"plant".length)}     `);
}
