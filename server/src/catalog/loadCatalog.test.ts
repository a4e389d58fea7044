import { CATEGORY_SLUGS } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { syntheticCatalog } from "../../testing/syntheticCatalog.ts";
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
  ages: { min: 10, max: 120 },
  contains: [],
  is: ["toy"],
  requires: [],
};
const file = (items: unknown[]) => JSON.stringify({ priceCheckedOn: "2026-11-30", items });

/** Price bands the catalog must cover in every category. */
const band = (price: number) => (price < 25 ? 0 : price < 75 ? 1 : price < 200 ? 2 : 3);

describe("the shipped catalog", () => {
  it("has at least 1,000 distinct items in all 20 categories, priced from about $5 to $1,500", async () => {
    const items = await loadCatalog();
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(CATEGORY_SLUGS));
    const prices = items.map((i) => i.price);
    expect(Math.min(...prices)).toBeLessThanOrEqual(6);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1500);
  });

  it.each(CATEGORY_SLUGS)("has at least 25 %s items across all 4 price bands", async (category) => {
    const items = (await loadCatalog()).filter((i) => i.category === category);
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(new Set(items.map((i) => band(i.price))).size).toBe(4);
  });

  // The benchmark's hot reload writes a synthetic catalog built from this one: it must pass the same validation.
  it("recombines into synthetic catalogs that are valid catalog files themselves", async () => {
    const items = syntheticCatalog(await loadCatalog(), 20_000);
    expect(() => parseCatalog(file(items), "synthetic.json")).not.toThrow();
  });

  // A tag is a topic by its name, so "cookbook" and "cookbooks" would be two topics and split the cookbooks between
  // them: a mother who reads cookbooks got only those tagged with the plural. These pairs are two senses, not one.
  const TWO_SENSES = new Set(["car", "classic", "instrument", "keyboard", "rock", "speaker"]);
  it("says each topic with one tag, not in both the singular and the plural", async () => {
    const tags = new Set((await loadCatalog()).flatMap((i) => i.tags));
    const both = [...tags].filter((tag) => tags.has(`${tag}s`) && !TWO_SENSES.has(tag));
    expect(both).toEqual([]);
  });
});

describe("parseCatalog", () => {
  it("accepts a valid file", () => {
    expect(parseCatalog(file([validItem]), "c.json")).toHaveLength(1);
  });

  it("names the item and the field of a bad entry", () => {
    const broken = [validItem, { ...validItem, id: "azul", name: "Azul", price: -3 }];
    expect(() => parseCatalog(file(broken), "c.json")).toThrow(/item 1 \("azul"\), field "price"/);
  });

  it("rejects an unknown category naming it", () => {
    const broken = [{ ...validItem, category: "weapons" }];
    expect(() => parseCatalog(file(broken), "c.json")).toThrow(/item 0 \("catan"\), field "category"/);
  });

  it.each(["ages", "contains", "is", "requires"])("rejects an item without %s, naming it", (field) => {
    const { [field as keyof typeof validItem]: _dropped, ...withoutField } = validItem;
    expect(() => parseCatalog(file([validItem, { ...withoutField, id: "azul", name: "Azul" }]), "c.json")).toThrow(
      new RegExp(`item 1 \\("azul"\\), field "${field}"`),
    );
  });

  it("rejects an age range upside down and an unknown attribute value", () => {
    expect(() => parseCatalog(file([{ ...validItem, ages: { min: 12, max: 3 } }]), "c.json")).toThrow(/field "ages"/);
    expect(() => parseCatalog(file([{ ...validItem, contains: ["plutonium"] }]), "c.json")).toThrow(/field "contains.0"/);
  });

  it("rejects a bare array and a file without priceCheckedOn", () => {
    expect(() => parseCatalog(JSON.stringify([validItem]), "c.json")).toThrow(/c\.json is not a valid catalog/);
    expect(() => parseCatalog(JSON.stringify({ items: [validItem] }), "c.json")).toThrow(/field "priceCheckedOn"/);
  });

  it("says where each problem is: the file, a top-level field, an item without a usable id, or the item itself", () => {
    const messageOf = (text: string) => {
      try {
        parseCatalog(text, "c.json");
      } catch (error) {
        expect(error).toBeInstanceOf(CatalogError);
        expect((error as Error).name).toBe("CatalogError");
        return (error as Error).message;
      }
      throw new Error("parseCatalog accepted a broken file");
    };
    expect(messageOf(JSON.stringify([validItem]))).toBe(
      "c.json is not a valid catalog: the file: Invalid input: expected object, received array",
    );
    expect(messageOf(JSON.stringify({ items: [validItem] }))).toBe(
      'c.json is not a valid catalog: field "priceCheckedOn": Invalid input: expected string, received undefined',
    );
    expect(messageOf(file([{ ...validItem, id: 5 }]))).toBe(
      'c.json is not a valid catalog: item 0, field "id": Invalid input: expected string, received number',
    );
    expect(messageOf(JSON.stringify({ priceCheckedOn: "2026-11-30", items: [] }))).toBe(
      'c.json is not a valid catalog: field "items": Too small: expected array to have >=1 items',
    );
    expect(messageOf(file([null]))).toBe(
      'c.json is not a valid catalog: item 0, field "(item)": Invalid input: expected object, received null',
    );
  });

  it("lists the first five problems, separated, and counts the rest", () => {
    const fiveWrong = { ...validItem, price: -1, name: 3, tags: 4, ages: 1, contains: 2 };
    const five =
      /^c\.json is not a valid catalog: (item 0 \("catan"\), field "\w+": [^;]+; ){4}item 0 \("catan"\), field "contains": [^;]+$/;
    expect(() => parseCatalog(file([fiveWrong]), "c.json")).toThrow(five);
    expect(() => parseCatalog(file([fiveWrong]), "c.json")).not.toThrow(/more\)$/);
    expect(() => parseCatalog(file([{ ...fiveWrong, is: 3 }]), "c.json")).toThrow(/field "contains": [^;]+ \(and 1 more\)$/);
    expect(() => parseCatalog(file([{ ...fiveWrong, is: 3, requires: 1, occasions: 2 }]), "c.json")).toThrow(/ \(and 3 more\)$/);
  });

  it("rejects duplicate ids", () => {
    expect(() => parseCatalog(file([validItem, { ...validItem, name: "Catan 2" }]), "c.json")).toThrow(/duplicate id/);
  });

  it("rejects text that is not JSON, naming the file", () => {
    expect(() => parseCatalog("[{", "broken.json")).toThrow(CatalogError);
    expect(() => parseCatalog("[{", "broken.json")).toThrow(/broken\.json is not valid JSON/);
  });

  it("reports a missing file without a stack", async () => {
    await expect(loadCatalog("/nonexistent/catalog.json")).rejects.toThrow(
      /cannot read the catalog at \/nonexistent\/catalog.json: ENOENT/,
    );
  });
});
