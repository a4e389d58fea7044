import { type GiftIdea, MAX_KEPT_IDEAS } from "@gift-finder/shared";
import { describe, expect, it, vi } from "vitest";
import { buildWidgetState, readStoredState, stateSummary } from "./persistedState.ts";
import type { ResultsView } from "./widgetReducer.ts";

const catan = { id: "catan", name: "Catan", price: 54.99 };
const azul = { id: "azul", name: "Azul", price: 35 };

describe("persisted widget state", () => {
  it("accepts only state that matches WidgetStateSchema, including the older shortlist-only shape", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readStoredState({ shortlist: [catan] })).toEqual({ shortlist: [catan] });
    expect(readStoredState({ shortlist: [{ ...catan, id: "Not A Slug" }] })).toBeNull();
    expect(readStoredState({ shortlist: [catan], extra: true })).toBeNull();
    expect(readStoredState(undefined)).toBeNull();
    expect(readStoredState(null)).toBeNull();
    vi.restoreAllMocks();
  });

  it("says why it ignores stored state, without warning about state that is simply absent", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    readStoredState(null);
    readStoredState(undefined);
    expect(warned).not.toHaveBeenCalled();
    readStoredState({ shortlist: [{ ...catan, id: "Not A Slug", price: -1 }] });
    expect(warned).toHaveBeenCalledWith(
      expect.stringMatching(/^\[gift-finder\] ignoring stored widget state/),
      expect.stringMatching(/shortlist\.0\.id: .+; shortlist\.0\.price/),
    );
    vi.restoreAllMocks();
  });

  it("summarises the shortlist, and the ideas on screen once the widget changed them", () => {
    expect(stateSummary({ shortlist: [catan, azul] }, false)).toBe("Shortlisted: Catan ($54.99), Azul ($35)");
    expect(stateSummary({ shortlist: [] }, false)).toBe("Shortlist is empty.");
    const results = {
      basis: "x",
      query: { occasion: "birthday", budget: 60 },
      gifts: [{ ...catan, category: "board-games" as const, reason: "" }],
      moreAvailable: false,
      latestFrom: 0,
      details: {},
    };
    expect(stateSummary({ shortlist: [], results, view: { sort: "relevance" } }, false)).toBe("Shortlist is empty.");
    expect(stateSummary({ shortlist: [], results, view: { sort: "relevance", selected: "catan" } }, true)).toBe(
      "The widget now shows 1 ideas for birthday up to $60: Catan ($54.99). Shortlist is empty. Viewing the details of Catan.",
    );
    const forSister = {
      ...results,
      query: { ...results.query, recipient: "my sister" },
      gifts: [...results.gifts, { ...azul, category: "board-games" as const, reason: "" }],
    };
    expect(stateSummary({ shortlist: [azul], results: forSister }, true)).toBe(
      "The widget now shows 2 ideas for birthday up to $60 (my sister): Catan ($54.99), Azul ($35). Shortlisted: Azul ($35)",
    );
    expect(stateSummary({ shortlist: [], results, view: { sort: "relevance", selected: "azul" } }, true)).not.toMatch(/Viewing/);
    expect(stateSummary({ shortlist: [], view: { sort: "relevance", selected: "catan" } }, false)).toBe("Shortlist is empty.");
  });

  it("stays small at its largest: MAX_KEPT_IDEAS ideas with full details and a full shortlist", () => {
    const gifts: GiftIdea[] = Array.from({ length: MAX_KEPT_IDEAS }, (_, i) => ({
      id: `gift-idea-number-${i}`,
      name: "N".repeat(100),
      price: 9999.99,
      category: "sports-fitness",
      reason: "R".repeat(200),
    }));
    const details = Object.fromEntries(
      gifts.map((gift) => [
        gift.id,
        { description: "D".repeat(240), url: `https://shop.example/${"p".repeat(80)}`, matched: ["a phrase that matched", "another one"] },
      ]),
    );
    const view: ResultsView = {
      kind: "results",
      output: { query: { occasion: "o".repeat(80), budget: 10_000, recipient: "r".repeat(500) }, gifts, moreAvailable: false },
      details,
      latestFrom: 18,
      origin: "widget",
    };
    const state = buildWidgetState({
      view,
      shortlist: gifts.map(({ id, name, price }) => ({ id, name, price })),
      ui: { sort: "price-asc", maxPrice: 50, selected: gifts[0]?.id },
      host: { basis: "abcdef12", details: {} },
    });
    expect(readStoredState(state)).toEqual(state);
    expect(JSON.stringify(state).length).toBeLessThan(25_000);
  });

  it("persists the ideas on screen, even the host's own (a revisited chat may come without them), but not the details the host result carries", () => {
    const gift = { ...catan, category: "board-games" as const, reason: "" };
    const hostView: ResultsView = {
      kind: "results",
      output: { query: { occasion: "birthday", budget: 60 }, gifts: [gift], moreAvailable: true },
      details: { catan: { description: "d", matched: [] } },
      latestFrom: 0,
      origin: "host",
    };
    const host = { basis: "abcdef12", details: hostView.details };
    expect(buildWidgetState({ view: hostView, shortlist: [], ui: { sort: "relevance" }, host }).results).toMatchObject({
      basis: "abcdef12",
      gifts: [gift],
      details: {},
    });
    expect(
      buildWidgetState({ view: { ...hostView, origin: "widget" }, shortlist: [], ui: { sort: "relevance" }, host }).results?.details,
    ).toEqual({});
    const fetched = { ...hostView, details: { ...hostView.details, azul: { description: "a", matched: [] } } };
    const understood = { interests: ["games"], avoid: [] };
    const kept = buildWidgetState({
      view: { ...fetched, output: { ...fetched.output, understood, gifts: [gift, { ...gift, ...azul }] } },
      shortlist: [],
      ui: { sort: "relevance" },
      host,
    });
    expect(kept.results?.details).toEqual({ azul: { description: "a", matched: [] } });
    expect(kept.results?.understood).toEqual(understood);
  });

  it("keeps only the shortlist and the view while there are no results, or no host result to tie them to", () => {
    const ui = { sort: "price-desc" as const };
    expect(buildWidgetState({ view: { kind: "waiting" }, shortlist: [catan], ui, host: { basis: "abcdef12", details: {} } })).toEqual({
      shortlist: [catan],
      view: ui,
    });
    const view: ResultsView = {
      kind: "results",
      output: { query: { occasion: "birthday", budget: 60 }, gifts: [], moreAvailable: false },
      details: {},
      latestFrom: 0,
      origin: "host",
    };
    expect(buildWidgetState({ view, shortlist: [], ui, host: null })).toEqual({ shortlist: [], view: ui });
  });
});
