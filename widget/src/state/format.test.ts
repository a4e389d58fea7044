import { describe, expect, it } from "vitest";
import { cardPrompt, formatPrice, querySummary, readQuery } from "./format.ts";

describe("formatPrice", () => {
  it("formats USD for the locale, whole amounts without cents", () => {
    expect(formatPrice(44)).toBe("$44");
    expect(formatPrice(54.99, "en-US")).toBe("$54.99");
    expect(formatPrice(54.99, "de-DE").replace(/\s/g, " ")).toBe("54,99 $");
  });

  it("falls back to en-US for a locale Intl rejects", () => {
    expect(formatPrice(10.5, "not a locale!!")).toBe("$10.50");
  });
});

describe("querySummary", () => {
  it("joins what is known of the query", () => {
    expect(querySummary({ occasion: "baby-shower", budget: 100, recipient: "my sister" })).toBe("Baby shower · $100 · my sister");
    expect(querySummary({ budget: 25 })).toBe("$25");
  });

  it("reads only well-formed fields of tool arguments", () => {
    expect(readQuery({ occasion: " birthday ", budget: "100", recipient: 7 })).toEqual({ occasion: "birthday" });
    expect(readQuery(null)).toEqual({});
  });
});

describe("cardPrompt", () => {
  it("names the gift, the occasion and the style prompt", () => {
    expect(cardPrompt("Catan", "birthday")).toBe('Write a short, warm birthday card message to go with "Catan" (following the gift_congrats_style prompt).');
    expect(cardPrompt("Azul", "thank-you")).toContain("warm thank you card message");
    expect(cardPrompt("Azul", undefined)).toContain("warm card message");
  });
});
