import { describe, expect, it } from "vitest";
import { plainBallGames } from "./readBallGames.ts";

describe("plainBallGames", () => {
  it.each([
    "great-grandpa watches every cubs game",
    "he listens to the game on his old radio",
    "she never misses a yankees game",
    "my dad who watches every Green Bay Packers game",
  ])("reads the game in %j as a team's, no board game", (text) => {
    const plain = plainBallGames(text);
    expect(plain).not.toMatch(/\bgames?\b/);
    expect(plain).toHaveLength(text.length);
  });

  it.each(["freezing on the bleachers at her kids' hockey games", "never misses my little brother's Baseball games"])(
    "reads %j as a sport's matches, no board game",
    (text) => {
      expect(plainBallGames(text)).not.toMatch(/\bgames?\b/i);
      expect(plainBallGames(text)).toHaveLength(text.length);
    },
  );

  it("reads a sport someone else plays, watched from the bleachers, as no sport of the recipient's", () => {
    expect(plainBallGames("freezing on the bleachers at her kids' hockey games")).not.toMatch(/hockey/);
    expect(plainBallGames("never misses my brother's baseball games")).not.toMatch(/baseball/);
    expect(plainBallGames("he loves watching hockey games")).toMatch(/hockey/);
  });

  it("keeps a game said as not wanted: 'NOT a game though' is no match watched", () => {
    expect(plainBallGames("plays ps5 every night. not a game though")).toMatch(/\bgame\b/);
  });

  it("keeps a game given as a game: 'I don't want to get him a game'", () => {
    expect(plainBallGames("a big gamer, but I don't want to get him a game because he buys them himself")).toMatch(/\bget him a game\b/);
  });

  it("reads 'who only games' as playing video games", () => {
    expect(plainBallGames("my son who only games, mostly fortnite")).toBe("my son who only gamer, mostly fortnite");
  });

  it.each([
    "she loves a good board game",
    "every family game night",
    "he plays the card game uno",
    "they host a game night",
    "she wants the new Wingspan board game",
    "the two player game they play every night",
  ])("leaves the game in %j alone", (text) => {
    expect(plainBallGames(text)).toBe(text);
  });
});
