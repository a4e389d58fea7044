// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type BridgePort, parentWindowPort, UiBridge } from "./uiBridge.ts";

function fakePort() {
  const sent: Record<string, unknown>[] = [];
  let deliver: (data: unknown) => void = () => {};
  const port: BridgePort = {
    post: (message) => sent.push(message as Record<string, unknown>),
    listen(onMessage) {
      deliver = onMessage;
      return () => {
        deliver = () => {};
      };
    },
  };
  return { port, sent, receive: (data: unknown) => deliver(data) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("UiBridge", () => {
  it("resolves a request with the host's result, matched by id", async () => {
    const { port, sent, receive } = fakePort();
    const bridge = new UiBridge(port);
    bridge.listen();
    const first = bridge.request("ui/open-link", { url: "https://a.example/" });
    const second = bridge.request("ui/open-link", { url: "https://b.example/" });
    expect(sent.map((message) => message.id)).toEqual([1, 2]);
    receive({ jsonrpc: "2.0", id: 2, result: { isError: true } });
    receive({ jsonrpc: "2.0", id: 1, result: {} });
    await expect(first).resolves.toEqual({ ok: true, value: {} });
    await expect(second).resolves.toEqual({ ok: true, value: { isError: true } });
  });

  it("turns a JSON-RPC error into an error value", async () => {
    const { port, receive } = fakePort();
    const bridge = new UiBridge(port);
    bridge.listen();
    const answer = bridge.request("ui/message", { role: "user", content: [] });
    receive({ jsonrpc: "2.0", id: 1, error: { code: -32601, message: "Method not found" } });
    await expect(answer).resolves.toEqual({ ok: false, error: "Method not found" });
  });

  it("gives up after the timeout with an error value, and ignores the late answer", async () => {
    vi.useFakeTimers();
    const { port, receive } = fakePort();
    const bridge = new UiBridge(port, 1_000);
    bridge.listen();
    const answer = bridge.request("ui/request-display-mode", { mode: "fullscreen" });
    vi.advanceTimersByTime(1_000);
    await expect(answer).resolves.toEqual({ ok: false, error: "ui/request-display-mode got no answer within 1000 ms" });
    expect(() => receive({ jsonrpc: "2.0", id: 1, result: { mode: "fullscreen" } })).not.toThrow();
  });

  it("reports a message that cannot be posted instead of throwing", async () => {
    const bridge = new UiBridge({
      post: () => {
        throw new Error("DataCloneError");
      },
      listen: () => () => {},
    });
    await expect(bridge.request("ui/open-link", { url: "x" })).resolves.toEqual({
      ok: false,
      error: "could not post ui/open-link to the host: DataCloneError",
    });
    expect(bridge.notify("ui/notifications/initialized", {})).toMatchObject({ ok: false });
  });

  it("settles pending requests when closed", async () => {
    const { port } = fakePort();
    const bridge = new UiBridge(port);
    bridge.listen();
    const answer = bridge.request("tools/call", { name: "suggest_gifts" });
    bridge.close();
    await expect(answer).resolves.toEqual({ ok: false, error: "the host bridge was closed" });
  });

  it("dispatches notifications and survives a failing handler", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { port, receive } = fakePort();
    const bridge = new UiBridge(port);
    const received: unknown[] = [];
    bridge.onNotification("ui/notifications/tool-input", (params) => received.push(params));
    bridge.onNotification("ui/notifications/tool-result", () => {
      throw new Error("boom");
    });
    bridge.listen();
    receive({ jsonrpc: "2.0", method: "ui/notifications/tool-input", params: { arguments: { budget: 5 } } });
    expect(() => receive({ jsonrpc: "2.0", method: "ui/notifications/tool-result", params: {} })).not.toThrow();
    expect(received).toEqual([{ arguments: { budget: 5 } }]);
  });

  it("answers host requests: known ones with the handler's result, unknown ones with -32601", () => {
    const { port, sent, receive } = fakePort();
    const bridge = new UiBridge(port);
    bridge.onRequest("ui/resource-teardown", () => ({}));
    bridge.listen();
    receive({ jsonrpc: "2.0", id: "t1", method: "ui/resource-teardown", params: {} });
    receive({ jsonrpc: "2.0", id: 9, method: "tools/list", params: {} });
    expect(sent).toEqual([
      { jsonrpc: "2.0", id: "t1", result: {} },
      { jsonrpc: "2.0", id: 9, error: { code: -32601, message: "Method not found: tools/list" } },
    ]);
  });

  it("ignores anything that is not JSON-RPC 2.0", () => {
    const { port, sent, receive } = fakePort();
    const bridge = new UiBridge(port);
    const handler = vi.fn();
    bridge.onNotification("ui/notifications/tool-input", handler);
    bridge.listen();
    for (const noise of [
      null,
      "hello",
      { method: "ui/notifications/tool-input" },
      { jsonrpc: "1.0", method: "ui/notifications/tool-input" },
    ])
      receive(noise);
    expect(handler).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});

describe("parentWindowPort", () => {
  it("posts to the parent with '*' and hears only messages whose source is the parent", () => {
    const posted = vi.spyOn(window.parent, "postMessage").mockImplementation(() => {});
    const port = parentWindowPort(window);
    const heard: unknown[] = [];
    const stop = port.listen((data) => heard.push(data));
    port.post({ jsonrpc: "2.0", method: "ui/notifications/initialized" });
    expect(posted).toHaveBeenCalledWith({ jsonrpc: "2.0", method: "ui/notifications/initialized" }, "*");
    window.dispatchEvent(new MessageEvent("message", { data: "from the parent", source: window.parent }));
    window.dispatchEvent(new MessageEvent("message", { data: "from someone else", source: null }));
    stop();
    window.dispatchEvent(new MessageEvent("message", { data: "after stop", source: window.parent }));
    expect(heard).toEqual(["from the parent"]);
  });
});
