import { describe, expect, it } from "vitest";
import { syntheticCatalog } from "../../testing/syntheticCatalog.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { suggestGifts } from "./suggestGifts.ts";

// A file of its own: at 100k items it takes seconds, so the mutation runs (scripts/mutation) leave it out.
describe("suggestGifts at scale", () => {
  // How fast is a bench figure (`npm run bench`: the engine at 1k/10k/100k items), not a unit test's business.
  it("answers over 100k synthetic items within the budget, the same way each time", async () => {
    const big = buildCatalogIndex(syntheticCatalog(await loadCatalog(), 100_000));
    const ask = (budget: number) => suggestGifts(big, { occasion: "birthday", budget, recipient: "friend who loves board games" });
    for (const budget of [25, 100, 400]) {
      const suggestion = ask(budget);
      expect(suggestion.kind).toBe("ideas");
      if (suggestion.kind !== "ideas") continue;
      expect(suggestion.ideas.length).toBeGreaterThan(0);
      for (const idea of suggestion.ideas) expect(idea.item.price).toBeLessThanOrEqual(budget);
      expect(ask(budget)).toEqual(suggestion);
    }
  }, 60_000);
});
