/**
 * The engine over the real catalog, for people on the move: a daughter moving abroad, a pilot retiring from airports,
 * a couple driving Route 66 with a wife who gets carsick reading.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);

describe("people on the move", () => {
  it("gives a daughter moving to Berlin no US-plug air fryer or Instant Pot", () => {
    const ideas = ideasFor({
      occasion: "graduation",
      budget: 100,
      recipient:
        "My daughter (26) just finished her master's and is moving to Berlin in September for her first real job. She doesn't speak a word of German yet and she loves to cook.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ids(ideas)).not.toContain("instant-pot-duo-7-in-1-6-quart");
    expect(ids(ideas)).not.toContain("ninja-4-quart-air-fryer");
  });

  it("gives a coworker leaving to backpack through Southeast Asia no garment folder, suitcase or desk lamp for 'pack really light'", () => {
    const ideas = ideasFor({
      occasion: "Farewell",
      budget: 40,
      recipient: "coworker who is leaving to backpack through Southeast Asia for 6 months, she has to pack really light",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => idea.item.tags.includes("suitcase") || /\bgarment\b/i.test(idea.item.name))).toEqual([]);
    expect(ideas.filter((idea) => idea.item.tags.includes("lighting") || idea.item.tags.includes("smart-home"))).toEqual([]);
  });

  it("gives a retiring boss who will tour the national parks in an RV a parks pass, not an Airbnb card", () => {
    const query = {
      occasion: "Retirement",
      budget: 120,
      recipient: "my boss is retiring after 30 years as a nurse, she and her husband are planning to visit all the national parks in an RV",
      relationship: "boss",
      interests: ["travel", "national parks", "RV camping"],
    };
    const ideas = ideasFor(query);
    expect(ids(ideas)).toContain("america-the-beautiful-national-parks-pass");
    expect(ids(ideas)).not.toContain("airbnb-gift-card");
    // Without an RV, a place to stay is still a traveller's gift.
    expect(ids(ideasFor({ ...query, recipient: "my boss is retiring and wants to travel", interests: ["travel", "getaways"] }))).toContain(
      "airbnb-gift-card",
    );
  });

  it("gives a retiring captain who will never set foot in an airport again no lounge pass, PreCheck or airline card", () => {
    const ideas = ideasFor({
      occasion: "retirement",
      budget: 100,
      recipient:
        "Our boss is a captain at the regional airline and he's retiring after 30 years of flying. He's a huge golfer and he's told everyone he plans to never set foot in an airport again lol.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => idea.item.tags.includes("flying") || idea.item.tags.includes("airport"))).toEqual([]);
  });

  it("gives a wife who gets carsick reading no books for a Route 66 trip, and nothing for the airport", () => {
    const ideas = ideasFor({
      occasion: "anniversary",
      budget: 90,
      recipient:
        "For our 10th anniversary my wife and I are finally doing the Route 66 trip we've talked about forever. I want to give her something for the trip. She gets carsick if she tries to read in the car.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.is.includes("book"))).toEqual([]);
    expect(ids(ideas)).not.toContain("tsa-precheck-enrollment-fee");
  });
});

describe("the flight itself, and the road", () => {
  it("gives a father planning a trip to Montana no Global Entry fee, which is for coming home from abroad", () => {
    const recipient =
      "my dad is retiring after 35 years as a mail carrier. he's 63, loves fly fishing and is already planning a trip to Montana";
    for (const extra of [{}, { interests: ["fly fishing", "travel to Montana"] }]) {
      const ideas = ideasFor({ occasion: "retirement", budget: 200, recipient, ...extra });
      expect(ideas.length).toBeGreaterThanOrEqual(4);
      expect(ids(ideas)).not.toContain("global-entry-application-fee");
    }
    expect(ids(ideasFor({ occasion: "birthday", budget: 150, interests: ["international travel"] }))).toContain(
      "global-entry-application-fee",
    );
  });

  it("gives a weekly flyer who can never sleep on the plane a travel pillow, not a white-noise machine", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient:
        "My husband flies Chicago to Dallas pretty much every week for work. He can never sleep on the plane and his neck is wrecked by Friday.",
    });
    expect(ids(ideas).some((id) => id.includes("travel-pillow"))).toBe(true);
    expect(ideas.filter((idea) => /white noise|sound machine/i.test(idea.item.name))).toEqual([]);
  });

  it("gives a partner driving the national parks in a van no teen driving school", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 200,
      recipient:
        "My partner quit their job to spend a year driving around the national parks in a van they converted themselves. They keep a little logbook of every park.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ids(ideas)).not.toContain("street-survival-teen-driving-school");
  });
});

describe("what a trip has room for", () => {
  it("gives a colleague leaving with one backpack for a year no poster for a wall", () => {
    const ideas = ideasFor({
      occasion: "Farewell",
      budget: 30,
      recipient: "A colleague is leaving to backpack around South America for a year, with just one backpack, so nothing big or heavy.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => idea.item.is.includes("decor"))).toEqual([]);
  });

  it("gives a wife on a tenth anniversary before a trip to Italy no airport pass; a retiree off to travel keeps TSA PreCheck", () => {
    const anniversary = ids(
      ideasFor({
        occasion: "Anniversary",
        budget: 200,
        recipient: "our 10th wedding anniversary, my wife loves cooking italian food and we're going to Italy next year",
        interests: ["cooking", "Italian food", "travel to Italy"],
      }),
    );
    expect(anniversary).toContain("marcato-atlas-150-pasta-machine");
    expect(anniversary.filter((id) => /clear-plus|priority-pass|tsa-precheck/.test(id))).toEqual([]);
    const retiring = ids(
      ideasFor({
        occasion: "Retirement",
        budget: 100,
        recipient: "my boss is retiring after 30 years as an ER nurse, she keeps saying she wants to travel and finally learn to paint",
      }),
    );
    expect(retiring).toContain("tsa-precheck-enrollment-fee");
  });

  it("reads a consultant who flies out every week and hates dry cabin air and crying babies as a flyer with no baby", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 15,
      recipient:
        "my friend is a consultant who flies out Monday morning and back Thursday night every single week and always complains about the dry airplane air and crying babies",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.every((idea) => idea.item.tags.includes("flying"))).toBe(true);
  });
});
