import { type CatalogItem, OCCASIONS } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import {
  ANY_OCCASION_BIT,
  audienceBit,
  buildCatalogIndex,
  byPriceThenId,
  type CatalogIndex,
  catalogIndexSteps,
  genderCode,
  occasionBit,
  prerequisiteMask,
} from "./catalogIndex.ts";

const base: Pick<CatalogItem, "occasions" | "audience" | "ages" | "contains" | "is" | "requires"> = {
  occasions: ["any"],
  audience: ["adult"],
  ages: { min: 18, max: 120 },
  contains: [],
  is: [],
  requires: [],
};
const ITEMS: readonly CatalogItem[] = [
  {
    ...base,
    id: "castle-builders",
    name: "Castle Builders Board Game",
    price: 30,
    category: "board-games",
    description: "A strategy board game of walls and towers for two to four players, 100 cards.",
    occasions: ["birthday", "holiday"],
    tags: ["board-games", "strategy", "castles", "walls", "towers", "coffee"],
    audience: ["adult", "teen"],
    ages: { min: 10, max: 120 },
    is: ["toy"],
  },
  {
    ...base,
    id: "morning-mug",
    name: "Men's Board Game Mugs",
    price: 12,
    category: "kitchen",
    description: "A big stoneware mug for the first coffee of the day.",
    tags: ["coffee", "mug"],
    is: ["mug"],
  },
  {
    ...base,
    id: "starter-kit",
    name: "Sourdough Starters (2 jars)",
    price: 12,
    category: "food-drink",
    description: "Two live sourdough starters with a guide to the first loaf, for the board game night after.",
    tags: ["sourdough", "beginner", "for-her"],
    requires: ["dog", "camera"],
    ages: { min: 0, max: 7 },
    occasions: ["any", "housewarming"],
  },
  {
    ...base,
    id: "pixel-guide",
    name: "Pixel Quest Strategy Guide",
    price: 18,
    category: "books",
    description: "Maps and tips for the video game Pixel Quest, for fans of the series.",
    tags: ["video-games", "guide"],
    is: ["book"],
    audience: ["teen", "kid"],
  },
];
const MUG = 0;
const STARTER = 1;
const GUIDE = 2;
const CASTLE = 3;

const weightOf = (index: CatalogIndex, concept: string, item: number): number | undefined => {
  const list = index.postings.get(concept);
  const at = list ? list.items.indexOf(item) : -1;
  return list && at >= 0 ? list.weights[at] : undefined;
};

describe("buildCatalogIndex", () => {
  it("orders items by price, then id, and keeps each item's facts as arrays by position", () => {
    const index = buildCatalogIndex(ITEMS);
    expect(index.items.map((item) => item.id)).toEqual(["morning-mug", "starter-kit", "pixel-guide", "castle-builders"]);
    expect([...index.prices]).toEqual([12, 12, 18, 30]);
    expect(index.positionById.get("castle-builders")).toBe(CASTLE);
    expect(index.positionById.get("starter-kit")).toBe(STARTER);
    expect([...index.minAges]).toEqual([18, 0, 18, 10]);
    expect([...index.maxAges]).toEqual([120, 7, 120, 120]);
    expect(index.requiresMasks[STARTER]).toBe(prerequisiteMask(["dog", "camera"]));
    expect(index.requiresMasks[MUG]).toBe(0);
  });

  it("keeps occasions and audiences as bit masks, 'any' as its own bit", () => {
    const index = buildCatalogIndex(ITEMS);
    expect(index.occasionMasks[CASTLE]).toBe(occasionBit("birthday") | occasionBit("holiday"));
    expect(index.occasionMasks[STARTER]).toBe(ANY_OCCASION_BIT | occasionBit("housewarming"));
    expect(index.occasionMasks[MUG]).toBe(ANY_OCCASION_BIT);
    expect(index.audienceMasks[GUIDE]).toBe(audienceBit("teen") | audienceBit("kid"));
    expect(index.audienceMasks[MUG]).toBe(audienceBit("adult"));
  });

  it("weighs a concept by where the item names it: first tags most, then later tags, the name, the prose", () => {
    const index = buildCatalogIndex(ITEMS);
    // Tags lose a tenth per place, down to 0.6.
    expect(weightOf(index, "coffee", MUG)).toBe(1);
    expect(weightOf(index, "mug", MUG)).toBe(0.9);
    expect(weightOf(index, "walls", CASTLE)).toBe(0.7);
    expect(weightOf(index, "towers", CASTLE)).toBe(0.6);
    expect(weightOf(index, "coffee", CASTLE)).toBe(0.6);
    // A two-word phrase in the name, or in the description, counts for less than a tag.
    expect(weightOf(index, "board-games", MUG)).toBe(0.4);
    expect(weightOf(index, "board-games", STARTER)).toBe(0.2);
    // One loose word of a description or a name ("guide" in the starter kit's, "strategy" in the guide's) adds nothing.
    expect(weightOf(index, "guide", STARTER)).toBeUndefined();
    expect(weightOf(index, "strategy", GUIDE)).toBeUndefined();
  });

  it("posts a tag the vocabulary names on its own, even when its words alone are guarded (the-office: 'the office')", () => {
    const show: CatalogItem = {
      ...base,
      id: "office-book",
      name: "An Oral History of a Sitcom",
      price: 19,
      category: "books",
      description: "Interviews with the cast and writers.",
      tags: ["the-office", "comedy"],
      is: ["book"],
    };
    expect(weightOf(buildCatalogIndex([show]), "the-office", 0)).toBe(1);
  });

  it("gives a tagged concept that is also the item's category a bonus, and an untagged category its own weight", () => {
    const index = buildCatalogIndex(ITEMS);
    expect(weightOf(index, "board-games", CASTLE)).toBe(1.25);
    expect(weightOf(index, "reading", GUIDE)).toBe(0.8);
    expect(index.categoryConcepts.get("books")).toEqual(new Set(["reading"]));
    expect(index.categoryConcepts.get("kitchen")).toEqual(new Set());
  });

  it("posts a concept tied to kinds of item only for items of those kinds", () => {
    const index = buildCatalogIndex(ITEMS);
    // A strategy guide tagged "video-games" is a book, not a video game.
    expect(weightOf(index, "video-games", GUIDE)).toBeUndefined();
    expect(index.tagConcepts[GUIDE]).toEqual(["video-games", "guide"]);
  });

  it("rates rarer concepts higher", () => {
    const index = buildCatalogIndex(ITEMS);
    expect(index.idf.get("coffee")).toBeCloseTo(Math.log(1 + 4 / 2));
    expect(index.idf.get("sourdough")).toBeCloseTo(Math.log(1 + 4 / 1));
  });

  it("reads who an item is made for, whether it is for beginners, and the thing its name ends on", () => {
    const index = buildCatalogIndex(ITEMS);
    expect([...index.madeForGender]).toEqual([genderCode("male"), genderCode("female"), 0, 0]);
    expect([...index.forBeginners]).toEqual([0, 1, 0, 0]);
    expect(index.nameTails).toEqual(["game mug", "sourdough starter", "strategy guide", "board game"]);
    expect(index.itemsByTag.get("coffee")).toEqual([MUG, CASTLE]);
    expect(index.itemsByTag.get("for-her")).toEqual([STARTER]);
    expect(index.nameTagStems[MUG]).toBe(" men board game mug | coffe | mug ");
  });

  it("reads the thing a name ends on in the singular, without what is in brackets", () => {
    const index = buildCatalogIndex(
      ["Crystal Glass", "Yoga Mats", "City Bus", "Tea (Loose Leaf) Tins!"].map(
        (name, at): CatalogItem => ({ ...(ITEMS[0] as CatalogItem), id: `item-${at}`, name, price: at + 1 }),
      ),
    );
    expect(index.nameTails).toEqual(["crystal glass", "yoga mat", "city bus", "tea tin"]);
  });

  it("gives a category's concept tagged in a late place the category bonus too", () => {
    const novel: CatalogItem = {
      ...(ITEMS[0] as CatalogItem),
      id: "novel",
      name: "A Novel",
      category: "books",
      tags: ["linen", "blue", "large", "heavy", "reading"],
    };
    expect(weightOf(buildCatalogIndex([novel]), "reading", 0)).toBe(0.85);
  });

  it("reads what each item is mainly about, apart from its category", () => {
    const index = buildCatalogIndex(ITEMS);
    expect(index.topics.firstTopic[CASTLE]).toBe("strategy");
    expect(index.topics.firstTopic[MUG]).toBe("coffee");
  });

  it("reads an item as made for nobody in particular when it names both or neither", () => {
    const item = (name: string, tags: string[]): CatalogItem => ({ ...(ITEMS[0] as CatalogItem), id: name, name, tags });
    const index = buildCatalogIndex([
      item("Ladies' and Men's Robe", ["robe", "cozy"]),
      item("Womens Robe", ["robe", "cozy"]),
      item("Plain Robe", ["robe", "for-him"]),
      item("Plain Robes", ["robe", "cozy"]),
    ]);
    const byName = (name: string) => index.madeForGender[index.positionById.get(name) as number];
    expect(byName("Ladies' and Men's Robe")).toBe(0);
    expect(byName("Womens Robe")).toBe(genderCode("female"));
    expect(byName("Plain Robe")).toBe(genderCode("male"));
    expect(byName("Plain Robes")).toBe(0);
  });

  it("reads a grandmother's or a grandfather's journal as made for her or for him", () => {
    const item = (name: string): CatalogItem => ({ ...(ITEMS[0] as CatalogItem), id: name, name, tags: ["keepsake"] });
    const index = buildCatalogIndex([item("Grandma, Tell Me Your Story"), item("Grandpa, Tell Me Your Story")]);
    const byName = (name: string) => index.madeForGender[index.positionById.get(name) as number];
    expect(byName("Grandma, Tell Me Your Story")).toBe(genderCode("female"));
    expect(byName("Grandpa, Tell Me Your Story")).toBe(genderCode("male"));
  });

  it("finds an item's words in its name, tags and description, stronger in the name and tags", () => {
    const postings = buildCatalogIndex(ITEMS).textPostings();
    const of = (stem: string) => {
      const list = postings.get(stem);
      return list && [...list.items].map((item, at) => [item, list.weights[at]]);
    };
    expect(of("coffe")).toEqual([
      [MUG, 1],
      [CASTLE, 1],
    ]);
    expect(of("stonewar")).toEqual([[MUG, 0.3]]);
    expect(of("guid")).toEqual([
      [STARTER, 0.3],
      [GUIDE, 1],
    ]);
    // Short words, stop words and numbers are not searched.
    for (const stem of ["of", "the", "for", "fan", "100", "2"]) expect(postings.has(stem)).toBe(false);
  });
});

describe("catalogIndexSteps", () => {
  function build(catalog: readonly CatalogItem[], textSearch: "now" | "when-first-needed"): { index: CatalogIndex; pauses: number } {
    const steps = catalogIndexSteps(catalog, textSearch);
    let pauses = 0;
    for (;;) {
      const step = steps.next();
      if (step.done) return { index: step.value, pauses };
      pauses++;
    }
  }

  it("builds the same index in steps as at once, the word search too", () => {
    const { index } = build(ITEMS, "now");
    const once = buildCatalogIndex(ITEMS);
    expect(index.items).toEqual(once.items);
    expect(index.postings).toEqual(once.postings);
    expect(index.textPostings()).toEqual(once.textPostings());
  });

  it("pauses every few hundred items in each pass, and not after each item", () => {
    const many = Array.from({ length: 1000 }, (_, at): CatalogItem => ({ ...(ITEMS[at % 4] as CatalogItem), id: `item-${at}` }));
    const later = build(many, "when-first-needed").pauses;
    const now = build(many, "now").pauses;
    // Three passes over the items (four with the word search), each pausing once per 256 items, and a few pauses between.
    expect(later).toBeGreaterThanOrEqual(3 * 4);
    expect(later).toBeLessThan(30);
    expect(now).toBeGreaterThanOrEqual(later + 4);
    expect(now).toBeLessThan(40);
  });
});

describe("bit helpers and order", () => {
  it("give each occasion, audience and prerequisite its own bit", () => {
    const bits = OCCASIONS.map(occasionBit);
    expect(new Set(bits).size).toBe(OCCASIONS.length);
    expect(bits).not.toContain(ANY_OCCASION_BIT);
    expect(audienceBit("kid") & audienceBit("adult")).toBe(0);
    expect(prerequisiteMask(["dog"]) & prerequisiteMask(["cat"])).toBe(0);
    expect(prerequisiteMask([])).toBe(0);
    expect(prerequisiteMask(["dog", "cat"])).toBe(prerequisiteMask(["dog"]) | prerequisiteMask(["cat"]));
  });

  it("orders by price, then id", () => {
    const [castle, mug, starter] = [ITEMS[0], ITEMS[1], ITEMS[2]] as CatalogItem[];
    expect(byPriceThenId(mug as CatalogItem, castle as CatalogItem)).toBeLessThan(0);
    expect(byPriceThenId(castle as CatalogItem, mug as CatalogItem)).toBeGreaterThan(0);
    expect(byPriceThenId(mug as CatalogItem, starter as CatalogItem)).toBeLessThan(0);
    expect(byPriceThenId(starter as CatalogItem, mug as CatalogItem)).toBeGreaterThan(0);
    expect(byPriceThenId(mug as CatalogItem, mug as CatalogItem)).toBe(0);
  });

  it("codes genders as 1, 2 and 0 for none", () => {
    expect([genderCode("female"), genderCode("male"), genderCode(undefined)]).toEqual([1, 2, 0]);
  });
});

describe("buildCatalogIndex, item by item", () => {
  const item = (fields: Partial<CatalogItem>, at = 0): CatalogItem => ({
    ...(ITEMS[0] as CatalogItem),
    id: `item-${at}`,
    price: at + 1,
    ...fields,
  });

  it("reads made for women or men from the plain words too", () => {
    const index = buildCatalogIndex([item({ name: "Robe for Women" }, 0), item({ name: "Robe for Men" }, 1)]);
    expect([...index.madeForGender]).toEqual([genderCode("female"), genderCode("male")]);
  });

  it("keeps words apart that brackets or punctuation joined in a name", () => {
    const index = buildCatalogIndex([item({ name: "Tea(Loose Leaf)Tins" }, 0), item({ name: "Coffee-Mugs" }, 1)]);
    expect(index.nameTails).toEqual(["tea tin", "coffee mug"]);
  });

  it("marks an item tagged for beginners, in either form", () => {
    const index = buildCatalogIndex([item({ tags: ["knitting", "beginners"] }, 0), item({ tags: ["knitting", "gift"] }, 1)]);
    expect([...index.forBeginners]).toEqual([1, 0]);
  });

  it("reads a tag as the concept it names, and a tag that names none as itself", () => {
    const index = buildCatalogIndex([item({ tags: ["latte", "family"] })]);
    expect(index.tagConcepts[0]).toEqual(["coffee", "family"]);
  });

  it("posts a concept tied to kinds for an item of one of those kinds", () => {
    const index = buildCatalogIndex([
      item({ tags: ["video-games", "party"], is: ["video-game"] }, 0),
      item({ tags: ["video-games", "party"], is: ["video-game", "toy"] }, 1),
      item({ tags: ["video-games", "party"], is: ["toy"] }, 2),
    ]);
    expect([...(index.postings.get("video-games")?.items ?? [])]).toEqual([0, 1]);
  });

  it("searches words of three letters and more, and words with digits in them", () => {
    const postings = buildCatalogIndex([item({ description: "A mug for tv nights in 4k, the x100 and 100x models." })]).textPostings();
    for (const stem of ["mug", "x100", "100x"]) expect(postings.has(stem), stem).toBe(true);
    for (const stem of ["tv", "4k", "a"]) expect(postings.has(stem), stem).toBe(false);
  });
});
