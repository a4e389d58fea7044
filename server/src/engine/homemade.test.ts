import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { boughtReadyMade, readHomemade } from "./homemade.ts";

const index = buildCatalogIndex(await loadCatalog());
const idsOf = (positions: readonly number[] | undefined) => new Set((positions ?? []).map((position) => index.items[position]?.id));

describe("what someone makes themselves", () => {
  it("reads the things made, and nothing from a love of eating them", () => {
    expect(readHomemade("he has been fly fishing for 50 years and ties his own flies at the kitchen table")).toEqual(["flies"]);
    expect(readHomemade("has started baking cookies and cakes every weekend")).toEqual(["cookies"]);
    expect(readHomemade("she makes her own candles and soap")).toEqual(["candles"]);
    expect(readHomemade("she loves cookies and candles")).toEqual([]);
    expect(readHomemade("they have a small farm in Vermont and make their own maple syrup every spring")).toEqual(["maple syrup"]);
    expect(readHomemade("she bakes nonstop and her cookie tins are famous in the family")).toEqual(["cookies"]);
  });

  it("reads a craftsman's work and a starter kept alive, with or without 'own'", () => {
    expect(readHomemade("my brother does leathercraft, makes wallets and belts and sells some on etsy")).toEqual(["wallets", "belts"]);
    expect(readHomemade("my husband builds his own telescopes and does astrophotography")).toEqual(["telescopes"]);
    expect(readHomemade("he forges knives in the garage")).toEqual(["knife"]);
    expect(readHomemade("she just started a sourdough starter (named it Doughlene)")).toEqual(["sourdough starter"]);
    expect(readHomemade("he loves his wallet and wants a telescope")).toEqual([]);
    expect(readHomemade("my best friend knits constantly (sweaters, socks, everything)")).toEqual(["sweaters", "socks"]);
    const wallets = idsOf(boughtReadyMade(index, ["wallets"]));
    expect(wallets.has("bellroy-hide-and-seek-wallet")).toBe(true);
    expect(idsOf(boughtReadyMade(index, ["sourdough starter"])).has("king-arthur-fresh-sourdough-starter")).toBe(true);
  });

  it("rules out the finished thing, and keeps what is for making it", () => {
    const flies = idsOf(boughtReadyMade(index, ["flies"]));
    expect(flies.has("bassdash-fly-fishing-flies-kit")).toBe(true);
    expect(flies.has("griffin-montana-pro-fly-tying-vise")).toBe(false);
    const cookies = idsOf(boughtReadyMade(index, ["cookies"]));
    expect(cookies.has("royal-dansk-danish-butter-cookies-4lb-tin")).toBe(true);
    expect([...cookies].every((id) => !index.items[index.positionById.get(id as string) as number]?.tags.includes("baking"))).toBe(true);
    expect(boughtReadyMade(index, [])).toBeUndefined();
  });
});

describe("a beekeeper's honey", () => {
  it("reads keeping bees as honey of their own, and hives on the skin as nothing", () => {
    expect(readHomemade("my uncle keeps two beehives in his backyard")).toEqual(["honey"]);
    expect(readHomemade("a beekeeper who sells at the market")).toEqual(["honey"]);
    expect(readHomemade("she has hives from pollen")).toEqual([]);
  });
});
