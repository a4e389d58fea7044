/** The host's locale and device reach the widget in both APIs, and the widget adapts to them. */
import { EACH_API } from "../support/hostApis.ts";
import { expect, test } from "../support/test.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

for (const api of EACH_API) {
  test(`a German host locale formats the prices the German way (${api})`, async ({ simulator }) => {
    await simulator.open({ api, locale: "de-DE", prompt: PROMPT });
    await simulator.expectWidgetState("results");
    await simulator.check("prices should read like 59,99 $", async () => {
      await expect(simulator.cards.first().locator('[data-testid="gift-price"]')).toHaveText(/^\d+(,\d{2})?\s\$$/);
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
