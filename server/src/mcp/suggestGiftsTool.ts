/** `suggest_gifts`: its declaration (built once from the contract) and its handler. */
import {
  type BusinessErrorKind,
  CATEGORIES,
  describeIssues,
  type GiftDetail,
  RESULT_DETAILS_KEY,
  RESULT_ERROR_KEY,
  type SuggestGiftsInput,
  SuggestGiftsInputSchema,
  SuggestGiftsOutputSchema,
  TOOL_NAME,
  WIDGET_URI,
} from "@gift-finder/shared";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod/mini";
import type { CatalogIndex } from "../engine/catalogIndex.ts";
import { type RankedIdea, type Suggestion, suggestGifts } from "../engine/suggestGifts.ts";
import { formatUsd } from "./formatUsd.ts";
import { understoodLine, understoodOf, unreadRecipientLine } from "./understoodLine.ts";

/**
 * Both tools are anonymous. ChatGPT reads `securitySchemes` on the tool descriptor; the SDK's client drops
 * unknown descriptor fields, so the same list is mirrored in `_meta` where every client keeps it.
 */
export const NO_AUTH = [{ type: "noauth" }] as const;
export type ToolWithAuth = Tool & { readonly securitySchemes: typeof NO_AUTH };

let inputJsonSchema: Tool["inputSchema"] | undefined;
let outputJsonSchema: NonNullable<Tool["outputSchema"]> | undefined;

/**
 * The JSON Schemas are converted once, when a tool list first reads them: converting per request was the SDK's
 * largest avoidable cost, and converting at start-up delayed the first answer, which needs none of it.
 */
export const suggestGiftsTool: ToolWithAuth = {
  name: TOOL_NAME,
  title: "Suggest gifts",
  description: [
    "Suggests gift ideas from a real catalog for an occasion, a budget and a description of the recipient.",
    "Use it whenever someone asks for gift ideas or what to buy someone.",
    "`budget` is the most they want to spend on ONE gift, in US dollars: no idea costs more.",
    "Keep `recipient` in the person's own words, whatever the language.",
    "Also fill `age`, `relationship`, `interests` and `avoid` in English, whatever language the conversation is in:",
    '`interests` are short phrases for what they love or need, including needs said indirectly ("always losing his keys" → "keeping track of keys");',
    '`avoid` holds dislikes, allergies, diets and things they have enough of ("no more books" → "books", "vegan" → "animal products").',
    "Ideas that break `avoid`, the age or the budget are never returned; fewer than `count` come back when fewer fit well.",
    "To show different ideas, call again with `excludeIds` set to the ids already shown.",
    "The widget displays the ideas; reply with a short sentence, not a repeat of the list.",
  ].join(" "),
  get inputSchema() {
    inputJsonSchema ??= z.toJSONSchema(SuggestGiftsInputSchema, { io: "input" }) as Tool["inputSchema"];
    return inputJsonSchema;
  },
  get outputSchema() {
    outputJsonSchema ??= z.toJSONSchema(SuggestGiftsOutputSchema, { io: "output" }) as NonNullable<Tool["outputSchema"]>;
    return outputJsonSchema;
  },
  annotations: {
    title: "Suggest gifts",
    readOnlyHint: true,
    destructiveHint: false,
    openWorldHint: false,
    idempotentHint: true,
  },
  securitySchemes: NO_AUTH,
  _meta: {
    securitySchemes: NO_AUTH,
    ui: { resourceUri: WIDGET_URI },
    "openai/outputTemplate": WIDGET_URI,
    "openai/toolInvocation/invoking": "Finding gift ideas…",
    "openai/toolInvocation/invoked": "Found gift ideas",
    "openai/widgetAccessible": true,
  },
};

function businessError(kind: BusinessErrorKind, text: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text }], _meta: { [RESULT_ERROR_KEY]: { kind, message: text } } };
}

function summarise(ideas: readonly RankedIdea[], input: SuggestGiftsInput): string {
  if (ideas.length === 0) return "No ideas are shown yet.";
  const forWhom = input.recipient ? ` for ${input.recipient}` : "";
  const list = ideas.map(({ item }) => `${item.name} (${formatUsd(item.price)}, ${CATEGORIES[item.category].label}) [${item.id}]`);
  const noun = ideas.length === 1 ? "gift idea" : "gift ideas";
  return `${ideas.length} ${noun} for ${input.occasion}${forWhom}, each at most ${formatUsd(input.budget)}: ${list.join("; ")}. The widget shows them to the person.`;
}

function hasStructuredFields(input: SuggestGiftsInput): boolean {
  return (
    input.age !== undefined || input.relationship !== undefined || (input.interests?.length ?? 0) > 0 || (input.avoid?.length ?? 0) > 0
  );
}

function shortfall(suggestion: Extract<Suggestion, { kind: "ideas" }>, input: SuggestGiftsInput): string {
  const phrases = suggestion.unmatched.map((p) => `"${p}"`).join(", ");
  const unmatched =
    suggestion.unmatched.length === 0
      ? ""
      : suggestion.ideas.length > 0
        ? `Nothing in the catalog within ${formatUsd(input.budget)} matches ${phrases}. `
        : `Nothing in the catalog within ${formatUsd(input.budget)} matches ${phrases}, so no ideas are shown. Ask what else they enjoy, or call again without \`interests\` for ideas that suit the occasion and the person. `;
  const fewer =
    suggestion.fewerThanAsked && suggestion.ideas.length > 0
      ? `Only ${suggestion.ideas.length} fit well, so the list is not padded with weaker ones.`
      : "";
  return `${unmatched}${fewer}`.trim();
}

/** Stages a caller can follow through progress notifications. */
export const SUGGEST_STAGES = 3;
export type ReportProgress = (stage: number, message: string) => Promise<void>;

export async function callSuggestGifts(
  index: CatalogIndex,
  rawArguments: unknown,
  reportProgress?: ReportProgress,
): Promise<CallToolResult> {
  const parsed = z.safeParse(SuggestGiftsInputSchema, rawArguments ?? {});
  if (!parsed.success) {
    return businessError(
      "invalid-arguments",
      `Invalid arguments for ${TOOL_NAME}: ${describeIssues(parsed.error).join("; ")}. Fix these fields and call again.`,
    );
  }
  const input = parsed.data;
  await reportProgress?.(1, `Understood: ${input.occasion}, up to ${formatUsd(input.budget)}`);
  const suggestion = suggestGifts(index, input);
  await reportProgress?.(2, `Ranked ${index.items.length} catalog items`);
  if (suggestion.kind !== "ideas") return noIdeasResult(suggestion, input);
  const result = ideasResult(suggestion, input);
  await reportProgress?.(3, `Picked ${suggestion.ideas.length} ideas`);
  return result;
}

/** Why there is nothing to show, as a business error the model can act on. */
function noIdeasResult(suggestion: Exclude<Suggestion, { kind: "ideas" }>, input: SuggestGiftsInput): CallToolResult {
  switch (suggestion.kind) {
    case "nothing-within-budget": {
      const { cheapest } = suggestion;
      return businessError(
        "nothing-within-budget",
        `Nothing in the catalog costs ${formatUsd(input.budget)} or less. The cheapest idea is ${cheapest.name} at ${formatUsd(cheapest.price)}; ask whether the budget can be at least ${formatUsd(cheapest.price)}.`,
      );
    }
    case "nothing-fits":
      return businessError(
        "nothing-fits",
        `Nothing within ${formatUsd(input.budget)} fits: ${suggestion.constraint} rules out every idea. Ask whether that constraint can be relaxed or the budget raised.`,
      );
    case "all-shown":
      return businessError(
        "all-shown",
        `All ${suggestion.shown} ideas within ${formatUsd(input.budget)} have been shown already. Suggest raising the budget or describing the recipient differently.`,
      );
  }
}

/** The ideas three ways: a text summary for the model, structuredContent for both, details in _meta for the widget. */
function ideasResult(suggestion: Extract<Suggestion, { kind: "ideas" }>, input: SuggestGiftsInput): CallToolResult {
  const understood = understoodOf(suggestion.reading);
  const structuredContent = z.parse(SuggestGiftsOutputSchema, {
    query: { occasion: input.occasion, budget: input.budget, ...(input.recipient ? { recipient: input.recipient } : {}) },
    understood,
    gifts: suggestion.ideas.map(({ item, reason }) => ({
      id: item.id,
      name: item.name,
      price: item.price,
      category: item.category,
      reason,
    })),
    moreAvailable: suggestion.moreAvailable,
  });
  const text =
    [understoodLine(understood, suggestion.reading), summarise(suggestion.ideas, input), shortfall(suggestion, input)]
      .filter(Boolean)
      .join(" ") + (unreadRecipientLine(suggestion.reading, hasStructuredFields(input), suggestion.ideas.length) ?? "");
  return { content: [{ type: "text", text }], structuredContent, _meta: { [RESULT_DETAILS_KEY]: giftDetails(suggestion.ideas) } };
}

function giftDetails(ideas: readonly RankedIdea[]): Record<string, GiftDetail> {
  const details: Record<string, GiftDetail> = {};
  for (const { item, matched } of ideas) {
    details[item.id] = {
      description: item.description,
      matched: [...matched],
      ...(item.url ? { url: item.url } : {}),
      ...(item.image ? { image: item.image } : {}),
    };
  }
  return details;
}
