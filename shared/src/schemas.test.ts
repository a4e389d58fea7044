import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { describeIssues } from "./issues.ts";
import { OCCASIONS } from "./occasions.ts";
import {
  AudienceSchema,
  BusinessErrorKindSchema,
  BusinessErrorMetaSchema,
  CatalogFileSchema,
  CatalogItemSchema,
  DEFAULT_IDEAS,
  MAX_BUDGET_USD,
  MAX_KEPT_IDEAS,
  RESULT_DETAILS_KEY,
  RESULT_ERROR_KEY,
  SuggestGiftCardsInputSchema,
  SuggestGiftsInputSchema,
  SuggestGiftsMetaSchema,
  SuggestGiftsOutputSchema,
  WidgetStateSchema,
} from "./schemas.ts";

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

const item = {
  id: "catan",
  name: "Catan",
  price: 44,
  category: "board-games",
  description: "The classic game of trading and building.",
  occasions: ["birthday"],
  tags: ["board-games", "strategy"],
  audience: ["adult"],
  ages: { min: 10, max: 120 },
  contains: [],
  is: ["toy"],
  requires: [],
};
const itemProblems = (changes: Record<string, unknown>) => {
  const result = z.safeParse(CatalogItemSchema, { ...item, ...changes });
  return result.success ? [] : describeIssues(result.error);
};

describe("CatalogItemSchema", () => {
  it("accepts a complete item, with or without https links, and nothing unknown", () => {
    expect(itemProblems({})).toEqual([]);
    expect(itemProblems({ url: "https://example.com/catan", image: "https://img.example.com/catan.jpg" })).toEqual([]);
    expect(itemProblems({ colour: "red" })).toEqual(['(arguments): unknown field(s) "colour"']);
  });

  it("takes ids that are lowercase slugs of 2 to 80 characters, and nothing around them", () => {
    for (const id of ["ab", "catan-base-game", "7-wonders", `a${"b".repeat(79)}`]) expect(itemProblems({ id })).toEqual([]);
    for (const id of ["a", "Catan", "-catan", "catan game", "Xcatan", "catan!", `a${"b".repeat(80)}`]) {
      expect(itemProblems({ id })).toEqual([expect.stringMatching(/^id: .*a lowercase slug such as "catan-base-game"/)]);
    }
  });

  it("takes tags that are lowercase words, and names the rule when one is not", () => {
    expect(itemProblems({ tags: ["a", "x-2", "board-games"] })).toEqual([]);
    for (const tag of ["Strategy", "9lives", "board games", "-games", "games!"]) {
      expect(itemProblems({ tags: ["strategy", tag] })).toEqual([expect.stringMatching(/^tags\.1: .*a lowercase tag/)]);
    }
  });

  it("links only over https", () => {
    for (const url of ["http://example.com/catan", "xhttps://example.com/catan", "httpsx://example.com/catan", "ftp://example.com"]) {
      expect(itemProblems({ url }).map((p) => p.split(":")[0])).toEqual(["url"]);
      expect(itemProblems({ image: url }).map((p) => p.split(":")[0])).toEqual(["image"]);
    }
  });

  it("keeps the age range the right way up, allowing a single age", () => {
    expect(itemProblems({ ages: { min: 5, max: 5 } })).toEqual([]);
    expect(itemProblems({ ages: { min: 12, max: 3 } })).toEqual(["ages: min must not be above max"]);
    expect(itemProblems({ ages: { min: 3, max: 12, typical: 6 } })).toEqual(['ages: unknown field(s) "typical"']);
  });

  it("takes the known occasions or any, and audiences from a fixed set of distinct words", () => {
    expect(itemProblems({ occasions: ["any"] })).toEqual([]);
    expect(itemProblems({ occasions: ["birthday", "xmas"] }).map((p) => p.split(":")[0])).toEqual(["occasions.1"]);
    const audiences = AudienceSchema.options;
    expect(audiences.length).toBeGreaterThanOrEqual(4);
    expect(new Set(audiences).size).toBe(audiences.length);
    for (const audience of audiences) expect(audience).toMatch(/^[a-z]+$/);
    expect(itemProblems({ audience: [...audiences] })).toEqual([]);
    expect(itemProblems({ audience: ["robot"] }).map((p) => p.split(":")[0])).toEqual(["audience.0"]);
  });
});

describe("CatalogFileSchema", () => {
  const fileProblems = (value: unknown) => {
    const result = z.safeParse(CatalogFileSchema, value);
    return result.success ? [] : describeIssues(result.error);
  };

  it("dates the prices with a calendar date and holds at least one item", () => {
    expect(fileProblems({ priceCheckedOn: "2026-11-30", items: [item] })).toEqual([]);
    for (const priceCheckedOn of [
      "x2026-11-30",
      "2026-11-30x",
      "26-11-30",
      "2026-1-30",
      "2026-11-3",
      "abcd-11-30",
      "2026-ab-30",
      "2026-11-ab",
    ]) {
      expect(fileProblems({ priceCheckedOn, items: [item] })).toEqual([
        expect.stringMatching(/^priceCheckedOn: .*a date such as 2026-11-30/),
      ]);
    }
    expect(fileProblems({ priceCheckedOn: "2026-11-30", items: [] }).map((p) => p.split(":")[0])).toEqual(["items"]);
    expect(fileProblems({ priceCheckedOn: "2026-11-30", items: [item], source: "x" })).toEqual(['(arguments): unknown field(s) "source"']);
  });
});

describe("describeIssues", () => {
  it("lists every unknown field, quoted and separated", () => {
    expect(fieldsOf({ occasion: "birthday", budget: 100, colour: "red", size: "L" })).toEqual([
      '(arguments): unknown field(s) "colour", "size"',
    ]);
  });
});

describe("the tools' JSON Schemas", () => {
  it("describe every argument to the model, naming each known occasion and the default count", () => {
    for (const input of [SuggestGiftsInputSchema, SuggestGiftCardsInputSchema]) {
      const schema = z.toJSONSchema(input) as { properties: Record<string, { description?: string }> };
      const described = Object.entries(schema.properties).filter(([, property]) => (property.description ?? "").length >= 20);
      const expected = input === SuggestGiftsInputSchema ? Object.keys(schema.properties) : ["budget"];
      expect(described.map(([name]) => name)).toEqual(expected);
    }
    const schema = z.toJSONSchema(SuggestGiftsInputSchema) as { properties: Record<string, { description: string }> };
    expect(schema.properties.occasion?.description).toContain(`Known: ${OCCASIONS.join(", ")}.`);
    expect(schema.properties.count?.description).toContain(`(default ${DEFAULT_IDEAS})`);
  });

  it("take a gift card request with a budget alone, and nothing unknown", () => {
    expect(z.safeParse(SuggestGiftCardsInputSchema, { budget: 50 }).success).toBe(true);
    expect(z.safeParse(SuggestGiftCardsInputSchema, { budget: 50, recipient: "my aunt", occasion: "birthday" }).success).toBe(true);
    expect(z.safeParse(SuggestGiftCardsInputSchema, { budget: 50, brand: "x" }).success).toBe(false);
  });
});

describe("result metadata", () => {
  it("carries details and errors under namespaced keys of their own", () => {
    for (const key of [RESULT_DETAILS_KEY, RESULT_ERROR_KEY]) expect(key).toMatch(/^gift-finder\/[a-z]+$/);
    expect(RESULT_DETAILS_KEY).not.toBe(RESULT_ERROR_KEY);
    const detail = { description: "The classic game.", url: "https://example.com/catan", matched: ["board games"] };
    expect(z.safeParse(SuggestGiftsMetaSchema, { [RESULT_DETAILS_KEY]: { catan: detail } }).success).toBe(true);
    expect(z.safeParse(SuggestGiftsMetaSchema, { [RESULT_DETAILS_KEY]: { catan: { ...detail, price: 4 } } }).success).toBe(false);
  });

  it("names a business error by one of a few distinct kinds, with a message", () => {
    const kinds = BusinessErrorKindSchema.options;
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of kinds) {
      expect(kind).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(z.safeParse(BusinessErrorMetaSchema, { [RESULT_ERROR_KEY]: { kind, message: "Nothing fits." } }).success).toBe(true);
    }
    expect(z.safeParse(BusinessErrorMetaSchema, { [RESULT_ERROR_KEY]: { kind: kinds[0], message: "x", stack: "y" } }).success).toBe(false);
    expect(z.safeParse(BusinessErrorMetaSchema, { [RESULT_ERROR_KEY]: { kind: "oops", message: "x" } }).success).toBe(false);
  });

  it("reports what the server understood, and nothing else", () => {
    const understood = { age: 40, relationship: "sister", interests: ["hiking"], avoid: ["books"] };
    const output = { query: { occasion: "birthday", budget: 100 }, understood, gifts: [], moreAvailable: false };
    expect(z.safeParse(SuggestGiftsOutputSchema, output).success).toBe(true);
    expect(z.safeParse(SuggestGiftsOutputSchema, { ...output, understood: { ...understood, mood: "happy" } }).success).toBe(false);
  });
});
