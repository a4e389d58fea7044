import { describe, expect, it } from "vitest";
import { FIXTURES } from "../dev/fixtures.ts";
import { createI18n } from "../i18n/i18n.ts";
import { moreArguments, querySummary, readQuery } from "./format.ts";

describe("querySummary", () => {
  it("joins what is known of the query, in the host's language", () => {
    expect(querySummary({ occasion: "baby-shower", budget: 100, recipient: "my sister" }, createI18n("en-US"))).toBe(
      "Baby shower · $100 · my sister",
    );
    expect(querySummary({ occasion: "birthday", budget: 59.99 }, createI18n("de-DE")).replace(/\s/g, " ")).toBe("Geburtstag · 59,99 $");
    expect(querySummary({ budget: 25 }, createI18n("en-US"))).toBe("$25");
  });

  it("reads only well-formed fields of tool arguments", () => {
    expect(readQuery({ occasion: " birthday ", budget: "100", recipient: 7 })).toEqual({ occasion: "birthday" });
    expect(readQuery(null)).toEqual({});
  });
});

describe("moreArguments", () => {
  const output = FIXTURES.normal.result.structuredContent as Parameters<typeof moreArguments>[0];

  it("repeats the search with the server's reading made explicit and excludes every idea shown", () => {
    expect(moreArguments(output)).toEqual({
      ...FIXTURES.normal.arguments,
      relationship: "friend",
      interests: ["board games"],
      excludeIds: ["catan", "ticket-to-ride", "wingspan", "codenames", "azul", "pandemic"],
    });
  });

  it("asks for no more ideas than the widget keeps", () => {
    const many = { ...output, gifts: Array.from({ length: 21 }, (_, i) => ({ ...output.gifts[0]!, id: `gift-${i}` })) };
    expect(moreArguments(many).count).toBe(3);
  });
});
