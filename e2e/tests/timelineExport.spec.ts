/**
 * The exported timeline correlates one tool call across both legs: the JSON-RPC tools/call the server got
 * and the bridge message that handed its result to the widget carry the same correlation id and server id.
 */
import { readFile } from "node:fs/promises";
import type { TimelineExport } from "../simulator/shared/timeline.ts";
import { EACH_API_AND_CHATGPT } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";
import { responseTo, toolCallsSentToServer, toolResultsDeliveredToWidget } from "../support/timelineQueries.ts";

for (const api of EACH_API_AND_CHATGPT) {
  test(`the exported JSON matches the server's tools/call to the tool result the widget received (${api})`, async ({ simulator, page }) => {
    await simulator.open({ api, prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");

    const downloading = page.waitForEvent("download");
    await page.getByTestId("export-timeline").click();
    const exported = JSON.parse(await readFile(await (await downloading).path(), "utf8")) as TimelineExport;

    const [call] = toolCallsSentToServer(exported.entries);
    expect(call, "the export should contain the tools/call").toBeDefined();
    if (!call) return;
    const response = responseTo(exported.entries, call);
    const delivered = toolResultsDeliveredToWidget(exported.entries).filter((e) => e.correlationId === call.correlationId);
    expect(call.correlationId).toMatch(/^call-\d+$/);
    expect(response?.correlationId).toBe(call.correlationId);
    // ChatGPT delivers the result twice, once per API: window.openai's toolOutput and the ui/* tool-result.
    expect(delivered, "one bridge message per host API should deliver this call's result").toHaveLength(api === "chatgpt" ? 2 : 1);
    for (const entry of delivered) {
      expect(entry.serverRpcId, "the bridge entry names the JSON-RPC id of the server call").toBe(call.id);
      expect(entry.atMs).toBeGreaterThan(response?.atMs ?? Infinity);
    }

    const served = (response?.payload as { result: { structuredContent: unknown } }).result.structuredContent;
    for (const entry of delivered) {
      const payload = entry.payload as {
        params?: { structuredContent?: unknown };
        globals?: { toolOutput?: unknown };
        toolOutput?: unknown;
      };
      expect(
        payload.params?.structuredContent ?? payload.globals?.toolOutput ?? payload.toolOutput,
        `${entry.method} should carry what the server sent`,
      ).toEqual(served);
    }
  });
}

test("a tool call the widget makes is one correlation from the widget's request to the server and back", async ({ simulator }) => {
  await simulator.open({ prompt: "a birthday gift up to $100 for a friend who loves board games" });
  await simulator.expectWidgetState("results");
  await simulator.byTestId("more-ideas").click();

  const legsOfSecondCall = async () => {
    const entries = await simulator.timeline();
    const second = toolCallsSentToServer(entries)[1];
    return entries
      .filter((e) => e.correlationId !== undefined && e.correlationId === second?.correlationId)
      .map((e) => `${e.channel} ${e.direction} ${e.kind}`);
  };
  await eventually(legsOfSecondCall).toEqual([
    "bridge widget->host request",
    "mcp host->server request",
    "mcp server->host response",
    "bridge host->widget response",
  ]);
});
