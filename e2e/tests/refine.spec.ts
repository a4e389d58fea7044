/** Refining the budget in full screen goes through the host to the real server; the new ideas are shown as served. */
import { EACH_API } from "../support/hostApis.ts";
import { servedGifts, usd } from "../support/servedIdeas.ts";
import { eventually, expect, test } from "../support/test.ts";
import { requestParams, toolCallsSentToServer } from "../support/timelineQueries.ts";

const NEW_BUDGET = 30;

for (const api of EACH_API) {
  test(`refining the budget to $${NEW_BUDGET} in full screen sends tools/call to the server and shows the new ideas within it (${api})`, async ({
    simulator,
  }) => {
    await simulator.open({ api, prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const before = await simulator.cardNames();
    await simulator.check("inline there is nothing to type into", async () => {
      await expect(simulator.widget.locator("input, textarea, select")).toHaveCount(0);
    });

    await simulator.byTestId("expand").click();
    await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
    await simulator.byTestId("refine-toggle").click();
    const form = simulator.byTestId("refine-form");
    await form.getByLabel("Budget (USD)").fill(String(NEW_BUDGET));
    await form.getByRole("button", { name: "Find gifts" }).click();

    await simulator.check("a second tools/call with the new budget should reach the server", async () => {
      await eventually(async () => (await simulator.serverToolCalls()).length).toBe(2);
      const refined = toolCallsSentToServer(await simulator.timeline())[1];
      expect(refined && requestParams(refined)?.arguments?.budget).toBe(NEW_BUDGET);
    });
    const widgetRequestBehind = async () => {
      const timeline = await simulator.timeline();
      const refined = toolCallsSentToServer(timeline)[1];
      return timeline.find((e) => e.channel === "bridge" && e.direction === "widget->host" && e.correlationId === refined?.correlationId)
        ?.method;
    };
    await eventually(widgetRequestBehind, "the server call should be the widget's request, proxied by the host").toMatch(
      /^(tools\/call|openai\/callTool)$/,
    );

    await simulator.check(`the served ideas, each at most $${NEW_BUDGET}, should replace the old ones, with their prices`, async () => {
      const served = await servedGifts(simulator, 1);
      await eventually(() => simulator.cardNames()).toEqual(served.map((gift) => gift.name));
      expect(await simulator.cardNames()).not.toEqual(before);
      expect(await simulator.cardPriceTexts()).toEqual(served.map((gift) => usd(gift.price)));
      for (const gift of served) expect(gift.price).toBeLessThanOrEqual(NEW_BUDGET);
      await expect(simulator.byTestId("query-summary")).toContainText(`$${NEW_BUDGET}`);
    });
  });
}
