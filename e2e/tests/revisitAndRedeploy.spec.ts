/**
 * What a chat looks like later: revisited, its widget may get no toolOutput (oae#195); after a redeploy the host
 * keeps rendering the template it cached until the connector is refreshed (oae#216).
 */
import type { TimelineEntry } from "../simulator/shared/timeline.ts";
import type { SimulatorPage } from "../support/simulatorPage.ts";
import { eventually, expect, test } from "../support/test.ts";
import { consoleErrors, describeEntries } from "../support/timelineQueries.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";
const SECOND = "a wedding gift up to $200 for my cousin";

const byMethod = (entries: readonly TimelineEntry[], method: string) => entries.filter((e) => e.method === method && e.channel !== "host");
const resourceReads = async (simulator: SimulatorPage) =>
  (await simulator.timeline()).filter((e) => e.channel === "mcp" && e.direction === "host->server" && e.method === "resources/read").length;

test("revisited through window.openai, the widget starts with toolOutput null, where the first visit had it", async ({
  simulator,
  page,
}) => {
  await simulator.open({ api: "openai", prompt: PROMPT, quirks: ["empty-tool-output-on-revisit"] });
  await eventually(async () => (await simulator.state()).status).toBe("rendered");
  await page.getByRole("button", { name: "Reload widget" }).click();
  await eventually(async () => byMethod(await simulator.timeline(), "openai:init").length).toBe(2);
  const inits = byMethod(await simulator.timeline(), "openai:init").map((e) => (e.payload as { toolOutput: unknown }).toolOutput);
  expect(inits[0]).not.toBeNull();
  expect(inits[1]).toBeNull();
  expect(consoleErrors(await simulator.timeline()).filter((e) => e.summary.startsWith("Uncaught"))).toEqual([]);
});

test("revisited through the MCP Apps bridge, the result comes without structuredContent", async ({ simulator, page }) => {
  await simulator.open({ api: "mcp-apps", prompt: PROMPT, quirks: ["empty-tool-output-on-revisit"] });
  await eventually(async () => byMethod(await simulator.timeline(), "ui/notifications/tool-result").length).toBe(1);
  await page.evaluate(() => window.__simulator?.rerender());
  await page.getByRole("button", { name: "Reload widget" }).click();
  await eventually(async () => byMethod(await simulator.timeline(), "ui/notifications/tool-result").length).toBe(3);
  const summaries = byMethod(await simulator.timeline(), "ui/notifications/tool-result").map((e) => e.summary);
  expect(summaries, "a re-render is not a revisit; the reload is").toEqual([
    "result with structuredContent",
    "result with structuredContent",
    "result without structuredContent",
  ]);
});

test("with a cached template the host reads it once, until the connector is refreshed", async ({ simulator, page }) => {
  await simulator.open({ api: "chatgpt", prompt: PROMPT, quirks: ["stale-template-after-redeploy"] });
  await eventually(async () => (await simulator.state()).status).toBe("rendered");
  await page.evaluate((prompt) => window.__simulator?.send(prompt), SECOND);
  await eventually(async () => (await simulator.toolCalls()).length).toBe(2);
  expect(await resourceReads(simulator), describeEntries((await simulator.timeline()).filter((e) => e.method === "template"))).toBe(1);
  expect(
    (await simulator.timeline())
      .filter((e) => e.method === "template")
      .map((e) => (e.payload as { cached?: boolean } | undefined)?.cached === true),
  ).toEqual([false, true]);

  await page.getByRole("button", { name: "Refresh connector" }).click();
  await eventually(async () => (await simulator.timeline()).some((e) => e.method === "connector-refreshed")).toBe(true);
  await page.evaluate((prompt) => window.__simulator?.send(prompt), PROMPT);
  await eventually(async () => (await simulator.toolCalls()).length).toBe(3);
  expect(await resourceReads(simulator)).toBe(2);
});

test("without the quirk every render reads the template again", async ({ simulator, page }) => {
  await simulator.open({ api: "chatgpt", prompt: PROMPT });
  await eventually(async () => (await simulator.state()).status).toBe("rendered");
  await page.evaluate((prompt) => window.__simulator?.send(prompt), SECOND);
  await eventually(async () => (await simulator.toolCalls()).length).toBe(2);
  await eventually(() => resourceReads(simulator)).toBe(2);
});
