import { describe, expect, it } from "vitest";
import { withoutOthersLoves } from "./readOthersLoves.ts";

const kept = (text: string, noun?: string, shared = false) => withoutOthersLoves(text, noun, shared).replace(/\s+/g, " ").trim();

describe("withoutOthersLoves", () => {
  it.each([
    ["her boys (7 and 10) are obsessed with minecraft right now so that's all she talks about", "sister", "so that's all she talks about"],
    ["i'm the golfer in the office not her", "coworker", ""],
    ["mom's the gardener, he just mows and complains", "father", ", he just mows and complains"],
    ["my brother and i both have cats so she keeps asking us", "mother", "so she keeps asking us"],
    ["her son is 3 and obsessed with dinosaurs, he keeps telling everyone", "friend", ", he keeps telling everyone"],
    ["she loves pottery and her husband golfs", "sister", "she loves pottery and"],
    ["her boyfriend already got her new luggage for it, she loves tea", "friend", ", she loves tea"],
    ["her boyfriend is the runner btw not her, she'd never", "roommate", ", she'd never"],
    [
      "she just found out her assigned roommate is a night owl who games until 3am, so she's anxious",
      "daughter",
      "she just found out , so she's anxious",
    ],
    [
      "he shoveled our driveway all winter after my husband had knee surgery. he fishes",
      "neighbor",
      "he shoveled our driveway all winter after . he fishes",
    ],
    [
      "he's always talking about his wife's peloton obsession and his kids' travel hockey schedule",
      "coworker",
      "he's always talking about his wife's and his kids'",
    ],
    ["my stepmom is super into her garden, so everyone buys garden stuff", "father", ", so everyone buys garden stuff"],
    ["he lives with his girlfriend, who's a pastry chef, and their dog", "brother", "he lives with his girlfriend, , and their dog"],
    ["her best friend is really into makeup, but she doesn't wear it", "daughter", ", but she doesn't wear it"],
    ["her sisters are big peloton people and keep trying to get her to join. she reads", "wife", ". she reads"],
  ])("leaves out what %j tells of someone else", (text, noun, rest) => {
    expect(kept(text, noun)).toBe(rest);
  });

  it.each([
    ["my sister loves pottery", "sister"],
    ["his wife got him into birdwatching during lockdown", "boss"],
    ["she and my dad are finally going to travel around europe", "mother"],
    ["my son's buddy from preschool loves trucks", undefined],
    ["i know she loves hiking", "friend"],
    ["her mom's gardening obsession is her whole world", "mother"],
    ["my father-in-law is retiring and plans to fly fish every day", "father-in-law"],
  ])("keeps %j, which tells of the recipient", (text, noun) => {
    expect(kept(text, noun)).toBe(text);
  });

  it("keeps a household's or a couple's loves, any member's", () => {
    expect(kept("dad watches golf all weekend and mom does sudoku", "parents", true)).toBe(
      "dad watches golf all weekend and mom does sudoku",
    );
  });
});
