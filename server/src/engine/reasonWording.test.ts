import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { blankReading } from "../../testing/blankReading.ts";
import { descriptionFact, explainIdea, MAX_REASON_CHARS } from "./explainIdea.ts";
import type { RequestReading } from "./readRequest.ts";

const item: CatalogItem = {
  id: "desk-plant",
  name: "Desk plant",
  price: 25,
  category: "home",
  description: "A small succulent in a ceramic pot. Needs water once a month.",
  occasions: ["birthday", "valentines"],
  tags: ["plants", "office"],
  audience: ["adult", "coworker"],
  ages: { min: 12, max: 120 },
  contains: [],
  is: ["plant"],
  requires: [],
};
const reading = blankReading;
const coworker = { noun: "coworker", audiences: ["coworker", "adult"] } as const;
const reason = (matched: string[], fields: Partial<RequestReading> = {}, described: Partial<CatalogItem> = {}) =>
  explainIdea({ item: { ...item, ...described }, matched, reading: reading(fields) });

describe("an idea's reason", () => {
  it("leads with the interests the item matched: one, two, or the first two of more", () => {
    expect(reason(["plants"])).toBe("For plants: a small succulent in a ceramic pot.");
    expect(reason(["plants", "office"])).toBe("For plants and office: a small succulent in a ceramic pot.");
    expect(reason(["plants", "office", "desk"])).toBe("For plants and office: a small succulent in a ceramic pot.");
  });

  it("names only the first of several long interest phrases, and cuts a long one short", () => {
    const long = ["keeping track of keys and wallets", "back pain relief at the desk"];
    expect(reason(long)).toBe("For keeping track of keys and wallets: a small succulent in a ceramic pot.");
    // Two phrases of 40 letters together are not yet long: both are named.
    expect(reason(["sourdough baking", "vintage film photography"])).toBe(
      "For sourdough baking and vintage film photography: a small succulent in a ceramic pot.",
    );
    const endless = "x".repeat(60);
    expect(reason([`${endless} and more`])).toBe(`For ${endless.slice(0, 60)}: a small succulent in a ceramic pot.`);
  });

  it("without a matched interest, says the item is made for the occasion only when it is", () => {
    expect(reason([], { occasion: "valentines" })).toBe("A Valentine's Day gift idea: a small succulent in a ceramic pot.");
    expect(reason([], { occasion: "retirement" })).toBe("A well-liked gift: a small succulent in a ceramic pot.");
    expect(reason([])).toBe("A well-liked gift: a small succulent in a ceramic pot.");
  });

  it("calls an item office-friendly only for a coworker, and only when the item suits coworkers", () => {
    expect(reason([], { relation: coworker, occasion: "birthday" })).toBe(
      "An office-friendly birthday gift: a small succulent in a ceramic pot.",
    );
    expect(reason([], { relation: coworker, occasion: "retirement" })).toBe("An office-friendly gift: a small succulent in a ceramic pot.");
    expect(reason([], { relation: coworker }, { audience: ["adult"] })).toBe("A well-liked gift: a small succulent in a ceramic pot.");
  });

  it("stays within MAX_REASON_CHARS, whatever the description", () => {
    const description = `The ${"very ".repeat(60)}long description of a thing, with many clauses, that goes on.`;
    const text = reason(["plants", "office"], {}, { description });
    expect(text.length).toBeLessThanOrEqual(MAX_REASON_CHARS);
    expect(text.startsWith("For plants and office: the very very")).toBe(true);
  });
});

describe("descriptionFact", () => {
  it("takes the first sentence, without its full stop, and lowercases a leading article", () => {
    expect(descriptionFact("An heirloom seed set. Grows well indoors.", 100)).toBe("an heirloom seed set");
    expect(descriptionFact("The best mug! Keeps coffee hot.", 100)).toBe("the best mug");
    expect(descriptionFact("Anthology of poems. Has 300 pages.", 100)).toBe("Anthology of poems");
    expect(descriptionFact("Lasts for 3.5 hours on a charge", 100)).toBe("Lasts for 3.5 hours on a charge");
  });

  it("shortens at the last clause boundary that fits, past the first 20 characters", () => {
    const text = "Hand-thrown stoneware mug, glazed in deep blue, with a wide handle that fits two fingers";
    expect(descriptionFact(text, 60)).toBe("hand-thrown stoneware mug, glazed in deep blue");
    expect(descriptionFact("Tiny mug, glazed in deep blue, with a wide handle that fits two fingers", 40)).toBe(
      "Tiny mug, glazed in deep blue",
    );
  });

  it("without a clause boundary, cuts at a word and drops a dangling small word", () => {
    const text = "Hand-thrown stoneware mug glazed in deep blue for the coffee lover in your life";
    const fact = descriptionFact(text, 52);
    expect(fact).toBe("hand-thrown stoneware mug glazed in deep blue");
    // The fact is the text's own opening, only its first letter in lower case.
    expect(text.toLowerCase().startsWith(fact.toLowerCase())).toBe(true);
  });
});
