/**
 * A normal run leaves no console error and no CSP violation, seen both by the sandbox
 * instrumentation (the timeline) and by the browser itself. The last test proves the detectors detect.
 */
import { EACH_API_AND_CHATGPT } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";
import { consoleErrors, cspViolations, describeEntries } from "../support/timelineQueries.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

for (const api of EACH_API_AND_CHATGPT) {
  test(`a normal run, including a refine and a shortlist, logs no console error and no CSP violation (${api})`, async ({
    simulator,
    browserConsoleErrors,
  }) => {
    await simulator.open({ api, prompt: PROMPT });
    await simulator.expectWidgetState("results");
    await simulator.cards.first().locator('[data-testid="shortlist-toggle"]').click();
    await simulator.byTestId("more-ideas").click();
    await eventually(async () => (await simulator.serverToolCalls()).length).toBe(2);
    await simulator.expectWidgetState("results");

    const timeline = await simulator.timeline();
    expect(consoleErrors(timeline), `console errors:\n${describeEntries(consoleErrors(timeline))}`).toEqual([]);
    expect(cspViolations(timeline), `CSP violations:\n${describeEntries(cspViolations(timeline))}`).toEqual([]);
    expect(browserConsoleErrors, "errors Chromium reported in any frame").toEqual([]);
    expect(
      timeline.some((e) => e.method === "performance.mark" && e.summary.startsWith("gift-finder:first-render")),
      "the widget should mark its first render",
    ).toBe(true);
  });
}

test("the timeline catches a CSP violation and a console error inside the widget (the detectors work)", async ({ simulator }) => {
  await simulator.open({ prompt: PROMPT });
  await simulator.expectWidgetState("results");
  await simulator.root.evaluate(() => {
    console.error("deliberate error from the e2e test");
    void fetch("https://example.com/not-allowed").catch(() => undefined);
  });
  await eventually(async () => consoleErrors(await simulator.timeline()).map((e) => e.summary)).toContain(
    "deliberate error from the e2e test",
  );
  await eventually(async () => cspViolations(await simulator.timeline()).map((e) => e.summary)).toContainEqual(
    expect.stringContaining("connect-src blocked https://example.com/not-allowed"),
  );
  await expect(simulator.page.getByTestId("csp-violation-count")).toHaveText("1 CSP violations");
});
