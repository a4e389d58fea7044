import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex, LONGEST_PHRASE_WORDS } from "./catalogIndex.ts";
import { readRequest } from "./readRequest.ts";
import { suggestGifts } from "./suggestGifts.ts";
import { words } from "./text.ts";
import { CONCEPT_PHRASES, SENSE_GUARDS, TAG_PHRASES } from "./vocabulary.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

describe("the interest vocabulary against the shipped catalog", () => {
  it.each([
    ["the Straw Hats", []],
    ["saw A New Hope in the theater in 1977", []],
    ["You'll Never Walk Alone", []],
    ["Money isn't a big issue this year", []],
    ["a third date", []],
    ["survive international shipping", []],
    ["music class", ["music"]],
    ["her old lights are pretty dim", ["bike-commuting"]],
    ["collecting Pokemon cards", ["pokemon"]],
    ["a hobby film photographer", ["film-photography"]],
    ["dry airplane air", ["flying"]],
    ["gifts from Vermont", ["taste-of-america"]],
    ["fiddling with his tone knobs", []],
    ["the kitten climbs everything", []],
    ["he scuba dives whenever he can and studies coral reefs", ["scuba", "ocean"]],
    ["seeing better in low light", ["low-vision"]],
    ["she's very into climate activism", ["zero-waste"]],
    ["something for indoor activities on rainy days", ["indoor-play", "rainy-day"]],
    ["she loves poetry and hiking", ["poetry", "hiking"]],
    ["their honeymoon was in Italy and they talk about going back", ["italian"]],
    ["my brother keeps a reef tank", ["reef-aquarium"]],
    ["their big plan for next year is to visit national parks", ["national-parks"]],
    ["her cat Mochi is her phone background, her mug, everything", ["cats"]],
    ["a dark basement unit", ["low-light"]],
    ["climbing skin care", ["climbing"]],
    ["organizing game collection", []],
    ["her hearing is still sharp", []],
    ["wants to learn to knit this winter", ["knitting"]],
    ["all the little tools", []],
    ["starting to write her own songs", ["music"]],
    ["her wrists ache after long raids", ["wrist-pain"]],
    ["she lights up when she hears old songs", ["oldies"]],
    ["still potters in his workshop", []],
    ["moved into his first flat with two mates", ["new-home"]],
    ["they're already planning the next big trip", ["travel"]],
    ["they just moved into a house with a real dining room", ["new-home"]],
    ["macular degeneration has taken most of her sight", ["low-vision", "blindness"]],
  ])("reads the model's %j as %j", (phrase, concepts) => {
    const reading = readRequest(index, { occasion: "birthday", interests: [phrase] });
    expect(reading.interests.flatMap((interest) => interest.concepts)).toEqual(concepts);
  });

  it("holds every phrase and sense guard to the words the phrase table reads, so none is silently never matched", () => {
    const phrases = [...Object.values(CONCEPT_PHRASES), ...Object.values(TAG_PHRASES), SENSE_GUARDS].flat();
    expect(phrases.filter((phrase) => words(phrase).exact.length > LONGEST_PHRASE_WORDS)).toEqual([]);
  });

  it.each(Object.keys(CONCEPT_PHRASES))("%s has ideas under 25 dollars, under 75 and above", (interest) => {
    const prices = (budget: number) => {
      const suggestion = suggestGifts(index, { occasion: "birthday", budget, interests: [interest.replace(/-/g, " ")], count: 12 });
      return suggestion.kind === "ideas" && suggestion.unmatched.length === 0 ? suggestion.ideas.map((idea) => idea.item.price) : [];
    };
    expect(prices(24.99).length).toBeGreaterThan(0);
    expect(prices(74.99).filter((price) => price >= 25).length).toBeGreaterThan(0);
    expect(prices(1500).filter((price) => price >= 75).length).toBeGreaterThan(0);
  });

  it("reads perfume as fragrance, so a $50 budget under every eau de parfum still finds body mists", () => {
    const suggestion = suggestGifts(index, { occasion: "holiday", budget: 50, interests: ["perfume"] });
    expect(suggestion.kind).toBe("ideas");
    const ideas = suggestion.kind === "ideas" ? suggestion.ideas : [];
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.tags.some((tag) => ["fragrance", "perfume", "cologne"].includes(tag))).toBe(true);
  });

  it("reads passing time on the sofa as something to watch, not as a thing for the sofa", () => {
    const suggestion = suggestGifts(index, { occasion: "get-well", budget: 30, interests: ["passing time on the sofa"] });
    const ideas = suggestion.kind === "ideas" ? suggestion.ideas : [];
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.tags.some((tag) => ["movies", "streaming", "film", "tv"].includes(tag))).toBe(true);
  });

  it("reads professional kitchen work as a working cook's, not as any kitchen thing", () => {
    const suggestion = suggestGifts(index, { occasion: "thank-you", budget: 50, interests: ["cooking", "professional kitchen work"] });
    const ideas = suggestion.kind === "ideas" ? suggestion.ideas : [];
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.tags).toContain("professional-cooks");
  });

  it.each(Object.keys(TAG_PHRASES))("the narrow phrases for %s reach a tag the catalog uses", (tag) => {
    expect(index.items.some((item) => item.tags.includes(tag))).toBe(true);
  });
});
