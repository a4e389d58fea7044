import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import {
  exactTagLists,
  generalizations,
  interestStrength,
  matchedPositions,
  RELEVANCE_FLOOR,
  type ScoredInterest,
  specificityOf,
  subsumedInterests,
} from "./interestMatch.ts";

/** A small catalog; prices rise in this order, so positions follow it. Fillers make the concepts rare. */
const ITEMS: readonly CatalogItem[] = [
  { id: "camp-mug", name: "Enamel Camp Mug", tags: ["camping", "coffee"], category: "kitchen" },
  { id: "frother", name: "Milk Frother", tags: ["latte", "kitchen-tools"], category: "kitchen" },
  { id: "fly-box", name: "Fly Box", tags: ["fly-fishing", "fishing"], category: "outdoors" },
  { id: "rod", name: "Spinning Rod", tags: ["fishing", "lake"], category: "outdoors" },
  { id: "organizer", name: "Cable Organizer", tags: ["business-travel", "travel"], category: "travel" },
  { id: "pillow", name: "Neck Pillow", tags: ["travel", "comfort"], category: "travel" },
  {
    id: "quilt-book",
    name: "Quilting Patterns",
    tags: ["patterns", "sewing"],
    category: "books",
    description: "Patchwork quilting patterns for a winter of sewing.",
  },
  ...Array.from({ length: 15 }, (_, at) => ({ id: `filler-${at}`, name: "Plain Filler", tags: ["misc", "filler"], category: "home" })),
  { id: "insoles", name: "Arch Insoles", tags: ["foot-pain", "shoes"], category: "wellness" },
  { id: "mat", name: "Anti-Fatigue Mat", tags: ["standing-all-day", "foot-pain"], category: "home" },
  { id: "stool", name: "Counter Stool", tags: ["standing-all-day", "seating"], category: "home" },
].map(
  (fields, at): CatalogItem =>
    testItem({ price: at + 1, description: "A test item for interest matching.", ...fields } as Partial<CatalogItem> & { id: string }),
);
const [CAMP_MUG, FROTHER, FLY_BOX, ROD, ORGANIZER, PILLOW, QUILT_BOOK] = [0, 1, 2, 3, 4, 5, 6];
const [INSOLES, MAT, STOOL] = [22, 23, 24];
const index = buildCatalogIndex(ITEMS);

const interest = (fields: Partial<ScoredInterest> & { phrase: string }): ScoredInterest => ({
  concepts: [],
  stems: [],
  broader: [],
  ...fields,
});
const strengths = (fields: Partial<ScoredInterest> & { phrase: string }, limit = ITEMS.length) => {
  const { values, touched } = interestStrength(index, interest(fields), limit);
  // Every item with a value is among the touched ones, which are ascending and each listed once.
  expect([...touched]).toEqual([...values.keys()].filter((position) => (values[position] as number) > 0));
  return [...values].map((value) => Number(value.toFixed(3)));
};

describe("interestStrength", () => {
  it("scores items by their concept postings, the strongest posting as 1", () => {
    // "java" is nobody's tag: the frother (latte, a coffee phrase, first tag) and the mug (coffee, second tag).
    const java = strengths({ phrase: "java", concepts: ["coffee"] });
    expect(java[FROTHER]).toBe(0.8);
    expect(java[CAMP_MUG]).toBe(0.72);
    expect(java.filter((value) => value > 0)).toHaveLength(2);
    // A tag that is also the category (travel for a travel pillow) is the strongest there is.
    expect(strengths({ phrase: "voyages", concepts: ["travel"] })[PILLOW]).toBe(1);
  });

  it("keeps full weight for items tagged with the person's own word, and less for those reached through a synonym", () => {
    const coffee = strengths({ phrase: "coffee", concepts: ["coffee"] });
    expect(coffee[CAMP_MUG]).toBe(0.72);
    expect(coffee[FROTHER]).toBe(0.68);
  });

  it("counts an item that carries only part of a compound phrase as a broader match, but not part of a list", () => {
    const compound = strengths({ phrase: "camp brew", concepts: ["camping", "coffee"] });
    expect(compound[CAMP_MUG]).toBe(0.8);
    expect(compound[FROTHER]).toBe(0.48);
    // The last concept is what the phrase is about: an item with only the other one counts for little.
    const aboutCamping = strengths({ phrase: "brew camp", concepts: ["coffee", "camping"] });
    expect(aboutCamping[FROTHER]).toBeCloseTo(0.8 * 0.25, 5);
    const list = strengths({ phrase: "camp and brew", concepts: ["camping", "coffee"] });
    expect(list[CAMP_MUG]).toBe(0.8);
    expect(list[FROTHER]).toBe(0.8);
  });

  it("meets a need named with its cause by anything for the need, and not by the cause alone", () => {
    const need = strengths({ phrase: "sore feet from standing all day", concepts: ["foot-pain", "standing-all-day"] });
    expect(need[INSOLES]).toBe(need[MAT]);
    expect(need[STOOL]).toBeCloseTo(0.25 * (need[MAT] as number), 5);
    const compound = strengths({ phrase: "standing desk feet", concepts: ["foot-pain", "standing-all-day", "camping"] }, 25);
    expect(compound[INSOLES]).toBeGreaterThan(compound[STOOL] as number);
  });

  it("scores only the items within the budget", () => {
    expect(strengths({ phrase: "java", concepts: ["coffee"] }, 1)).toEqual([0.72]);
    expect(strengths({ phrase: "quilting", stems: ["quilt"] }, 3)).toEqual([0, 0, 0]);
    expect(strengths({ phrase: "business travel", concepts: ["business-travel"], topUp: ["travel"] }, 5)).toHaveLength(5);
  });

  it("tops up from a broader concept at a share of its weight, never above the exact match", () => {
    const topped = strengths({ phrase: "business travel", concepts: ["business-travel"], topUp: ["travel"] });
    expect(topped[ORGANIZER]).toBe(0.8);
    // 0.6 of the pillow's full travel weight, then a synonym's share: it is not tagged "business-travel".
    expect(topped[PILLOW]).toBe(0.51);
    expect(strengths({ phrase: "business travel", concepts: ["business-travel"] })[PILLOW]).toBe(0);
  });

  it("finds words no concept names in names and descriptions, all of a phrase counting far more than a part", () => {
    expect(strengths({ phrase: "quilting", stems: ["quilt"] })[QUILT_BOOK]).toBe(0.8);
    // "quilt" in the name, "patchwork" only in the description: (1 + 0.3) / 2 of the phrase, squared.
    expect(strengths({ phrase: "quilting patchwork", stems: ["quilt", "patchwork"] })[QUILT_BOOK]).toBe(0.338);
    // One word of two in the name alone stays under the relevance floor's reach of a whole match.
    const half = strengths({ phrase: "quilting cotton", stems: ["quilt", "cotton"] })[QUILT_BOOK] as number;
    expect(half).toBe(0.2);
    expect(half).toBeLessThan(RELEVANCE_FLOOR);
  });
});

describe("exactTagLists", () => {
  it("finds the items tagged with the phrase as a slug, singular or plural", () => {
    expect(exactTagLists(index, "Fly Fishing")).toEqual([[FLY_BOX]]);
    expect(exactTagLists(index, " lakes ")).toEqual([[ROD]]);
    expect(exactTagLists(index, "pattern")).toEqual([[QUILT_BOOK]]);
    expect(exactTagLists(index, "travels")).toEqual([[ORGANIZER, PILLOW]]);
    expect(exactTagLists(index, "-- travel --")).toEqual([[ORGANIZER, PILLOW]]);
    expect(exactTagLists(index, "!!")).toEqual([]);
    expect(exactTagLists(index, "knitting")).toEqual([]);
  });
});

describe("generalizations", () => {
  it("keeps a broader concept that at least half of the phrase's tagged items carry", () => {
    expect(generalizations(index, ["fly-fishing"], ["fishing"])).toEqual(["fishing"]);
    // Half of the coffee items (the camp mug, not the frother) are camping items.
    expect(generalizations(index, ["coffee"], ["camping", "travel"])).toEqual(["camping"]);
    expect(generalizations(index, ["business-travel"], ["comfort"])).toEqual([]);
  });

  it("backs off to everything when the phrase names no tagged concept or nothing broader", () => {
    expect(generalizations(index, [], ["fishing"])).toEqual(["fishing"]);
    expect(generalizations(index, ["knitting"], ["crafts", "comfort"])).toEqual(["crafts", "comfort"]);
    expect(generalizations(index, ["coffee"], [])).toEqual([]);
  });

  it("gives the same answer when asked again", () => {
    const first = generalizations(index, ["business-travel"], ["travel", "comfort"]);
    expect(first).toEqual(["travel"]);
    expect(generalizations(index, ["business-travel"], ["travel", "comfort"])).toEqual(first);
    expect(generalizations(index, ["business-travel"], ["comfort", "travel"])).toEqual(["travel"]);
  });
});

describe("subsumedInterests", () => {
  const strength = (...values: number[]) => Float32Array.from(values);
  /** As the engine asks it: each interest's matches among the eligible items within the limit. */
  const subsumed = (all: readonly Float32Array[], eligible: Uint8Array, limit: number, minEvidence?: number) =>
    subsumedInterests(
      all,
      all.map((values) => matchedPositions(values, [...Array(limit).keys()], eligible)),
      minEvidence,
    );
  const all = new Uint8Array([1, 1, 1, 1, 1, 1]);

  it("marks a broad interest whose matches hold almost all of a much narrower one's", () => {
    const narrow = strength(0.9, 0.9, 0, 0, 0, 0);
    const broad = strength(0.5, 0.5, 0.5, 0.5, 0, 0);
    expect(subsumed([broad, narrow], all, 6)).toEqual(new Set([0]));
    expect(subsumed([narrow, broad], all, 6)).toEqual(new Set([1]));
  });

  it("marks nothing when the broad one is less than twice as big, or holds too few of the narrow one's", () => {
    expect(subsumed([strength(0.5, 0.5, 0.5, 0, 0, 0), strength(0.9, 0.9, 0, 0, 0, 0)], all, 6)).toEqual(new Set());
    const narrow = strength(0.9, 0.9, 0.9, 0.9, 0.9, 0);
    const broad = strength(0.5, 0.5, 0.5, 0.5, 0, 0.5);
    const wide = Float32Array.from([...broad, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(subsumed([wide, Float32Array.from([...narrow, 0, 0, 0, 0, 0])], new Uint8Array(11).fill(1), 11)).toEqual(new Set([0]));
    const holdsThree = Float32Array.from([0.5, 0.5, 0.5, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(subsumed([holdsThree, Float32Array.from([...narrow, 0, 0, 0, 0, 0])], new Uint8Array(11).fill(1), 11)).toEqual(new Set());
  });

  it("marks nothing when the broad one is big enough but holds too few of the narrow one's matches", () => {
    const narrow = Float32Array.from([0.9, 0.9, 0.9, 0.9, 0.9, 0, 0, 0, 0, 0, 0, 0]);
    const broad = Float32Array.from([0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(subsumed([broad, narrow], new Uint8Array(12).fill(1), 12)).toEqual(new Set());
  });

  it("counts only eligible items above the relevance floor, within the limit", () => {
    const narrow = strength(0.9, 0.9, 0, 0, 0, 0);
    const broad = strength(0.5, 0.5, 0.5, 0.29, 0, 0);
    expect(subsumed([broad, narrow], all, 6)).toEqual(new Set());
    expect(subsumed([strength(0.5, 0.5, 0.5, RELEVANCE_FLOOR, 0, 0), narrow], all, 6)).toEqual(new Set([0]));
    expect(subsumed([strength(0.5, 0.5, 0.5, 0.5, 0, 0), narrow], new Uint8Array([1, 1, 1, 0, 1, 1]), 6)).toEqual(new Set());
    expect(subsumed([strength(0.5, 0.5, 0.5, 0.5, 0, 0), narrow], all, 3)).toEqual(new Set());
  });

  it("takes a narrow interest met by fewer items than the evidence asked for as no proof of containment", () => {
    const narrow = strength(0.9, 0, 0, 0, 0, 0);
    const broad = strength(0.5, 0.5, 0.5, 0.5, 0, 0);
    expect(subsumed([broad, narrow], all, 6)).toEqual(new Set([0]));
    expect(subsumed([broad, narrow], all, 6, 3)).toEqual(new Set());
  });

  it("needs two interests, and never marks one by an interest with no matches", () => {
    expect(subsumed([strength(0.5, 0.5, 0.5, 0.5, 0, 0)], all, 6)).toEqual(new Set());
    expect(subsumed([strength(0.5, 0.5, 0.5, 0.5, 0, 0), strength(0, 0, 0, 0, 0, 0)], all, 6)).toEqual(new Set());
  });
});

describe("specificityOf", () => {
  it("rates an interest by its rarest concept, from 0.7 for a common one to near 1 for a rare one", () => {
    const of = (concepts: string[]) => specificityOf(index, { phrase: "x", concepts, stems: [], broader: [] });
    expect(of([])).toBe(0.7);
    // travel: 2 of 25 items, fly-fishing: 1 of 25.
    expect(of(["travel"])).toBeCloseTo(1 - 0.3 * ((2 / 25) * 10));
    expect(of(["fly-fishing"])).toBeCloseTo(1 - 0.3 * ((1 / 25) * 10));
    expect(of(["travel", "fly-fishing"])).toBeCloseTo(of(["fly-fishing"]));
    expect(of(["misc"])).toBe(0.7);
    expect(of(["no-such-concept"])).toBe(1);
  });
});

describe("a phrase that names a tag in people's words", () => {
  it("counts the tag's items as the phrase's own, not a synonym's", async () => {
    const real = buildCatalogIndex(await loadCatalog());
    expect(exactTagLists(real, "green tea")).toEqual([real.itemsByTag.get("matcha")]);
    expect(exactTagLists(real, "matcha")).toEqual([real.itemsByTag.get("matcha")]);
    expect(exactTagLists(real, "xylophone repair")).toEqual([]);
  });
});
