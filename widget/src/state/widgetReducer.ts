/**
 * The widget's states: waiting → pending (tool input known) → results | business-error | contract-error |
 * structured-missing | cancelled. A refine or "more ideas" call keeps the current view and marks it busy
 * until its answer replaces (refine) or extends (more) it. The shortlist, the view choices and results the
 * widget fetched itself are restored from the host's widget state, so a reload shows the same screen.
 */
import {
  type GiftDetail,
  type GiftIdea,
  MAX_KEPT_IDEAS,
  type SuggestGiftsOutput,
  type ViewState,
  type WidgetState,
} from "@gift-finder/shared";
import type { HostSnapshot } from "../host/hostAdapter.ts";
import type { Outcome } from "../host/outcome.ts";
import { fingerprint } from "./fingerprint.ts";
import { type PartialQuery, readQuery } from "./format.ts";
import { type Interpreted, interpretResult } from "./interpretResult.ts";
import { readStoredState } from "./persistedState.ts";
import { type ShortlistItem, toggleShortlist } from "./shortlist.ts";

export interface ResultsView {
  kind: "results";
  output: SuggestGiftsOutput;
  details: Record<string, GiftDetail>;
  /** Index of the first idea of the latest answer: the inline carousel shows from there. */
  latestFrom: number;
  /** "host": the tool result as delivered; "widget": after a refine or "more ideas", or restored from state. */
  origin: "host" | "widget";
}

export type View =
  | { kind: "waiting" }
  | { kind: "pending"; query: PartialQuery }
  | ResultsView
  | { kind: "business-error"; query: PartialQuery; message: string }
  | { kind: "contract-error"; issues: string[] }
  | { kind: "structured-missing"; text: string }
  | { kind: "cancelled"; reason?: string };

export type RefreshKind = "refine" | "more";
type HostFields = Pick<HostSnapshot, "toolInput" | "toolOutput" | "toolCancelled">;

/** A notice is either the server's own words or one of ours, translated when shown. */
export type Notice =
  | { text: string }
  | {
      key: "noticeUpdateFailed" | "noticeNotSent" | "noticeNotSaved" | "noticeLinkFailed" | "noticeDisplayFailed" | "noticeCardAsked";
      detail: string;
    };

const DEFAULT_VIEW_STATE: ViewState = { sort: "relevance" };

export interface WidgetModel {
  view: View;
  busy: { id: number; kind: RefreshKind } | null;
  notice: Notice | null;
  shortlist: ShortlistItem[];
  ui: ViewState;
  /** The host's own result: its fingerprint ties persisted results to it, its details need no persisting. */
  host: { basis: string; details: Record<string, GiftDetail> } | null;
  /** The last widget state that came from outside (host or storage), parsed. */
  stored: WidgetState | null;
  /** Bumped by every change the person made that should be persisted. */
  revision: number;
  /** What the host delivered last, to apply each delivery once. */
  seen: HostFields;
}

export type WidgetAction =
  | { type: "host"; fields: HostFields }
  | { type: "stored"; state: unknown }
  | { type: "refresh-start"; id: number; kind: RefreshKind }
  | { type: "refresh-done"; id: number; kind: RefreshKind; query: PartialQuery; outcome: Outcome<Interpreted> }
  | { type: "notice"; notice: Notice | null }
  | { type: "toggle-shortlist"; gift: Pick<GiftIdea, "id" | "name" | "price"> }
  | { type: "ui"; patch: Partial<ViewState> };

export const initialModel: WidgetModel = {
  view: { kind: "waiting" },
  busy: null,
  notice: null,
  shortlist: [],
  ui: DEFAULT_VIEW_STATE,
  host: null,
  stored: null,
  revision: 0,
  seen: {},
};

// Hosts re-send equal values (ChatGPT through both APIs, re-renders): an equal delivery must not reset the view.
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function viewOf(result: Interpreted, query: PartialQuery): View {
  switch (result.kind) {
    case "results":
      return { kind: "results", output: result.output, details: result.details, latestFrom: 0, origin: "host" };
    case "business-error":
      return { kind: "business-error", query, message: result.message };
    default:
      return result;
  }
}

/** Hosts may re-open a chat without the result (oae#195): the widget then has nothing to show but its state. */
const lacksResult = (view: View) => view.kind === "waiting" || view.kind === "pending" || view.kind === "structured-missing";

/**
 * The persisted results, if they were made from this very host result, or if the host delivered no result at
 * all. A different host result wins over them.
 */
function restoredView(model: WidgetModel): Pick<WidgetModel, "view" | "host"> | null {
  const kept = model.stored?.results;
  if (!kept) return null;
  const sameResult = model.host !== null && kept.basis === model.host.basis && model.view.kind === "results";
  if (!sameResult && !lacksResult(model.view)) return null;
  const { basis, details, latestFrom, ...output } = kept;
  const host = sameResult && model.host ? model.host : { basis, details: {} };
  const view: View = {
    kind: "results",
    output,
    details: { ...host.details, ...details },
    latestFrom: Math.min(latestFrom, output.gifts.length),
    origin: "widget",
  };
  return { view, host };
}

function fromHost(model: WidgetModel, fields: HostFields): WidgetModel {
  const { seen } = model;
  const next = { ...model, seen: fields };
  if (fields.toolOutput && !same(fields.toolOutput, seen.toolOutput)) {
    const view = viewOf(interpretResult(fields.toolOutput), readQuery(fields.toolInput));
    const host = { basis: fingerprint(fields.toolOutput.structuredContent), details: view.kind === "results" ? view.details : {} };
    const withHost = { ...next, busy: null, host, view };
    return { ...withHost, ...restoredView(withHost) };
  }
  if (fields.toolCancelled && !same(fields.toolCancelled, seen.toolCancelled)) {
    return { ...next, busy: null, view: { kind: "cancelled", reason: fields.toolCancelled.reason } };
  }
  if (fields.toolInput && !same(fields.toolInput, seen.toolInput)) {
    return { ...next, busy: null, view: { kind: "pending", query: readQuery(fields.toolInput) } };
  }
  return next;
}

function fromStorage(model: WidgetModel, raw: unknown): WidgetModel {
  const stored = readStoredState(raw);
  if (!stored) return model;
  const next = { ...model, stored, shortlist: stored.shortlist, ui: stored.view ?? model.ui };
  const replaceable = (model.view.kind === "results" && model.view.origin === "host") || lacksResult(model.view);
  return replaceable ? { ...next, ...restoredView(next) } : next;
}

function appendMore(view: ResultsView, more: Extract<Interpreted, { kind: "results" }>): ResultsView {
  const known = new Set(view.output.gifts.map((gift) => gift.id));
  const fresh = more.output.gifts.filter((gift) => !known.has(gift.id)).slice(0, MAX_KEPT_IDEAS - view.output.gifts.length);
  const gifts = [...view.output.gifts, ...fresh];
  return {
    kind: "results",
    output: { ...view.output, gifts, moreAvailable: more.output.moreAvailable && gifts.length < MAX_KEPT_IDEAS },
    details: { ...view.details, ...more.details },
    latestFrom: fresh.length > 0 ? view.output.gifts.length : view.latestFrom,
    origin: "widget",
  };
}

function refreshDone(model: WidgetModel, action: Extract<WidgetAction, { type: "refresh-done" }>): WidgetModel {
  if (model.busy?.id !== action.id) return model; // superseded by a newer call or a host delivery
  const settled = { ...model, busy: null };
  if (!action.outcome.ok) return { ...settled, notice: { key: "noticeUpdateFailed", detail: action.outcome.error } };
  const result = action.outcome.value;
  const current = model.view;
  const changed = { ...settled, notice: null, revision: model.revision + 1 };
  if (action.kind === "more" && current.kind === "results") {
    if (result.kind === "results") return { ...changed, view: appendMore(current, result) };
    // "All ideas shown" is no reason to drop the list: keep it, say why there are no more.
    if (result.kind === "business-error") {
      return {
        ...changed,
        notice: { text: result.message },
        view: { ...current, output: { ...current.output, moreAvailable: false }, origin: "widget" },
      };
    }
  }
  const view = viewOf(result, action.query);
  if (view.kind !== "results") return { ...changed, view };
  const gifts = view.output.gifts.slice(0, MAX_KEPT_IDEAS);
  return { ...changed, ui: { ...model.ui, selected: undefined }, view: { ...view, output: { ...view.output, gifts }, origin: "widget" } };
}

export function widgetReducer(model: WidgetModel, action: WidgetAction): WidgetModel {
  switch (action.type) {
    case "host":
      return fromHost(model, action.fields);
    case "stored":
      return fromStorage(model, action.state);
    case "refresh-start":
      return { ...model, busy: { id: action.id, kind: action.kind }, notice: null };
    case "refresh-done":
      return refreshDone(model, action);
    case "notice":
      return { ...model, notice: action.notice };
    case "toggle-shortlist":
      return { ...model, shortlist: toggleShortlist(model.shortlist, action.gift).slice(-MAX_KEPT_IDEAS), revision: model.revision + 1 };
    case "ui":
      return { ...model, ui: { ...model.ui, ...action.patch }, revision: model.revision + 1 };
  }
}
