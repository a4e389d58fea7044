/** The widget's fullscreen request is honoured by the host: inline is one carousel row, full screen a grid with more. */
import type { Locator } from "@playwright/test";
import { EACH_API } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";

async function rowCount(cards: Locator): Promise<number> {
  const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  return new Set(tops).size;
}

for (const api of EACH_API) {
  test(`"Full screen" is granted, the frame grows and shows the grid, filters and shortlist; the host's exit restores inline (${api})`, async ({
    simulator,
    page,
  }) => {
    await simulator.open({ api, device: "desktop", prompt: "a birthday gift up to $150 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const inlineFrame = await simulator.frame.boundingBox();
    const inlineRootWidth = (await simulator.root.boundingBox())?.width ?? 0;
    const names = await simulator.cardNames();
    await simulator.check("inline, the ideas should sit in one carousel row that does not scroll vertically", async () => {
      expect(await rowCount(simulator.cards)).toBe(1);
      const carousel = simulator.byTestId("carousel");
      expect(await carousel.evaluate((element) => getComputedStyle(element).overflowY)).toBe("hidden");
      expect(
        await simulator.root.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
        "the frame should fit the content",
      ).toBeLessThanOrEqual(1);
    });

    await simulator.byTestId("expand").click();
    await simulator.check("the host should grant fullscreen and the widget should use the room", async () => {
      await eventually(async () => (await simulator.state()).settings.displayMode).toBe("fullscreen");
      await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
      await eventually(async () => (await simulator.frame.boundingBox())?.width).toBe(1280);
      expect((await simulator.root.boundingBox())?.width ?? 0).toBeGreaterThan(inlineRootWidth);
      expect(await rowCount(simulator.cards)).toBeGreaterThan(1);
      expect(await simulator.cardNames()).toEqual(names);
      await expect(simulator.widget.getByLabel("Sort", { exact: true })).toBeVisible();
      await expect(simulator.widget.getByRole("region", { name: "Shortlist" })).toBeVisible();
      await expect(simulator.widget.getByRole("button", { name: /exit|close/i }), "the host provides the close control").toHaveCount(0);
    });

    await page.getByRole("button", { name: "Exit fullscreen" }).click();
    await simulator.check("back inline, the frame should shrink again (no height stuck after fullscreen)", async () => {
      await expect(simulator.root).toHaveAttribute("data-display-mode", "inline");
      await eventually(async () => (await simulator.frame.boundingBox())?.width).toBe(inlineFrame?.width);
      expect((await simulator.frame.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(
        (await simulator.state()).settings.maxHeight + 2,
      );
      expect(await rowCount(simulator.cards)).toBe(1);
    });
  });
}

test("the carousel is usable by keyboard alone: arrow keys move between ideas and scroll them into view", async ({ simulator }) => {
  await simulator.open({ device: "mobile", prompt: "a birthday gift up to $100 for a friend who loves board games" });
  await simulator.expectWidgetState("results");
  const names = await simulator.cardNames();
  const track = simulator.byTestId("carousel");
  await simulator.cards.first().locator('[data-testid="shortlist-toggle"]').focus();
  for (let index = 1; index < names.length; index++) {
    await simulator.page.keyboard.press("ArrowRight");
    await expect(simulator.cards.nth(index)).toBeFocused();
  }
  await simulator.check("the last idea should have scrolled into the visible part of the carousel", async () => {
    await eventually(async () =>
      track.evaluate((element) => {
        const last = element.querySelector<HTMLElement>(":scope > li:last-child");
        if (!last) return false;
        const [box, view] = [last.getBoundingClientRect(), element.getBoundingClientRect()];
        return box.left >= view.left - 1 && box.right <= view.right + 1;
      }),
    ).toBe(true);
  });
  await simulator.page.keyboard.press("Home");
  await expect(simulator.cards.first()).toBeFocused();
  await simulator.page.keyboard.press("Tab");
  await expect(simulator.cards.first().locator('[data-testid="shortlist-toggle"]')).toBeFocused();
  await simulator.page.keyboard.press("Enter");
  await expect(simulator.byTestId("shortlist-count")).toHaveText("1 shortlisted");
});

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

test("reduced motion is honoured: the carousel jumps instead of gliding", async ({ simulator }) => {
  await simulator.page.emulateMedia({ reducedMotion: "reduce" });
  await simulator.open({ device: "mobile", prompt: "a birthday gift up to $100 for a friend who loves board games" });
  await simulator.expectWidgetState("results");
  const track = simulator.byTestId("carousel");
  expect(await track.evaluate((element) => getComputedStyle(element).scrollBehavior)).toBe("auto");
  const [atOnce, later] = await track.evaluate(async (element) => {
    const next = document.querySelector<HTMLButtonElement>('[data-testid="carousel-next"]');
    // scrollend fires once the scroll is over, whether it jumped or glided.
    const ended = new Promise((resolve) => element.addEventListener("scrollend", resolve, { once: true }));
    next?.click();
    const first = element.scrollLeft;
    await ended;
    return [first, element.scrollLeft];
  });
  expect(atOnce, "without animation the carousel is at its new place right after the click").toBeGreaterThan(0);
  expect(later).toBe(atOnce);
  await simulator.page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await track.evaluate((element) => getComputedStyle(element).scrollBehavior)).toBe("smooth");
});

const HEIGHT_REPORT = { "mcp-apps": "ui/notifications/size-changed", openai: "openai/notifyIntrinsicHeight" } as const;

for (const api of ["mcp-apps", "openai"] as const) {
  test(`the widget reports its height (${HEIGHT_REPORT[api]}) and the host sizes the frame to it, so nothing is clipped or scrolled (${api})`, async ({
    simulator,
  }) => {
    await simulator.open({ api, prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    await simulator.check("the last height report should match the content, and the frame should show all of it", async () => {
      await eventually(async () =>
        (await simulator.timeline()).some((e) => e.direction === "widget->host" && e.method === HEIGHT_REPORT[api]),
      ).toBe(true);
      const content = await simulator.root.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      await eventually(() => simulator.frame.evaluate((frame) => frame.clientHeight), "the frame's inner height").toBe(content);
      await expect(simulator.byTestId("more-ideas")).toBeInViewport();
    });
  });
}
