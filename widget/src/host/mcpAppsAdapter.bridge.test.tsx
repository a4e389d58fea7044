// @vitest-environment happy-dom
/**
 * Our own `ui/*` client (uiBridge + mcpAppsAdapter), with the whole App rendered, driven by ext-apps'
 * real host-side AppBridge: the oracle for every message the widget sends and receives.
 */
import { SERVER_NAME, SERVER_VERSION, TOOL_NAME } from "@gift-finder/shared";
import { AppBridge, LATEST_PROTOCOL_VERSION, type McpUiHostContext, type McpUiStyles } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { CallToolRequest, CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../App.tsx";
import { FIXTURES } from "../dev/fixtures.ts";
import { rootOf } from "../test/dom.ts";
import { messageChannelPair } from "../test/messageChannelPair.ts";
import type { StateStorage } from "./instanceStorage.ts";
import { createMcpAppsAdapter } from "./mcpAppsAdapter.ts";

const HOST_CONTEXT: McpUiHostContext = {
  theme: "light",
  locale: "en-US",
  displayMode: "inline",
  availableDisplayModes: ["inline", "fullscreen"],
  containerDimensions: { maxHeight: 600 },
  safeAreaInsets: { top: 0, right: 0, bottom: 20, left: 0 },
  toolInfo: { id: 42, tool: { name: TOOL_NAME, inputSchema: { type: "object" } } },
  // McpUiStyles lists every key as required; hosts send a subset (the spec says so), hence the cast.
  styles: { variables: { "--color-background-primary": "#fefefe" } as McpUiStyles },
};

function memoryStorage(): StateStorage & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return { entries, read: (key) => entries.get(key), write: (key, value) => (entries.set(key, value), true) };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function startHost(options: { capabilities?: ConstructorParameters<typeof AppBridge>[2]; storage?: StateStorage } = {}) {
  const pair = messageChannelPair();
  const bridge = new AppBridge(
    null,
    { name: "oracle-host", version: "1.0.0" },
    options.capabilities ?? { openLinks: {}, serverTools: {}, message: { text: {} }, updateModelContext: { text: {} } },
    { hostContext: HOST_CONTEXT },
  );
  const toolCalls: CallToolRequest["params"][] = [];
  bridge.oncalltool = async (params) => {
    toolCalls.push(params);
    return FIXTURES.many.result;
  };
  bridge.onmessage = vi.fn(async () => ({}));
  bridge.onopenlink = vi.fn(async () => ({}));
  bridge.onrequestdisplaymode = vi.fn(async ({ mode }) => ({ mode }));
  bridge.onupdatemodelcontext = vi.fn(async () => ({}));
  const sizes: { width?: number; height?: number }[] = [];
  bridge.addEventListener("sizechange", (size) => sizes.push(size));
  const initialized = new Promise<void>((resolve) => bridge.addEventListener("initialized", () => resolve()));
  await bridge.connect(pair.hostTransport);

  const storage = options.storage ?? memoryStorage();
  const adapter = createMcpAppsAdapter({ port: pair.viewPort, storage, view: window, handshakeTimeoutMs: 2_000, requestTimeoutMs: 2_000 });
  adapter.start();
  const view = render(<App adapter={adapter} />);
  cleanups.push(() => {
    adapter.dispose();
    void bridge.close();
    pair.close();
  });
  await initialized;
  return { bridge, adapter, pair, toolCalls, sizes, root: () => rootOf(view.container) };
}

async function deliver(bridge: AppBridge, result: CallToolResult = FIXTURES.normal.result) {
  await bridge.sendToolInput({ arguments: { ...FIXTURES.normal.arguments } });
  await bridge.sendToolResult(result);
  await waitFor(() => expect(screen.queryAllByTestId("gift-card").length).toBeGreaterThan(0));
}

const catan = () => {
  const card = screen.getAllByTestId("gift-card").find((element) => element.dataset.giftId === "catan");
  if (!card) throw new Error("no Catan card");
  return within(card);
};

/** Inline cards lead to the details in full screen, where writing a card and the shop link are. */
async function catanDetails() {
  fireEvent.click(catan().getByTestId("details"));
  await waitFor(() => expect(screen.getByTestId("gift-details").dataset.giftId).toBe("catan"));
  return within(screen.getByTestId("gift-details"));
}

describe("the widget against ext-apps' AppBridge", () => {
  it("completes the ui/initialize handshake the way the spec says", async () => {
    const { bridge, pair } = await startHost();
    expect(bridge.getAppVersion()).toEqual({ name: SERVER_NAME, version: SERVER_VERSION });
    expect(bridge.getAppCapabilities()).toEqual({ availableDisplayModes: ["inline", "fullscreen"] });
    const [initialize, initialized] = pair.fromView;
    expect(initialize).toMatchObject({ jsonrpc: "2.0", method: "ui/initialize", params: { protocolVersion: LATEST_PROTOCOL_VERSION } });
    expect(initialized).toMatchObject({ jsonrpc: "2.0", method: "ui/notifications/initialized" });
  });

  it("renders tool-input, then tool-result, with the host context applied", async () => {
    const { bridge, root } = await startHost();
    expect(root().dataset.state).toBe("waiting");
    await bridge.sendToolInput({ arguments: { ...FIXTURES.normal.arguments } });
    await waitFor(() => expect(root().dataset.state).toBe("pending"));
    expect(screen.getByTestId("query-summary").textContent).toBe("Birthday · $100 · friend who loves board games");
    await bridge.sendToolResult(FIXTURES.normal.result);
    await waitFor(() => expect(root().dataset.state).toBe("results"));
    expect(screen.getAllByTestId("gift-card")).toHaveLength(6);
    expect(root().style.getPropertyValue("--color-background-primary")).toBe("#fefefe");
    expect(root().style.getPropertyValue("--gf-inset-bottom")).toBe("20px");
  });

  it("re-renders on host-context-changed (theme dark)", async () => {
    const { bridge, root } = await startHost();
    await deliver(bridge);
    expect(root().dataset.theme).toBe("light");
    act(() => bridge.setHostContext({ ...HOST_CONTEXT, theme: "dark" }));
    await waitFor(() => expect(root().dataset.theme).toBe("dark"));
    expect(root().style.getPropertyValue("--color-background-primary")).toBe("#fefefe");
  });

  it("sends tools/call through the bridge for more ideas and renders the answer", async () => {
    const { bridge, toolCalls } = await startHost();
    await deliver(bridge);
    fireEvent.click(screen.getByTestId("more-ideas"));
    await waitFor(() => expect(screen.getByTestId("idea-count").textContent).toBe("6 new · 12 in all"));
    expect(screen.getAllByTestId("gift-card").map((card) => card.dataset.giftId)).toEqual([
      "splendor",
      "carcassonne",
      "dixit",
      "7-wonders",
      "exploding-kittens",
      "cascadia",
    ]);
    expect(toolCalls).toEqual([
      {
        name: TOOL_NAME,
        arguments: {
          ...FIXTURES.normal.arguments,
          relationship: "friend",
          interests: ["board games"],
          excludeIds: ["catan", "ticket-to-ride", "wingspan", "codenames", "azul", "pandemic"],
        },
      },
    ]);
  });

  it("sends ui/message to write a card", async () => {
    const { bridge } = await startHost();
    await deliver(bridge);
    fireEvent.click((await catanDetails()).getByTestId("write-card"));
    await waitFor(() => expect(bridge.onmessage).toHaveBeenCalled());
    expect(vi.mocked(bridge.onmessage)?.mock.calls[0]?.[0]).toEqual({
      role: "user",
      content: [
        { type: "text", text: 'Write a short, warm birthday card message to go with "Catan" (following the gift_congrats_style prompt).' },
      ],
    });
  });

  it("sends ui/open-link with the gift's url", async () => {
    const { bridge } = await startHost();
    await deliver(bridge);
    fireEvent.click((await catanDetails()).getByTestId("open-link"));
    await waitFor(() => expect(bridge.onopenlink).toHaveBeenCalled());
    expect(vi.mocked(bridge.onopenlink)?.mock.calls[0]?.[0]).toEqual({ url: "https://www.catan.com/" });
  });

  it("sends ui/request-display-mode and follows the granted mode", async () => {
    const { bridge, root } = await startHost();
    await deliver(bridge);
    fireEvent.click(screen.getByTestId("expand"));
    await waitFor(() => expect(root().dataset.displayMode).toBe("fullscreen"));
    expect(vi.mocked(bridge.onrequestdisplaymode)?.mock.calls[0]?.[0]).toEqual({ mode: "fullscreen" });
  });

  it("sends ui/update-model-context with the shortlist summary and stores the state per instance", async () => {
    const storage = memoryStorage();
    const { bridge } = await startHost({ storage });
    await deliver(bridge);
    fireEvent.click(catan().getByTestId("shortlist-toggle"));
    await waitFor(() => expect(bridge.onupdatemodelcontext).toHaveBeenCalled());
    expect(vi.mocked(bridge.onupdatemodelcontext)?.mock.calls[0]?.[0]).toEqual({
      content: [{ type: "text", text: "Shortlisted: Catan ($54.99)" }],
    });
    const [key, state] = [...storage.entries][0] ?? [];
    expect(key).toMatch(/^gift-finder:widget-state:42:[0-9a-f]{8}$/);
    expect(state).toMatchObject({
      shortlist: [{ id: "catan", name: "Catan", price: 54.99 }],
      view: { sort: "relevance" },
      results: { gifts: expect.any(Array) },
    });
  });

  it("restores the stored shortlist when the same instance loads again", async () => {
    const storage = memoryStorage();
    const first = await startHost({ storage });
    await deliver(first.bridge);
    fireEvent.click(catan().getByTestId("shortlist-toggle"));
    await waitFor(() => expect(storage.entries.size).toBe(1));
    for (const cleanup of cleanups.splice(0)) cleanup();
    document.body.innerHTML = "";

    const second = await startHost({ storage });
    await deliver(second.bridge);
    expect(screen.getByTestId("shortlist-count").textContent).toBe("1 shortlisted");
  });

  it("restores the ideas fetched with 'more' when the same instance loads again, and tells the model what is shown", async () => {
    const storage = memoryStorage();
    const first = await startHost({ storage });
    await deliver(first.bridge);
    fireEvent.click(screen.getByTestId("more-ideas"));
    await waitFor(() => expect(screen.getByTestId("idea-count").textContent).toBe("6 new · 12 in all"));
    await waitFor(() => expect(first.bridge.onupdatemodelcontext).toHaveBeenCalled());
    const context = vi.mocked(first.bridge.onupdatemodelcontext)?.mock.lastCall?.[0];
    expect(JSON.stringify(context)).toContain("The widget now shows 12 ideas for birthday up to $100");
    const shown = screen.getAllByTestId("gift-card").map((card) => card.textContent);
    for (const cleanup of cleanups.splice(0)) cleanup();
    document.body.innerHTML = "";

    const second = await startHost({ storage });
    await deliver(second.bridge);
    await waitFor(() => expect(screen.getAllByTestId("gift-card").map((card) => card.textContent)).toEqual(shown));
    expect(second.toolCalls).toEqual([]);
  });

  it("keeps the shortlist across a re-sent tool-input when storage is blocked", async () => {
    const blocked: StateStorage = { read: () => undefined, write: () => false };
    const { bridge, adapter } = await startHost({ storage: blocked });
    await deliver(bridge);
    fireEvent.click(catan().getByTestId("shortlist-toggle"));
    await waitFor(() => expect(bridge.onupdatemodelcontext).toHaveBeenCalled());
    const saved = { shortlist: [{ id: "catan", name: "Catan", price: 54.99 }], view: { sort: "relevance" } };
    expect(adapter.getSnapshot().widgetState).toMatchObject(saved);
    const resent = new Promise<void>((resolve) => adapter.subscribe(resolve));
    await bridge.sendToolInput({ arguments: { ...FIXTURES.normal.arguments } });
    await resent;
    expect(adapter.getSnapshot().widgetState).toMatchObject(saved);
    expect(screen.getByTestId("shortlist-count").textContent).toBe("1 shortlisted");
  });

  it("reports its size with ui/notifications/size-changed", async () => {
    const { sizes } = await startHost();
    await waitFor(() => expect(sizes.length).toBeGreaterThan(0));
    expect(sizes[0]).toEqual({ width: expect.any(Number), height: expect.any(Number) });
  });

  it("shows tool-cancelled and answers ui/resource-teardown", async () => {
    const { bridge, root } = await startHost();
    await bridge.sendToolInput({ arguments: { ...FIXTURES.normal.arguments } });
    await bridge.sendToolCancelled({ reason: "user action" });
    await waitFor(() => expect(root().dataset.state).toBe("cancelled"));
    await expect(bridge.teardownResource({})).resolves.toEqual({});
  });

  it("hides what the host did not offer in its capabilities", async () => {
    const { bridge } = await startHost({ capabilities: {} });
    await deliver(bridge);
    expect(screen.getByTestId<HTMLButtonElement>("more-ideas").disabled).toBe(true);
    const details = await catanDetails();
    expect(details.getByTestId<HTMLButtonElement>("write-card").disabled).toBe(true);
    expect(details.queryByTestId("open-link")).toBeNull();
  });

  it("shows a business error result from the host", async () => {
    const { bridge, root } = await startHost();
    await bridge.sendToolInput({ arguments: { ...FIXTURES["business-error"].arguments } });
    await bridge.sendToolResult(FIXTURES["business-error"].result);
    await waitFor(() => expect(root().dataset.state).toBe("business-error"));
    expect(screen.getByTestId("error-message").textContent).toMatch(/at least \$5\.49/);
  });
});
