/**
 * The engine over the real catalog, for people who want no more things to keep, however they say it: what is used
 * up or done is the gift. Someone who only travels light still gets what travelling light needs.
 */

import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import { isUsedUpOrDone } from "./avoidVocabulary.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const kept = (ideas: readonly RankedIdea[]) => ideas.filter((idea) => !isUsedUpOrDone(idea.item)).map((idea) => idea.item.id);

describe("no more things to keep", () => {
  it.each([
    "Stepmom (52) exchanges everything for store credit. The only things that seem to make her happy are things that get used up. She grows a huge vegetable garden and drinks coffee all day long.",
    'My mom (58) moved into a tiny one-bedroom, and she keeps telling us she\'s done with "things." She still cooks Sunday dinner for all of us every week.',
    "My girlfriend (29) travels full time, so anything physical really has to earn its spot. She does yoga every morning and she's a total matcha person.",
    "my friend Jess just moved into a converted Sprinter van. every inch is spoken for. she makes her coffee every morning on a little camp stove.",
  ])("gives only what is used up or done: %s", (recipient) => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, recipient });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(kept(ideas)).toEqual([]);
  });

  it("still gives a friend leaving with one backpack what travelling light needs", () => {
    const ideas = ideasFor({
      occasion: "going away",
      budget: 50,
      recipient:
        "my friend Theo sold almost everything he owns and is going full digital nomad, starting in Lisbon. Everything has to fit in one backpack.",
    });
    expect(kept(ideas).length).toBeGreaterThan(0);
  });
});

describe("what an interest phrase says it replaced", () => {
  it("reads 'listening instead of reading' as listening: no book subscription for a grandpa whose eyes are going", () => {
    const ideas = ideasFor({
      occasion: "Father's Day",
      budget: 50,
      recipient:
        "My grandpa is 86 and gave up his house, he lives in my aunt's spare room now so there's really no space for stuff. He was a baker for 40 years and still makes pancakes for the whole family every Sunday.",
      relationship: "grandfather",
      age: 86,
      interests: ["baking", "making pancakes", "listening instead of reading"],
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => /book of the month|book club/i.test(idea.item.name))).toEqual([]);
  });

  it("gives a widower whose Saturday is breakfast at the diner no waffle maker", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 40,
      recipient: "Our neighbor Walt (79) is a widower and his whole world is his old beagle Rosie and his Saturday breakfast at the diner.",
      interests: ["his beagle", "diner breakfasts"],
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => /waffle|egg cooker|juicer/i.test(idea.item.name))).toEqual([]);
  });
});

describe("a care-home room", () => {
  it("gives a grandma of 94 who watches birds from her nursing-home window a window feeder, no yard feeder", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 40,
      recipient: "My grandma is 94 and lives in a nursing home now. She loves watching the birds from her window and singing hymns.",
    });
    expect(ideas.map((idea) => idea.item.id)).toContain("natures-hangout-window-bird-feeder");
    expect(ideas.filter((idea) => /feeder/i.test(idea.item.name) && !/window/i.test(idea.item.name))).toEqual([]);
  });
});

describe("no clothes", () => {
  it("gives a runner who is 'very difficult with clothes' no running socks", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 80,
      recipient: "My boyfriend goes running every morning before work. Not clothes please, he is very difficult with clothes.",
      interests: ["running"],
      avoid: ["clothes"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) expect(idea.item.is, idea.item.id).not.toContain("clothing");
    expect(ideas.map((idea) => idea.item.id)).not.toContain("balega-hidden-comfort-running-socks-3-pairs");
  });
});

describe("what a small home already has or does not allow", () => {
  it("gives a sister who already owns an Instant Pot no second one", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 100,
      recipient:
        "Sister (27) just signed a lease on a 350 sq ft studio. She cooks a ton and already owns an Instant Pot, which is taking up half her counter.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => /instant pot/i.test(idea.item.name))).toEqual([]);
  });

  it("gives a dad whose building doesn't allow grills on the balcony no grill tools", () => {
    const ideas = ideasFor({
      occasion: "Father's Day",
      budget: 75,
      recipient:
        "My dad (58) moved into a studio apartment. He used to grill every weekend but the building doesn't allow grills on the balcony. Lifelong Steelers fan.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => /grill/i.test(idea.item.name))).toEqual([]);
  });
});

describe("the model's word for it", () => {
  it("gives parents whose consumable gifts the model names tea to drink and a plant, no tools or teapot to keep", () => {
    const ideas = ideasFor({
      occasion: "Anniversary",
      budget: 90,
      recipient:
        "両親の結婚40周年のお祝いです。二人とも70代で、お茶と庭いじりが好きです。物はもう十分持っているので、形に残らない消えものがいいかもしれません。",
      relationship: "parents",
      interests: ["tea", "gardening", "consumable gifts"],
      avoid: ["things that add clutter"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(kept(ideas)).toEqual([]);
  });
});
