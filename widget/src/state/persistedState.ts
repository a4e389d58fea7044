/**
 * The widget state the host keeps per widget instance (the contract's WidgetStateSchema): built from the
 * model, read back with the schema, and summarised in one line for the model.
 */
import { describeIssues, type GiftDetail, type WidgetState, WidgetStateSchema } from "@gift-finder/shared";
import * as z from "zod/mini";
import type { WidgetModel } from "./widgetReducer.ts";

/** Stored state comes from outside (host or localStorage): anything that fails the schema is ignored. */
export function readStoredState(raw: unknown): WidgetState | null {
  if (raw == null) return null;
  const parsed = z.safeParse(WidgetStateSchema, raw);
  if (parsed.success) return parsed.data;
  console.warn("[gift-finder] ignoring stored widget state:", describeIssues(parsed.error).join("; "));
  return null;
}

export function buildWidgetState(model: Pick<WidgetModel, "view" | "shortlist" | "ui" | "host">): WidgetState {
  const { view, host } = model;
  const state: WidgetState = { shortlist: model.shortlist, view: model.ui };
  if (view.kind !== "results" || !host) return state;
  const details: Record<string, GiftDetail> = {};
  for (const gift of view.output.gifts) {
    const detail = view.details[gift.id];
    if (detail && !(gift.id in host.details)) details[gift.id] = detail;
  }
  return {
    ...state,
    results: {
      basis: host.basis,
      query: view.output.query,
      ...(view.output.understood ? { understood: view.output.understood } : {}),
      gifts: view.output.gifts,
      moreAvailable: view.output.moreAvailable,
      latestFrom: view.latestFrom,
      details,
    },
  };
}

const usd = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/**
 * What the model reads about the widget (MCP Apps `ui/update-model-context`): English, one paragraph. The ideas
 * are listed once the widget changed them; before that the model already has them from the tool result.
 */
export function stateSummary(state: WidgetState, ideasChanged: boolean): string {
  const parts: string[] = [];
  if (state.results && ideasChanged) {
    const { query, gifts: shownIdeas } = state.results;
    parts.push(
      `The widget now shows ${shownIdeas.length} ideas for ${query.occasion} up to ${usd(query.budget)}${query.recipient ? ` (${query.recipient})` : ""}: ${shownIdeas.map((gift) => `${gift.name} (${usd(gift.price)})`).join(", ")}.`,
    );
  }
  parts.push(
    state.shortlist.length === 0
      ? "Shortlist is empty."
      : `Shortlisted: ${state.shortlist.map((item) => `${item.name} (${usd(item.price)})`).join(", ")}`,
  );
  const selected = state.view?.selected && state.results?.gifts.find((gift) => gift.id === state.view?.selected);
  if (selected) parts.push(`Viewing the details of ${selected.name}.`);
  return parts.join(" ");
}
