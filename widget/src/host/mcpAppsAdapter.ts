/**
 * The standard host API: MCP Apps `ui/*` over our UiBridge. Handlers are registered in the constructor,
 * before `start()` sends `ui/initialize`, because the host may send tool-input right after `initialized`.
 */

import { type DisplayMode, SERVER_NAME, SERVER_VERSION, type WidgetState } from "@gift-finder/shared";
import type { McpUiHostCapabilities } from "@modelcontextprotocol/ext-apps";
import { observeContentSize } from "./contentSize.ts";
import { type HostAdapter, type HostSnapshot, NO_CAPABILITIES } from "./hostAdapter.ts";
import {
  isRecord,
  readDisplayMode,
  readDisplayModes,
  readInsets,
  readPositiveNumber,
  readString,
  readStyleVariables,
  readTheme,
  readToolOutcome,
  readToolOutput,
} from "./hostFields.ts";
import { instanceStorageKey, type StateStorage } from "./instanceStorage.ts";
import { type Outcome, unsupported } from "./outcome.ts";
import { createSnapshotStore } from "./snapshotStore.ts";
import { type BridgePort, UI_PROTOCOL_VERSION, UiBridge } from "./uiBridge.ts";

export interface McpAppsAdapterOptions {
  port: BridgePort;
  storage: StateStorage;
  /** Where the view measures its height for `ui/notifications/size-changed`; absent in non-DOM tests. */
  view?: Window;
  handshakeTimeoutMs?: number;
  requestTimeoutMs?: number;
}

type Context = Record<string, unknown>;

function contextFields(context: Context): Partial<HostSnapshot> {
  const dimensions = isRecord(context.containerDimensions) ? context.containerDimensions : {};
  const styles = isRecord(context.styles) ? context.styles : {};
  return {
    theme: readTheme(context.theme),
    locale: readString(context.locale),
    displayMode: readDisplayMode(context.displayMode),
    availableDisplayModes: readDisplayModes(context.availableDisplayModes),
    maxHeight: readPositiveNumber(dimensions.maxHeight) ?? readPositiveNumber(dimensions.height),
    safeArea: readInsets(context.safeAreaInsets),
    styleVariables: readStyleVariables(styles.variables),
  };
}

type SnapshotStore = ReturnType<typeof createSnapshotStore>;
type HostCapabilities = Record<string, unknown>;

/** What the adapter does when the host speaks; registered before `ui/initialize` goes out (see above). */
interface HostEvents {
  toolInput(): void;
  contextChanged(changed: Context): void;
  teardown(): void;
}

function listenToHost(bridge: UiBridge, store: SnapshotStore, on: HostEvents): void {
  bridge.onNotification("ui/notifications/tool-input", (params) => {
    store.update({ toolInput: isRecord(params.arguments) ? params.arguments : {}, toolCancelled: undefined });
    on.toolInput();
  });
  bridge.onNotification("ui/notifications/tool-result", (params) => store.update({ toolOutput: readToolOutput(params) }));
  bridge.onNotification("ui/notifications/tool-cancelled", (params) =>
    store.update({ toolCancelled: { reason: readString(params.reason) } }),
  );
  // The host sends only the changed fields (AppBridge.setHostContext diffs them).
  bridge.onNotification("ui/notifications/host-context-changed", on.contextChanged);
  bridge.onRequest("ui/resource-teardown", () => {
    on.teardown();
    return {};
  });
  bridge.onRequest("ping", () => ({}));
}

/** The `ui/initialize` handshake: the host's capabilities and context, or undefined when it failed (noted in the store). */
async function initialize(bridge: UiBridge, store: SnapshotStore, timeoutMs: number): Promise<[HostCapabilities, Context] | undefined> {
  const answer = await bridge.request(
    "ui/initialize",
    {
      appInfo: { name: SERVER_NAME, version: SERVER_VERSION },
      appCapabilities: { availableDisplayModes: ["inline", "fullscreen"] },
      protocolVersion: UI_PROTOCOL_VERSION,
    },
    timeoutMs,
  );
  if (!answer.ok) {
    store.update({ connection: "unavailable", connectionError: answer.error });
    return undefined;
  }
  return [
    isRecord(answer.value.hostCapabilities) ? answer.value.hostCapabilities : {},
    isRecord(answer.value.hostContext) ? answer.value.hostContext : {},
  ];
}

async function request<T>(
  run: () => Promise<Outcome<Record<string, unknown>>>,
  read: (result: Record<string, unknown>) => Outcome<T>,
): Promise<Outcome<T>> {
  const answer = await run();
  return answer.ok ? read(answer.value) : answer;
}

const refusedWhen = (result: Record<string, unknown>, what: string): Outcome<void> =>
  result.isError === true ? { ok: false, error: `the host refused to ${what}` } : { ok: true, value: undefined };

type HostRequests = Pick<HostAdapter, "callTool" | "sendFollowUp" | "openLink" | "requestDisplayMode" | "saveState">;
type HostOffers = (capability: keyof McpUiHostCapabilities) => boolean;

/** What the widget asks of the host, each refused up front when the host did not offer it. */
function hostRequests(
  bridge: UiBridge,
  store: SnapshotStore,
  storage: StateStorage,
  hostOffers: HostOffers,
  storageKey: () => string | undefined,
): HostRequests {
  const ifOffered = <T>(capability: Capability, what: string, ask: () => Promise<Outcome<T>>) =>
    store.get().capabilities[capability] ? ask() : unsupported(what);
  return {
    callTool: (name, args) =>
      ifOffered("callTool", "Calling tools", () =>
        request(
          () => bridge.request("tools/call", { name, arguments: args }),
          (result) => readToolOutcome(result, "the host"),
        ),
      ),
    sendFollowUp: (prompt) =>
      ifOffered("sendFollowUp", "Sending messages", () =>
        request(
          () => bridge.request("ui/message", { role: "user", content: [{ type: "text", text: prompt }] }),
          (r) => refusedWhen(r, "send the message"),
        ),
      ),
    openLink: (url) =>
      ifOffered("openLink", "Opening links", () =>
        request(
          () => bridge.request("ui/open-link", { url }),
          (r) => refusedWhen(r, "open the link"),
        ),
      ),
    requestDisplayMode: (mode) =>
      ifOffered("requestDisplayMode", "Changing the display mode", () => requestDisplayMode(bridge, store, mode)),
    saveState: (state, summary) => saveState({ bridge, store, storage, hostOffers, storageKey }, state, summary),
  };
}

type Capability = keyof HostSnapshot["capabilities"];

/** Asks for a display mode; the host answers with the one it granted, which the snapshot then shows. */
function requestDisplayMode(bridge: UiBridge, store: SnapshotStore, mode: DisplayMode): Promise<Outcome<DisplayMode>> {
  return request(
    () => bridge.request("ui/request-display-mode", { mode }),
    (result): Outcome<DisplayMode> => {
      const granted = readDisplayMode(result.mode) ?? store.get().displayMode ?? "inline";
      store.update({ displayMode: granted });
      return { ok: true, value: granted };
    },
  );
}

interface StateKeeping {
  readonly bridge: UiBridge;
  readonly store: SnapshotStore;
  readonly storage: StateStorage;
  readonly hostOffers: HostOffers;
  readonly storageKey: () => string | undefined;
}

/** Stores the state for this instance, and tells the model what it says when the host takes model context. */
async function saveState(keeping: StateKeeping, state: WidgetState, summary: string): Promise<Outcome<void>> {
  const key = keeping.storageKey();
  const stored = key !== undefined && keeping.storage.write(key, state);
  keeping.store.update({ widgetState: state });
  if (!keeping.hostOffers("updateModelContext")) {
    return stored ? { ok: true, value: undefined } : { ok: false, error: "this host keeps no widget state, and storage is blocked" };
  }
  return request(
    () => keeping.bridge.request("ui/update-model-context", { content: [{ type: "text", text: summary }] }),
    (r) => refusedWhen(r, "update the model context"),
  );
}

/** Where this widget instance keeps its state: the host's tool call id when it gives one, with the tool input. */
function storageKeyOf(context: Context, toolInput: HostSnapshot["toolInput"]): string | undefined {
  return toolInput ? instanceStorageKey(isRecord(context.toolInfo) ? context.toolInfo.id : undefined, toolInput) : undefined;
}

/** What the widget may ask, from what the host offered in `ui/initialize` and the display modes it lists. */
function offeredCapabilities(hostOffers: HostOffers, store: SnapshotStore): HostSnapshot["capabilities"] {
  return {
    callTool: hostOffers("serverTools"),
    sendFollowUp: hostOffers("message"),
    openLink: hostOffers("openLinks"),
    requestDisplayMode: (store.get().availableDisplayModes ?? []).includes("fullscreen"),
    saveState: true,
  };
}

/** On each tool-input, the state this instance stored before; a re-sent one keeps state that storage could not keep. */
function stateRestorer(store: SnapshotStore, storage: StateStorage, storageKey: () => string | undefined): () => void {
  let restoredFor: string | undefined;
  return () => {
    const key = storageKey();
    const stored = key ? storage.read(key) : undefined;
    if (stored !== undefined || key !== restoredFor) store.update({ widgetState: stored });
    restoredFor = key;
  };
}

export function createMcpAppsAdapter(options: McpAppsAdapterOptions): HostAdapter {
  const { port, storage, view, handshakeTimeoutMs = 10_000, requestTimeoutMs = 30_000 } = options;
  const bridge = new UiBridge(port, requestTimeoutMs);
  const store = createSnapshotStore({ connection: "connecting", capabilities: NO_CAPABILITIES });
  let context: Context = {};
  let hostCapabilities: HostCapabilities = {};
  // Keyed by the spec's own type, so a renamed capability fails to compile.
  const hostOffers: HostOffers = (capability) => isRecord(hostCapabilities[capability]);
  let stopSizeReports: (() => void) | undefined;

  const storageKey = () => storageKeyOf(context, store.get().toolInput);
  const applyContext = (next: Context) => {
    context = next;
    store.update(contextFields(context));
    if (store.get().connection === "connected") store.update({ capabilities: offeredCapabilities(hostOffers, store) });
  };

  listenToHost(bridge, store, {
    toolInput: stateRestorer(store, storage, storageKey),
    contextChanged: (changed) => applyContext({ ...context, ...changed }),
    teardown: () => stopSizeReports?.(),
  });

  async function connect(): Promise<void> {
    const host = await initialize(bridge, store, handshakeTimeoutMs);
    if (!host) return;
    hostCapabilities = host[0];
    applyContext(host[1]);
    bridge.notify("ui/notifications/initialized", {});
    store.update({ connection: "connected", capabilities: offeredCapabilities(hostOffers, store) });
    // Tells auto-sizing hosts our content height, as ext-apps' App does with `autoResize`.
    if (view) stopSizeReports = observeContentSize(view, (size) => bridge.notify("ui/notifications/size-changed", size));
  }

  return {
    name: "mcp-apps",
    start: () => {
      bridge.listen();
      void connect();
    },
    dispose: () => {
      stopSizeReports?.();
      bridge.close();
    },
    getSnapshot: store.get,
    subscribe: store.subscribe,
    ...hostRequests(bridge, store, storage, hostOffers, storageKey),
  };
}
