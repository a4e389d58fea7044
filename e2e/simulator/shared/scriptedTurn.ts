/**
 * The simulated model: a deterministic parser (no LLM) that turns a user's turn into `suggest_gifts`
 * arguments, so a conversation test reads "user asks X -> tool called with Y" and runs offline.
 * It understands "<occasion> gift <budget> for <recipient>" in any order, e.g.
 * "a birthday gift up to $100 for a friend who loves board games", and fills the structured fields the way the
 * tool description asks a model to: `recipient` in the person's words; `age`, `relationship`, `interests` and
 * `avoid` as short English phrases, each only when the sentence says it.
 */
import { OCCASIONS, type Occasion } from "@gift-finder/shared";

export interface GiftRequestArguments {
  occasion: string;
  budget: number;
  recipient?: string;
  age?: number;
  relationship?: string;
  interests?: string[];
  avoid?: string[];
}

export type ParsedTurn =
  | { readonly ok: true; readonly arguments: GiftRequestArguments }
  | { readonly ok: false; readonly missing: readonly ("occasion" | "budget")[] };

const EXTRA_ALIASES: Partial<Record<Occasion, readonly string[]>> = {
  birthday: ["bday", "b-day"],
  holiday: ["christmas", "xmas", "hanukkah"],
  "thank-you": ["thanks", "thank you"],
  valentines: ["valentine's", "valentine"],
  "mothers-day": ["mother's day"],
  "fathers-day": ["father's day"],
  housewarming: ["house warming", "new home"],
  graduation: ["graduating"],
  "get-well": ["get well soon"],
};

const BUDGET_LEAD = String.raw`(?:(?:up\s+to|under|below|less\s+than|at\s+most|no\s+more\s+than|max(?:imum)?|around|about|of|for)\s+)?`;
const BUDGET_PATTERNS = [
  new RegExp(String.raw`${BUDGET_LEAD}\$\s?(\d+(?:\.\d{1,2})?)`, "i"),
  new RegExp(String.raw`${BUDGET_LEAD}(\d+(?:\.\d{1,2})?)\s*(?:dollars|usd|bucks)\b`, "i"),
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function findOccasion(text: string): Occasion | undefined {
  let best: { occasion: Occasion; index: number } | undefined;
  for (const occasion of OCCASIONS) {
    for (const alias of [occasion.replace(/-/g, " "), occasion, ...(EXTRA_ALIASES[occasion] ?? [])]) {
      const match = new RegExp(String.raw`(?:^|\W)${escapeRegExp(alias)}(?:$|\W)`, "i").exec(text);
      if (match && (!best || match.index < best.index)) best = { occasion, index: match.index };
    }
  }
  return best?.occasion;
}

const RELATIONSHIPS = [
  "mother-in-law",
  "father-in-law",
  "new parents",
  "best friend",
  "girlfriend",
  "boyfriend",
  "grandmother",
  "grandfather",
  "grandma",
  "grandpa",
  "coworker",
  "colleague",
  "teacher",
  "neighbor",
  "roommate",
  "husband",
  "wife",
  "partner",
  "sister",
  "brother",
  "daughter",
  "son",
  "niece",
  "nephew",
  "cousin",
  "aunt",
  "uncle",
  "boss",
  "mom",
  "mother",
  "dad",
  "father",
  "friend",
  "couple",
];
const CANONICAL: Record<string, string> = {
  mom: "mother",
  dad: "father",
  grandma: "grandmother",
  grandpa: "grandfather",
  colleague: "coworker",
};
/** A diet or condition said in one word, and what it asks to avoid. */
const DIETS: readonly (readonly [RegExp, string])[] = [
  [/\bvegan\b/i, "animal products"],
  [/\bvegetarian\b/i, "meat"],
  [/\b(?:sober|doesn['’]?t drink(?! \w)|does not drink(?! \w))/i, "alcohol"],
  [/\blactose[- ]intolerant\b/i, "dairy"],
  [/\bgluten[- ]free\b/i, "gluten"],
];
const NEGATION =
  /\b(?:no more|no|doesn['’]?t (?:like|want|drink|eat)|does not (?:like|want|drink|eat)|allergic to|hates|not into|has enough)\s+([a-z][a-z\s,-]*?)(?=[.,;!]|\s+(?:but|and (?:loves|likes|is))\b|\s+please\b|$)/gi;
const LIKES =
  /\b(?:loves|likes|enjoys|is into|into|obsessed with|fan of)\s+([a-z][a-z\s,'-]*?)(?=[.;!]|,\s*(?:no|not|doesn|allergic|but)\b|\s+but\b|$)/gi;

function phrases(list: string): string[] {
  return list
    .split(/\s*(?:,|\band\b|\bor\b)\s*/)
    .map((phrase) =>
      phrase
        .replace(/^(?:more|any|the|a|an|to)\s+/i, "")
        .replace(/\s+(?:please|at all)$/i, "")
        .trim()
        .toLowerCase(),
    )
    .filter((phrase) => phrase.length > 1);
}

/** The structured fields a careful model fills from the recipient's description, each only when it is said. */
function readRecipientFields(recipient: string): Pick<GiftRequestArguments, "age" | "relationship" | "interests" | "avoid"> {
  const text = recipient.toLowerCase();
  const age = /\b(\d{1,3})[\s-]*(?:years?|yrs?)[\s-]*old\b/.exec(text)?.[1] ?? /\bturning (\d{1,3})\b/.exec(text)?.[1];
  // Whose relationship it is: in "my daughter's teacher" the recipient is the teacher.
  const named = RELATIONSHIPS.map((noun) => ({ noun, at: text.search(new RegExp(`\\b${noun}\\b(?!['’]s)`)) })).filter((r) => r.at >= 0);
  const first = named.sort((a, b) => a.at - b.at || b.noun.length - a.noun.length)[0]?.noun;
  const avoid = [...text.matchAll(NEGATION)].flatMap((match) => phrases(match[1] ?? ""));
  for (const [pattern, phrase] of DIETS) if (pattern.test(text)) avoid.push(phrase);
  const interests = [...text.matchAll(LIKES)].flatMap((match) => phrases(match[1] ?? "")).filter((phrase) => !avoid.includes(phrase));
  return {
    ...(age ? { age: Number(age) } : {}),
    ...(first ? { relationship: CANONICAL[first] ?? first } : {}),
    ...(interests.length > 0 ? { interests: [...new Set(interests)] } : {}),
    ...(avoid.length > 0 ? { avoid: [...new Set(avoid)] } : {}),
  };
}

export function parseGiftRequest(turn: string): ParsedTurn {
  const text = turn.trim();
  let budget: number | undefined;
  let withoutBudget = text;
  for (const pattern of BUDGET_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) {
      budget = Number(match[1]);
      withoutBudget = text.slice(0, match.index) + text.slice(match.index + match[0].length);
      break;
    }
  }
  const occasion = findOccasion(text);
  const recipient = /\bfor\s+(?:an?\s+|the\s+)?(.+?)[\s.!?]*$/i.exec(withoutBudget.replace(/\s+/g, " "))?.[1];

  const missing = [...(occasion ? [] : ["occasion" as const]), ...(budget === undefined ? ["budget" as const] : [])];
  if (!occasion || budget === undefined) return { ok: false, missing };
  return { ok: true, arguments: { occasion, budget, ...(recipient ? { recipient, ...readRecipientFields(recipient) } : {}) } };
}
