/**
 * Understand, endearments: "my baby is graduating high school", "my baby girl turns 16". A parent's baby who
 * drives, graduates or marries is a grown child, not an infant to buy a teether for.
 */

/** Life events and ages that no infant has. */
const GROWING_UP = new RegExp(
  String.raw`\b(?:graduat\w*|college|university|dorm|high school|middle school|learner'?s permit|driver'?s licen[cs]e|` +
    String.raw`driving|learning to drive|prom|getting married|engaged|wedding|moving out|moved out|first job|` +
    String.raw`first apartment|sweet sixteen|quincea\w*|bar mitzvah|bat mitzvah|` +
    String.raw`(?:turning|turns|is|she'?s|he'?s|age)\s+(?:[3-9]|[1-9]\d)|(?:[3-9]|[1-9]\d)[- ]years?[- ]old)\b`,
);
const BABY_WORDS = /\b(my|our)\s+(?:sweet\s+|little\s+)?baby(?:\s+(girl|boy))?\b(?!\s+(?:brother|sister|cousin|shower|monitor)\b)/g;
const SHE = /\b(?:she|her|she's|hers)\b/;
const HE = /\b(?:he|him|his|he's)\b/;

/** The text with a grown child's endearment said plainly ("my daughter"), when the text speaks of growing up. */
export function plainEndearments(text: string): string {
  if (!GROWING_UP.test(text)) return text;
  return text.replace(BABY_WORDS, (_match, whose: string, kind: string | undefined) => {
    const child =
      kind === "girl" || (kind === undefined && SHE.test(text) && !HE.test(text))
        ? "daughter"
        : kind === "boy" || HE.test(text)
          ? "son"
          : "son or daughter";
    return `${whose} ${child}`;
  });
}
