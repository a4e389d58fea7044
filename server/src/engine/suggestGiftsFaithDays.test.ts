/**
 * The engine over the real catalog, for the days of a faith: a baptism that is a grown man's, neighbours of another
 * faith thanked at the holidays with "nothing religious".
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";

const ideasFor = ideasOverShippedCatalog();
const FAITH_TAGS = ["christian", "catholic", "jewish", "muslim"];

describe("a baptism", () => {
  const marcus =
    "My buddy Marcus is getting baptized this Sunday, he's 34 and came to faith last year after a really rough stretch. He lifts 5 days a week and has been reading through the Bible with a men's group.";

  it.each([
    ["the text", { occasion: "baptism", budget: 50, recipient: marcus }],
    [
      "the fields",
      { occasion: "baptism", budget: 50, recipient: marcus, age: 34, relationship: "friend", interests: ["weightlifting", "Bible study"] },
    ],
  ])("of a man of 34 brings no baby things, by %s", (_, input) => {
    const ideas = ideasFor(input);
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    for (const idea of ideas) expect(idea.item.ages.max, idea.item.id).toBeGreaterThanOrEqual(34);
    expect(ideas.some((idea) => idea.item.tags.includes("christian"))).toBe(true);
  });

  it("of a baby still brings baby things", () => {
    const ideas = ideasFor({ occasion: "baptism", budget: 50, recipient: "my goddaughter's baptism, she's 4 months old" });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.ages.min, idea.item.id).toBeLessThanOrEqual(1);
  });

  const coworkersBaby = "my coworker's baby, 4 months old, getting baptized on Sunday";
  it.each([
    ["the text", { occasion: "baptism", budget: 60, recipient: coworkersBaby }],
    ["the fields", { occasion: "baptism", budget: 60, recipient: coworkersBaby, age: 0, relationship: "coworker's baby" }],
  ])("of a coworker's baby brings the baby's keepsakes of the day, not the parents' supplies, by %s", (_, input) => {
    const ideas = ideasFor(input);
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => idea.item.tags.includes("baptism")).length).toBeGreaterThanOrEqual(2);
    for (const idea of ideas) {
      expect(idea.item.tags, idea.item.id).not.toContain("new-parents");
      expect(idea.reason, idea.item.id).not.toMatch(/baby shower/i);
    }
  });
});

describe("neighbours of another faith at the holidays", () => {
  it("get nothing of any faith when the giver says 'nothing religious'", () => {
    const ideas = ideasFor({
      occasion: "holidays",
      budget: 45,
      recipient:
        "Our neighbors Hassan and Mariam are Muslim and every Eid they bring over a huge plate of food. They don't do Christmas but I'd like to give them something over the holidays as a thank you, nothing religious. He feeds every bird on the street and she's always out in her rose garden.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    for (const idea of ideas)
      expect(
        idea.item.tags.filter((tag) => FAITH_TAGS.includes(tag)),
        idea.item.id,
      ).toEqual([]);
  });
});
