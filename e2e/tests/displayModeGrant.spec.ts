/** Only display modes the widget declared are granted (SPEC); phones turn picture-in-picture into fullscreen (R). */
import { grantDisplayMode } from "../simulator/host/hostContext.ts";
import { eventually, expect, test } from "../support/test.ts";
import { callOpenAi, requestFromWidget } from "../support/widgetBridge.ts";

const PROMPT = "a birthday gift up to $100 for a friend who loves board games";

test("the grant: declared modes only, none declared means inline only, undeclarable means all", () => {
  const base = { current: "inline", device: "desktop" } as const;
  expect(grantDisplayMode({ ...base, requested: "fullscreen", declared: ["inline", "fullscreen"] })).toBe("fullscreen");
  expect(grantDisplayMode({ ...base, requested: "pip", declared: ["inline", "fullscreen"] })).toBe("inline");
  expect(grantDisplayMode({ ...base, requested: "fullscreen", declared: [] })).toBe("inline");
  expect(grantDisplayMode({ ...base, requested: "pip", declared: undefined })).toBe("pip");
  expect(grantDisplayMode({ requested: "pip", current: "inline", device: "mobile", declared: ["inline", "fullscreen"] })).toBe(
    "fullscreen",
  );
  expect(grantDisplayMode({ requested: "pip", current: "inline", device: "mobile", declared: ["inline", "pip"] })).toBe("inline");
  expect(grantDisplayMode({ requested: "inline", current: "fullscreen", device: "desktop", declared: ["fullscreen"] })).toBe("fullscreen");
});

test("an MCP Apps widget that declared inline and fullscreen gets fullscreen, but not picture-in-picture", async ({ simulator }) => {
  await simulator.open({ api: "mcp-apps", prompt: PROMPT });
  await eventually(async () => (await simulator.timeline()).some((e) => e.method === "ui/notifications/tool-result")).toBe(true);
  const initialize = (await simulator.timeline()).find((e) => e.method === "ui/initialize" && e.direction === "widget->host");
  const declared = (initialize?.payload as { params: { appCapabilities: { availableDisplayModes?: string[] } } }).params.appCapabilities
    .availableDisplayModes;
  expect(declared, "this test assumes the widget declares fullscreen and not pip").toContain("fullscreen");
  expect(declared).not.toContain("pip");

  expect((await requestFromWidget(simulator, "ui/request-display-mode", { mode: "pip" })).result).toEqual({ mode: "inline" });
  expect((await simulator.state()).settings.displayMode).toBe("inline");
  expect((await simulator.timeline()).filter((e) => e.method === "display-mode-refused").map((e) => e.summary)).toEqual([
    expect.stringContaining("asked for pip, granted inline"),
  ]);

  expect((await requestFromWidget(simulator, "ui/request-display-mode", { mode: "fullscreen" })).result).toEqual({ mode: "fullscreen" });
  expect((await simulator.state()).settings.displayMode).toBe("fullscreen");
});

test("window.openai alone has no way to declare modes, so ChatGPT grants picture-in-picture on a desktop", async ({ simulator }) => {
  await simulator.open({ api: "openai", prompt: PROMPT });
  await eventually(async () => (await simulator.state()).status).toBe("rendered");
  expect(await callOpenAi(simulator, "requestDisplayMode", { mode: "pip" })).toEqual({ mode: "pip" });
  expect((await simulator.state()).settings.displayMode).toBe("pip");
});
