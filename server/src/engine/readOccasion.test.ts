import { OCCASIONS } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { resolveOccasion } from "./readOccasion.ts";

describe("resolveOccasion", () => {
  it("takes every known occasion as written, in any case, with spaces, underscores or apostrophes", () => {
    for (const occasion of OCCASIONS) {
      expect(resolveOccasion(occasion)).toBe(occasion);
      expect(resolveOccasion(` ${occasion.toUpperCase().replace(/-/g, " ")} `)).toBe(occasion);
      expect(resolveOccasion(occasion.replace(/-/g, "_"))).toBe(occasion);
    }
    expect(resolveOccasion("Mother's Day")).toBe("mothers-day");
    expect(resolveOccasion("father’s day")).toBe("fathers-day");
  });

  it("matches free wording to a known occasion, the longest phrase first", () => {
    expect(resolveOccasion("her bday")).toBe("birthday");
    expect(resolveOccasion("Christmas")).toBe("holiday");
    expect(resolveOccasion("our baby shower next week")).toBe("baby-shower");
    expect(resolveOccasion("condolences")).toBe("sympathy");
    expect(resolveOccasion("her mom passed away")).toBe("sympathy");
  });

  it("knows nothing of an occasion it has no words for", () => {
    expect(resolveOccasion("tuesday")).toBeUndefined();
    expect(resolveOccasion("")).toBeUndefined();
  });
});
