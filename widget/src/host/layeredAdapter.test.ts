import { describe, expect, it, vi } from "vitest";
import { createFakeAdapter, NO_CAPABILITIES } from "../test/fakeAdapter.ts";
import { layerAdapters } from "./layeredAdapter.ts";

function pair() {
  const primary = createFakeAdapter({ connection: "connecting", capabilities: NO_CAPABILITIES, availableDisplayModes: undefined });
  const extras = createFakeAdapter({
    theme: "dark",
    locale: "en-GB",
    toolInput: { occasion: "birthday", budget: 40 },
    widgetState: { shortlist: [] },
    capabilities: { ...NO_CAPABILITIES, callTool: true, saveState: true },
  });
  return { primary, extras, layered: layerAdapters(primary.adapter, extras.adapter) };
}

describe("layerAdapters", () => {
  it("fills what the bridge has not delivered from window.openai, and lets the bridge win once it has", () => {
    const { primary, layered } = pair();
    expect(layered.getSnapshot()).toMatchObject({ connection: "connected", theme: "dark", locale: "en-GB", toolInput: { budget: 40 } });
    primary.update({ connection: "connected", theme: "light", toolInput: { occasion: "wedding", budget: 200 } });
    expect(layered.getSnapshot()).toMatchObject({ theme: "light", locale: "en-GB", toolInput: { budget: 200 } });
  });

  it("keeps widget state with window.openai when it can store it", () => {
    const { primary, layered } = pair();
    primary.update({ widgetState: { shortlist: [{ id: "catan", name: "Catan", price: 54.99 }] } });
    expect(layered.getSnapshot().widgetState).toEqual({ shortlist: [] });
  });

  it("routes each call to the side that offers it", async () => {
    const { primary, extras, layered } = pair();
    await layered.callTool("suggest_gifts", {});
    expect(extras.adapter.callTool).toHaveBeenCalledTimes(1);
    primary.update({ capabilities: { ...NO_CAPABILITIES, callTool: true } });
    await layered.callTool("suggest_gifts", {});
    expect(primary.adapter.callTool).toHaveBeenCalledTimes(1);
    await layered.saveState({ shortlist: [] }, "Shortlist is empty.");
    expect(extras.adapter.saveState).toHaveBeenCalledTimes(1);
    expect(primary.adapter.saveState).not.toHaveBeenCalled();
    expect(layered.getSnapshot().capabilities).toMatchObject({ callTool: true, saveState: true, openLink: false });
  });

  it("returns the same snapshot object until either side changes, and notifies for both", () => {
    const { primary, extras, layered } = pair();
    const listener = vi.fn();
    layered.subscribe(listener);
    const first = layered.getSnapshot();
    expect(layered.getSnapshot()).toBe(first);
    extras.update({ theme: "light" });
    primary.update({ locale: "de-DE" });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(layered.getSnapshot()).not.toBe(first);
  });
});
