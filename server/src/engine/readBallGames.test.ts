import { describe, expect, it } from "vitest";
import { plainBallGames } from "./readBallGames.ts";

describe("plainBallGames", () => {
  it.each(["great-grandpa watches every cubs game", "he listens to the game on his old radio", "she never misses a yankees game"])(
    "reads the game in %j as a team's, no board game",
    (text) => {
      const plain = plainBallGames(text);
      expect(plain).not.toMatch(/\bgames?\b/);
      expect(plain).toHaveLength(text.length);
    },
  );

  it.each(["she loves a good board game", "every family game night", "he plays the card game uno", "they host a game night"])(
    "leaves the game in %j alone",
    (text) => {
      expect(plainBallGames(text)).toBe(text);
    },
  );
});
