import type { Audience, CatalogItem, CategorySlug, ItemPrerequisite, Occasion } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { blankReading } from "../../testing/blankReading.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { RELEVANCE_FLOOR } from "./interestMatch.ts";
import { rankCandidates } from "./rankCandidates.ts";
import type { RequestReading } from "./readRequest.ts";
import { relationshipFor } from "./relationships.ts";
import type { InterestScores } from "./scoreInterests.ts";

interface Twin {
  readonly id: string;
  readonly price?: number;
  readonly category?: CategorySlug;
  readonly audience?: Audience[];
  readonly occasions?: (Occasion | "any")[];
  readonly tags?: string[];
  readonly ages?: { min: number; max: number };
  readonly requires?: ItemPrerequisite[];
}

/**
 * Items alike in all but what a test varies; equal prices keep them in id order. Each is a crowd-pleaser unless a
 * test gives its own tags, so the rules for someone described with no interest can be tried one at a time.
 */
function indexOf(twins: readonly Twin[]) {
  return buildCatalogIndex(
    twins.map(
      (twin): CatalogItem => ({
        name: `Test ${twin.id}`,
        price: 50,
        category: "home",
        description: "A test item for the ranking.",
        occasions: ["any"],
        tags: ["test", "item", "crowd-pleaser"],
        audience: ["adult"],
        ages: { min: 0, max: 120 },
        contains: [],
        is: [],
        requires: [],
        ...twin,
      }),
    ),
  );
}

/** One interest every item matches as strongly as `strength` says (by position). */
function scores(strength: readonly number[]): InterestScores {
  return {
    interests: [{ phrase: "test", concepts: [], stems: [], broader: [] }],
    strengths: [Float32Array.from(strength)],
    specificity: [1],
    unmatched: [],
    useInterests: true,
    matching: strength.flatMap((value, position) => (value >= RELEVANCE_FLOOR ? [position] : [])),
    matchedLabel: () => "test",
  };
}
const NO_INTERESTS: InterestScores = { ...scores([]), interests: [], strengths: [], specificity: [], useInterests: false, matching: [] };

function ranked(twins: readonly Twin[], reading: Partial<RequestReading>, interest = twins.map(() => 0.9), budget = 60): string[] {
  const index = indexOf(twins);
  const eligible = new Uint8Array(twins.length).fill(1);
  const top = rankCandidates(
    index,
    blankReading(reading),
    interest.length ? scores(interest) : NO_INTERESTS,
    eligible,
    twins.length,
    budget,
    10,
  );
  return top.best.map((candidate) => index.items[candidate.position]?.id as string);
}

describe("rankCandidates with interests", () => {
  it("offers only items that match an interest above the floor", () => {
    expect(ranked([{ id: "a" }, { id: "b" }, { id: "c" }], {}, [0.9, 0.29, 0.3])).toEqual(["a", "c"]);
  });

  it("ranks a stronger match first, and a weaker but covered one after", () => {
    expect(ranked([{ id: "a" }, { id: "b" }], {}, [0.5, 0.9])).toEqual(["b", "a"]);
  });

  it("marks down a beginner's kit for a grown-up who is not new to it, and only then", () => {
    const twins: Twin[] = [
      { id: "a-kit", tags: ["beginner", "test"], audience: ["adult", "kid"] },
      { id: "b-plain", audience: ["adult", "kid"] },
    ];
    expect(ranked(twins, { age: { min: 30, max: 30 } })).toEqual(["b-plain", "a-kit"]);
    expect(ranked(twins, { age: { min: 30, max: 30 }, beginner: true })).toEqual(["a-kit", "b-plain"]);
    expect(ranked(twins, { age: { min: 8, max: 8 } })).toEqual(["a-kit", "b-plain"]);
    expect(ranked(twins, {})).toEqual(["a-kit", "b-plain"]);
  });

  it("marks down a toy whose range ends next year for a child", () => {
    const twins: Twin[] = [
      { id: "a-ends-at-8", ages: { min: 3, max: 8 }, audience: ["kid"] },
      { id: "b-ends-at-12", ages: { min: 3, max: 12 }, audience: ["kid"] },
    ];
    expect(ranked(twins, { age: { min: 7, max: 7 }, exactAge: 7 })).toEqual(["b-ends-at-12", "a-ends-at-8"]);
    expect(ranked(twins, { age: { min: 6, max: 6 }, exactAge: 6 })).toEqual(["a-ends-at-8", "b-ends-at-12"]);
    // From 13 the mark-down stops: what is left for a teenager is what the catalog makes for teenagers too.
    const forTeensToo = twins.map((twin): Twin => ({ ...twin, audience: ["kid", "teen"] }));
    expect(ranked(forTeensToo, { age: { min: 13, max: 13 }, exactAge: 13 })).toEqual(["a-ends-at-8", "b-ends-at-12"]);
  });

  it("offers a teenager nothing made for children only", () => {
    const twins: Twin[] = [
      { id: "kid-only", ages: { min: 8, max: 14 }, audience: ["kid"] },
      { id: "kid-and-teen", ages: { min: 8, max: 14 }, audience: ["kid", "teen"] },
    ];
    expect(ranked(twins, { age: { min: 13, max: 13 }, exactAge: 13 })).toEqual(["kid-and-teen"]);
    expect(ranked(twins, { age: { min: 12, max: 12 }, exactAge: 12 })).toHaveLength(2);
  });

  it("offers a child or a teenager only items meant for young people", () => {
    const twins: Twin[] = [
      { id: "adult", audience: ["adult"] },
      { id: "teen", audience: ["teen"] },
      { id: "family", audience: ["family"] },
    ];
    expect(ranked(twins, { age: { min: 15, max: 15 } })).toEqual(["family", "teen"]);
    expect(ranked(twins, { age: { min: 13, max: 19 } })).toHaveLength(2);
    expect(ranked(twins, { age: { min: 13, max: 20 } })).toHaveLength(3);
    expect(ranked(twins, { age: { min: 18, max: 19 } })).toHaveLength(3);
  });

  it("offers a grown-up an item made only for the young just when it is what they asked for by name", () => {
    const twins: Twin[] = [
      { id: "a-pokemon-box", tags: ["pokemon", "cards"], audience: ["kid", "teen"] },
      { id: "b-star-map", tags: ["astronomy", "science"], audience: ["adult"] },
    ];
    const grownUp = { age: { min: 30, max: 30 } };
    expect(ranked(twins, grownUp)).toEqual(["b-star-map"]);
    expect(ranked(twins, {})).toEqual(["a-pokemon-box", "b-star-map"]);
    const index = indexOf(twins);
    const pokemon = { phrase: "pokemon cards", concepts: ["pokemon"], stems: [], broader: [] };
    const eligible = new Uint8Array(2).fill(1);
    const byName = rankCandidates(index, blankReading({ ...grownUp, interests: [pokemon] }), scores([0.9, 0.9]), eligible, 2, 60, 10);
    expect(byName.best.map((c) => index.items[c.position]?.id)).toEqual(["a-pokemon-box", "b-star-map"]);
    // Reached only by backing off to a broad concept, which the scores carry but the person never said.
    const backedOff = { ...scores([0.9, 0.9]), interests: [{ ...pokemon, phrase: "collecting", concepts: ["pokemon"] }] };
    const broad = rankCandidates(index, blankReading(grownUp), backedOff, eligible, 2, 60, 10);
    expect(broad.best.map((c) => index.items[c.position]?.id)).toEqual(["b-star-map"]);
  });

  it("marks down a token next to a big budget, and offers no afterthought under a twentieth of it", () => {
    const twins = [
      { id: "a-token", price: 9 },
      { id: "b-tiny", price: 4 },
    ];
    const scoreAt = (budget: number) => {
      const index = indexOf(twins);
      const top = rankCandidates(index, blankReading(), scores([0.9, 0.9]), new Uint8Array(2).fill(1), 2, budget, 10);
      return Object.fromEntries(top.best.map((c) => [index.items[c.position]?.id, c.score]));
    };
    const small = scoreAt(99.99);
    const big = scoreAt(100);
    expect((small["a-token"] as number) - (big["a-token"] as number)).toBeCloseTo(0.1, 2);
    expect(small["b-tiny"]).toBeDefined();
    expect(big["b-tiny"]).toBeUndefined();
    expect((scoreAt(90)["a-token"] as number) - (scoreAt(90.01)["a-token"] as number)).toBeCloseTo(0, 2);
  });

  it("marks down a plain supply, so anything gift-like that serves the love as well comes first", () => {
    const twins: Twin[] = [
      { id: "a-sticky-notes", tags: ["office", "plain-supply"] },
      { id: "b-desk-organizer", tags: ["office"] },
    ];
    const index = indexOf(twins);
    const top = rankCandidates(index, blankReading(), scores([0.9, 0.9]), new Uint8Array(2).fill(1), 2, 60, 10);
    const score = Object.fromEntries(top.best.map((c) => [index.items[c.position]?.id, c.score]));
    expect((score["b-desk-organizer"] as number) - (score["a-sticky-notes"] as number)).toBeCloseTo(0.1, 2);
  });

  it("offers a child no fan's or animal's things blind, and still a building set", () => {
    const twins: Twin[] = [
      { id: "a-plush", tags: ["star-wars", "toys", "crowd-pleaser"], audience: ["kid"] },
      { id: "b-building-set", tags: ["lego", "toys", "crowd-pleaser"], audience: ["kid"] },
    ];
    const stepson = { relation: relationshipFor("stepson"), age: { min: 12, max: 12 } };
    expect(ranked(twins, stepson, [])).toEqual(["b-building-set"]);
    expect(ranked(twins, {}, [])).toEqual(["a-plush", "b-building-set"]);
  });

  it("ranks an item made for the relationship's first audience above one for its others, and those above the rest", () => {
    const twins: Twin[] = [
      { id: "a-kid", audience: ["kid"] },
      { id: "b-adult", audience: ["adult"] },
      { id: "c-senior", audience: ["senior"] },
    ];
    expect(ranked(twins, { relation: relationshipFor("grandma") })).toEqual(["c-senior", "b-adult", "a-kid"]);
    expect(ranked(twins, {})).toEqual(["a-kid", "b-adult", "c-senior"]);
  });

  it("ranks an item made for the occasion above one for any occasion, and that above one for another", () => {
    const twins: Twin[] = [
      { id: "a-other", occasions: ["wedding"] },
      { id: "b-any", occasions: ["any"] },
      { id: "c-made", occasions: ["birthday"] },
    ];
    expect(ranked(twins, { occasion: "birthday" })).toEqual(["c-made", "b-any", "a-other"]);
    expect(ranked(twins, {})).toEqual(["a-other", "b-any", "c-made"]);
  });
});

describe("rankCandidates without interests", () => {
  it("offers ideas made for the occasion first, and others after them only while there are fewer than three", () => {
    const twins: Twin[] = [
      { id: "a-any", occasions: ["any"] },
      { id: "b-made", occasions: ["wedding"] },
    ];
    expect(ranked(twins, { occasion: "wedding" }, [])).toEqual(["b-made", "a-any"]);
    const three: Twin[] = [...twins, { id: "c-made", occasions: ["wedding"] }, { id: "d-made", occasions: ["wedding"] }];
    expect(ranked(three, { occasion: "wedding" }, [])).toEqual(["b-made", "c-made", "d-made"]);
    expect(ranked([{ id: "a-any" }], { occasion: "wedding" }, [])).toEqual(["a-any"]);
    expect(ranked(twins, {}, [])).toEqual(["a-any", "b-made"]);
  });

  it("offers a coworker only items meant for coworkers, except for a baby", () => {
    const twins: Twin[] = [
      { id: "a-adult", audience: ["adult"] },
      { id: "b-coworker", audience: ["coworker"] },
    ];
    const coworker = relationshipFor("coworker");
    expect(ranked(twins, { relation: coworker }, [])).toEqual(["b-coworker"]);
    expect(ranked(twins, { relation: coworker, baby: true }, [])).toHaveLength(2);
  });

  it("prefers categories most people welcome once someone is described", () => {
    const twins: Twin[] = [
      { id: "a-tech", category: "tech" },
      { id: "b-food", category: "food-drink" },
    ];
    expect(ranked(twins, { relation: relationshipFor("friend") }, [])).toEqual(["b-food", "a-tech"]);
    expect(ranked(twins, {}, [])).toEqual(["a-tech", "b-food"]);
    const toys: Twin[] = [
      { id: "a-food", category: "food-drink", audience: ["kid", "adult"] },
      { id: "b-toys", category: "kids-toys", audience: ["kid", "adult"] },
    ];
    expect(ranked(toys, { relation: relationshipFor("nephew"), age: { min: 6, max: 6 } }, [])).toEqual(["b-toys", "a-food"]);
    expect(ranked(toys, { relation: relationshipFor("friend"), age: { min: 30, max: 30 } }, [])).toEqual(["a-food", "b-toys"]);
    // A whole family with children: a game everyone plays before a home comfort.
    const family: Twin[] = [
      { id: "a-home", category: "home", audience: ["family", "adult"] },
      { id: "b-game", category: "board-games", audience: ["family", "adult"] },
    ];
    const household = { relation: relationshipFor("family"), family: { min: 6, max: 9 } };
    expect(ranked(family, household, [])).toEqual(["b-game", "a-home"]);
    // A private lesson serves one of them: not for the whole family.
    expect(ranked([...family, { id: "c-lesson", category: "experiences", audience: ["kid", "adult"] }], household, [])).toEqual([
      "b-game",
      "a-home",
    ]);
    expect(ranked(family, { relation: relationshipFor("friend") }, [])).toEqual(["a-home", "b-game"]);
  });

  it("leaves out a hobby's gear or a remedy for someone described, with no interest named, and only a remedy for a child", () => {
    const twins: Twin[] = [
      { id: "a-drill", category: "home", tags: ["home-improvement", "tools", "crowd-pleaser"] },
      { id: "b-cookies", category: "home", tags: ["cookies", "treats", "crowd-pleaser"] },
    ];
    expect(ranked(twins, { relation: relationshipFor("uncle") }, [])).toEqual(["b-cookies"]);
    expect(ranked(twins, {}, [])).toEqual(["a-drill", "b-cookies"]);
    const child: Twin[] = [
      { id: "a-lego", category: "home", tags: ["lego", "building"], audience: ["kid", "adult"] },
      { id: "b-cookies", category: "home", tags: ["cookies", "treats"], audience: ["kid", "adult"] },
      { id: "c-bands", category: "home", tags: ["motion-sickness", "travel"], audience: ["kid", "adult"] },
    ];
    expect(ranked(child, { relation: relationshipFor("nephew"), age: { min: 8, max: 8 } }, [])).toEqual(["a-lego", "b-cookies"]);
  });

  it("offers a grown-up described with no interest only crowd-pleasers, at an occasion with no gifts of its own", () => {
    const twins: Twin[] = [
      { id: "a-photo-book", tags: ["keepsake"], occasions: ["birthday", "graduation"], audience: ["adult", "teen"] },
      { id: "b-truffles", tags: ["chocolate", "crowd-pleaser"], occasions: ["birthday", "graduation"], audience: ["adult", "teen"] },
    ];
    const aunt = { relation: relationshipFor("aunt") };
    expect(ranked(twins, { ...aunt, occasion: "birthday" }, [])).toEqual(["b-truffles"]);
    expect(ranked(twins, { ...aunt, age: { min: 60, max: 60 } }, [])).toEqual(["b-truffles"]);
    expect(ranked(twins, { ...aunt, occasion: "graduation" }, [])).toEqual(["a-photo-book", "b-truffles"]);
    expect(ranked(twins, { relation: relationshipFor("niece"), age: { min: 15, max: 15 } }, [])).toEqual(["a-photo-book", "b-truffles"]);
    // At 100, only what is made for seniors too: no cinema card.
    const cards: Twin[] = [
      { id: "a-cinema-card", tags: ["movies", "crowd-pleaser"], audience: ["adult"] },
      { id: "b-tea", tags: ["tea", "crowd-pleaser"], audience: ["adult", "senior"] },
    ];
    expect(ranked(cards, { ...aunt, age: { min: 100, max: 100 } }, [])).toEqual(["b-tea"]);
    expect(ranked(cards, { ...aunt, age: { min: 60, max: 60 } }, [])).toEqual(["a-cinema-card", "b-tea"]);
    expect(ranked(twins, {}, [])).toEqual(["a-photo-book", "b-truffles"]);
  });

  it("offers a colleague's wedding what is made for couples too, since it goes to the couple's home", () => {
    const twins: Twin[] = [
      { id: "a-olive-oil-set", tags: ["cooking"], occasions: ["wedding", "housewarming"], audience: ["couple", "adult"] },
      { id: "b-desk-plant", tags: ["plants"], occasions: ["wedding", "housewarming"], audience: ["coworker", "adult"] },
    ];
    const coworker = { relation: relationshipFor("coworker") };
    expect(ranked(twins, { ...coworker, occasion: "wedding" }, []).sort()).toEqual(["a-olive-oil-set", "b-desk-plant"]);
    expect(ranked(twins, { ...coworker, occasion: "housewarming" }, [])).toEqual(["b-desk-plant"]);
  });

  it("offers a crowd-pleaser blind only if it is a present at the budget: a quarter of it, and never more than $30", () => {
    const twins: Twin[] = [
      { id: "a-throw", price: 140 },
      { id: "b-pears", price: 45 },
      { id: "c-tea-chest", price: 35 },
      { id: "d-candy-bar", price: 8 },
    ];
    const grandma = { relation: relationshipFor("grandmother") };
    // $200 is a limit: a $35 tea chest is a present, a $8 bar is not.
    expect(ranked(twins, grandma, [], 200).sort()).toEqual(["a-throw", "b-pears", "c-tea-chest"]);
    expect(ranked(twins, grandma, [], 40).sort()).toEqual(["a-throw", "b-pears", "c-tea-chest"]);
    expect(ranked(twins, grandma, [], 30).sort()).toEqual(["a-throw", "b-pears", "c-tea-chest", "d-candy-bar"]);
  });

  it("offers the baby's things first for a baby shower, whoever the parent is to the giver", () => {
    const twins: Twin[] = [
      { id: "a-desk-plant", category: "office", audience: ["adult", "coworker"] },
      { id: "b-baby-blanket", category: "baby", audience: ["baby", "coworker"] },
    ];
    const shower = { relation: relationshipFor("coworker"), occasion: "baby-shower" as const };
    expect(ranked(twins, { ...shower, baby: true }, [])).toEqual(["b-baby-blanket", "a-desk-plant"]);
    expect(ranked(twins, shower, [])).toEqual(["a-desk-plant", "b-baby-blanket"]);
  });

  it("offers a group only what it can share, made for the occasion or not", () => {
    const twins: Twin[] = [
      { id: "a-orchid", category: "home", occasions: ["thank-you"], audience: ["adult", "coworker"] },
      { id: "b-treat-tin", category: "food-drink", tags: ["snacks", "sharing", "crowd-pleaser"], occasions: ["holiday"] },
    ];
    const nurses = { relation: relationshipFor("nurse"), group: true, occasion: "thank-you" as const };
    expect(ranked(twins, nurses, [])).toEqual(["b-treat-tin"]);
    expect(ranked(twins, { ...nurses, group: false }, [])).toEqual(["a-orchid"]);
  });

  it("offers no dog-fan merchandise to someone with a dog, and offers it to someone without one", () => {
    const twins = [
      { id: "a-dog-calendar", tags: ["dogs", "dog-lovers"] },
      { id: "b-dog-bed", tags: ["dogs", "test"] },
    ];
    expect(ranked(twins, { has: new Set(["dog"] as const) })).toEqual(["b-dog-bed"]);
    expect(ranked(twins, {})).toEqual(["a-dog-calendar", "b-dog-bed"]);
  });

  it("offers someone of 70 or more only the gadgets made for seniors too", () => {
    const twins: Twin[] = [
      { id: "a-smart-glasses", category: "tech", audience: ["adult"] },
      { id: "b-photo-frame", category: "tech", audience: ["adult", "senior"] },
      { id: "c-photo-book", category: "home", audience: ["adult"] },
    ];
    expect(ranked(twins, { age: { min: 79, max: 81 } })).toEqual(["b-photo-frame", "c-photo-book"]);
    expect(ranked(twins, { age: { min: 40, max: 40 } })).toEqual(["a-smart-glasses", "b-photo-frame", "c-photo-book"]);
  });

  it("puts a cat lover's own things before toys for a cat nobody said they have, and not so for an owner", () => {
    const twins: Twin[] = [
      { id: "a-cat-toy", tags: ["cats", "test"], requires: ["cat"] },
      { id: "b-cat-novel", tags: ["cats", "cat-lovers"] },
    ];
    const cat = new Set(["cat", "pet"] as const);
    expect(ranked(twins, { has: cat, lovedAnimals: ["cat"] })).toEqual(["b-cat-novel", "a-cat-toy"]);
    expect(ranked(twins, { has: cat, lovedAnimals: [] })).toEqual(["a-cat-toy"]);
  });

  it("keeps a pet's things first for someone whose bird is theirs, however they came to love cats", () => {
    const twins: Twin[] = [
      { id: "a-pet-feeder", tags: ["cats", "test"], requires: ["pet"] },
      { id: "b-cat-novel", tags: ["cats", "cat-lovers"] },
    ];
    expect(ranked(twins, { has: new Set(["cat", "pet"] as const), lovedAnimals: ["cat"] })).toEqual(["b-cat-novel", "a-pet-feeder"]);
    expect(ranked(twins, { has: new Set(["cat", "bird", "pet"] as const), lovedAnimals: ["cat"] })).toEqual([
      "a-pet-feeder",
      "b-cat-novel",
    ]);
  });
});
