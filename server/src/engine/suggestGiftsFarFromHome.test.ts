/**
 * The engine over the real catalog, for people far from home: the climate they are sent to, a move abroad said by
 * region, a flight home for good, a home not seen in years, and what they cannot work or eat.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);

describe("far from home", () => {
  it("gives a soldier deploying to 110-degree Kuwait things for the heat, and nothing for the cold", () => {
    const ideas = ideasFor({
      occasion: "deployment",
      budget: 50,
      recipient: "my son is 23 and deploying to Kuwait with the Army for 9 months. it's 110 degrees there so nothing that melts",
      age: 23,
      relationship: "son",
      interests: ["staying cool in the heat", "care package"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("hot-weather")).length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => idea.item.tags.some((tag) => tag === "staying-warm" || tag === "cold-weather"))).toEqual([]);
  });

  it("gives a graduate moving to Chicago who has never lived anywhere cold something warm, not a tradesman's pliers", () => {
    const ideas = ideasFor({
      occasion: "Graduation",
      budget: 200,
      recipient:
        "my son just graduated college with an engineering degree and is moving to Chicago for his first job in January, he has never lived anywhere cold",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("staying-warm")).length).toBeGreaterThanOrEqual(2);
    expect(ids(ideas)).not.toContain("knipex-cobra-10-inch-water-pump-pliers");
  });

  it("reads a move to the Algarve as a move abroad: no wine club or tasting tour that stays behind", () => {
    const ideas = ideasFor({
      occasion: "retirement",
      budget: 400,
      recipient: "my boss is retiring and moving to the Algarve with his wife. he's 65, loves wine",
    });
    expect(ids(ideas)).not.toContain("wine-club-subscription-3-months");
    expect(ids(ideas)).not.toContain("wine-tasting-tour-for-two");
  });

  it("reads a roommate from Shanghai flying home for good as leaving the country, with no US flights or home decor", () => {
    const ideas = ideasFor({
      occasion: "graduation",
      budget: 100,
      recipient:
        "my college roommate is from Shanghai and flying home for good right after graduation. we basically lived at the rec center playing pickup basketball",
    });
    expect(ids(ideas)).not.toContain("southwest-airlines-gift-card");
    expect(ids(ideas)).not.toContain("tsa-precheck-enrollment-fee");
    expect(ideas.filter((idea) => idea.item.is.includes("decor"))).toEqual([]);
  });

  it("reads a boyfriend who hasn't been home in 3 years as homesick, and lactose intolerance rules out a cheesecake card", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 45,
      recipient:
        "my boyfriend is a grad student from São Paulo in Ann Arbor, hasn't been home in 3 years. he misses Brazilian food so much and lives for Corinthians matches. he's lactose intolerant though",
    });
    expect(ids(ideas)).not.toContain("cheesecake-factory-gift-card-25");
    expect(ideas.filter((idea) => idea.item.is.includes("decor") && !idea.item.tags.includes("homesick"))).toEqual([]);
    expect(ideas.some((idea) => idea.item.tags.includes("homesick"))).toBe(true);
  });

  it("reads 'nothing techy please' as no gadgets or screens for a grandmother far away", () => {
    const ideas = ideasFor({
      occasion: "Mother's Day",
      budget: 100,
      recipient: "my lola (grandma) in Manila, she's 81. she can't work anything with more than one button, so nothing techy please",
    });
    expect(ideas.filter((idea) => idea.item.is.includes("gadget") || idea.item.is.includes("screen"))).toEqual([]);
  });
});

describe("said in passing about where they are", () => {
  it("reads a gift that 'has to survive shipping overseas' as for someone abroad: no US-only field guide", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 30,
      recipient:
        "My aunt in County Clare, she's in her 70s. she loves her garden and the birds that come to it. has to survive shipping overseas",
      interests: ["gardening", "birdwatching"],
    });
    expect(ids(ideas)).not.toContain("sibley-birds-east-field-guide");
  });

  it("reads a soldier who shares a tent and has no room for anything: no camping gear, no duffel", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient:
        "my husband turns 35 while he's deployed in Poland. he shares a tent with 8 other guys so there's no room for anything. he lifts every day and reads Louis L'Amour westerns",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("camping") || /duffe?l/i.test(idea.item.name))).toEqual([]);
    expect(ideas.some((idea) => idea.item.tags.includes("weightlifting"))).toBe(true);
  });

  it("reads 'walking me down the aisle' as a wedding, no walking shoes or rain gear", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 150,
      recipient:
        "My fiancé's dad, he's walking me down the aisle since my dad passed. quiet guy, 66, does woodworking and builds birdhouses",
    });
    expect(ideas.filter((idea) => idea.item.tags.some((tag) => tag === "walking" || tag === "hiking" || tag === "rain"))).toEqual([]);
  });

  it("sends a host family in Kyoto nothing that only works in the US", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 150,
      recipient: "the host family in Kyoto who took in my daughter for her semester abroad. the dad is really into golf",
      interests: ["golf"],
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.tags.includes("us-only") || idea.item.is.includes("experience"))).toEqual([]);
  });

  it("brings a host family in Osaka something from home, not the giver's own travel gear or a host's napkins", () => {
    const ideas = ideasFor({
      occasion: "thank-you gift for host family",
      budget: 50,
      recipient:
        "My host family in Osaka — I'm flying out from Vermont to stay with them for a month. Parents in their fifties and a teenage daughter. I'd like something from home that travels well in a suitcase.",
    });
    expect(ids(ideas)).toContain("vermont-maple-syrup-gift-set");
    expect(ideas.filter((idea) => !idea.item.tags.includes("taste-of-america"))).toEqual([]);
  });

  it("reads the Korean family in Busan as living abroad: no Topgolf hour or MLS tickets", () => {
    const ideas = ideasFor({
      occasion: "thank-you gift for host family",
      budget: 200,
      recipient:
        "The Korean family in Busan who hosted my daughter for her exchange semester. The dad is a golf nut and the mom loves hiking on weekends; their son is 12 and into soccer.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ids(ideas)).not.toContain("topgolf-bay-hour");
    expect(ids(ideas)).not.toContain("pair-of-mls-match-tickets");
  });

  it("reads a dad in Yorkshire as abroad: no North American field guide or hummingbird feeder, and a cricket fan's Wisden", () => {
    const ideas = ideasFor({
      occasion: "Father's Day",
      budget: 80,
      recipient:
        "I live in Singapore and am sending something to my dad in Yorkshire; he's 67, spends every morning birdwatching on the moors and never misses a Test match on the radio.",
      age: 67,
      relationship: "father",
      interests: ["birdwatching", "cricket"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("us-only"))).toEqual([]);
    expect(ids(ideas)).toContain("wisden-cricketers-almanack-2026");
    expect(ids(ideas)).not.toContain("buddy-holly-20-golden-greats-cd");
  });
});
