/** The scripted model's parser: plain functions, no browser. */
import { parseGiftRequest } from "../simulator/shared/scriptedTurn.ts";
import { expect, test } from "../support/test.ts";

test("reads occasion, budget and recipient from the issue's example sentence", () => {
  expect(parseGiftRequest("a birthday gift up to $100 for a friend who loves board games")).toEqual({
    ok: true,
    arguments: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
  });
});

test("understands other wordings of budget and occasion", () => {
  expect(parseGiftRequest("Christmas present under 40 dollars for my dad who likes hiking.")).toEqual({
    ok: true,
    arguments: { occasion: "holiday", budget: 40, recipient: "my dad who likes hiking" },
  });
  expect(parseGiftRequest("housewarming gift, $25.50")).toEqual({ ok: true, arguments: { occasion: "housewarming", budget: 25.5 } });
});

test("names what is missing instead of guessing", () => {
  expect(parseGiftRequest("something nice for my sister")).toEqual({ ok: false, missing: ["occasion", "budget"] });
  expect(parseGiftRequest("a wedding gift for my cousin")).toEqual({ ok: false, missing: ["budget"] });
});
