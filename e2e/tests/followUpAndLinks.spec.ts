/** Issue 4, test 5: "Write a card" asks the host for a follow-up message naming the gift; "Open" asks it to open a link. */
import { EACH_API } from "../support/hostApis.ts";
import { eventually, expect, test } from "../support/test.ts";

for (const api of EACH_API) {
  test(`"Write a card" makes the host receive a follow-up that names the gift and the occasion (${api})`, async ({ simulator, page }) => {
    await simulator.open({ api, prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const card = simulator.cards.first();
    const giftName = (await card.locator('[data-testid="gift-name"]').innerText()).trim();

    await card.locator('[data-testid="write-card"]').click();

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
  test(`"Open" asks the host to open the gift's link instead of navigating the frame (${api})`, async ({ simulator }) => {
    await simulator.open({ api, prompt: "a birthday gift up to $100 for a friend who loves board games" });
    await simulator.expectWidgetState("results");
    const link = simulator.byTestId("open-link").first();
    await simulator.check("at least one suggested gift should have a link", async () => {
      await expect(link).toBeVisible();
    });
    await link.click();
    await simulator.check("the host should have been asked to open an https link", async () => {
      await eventually(async () => (await simulator.state()).openedLinks).toEqual([expect.stringMatching(/^https:\/\//)]);
    });
  });
}
