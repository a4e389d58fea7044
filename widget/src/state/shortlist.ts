/** The shortlist: starred ideas, persisted as the contract's WidgetState and summarised for the model. */
import { WidgetStateSchema, describeIssues, type GiftIdea, type WidgetState } from "@gift-finder/shared";
import * as z from "zod/mini";
import { formatPrice } from "./format.ts";

export type ShortlistItem = WidgetState["shortlist"][number];

/** Stored state comes from outside (host or localStorage): anything that fails the schema starts empty. */
export function readShortlist(widgetState: unknown): ShortlistItem[] {
  if (widgetState == null) return [];
  const parsed = z.safeParse(WidgetStateSchema, widgetState);
  if (parsed.success) return parsed.data.shortlist;
  console.warn("[gift-finder] ignoring stored widget state:", describeIssues(parsed.error).join("; "));
  return [];
}

export function toggleShortlist(list: readonly ShortlistItem[], gift: Pick<GiftIdea, "id" | "name" | "price">): ShortlistItem[] {
  return list.some((item) => item.id === gift.id)
    ? list.filter((item) => item.id !== gift.id)
    : [...list, { id: gift.id, name: gift.name, price: gift.price }];
}

/** What the model reads, e.g. "Shortlisted: Catan ($44), Azul ($35)". */
export function shortlistSummary(list: readonly ShortlistItem[]): string {
  if (list.length === 0) return "Shortlist is empty.";
  return `Shortlisted: ${list.map((item) => `${item.name} (${formatPrice(item.price)})`).join(", ")}`;
}
