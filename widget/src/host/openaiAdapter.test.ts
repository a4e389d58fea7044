// @vitest-environment happy-dom

import { OPENAI_SET_GLOBALS_EVENT } from "@gift-finder/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIXTURES } from "../dev/fixtures.ts";
import { createOpenAiAdapter } from "./openaiAdapter.ts";

const structured = FIXTURES.normal.result.structuredContent;
const meta = FIXTURES.normal.result._meta;

/** A stand-in for ChatGPT's window.openai: globals as properties plus the methods, as ChatGPT injects it. */
function installOpenAi(globals: Record<string, unknown> = {}, methods: Record<string, unknown> = defaultMethods()) {
  const openai: Record<string, unknown> = { ...globals, ...methods };
  Object.defineProperty(window, "openai", { value: openai, configurable: true, writable: true });
  return openai;
}

function defaultMethods() {
  return {
    callTool: vi.fn(async () => FIXTURES.many.result),
    sendFollowUpMessage: vi.fn(async () => undefined),
    openExternal: vi.fn(() => undefined),
    requestDisplayMode: vi.fn(async ({ mode }: { mode: string }) => ({ mode: mode === "pip" ? "fullscreen" : mode })),
    setWidgetState: vi.fn(async () => undefined),
  };
}

function setGlobals(globals: Record<string, unknown>) {
  window.dispatchEvent(new CustomEvent(OPENAI_SET_GLOBALS_EVENT, { detail: { globals } }));
}

afterEach(() => {
  Reflect.deleteProperty(window, "openai");
});

describe("openai adapter", () => {
  it("reads the globals ChatGPT injects", () => {
    installOpenAi({
      theme: "dark",
      locale: "fr-FR",
      displayMode: "inline",
      maxHeight: 500,
      safeArea: { insets: { top: 1, right: 2, bottom: 3, left: 4 } },
      toolInput: FIXTURES.normal.arguments,
      toolOutput: structured,
      toolResponseMetadata: meta,
      widgetState: { shortlist: [] },
    });
    const snapshot = createOpenAiAdapter(window).getSnapshot();
    expect(snapshot).toMatchObject({
      connection: "connected",
      theme: "dark",
      locale: "fr-FR",
      displayMode: "inline",
      availableDisplayModes: ["inline", "pip", "fullscreen"],
      maxHeight: 500,
      safeArea: { top: 1, right: 2, bottom: 3, left: 4 },
      toolInput: FIXTURES.normal.arguments,
      toolOutput: { structuredContent: structured, _meta: meta, content: [], isError: false },
      widgetState: { shortlist: [] },
      capabilities: { callTool: true, sendFollowUp: true, openLink: true, requestDisplayMode: true, saveState: true },
    });
  });

  it("drops globals of the wrong shape instead of trusting them", () => {
    installOpenAi({ theme: "purple", maxHeight: -1, displayMode: "sideways", safeArea: "none", toolInput: "text" });
    const snapshot = createOpenAiAdapter(window).getSnapshot();
    expect(snapshot.theme).toBeUndefined();
    expect(snapshot.maxHeight).toBeUndefined();
    expect(snapshot.displayMode).toBeUndefined();
    expect(snapshot.safeArea).toBeUndefined();
    expect(snapshot.toolInput).toBeUndefined();
  });

  it("takes a late toolOutput from openai:set_globals, which carries only the changed keys", () => {
    installOpenAi({ theme: "light", toolInput: FIXTURES.normal.arguments, toolOutput: null, toolResponseMetadata: null });
    const adapter = createOpenAiAdapter(window);
    adapter.start();
    const listener = vi.fn();
    adapter.subscribe(listener);
    expect(adapter.getSnapshot().toolOutput).toBeUndefined();
    setGlobals({ toolOutput: structured, toolResponseMetadata: meta });
    expect(listener).toHaveBeenCalled();
    expect(adapter.getSnapshot().toolOutput?.structuredContent).toEqual(structured);
    expect(adapter.getSnapshot().theme).toBe("light");
    expect(adapter.getSnapshot().toolInput).toEqual(FIXTURES.normal.arguments);
    adapter.dispose();
  });

  it("keeps the same toolOutput object when other globals change", () => {
    installOpenAi({ theme: "light", toolOutput: structured });
    const adapter = createOpenAiAdapter(window);
    adapter.start();
    const before = adapter.getSnapshot().toolOutput;
    setGlobals({ theme: "dark" });
    expect(adapter.getSnapshot().theme).toBe("dark");
    expect(adapter.getSnapshot().toolOutput).toBe(before);
    adapter.dispose();
    setGlobals({ theme: "light" });
    expect(adapter.getSnapshot().theme).toBe("dark");
  });

  it("reports a result whose structuredContent the host dropped (metadata only)", () => {
    installOpenAi({ toolOutput: null, toolResponseMetadata: meta });
    expect(createOpenAiAdapter(window).getSnapshot().toolOutput).toEqual({ content: [], _meta: meta, isError: false });
  });

  it("calls the window.openai methods with ChatGPT's argument shapes, on window.openai itself", async () => {
    const openai = installOpenAi();
    const adapter = createOpenAiAdapter(window);
    const callTool = await adapter.callTool("suggest_gifts", { budget: 50 });
    expect(openai.callTool).toHaveBeenCalledWith("suggest_gifts", { budget: 50 });
    expect(vi.mocked(openai.callTool as () => unknown).mock.contexts[0]).toBe(openai);
    expect(callTool).toMatchObject({ ok: true, value: { structuredContent: FIXTURES.many.result.structuredContent, isError: false } });

    await expect(adapter.sendFollowUp("Write a card")).resolves.toEqual({ ok: true, value: undefined });
    expect(openai.sendFollowUpMessage).toHaveBeenCalledWith({ prompt: "Write a card" });
    await adapter.openLink("https://www.catan.com/");
    expect(openai.openExternal).toHaveBeenCalledWith({ href: "https://www.catan.com/" });
    await expect(adapter.requestDisplayMode("pip")).resolves.toEqual({ ok: true, value: "fullscreen" });
    expect(adapter.getSnapshot().displayMode).toBe("fullscreen");
    const state = { shortlist: [{ id: "catan", name: "Catan", price: 54.99 }] };
    await adapter.saveState(state, "Shortlisted: Catan ($54.99)");
    expect(openai.setWidgetState).toHaveBeenCalledWith(state);
    expect(adapter.getSnapshot().widgetState).toEqual(state);
  });

  it("turns rejections, odd answers and hangs into error values", async () => {
    installOpenAi(
      {},
      {
        callTool: vi.fn(async () => {
          throw new Error("tool not allowed");
        }),
        sendFollowUpMessage: () => new Promise(() => {}),
        requestDisplayMode: vi.fn(async () => "yes"),
      },
    );
    const adapter = createOpenAiAdapter(window, { timeoutMs: 50 });
    await expect(adapter.callTool("suggest_gifts", {})).resolves.toEqual({ ok: false, error: "callTool failed: tool not allowed" });
    await expect(adapter.sendFollowUp("hi")).resolves.toEqual({ ok: false, error: "sendFollowUpMessage timed out after 50 ms" });
    await expect(adapter.requestDisplayMode("fullscreen")).resolves.toEqual({ ok: true, value: "fullscreen" });
  });

  it("says which methods are missing and never throws for them", async () => {
    installOpenAi({ toolOutput: structured }, {});
    const adapter = createOpenAiAdapter(window);
    expect(adapter.getSnapshot().capabilities).toEqual({
      callTool: false,
      sendFollowUp: false,
      openLink: false,
      requestDisplayMode: false,
      saveState: false,
    });
    expect(adapter.getSnapshot().availableDisplayModes).toBeUndefined();
    for (const outcome of await Promise.all([
      adapter.callTool("suggest_gifts", {}),
      adapter.sendFollowUp("x"),
      adapter.openLink("https://x.example/"),
      adapter.requestDisplayMode("fullscreen"),
      adapter.saveState({ shortlist: [] }, ""),
    ])) {
      expect(outcome).toMatchObject({ ok: false, error: expect.stringMatching(/not supported by this host/) });
    }
  });

  it("reports the content height with notifyIntrinsicHeight where ChatGPT offers it", async () => {
    const notifyIntrinsicHeight = vi.fn(async () => undefined);
    installOpenAi({ toolOutput: structured }, { ...defaultMethods(), notifyIntrinsicHeight });
    const adapter = createOpenAiAdapter(window);
    adapter.start();
    await vi.waitFor(() => expect(notifyIntrinsicHeight).toHaveBeenCalled());
    expect(notifyIntrinsicHeight.mock.calls[0]).toEqual([expect.any(Number)]);
    adapter.dispose();
  });

  it("reports no height where notifyIntrinsicHeight is missing, without failing", () => {
    installOpenAi({ toolOutput: structured });
    const adapter = createOpenAiAdapter(window);
    expect(() => adapter.start()).not.toThrow();
    adapter.dispose();
  });
});
