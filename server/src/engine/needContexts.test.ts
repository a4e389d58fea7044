import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { heavyCookware, soreHands } from "./needContexts.ts";

const index = buildCatalogIndex(await loadCatalog());

describe("needs that rule out what would hurt", () => {
  it("gives hands with arthritis no cast iron to lift", () => {
    expect(soreHands(new Set(["cooking"]), ["cooking", "easy-grip kitchen tools"])).toBe(true);
    expect(soreHands(new Set(["cooking"]), ["cooking"])).toBe(false);
    const heavy = heavyCookware(index).map((position) => index.items[position]?.id);
    expect(heavy).toContain("lodge-10-inch-cast-iron-skillet");
    expect(heavy).not.toContain("cast-iron-kettlebell-25-lb");
  });
});
