/**
 * What queries work out once per catalog index (the item facts, the item lists), worked out in steps: a reload
 * runs them before it swaps its index in, so the first query after the swap is as quick as any other. Over 100k
 * items they took more than a second, and the answers waiting behind that query with them.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemFactsSteps } from "./itemFacts.ts";
import { allItemLists } from "./itemMemo.ts";

export function* warmIndexSteps(index: CatalogIndex): Generator<void, void, void> {
  yield* itemFactsSteps(index);
  yield* allItemLists(index);
}
