/**
 * The simulated model: a deterministic parser (no LLM) that turns a user's turn into `suggest_gifts`
 * arguments, so a conversation test reads "user asks X -> tool called with Y" and runs offline.
 * It understands "<occasion> gift <budget> for <recipient>" in any order, e.g.
 * "a birthday gift up to $100 for a friend who loves board games".
 */
import { OCCASIONS, type Occasion } from "@gift-finder/shared";

export interface GiftRequestArguments {
  occasion: string;
  budget: number;
  recipient?: string;
}

export type ParsedTurn = { readonly ok: true; readonly arguments: GiftRequestArguments } | { readonly ok: false; readonly missing: readonly ("occasion" | "budget")[] };

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
  return { ok: true, arguments: { occasion, budget, ...(recipient ? { recipient } : {}) } };
}
