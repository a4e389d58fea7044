/**
 * The engine over the real catalog, for musicians and listeners: what a player has plenty of, players of
 * instruments the catalog has nothing for, and gear made for players kept from those who only listen.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);
const violinGear = (ideas: readonly RankedIdea[]) => ideas.filter((idea) => idea.item.tags.includes("violin"));

describe("what a player has plenty of", () => {
  it("gives a drummer with hundreds of drumsticks no sticks, bundled rods included, in either form", () => {
    const recipient = "my husband plays drums in a cover band on weekends. he has literally hundreds of drumsticks so please not those";
    for (const fields of [{}, { relationship: "husband", interests: ["drumming", "cover band"], avoid: ["drumsticks"] }]) {
      const ideas = ideasFor({ occasion: "anniversary", budget: 150, recipient, ...fields });
      expect(ids(ideas)).not.toContain("promark-hot-rods");
      expect(ids(ideas).filter((id) => id.includes("drumstick"))).toEqual([]);
      expect(ideas.some((idea) => idea.item.tags.includes("drums"))).toBe(true);
    }
  });

  it("reads 'already owns like 5 pairs of headphones so not those' as no headphones or earbuds", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 70,
      recipient:
        "my friend is a huge music nerd who just moved into his first apartment, he already owns like 5 pairs of headphones so not those",
    });
    expect(ideas.filter((idea) => /headphone|earbud/i.test(`${idea.item.name} ${idea.item.tags.join(" ")}`))).toEqual([]);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
  });
});

describe("instruments", () => {
  it("gives a flautist and a trombonist who met in an orchestra no violin strings or shoulder rest", () => {
    const recipient = "two friends who met in a community orchestra, she plays flute and he plays trombone";
    for (const fields of [{}, { relationship: "friends", interests: ["orchestra", "classical music"] }]) {
      expect(violinGear(ideasFor({ occasion: "wedding", budget: 150, recipient, ...fields }))).toEqual([]);
    }
  });

  it("keeps violin rosin from a grandmother who listens to tangos on the kitchen radio", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "my grandmother turns 80, she loves listening to boleros and tangos on the kitchen radio",
      age: 80,
      relationship: "grandmother",
      interests: ["boleros and tango music", "listening to the radio"],
    });
    expect(violinGear(ideas)).toEqual([]);
  });
});

describe("quiet", () => {
  it("gives a 12-year-old who wants drums, whose mother forbids anything loud, a practice pad and no sticks", () => {
    const recipient = "my nephew, 12, desperately wants a drum kit but my sister will kill me if I give him anything loud";
    for (const fields of [{}, { age: 12, relationship: "nephew", interests: ["drums"], avoid: ["loud things"] }]) {
      const ideas = ideasFor({ occasion: "birthday", budget: 75, recipient, ...fields });
      expect(ids(ideas)).toContain("evans-realfeel-12in-practice-pad");
      expect(ids(ideas)).not.toContain("vic-firth-american-classic-5a-drumsticks");
    }
  });

  it("gives someone who wants a quiet instrument to learn, and no loud ones, a thumb piano rather than earplugs", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 80,
      recipient: "my sister, 24, keeps saying she wants to learn an instrument but she lives in a tiny studio with paper-thin walls",
      age: 24,
      relationship: "sister",
      interests: ["learning an instrument", "quiet practice"],
      avoid: ["clutter", "loud instruments"],
    });
    expect(ids(ideas)).toContain("kalimba-thumb-piano");
    expect(ideas.filter((idea) => idea.item.tags.includes("drums") || /quiet/i.test(idea.item.name))).toEqual([]);
  });
});
