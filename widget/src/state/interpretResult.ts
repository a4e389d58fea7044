/**
 * The widget's one boundary check: what a tool result means for the view. structuredContent is parsed with
 * the contract's own schema; anything that does not match becomes a visible, explained contract error.
 */
import {
  BusinessErrorMetaSchema,
  describeIssues,
  type GiftDetail,
  RESULT_DETAILS_KEY,
  RESULT_ERROR_KEY,
  SuggestGiftsMetaSchema,
  type SuggestGiftsOutput,
  SuggestGiftsOutputSchema,
} from "@gift-finder/shared";
import * as z from "zod/mini";
import type { ToolOutput } from "../host/hostAdapter.ts";

export type Interpreted =
  | { kind: "results"; output: SuggestGiftsOutput; details: Record<string, GiftDetail> }
  | { kind: "business-error"; message: string }
  | { kind: "contract-error"; issues: string[] }
  | { kind: "structured-missing"; text: string };

export function interpretResult(result: ToolOutput): Interpreted {
  // Business failures (nothing within budget, all shown) come back as isError results with the reason as text,
  // and again in _meta: a window.openai-only host passes _meta (toolResponseMetadata) but neither isError nor text.
  const flagged = z.safeParse(BusinessErrorMetaSchema, result._meta);
  if (flagged.success) return { kind: "business-error", message: flagged.data[RESULT_ERROR_KEY].message };
  if (result.isError) return { kind: "business-error", message: textOf(result) || "The gift search failed without giving a reason." };
  if (result.structuredContent === undefined) return { kind: "structured-missing", text: textOf(result) };
  const parsed = z.safeParse(SuggestGiftsOutputSchema, result.structuredContent);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error);
    console.error("[gift-finder] contract error: structuredContent does not match SuggestGiftsOutputSchema:", issues.join("; "));
    return { kind: "contract-error", issues };
  }
  return { kind: "results", output: parsed.data, details: readDetails(result._meta) };
}

/** Details are presentation only: if they are malformed the cards still render, without them. */
function readDetails(meta: unknown): Record<string, GiftDetail> {
  if (meta === undefined) return {};
  const parsed = z.safeParse(SuggestGiftsMetaSchema, meta);
  if (parsed.success) return parsed.data[RESULT_DETAILS_KEY];
  console.warn("[gift-finder] ignoring malformed result details:", describeIssues(parsed.error).join("; "));
  return {};
}

function textOf(output: ToolOutput): string {
  return output.content
    .map((block) => (block.type === "text" && typeof block.text === "string" ? block.text : ""))
    .filter((text) => text.length > 0)
    .join("\n");
}
