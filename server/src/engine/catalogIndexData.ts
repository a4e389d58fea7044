/**
 * A catalog index as plain data (maps, sets, arrays, typed arrays) and back, so that a built index can be kept
 * on disk with `v8.serialize` and a start can skip building it again. Everything but the phrase table and the
 * lazily built word search is plain data already; those two are made again from their parts.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { lazyTextPostings } from "./catalogIndex.ts";
import { PhraseTable, type PhraseTableData } from "./text.ts";

export type CatalogIndexData = Omit<CatalogIndex, "phraseConcepts" | "textPostings"> & {
  readonly phraseConcepts: PhraseTableData<string>;
};

export function catalogIndexToData(index: CatalogIndex): CatalogIndexData {
  const { phraseConcepts, textPostings: _built, ...plain } = index;
  return { ...plain, phraseConcepts: phraseConcepts.toData() };
}

export function catalogIndexFromData(data: CatalogIndexData): CatalogIndex {
  return { ...data, phraseConcepts: PhraseTable.fromData(data.phraseConcepts), textPostings: lazyTextPostings(data.items) };
}
