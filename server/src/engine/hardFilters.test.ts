import type { CatalogItem, ItemContent, ItemKind } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { blankReading } from "../../testing/blankReading.ts";
import type { AvoidConstraint } from "./avoidVocabulary.ts";
import { brokenAvoid, fitsPlatform } from "./hardFilters.ts";
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

describe("fitsPlatform", () => {
  const accessory = { ...item, requires: ["game-console" as const] };

  it("keeps a console accessory only for a platform the recipient named; with none named it is a guess", () => {
    expect(fitsPlatform(accessory, stems, reading())).toBe(false);
    expect(fitsPlatform(item, stems, reading())).toBe(true);
    expect(fitsPlatform(accessory, " xbox control ", reading({ platforms: ["switch", "xbox"] }))).toBe(true);
    expect(fitsPlatform(accessory, " xbox control ", reading({ platforms: ["switch"] }))).toBe(false);
    expect(fitsPlatform(item, " xbox control ", reading({ platforms: ["switch"] }))).toBe(true);
  });
});
