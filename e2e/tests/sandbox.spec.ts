/**
 * The frame as the spec sandboxes it: allow-scripts and allow-same-origin on the sandbox origin, in every host and
 * under every quirk. Blocked storage is simulated inside the frame, as a browser that blocks it behaves.
 */
import { IFRAME_SANDBOX } from "../simulator/host/widgetHost/widgetMount.ts";
import { HOST_APIS } from "../simulator/shared/hostApi.ts";
import { SANDBOX_ORIGIN } from "../support/ports.ts";
import type { SimulatorPage } from "../support/simulatorPage.ts";
import { eventually, expect, test } from "../support/test.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

function storageProbe(simulator: SimulatorPage) {
  return simulator.widget.locator("html").evaluate(() => {
    const attempt = (use: () => unknown) => {
      try {
        use();
        return "ok";
      } catch (error) {
        return (error as DOMException).name;
      }
    };
    return {
      origin: window.origin,
      localStorage: attempt(() => localStorage.setItem("probe", "1")),
      sessionStorage: attempt(() => sessionStorage.getItem("probe")),
      indexedDB: attempt(() => indexedDB.open("probe")),
      cookie: attempt(() => document.cookie),
    };
  });
}

test("the sandbox has exactly the spec's tokens plus forms", () => {
  expect(IFRAME_SANDBOX.split(" ").sort()).toEqual(["allow-forms", "allow-same-origin", "allow-scripts"]);
});

for (const api of HOST_APIS) {
  test(`the frame keeps allow-same-origin, and storage works on the sandbox origin (${api})`, async ({ simulator }) => {
    await simulator.open({ api, prompt: PROMPT });
    await eventually(async () => (await simulator.state()).status).toBe("rendered");
    await expect(simulator.frame).toHaveAttribute("sandbox", IFRAME_SANDBOX);
    expect(await storageProbe(simulator)).toEqual({
      origin: SANDBOX_ORIGIN,
      localStorage: "ok",
      sessionStorage: "ok",
      indexedDB: "ok",
      cookie: "ok",
    });
  });
}

test("storage blocked: the sandbox is unchanged, and every storage access throws a SecurityError inside the frame", async ({
  simulator,
}) => {
  await simulator.open({ api: "chatgpt", prompt: PROMPT, quirks: ["storage-blocked"] });
  await eventually(async () => (await simulator.state()).status).toBe("rendered");
  await expect(simulator.frame).toHaveAttribute("sandbox", IFRAME_SANDBOX);
  expect(await storageProbe(simulator)).toEqual({
    origin: SANDBOX_ORIGIN,
    localStorage: "SecurityError",
    sessionStorage: "SecurityError",
    indexedDB: "SecurityError",
    cookie: "SecurityError",
  });
});
