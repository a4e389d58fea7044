/** "Write a card" asks the host for a follow-up message naming the gift; the shop link asks it to open a link. */
import { EACH_API } from "../support/hostApis.ts";
import { servedGifts, usd } from "../support/servedIdeas.ts";
import { eventually, expect, test } from "../support/test.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

for (const api of EACH_API) {
  test(`"Write a card" in an idea's details makes the host receive a follow-up that names the gift and the occasion (${api})`, async ({
    simulator,
    page,
  }) => {
    await simulator.open({ api, prompt: PROMPT });
    await simulator.expectWidgetState("results");
    const giftName = (await simulator.cardNames())[0] ?? "";
    const price = (await simulator.cardPrices())[0] ?? 0;

    const details = await simulator.openDetails(0);
    await simulator.check("the details should show the idea in full screen, with its price", async () => {
      await expect(simulator.root).toHaveAttribute("data-display-mode", "fullscreen");
      await expect(details.locator('[data-testid="gift-price"]')).toHaveText(usd(price));
      await expect(details.locator('[data-testid="gift-description"]')).not.toBeEmpty();
    });
    await details.getByRole("button", { name: "Write a card" }).click();

    await simulator.check(`the host should receive one follow-up naming "${giftName}"`, async () => {
      await eventually(async () => (await simulator.followUps()).length).toBe(1);
      const [followUp] = await simulator.followUps();
      expect(followUp?.ignored).toBe(false);
      expect(followUp?.text).toContain(giftName);
      expect(followUp?.text.toLowerCase()).toContain("birthday");
    });
    await expect(page.getByTestId("message-user").last(), "the follow-up should appear in the conversation").toContainText(giftName);
  });
}

for (const api of EACH_API) {
  test(`"View at the shop" asks the host to open the gift's link instead of navigating the frame (${api})`, async ({ simulator }) => {
    await simulator.open({ api, prompt: PROMPT });
    await simulator.expectWidgetState("results");
    const gifts = await servedGifts(simulator, 0);
    const withLink = gifts.findIndex((gift) => gift.url !== undefined);
    expect(withLink, "at least one suggested gift should have a shop link").toBeGreaterThanOrEqual(0);
    const details = await simulator.openDetails(withLink);
    const link = details.getByRole("button", { name: /View at the shop/ });
    await expect(link).toBeVisible();
    await link.click();
    await simulator.check("the host should have been asked to open the gift's https link", async () => {
      await eventually(async () => (await simulator.state()).openedLinks).toEqual([gifts[withLink]?.url]);
      expect(gifts[withLink]?.url).toMatch(/^https:\/\//);
    });
  });
}
