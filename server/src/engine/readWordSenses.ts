/**
 * Understand, words whose sense the words around them settle: "old-fashioned Spencerian penmanship" is a way of
 * writing, not the cocktail (which is "an old fashioned", or old fashioneds with their glasses and bitters); and in
 * the words of someone who shoots on film, "how expensive film has gotten" is film stock, not the movies.
 */

/** "Old-fashioned" before a thing it describes: the drink is only ever the noun or its own gear. */
const OLD_FASHIONED_BEFORE_A_THING =
  /\bold[\s-]fashioned(?=\s+(?!(?:cocktails?|glass(?:es)?|kits?|drinks?|mix(?:es)?|bitters|syrup|recipes?|and|or|with|at|in|on|every|each|for|from|is|are|was|were|but|so|to|too)\b)[a-z])/g;

/** Said only of a photographer: shooting film, a film camera, 35mm, a darkroom, developing their own. */
const SHOOTS_FILM =
  /\b(?:shoots?|shooting|shot)\s+(?:\d+\s*mm\s+|medium\s+format\s+|black\s+and\s+white\s+)?film\b|\bfilm\s+cameras?\b|\b35\s*mm\b|\bdarkroom\b|\bdevelops?\s+(?:her|his|their)\s+own\b/;
/** Film said bare, not already part of a photographer's phrase. */
const BARE_FILM =
  /(?<!\b(?:35\s*mm|mm|format|white|shoots?|shooting|shot|develop(?:s|ing)?|old|on|of)\s)\bfilm\b(?!\s+(?:cameras?|photography|rolls?|stock)\b)/g;

export function plainWordSenses(text: string): string {
  const plain = text.replace(OLD_FASHIONED_BEFORE_A_THING, "old-time");
  return SHOOTS_FILM.test(plain) ? plain.replace(BARE_FILM, "film stock") : plain;
}
