/**
 * A revisited chat may hand the widget no result at all (oae#195): the ideas and the shortlist kept in widget
 * state are then what the person sees, instead of a spinner or an apology.
 */
import { EACH_API } from "../support/hostApis.ts";
import { servedGifts, usd } from "../support/servedIdeas.ts";
import { expect, test } from "../support/test.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

for (const api of EACH_API) {
  test(`revisited without a result, the widget shows the ideas and the shortlist it kept (${api})`, async ({ simulator, page }) => {
    await simulator.open({ api, prompt: PROMPT, quirks: ["empty-tool-output-on-revisit"] });
    await simulator.expectWidgetState("results");
    const gifts = await servedGifts(simulator, 0);
    await simulator.cards.nth(2).locator('[data-testid="shortlist-toggle"]').click();
    await expect(simulator.byTestId("shortlist-count")).toHaveText("1 shortlisted");

    await page.getByRole("button", { name: "Reload widget" }).click();
    await simulator.expectWidgetState("results");
    await simulator.check("the same ideas with their prices, and the shortlisted one, should be on screen", async () => {
      // The cards render a frame after the state does, so a busy machine can read them half drawn.
      await expect.poll(() => simulator.cardNames()).toEqual(gifts.map((gift) => gift.name));
      await expect.poll(() => simulator.cardPriceTexts()).toEqual(gifts.map((gift) => usd(gift.price)));
      await expect(simulator.cards.nth(2).locator('[data-testid="shortlist-toggle"]')).toHaveAttribute("aria-pressed", "true");
      await expect(simulator.byTestId("shortlist-count")).toHaveText("1 shortlisted");
    });
  });
}
