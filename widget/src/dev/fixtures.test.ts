import { CATEGORY_SLUGS, SuggestGiftsInputSchema, SuggestGiftsMetaSchema, SuggestGiftsOutputSchema } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { FIXTURE_NAMES, FIXTURES } from "./fixtures.ts";

describe("dev fixtures", () => {
  it("has every named fixture, with arguments the tool accepts", () => {
    expect(Object.keys(FIXTURES).sort()).toEqual([...FIXTURE_NAMES].sort());
    for (const name of FIXTURE_NAMES) expect(z.safeParse(SuggestGiftsInputSchema, FIXTURES[name].arguments).success, name).toBe(true);
  });

  it.each([
    ["normal", 6],
    ["many", 12],
    ["empty", 0],
  ] as const)("%s matches the output and meta schemas with %i gifts", (name, count) => {
    const { result } = FIXTURES[name];
    const output = z.parse(SuggestGiftsOutputSchema, result.structuredContent);
    expect(output.gifts).toHaveLength(count);
    expect(z.safeParse(SuggestGiftsMetaSchema, result._meta).success).toBe(true);
    for (const gift of output.gifts) {
      expect(gift.id).toMatch(/^[a-z0-9][a-z0-9-]{1,79}$/);
      expect(CATEGORY_SLUGS).toContain(gift.category);
    }
  });

  it("has a business error and a result that breaks the contract", () => {
    expect(FIXTURES["business-error"].result.isError).toBe(true);
    expect(z.safeParse(SuggestGiftsOutputSchema, FIXTURES["contract-error"].result.structuredContent).success).toBe(false);
  });
});
