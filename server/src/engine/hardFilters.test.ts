import type { CatalogItem, ItemContent, ItemKind } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { blankReading } from "../../testing/blankReading.ts";
import type { AvoidConstraint } from "./avoidVocabulary.ts";
import { brokenAvoid, fitsAge, fitsPlatform, hardFilter, hasPrerequisites } from "./hardFilters.ts";
import type { RequestReading } from "./readRequest.ts";

const item: CatalogItem = {
  id: "wireless-controller",
  name: "Wireless controller",
  price: 60,
  category: "tech",
  description: "A wireless controller for long evenings of play.",
  occasions: ["any"],
  tags: ["gaming", "controller"],
  audience: ["adult", "teen"],
  ages: { min: 8, max: 120 },
  contains: [],
  is: ["gadget"],
  requires: [],
};
const stems = " wireless control | game | control ";
const reading = (fields: Partial<RequestReading> = {}): RequestReading => blankReading({ occasion: "birthday", ...fields });
const avoid = (phrase: string, rule: { contains?: ItemContent[]; is?: ItemKind[]; words?: string[] }): AvoidConstraint => ({
  phrase,
  contains: new Set(rule.contains ?? []),
  is: new Set(rule.is ?? []),
  words: rule.words ?? [],
  known: true,
});

describe("brokenAvoid", () => {
  it("names the first avoid phrase the item breaks, by what it contains, what it is, or a whole word of its name or tags", () => {
    const screens = avoid("screens", { is: ["screen", "gadget"] });
    const nuts = avoid("nuts", { contains: ["nuts"] });
    const games = avoid("games", { words: ["game"] });
    expect(brokenAvoid(item, stems, [nuts, screens, games])).toBe(screens);
    expect(brokenAvoid({ ...item, is: [], contains: ["nuts"] }, stems, [screens, nuts])).toBe(nuts);
    expect(brokenAvoid({ ...item, is: [] }, stems, [nuts, games])).toBe(games);
    expect(brokenAvoid({ ...item, is: [] }, stems, [nuts, avoid("con", { words: ["con"] })])).toBeUndefined();
    expect(brokenAvoid(item, stems, [])).toBeUndefined();
  });
});

describe("fitsAge", () => {
  it("keeps an item whose age range meets the recipient's, and drops one that does not", () => {
    expect(fitsAge(item, reading())).toBe(true);
    expect(fitsAge(item, reading({ age: { min: 8, max: 8 } }))).toBe(true);
    expect(fitsAge(item, reading({ age: { min: 5, max: 8 } }))).toBe(true);
    expect(fitsAge(item, reading({ age: { min: 3, max: 7 } }))).toBe(false);
    expect(fitsAge({ ...item, ages: { min: 0, max: 3 } }, reading({ age: { min: 3, max: 5 } }))).toBe(true);
    expect(fitsAge({ ...item, ages: { min: 0, max: 3 } }, reading({ age: { min: 4, max: 5 } }))).toBe(false);
  });

  it("lets a baby item suit grown-ups shopping for their baby, and only a baby item", () => {
    const baby = { ...item, ages: { min: 0, max: 2 } };
    expect(fitsAge(baby, reading({ age: { min: 25, max: 40 }, baby: true }))).toBe(true);
    expect(fitsAge(baby, reading({ age: { min: 25, max: 40 }, baby: false }))).toBe(false);
    expect(fitsAge({ ...item, ages: { min: 1, max: 2 } }, reading({ age: { min: 25, max: 40 }, baby: true }))).toBe(false);
  });
});

describe("fitsPlatform and hasPrerequisites", () => {
  const accessory = { ...item, requires: ["game-console" as const] };

  it("keeps a console accessory only for a platform the recipient named; with none named it is a guess", () => {
    expect(fitsPlatform(accessory, stems, reading())).toBe(false);
    expect(fitsPlatform(item, stems, reading())).toBe(true);
    expect(fitsPlatform(accessory, " xbox control ", reading({ platforms: ["switch", "xbox"] }))).toBe(true);
    expect(fitsPlatform(accessory, " xbox control ", reading({ platforms: ["switch"] }))).toBe(false);
    expect(fitsPlatform(item, " xbox control ", reading({ platforms: ["switch"] }))).toBe(true);
  });

  it("keeps an item only when the recipient has everything it needs", () => {
    const harness = { ...item, requires: ["dog" as const, "car" as const] };
    expect(hasPrerequisites(item, reading())).toBe(true);
    expect(hasPrerequisites(harness, reading({ has: new Set(["dog", "car"]) }))).toBe(true);
    expect(hasPrerequisites(harness, reading({ has: new Set(["dog"]) }))).toBe(false);
    expect(hasPrerequisites(harness, reading())).toBe(false);
  });
});

describe("hardFilter", () => {
  it("gives the first constraint broken: avoid, then age, then what the item requires", () => {
    const screens = avoid("screens", { is: ["gadget"] });
    const young = { age: { min: 3, max: 4 } };
    expect(hardFilter(item, stems, reading())).toBe("ok");
    expect(hardFilter(item, stems, reading({ avoid: [screens], ...young }))).toBe("avoid");
    expect(hardFilter({ ...item, requires: ["dog"] }, stems, reading(young))).toBe("age");
    expect(hardFilter({ ...item, requires: ["dog"] }, stems, reading())).toBe("requires");
    expect(
      hardFilter({ ...item, requires: ["game-console"] }, " xbox ", reading({ platforms: ["switch"], has: new Set(["game-console"]) })),
    ).toBe("requires");
  });
});
