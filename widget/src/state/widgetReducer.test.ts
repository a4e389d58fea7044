import { MAX_KEPT_IDEAS } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
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
