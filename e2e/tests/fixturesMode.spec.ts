/** Fixtures mode renders the widget's canned cases with no server involved. */
import type { WidgetRootState } from "@gift-finder/shared";
import { INLINE_MAX_CARDS } from "../../widget/src/components/InlineView.tsx";
import { FIXTURES, type FixtureName } from "../simulator/host/backend/fixtures.ts";
import { expect, test } from "../support/test.ts";

/** "contract-error" is in errorStates.spec.ts, with more to check. */
const CASES: readonly [FixtureName, WidgetRootState][] = [
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
      const names = (gifts as { name: string }[] | undefined)?.map((gift) => gift.name) ?? [];
      // The inline carousel holds at most 8: past that its last place leads to full screen.
      const inline = names.length > INLINE_MAX_CARDS ? names.slice(0, INLINE_MAX_CARDS - 1) : names;
      await simulator.check(`the widget should show the fixture's ${names.length} gifts by name`, async () => {
        expect(await simulator.cardNames()).toEqual(inline);
        if (inline.length < names.length) await expect(simulator.byTestId("see-all")).toHaveText(`See all ${names.length}`);
        else await expect(simulator.byTestId("see-all")).toHaveCount(0);
      });
      if (inline.length < names.length) {
        await simulator.byTestId("see-all").click();
        await simulator.check("full screen should list every one of them", async () => {
          await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
          expect(await simulator.cardNames()).toEqual(names);
        });
      }
    }
    const timeline = await simulator.timeline();
    expect(
      timeline.filter((e) => e.channel === "mcp"),
      "fixtures mode must not talk to a server",
    ).toEqual([]);
  });
}
