/**
 * axe-core inside the widget's frame, in every state the widget can show, in both themes, inline and full
 * screen: no serious or critical violation. Fixtures mode, so each state is reached without a server.
 */
import AxeBuilder from "@axe-core/playwright";
import type { WidgetRootState } from "@gift-finder/shared";
import type { Page } from "@playwright/test";
import type { FixtureName } from "../simulator/host/backend/fixtures.ts";
import type { SimulatorPage } from "../support/simulatorPage.ts";
import { expect, test } from "../support/test.ts";

const STATES: readonly [FixtureName, WidgetRootState][] = [
  ["normal", "results"],
  ["many", "results"],
  ["empty", "results"],
  ["business-error", "business-error"],
  ["contract-error", "contract-error"],
];
const THEMES = ["light", "dark"] as const;

// Each test runs two full axe scans of the widget: 12-17 s on an idle machine and up to 30 s on a busy one, the
// whole of the default budget, so these tests get Playwright's "slow" budget (three times the default).
test.beforeEach(() => test.slow());

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="widget-frame"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
    );
}

async function expectNoSeriousViolations(simulator: SimulatorPage, where: string): Promise<void> {
  for (const theme of THEMES) {
    await simulator.page.getByLabel("Theme").selectOption(theme);
    await expect(simulator.root).toHaveAttribute("data-theme", theme);
    expect(await seriousViolations(simulator.page), `${where}, ${theme} theme`).toEqual([]);
  }
}

for (const [fixture, state] of STATES) {
  for (const display of ["inline", "fullscreen"] as const) {
    test(`no serious or critical axe violation: "${fixture}" (${state}), ${display}, light and dark`, async ({ simulator }) => {
      await simulator.open({ mode: "fixtures", fixture, display });
      await simulator.expectWidgetState(state);
      await expect(simulator.root).toHaveAttribute("data-display-mode", display);
      await expectNoSeriousViolations(simulator, `${fixture} ${display}`);
    });
  }
}

// Two tests, not one: each scans light and dark, and four full scans in one test took 22-31 s of a 30 s budget
// on a busy machine.
test("no serious or critical axe violation: the open refine form in full screen, light and dark", async ({ simulator }) => {
  await simulator.open({ mode: "fixtures", fixture: "normal", display: "fullscreen" });
  await simulator.expectWidgetState("results");
  await simulator.byTestId("refine-toggle").click();
  await expect(simulator.byTestId("refine-form")).toBeVisible();
  await expectNoSeriousViolations(simulator, "refine form open");
});

test("no serious or critical axe violation: an idea's details in full screen with the refine form open, light and dark", async ({
  simulator,
}) => {
  await simulator.open({ mode: "fixtures", fixture: "normal", display: "fullscreen" });
  await simulator.expectWidgetState("results");
  await simulator.byTestId("refine-toggle").click();
  await expect(simulator.byTestId("refine-form")).toBeVisible();
  await simulator.openDetails(1);
  await expectNoSeriousViolations(simulator, "details");
});

test("no serious or critical axe violation: a German host", async ({ simulator }) => {
  await simulator.open({ mode: "fixtures", fixture: "normal", locale: "de-DE" });
  await simulator.expectWidgetState("results");
  await expect(simulator.root).toHaveAttribute("lang", "de");
  await expectNoSeriousViolations(simulator, "German results");
});
