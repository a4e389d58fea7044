import { describe, expect, it } from "vitest";
import { scoreOf } from "./score.ts";

describe("scoreOf", () => {
  it("counts killed and timed-out mutants as detected, over all valid ones, not-covered included", () => {
    const score = scoreOf(["Killed", "Killed", "Timeout", "Survived", "NoCoverage", "CompileError", "RuntimeError", "Ignored"]);
    expect(score).toEqual({ detected: 3, survived: 1, noCoverage: 1, valid: 5, percent: 60 });
  });

  it("gives an area without valid mutants a full score", () => {
    expect(scoreOf(["Ignored"]).percent).toBe(100);
  });
});
