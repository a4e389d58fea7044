/** The host's locale and device reach the widget in both APIs, and the widget adapts to them. */
import { EACH_API } from "../support/hostApis.ts";
import { servedGifts, usd } from "../support/servedIdeas.ts";
import { expect, test } from "../support/test.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

for (const api of EACH_API) {
  test(`a German host locale formats the prices the German way (${api})`, async ({ simulator }) => {
    await simulator.open({ api, locale: "de-DE", prompt: PROMPT });
    await simulator.expectWidgetState("results");
    await simulator.check("prices should read like 59,99 $, and the text should be German", async () => {
      const gifts = await servedGifts(simulator, 0);
      expect(await simulator.cardPriceTexts()).toEqual(gifts.map((gift) => usd(gift.price, "de-DE").replace(/\s/g, " ")));
      for (const text of await simulator.cardPriceTexts()) expect(text).toMatch(/^\d+(,\d{2})? \$$/);
      await expect(simulator.widget.getByRole("heading", { level: 2 })).toHaveText("Geschenkideen");
      await expect(simulator.byTestId("query-summary")).toContainText("Geburtstag");
      await expect(simulator.cards.first().locator('[data-testid="shortlist-toggle"]')).toHaveText("Merken");
      await expect(simulator.byTestId("more-ideas")).toHaveText("Weitere Ideen");
    });
  });
}

test("on a phone the widget fits the narrow column without sideways scrolling", async ({ simulator }) => {
  await simulator.open({ device: "mobile", prompt: PROMPT });
  await simulator.expectWidgetState("results");
  expect(await simulator.root.evaluate(() => window.innerWidth), "390 px phone minus 16 px padding each side").toBe(358);
  await simulator.check("the widget should not overflow horizontally", async () => {
    const overflow = await simulator.root.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await simulator.cards.count()).toBeGreaterThanOrEqual(3);
  });
});
