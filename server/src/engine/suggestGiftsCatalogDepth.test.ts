/**
 * The engine over the real catalog, for loves it must hold at every budget: a young fan's things under $20, a
 * teenager's grown-up craft, grandchildren, a condition named.
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

describe("a teenager who already does a grown-up's craft", () => {
  it("gives a 17-year-old who sews her own clothes a sewist's shears and a designer's sketchbook, not nothing", () => {
    const ids = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient: "my 17 year old daughter who wants to be a fashion designer, sews her own clothes",
      relationship: "daughter",
      age: 17,
      interests: ["fashion design", "sewing"],
    }).map((idea) => idea.item.id);
    expect(ids).toContain("gingher-8in-dressmaker-shears");
    expect(ids).toContain("fashionary-womens-fashion-sketchbook-a5");
  });
});

describe("grandchildren they dote on", () => {
  it("gives a retiring woodworker who loves his grandkids a photo frame or a family story beside the woodworking", () => {
    const ideas = ideasFor({
      occasion: "retirement",
      budget: 300,
      recipient: "my dad retiring from the fire department after 30 years, loves woodworking and his grandkids",
      relationship: "father",
      interests: ["woodworking", "grandkids"],
    });
    expect(ideas.length).toBe(6);
    expect(ideas.some((idea) => idea.item.tags.includes("grandkids"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("woodworking")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("a love at a small budget", () => {
  it("gives a 5-year-old who loves unicorns and a sister who loves Paris (at $250) three of their love's things each", () => {
    const unicorns = ideasFor({ occasion: "birthday", budget: 15, recipient: "my niece", age: 5, interests: ["unicorns"] });
    expect(unicorns.filter((idea) => idea.item.tags.includes("unicorns")).length).toBeGreaterThanOrEqual(3);
    const paris = ideasFor({ occasion: "birthday", budget: 250, recipient: "my sister", relationship: "sister", interests: ["Paris"] });
    expect(paris.filter((idea) => idea.item.tags.includes("paris")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("a fandom at a small budget", () => {
  it("gives a coworker who loves Harry Potter things of it at $20, not nothing", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 20,
      recipient: "my coworker who loves Harry Potter",
      relationship: "coworker",
      interests: ["Harry Potter"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) expect(idea.item.tags, idea.item.id).toContain("harry-potter");
  });
});

describe("a condition named", () => {
  it("gives a grandmother with dementia in a care home the things made for it, the large-type day clock too", () => {
    const ids = ideasFor({
      occasion: "holiday",
      budget: 40,
      recipient: "my grandma in a nursing home with dementia",
      relationship: "grandmother",
      interests: ["comfort", "dementia"],
    }).map((idea) => idea.item.id);
    expect(ids).toContain("american-lifetime-day-clock");
    expect(ids).toContain("sensory-activity-lap-blanket-dementia");
  });
});

describe("a love the catalog long had nothing for", () => {
  it("gives a mother into genealogy, at $70, four ideas about family history, and reads 'family history' as that love", () => {
    for (const query of [
      { occasion: "birthday", budget: 70, recipient: "my mom who is into genealogy", relationship: "mother", interests: ["genealogy"] },
      { occasion: "birthday", budget: 70, recipient: "my mom who is into genealogy and family history" },
    ] as const) {
      const ideas = ideasFor(query);
      expect(ideas.length).toBeGreaterThanOrEqual(4);
      expect(ideas.every((idea) => idea.item.tags.includes("genealogy") || idea.item.tags.includes("family-history"))).toBe(true);
    }
  });

  it("gives a son finishing law school the law's own books and a lawyer's desk things, not concert tickets", () => {
    const ideas = ideasFor({
      occasion: "graduation",
      budget: 200,
      recipient: "my son finishing law school",
      relationship: "son",
      interests: ["law"],
    });
    expect(ideas.length).toBe(6);
    expect(ideas.every((idea) => idea.item.tags.includes("lawyer") || idea.item.tags.includes("law-school"))).toBe(true);
    // A new graduate who is passionate about the work is no senior: the starter's books stay.
    const passionate = ideasFor({
      occasion: "graduation",
      budget: 100,
      recipient: "my daughter just graduated law school, she is passionate about civil rights",
      interests: ["law"],
    });
    expect(passionate.filter((idea) => idea.item.tags.includes("career-starter")).length).toBeGreaterThanOrEqual(2);
  });

  it("gives a 3-year-old who loves dinosaurs and dancing a toddler's things of both, under $25", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 25,
      recipient: "my 3 year old niece who loves dinosaurs and dancing",
      relationship: "niece",
      age: 3,
      interests: ["dinosaurs", "dancing"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("dinosaurs")).length).toBeGreaterThanOrEqual(2);
    expect(ideas.filter((idea) => idea.item.tags.includes("dancing")).length).toBeGreaterThanOrEqual(2);
  });

  it("gives a coffee snob who also rides mountain bikes a coffee lover's gear beside the cycling things", () => {
    const ideas = ideasFor({
      occasion: "anniversary",
      budget: 200,
      recipient: "my husband, 10th anniversary, he's a coffee snob and into mountain biking",
      relationship: "husband",
      interests: ["specialty coffee", "mountain biking"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("specialty-coffee")).length).toBeGreaterThanOrEqual(2);
    expect(ideas.filter((idea) => idea.item.tags.includes("cycling")).length).toBeGreaterThanOrEqual(2);
  });

  it("gives a neighbour whose cat died the memorials for a cat, the photo frame among them", () => {
    const ids = ideasFor({
      occasion: "sympathy",
      budget: 50,
      recipient: "my neighbor whose cat died last week",
      relationship: "neighbor",
      interests: ["loss of a pet"],
    }).map((idea) => idea.item.id);
    expect(ids).toContain("pet-memorial-paw-print-photo-frame");
    expect(ids.length).toBeGreaterThanOrEqual(4);
  });
});

describe("a love that was thin in the catalog", () => {
  it("gives a husband who plays tennis three times a week a player's things, not a beginner's racket", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 300, recipient: "my husband who plays tennis three times a week" });
    expect(ideas.length).toBe(6);
    expect(ideas.every((idea) => idea.item.tags.includes("tennis") && !idea.item.tags.includes("beginner"))).toBe(true);
  });

  it("gives a 12-year-old who wants to learn to code a child's way into it, and book club friends something small each", () => {
    const coder = ideasFor({ occasion: "birthday", budget: 60, recipient: "my 12 year old who wants to learn to code" });
    expect(coder.filter((idea) => idea.item.tags.includes("coding") && idea.item.ages.min <= 12).length).toBeGreaterThanOrEqual(4);
    const club = ideasFor({ occasion: "holiday", budget: 15, recipient: "my book club friends, 8 of them, something small each" });
    expect(club.length).toBeGreaterThanOrEqual(3);
  });

  it("gives a young Harry Styles fan his music without a record player, and a PlayStation fan its store card", () => {
    const fan = ideasFor({ occasion: "birthday", budget: 50, recipient: "my teenage niece, 15, into thrifting and Harry Styles" });
    expect(fan.filter((idea) => idea.item.tags.includes("harry-styles")).length).toBeGreaterThanOrEqual(2);
    expect(fan.some((idea) => idea.item.tags.includes("fashion"))).toBe(false);
    const ids = ideasFor({ occasion: "birthday", budget: 75, recipient: "my 14 year old son who only wants PlayStation stuff" }).map(
      (idea) => idea.item.id,
    );
    expect(ids).toContain("playstation-store-gift-card-50");
  });
});

describe("a child's love and a grown-up's new start", () => {
  it("gives a 6-year-old who loves sharks three shark things, a husband with no golf clubs a beginner's set, and a weekend golfer none", () => {
    const sharks = ideasFor({ occasion: "birthday", budget: 25, recipient: "my 6 year old son who loves sharks and the ocean" });
    expect(sharks.filter((idea) => idea.item.tags.includes("sharks")).length).toBeGreaterThanOrEqual(3);
    const golf = ideasFor({ occasion: "birthday", budget: 500, recipient: "my husband who wants to get into golf, has no clubs" }).map(
      (idea) => idea.item.id,
    );
    expect(golf).toContain("callaway-strata-12-piece-complete-golf-set-mens");
    const weekendGolfer = ideasFor({
      occasion: "retirement",
      budget: 1500,
      recipient: "my boss is retiring; he spends every weekend on the golf course and talks about playing in Scotland",
      relationship: "boss",
      interests: ["golf", "travel to Scotland"],
    });
    expect(weekendGolfer.map((idea) => idea.item.id)).not.toContain("callaway-strata-12-piece-complete-golf-set-mens");
  });
});

describe("a game room and the sea", () => {
  it("gives a darts player who doesn't drink a board, darts and a surround, not one bar's session", () => {
    const ideas = ideasFor({ occasion: "Birthday", budget: 50, recipient: "my coworker who loves darts but doesn't drink" });
    expect(ideas.filter((idea) => idea.item.tags.includes("darts")).length).toBeGreaterThanOrEqual(4);
  });

  it("gives a brother with a new basement man cave dartboards and a poker set, not a holiday tin", () => {
    const ideas = ideasFor({ occasion: "Christmas", budget: 80, recipient: "my brother who just finished his basement man cave" });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.every((idea) => idea.item.tags.includes("game-room"))).toBe(true);
  });

  it("gives a certified diver a dive light beside the mask, and a marine biologist who dives still the octopus books", () => {
    const diver = ideasFor({ occasion: "Birthday", budget: 100, recipient: "my husband, a certified scuba diver" }).map(
      (idea) => idea.item.id,
    );
    expect(diver).toContain("orcatorch-d530-dive-light");
    const biologist = ideasFor({
      occasion: "Graduation",
      budget: 250,
      recipient: "my son is finishing his PhD in marine biology, he's also a certified scuba diver",
    }).map((idea) => idea.item.id);
    expect(biologist).toContain("the-soul-of-an-octopus-sy-montgomery");
    expect(biologist).toContain("mares-puck-pro-plus-dive-computer");
  });
});
