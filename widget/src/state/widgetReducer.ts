/**
 * The widget's states: waiting → pending (tool input known) → results | business-error | contract-error |
 * structured-missing | cancelled. A refine or "more ideas" call keeps the current view and marks it busy
 * until its answer replaces (refine) or extends (more) it.
 */
import type { GiftDetail, SuggestGiftsOutput } from "@gift-finder/shared";
import type { HostSnapshot } from "../host/hostAdapter.ts";
import type { Outcome } from "../host/outcome.ts";
import { readQuery, type PartialQuery } from "./format.ts";
import { interpretResult, type Interpreted } from "./interpretResult.ts";

export type View =
  | { kind: "waiting" }
  | { kind: "pending"; query: PartialQuery }
  | { kind: "results"; output: SuggestGiftsOutput; details: Record<string, GiftDetail> }
  | { kind: "business-error"; query: PartialQuery; message: string }
  | { kind: "contract-error"; issues: string[] }
  | { kind: "structured-missing"; text: string }
  | { kind: "cancelled"; reason?: string };

export type RefreshKind = "refine" | "more";
type HostFields = Pick<HostSnapshot, "toolInput" | "toolOutput" | "toolCancelled">;

export interface WidgetModel {
  view: View;
  busy: { id: number; kind: RefreshKind } | null;
  notice: string | null;
  /** What the host delivered last, to apply each delivery once. */
  seen: HostFields;
}

export type WidgetAction =
  | { type: "host"; fields: HostFields }
  | { type: "refresh-start"; id: number; kind: RefreshKind }
  | { type: "refresh-done"; id: number; kind: RefreshKind; query: PartialQuery; outcome: Outcome<Interpreted> }
  | { type: "notice"; text: string | null };

export const initialModel: WidgetModel = { view: { kind: "waiting" }, busy: null, notice: null, seen: {} };

// Hosts re-send equal values (ChatGPT through both APIs, re-renders): an equal delivery must not reset the view.
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function viewOf(result: Interpreted, query: PartialQuery): View {
  switch (result.kind) {
    case "results":
      return { kind: "results", output: result.output, details: result.details };
    case "business-error":
      return { kind: "business-error", query, message: result.message };
    default:
      return result;
  }
}

function fromHost(model: WidgetModel, fields: HostFields): WidgetModel {
  const { seen } = model;
  const next = { ...model, seen: fields };
  if (fields.toolOutput && !same(fields.toolOutput, seen.toolOutput)) {
    return { ...next, busy: null, view: viewOf(interpretResult(fields.toolOutput), readQuery(fields.toolInput)) };
  }
  if (fields.toolCancelled && !same(fields.toolCancelled, seen.toolCancelled)) {
    return { ...next, busy: null, view: { kind: "cancelled", reason: fields.toolCancelled.reason } };
  }
  if (fields.toolInput && !same(fields.toolInput, seen.toolInput)) {
    return { ...next, busy: null, view: { kind: "pending", query: readQuery(fields.toolInput) } };
  }
  return next;
}

function appendMore(view: Extract<View, { kind: "results" }>, more: Extract<Interpreted, { kind: "results" }>): View {
  const known = new Set(view.output.gifts.map((gift) => gift.id));
  const gifts = [...view.output.gifts, ...more.output.gifts.filter((gift) => !known.has(gift.id))];
  return {
    kind: "results",
    output: { ...view.output, gifts, moreAvailable: more.output.moreAvailable },
    details: { ...view.details, ...more.details },
  };
}

function refreshDone(model: WidgetModel, action: Extract<WidgetAction, { type: "refresh-done" }>): WidgetModel {
  if (model.busy?.id !== action.id) return model; // superseded by a newer call or a host delivery
  const settled = { ...model, busy: null };
  if (!action.outcome.ok) return { ...settled, notice: `Couldn't update the ideas: ${action.outcome.error}` };
  const result = action.outcome.value;
  const current = model.view;
  if (action.kind === "more" && current.kind === "results") {
    if (result.kind === "results") return { ...settled, notice: null, view: appendMore(current, result) };
    // "All ideas shown" is no reason to drop the list: keep it, say why there are no more.
    if (result.kind === "business-error") {
      return { ...settled, notice: result.message, view: { ...current, output: { ...current.output, moreAvailable: false } } };
    }
  }
  return { ...settled, notice: null, view: viewOf(result, action.query) };
}

export function widgetReducer(model: WidgetModel, action: WidgetAction): WidgetModel {
  switch (action.type) {
    case "host":
      return fromHost(model, action.fields);
    case "refresh-start":
      return { ...model, busy: { id: action.id, kind: action.kind }, notice: null };
    case "refresh-done":
      return refreshDone(model, action);
    case "notice":
      return { ...model, notice: action.text };
  }
}
