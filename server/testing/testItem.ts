/** A catalog item for unit tests that set only the fields they are about. */
import type { CatalogItem } from "@gift-finder/shared";

/** An adult's item for any occasion, in `home`, that contains, is and needs nothing unless `fields` say so. */
export function testItem(fields: Partial<CatalogItem> & Pick<CatalogItem, "id">): CatalogItem {
  return {
    name: `Test ${fields.id}`,
    price: 1,
    category: "home",
    description: "A test item.",
    occasions: ["any"],
    tags: ["test"],
    audience: ["adult"],
    ages: { min: 18, max: 120 },
    contains: [],
    is: [],
    requires: [],
    ...fields,
  };
}
