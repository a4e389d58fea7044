import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { widgetContentMeta, widgetCsp } from "./widgetResource.ts";

const item = (id: string, extra: Partial<CatalogItem>): CatalogItem =>
  ({
    id,
    name: `Item ${id}`,
    price: 20,
    category: "board-games",
    description: "A game for the whole family.",
    occasions: ["any"],
    tags: ["games", "family"],
    audience: ["adult"],
    ...extra,
  }) as CatalogItem;

const catalog = [
  item("a", { url: "https://shop.example.com/a?ref=1", image: "https://img.example.net/a.jpg" }),
  item("b", { url: "https://shop.example.com/b" }),
  item("c", { url: "https://other.example.org/c", image: "https://img.example.net/c.png" }),
  item("d", {}),
];

describe("widgetCsp", () => {
  it("lists each shop origin and picture origin once, sorted, and no connect origin", () => {
    expect(widgetCsp(catalog)).toEqual({
      connectDomains: [],
      resourceDomains: ["https://img.example.net"],
      redirectDomains: ["https://other.example.org", "https://shop.example.com"],
    });
  });

  it("declares nothing for a catalog without links or pictures", () => {
    expect(widgetCsp([item("d", {})])).toEqual({ connectDomains: [], resourceDomains: [], redirectDomains: [] });
  });
});

describe("widgetContentMeta", () => {
  it("says the same CSP in both dialects, with the shops as ChatGPT's redirect domains", () => {
    const meta = widgetContentMeta(catalog, { standard: undefined, chatgpt: undefined });
    expect(meta.ui).toEqual({ csp: { connectDomains: [], resourceDomains: ["https://img.example.net"] }, prefersBorder: true });
    expect(meta["openai/widgetCSP"]).toEqual({
      connect_domains: [],
      resource_domains: ["https://img.example.net"],
      redirect_domains: ["https://other.example.org", "https://shop.example.com"],
    });
  });

  it("sends no widget domain unless one is configured", () => {
    const meta = widgetContentMeta(catalog, { standard: undefined, chatgpt: undefined });
    expect(meta).not.toHaveProperty("openai/widgetDomain");
    expect(meta.ui).not.toHaveProperty("domain");
  });

  it("sends the configured domain in both dialects, or ChatGPT's own value when it has one", () => {
    const one = widgetContentMeta(catalog, { standard: "https://gifts.example.com", chatgpt: undefined });
    expect(one).toMatchObject({ ui: { domain: "https://gifts.example.com" }, "openai/widgetDomain": "https://gifts.example.com" });
    const split = widgetContentMeta(catalog, { standard: "a904794854a047f6.claudemcpcontent.com", chatgpt: "https://gifts.example.com" });
    expect(split).toMatchObject({
      ui: { domain: "a904794854a047f6.claudemcpcontent.com" },
      "openai/widgetDomain": "https://gifts.example.com",
    });
  });
});
