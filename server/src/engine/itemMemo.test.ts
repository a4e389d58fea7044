import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { itemMemo } from "./itemMemo.ts";

describe("itemMemo", () => {
  it("works a fact out once per item of an index, and again for another index", () => {
    const items = [testItem({ id: "a", name: "Alpha Kit" }), testItem({ id: "b", name: "Beta Set" })];
    const seen: string[] = [];
    const nameOf = itemMemo((item) => {
      seen.push(item.id);
      return item.name.toUpperCase();
    });
    const first = buildCatalogIndex(items);
    // The index orders its items itself: positions are looked up, not assumed.
    const at = (index: typeof first, id: string) => index.items.findIndex((item) => item.id === id);
    expect([nameOf(first, at(first, "b")), nameOf(first, at(first, "a")), nameOf(first, at(first, "b"))]).toEqual([
      "BETA SET",
      "ALPHA KIT",
      "BETA SET",
    ]);
    expect(seen).toEqual(["b", "a"]);

    const reloaded = buildCatalogIndex([testItem({ id: "c", name: "Gamma" }), ...items]);
    expect(nameOf(reloaded, at(reloaded, "c"))).toBe("GAMMA");
    expect(nameOf(first, at(first, "a"))).toBe("ALPHA KIT");
    expect(seen).toEqual(["b", "a", "c"]);
  });
});
