/**
 * The engine over the real catalog, for children whose needs are said in passing: restless hands through homework, a
 * parent's ban on glitter, a toddler's age said in months and words, a child overwhelmed by noise and lights.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);

describe("children's needs said in passing", () => {
  it("reads fiddling with pens and chewing sleeves as restless hands: something to fidget with, no violin rosin or pens", () => {
    const ideas = ideasFor({
      occasion: "just because",
      budget: 30,
      recipient:
        "My 10-year-old has ADHD and has a really hard time sitting still through homework, he's constantly fiddling with pens and chewing his sleeves. He loves Lego Ninjago.",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("fidget"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.some((tag) => tag === "violin" || tag === "pens"))).toEqual([]);
    expect(ids(ideas)).not.toContain("daddario-kaplan-premium-violin-rosin");
  });

  it("keeps glitter out of a slime lover's kits when her mum has begged for no glitter", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 30,
      recipient: "Goddaughter is 9 and obsessed with slime and DIY crafts. Her mum has asked, begged, no glitter in anything, ever again.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.tags.includes("glitter"))).toEqual([]);
    expect(ideas.filter((idea) => idea.item.tags.includes("home-improvement"))).toEqual([]);
  });

  it("reads a little girl of eighteen months as a toddler: board books, no chapter books", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 30,
      recipient:
        "Our friends' little girl is eighteen months old. They already have a mountain of toys and they've begged everyone: nothing with batteries or that makes noise. She loves books and stacking things.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.every((idea) => idea.item.ages.min <= 2)).toBe(true);
  });

  it("reads loud toys and flashing lights that overwhelm an autistic train lover as things to avoid, not loves", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 45,
      recipient:
        "A family friend's son is turning 9. He's autistic and very sensitive to noise and scratchy textures, and absolutely loves trains and train timetables. Loud toys and flashing lights overwhelm him.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.every((idea) => idea.item.tags.includes("trains"))).toBe(true);
  });

  it("gives a 2-year-old who loves bath time toys for the tub, not a batting tee said to be 'for water play'", () => {
    for (const extra of [{}, { interests: ["water play", "bath time"], avoid: ["loud toys", "battery-powered toys"] }]) {
      const ideas = ideasFor({
        occasion: "2nd birthday",
        budget: 30,
        recipient: "friend's daughter is turning 2. she loves water and bath time. the parents asked for nothing loud or with batteries",
        ...extra,
      });
      expect(ideas.length).toBeGreaterThanOrEqual(3);
      for (const idea of ideas) expect(idea.item.tags).toContain("bath-toys");
    }
  });

  it("gives a friend's 4-year-old, the new big brother, his own trucks and big-brother books, no coffee or breast pump for his mother", () => {
    const ideas = ideasFor({
      occasion: "new baby",
      budget: 30,
      recipient:
        "my friend is having her second baby next month and I want something for her 4 year old son, the new big brother, so he doesn't feel left out; he loves fire trucks",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) expect(idea.item.ages.min <= 4 && idea.item.ages.max >= 4).toBe(true);
  });

  it("reads two nephews' ages said with 'they're', and a dentist's lecture as no one to give to", () => {
    const nephews = ideasFor({
      occasion: "Christmas",
      budget: 70,
      recipient:
        "one gift for my two nephews to share, they're 3 and 9 and fight over everything, so I want something they can enjoy together",
    });
    expect(nephews.length).toBeGreaterThanOrEqual(3);
    for (const idea of nephews) expect(idea.item.ages.min).toBeLessThanOrEqual(3);
    const easter = ideasFor({
      occasion: "Easter",
      budget: 40,
      recipient: "Easter basket fillers for my two kids, 5 and 8, but the dentist just gave us a lecture so no candy this year",
    });
    expect(easter.length).toBeGreaterThanOrEqual(3);
    for (const idea of easter) expect(idea.item.ages.max).toBeLessThan(18);
  });
});
