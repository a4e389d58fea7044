import { loadCatalog } from "../server/src/catalog/loadCatalog.ts";
import { buildCatalogIndex } from "../server/src/engine/catalogIndex.ts";
import { CONCEPT_PHRASES } from "../server/src/engine/vocabulary.ts";
const index = buildCatalogIndex(await loadCatalog());
for (const concept of Object.keys(CONCEPT_PHRASES)) {
  const items = (index.postings.get(concept) ?? []).filter((p) => p.weight >= 0.3 * 1.25).map((p) => index.items[p.item]!.price);
  const bands = [items.filter((p) => p < 25).length, items.filter((p) => p >= 25 && p < 75).length, items.filter((p) => p >= 75).length];
  if (bands.some((b) => b === 0)) console.log(concept, bands);
}
