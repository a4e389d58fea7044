/**
 * `suggest_gift_cards`: a gift-card fallback for when no physical gift fits, switched on and off while the
 * server runs (see ToolSwitches). It names the categories the recipient cares about most.
 */
import { CATEGORIES, type CategorySlug, describeIssues, GIFT_CARDS_TOOL_NAME, SuggestGiftCardsInputSchema } from "@gift-finder/shared";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/mini";
import { type CatalogIndex, NO_POSTINGS } from "../engine/catalogIndex.ts";
import { formatUsd } from "./formatUsd.ts";
import { NO_AUTH, type ToolWithAuth } from "./suggestGiftsTool.ts";

const MIN_CARD_USD = 10;
const CARDS = 3;

let inputJsonSchema: Tool["inputSchema"] | undefined;

/** Its JSON Schema is converted when a tool list first reads it, as suggest_gifts' are. */
export const giftCardsTool: ToolWithAuth = {
  name: GIFT_CARDS_TOOL_NAME,
  title: "Suggest gift cards",
  description:
    "Suggests gift cards for the categories a recipient likes, as a fallback when no physical gift fits or the person prefers a card. `budget` is the card amount in US dollars (at least $10).",
  get inputSchema() {
    inputJsonSchema ??= z.toJSONSchema(SuggestGiftCardsInputSchema, { io: "input" }) as Tool["inputSchema"];
    return inputJsonSchema;
  },
  annotations: { title: "Suggest gift cards", readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: true },
  securitySchemes: NO_AUTH,
  _meta: { securitySchemes: NO_AUTH },
};

/** Categories ranked by how many of the recipient's interests their items carry; ties by catalog size. */
function favouriteCategories(index: CatalogIndex, recipient: string): CategorySlug[] {
  const weight = new Map<CategorySlug, number>();
  for (const item of index.items) weight.set(item.category, (weight.get(item.category) ?? 0) + 0.001);
  for (const concept of index.phraseConcepts.findIn(recipient)) {
    const { items, weights } = index.postings.get(concept) ?? NO_POSTINGS;
    for (let at = 0; at < items.length; at++) {
      const category = index.items[items[at] as number]?.category;
      if (category) weight.set(category, (weight.get(category) ?? 0) + (weights[at] as number));
    }
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([slug]) => slug);
}

export function callSuggestGiftCards(index: CatalogIndex, rawArguments: unknown): CallToolResult {
  const parsed = z.safeParse(SuggestGiftCardsInputSchema, rawArguments ?? {});
  if (!parsed.success) {
    return {
      isError: true,
      content: [{ type: "text", text: `Invalid arguments for ${GIFT_CARDS_TOOL_NAME}: ${describeIssues(parsed.error).join("; ")}.` }],
    };
  }
  const { budget, recipient = "" } = parsed.data;
  if (budget < MIN_CARD_USD) {
    return {
      isError: true,
      content: [{ type: "text", text: `Gift cards start at ${formatUsd(MIN_CARD_USD)}; the budget was ${formatUsd(budget)}.` }],
    };
  }
  // Card amounts are whole multiples of $5, the way stores sell them.
  const amount = Math.floor(budget / 5) * 5;
  const cards = favouriteCategories(index, recipient)
    .slice(0, CARDS)
    .map((slug) => `${formatUsd(amount)} gift card for ${CATEGORIES[slug].label.toLowerCase()}`);
  return { content: [{ type: "text", text: `Gift card ideas: ${cards.join("; ")}.` }] };
}
