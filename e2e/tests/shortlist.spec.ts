/** The shortlist is widget state, so it survives a re-render, a widget reload and a page reload. */
import { injectsOpenAi } from "../simulator/shared/hostApi.ts";
import { EACH_API_AND_CHATGPT } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";

for (const api of EACH_API_AND_CHATGPT) {
  test(`a shortlisted gift stays shortlisted after a re-render, a widget reload and a page reload (${api})`, async ({
    simulator,
    page,
  }) => {
    await simulator.open({ api, prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const firstId = (await simulator.cardIds())[0] ?? "";
    const firstName = (await simulator.cards.first().locator('[data-testid="gift-name"]').innerText()).trim();
    const toggleOf = () =>
      simulator.widget.locator(`[data-testid="gift-card"][data-gift-id="${firstId}"] [data-testid="shortlist-toggle"]`);

    await toggleOf().click();
    await simulator.check("the first gift should be shortlisted", async () => {
      await expect(toggleOf()).toHaveAttribute("aria-pressed", "true");
      await expect(simulator.byTestId("shortlist-count")).toContainText("1");
    });
    if (injectsOpenAi(api)) {
      await eventually(
        async () => JSON.stringify((await simulator.state()).widgetState),
        "window.openai.setWidgetState should carry the shortlist",
      ).toContain(firstId);
    } else {
      await eventually(
        async () => JSON.stringify((await simulator.state()).modelContext),
        "ui/update-model-context should tell the model about the shortlist",
      ).toContain(firstName);
    }

    await page.getByRole("button", { name: "Re-render" }).click();
    await simulator.check("after a re-render the gift should still be shortlisted", async () => {
      await expect(toggleOf()).toHaveAttribute("aria-pressed", "true");
    });

    await page.getByRole("button", { name: "Reload widget" }).click();
    await simulator.expectWidgetState("results");
    await simulator.check("after the widget reloads the gift should still be shortlisted", async () => {
      await expect(toggleOf()).toHaveAttribute("aria-pressed", "true");
    });

    await page.reload();
    await simulator.expectWidgetState("results");
    await simulator.check("after the page reloads the gift should still be shortlisted", async () => {
      await expect(toggleOf()).toHaveAttribute("aria-pressed", "true");
      await expect(simulator.byTestId("shortlist-count")).toContainText("1");
    });
  });
}
