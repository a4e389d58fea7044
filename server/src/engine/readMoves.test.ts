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
    ["a coworker who's leaving for a job in Japan, our small team is chipping in", "moving abroad"],
    ["coworker is leaving to teach English in Japan for a year", "moving abroad"],
  ])("reads %j as %j", (text, said) => {
    expect(plainMoves(text)).toContain(said);
    expect(plainMoves(text)).not.toMatch(/Japan|Tokyo|Zealand|UK|Seattle|New York/);
  });

  it("reads a move to an office of the firm as a move, and leaves no office behind", () => {
    expect(plainMoves("my mentor is relocating to the London office next month")).toMatch(/^my mentor is moving abroad\s+next month$/);
  });

  it("keeps the rest of the sentence where it was", () => {
    expect(plainMoves("moving to Tokyo. He's into hiking")).toMatch(/^moving abroad\s+\. He's into hiking$/);
  });

  it("reads a move opening a sentence, and a country named with its article", () => {
    expect(plainMoves("Moving to Japan next month")).toMatch(/^moving abroad/);
    expect(plainMoves("relocating to The Netherlands")).toMatch(/^moving abroad/);
  });

  it("leaves a move already made, a move dreamt of, and dancing to someone's songs to the rest of the reading", () => {
    for (const text of [
      "my brother just moved to Chicago for work",
      "she's always dreamed of moving to Italy",
      "she loves to dance and move to Taylor Swift songs",
      "she loves to move to music",
    ])
      expect(plainMoves(text)).toBe(text);
  });

  it("reads Georgia as a state at home", () => {
    expect(plainMoves("my sister is moving to Georgia for grad school")).toContain("moving away");
  });

  it("reads a place named by a giver writing in another language as moving away only (Berlin may be home)", () => {
    expect(plainMoves("moving to Berlin", false)).toContain("moving away");
    expect(plainMoves("moving to Berlin")).toContain("moving abroad");
  });
});
