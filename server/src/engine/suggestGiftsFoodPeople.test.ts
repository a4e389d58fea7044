/**
 * The engine over the real catalog, for people particular about food and drink: a wine lover who keeps kosher, a
 * loose-leaf tea drinker who scorns tea bags, a griller whose doctor took his salt away.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const tagged = (ideas: readonly RankedIdea[], tag: string) => ideas.filter((idea) => idea.item.tags.includes(tag));

describe("particular about food and drink", () => {
  it("gives a wine lover who keeps kosher wine tools, not bottles nobody certified", () => {
    const ideas = ideasFor({
      occasion: "Hanukkah",
      budget: 40,
      recipient: "My brother-in-law is a real wine guy, goes to tastings and talks about tannins and terroir. He keeps kosher.",
    });
    expect(tagged(ideas, "wine").length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.contains.includes("alcohol") || idea.item.is.includes("drink"))).toEqual([]);
    expect(tagged(ideas, "mocktails")).toEqual([]);
  });

  it("gives a loose-leaf tea drinker who considers tea bags a crime no tea bags", () => {
    const ideas = ideasFor({
      occasion: "Valentine's Day",
      budget: 100,
      recipient: "She's a loose leaf tea person through and through, has a whole shelf of tins, and considers tea bags basically a crime.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(tagged(ideas, "tea-bags")).toEqual([]);
  });

  it("reads 'salty rubs and jerky are out' as both, for a griller on a low-sodium diet", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 75,
      recipient:
        "My coworker smokes ribs every weekend and loves to grill, but his doctor just put him on a low-sodium diet so salty rubs and jerky are out.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => /\b(?:rubs?|jerky)\b/i.test(idea.item.name))).toEqual([]);
  });
});

describe("a vegan household's garden", () => {
  it("gives vegans starting a garden no suet feeder, which holds beef fat", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 40,
      recipient:
        "Coworker Priya and her partner just closed on their first house (small backyard they want to turn into a garden). Both vegan: nothing with leather, wool, honey, beeswax etc.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => /suet/i.test(idea.item.name))).toEqual([]);
  });
});
