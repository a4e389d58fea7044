/** Holds the catalog being served. A swap replaces the whole index at once, so a query never sees half of two catalogs. */
import type { CatalogItem } from "@gift-finder/shared";
import { buildCatalogIndex, type CatalogIndex } from "../engine/catalogIndex.ts";

export class CatalogStore {
  #index: CatalogIndex;
  #version = 1;

  constructor(items: readonly CatalogItem[]) {
    this.#index = buildCatalogIndex(items);
  }

  get index(): CatalogIndex {
    return this.#index;
  }

  /** Increases with every swap; resources and caches key on it. */
  get version(): number {
    return this.#version;
  }

  replace(items: readonly CatalogItem[]): void {
    this.#index = buildCatalogIndex(items);
    this.#version += 1;
  }
}
