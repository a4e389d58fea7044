/** What the widget reads from tool arguments and sends back: the query line, the arguments of refine and more. */
import {
  DEFAULT_IDEAS,
  MAX_KEPT_IDEAS,
  type SuggestGiftsInput,
  SuggestGiftsInputSchema,
  type SuggestGiftsOutput,
} from "@gift-finder/shared";
import * as z from "zod/mini";
import { isRecord } from "../host/hostFields.ts";
import type { I18n } from "../i18n/i18n.ts";

export type Query = SuggestGiftsOutput["query"];
/** What is known of a query before the result: tool arguments may be partial or odd. */
export type PartialQuery = Partial<Query>;

export function readQuery(toolInput: unknown): PartialQuery {
  if (!isRecord(toolInput)) return {};
  const { occasion, budget, recipient } = toolInput;
  return {
    ...(typeof occasion === "string" && occasion.trim() ? { occasion: occasion.trim() } : {}),
    ...(typeof budget === "number" && Number.isFinite(budget) ? { budget } : {}),
    ...(typeof recipient === "string" && recipient.trim() ? { recipient: recipient.trim() } : {}),
  };
}

/** e.g. "Birthday · $100 · friend who loves board games", in the host's language. */
export function querySummary(query: PartialQuery, i18n: I18n): string {
  const parts: string[] = [];
  if (query.occasion) {
    const words = i18n.occasion(query.occasion);
    parts.push(words.charAt(0).toUpperCase() + words.slice(1));
  }
  if (query.budget !== undefined) parts.push(i18n.price(query.budget));
  if (query.recipient) parts.push(query.recipient);
  return parts.join(" · ");
}

/**
 * "More ideas": the same search with the server's reading made explicit, excluding every idea shown, and
 * asking for no more than the widget keeps.
 */
export function moreArguments(output: SuggestGiftsOutput): SuggestGiftsInput {
  const { understood } = output;
  const reading = understood
    ? {
        ...(understood.age !== undefined ? { age: understood.age } : {}),
        ...(understood.relationship ? { relationship: understood.relationship } : {}),
        ...(understood.interests.length > 0 ? { interests: understood.interests } : {}),
        ...(understood.avoid.length > 0 ? { avoid: understood.avoid } : {}),
      }
    : {};
  const room = MAX_KEPT_IDEAS - output.gifts.length;
  const base = {
    ...output.query,
    excludeIds: output.gifts.map((gift) => gift.id),
    ...(room < DEFAULT_IDEAS ? { count: Math.max(1, room) } : {}),
  };
  const full = z.safeParse(SuggestGiftsInputSchema, { ...base, ...reading });
  return full.success ? full.data : base;
}
