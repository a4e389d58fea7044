import { describe, expect, it } from "vitest";
import { withoutPetsInPassing } from "./petsInPassing.ts";
import type { InterestReading } from "./readInterests.ts";

const love = (concept: string): InterestReading => ({ phrase: concept, concepts: [concept], stems: [], broader: [] });
const kept = (text: string, concepts: string[]) => withoutPetsInPassing(concepts.map(love), text).flatMap((interest) => interest.concepts);

describe("withoutPetsInPassing", () => {
  it.each([
    ["she's an ER nurse, lives with her husband, two boys and a very dumb golden retriever. she loves jigsaw puzzles", ["dogs", "jigsaw"]],
    ["she lives with her sister, has a cat named Biscuit, and paints watercolors", ["cats", "watercolor"]],
    [
      "my neighbor watched my dog for a whole week while i was away, older lady, loves her tea and jigsaw puzzles",
      ["dogs", "tea", "jigsaw"],
    ],
    ["she fed our two old cats all summer and she loves gardening", ["cats", "gardening"]],
  ])("leaves out a pet said in passing beside another love: %j", (text, concepts) => {
    expect(kept(text, concepts)).toEqual(concepts.filter((concept) => concept !== "dogs" && concept !== "cats"));
  });

  it.each([
    ["she's obsessed with her corgi, it's all she talks about, and she loves tea", ["dogs", "tea"]],
    ["my friend who hikes every weekend with her dog", ["dogs", "hiking"]],
    ["she has cat pictures all over her classroom and reads mysteries", ["cats", "mystery"]],
    ["my mom just adopted a retired racing greyhound, her first dog ever. she also gardens", ["dogs", "gardening"]],
    ["my coworker has two big dogs", ["dogs"]],
  ])("keeps a pet said with love, or when it is all there is: %j", (text, concepts) => {
    expect(kept(text, concepts)).toEqual(concepts);
  });
});
