/**
 * The engine over the real catalog, for what limits a gift: things they have all of or gave up, a machine they
 * own, someone leaving the country or expecting, someone well along in their work, a child nobody knows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ideasOf } from "../../testing/ideasFor.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import type { GiftQuery, RankedIdea } from "./suggestGifts.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

const ideasFor = (query: GiftQuery): readonly RankedIdea[] => ideasOf(index, query);

describe("a love whose things they have all of, or can no longer use", () => {
  it("gives a 7-year-old who has every dinosaur figurine other dinosaur things, and no figure", () => {
    for (const query of [
      { recipient: "my daughter's 7th birthday - she's dinosaur mad, but she already has every dinosaur figurine ever made" },
      { recipient: "my daughter, 7, dinosaur mad", age: 7, interests: ["dinosaurs"], avoid: ["dinosaur figurines"] },
    ]) {
      const ideas = ideasFor({ occasion: "birthday", budget: 35, ...query });
      expect(ideas.filter((idea) => idea.item.tags.includes("dinosaurs")).length).toBeGreaterThanOrEqual(4);
      expect(ideas.some((idea) => idea.item.tags.includes("figures"))).toBe(false);
    }
  });

  it("gives a jazz lover who had to give up his record player no LP", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 40,
      recipient: "my father-in-law in assisted living who had to give up his record player, loves jazz",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(2);
    expect(ideas.some((idea) => idea.item.requires.includes("record-player"))).toBe(false);
  });
});

describe("someone well along in their work, and a child nobody knows", () => {
  it("gives a wife who just made partner at her law firm no pocket law dictionary or guide for young litigators", () => {
    const ideas = ideasFor({
      occasion: "new-job",
      budget: 150,
      recipient: "my wife just made partner at her law firm!! she works insane hours and her neck and shoulders are always in knots",
      interests: ["relaxing tense neck and shoulders", "law"],
    });
    expect(ideas.length).toBe(6);
    const ids = ideas.map((idea) => idea.item.id);
    for (const starter of [
      "blacks-law-dictionary-pocket-edition",
      "making-your-case-scalia-garner",
      "legal-writing-in-plain-english-bryan-garner",
    ])
      expect(ids).not.toContain(starter);
    expect(ids).not.toContain("the-ashley-book-of-knots");
  });

  it("gives a 5th-grade gift exchange no die for a card game only its players know", () => {
    const ideas = ideasFor({
      occasion: "holiday",
      budget: 10,
      recipient: "a gift for my son's 5th grade class gift exchange, could end up with a boy or a girl",
    });
    expect(ideas.length).toBe(6);
    expect(ideas.some((idea) => idea.item.tags.includes("magic-the-gathering"))).toBe(false);
  });
});

describe("a machine they already have", () => {
  it("gives a home barista who has her machine ('so no machine') grinders and kettles, and no coffee maker", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 1500,
      recipient: "my wife's turning 40, she's a serious home barista (already has a Breville she loves, so no machine)",
      interests: ["home barista"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.some((idea) => /coffee maker|machine/i.test(idea.item.name))).toBe(false);
  });
});

describe("someone leaving, or expecting", () => {
  it("gives a director leaving to sail around the world no outing here and no live plant, and a pregnant coworker no acupressure mat", () => {
    const sailor = ideasFor({
      occasion: "farewell",
      budget: 300,
      recipient: "our director is leaving to sail around the world with his wife for a year. the team's pooling money for a send-off gift",
    });
    expect(sailor.length).toBeGreaterThanOrEqual(3);
    expect(sailor.some((idea) => idea.item.is.includes("experience") || idea.item.is.includes("plant"))).toBe(false);
    const expecting = ideasFor({
      occasion: "baby-shower",
      budget: 60,
      recipient: "baby shower for my coworker, second baby, she has all the gear, I'd rather get something just for her",
      interests: ["self-care"],
    });
    expect(expecting.length).toBeGreaterThanOrEqual(4);
    expect(expecting.some((idea) => idea.item.tags.includes("not-in-pregnancy"))).toBe(false);
  });
});

describe("someone laid up", () => {
  it("gives a 9-year-old with his arm in a cast Minecraft things, and no scooter to ride until he heals", () => {
    const ideas = ideasFor({
      occasion: "get-well",
      budget: 40,
      recipient:
        "my nephew, 9, broke his arm falling off the monkey bars and is stuck one-handed for six weeks; he's obsessed with Minecraft",
      age: 9,
      relationship: "nephew",
      interests: ["Minecraft", "one-handed activities"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.some((idea) => idea.item.tags.includes("active"))).toBe(false);
  });
});

describe("a starter's things, desk gear, and a child kept off screens", () => {
  it("gives a nurse who has worked for years no drug handbook, and a nursing graduate one", () => {
    const working = ideasFor({
      occasion: "birthday",
      budget: 100,
      recipient: "my boyfriend, he's a nurse and on his feet for 12 hour shifts, always coming home with sore feet",
    });
    expect(working.length).toBe(6);
    expect(working.some((idea) => idea.item.tags.includes("career-starter"))).toBe(false);
    const graduate = ideasFor({
      occasion: "graduation",
      budget: 75,
      recipient: "my baby sister!! she's 26 and graduating from nursing school",
    });
    expect(graduate.some((idea) => idea.item.id === "nursing-drug-handbook-2026")).toBe(true);
  });

  it("gives a nurse whose feet and back ache from standing no seat cushion or standing desk", () => {
    const ideas = ideasFor({
      occasion: "thank-you",
      budget: 80,
      recipient: "my friend who's an ICU nurse. she's done 12 hour night shifts all year, says her feet and back are destroyed",
    });
    expect(ideas.length).toBe(6);
    expect(ideas.some((idea) => idea.item.tags.includes("work-from-home") || idea.item.tags.includes("desk"))).toBe(false);
  });

  it("gives a 12-year-old coder kept off screens coding made to play without one, and no coding book", () => {
    for (const query of [
      { recipient: "my 12 year old son who's into coding and Minecraft, but we don't want him on even more screens, something hands-on" },
      { recipient: "my son", age: 12, interests: ["coding", "Minecraft"], avoid: ["screen time"] },
    ]) {
      const ideas = ideasFor({ occasion: "birthday", budget: 80, ...query });
      const coding = ideas.filter((idea) => idea.item.tags.includes("coding"));
      expect(coding.length).toBeGreaterThanOrEqual(1);
      expect(coding.every((idea) => idea.item.tags.includes("screen-free"))).toBe(true);
    }
  });
});

describe("a phone that goes missing, a shop out of reach, and a wedding's books", () => {
  it("gives a grandmother who misplaces her first smartphone no key finder, which the phone itself would have to find", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 40,
      recipient: "my grandma, 78, just got her first smartphone and keeps misplacing it or letting it die",
      age: 78,
      interests: ["keeping track of her phone", "keeping her phone charged"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(1);
    expect(ideas.some((idea) => idea.item.tags.includes("lost-items"))).toBe(false);
  });

  it("still gives a tracker to a father who loses his glasses and his phone", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "my dad, 62, he's always losing his reading glasses and his phone somewhere in the house",
      interests: ["keeping track of his phone", "reading glasses"],
    });
    expect(ideas.some((idea) => idea.item.tags.includes("lost-items"))).toBe(true);
  });

  it("gives a grandfather of 90 in assisted living no card for a coffee shop he cannot get to", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 40,
      recipient: "my grandpa turning 90, in assisted living with not much space, doesn't want more stuff. loves the Yankees",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("in-store"))).toBe(false);
  });

  it("gives a coworker's wedding no dog novel, encyclopedia or desk calendar", () => {
    const ideas = ideasFor({
      occasion: "wedding",
      budget: 75,
      recipient: "a coworker who's getting married, I've never met the guy. she's a vet tech and they have 2 big dogs",
      interests: ["dogs"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.some((idea) => idea.item.tags.includes("reading") || idea.item.tags.includes("calendars"))).toBe(false);
    expect(ideas.some((idea) => idea.item.requires.includes("dog"))).toBe(false);
  });
});

describe("a second baby and a sailor of every weekend", () => {
  it("gives a wife pregnant with their second no first-timer's pregnancy guide", () => {
    const ideas = ideasFor({
      occasion: "mothers-day",
      budget: 120,
      recipient: "my wife, 7 months pregnant with our second, her back is killing her and she can't sleep well",
    });
    expect(ideas.length).toBe(6);
    expect(ideas.some((idea) => idea.item.is.includes("book") && idea.item.tags.includes("pregnancy"))).toBe(false);
  });

  it("gives a boss who sails every weekend no beginner's guide to sailing", () => {
    const ideas = ideasFor({
      occasion: "retirement",
      budget: 150,
      recipient: "my boss who is retiring, the team is chipping in. he spends every weekend on his sailboat",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("sailing")).length).toBeGreaterThanOrEqual(4);
    expect(ideas.some((idea) => idea.item.tags.includes("beginner"))).toBe(false);
  });
});
