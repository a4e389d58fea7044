import { describe, expect, it } from "vitest";
import { plainNames } from "./readNames.ts";

describe("plainNames", () => {
  it.each([
    ["the birthday girl is my great-aunt Rose, she turns 95", "the birthday girl is my great-aunt     , she turns 95"],
    ["our dog sitter Maya looked after our greyhound", "our dog sitter      looked after our greyhound"],
    ["a friend named Jade who loves hiking", "a friend named      who loves hiking"],
    // The possessive stays with the relationship, so "the parents" are the ones meant.
    ["my girlfriend Sam's parents", "my girlfriend's     parents"],
  ])("blanks the name in %j", (text, plain) => {
    expect(plainNames(text)).toBe(plain);
  });

  it.each(["my aunt loves roses", "my sister, Golf is her thing", "my friend who drinks rose", "my brother and I"])(
    "leaves %j as it is",
    (text) => {
      expect(plainNames(text)).toBe(text);
    },
  );
});
