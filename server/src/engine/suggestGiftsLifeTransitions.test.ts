/**
 * The engine over the real catalog, for life's turns: a retirement from the store someone ran or the class they
 * taught, a first grandchild for a knitter of decades, a move abroad said from one place to another, a partnership
 * marked with something lasting, a new baby (for the baby, or for the big brother), a hard year after an injury healed.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);
const tagged = (ideas: readonly RankedIdea[], tag: string) => ideas.filter((idea) => idea.item.tags.includes(tag));

describe("life's turns", () => {
  it("reads the hardware store he ran for 50 years as a business kept, not running", () => {
    const ideas = ideasFor({
      occasion: "retirement",
      budget: 100,
      recipient:
        "My grandfather is 80 and finally retiring from the hardware store he ran for 50 years. He does the crossword every morning, and his eyes aren't what they used to be, so small print is a struggle.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(tagged(ideas, "running")).toEqual([]);
  });

  it("gives a shop teacher retiring at 65 woodworking, with no comedy show for the 'class' he taught", () => {
    const ideas = ideasFor({
      occasion: "retirement",
      budget: 150,
      recipient:
        "My dad is retiring at 65 after 38 years teaching high school shop class. He finally wants to spend his days in his garage workshop building furniture and birdhouses.",
    });
    expect(tagged(ideas, "woodworking").length).toBeGreaterThanOrEqual(3);
    expect(ids(ideas)).not.toContain("stand-up-comedy-show-for-two");
    expect(ids(ideas)).not.toContain("movie-night-gift-card-for-two");
  });

  it("gives a devoted knitter about to be a grandmother for the first time no beginner's kit", () => {
    const ideas = ideasFor({
      occasion: "becoming a grandparent",
      budget: 60,
      recipient:
        "My mom is about to become a grandmother for the first time when my sister's baby arrives in June. This gift is for her, not the baby! She's 68 and a devoted knitter.",
    });
    expect(tagged(ideas, "knitting").length).toBeGreaterThan(0);
    expect(tagged(ideas, "beginner")).toEqual([]);
  });

  it("reads a move from Ohio to London as a move abroad: no CLEAR membership for US airports", () => {
    const ideas = ideasFor({
      occasion: "moving abroad",
      budget: 200,
      recipient:
        "My sister is 27 and moving from Ohio to London for a new job. She's a big amateur photographer and wants to document everything about her new city.",
      age: 27,
      relationship: "sister",
      interests: ["photography", "travel", "exploring London"],
    });
    expect(tagged(ideas, "us-only")).toEqual([]);
  });

  it("marks a wife's partnership with something lasting in her classic, minimalist style, not snacks or gift cards", () => {
    const ideas = ideasFor({
      occasion: "promotion",
      budget: 500,
      recipient:
        "My wife just made partner at her law firm at 39. She's worked insanely hard for it and I want something elegant and lasting to mark the moment. She wears a watch every day and loves classic, minimalist style.",
    });
    expect(tagged(ideas, "minimalist-style").length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => idea.item.category === "food-drink" || idea.item.tags.includes("gift-card"))).toEqual([]);
    expect(tagged(ideas, "menswear")).toEqual([]);
  });

  it("gives a nephew in a dark basement who forgets to water plants that live in low light, not a sun-loving jade", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 30,
      recipient:
        "My nephew is 22 and just got his first apartment - it's a dark basement unit, and he has killed every plant he's ever owned because he forgets to water them.",
    });
    expect(tagged(ideas, "low-light").length).toBeGreaterThan(0);
    expect(tagged(ideas, "sunny-window")).toEqual([]);
  });

  it("gives a newborn whose parents got plushies at the baby shower the baby's own things, not a big sibling's", () => {
    const query = {
      occasion: "new baby",
      budget: 80,
      recipient:
        "My sister just had her first baby, a little boy born last week. She and her husband are big hikers. They already got a mountain of stuffed animals from the baby shower, so not more plushies please.",
    };
    const ideas = ideasFor(query);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(tagged(ideas, "new-sibling")).toEqual([]);
    for (const idea of ideas) expect(idea.item.ages.min).toBeLessThanOrEqual(1);
  });

  it("gives the 3-year-old a new baby leaves out his own trucks, no diaper caddy or nasal aspirator", () => {
    const query = {
      occasion: "new baby",
      budget: 25,
      recipient:
        "My friends just had their second baby, and I want to bring something for their 3-year-old so he doesn't feel left out as the new big brother. He's obsessed with garbage trucks and diggers.",
    };
    const ideas = ideasFor(query);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) {
      expect(idea.item.tags.some((tag) => ["trucks", "construction", "new-sibling"].includes(tag))).toBe(true);
      expect(idea.item.ages.min <= 3 && idea.item.ages.max >= 3).toBe(true);
    }
  });

  it("reads a broken arm whose cast is off as healed: a 15-year-old back to skating gets no bed-rest things", () => {
    const query = {
      occasion: "hard year",
      budget: 100,
      recipient:
        "My 15-year-old has had a rough year: his dad and I split up and then he broke his arm skateboarding. The cast is off now and he's itching to skate again.",
    };
    const ideas = ideasFor(query);
    expect(tagged(ideas, "get-well")).toEqual([]);
    expect(tagged(ideas, "skateboarding").length).toBeGreaterThanOrEqual(2);
    for (const idea of ideas) expect(idea.item.ages.min <= 15 && idea.item.ages.max >= 15).toBe(true);
  });
});
