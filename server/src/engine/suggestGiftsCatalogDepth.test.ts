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
