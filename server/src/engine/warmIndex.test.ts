import { describe, expect, it } from "vitest";
import { testItem } from "../../testing/testItem.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { itemFacts, itemFactsSteps } from "./itemFacts.ts";
import { allItemLists, itemsWhere } from "./itemMemo.ts";
import { warmIndexSteps } from "./warmIndex.ts";

const items = Array.from({ length: 600 }, (_, at) =>
  testItem({ id: `item-${at}`, name: at % 3 === 0 ? `Skating for two ${at}` : `Board game ${at}`, price: 10 + at }),
);
const skates = itemsWhere((item) => item.name.startsWith("Skating"));

/** Steps a generator takes before it is done. */
function stepsOf(steps: Generator<void, unknown, void>): number {
  let taken = 0;
  while (!steps.next().done) taken++;
  return taken;
}

describe("warmIndexSteps", () => {
  it("works out the item facts and every item list in many short steps, after which a query finds them made", () => {
    const index = buildCatalogIndex(items);
    expect(stepsOf(itemFactsSteps(buildCatalogIndex(items)))).toBeGreaterThan(1);
    expect(stepsOf(warmIndexSteps(index))).toBeGreaterThan(2);
    expect(stepsOf(itemFactsSteps(index))).toBe(0);
    expect(stepsOf(allItemLists(index))).toBe(0);
    expect(skates(index)).toHaveLength(200);
    expect(itemFacts(index).forTwo).toHaveLength(200);
  });
});
