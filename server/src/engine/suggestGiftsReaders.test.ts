/**
 * The engine over the real catalog, for readers and word people: a reader's love names no advice book, a reader of
 * one war's history gets that war, and a word nerd gets word games.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";

const ideasFor = ideasOverShippedCatalog();
const ADVICE = ["self-improvement", "personal-finance", "psychology", "mental-health", "career", "business"];

describe("readers", () => {
  it("gives a retiring library volunteer and a teacher with a classroom library no money, trauma or self-help books", () => {
    for (const request of [
      {
        occasion: "thank you",
        budget: 25,
        recipient:
          "the retired lady who's volunteered at our branch library every Tuesday for 12 years, shelving and running the used book sale",
        interests: ["books", "libraries"],
      },
      {
        occasion: "end of school year",
        budget: 25,
        recipient: "my daughter's 5th grade English teacher, she runs the school book fair and has a huge classroom library",
        relationship: "teacher",
        interests: ["books", "classroom library"],
      },
    ]) {
      const ideas = ideasFor(request);
      expect(ideas.filter((idea) => idea.item.is.includes("book") && idea.item.tags.some((tag) => ADVICE.includes(tag)))).toEqual([]);
    }
  });

  it("still gives a money book to someone who loves reading about money", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 30,
      recipient: "my brother loves reading about personal finance and investing",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("personal-finance"))).toBe(true);
  });

  it("gives a brother who reads nothing but WWII history that war, no Civil War history and no westerns", () => {
    for (const fields of [{}, { age: 31, relationship: "brother", interests: ["World War II history"], avoid: ["alcohol"] }]) {
      const ideas = ideasFor({
        occasion: "Christmas",
        budget: 40,
        recipient:
          "my kid brother (he's 31) reads nothing but WWII history, Band of Brothers, Stalingrad, all that. he's sober 3 years so nothing with alcohol",
        ...fields,
      });
      expect(ideas.filter((idea) => idea.item.tags.includes("world-war-ii")).length).toBeGreaterThanOrEqual(3);
      expect(ideas.filter((idea) => idea.item.tags.some((tag) => tag === "civil-war" || tag === "westerns"))).toEqual([]);
    }
  });

  it("reads a word nerd who loves etymology as word games", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 35,
      recipient:
        "my friend who is a total word nerd, loves etymology, corrects everyone's apostrophes. she just bought her first condo. no mugs",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("word-games")).length).toBeGreaterThanOrEqual(3);
  });

  it("gives a wife who loves poetry, on a first (paper) anniversary, books of poems and no novel said to be poetry", () => {
    const ideas = ideasFor({
      occasion: "first wedding anniversary",
      budget: 60,
      recipient: "my wife, it's our first anniversary and I'd like to stick with the traditional paper theme. She loves poetry and hiking",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("poetry")).length).toBeGreaterThanOrEqual(2);
    for (const idea of ideas) if (idea.reason.includes("poetry")) expect(idea.item.tags).toContain("poetry");
  });
});
