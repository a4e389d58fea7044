/** The scripted model's parser: plain functions, no browser. */
import { parseGiftRequest } from "../simulator/shared/scriptedTurn.ts";
import { expect, test } from "../support/test.ts";

test("reads occasion, budget and recipient from the README's example sentence", () => {
  expect(parseGiftRequest("a birthday gift up to $100 for a friend who loves board games")).toEqual({
    ok: true,
    arguments: {
      occasion: "birthday",
      budget: 100,
      recipient: "friend who loves board games",
      relationship: "friend",
      interests: ["board games"],
    },
  });
});

test("understands other wordings of budget and occasion", () => {
  expect(parseGiftRequest("Christmas present under 40 dollars for my dad who likes hiking.")).toEqual({
    ok: true,
    arguments: { occasion: "holiday", budget: 40, recipient: "my dad who likes hiking", relationship: "father", interests: ["hiking"] },
  });
  expect(parseGiftRequest("housewarming gift, $25.50")).toEqual({ ok: true, arguments: { occasion: "housewarming", budget: 25.5 } });
});

test("names what is missing instead of guessing", () => {
  expect(parseGiftRequest("something nice for my sister")).toEqual({ ok: false, missing: ["occasion", "budget"] });
  expect(parseGiftRequest("a wedding gift for my cousin")).toEqual({ ok: false, missing: ["budget"] });
});

test("fills age, relationship, interests and avoid in English as the tool description asks, keeping the recipient's words", () => {
  expect(parseGiftRequest("a birthday gift under $45 for my 10-year-old daughter, no screens please, loves art")).toEqual({
    ok: true,
    arguments: {
      occasion: "birthday",
      budget: 45,
      recipient: "my 10-year-old daughter, no screens please, loves art",
      age: 10,
      relationship: "daughter",
      interests: ["art"],
      avoid: ["screens"],
    },
  });
  const teacher = parseGiftRequest("a thank you gift for $25 for my daughter's teacher");
  expect(teacher.ok && teacher.arguments.relationship).toBe("teacher");
  const vegan = parseGiftRequest("a birthday gift for $40 for my sister who is vegan and loves baking");
  expect(vegan.ok && vegan.arguments).toMatchObject({ interests: ["baking"], avoid: ["animal products"] });
});
