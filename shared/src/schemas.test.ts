import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { describeIssues } from "./issues.ts";
import { MAX_BUDGET_USD, MAX_KEPT_IDEAS, SuggestGiftsInputSchema, SuggestGiftsOutputSchema, WidgetStateSchema } from "./schemas.ts";

const fieldsOf = (value: unknown) => {
  const result = z.safeParse(SuggestGiftsInputSchema, value);
  return result.success ? [] : describeIssues(result.error);
};

describe("SuggestGiftsInputSchema", () => {
  it("needs occasion and budget, and takes recipient, count and excludeIds as options", () => {
    expect(fieldsOf({ occasion: "birthday", budget: 100 })).toEqual([]);
    expect(fieldsOf({ occasion: "retirement party", budget: 100, recipient: "my boss", count: 3, excludeIds: ["catan"] })).toEqual([]);
    expect(fieldsOf({ budget: 100 })).toEqual([expect.stringMatching(/^occasion: /)]);
    expect(fieldsOf({ occasion: "birthday" })).toEqual([expect.stringMatching(/^budget: /)]);
  });

  it("names every bad field at once", () => {
    const problems = fieldsOf({ occasion: "", budget: -5, recipient: "x".repeat(501), count: 99, colour: "red" });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["occasion", "budget", "recipient", "count", "(arguments)"]);
    expect(problems.at(-1)).toContain('"colour"');
  });

  it("bounds the budget to positive, finite, sane amounts", () => {
    for (const budget of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, MAX_BUDGET_USD + 1, "100"]) {
      expect(fieldsOf({ occasion: "birthday", budget })).not.toEqual([]);
    }
  });

  it("converts to a JSON Schema with descriptions a model can read", () => {
    const schema = z.toJSONSchema(SuggestGiftsInputSchema) as { required: string[]; properties: Record<string, { description?: string }> };
    expect(schema.required).toEqual(["occasion", "budget"]);
    expect(schema.properties.budget?.description).toMatch(/US dollars/);
  });
});

describe("SuggestGiftsOutputSchema and WidgetStateSchema", () => {
  it("accept a well-formed result and reject an unknown category", () => {
    const gift = { id: "catan", name: "Catan", price: 44, category: "board-games", reason: "Fun." };
    const output = { query: { occasion: "birthday", budget: 100 }, gifts: [gift], moreAvailable: true };
    expect(z.safeParse(SuggestGiftsOutputSchema, output).success).toBe(true);
    expect(z.safeParse(SuggestGiftsOutputSchema, { ...output, gifts: [{ ...gift, category: "weapons" }] }).success).toBe(false);
    expect(z.safeParse(WidgetStateSchema, { shortlist: [{ id: "catan", name: "Catan", price: 44 }] }).success).toBe(true);
  });

  it("WidgetStateSchema keeps results and the view, bounded to MAX_KEPT_IDEAS ideas", () => {
    const gift = { id: "catan", name: "Catan", price: 44, category: "board-games", reason: "Fun." };
    const results = {
      basis: "0a1b2c3d",
      query: { occasion: "birthday", budget: 100 },
      gifts: [gift],
      moreAvailable: true,
      latestFrom: 0,
      details: {},
    };
    const state = { shortlist: [], results, view: { sort: "price-asc", maxPrice: 50, selected: "catan" } };
    expect(z.safeParse(WidgetStateSchema, state).success).toBe(true);
    const tooMany = Array.from({ length: MAX_KEPT_IDEAS + 1 }, (_, i) => ({ ...gift, id: `gift-${i}` }));
    expect(z.safeParse(WidgetStateSchema, { ...state, results: { ...results, gifts: tooMany } }).success).toBe(false);
    expect(z.safeParse(WidgetStateSchema, { ...state, view: { sort: "cheapest" } }).success).toBe(false);
  });
});
