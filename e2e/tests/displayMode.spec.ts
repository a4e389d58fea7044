/** Issue 4, test 7: the widget's fullscreen request is honoured by the host, and the widget lays out wider. */
import type { Locator } from "@playwright/test";
import { EACH_API } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";

async function columnCount(cards: Locator): Promise<number> {
  const lefts = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

for (const api of EACH_API) {
  test(`"Expand" is granted fullscreen, the frame grows and the grid gets more columns; exiting restores inline (${api})`, async ({ simulator, page }) => {
    await simulator.open({ api, device: "desktop", prompt: "a birthday gift up to $150 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const inlineFrame = await simulator.frame.boundingBox();
    const inlineRootWidth = (await simulator.root.boundingBox())?.width ?? 0;
    const inlineColumns = await columnCount(simulator.cards);

    await simulator.byTestId("expand").click();
    await simulator.check("the host should grant fullscreen and the widget should use the room", async () => {
      await eventually(async () => (await simulator.state()).settings.displayMode).toBe("fullscreen");
      await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
      await eventually(async () => (await simulator.frame.boundingBox())?.width).toBe(1280);
      expect((await simulator.root.boundingBox())?.width ?? 0).toBeGreaterThan(inlineRootWidth);
      expect(await columnCount(simulator.cards), `inline had ${inlineColumns} columns`).toBeGreaterThan(inlineColumns);
    });

    await page.getByRole("button", { name: "Exit fullscreen" }).click();
    await simulator.check("back inline, the frame should shrink again (no height stuck after fullscreen)", async () => {
      await expect(simulator.root).toHaveAttribute("data-display-mode", "inline");
      await eventually(async () => (await simulator.frame.boundingBox())?.width).toBe(inlineFrame?.width);
      expect((await simulator.frame.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual((await simulator.state()).settings.maxHeight + 2);
    });
  });
}

test("on a phone the host turns a picture-in-picture request into fullscreen, as ChatGPT does", async ({ simulator }) => {
  await simulator.open({ api: "openai", device: "mobile", prompt: "a birthday gift up to $100 for a friend who loves board games" });
  await simulator.expectWidgetState("results");
  const granted = await simulator.root.evaluate(async () => {
    const openai = (window as { openai?: { requestDisplayMode(args: { mode: string }): Promise<{ mode: string }> } }).openai;
    return openai ? (await openai.requestDisplayMode({ mode: "pip" })).mode : "window.openai is missing";
  });
  expect(granted).toBe("fullscreen");
  expect((await simulator.state()).settings.displayMode).toBe("fullscreen");
  await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
});
