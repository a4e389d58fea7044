/** Switching the host theme repaints the widget; asserted on computed colours, not classes. */

import { luminance, paintedColors } from "../support/colors.ts";
import { EACH_API } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";

for (const api of EACH_API) {
  test(`switching light -> dark -> light repaints the widget's background and text (${api})`, async ({ simulator, page }) => {
    await simulator.open({ api, theme: "light", prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const light = await paintedColors(simulator.root);
    const lightCard = await paintedColors(simulator.cards.first());

    await page.getByLabel("Theme").selectOption("dark");
    await simulator.check("the widget should paint a dark background with light text", async () => {
      await eventually(async () => (await paintedColors(simulator.root)).background).not.toBe(light.background);
      const dark = await paintedColors(simulator.root);
      expect(luminance(light.background), `light background ${light.background}`).toBeGreaterThan(0.6);
      expect(luminance(dark.background), `dark background ${dark.background}`).toBeLessThan(0.2);
      expect(luminance(dark.text), `dark-theme text ${dark.text}`).toBeGreaterThan(luminance(dark.background) + 0.3);
      expect(luminance(light.text), `light-theme text ${light.text}`).toBeLessThan(luminance(light.background) - 0.3);
      expect((await paintedColors(simulator.cards.first())).background, "cards should follow the theme too").not.toBe(lightCard.background);
    });

    await page.getByLabel("Theme").selectOption("light");
    await simulator.check("switching back should restore the light colours", async () => {
      await eventually(async () => paintedColors(simulator.root)).toEqual(light);
    });
  });
}
