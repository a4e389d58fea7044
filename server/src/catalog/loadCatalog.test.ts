import { describe, expect, it } from "vitest";
import { CatalogError, loadCatalog, parseCatalog } from "./loadCatalog.ts";

const validItem = {
  id: "catan",
  name: "Catan",
  price: 44,
  category: "board-games",
  description: "The classic game of trading and building.",
  occasions: ["birthday"],
  tags: ["board-games", "strategy"],
  audience: ["adult"],
};

describe("the shipped catalog", () => {
  it("has at least 300 distinct items in at least 15 categories, priced from about $5 to $1,500", async () => {
    const items = await loadCatalog();
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(300);
    expect(new Set(items.map((i) => i.category)).size).toBeGreaterThanOrEqual(15);
    const prices = items.map((i) => i.price);
    expect(Math.min(...prices)).toBeLessThanOrEqual(6);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1500);
  });
});

describe("parseCatalog", () => {
  it("accepts a valid file", () => {
    expect(parseCatalog(JSON.stringify([validItem]), "c.json")).toHaveLength(1);
  });

  it("names the item and the field of a bad entry", () => {
    const broken = [validItem, { ...validItem, id: "azul", name: "Azul", price: -3 }];
    expect(() => parseCatalog(JSON.stringify(broken), "c.json")).toThrow(/item 1 \("azul"\), field "price"/);
  });

  it("rejects an unknown category naming it", () => {
    const broken = [{ ...validItem, category: "weapons" }];
    expect(() => parseCatalog(JSON.stringify(broken), "c.json")).toThrow(/item 0 \("catan"\), field "category"/);
  });

  it("rejects duplicate ids", () => {
    expect(() => parseCatalog(JSON.stringify([validItem, { ...validItem, name: "Catan 2" }]), "c.json")).toThrow(/duplicate id/);
  });

  it("rejects text that is not JSON, naming the file", () => {
    expect(() => parseCatalog("[{", "broken.json")).toThrow(CatalogError);
    expect(() => parseCatalog("[{", "broken.json")).toThrow(/broken\.json is not valid JSON/);
  });

  it("reports a missing file without a stack", async () => {
    await expect(loadCatalog("/nonexistent/catalog.json")).rejects.toThrow(/cannot read the catalog at \/nonexistent\/catalog.json: ENOENT/);
  });
});
