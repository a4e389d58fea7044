import { MAX_KEPT_IDEAS } from "@gift-finder/shared";
import { describe, expect, it, vi } from "vitest";
import { FIXTURES } from "../dev/fixtures.ts";
import { toolOutput } from "../test/fakeAdapter.ts";
import { interpretResult } from "./interpretResult.ts";
import { buildWidgetState } from "./persistedState.ts";
import { initialModel, type WidgetAction, type WidgetModel, widgetReducer } from "./widgetReducer.ts";

const input = { ...FIXTURES.normal.arguments };
const normal = toolOutput(FIXTURES.normal.result);
const run = (actions: WidgetAction[], from: WidgetModel = initialModel) => actions.reduce(widgetReducer, from);
const host = (fields: Extract<WidgetAction, { type: "host" }>["fields"]): WidgetAction => ({ type: "host", fields });
const results = run([host({ toolInput: input, toolOutput: normal })]);
const more = (id: number, outcome: Extract<WidgetAction, { type: "refresh-done" }>["outcome"]): WidgetAction => ({
  type: "refresh-done",
  id,
  kind: "more",
  query: input,
  outcome,
});

describe("widgetReducer", () => {
  it("goes waiting → pending → results as the host delivers", () => {
    const pending = run([host({ toolInput: input })]);
    expect(pending.view).toEqual({
      kind: "pending",
      query: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
    });
    expect(run([host({ toolInput: input, toolOutput: normal })], pending).view.kind).toBe("results");
  });

  it("ignores an equal re-delivery, so ideas appended with 'more' stay", () => {
    const started = widgetReducer(results, { type: "refresh-start", id: 1, kind: "more" });
    const appended = widgetReducer(started, more(1, { ok: true, value: interpretResult(toolOutput(FIXTURES.many.result)) }));
    const redelivered = widgetReducer(appended, host({ toolInput: { ...input }, toolOutput: toolOutput(FIXTURES.normal.result) }));
    expect(redelivered.view).toBe(appended.view);
  });

  it("appends more ideas without duplicates and takes the new moreAvailable", () => {
    const started = widgetReducer(results, { type: "refresh-start", id: 1, kind: "more" });
    const next = widgetReducer(started, more(1, { ok: true, value: interpretResult(toolOutput(FIXTURES.many.result)) }));
    expect(next.busy).toBeNull();
    if (next.view.kind !== "results") throw new Error("expected results");
    expect(next.view.output.gifts.map((gift) => gift.id)).toHaveLength(12);
    expect(new Set(next.view.output.gifts.map((gift) => gift.id)).size).toBe(12);
    expect(next.view.output.moreAvailable).toBe(false);
    expect(next.view.latestFrom).toBe(6);
    expect(next.view.origin).toBe("widget");
  });

  it("drops the answer of a call that a newer call or host delivery superseded", () => {
    const first = widgetReducer(results, { type: "refresh-start", id: 1, kind: "refine" });
    const second = widgetReducer(first, { type: "refresh-start", id: 2, kind: "refine" });
    const stale = widgetReducer(second, {
      type: "refresh-done",
      id: 1,
      kind: "refine",
      query: input,
      outcome: { ok: false, error: "late" },
    });
    expect(stale).toBe(second);
    const delivered = widgetReducer(second, host({ toolInput: { ...input, budget: 60 } }));
    expect(delivered.busy).toBeNull();
    expect(delivered.view.kind).toBe("pending");
  });

  it("keeps the view and sets a notice when the call itself fails", () => {
    const started = widgetReducer(results, { type: "refresh-start", id: 3, kind: "refine" });
    const failed = widgetReducer(started, {
      type: "refresh-done",
      id: 3,
      kind: "refine",
      query: input,
      outcome: { ok: false, error: "host went away" },
    });
    expect(failed.view).toBe(results.view);
    expect(failed.notice).toEqual({ key: "noticeUpdateFailed", detail: "host went away" });
  });

  it("moves to the cancelled state when the host cancels", () => {
    expect(run([host({ toolInput: input }), host({ toolInput: input, toolCancelled: { reason: "timeout" } })]).view).toEqual({
      kind: "cancelled",
      reason: "timeout",
    });
  });

  it("restores results the widget fetched when the same host result is delivered again after a reload", () => {
    const started = widgetReducer(results, { type: "refresh-start", id: 1, kind: "more" });
    const appended = widgetReducer(started, more(1, { ok: true, value: interpretResult(toolOutput(FIXTURES.many.result)) }));
    const saved = buildWidgetState(appended);
    expect(saved.results?.gifts).toHaveLength(12);
    // A fresh instance: host delivers the original result, then the stored state arrives (or the other way round).
    const reloaded = run([host({ toolInput: input, toolOutput: normal }), { type: "stored", state: JSON.parse(JSON.stringify(saved)) }]);
    const storedFirst = run([{ type: "stored", state: saved }, host({ toolInput: input, toolOutput: normal })]);
    for (const model of [reloaded, storedFirst]) {
      if (model.view.kind !== "results") throw new Error("expected results");
      expect(model.view.output.gifts.map((gift) => gift.id)).toEqual(saved.results?.gifts.map((gift) => gift.id));
      expect(model.view.latestFrom).toBe(6);
      expect(model.view.details.splendor?.description).toMatch(/gem-collecting/);
      expect(model.view.details.catan?.url).toBe("https://www.catan.com/");
    }
  });

  it("ignores persisted results made from a different host result", () => {
    const started = widgetReducer(results, { type: "refresh-start", id: 1, kind: "refine" });
    const refined = widgetReducer(started, {
      type: "refresh-done",
      id: 1,
      kind: "refine",
      query: input,
      outcome: { ok: true, value: interpretResult(toolOutput(FIXTURES.many.result)) },
    });
    const saved = buildWidgetState(refined);
    const other = toolOutput({
      ...FIXTURES.normal.result,
      structuredContent: { ...(FIXTURES.normal.result.structuredContent ?? {}), moreAvailable: false },
    });
    const model = run([host({ toolInput: input, toolOutput: other }), { type: "stored", state: saved }]);
    if (model.view.kind !== "results") throw new Error("expected results");
    expect(model.view.output.gifts).toHaveLength(6);
    expect(model.shortlist).toEqual(saved.shortlist);
  });

  it("keeps at most MAX_KEPT_IDEAS ideas and stops offering more there", () => {
    const big = (from: number) =>
      toolOutput({
        ...FIXTURES.many.result,
        structuredContent: {
          ...(FIXTURES.many.result.structuredContent ?? {}),
          moreAvailable: true,
          gifts: Array.from({ length: 12 }, (_, i) => ({
            id: `gift-${from + i}`,
            name: `Gift ${from + i}`,
            price: 10,
            category: "books",
            reason: "r",
          })),
        },
      });
    let model = run([host({ toolInput: input, toolOutput: big(0) })]);
    for (let id = 1; id <= 3; id++) {
      model = widgetReducer(
        widgetReducer(model, { type: "refresh-start", id, kind: "more" }),
        more(id, { ok: true, value: interpretResult(big(id * 12)) }),
      );
    }
    if (model.view.kind !== "results") throw new Error("expected results");
    expect(model.view.output.gifts).toHaveLength(MAX_KEPT_IDEAS);
    expect(model.view.output.moreAvailable).toBe(false);
  });

  it("shows the persisted ideas when a revisited chat brings no result, and lets a new result win", () => {
    const starred = widgetReducer(results, { type: "toggle-shortlist", gift: { id: "azul", name: "Azul", price: 39.99 } });
    const saved = buildWidgetState(starred);
    const withoutStructured = toolOutput({ content: [{ type: "text", text: "6 ideas" }] });
    for (const revisit of [
      run([host({ toolInput: input }), { type: "stored", state: saved }]),
      run([{ type: "stored", state: saved }, host({ toolInput: input, toolOutput: withoutStructured })]),
    ]) {
      if (revisit.view.kind !== "results") throw new Error(`expected results, got ${revisit.view.kind}`);
      expect(revisit.view.output.gifts.map((gift) => gift.id)).toEqual([
        "catan",
        "ticket-to-ride",
        "wingspan",
        "codenames",
        "azul",
        "pandemic",
      ]);
      expect(revisit.shortlist).toEqual([{ id: "azul", name: "Azul", price: 39.99 }]);
      const fresh = widgetReducer(revisit, host({ toolInput: input, toolOutput: toolOutput(FIXTURES.many.result) }));
      expect(fresh.view.kind === "results" && fresh.view.output.gifts).toHaveLength(12);
    }
  });
});

describe("widgetReducer, the answers of the widget's own calls", () => {
  const refine = (id: number, value: Extract<WidgetAction, { type: "refresh-done" }>["outcome"]): WidgetAction => ({
    type: "refresh-done",
    id,
    kind: "refine",
    query: { ...input, budget: 5 },
    outcome: value,
  });
  const busy = (model: WidgetModel, id: number, kind: "refine" | "more") => widgetReducer(model, { type: "refresh-start", id, kind });
  const ideas = (count: number, moreAvailable: boolean) =>
    interpretResult(
      toolOutput({
        ...FIXTURES.many.result,
        structuredContent: {
          ...(FIXTURES.many.result.structuredContent ?? {}),
          moreAvailable,
          gifts: Array.from({ length: count }, (_, i) => ({
            id: `gift-${i}`,
            name: `Gift ${i}`,
            price: 10,
            category: "books",
            reason: "r",
          })),
        },
      }),
    );

  it("starts waiting, with nothing busy, no notice, an empty shortlist and the default order", () => {
    expect(initialModel).toMatchObject({
      view: { kind: "waiting" },
      busy: null,
      notice: null,
      shortlist: [],
      ui: { sort: "relevance" },
      revision: 0,
    });
  });

  it("ignores an answer when no call is running", () => {
    expect(widgetReducer(results, refine(1, { ok: true, value: ideas(3, false) }))).toBe(results);
  });

  it("shows a refine that finds nothing as a business error for the refined query", () => {
    const model = widgetReducer(
      busy(results, 1, "refine"),
      refine(1, { ok: true, value: { kind: "business-error", message: "Nothing within $5." } }),
    );
    expect(model.view).toEqual({ kind: "business-error", query: { ...input, budget: 5 }, message: "Nothing within $5." });
    expect(model.busy).toBeNull();
    expect(model.notice).toBeNull();
    expect(model.revision).toBe(results.revision + 1);
  });

  it("keeps the list when 'more' finds nothing new, says why, and stops offering more", () => {
    const model = widgetReducer(
      busy(results, 2, "more"),
      more(2, { ok: true, value: { kind: "business-error", message: "All ideas shown." } }),
    );
    if (model.view.kind !== "results" || results.view.kind !== "results") throw new Error("expected results");
    expect(model.notice).toEqual({ text: "All ideas shown." });
    expect(model.view.output.gifts).toEqual(results.view.output.gifts);
    expect(model.view.output.moreAvailable).toBe(false);
    expect(model.view.origin).toBe("widget");
  });

  it("shows a broken answer to 'more' as the contract error it is", () => {
    const model = widgetReducer(busy(results, 2, "more"), more(2, { ok: true, value: { kind: "contract-error", issues: ["gifts: bad"] } }));
    expect(model.view).toEqual({ kind: "contract-error", issues: ["gifts: bad"] });
  });

  it("keeps offering more while the server has more and the widget has room, and marks where the new ideas start", () => {
    const model = widgetReducer(busy(results, 2, "more"), more(2, { ok: true, value: ideas(3, true) }));
    if (model.view.kind !== "results") throw new Error("expected results");
    expect(model.view.output.moreAvailable).toBe(true);
    expect(model.view.latestFrom).toBe(6);
    expect(model.view.output.gifts.slice(6).map((gift) => gift.id)).toEqual(["gift-0", "gift-1", "gift-2"]);
    const again = widgetReducer(busy(model, 3, "more"), more(3, { ok: true, value: ideas(3, true) }));
    if (again.view.kind !== "results") throw new Error("expected results");
    expect(again.view.output.gifts).toHaveLength(9);
    expect(again.view.latestFrom).toBe(6);
  });

  it("replaces the ideas with a refine's, at most MAX_KEPT_IDEAS, and closes the details that were open", () => {
    const opened = widgetReducer(results, { type: "ui", patch: { selected: "catan", sort: "price-asc" } });
    const model = widgetReducer(busy(opened, 4, "refine"), refine(4, { ok: true, value: ideas(MAX_KEPT_IDEAS + 6, true) }));
    if (model.view.kind !== "results") throw new Error("expected results");
    expect(model.view.output.gifts).toHaveLength(MAX_KEPT_IDEAS);
    expect(model.view.origin).toBe("widget");
    expect(model.ui).toEqual({ sort: "price-asc", selected: undefined });
  });

  it("counts every change to persist: view choices and the shortlist, capped at MAX_KEPT_IDEAS", () => {
    const sorted = widgetReducer(results, { type: "ui", patch: { sort: "price-desc" } });
    expect(sorted.ui).toEqual({ sort: "price-desc" });
    expect(sorted.revision).toBe(results.revision + 1);
    const filtered = widgetReducer(sorted, { type: "ui", patch: { maxPrice: 50 } });
    expect(filtered.ui).toEqual({ sort: "price-desc", maxPrice: 50 });
    let model = filtered;
    for (let i = 0; i <= MAX_KEPT_IDEAS; i++)
      model = widgetReducer(model, { type: "toggle-shortlist", gift: { id: `gift-${i}`, name: `Gift ${i}`, price: 1 } });
    expect(model.shortlist).toHaveLength(MAX_KEPT_IDEAS);
    expect(model.shortlist[0]?.id).toBe("gift-1");
    expect(model.revision).toBe(filtered.revision + MAX_KEPT_IDEAS + 1);
  });

  it("shows and clears a notice without counting it as a change", () => {
    const noticed = widgetReducer(results, { type: "notice", notice: { key: "noticeNotSent", detail: "offline" } });
    expect(noticed.notice).toEqual({ key: "noticeNotSent", detail: "offline" });
    expect(noticed.revision).toBe(results.revision);
    expect(widgetReducer(noticed, { type: "notice", notice: null }).notice).toBeNull();
  });
});

describe("widgetReducer, what the host and the stored state deliver", () => {
  it("shows a business error the host delivers, for the query it was asked, with no details", () => {
    const model = run([host({ toolInput: input, toolOutput: toolOutput(FIXTURES["business-error"].result) })]);
    expect(model.view).toMatchObject({ kind: "business-error", query: { occasion: "birthday", budget: 100 } });
    expect(model.host?.details).toEqual({});
    expect(model.host?.basis).toMatch(/^[0-9a-f]{8}$/);
  });

  it("remembers the details the host's result carries, so persisted state need not repeat them", () => {
    if (results.view.kind !== "results") throw new Error("expected results");
    expect(results.host?.details).toEqual(results.view.details);
    expect(Object.keys(results.host?.details ?? {})).toContain("catan");
    expect(buildWidgetState(results).results?.details).toEqual({});
  });

  it("goes back to pending when new arguments follow a cancelled call", () => {
    const cancelled = run([host({ toolInput: input }), host({ toolInput: input, toolCancelled: { reason: "timeout" } })]);
    const next = widgetReducer(cancelled, host({ toolInput: { ...input, budget: 50 } }));
    expect(next.view).toEqual({ kind: "pending", query: { occasion: "birthday", budget: 50, recipient: "friend who loves board games" } });
  });

  it("ignores stored state that fails the contract, keeping the model as it was", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(widgetReducer(results, { type: "stored", state: { shortlist: "none" } })).toBe(results);
    expect(widgetReducer(results, { type: "stored", state: null })).toBe(results);
    expect(warned).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("takes the stored shortlist and view choices, keeping the current choices when none were stored", () => {
    const starred = { shortlist: [{ id: "azul", name: "Azul", price: 39.99 }] };
    const sorted = widgetReducer(results, { type: "ui", patch: { sort: "price-asc" } });
    expect(widgetReducer(sorted, { type: "stored", state: starred })).toMatchObject({ ...starred, ui: { sort: "price-asc" } });
    const stored = widgetReducer(sorted, { type: "stored", state: { ...starred, view: { sort: "price-desc", maxPrice: 80 } } });
    expect(stored.ui).toEqual({ sort: "price-desc", maxPrice: 80 });
  });

  it("does not let stored results replace ideas the widget fetched itself", () => {
    const saved = buildWidgetState(results);
    const refined = widgetReducer(widgetReducer(results, { type: "refresh-start", id: 1, kind: "refine" }), {
      type: "refresh-done",
      id: 1,
      kind: "refine",
      query: input,
      outcome: { ok: true, value: interpretResult(toolOutput(FIXTURES.many.result)) },
    });
    const model = widgetReducer(refined, { type: "stored", state: saved });
    expect(model.view).toBe(refined.view);
  });

  it("ties restored results to the host result they were made from, so they persist again under it", () => {
    const saved = buildWidgetState(widgetReducer(results, { type: "toggle-shortlist", gift: { id: "azul", name: "Azul", price: 39.99 } }));
    for (const waiting of [run([host({ toolInput: input })]), initialModel]) {
      const revisit = widgetReducer(waiting, { type: "stored", state: saved });
      expect(revisit.view).toMatchObject({ kind: "results", origin: "widget" });
      expect(revisit.host).toEqual({ basis: saved.results?.basis, details: {} });
      expect(buildWidgetState(revisit).results?.basis).toBe(saved.results?.basis);
    }
    const withoutStructured = run([host({ toolInput: input, toolOutput: toolOutput({ content: [{ type: "text", text: "6 ideas" }] }) })]);
    const restored = widgetReducer(withoutStructured, { type: "stored", state: saved });
    expect(restored.host?.basis).toBe(saved.results?.basis);
  });
});
