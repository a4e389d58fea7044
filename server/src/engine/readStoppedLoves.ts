/**
 * Understand, a love the body or the place no longer allows: "he was a carpenter his whole life … can't use tools
 * anymore", "knitted for 60 years but can't see the stitches", "fished every weekend until he was 85", "played piano
 * her whole life, but had to stop". The love stays (a book or a print about it is welcome), but what it is done with
 * goes: the tools, the supplies, a lesson, a gift card for its shop. Each yields the avoid phrase "<love> gear and
 * lessons", which the avoid vocabulary reads as that love's things, books and prints spared, and what else it was
 * done with.
 */
import { IN_CARE_HOME } from "./readCircumstances.ts";

/**
 * Words that show the love as done for years, or in the past: the practice, the love it is, and what else it was
 * done with (a carpenter's tape measure is a tool before it is woodworking's; a knitter's eyes served embroidery too).
 */
const PRACTICES: readonly (readonly [RegExp, string, ...string[]])[] = [
  [/\bknit(?:s|ted|ting|ter)?\b/i, "knitting", "needlework"],
  [/\bcrochet(?:s|ed|ing|er)?\b/i, "crochet", "needlework"],
  [/\b(?:sew(?:s|ed|ing)?|seamstress)\b/i, "sewing", "needlework"],
  [/\bquilt(?:s|ed|ing|er)\b/i, "quilting", "needlework"],
  [/\b(?:fish(?:ed|ing)|fisherman|angler|used\s+to\s+fish)\b/i, "fishing"],
  [/\bgolf(?:ed|er|ing)?\b/i, "golf"],
  [/\b(?:carpenter|woodwork(?:er|ing)?|woodshop|cabinetmaker)\b/i, "woodworking", "tools"],
  [/\b(?:garden(?:ed|er|ing)?|vegetable\s+patch)\b/i, "gardening"],
  [/\bplay(?:s|ed|ing)?\s+(?:the\s+)?piano\b|\bpianist\b/i, "piano"],
  [/\bplay(?:s|ed|ing)?\s+(?:the\s+)?guitar\b|\bguitarist\b/i, "guitar"],
  [/\bpaint(?:ed|er|ing)\b/i, "painting"],
  [/\bhunt(?:ed|er|ing)\b/i, "hunting"],
];

/**
 * What says it can no longer be done ("can't drive out to the lake anymore"). A "can't" needs its "anymore" (or "no longer"), or an object the practice
 * needs (the stitches, his tools): "he can't golf as much since the twins" is less of it, not none, and "can't kneel
 * anymore" asks for a raised bed, not for no gardening.
 */
const STOPPED = new RegExp(
  [
    String.raw`\b(?:can['\u2019]?t|cannot|can\s+not)\s+(?:really\s+)?(?:use|hold|grip|see|do|play|manage|handle|knit|sew|fish|golf|paint|garden|drive|get|go)\b[^.;!?]{0,40}?\b(?:anymore|any\s+more|now|these\s+days|nowadays)\b`,
    String.raw`\b(?:can['\u2019]?t|cannot|can\s+not)\s+(?:really\s+)?(?:see|hold|grip|use)\s+(?:the|his|her|their)\s+(?:stitches|needles|tools|clubs|rod|brushes|keys|pattern|patterns)\b`,
    String.raw`\b(?:can\s+no\s+longer|(?:is|are|was|were)\s+no\s+longer\s+able\s+to|(?:is|are)\s+unable\s+to)\b`,
    String.raw`\bhad\s+to\s+(?:stop|quit|give\s+(?:it\s+|that\s+)?up|hang\s+up)\b`,
    String.raw`\b(?:has|have)\s*(?:n['\u2019]?t|\s+not)\s+(?:once\s+|really\s+|even\s+)?(?:played|touched|picked\s+up|been\s+out|gone\s+out|fished|golfed|knitted|painted|sewn|gardened)\b[^.;!?]{0,30}?\b(?:since|in\s+years)\b`,
    String.raw`\buntil\s+(?:he|she|they)\s+(?:was|were)\s+(?:about\s+|around\s+|nearly\s+)?\d{2}\b`,
    String.raw`\b(?:too|very|so)\s+frail\b|\bbed[\s-]?(?:bound|ridden)\b|\bmostly\s+in\s+bed\b`,
    // "She used to knit but her hands are too weak now".
    String.raw`\b(?:his|her|their)\s+(?:hands?|fingers|eyes|eyesight)\s+(?:are|is)\s+(?:just\s+|now\s+)?too\s+(?:weak|shaky|stiff|arthritic|bad|poor)\b`,
  ].join("|"),
  "i",
);

/** Loves done outdoors or at a bench, which a care home's room leaves behind ("lives in assisted living now"). */
const LEFT_AT_HOME: ReadonlySet<string> = new Set(["fishing", "golf", "gardening", "hunting", "woodworking"]);

/**
 * The avoid phrases of each love said in the same sentence as what stopped it, or in the sentence before, and of each
 * love done outdoors or at a bench by someone who lives in a care home.
 */
export function stoppedLoves(text: string): string[] {
  const sentences = text.split(/(?<=[.;!?])\s+/);
  const avoid = new Set<string>();
  if (IN_CARE_HOME.test(text.toLowerCase()))
    for (const [practice, love, ...doneWith] of PRACTICES)
      if (LEFT_AT_HOME.has(love) && practice.test(text)) for (const phrase of [`${love} gear and lessons`, ...doneWith]) avoid.add(phrase);
  sentences.forEach((sentence, at) => {
    if (!STOPPED.test(sentence)) return;
    const told = `${sentences[at - 1] ?? ""} ${sentence}`;
    for (const [practice, love, ...doneWith] of PRACTICES)
      if (practice.test(told)) for (const phrase of [`${love} gear and lessons`, ...doneWith]) avoid.add(phrase);
  });
  return [...avoid];
}
