// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { selectAdapter } from "./selectAdapter.ts";

const topWindow = window.parent;

/** happy-dom has no frames; standing in a different `parent` makes this window look framed. */
function frame() {
  const parent = { postMessage: vi.fn() };
  Object.defineProperty(window, "parent", { value: parent, configurable: true });
  return parent;
}

afterEach(() => {
  Object.defineProperty(window, "parent", { value: topWindow, configurable: true });
  Reflect.deleteProperty(window, "openai");
});

describe("selectAdapter", () => {
  it("finds no host in a top-level page without window.openai", () => {
    expect(selectAdapter(window)).toBeNull();
  });

  it("uses window.openai alone when the page is not framed", () => {
    Object.defineProperty(window, "openai", { value: { theme: "dark" }, configurable: true });
    expect(selectAdapter(window)?.name).toBe("openai");
  });

  it("uses the standard bridge in a frame, and starts with ui/initialize to the parent", () => {
    const parent = frame();
    const adapter = selectAdapter(window);
    expect(adapter?.name).toBe("mcp-apps");
    adapter?.start();
    expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ jsonrpc: "2.0", method: "ui/initialize" }), "*");
    adapter?.dispose();
  });

  it("layers window.openai under the standard bridge when ChatGPT offers both", () => {
    frame();
    Object.defineProperty(window, "openai", { value: { theme: "dark", setWidgetState: vi.fn() }, configurable: true });
    const adapter = selectAdapter(window);
    expect(adapter?.name).toBe("mcp-apps+openai");
    expect(adapter?.getSnapshot()).toMatchObject({ connection: "connected", theme: "dark", capabilities: { saveState: true } });
  });
});
