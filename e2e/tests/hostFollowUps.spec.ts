/**
 * Follow-ups as ChatGPT answers them: a dropped one resolves silently (no isError; oae#126), one that gets through
 * runs the scripted model again and re-renders the widget (oae#129), and none get through while a reply streams.
 */
import type { SimulatorPage } from "../support/simulatorPage.ts";
import { eventually, expect, test } from "../support/test.ts";
import { callOpenAi, followUpFromWidget } from "../support/widgetBridge.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";
const FOLLOW_UP = "Write a short card to go with the board game, please";

async function rendered(simulator: SimulatorPage): Promise<void> {
  await eventually(async () => (await simulator.state()).status).toBe("rendered");
}

const documentsMade = async (simulator: SimulatorPage) =>
  (await simulator.timeline()).filter((e) => e.method === "sandbox-document").length;

test("ChatGPT answers a dropped ui/message like a delivered one: no isError", async ({ simulator }) => {
  await simulator.open({ api: "chatgpt", prompt: PROMPT, quirks: ["ignore-follow-ups"] });
  await rendered(simulator);
  const answer = await followUpFromWidget(simulator, FOLLOW_UP);
  expect(answer).toEqual({ result: {} });
  expect((await simulator.state()).followUps).toEqual([{ text: FOLLOW_UP, api: "chatgpt", ignored: true }]);
  expect(await simulator.toolCalls()).toHaveLength(1);
});

test("a plain MCP Apps host answers a refused ui/message with isError", async ({ simulator }) => {
  await simulator.open({ api: "mcp-apps", prompt: PROMPT, quirks: ["ignore-follow-ups"] });
  await rendered(simulator);
  expect(await followUpFromWidget(simulator, FOLLOW_UP)).toEqual({ result: { isError: true } });
});

test("a follow-up runs the scripted turn again and re-renders the widget (ui/message)", async ({ simulator, page }) => {
  await simulator.open({ api: "mcp-apps", prompt: PROMPT });
  await rendered(simulator);
  const [first] = await simulator.toolCalls();
  expect(await followUpFromWidget(simulator, FOLLOW_UP)).toEqual({ result: {} });
  await eventually(async () => (await simulator.toolCalls()).length).toBe(2);
  const second = (await simulator.toolCalls())[1];
  expect(second).toMatchObject({ origin: "model", name: first?.name, arguments: first?.arguments });
  await rendered(simulator);
  await eventually(() => documentsMade(simulator), "the widget is rendered again in a new document").toBe(2);
  await expect(page.getByTestId("message-user").last()).toHaveText(FOLLOW_UP);
  await expect(simulator.frame).toHaveCount(1);
});

test("a follow-up that is a new request is read as one (window.openai)", async ({ simulator }) => {
  await simulator.open({ api: "openai", prompt: PROMPT });
  await rendered(simulator);
  expect(await callOpenAi(simulator, "sendFollowUpMessage", { prompt: "Actually, a wedding gift up to $200 for my cousin" })).toBeNull();
  await eventually(async () => (await simulator.toolCalls()).length).toBe(2);
  expect((await simulator.toolCalls())[1]?.arguments).toMatchObject({ occasion: "wedding", budget: 200 });
});

test("while the reply streams, ChatGPT drops a follow-up silently; once it has streamed, the follow-up goes through", async ({
  simulator,
  page,
}) => {
  await simulator.open({ api: "chatgpt", prompt: "", quirks: ["drop-follow-ups-while-streaming"] });
  await page.evaluate(() => window.__simulator?.holdReplyStream());
  await page.evaluate((prompt) => window.__simulator?.send(prompt), PROMPT);
  await eventually(async () => (await simulator.state()).streaming).toBe(true);
  expect(await followUpFromWidget(simulator, FOLLOW_UP)).toEqual({ result: {} });
  expect((await simulator.state()).followUps.map((f) => f.ignored)).toEqual([true]);
  expect((await simulator.timeline()).filter((e) => e.method === "follow-up").map((e) => e.summary)).toEqual([
    `dropped while the reply streams: ${FOLLOW_UP}`,
  ]);

  await page.evaluate(() => window.__simulator?.finishReplyStream());
  expect((await simulator.state()).streaming, "the reply has finished streaming").toBe(false);
  expect(await simulator.toolCalls(), "the dropped follow-up ran nothing").toHaveLength(1);
  expect(await followUpFromWidget(simulator, FOLLOW_UP)).toEqual({ result: {} });
  expect((await simulator.state()).followUps.map((f) => f.ignored)).toEqual([true, false]);
  await eventually(async () => (await simulator.toolCalls()).length).toBe(2);
});

test("under drop-follow-ups-while-streaming, a reply finishes streaming by itself", async ({ simulator }) => {
  await simulator.open({ api: "chatgpt", prompt: PROMPT, quirks: ["drop-follow-ups-while-streaming"] });
  const streamEvents = async () => (await simulator.timeline()).filter((e) => e.method?.startsWith("reply-stream")).map((e) => e.method);
  await eventually(streamEvents, "the reply streams, then finishes").toEqual(["reply-streaming", "reply-streamed"]);
  expect((await simulator.state()).streaming).toBe(false);
});
