import { describe, expect, it } from "vitest";
import { plainMoves } from "./readMoves.ts";

describe("a move to a named place", () => {
  it.each([
    ["coworker is leaving to move to Japan, the team", "moving abroad"],
    ["our team lead is leaving to move to Tokyo. He's into hiking", "moving abroad"],
    ["she is relocating to New Zealand", "moving abroad"],
    ["moving to the UK for a new job", "moving abroad"],
    ["nephew is graduating and moving to Seattle for his first job", "moving away"],
    ["my niece graduating college and moving to New York", "moving away"],
  ])("reads %j as %j", (text, said) => {
    expect(plainMoves(text)).toContain(said);
    expect(plainMoves(text)).not.toMatch(/Japan|Tokyo|Zealand|UK|Seattle|New York/);
  });

  it("keeps the rest of the sentence where it was", () => {
    expect(plainMoves("moving to Tokyo. He's into hiking")).toMatch(/^moving abroad\s+\. He's into hiking$/);
  });

  it("leaves a move already made, and lower-case words, to the rest of the reading", () => {
    expect(plainMoves("my brother just moved to Chicago for work")).toBe("my brother just moved to Chicago for work");
    expect(plainMoves("she loves to move to music")).toBe("she loves to move to music");
  });

  it("reads a place named by a giver writing in another language as moving away only (Berlin may be home)", () => {
    expect(plainMoves("moving to Berlin", false)).toContain("moving away");
    expect(plainMoves("moving to Berlin")).toContain("moving abroad");
  });
});
