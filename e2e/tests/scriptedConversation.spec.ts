/**
 * A deterministic conversation, no LLM. The user asks for a gift; the scripted
 * model calls suggest_gifts on the real server with the arguments the sentence holds; the widget shows them.
 */
import { EACH_API_AND_CHATGPT } from "../support/hostApis.ts";
import { servedGifts, usd } from "../support/servedIdeas.ts";
import { expect, test } from "../support/test.ts";
import { requestParams, responseTo, toolCallsSentToServer } from "../support/timelineQueries.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

for (const api of EACH_API_AND_CHATGPT) {
  test(`"${PROMPT}" calls suggest_gifts with those arguments and shows at least 3 gifts of at most $100 (${api})`, async ({
    simulator,
  }) => {
    await simulator.open({ api, prompt: PROMPT });
    await simulator.expectWidgetState("results");

    const timeline = await simulator.timeline();
    const [call, ...others] = toolCallsSentToServer(timeline);
    expect(others, "the scripted turn should make exactly one tools/call").toHaveLength(0);
    expect(call?.channel, "the call should go to the live server").toBe("mcp");
    expect(call && requestParams(call)).toEqual({
      name: "suggest_gifts",
      arguments: {
        occasion: "birthday",
        budget: 100,
        recipient: "friend who loves board games",
        relationship: "friend",
        interests: ["board games"],
      },
    });

    await simulator.check("the widget should show at least 3 gifts, each at most $100, the ones the server returned", async () => {
      expect(await simulator.cards.count()).toBeGreaterThanOrEqual(3);
      const prices = await simulator.cardPrices();
      for (const price of prices) expect(price).toBeLessThanOrEqual(100);
      const response = call && responseTo(timeline, call);
      const served = (
        response?.payload as { result: { structuredContent: { gifts: { id: string }[] } } }
      ).result.structuredContent.gifts.map((g) => g.id);
      expect(await simulator.cardIds()).toEqual(served);
    });
    await simulator.check("each card should show the served name and the served price, to the cent", async () => {
      const gifts = await servedGifts(simulator, 0);
      expect(await simulator.cardNames()).toEqual(gifts.map((gift) => gift.name));
      expect(await simulator.cardPriceTexts()).toEqual(gifts.map((gift) => usd(gift.price)));
      for (const text of await simulator.cardPriceTexts()) expect(text).toMatch(/^\$\d+(\.\d\d)?$/);
      await expect(simulator.byTestId("idea-count")).toHaveText(`${gifts.length} ideas`);
    });
  });
}
