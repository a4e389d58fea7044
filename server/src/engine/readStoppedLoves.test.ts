import { describe, expect, it } from "vitest";
import { stoppedLoves } from "./readStoppedLoves.ts";

describe("stoppedLoves", () => {
  it.each([
    [
      "he was a carpenter his whole life and built half the furniture in our house, but his hands are really bad with arthritis and he can't use tools anymore",
      ["woodworking gear and lessons", "tools"],
    ],
    [
      "she knitted constantly for 60 years but she has macular degeneration now and can't see the stitches",
      ["knitting gear and lessons", "needlework"],
    ],
    ["he was always a big golfer but hasn't played once since", ["golf gear and lessons"]],
    ["he fished every weekend until he was about 85. he's very frail now", ["fishing gear and lessons"]],
    ["she played piano her whole life, but her arthritis got so bad she had to stop last year", ["piano gear and lessons"]],
    // A care home leaves the river, the course and the garden behind, though nothing else said they stopped.
    [
      "my grandpa, 88, lives in assisted living now. he was a fisherman his whole life and loves old westerns",
      ["fishing gear and lessons"],
    ],
  ])("reads a love that can no longer be done in %j", (text, avoid) => {
    expect(stoppedLoves(text)).toEqual(avoid);
  });

  it.each([
    // Less of it, or a way of doing it that changed, is no love stopped.
    "he loves golf but can't play as much since the twins",
    "she used to love gardening but can't kneel anymore",
    "she knits every evening and can't get enough merino",
    // What stopped is in another part of the story, not next to the love.
    "she's a keen gardener. her sister lives in Ohio. they haven't spoken in years since the wedding, which is sad",
    "she's a keen gardener. she hasn't spoken to her sister in years",
    // A love done sitting down goes on in a care home.
    "my nana knits every evening in her room at the care home",
  ])("reads no love stopped in %j", (text) => {
    expect(stoppedLoves(text)).toEqual([]);
  });
});
