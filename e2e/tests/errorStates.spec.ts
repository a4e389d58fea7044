/** A business error from the real server and a contract-breaking result both show their state. */

import { cheapestGiftPrice } from "../../server/testing/cheapestGift.ts";
import { eventually, expect, test } from "../support/test.ts";
import { consoleErrors } from "../support/timelineQueries.ts";

test("a budget below the cheapest gift shows the business error with the cheapest price and a way to adjust", async ({ simulator }) => {
  await simulator.open({ prompt: "a birthday gift up to $3 for my nephew" });
  await simulator.expectWidgetState("business-error");
  await simulator.check("the error should name the cheapest price and offer the refine form", async () => {
    await expect(simulator.byTestId("error-message")).toContainText(cheapestGiftPrice());
    await expect(simulator.cards).toHaveCount(0);
    await expect(simulator.byTestId("refine-form"), "inline holds no form").toHaveCount(0);
  });
  await simulator.widget.getByRole("button", { name: "Refine in full screen" }).click();
  await simulator.check("full screen should offer the refine form, filled in with the budget asked for", async () => {
    await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
    await expect(simulator.byTestId("refine-form").getByLabel("Budget (USD)")).toHaveValue("3");
  });
});

test("a result that breaks the contract shows the contract error, explained, and logs it", async ({ simulator }) => {
  await simulator.open({ mode: "fixtures", fixture: "contract-error" });
  await simulator.expectWidgetState("contract-error");
  await simulator.check("the contract error should be explained on screen and in the console", async () => {
    await expect(simulator.byTestId("error-message")).toBeVisible();
    expect((await simulator.byTestId("error-message").innerText()).trim().length).toBeGreaterThan(10);
    await expect(simulator.cards).toHaveCount(0);
    await eventually(async () => consoleErrors(await simulator.timeline()).length).toBeGreaterThan(0);
  });
});
