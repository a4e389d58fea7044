/** Each host quirk real hosts have shown degrades visibly and gracefully. */
import { injectsOpenAi } from "../simulator/shared/hostApi.ts";
import { EACH_API } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";
import { consoleErrors, cspViolations, describeEntries } from "../support/timelineQueries.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

for (const api of EACH_API) {
  test(`structuredContent stripped by the host: the widget says so instead of showing a blank frame (${api})`, async ({ simulator }) => {
    await simulator.open({ api, prompt: PROMPT, quirks: ["strip-structured-content"] });
    await simulator.expectWidgetState("structured-missing");
    await simulator.check("the widget should explain what is missing instead of drawing nothing", async () => {
      await expect(simulator.cards).toHaveCount(0);
      expect((await simulator.root.innerText()).trim().length, "visible explanation").toBeGreaterThan(40);
    });
  });

  test(`tool output late: the widget shows the pending query first, then the results (${api})`, async ({ simulator }) => {
    await simulator.open({ api, prompt: PROMPT, quirks: ["late-tool-output"] });
    await simulator.expectWidgetState("pending");
    await simulator.check("while pending, the widget should show what was asked", async () => {
      await expect(simulator.byTestId("query-summary")).toContainText(/birthday/i);
      await expect(simulator.byTestId("query-summary")).toContainText("100");
    });
    await simulator.expectWidgetState("results");
    expect(await simulator.cards.count()).toBeGreaterThanOrEqual(3);
  });

  test(`follow-ups ignored by the host: the widget keeps working and nothing reaches the conversation (${api})`, async ({ simulator }) => {
    await simulator.open({ api, prompt: PROMPT, quirks: ["ignore-follow-ups"] });
    await simulator.expectWidgetState("results");
    const details = await simulator.openDetails(0);
    await details.getByRole("button", { name: "Write a card" }).click();
    await simulator.check("the host should have swallowed the follow-up and the widget should still show results", async () => {
      await eventually(async () => (await simulator.state()).followUps.map((f) => f.ignored)).toEqual([true]);
      await expect(simulator.root).toHaveAttribute("data-state", "results");
      await expect(details.getByRole("button", { name: "Write a card" })).toBeEnabled();
      expect(consoleErrors(await simulator.timeline()).filter((e) => e.summary.startsWith("Uncaught"))).toEqual([]);
    });
  });

  test(`storage blocked: the shortlist works, and survives a reload only where the host keeps widget state (${api})`, async ({
    simulator,
    page,
  }) => {
    await simulator.open({ api, prompt: PROMPT, quirks: ["storage-blocked"] });
    await simulator.expectWidgetState("results");
    const toggle = simulator.byTestId("shortlist-toggle").first();
    await toggle.click();
    await expect(toggle, "shortlisting should still work within the session").toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Reload widget" }).click();
    await simulator.expectWidgetState("results");
    const kept = injectsOpenAi(api);
    await simulator.check(
      kept
        ? "window.openai.setWidgetState is kept by the host, so the shortlist comes back"
        : "with no storage and no host-kept state, the shortlist starts empty, without errors",
      async () => {
        await expect(simulator.byTestId("shortlist-toggle").first()).toHaveAttribute("aria-pressed", kept ? "true" : "false");
        expect(consoleErrors(await simulator.timeline()).filter((e) => e.summary.startsWith("Uncaught"))).toEqual([]);
      },
    );
  });
}

test("strict published CSP: the widget renders with nothing blocked", async ({ simulator }) => {
  await simulator.open({ prompt: PROMPT, quirks: ["strict-csp"] });
  await simulator.expectWidgetState("results");
  const csp = (await simulator.state()).document?.contentSecurityPolicy ?? "";
  expect(csp, "a published app gets no 'self'").not.toContain("'self'");
  expect(csp).toContain("connect-src 'none'");
  const violations = cspViolations(await simulator.timeline());
  expect(violations, `CSP violations:\n${describeEntries(violations)}`).toEqual([]);
});
