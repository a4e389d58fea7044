/**
 * Catalog resources: `gift_catalog` summarises the catalog (categories, price ranges, examples, counts)
 * without dumping it, and a template serves one category each.
 */
import {
  CATEGORIES,
  CATEGORY_SLUGS,
  CATEGORY_URI_PREFIX,
  CATEGORY_URI_TEMPLATE,
  type CatalogItem,
  type CategorySlug,
  GIFT_CATALOG_URI,
  OCCASIONS,
} from "@gift-finder/shared";
import type { Resource, ResourceTemplate } from "@modelcontextprotocol/sdk/types.js";
import type { CatalogIndex } from "../engine/catalogIndex.ts";

const JSON_MIME = "application/json";
const EXAMPLES_PER_CATEGORY = 3;

export const giftCatalogListing: Resource = {
  uri: GIFT_CATALOG_URI,
  name: "gift_catalog",
  title: "Gift catalog summary",
  description: "The gift catalog at a glance: categories with item counts, price ranges and example items.",
  mimeType: JSON_MIME,
};

export const categoryTemplate: ResourceTemplate = {
  uriTemplate: CATEGORY_URI_TEMPLATE,
  name: "gift_category",
  title: "Gift category",
  description: `Every gift in one category, with prices. slug is one of: ${CATEGORY_SLUGS.join(", ")}.`,
  mimeType: JSON_MIME,
};

const categoryUri = (slug: CategorySlug) => `${CATEGORY_URI_PREFIX}${slug}`;

export function categoryListings(): Resource[] {
  return CATEGORY_SLUGS.map((slug) => ({
    uri: categoryUri(slug),
    name: `gift_category_${slug}`,
    title: `${CATEGORIES[slug].label} gifts`,
    mimeType: JSON_MIME,
  }));
}

/** The category a URI names, when it is one of the catalog's; any other text after the prefix names none. */
export function categoryFromUri(uri: string): CategorySlug | undefined {
  if (!uri.startsWith(CATEGORY_URI_PREFIX)) return undefined;
  const slug = uri.slice(CATEGORY_URI_PREFIX.length);
  return CATEGORY_SLUGS.find((known) => known === slug);
}

function priceRange(items: readonly CatalogItem[]) {
  const prices = items.map((i) => i.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

function itemsByCategory(index: CatalogIndex): Map<CategorySlug, CatalogItem[]> {
  const groups = new Map<CategorySlug, CatalogItem[]>();
  for (const item of index.items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return groups;
}

export function catalogSummary(index: CatalogIndex, version: number) {
  const groups = itemsByCategory(index);
  return {
    version,
    totalItems: index.items.length,
    priceRange: priceRange(index.items),
    occasions: OCCASIONS,
    categories: CATEGORY_SLUGS.filter((slug) => groups.has(slug)).map((slug) => {
      const items = groups.get(slug) ?? [];
      // Examples spread over the price range: cheapest, middle, dearest (items are sorted by price).
      const picks = [...new Set([0, Math.floor(items.length / 2), items.length - 1])].slice(0, EXAMPLES_PER_CATEGORY);
      return {
        slug,
        label: CATEGORIES[slug].label,
        count: items.length,
        priceRange: priceRange(items),
        examples: picks.map((at) => items[at]?.name),
        uri: categoryUri(slug),
      };
    }),
  };
}

export function categoryDetail(index: CatalogIndex, slug: CategorySlug) {
  const items = index.items.filter((item) => item.category === slug);
  return {
    slug,
    label: CATEGORIES[slug].label,
    count: items.length,
    ...(items.length > 0 ? { priceRange: priceRange(items) } : {}),
    items: items.map(({ id, name, price, occasions }) => ({ id, name, price, occasions })),
  };
}

export function completeCategorySlug(prefix: string): string[] {
  return CATEGORY_SLUGS.filter((slug) => slug.startsWith(prefix.toLowerCase()));
}
