import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { electricGearUnsaid, otherPractices, titlesForAnotherReader } from "./otherPractices.ts";

const index = buildCatalogIndex(await loadCatalog());
const idsOf = (positions: Set<number> | undefined) => new Set([...(positions ?? [])].map((position) => index.items[position]?.id));

describe("otherPractices", () => {
  it("rules out other media for an oil painter, but keeps a brush set made for oils and acrylics", () => {
    const ruledOut = idsOf(otherPractices(index, new Set(["oil-painting", "art"])));
    expect(ruledOut.has("copic-ciao-marker-set-36")).toBe(true);
    expect(ruledOut.has("liquitex-basics-acrylic-48-set")).toBe(true);
    expect(ruledOut.has("huion-inspiroy-h640p-drawing-tablet")).toBe(true);
    expect(ruledOut.has("rosemary-and-co-oil-painting-brush-set")).toBe(false);
    expect(ruledOut.has("wooden-tabletop-easel")).toBe(false);
  });

  it("gives a birder no astronomy binoculars, and someone who named no kind loses nothing", () => {
    expect(idsOf(otherPractices(index, new Set(["birdwatching"]))).has("celestron-skymaster-15x70-binoculars")).toBe(true);
    expect(idsOf(otherPractices(index, new Set(["guitar", "jazz"]))).has("numark-dj2go2-touch-controller")).toBe(true);
    expect(otherPractices(index, new Set(["art", "hiking"]))).toBeUndefined();
  });

  it("gives a Magic player no other card game's deck, a reef keeper no freshwater tests or plants, a beach player no indoor ball", () => {
    expect(idsOf(otherPractices(index, new Set(["magic-the-gathering"]))).has("disney-lorcana-starter-deck")).toBe(true);
    expect(idsOf(otherPractices(index, new Set(["magic-the-gathering"]))).has("magic-the-gathering-commander-deck")).toBe(false);
    const forAReef = idsOf(otherPractices(index, new Set(["reef-aquarium", "aquarium"])));
    expect(forAReef.has("api-freshwater-master-test-kit")).toBe(true);
    expect(forAReef.has("beginner-live-aquarium-plant-bundle")).toBe(true);
    expect(forAReef.has("mag-float-glass-aquarium-cleaner-medium")).toBe(false);
    expect(idsOf(otherPractices(index, new Set(["freshwater-aquarium"]))).has("salifert-alkalinity-kh-test-kit")).toBe(true);
    const onSand = idsOf(otherPractices(index, new Set(["beach-volleyball"])));
    expect(onSand.has("molten-super-touch-iv58l-indoor-volleyball")).toBe(true);
    expect(onSand.has("mizuno-lr6-volleyball-kneepads")).toBe(true);
    expect(onSand.has("aso-ankle-stabilizer-brace")).toBe(false);
  });

  it("keeps a learner of 'guitar' from an electric guitar's pedal and amplifier, unless the person plays electric", () => {
    const pedal = index.positionById.get("boss-ds-1-distortion-pedal") as number;
    expect(electricGearUnsaid(index, new Set(["guitar"]), ["learning guitar"])).toContain(pedal);
    expect(electricGearUnsaid(index, new Set(["guitar"]), ["guitar", "rock music"])).toBeUndefined();
    expect(electricGearUnsaid(index, new Set(["guitar", "electric-guitar"]), ["electric guitar"])).toBeUndefined();
    // The guitar itself needs no guitar, and stays.
    expect(electricGearUnsaid(index, new Set(["guitar"]), ["guitar"])).not.toContain(
      index.positionById.get("squier-sonic-stratocaster-pack"),
    );
  });

  it("keeps random titles from a reader of a writer the catalog lacks, and keeps what serves any reader", () => {
    const ruledOut = new Set((titlesForAnotherReader(index, new Set(["reading"])) ?? []).map((position) => index.items[position]?.id));
    expect(ruledOut.has("the-psychology-of-money-by-morgan-housel")).toBe(true);
    expect(ruledOut.has("fourth-wing-by-rebecca-yarros")).toBe(true);
    expect(ruledOut.has("kindle-paperwhite")).toBe(false);
    expect(ruledOut.has("glocusent-led-neck-reading-light")).toBe(false);
    // A book about what they said stays: fantasy for someone who said fantasy.
    const fantasy = new Set(
      (titlesForAnotherReader(index, new Set(["reading", "fantasy"])) ?? []).map((position) => index.items[position]?.id),
    );
    expect(fantasy.has("fourth-wing-by-rebecca-yarros")).toBe(false);
    expect(titlesForAnotherReader(index, new Set(["hiking"]))).toBeUndefined();
    // A book club's pick is still a title for another reader when they read a writer the catalog lacks.
    const club = new Set((titlesForAnotherReader(index, new Set(["book-club"])) ?? []).map((position) => index.items[position]?.id));
    expect(club.has("it-ends-with-us-by-colleen-hoover")).toBe(true);
  });
});
