import { describe, expect, it, vi } from "vitest";
import { readShortlist, shortlistSummary, toggleShortlist } from "./shortlist.ts";

const catan = { id: "catan", name: "Catan", price: 44 };
const azul = { id: "azul", name: "Azul", price: 35 };

describe("shortlist", () => {
  it("toggles ideas in and out, keeping the order they were starred in", () => {
    const both = toggleShortlist(toggleShortlist([], catan), azul);
    expect(both.map((item) => item.id)).toEqual(["catan", "azul"]);
    expect(toggleShortlist(both, catan)).toEqual([azul]);
  });

  it("summarises for the model", () => {
    expect(shortlistSummary([catan, azul])).toBe("Shortlisted: Catan ($44), Azul ($35)");
    expect(shortlistSummary([])).toBe("Shortlist is empty.");
  });

  it("accepts only state that matches WidgetStateSchema", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readShortlist({ shortlist: [catan] })).toEqual([catan]);
    expect(readShortlist({ shortlist: [{ ...catan, id: "Not A Slug" }] })).toEqual([]);
    expect(readShortlist({ shortlist: [catan], extra: true })).toEqual([]);
    expect(readShortlist(undefined)).toEqual([]);
  });
});
