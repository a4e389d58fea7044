import { describe, expect, it } from "vitest";
import { plainEndearments } from "./readEndearments.ts";

describe("plainEndearments", () => {
  it.each([
    ["my baby is graduating high school and moving into a dorm, she is a light sleeper", "my daughter is graduating"],
    ["my baby girl is turning 16 and can't wait to drive", "my daughter is turning 16"],
    ["our baby boy is getting married in june", "our son is getting married"],
    ["my baby is off to college", "my son or daughter is off to college"],
  ])("reads a grown child's endearment as a child: %j", (text, plain) => {
    expect(plainEndearments(text)).toContain(plain);
  });

  it.each(["my baby turns 1 next week", "my baby sister is graduating college", "a gift for my baby shower host", "my baby is teething"])(
    "leaves a real baby, a sibling and a shower alone: %j",
    (text) => {
      expect(plainEndearments(text)).toBe(text);
    },
  );
});
