/** Issue 4, test 3: refining the budget inside the widget goes through the host to the real server. */
import { EACH_API } from "../support/hostApis.ts";
import { requestParams, toolCallsSentToServer } from "../support/timelineQueries.ts";
import { eventually, expect, test } from "../support/test.ts";

const NEW_BUDGET = 30;

for (const api of EACH_API) {
  test(`refining the budget to $${NEW_BUDGET} sends tools/call to the server and shows new cards within it (${api})`, async ({ simulator }) => {
    await simulator.open({ api, prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const before = await simulator.cardIds();

    const toggle = simulator.byTestId("refine-toggle");
    if (await toggle.isVisible()) await toggle.click();
    const form = simulator.byTestId("refine-form");
    await form.locator('input[name="budget"]').fill(String(NEW_BUDGET));
    await simulator.byTestId("refine-submit").click();

    await simulator.check("a second tools/call with the new budget should reach the server", async () => {
      await eventually(async () => (await simulator.serverToolCalls()).length).toBe(2);
      const refined = toolCallsSentToServer(await simulator.timeline())[1];
      expect(refined && requestParams(refined)?.arguments?.budget).toBe(NEW_BUDGET);
    });
    const widgetRequestBehind = async () => {
      const timeline = await simulator.timeline();
      const refined = toolCallsSentToServer(timeline)[1];
      return timeline.find((e) => e.channel === "bridge" && e.direction === "widget->host" && e.correlationId === refined?.correlationId)?.method;
    };
    await eventually(widgetRequestBehind, "the server call should be the widget's request, proxied by the host").toMatch(/^(tools\/call|openai\/callTool)$/);

    await simulator.check(`new cards, each at most $${NEW_BUDGET}, should replace the old ones`, async () => {
      await eventually(() => simulator.cardIds()).not.toEqual(before);
      expect(await simulator.cards.count()).toBeGreaterThan(0);
      for (const price of await simulator.cardPrices()) expect(price).toBeLessThanOrEqual(NEW_BUDGET);
    });
  });
}
