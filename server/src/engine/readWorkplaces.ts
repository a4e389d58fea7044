/**
 * Understand, workplaces: "31 years of night shifts at the Ford plant" is a factory, not a houseplant, and "always
 * at the office late" a workplace, not a love of desk things. The word leaves the text (blanked to the same length,
 * so later readings keep their places).
 */
const AT_A_PLANT = /\b(?:at|in|from)\s+(?:the|a)\s+(?:[a-z]+\s+){0,2}plant\b(?!\s+(?:shop|store|nursery|lover|lady|mom|dad|parent)s?\b)/g;

/**
 * The office as where someone works or moves to, or whose party it is: "relocating to the London office", "always
 * at the office late", "office Secret Santa". Not "something for her office" or "her new home office".
 */
const AT_THE_OFFICE =
  /\b(?:to|at|in|from|into)\s+the\s+(?!home\s)(?:[a-z]+\s+){0,2}office(?=\s*(?:$|[,.;!?)\u2014-]|(?:next|late|every|all|and|in|on|at|for|until|since|this|each|most|after|before|where|which|who|with|from|to|is|was|now|soon|downtown)\b))|\boffice(?=\s+(?:secret\s+santa|gift\s+exchange|white\s+elephant|party|holiday\s+party|potluck|swap)\b)/g;

export function plainWorkplaces(text: string): string {
  return text
    .replace(AT_A_PLANT, (place) => `${place.slice(0, -"plant".length)}     `)
    .replace(AT_THE_OFFICE, (place) => place.replace(/office$/, "      "));
}
