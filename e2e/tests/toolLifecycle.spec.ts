/**
 * The life of one tool call in the widget, as the MCP Apps spec orders it: tool-input once per view, the result
 * again on a re-render, tool-cancelled instead of a result, and ui/resource-teardown before the frame goes.
 * Asserted on the host's own timeline, so it holds whatever the widget draws.
 */
import { LATE_TOOL_OUTPUT_MS } from "../simulator/host/quirks.ts";
import { type TimelineEntry, TOOL_RESULT_WITHHELD } from "../simulator/shared/timeline.ts";
import type { SimulatorPage } from "../support/simulatorPage.ts";
import { eventually, expect, test } from "../support/test.ts";
import { describeEntries } from "../support/timelineQueries.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

const sentToWidget = (entries: readonly TimelineEntry[], method: string) =>
  entries.filter((e) => e.channel === "bridge" && e.direction === "host->widget" && e.method === method);

async function count(simulator: SimulatorPage, method: string): Promise<number> {
  return sentToWidget(await simulator.timeline(), method).length;
}

/** How often the host dropped a late result because its call was cancelled first. */
/**
 * The late result reaches the host only after the quirk's delay: the usual wait comes on top of it, rather than
 * sharing its 6 s with the delay on a busy machine.
 */
const LATE_RESULT_WAIT_MS = LATE_TOOL_OUTPUT_MS + 6_000;

async function withheld(simulator: SimulatorPage): Promise<number> {
  return (await simulator.timeline()).filter((e) => e.method === TOOL_RESULT_WITHHELD).length;
}

for (const api of ["mcp-apps", "chatgpt"] as const) {
  test(`a re-render sends the result again but the tool input only once (${api})`, async ({ simulator, page }) => {
    await simulator.open({ api, prompt: PROMPT });
    await eventually(() => count(simulator, "ui/notifications/tool-result")).toBe(1);
    await page.evaluate(() => window.__simulator?.rerender());
    await page.getByRole("button", { name: "Re-render" }).click();
    await eventually(() => count(simulator, "ui/notifications/tool-result")).toBe(3);
    expect(
      await count(simulator, "ui/notifications/tool-input"),
      describeEntries(sentToWidget(await simulator.timeline(), "ui/notifications/tool-input")),
    ).toBe(1);
  });
}

test("a re-render through window.openai sets the tool output again, never the tool input", async ({ simulator, page }) => {
  await simulator.open({ api: "openai", prompt: PROMPT });
  await eventually(async () => (await simulator.state()).status).toBe("rendered");
  await page.evaluate(() => window.__simulator?.rerender());
  const updates = sentToWidget(await simulator.timeline(), "openai:set_globals (tool result)");
  expect(updates).toHaveLength(1);
  const globals = (updates[0]?.payload as { globals: Record<string, unknown> }).globals;
  expect(Object.keys(globals).sort()).toEqual(["toolOutput", "toolResponseMetadata"]);
});

test("cancelling while the result is late sends tool-cancelled with the reason, and the result never comes", async ({
  simulator,
  page,
}) => {
  await simulator.open({ api: "mcp-apps", prompt: PROMPT, quirks: ["late-tool-output"] });
  await eventually(() => count(simulator, "ui/notifications/tool-input")).toBe(1);
  await page.getByRole("button", { name: "Cancel tool call" }).click();
  await eventually(() => count(simulator, "ui/notifications/tool-cancelled")).toBe(1);
  const [cancelled] = sentToWidget(await simulator.timeline(), "ui/notifications/tool-cancelled");
  expect((cancelled?.payload as { params: { reason: string } }).params.reason).toBe("The user stopped the tool call.");
  expect(cancelled?.correlationId, "the cancel belongs to the model's tool call").toBe((await simulator.toolCalls())[0]?.correlationId);
  await simulator.expectWidgetState("cancelled");
  await eventually(() => withheld(simulator), "the host should withhold the late result", LATE_RESULT_WAIT_MS).toBe(1);
  expect(await count(simulator, "ui/notifications/tool-result"), "no result after a cancel").toBe(0);
});

test("window.openai has no cancel notification: a cancelled late result is simply never set", async ({ simulator, page }) => {
  await simulator.open({ api: "openai", prompt: PROMPT, quirks: ["late-tool-output"] });
  await eventually(() => count(simulator, "openai:init")).toBe(1);
  await page.evaluate(() => window.__simulator?.cancelToolCall("stopped"));
  await eventually(() => withheld(simulator), "the host should withhold the late result", LATE_RESULT_WAIT_MS).toBe(1);
  const entries = await simulator.timeline();
  expect(sentToWidget(entries, "openai:set_globals (tool result)")).toEqual([]);
  expect(entries.filter((e) => e.method === "tool-cancelled").map((e) => e.summary)).toEqual([
    expect.stringContaining("no cancel notification"),
  ]);
});

test("closing the widget sends ui/resource-teardown and waits for the view's answer before the frame goes", async ({ simulator, page }) => {
  await simulator.open({ api: "mcp-apps", prompt: PROMPT });
  await eventually(() => count(simulator, "ui/notifications/tool-result")).toBe(1);
  await page.getByRole("button", { name: "Close widget" }).click();
  await expect(simulator.frame).toHaveCount(0);
  const entries = await simulator.timeline();
  const teardown = sentToWidget(entries, "ui/resource-teardown");
  expect(teardown, describeEntries(entries.slice(-8))).toHaveLength(1);
  const answer = entries.find(
    (e) => e.direction === "widget->host" && e.id === teardown[0]?.id && (e.kind === "response" || e.kind === "error"),
  );
  const closed = entries.find((e) => e.method === "widget-closed");
  expect(answer, "the view answered the teardown").toBeDefined();
  expect(closed?.seq ?? 0).toBeGreaterThan(answer?.seq ?? Infinity);
  expect(entries.some((e) => e.method === "teardown-timeout")).toBe(false);
});

test("reloading the widget tears the old view down before the new document is made", async ({ simulator, page }) => {
  await simulator.open({ api: "chatgpt", prompt: PROMPT });
  await eventually(() => count(simulator, "ui/notifications/tool-result")).toBe(1);
  await page.getByRole("button", { name: "Reload widget" }).click();
  await eventually(() => count(simulator, "ui/notifications/tool-result")).toBe(2);
  const entries = await simulator.timeline();
  const [teardown] = sentToWidget(entries, "ui/resource-teardown");
  const documents = entries.filter((e) => e.method === "sandbox-document");
  expect(documents).toHaveLength(2);
  expect(teardown?.seq ?? Infinity).toBeLessThan(documents[1]?.seq ?? 0);
  expect(await count(simulator, "ui/notifications/tool-input"), "a new view gets the input once").toBe(2);
});

test("a view that asks to be closed (ui/notifications/request-teardown) is torn down and removed", async ({ simulator }) => {
  await simulator.open({ api: "mcp-apps", prompt: PROMPT });
  await eventually(() => count(simulator, "ui/notifications/tool-result")).toBe(1);
  await simulator.widget
    .locator("html")
    .evaluate(() => window.parent.postMessage({ jsonrpc: "2.0", method: "ui/notifications/request-teardown", params: {} }, "*"));
  await expect(simulator.frame).toHaveCount(0);
  expect(await count(simulator, "ui/resource-teardown")).toBe(1);
});
