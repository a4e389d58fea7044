/**
 * The e2e `test`: every test gets a simulator page, and leaves its timeline (JSON), a screenshot, and the
 * browser's own console errors from every frame in the report, whether it passed or not.
 */
import { test as base, expect } from "@playwright/test";
import { SimulatorPage } from "./simulatorPage.ts";

export interface BrowserConsoleError {
  readonly frameUrl: string;
  readonly text: string;
}

export const test = base.extend<{ simulator: SimulatorPage; browserConsoleErrors: BrowserConsoleError[] }>({
  browserConsoleErrors: async ({ page }, use) => {
    const errors: BrowserConsoleError[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push({ frameUrl: message.location().url, text: message.text() });
    });
    page.on("pageerror", (error) => errors.push({ frameUrl: "(page error)", text: error.message }));
    await use(errors);
  },
  simulator: async ({ page }, use, testInfo) => {
    const simulator = new SimulatorPage(page);
    await use(simulator);
    const timeline = await simulator.exportTimeline().catch(() => null);
    if (timeline) await testInfo.attach("timeline.json", { body: JSON.stringify(timeline, null, 2), contentType: "application/json" });
    const screenshot = await page.screenshot().catch(() => null);
    if (screenshot) await testInfo.attach("screenshot.png", { body: screenshot, contentType: "image/png" });
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("widget-showed.txt", {
        body: await simulator.describe().catch((error: Error) => error.message),
        contentType: "text/plain",
      });
    }
  },
});

/** `expect.poll` that looks often: its default back-off (up to a second between looks) dominates short waits. */
export function eventually<T>(read: () => T | Promise<T>, message?: string, timeout?: number) {
  return expect.poll(read, { intervals: [50, 100, 150], ...(message ? { message } : {}), ...(timeout ? { timeout } : {}) });
}

export { expect };
