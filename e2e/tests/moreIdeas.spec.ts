/**
 * "More ideas" as a person sees it: new names, none repeated, nothing dropped; and after a reload of the
 * widget or of the page, the same ideas, the same shortlist.
 */
import { EACH_API_AND_CHATGPT } from "../support/hostApis.ts";
import { servedGifts, usd } from "../support/servedIdeas.ts";
import { eventually, expect, test } from "../support/test.ts";
import { requestParams, toolCallsSentToServer } from "../support/timelineQueries.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

// Two tool calls, a widget reload and a page reload: 15 s on an idle machine, up to 30 s on a busy one, so the
// test gets Playwright's "slow" budget (three times the default).
test.beforeEach(() => test.slow());

for (const api of EACH_API_AND_CHATGPT) {
  test(`"More ideas" shows only new ideas with their prices, keeps every idea, and a reload shows the same screen (${api})`, async ({
    simulator,
    page,
  }) => {
    await simulator.open({ api, prompt: PROMPT });
    await simulator.expectWidgetState("results");
    const first = await servedGifts(simulator, 0);
    expect(await simulator.cardNames()).toEqual(first.map((gift) => gift.name));

    await simulator.byTestId("more-ideas").click();
    await eventually(async () => (await simulator.serverToolCalls()).length).toBe(2);
    const second = await servedGifts(simulator, 1);
    const moreCall = toolCallsSentToServer(await simulator.timeline())[1];
    const total = first.length + second.length;

    await simulator.check("the carousel should show the new ideas, none of them shown before, with their prices", async () => {
      await expect(simulator.byTestId("idea-count")).toHaveText(`${second.length} new · ${total} in all`);
      const names = await simulator.cardNames();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names)
        expect(
          first.map((gift) => gift.name),
          `"${name}" was already shown`,
        ).not.toContain(name);
      expect(names).toEqual(second.map((gift) => gift.name));
      expect(await simulator.cardPriceTexts()).toEqual(second.map((gift) => usd(gift.price)));
      expect(moreCall && requestParams(moreCall)?.arguments?.excludeIds, "the request should exclude every idea shown").toEqual(
        first.map((gift) => gift.id),
      );
    });

    const secondName = second[1]?.name ?? "";
    await simulator.cards.nth(1).locator('[data-testid="shortlist-toggle"]').click();
    await expect(simulator.byTestId("shortlist-count")).toHaveText("1 shortlisted");
    const screen = { names: await simulator.cardNames(), prices: await simulator.cardPriceTexts() };

    for (const reload of ["widget", "page"] as const) {
      if (reload === "widget") await page.getByRole("button", { name: "Reload widget" }).click();
      else await page.reload();
      await simulator.expectWidgetState("results");
      await simulator.check(`after a ${reload} reload the same ideas, prices and shortlist should be on screen`, async () => {
        await expect(simulator.byTestId("idea-count")).toHaveText(`${second.length} new · ${total} in all`);
        expect(await simulator.cardNames()).toEqual(screen.names);
        expect(await simulator.cardPriceTexts()).toEqual(screen.prices);
        await expect(simulator.byTestId("shortlist-count")).toHaveText("1 shortlisted");
        await expect(simulator.cards.nth(1).locator('[data-testid="shortlist-toggle"]')).toHaveAttribute("aria-pressed", "true");
        expect((await simulator.serverToolCalls()).length, "a reload must not ask the server again").toBe(reload === "widget" ? 2 : 1);
      });
    }

    await simulator.byTestId("expand").click();
    await simulator.check("full screen should list every idea, old and new, with its price, and the shortlist", async () => {
      await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
      await expect(simulator.cards).toHaveCount(total);
      expect(await simulator.cardNames()).toEqual([...first, ...second].map((gift) => gift.name));
      expect(await simulator.cardPriceTexts()).toEqual([...first, ...second].map((gift) => usd(gift.price)));
      await expect(simulator.byTestId("shortlist")).toContainText(secondName);
    });
  });
}
