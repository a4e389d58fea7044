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
    expect(readQuery({ occasion: "  ", budget: Number.POSITIVE_INFINITY, recipient: " " })).toEqual({});
    expect(readQuery({ occasion: 5, budget: Number.NaN })).toEqual({});
    expect(readQuery({ occasion: " anniversary ", budget: 0, recipient: "  my wife " })).toEqual({
      occasion: "anniversary",
      budget: 0,
      recipient: "my wife",
    });
  });

  it("leaves out what is not known", () => {
    expect(querySummary({ occasion: "birthday", recipient: "my sister" }, createI18n("en-US"))).toBe("Birthday · my sister");
    expect(querySummary({}, createI18n("en-US"))).toBe("");
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
    const room = (shown: number) => ({
      ...output,
      gifts: Array.from({ length: shown }, (_, i) => ({ ...output.gifts[0]!, id: `gift-${i}` })),
    });
    expect(moreArguments(room(18)).count).toBeUndefined();
    expect(moreArguments(room(19)).count).toBe(5);
    expect(moreArguments(room(24)).count).toBe(1);
  });

  it("makes each part of the server's reading explicit only when it holds something", () => {
    const understood = { age: 0, relationship: "", interests: [], avoid: ["nuts"] };
    const asked = moreArguments({ ...output, understood });
    expect(asked).toMatchObject({ age: 0, avoid: ["nuts"] });
    expect(asked).not.toHaveProperty("relationship");
    expect(asked).not.toHaveProperty("interests");
    const { understood: _dropped, ...unread } = output;
    const plain = moreArguments(unread);
    for (const field of ["age", "relationship", "interests", "avoid"]) expect(plain).not.toHaveProperty(field);
    const noAge = moreArguments({ ...output, understood: { interests: ["chess"], avoid: [] } });
    expect(noAge).not.toHaveProperty("age");
    expect(noAge).not.toHaveProperty("avoid");
    expect(noAge.interests).toEqual(["chess"]);
  });
});
