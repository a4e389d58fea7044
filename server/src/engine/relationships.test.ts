import { describe, expect, it } from "vitest";
import { genderOf, relationshipFor } from "./relationships.ts";

describe("relationshipFor", () => {
  it("reads a noun whatever its case, spacing, hyphens or underscores", () => {
    for (const noun of ["significant other", "  Significant Other ", "significant-other", "SIGNIFICANT__other", "significant   other"])
      expect(relationshipFor(noun)?.noun, noun).toBe("partner");
    expect(relationshipFor("Mum")).toMatchObject({ noun: "mother", ages: { min: 21, max: 120 }, role: true });
  });

  it("knows no relationship for an unknown or empty noun", () => {
    expect(relationshipFor("neighbour's cat")).toBeUndefined();
    expect(relationshipFor("")).toBeUndefined();
  });
});

describe("genderOf", () => {
  it("says the gender a relationship word names, and none for a word that names none", () => {
    expect(genderOf(relationshipFor("mum"))).toBe("female");
    expect(genderOf(relationshipFor("husband"))).toBe("male");
    expect(genderOf(relationshipFor("partner"))).toBeUndefined();
    expect(genderOf(undefined)).toBeUndefined();
  });
});
