/** Fixtures mode renders the widget's canned cases with no server involved. */
import { FIXTURES, type FixtureName } from "../simulator/host/backend/fixtures.ts";
import type { WidgetState } from "../support/simulatorPage.ts";
import { expect, test } from "../support/test.ts";

/** "contract-error" is in errorStates.spec.ts, with more to check. */
const CASES: readonly [FixtureName, WidgetState][] = [
  ["normal", "results"],
  ["many", "results"],
  ["empty", "results"],
  ["business-error", "business-error"],
];

for (const [fixture, state] of CASES) {
  test(`fixture "${fixture}" renders as ${state} without a server`, async ({ simulator }) => {
    await simulator.open({ mode: "fixtures", fixture });
    await simulator.expectWidgetState(state);
    const gifts = (FIXTURES[fixture].result.structuredContent as { gifts?: unknown[] } | undefined)?.gifts;
    if (state === "results") {
      await simulator.check(`the widget should show the fixture's ${gifts?.length ?? 0} gifts`, async () => {
        await expect(simulator.cards).toHaveCount(gifts?.length ?? 0);
      });
    }
    const timeline = await simulator.timeline();
    expect(timeline.filter((e) => e.channel === "mcp"), "fixtures mode must not talk to a server").toEqual([]);
  });
}
