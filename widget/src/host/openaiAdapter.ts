/**
 * ChatGPT's own API, `window.openai`. There are no official typings, so this file holds a minimal view of
 * what we use and reads every global through the hostFields guards. Changes arrive as the window event
 * `openai:set_globals`, whose `detail.globals` holds only the keys that changed.
 */
import { type DisplayMode, OPENAI_SET_GLOBALS_EVENT, type OpenAiMethods, type WidgetState } from "@gift-finder/shared";
import { observeContentSize } from "./contentSize.ts";
import { type HostAdapter, type HostSnapshot, NO_CAPABILITIES, type ToolOutput } from "./hostAdapter.ts";
import { isRecord, readDisplayMode, readInsets, readPositiveNumber, readString, readTheme, readToolOutcome } from "./hostFields.ts";
import { type Outcome, settle, unsupported } from "./outcome.ts";
import { createSnapshotStore } from "./snapshotStore.ts";

/** Each method may be missing, so each is looked up when used. */
type MethodName = keyof OpenAiMethods;

/** The globals we read. ChatGPT supports every display mode, so there is no `availableDisplayModes` global. */
const GLOBAL_KEYS = [
  "toolInput",
  "toolOutput",
  "toolResponseMetadata",
  "widgetState",
  "theme",
  "locale",
  "displayMode",
  "maxHeight",
  "safeArea",
] as const;
type Globals = Partial<Record<(typeof GLOBAL_KEYS)[number], unknown>>;

export function findOpenAi(view: Window): Record<string, unknown> | undefined {
  const candidate: unknown = Reflect.get(view, "openai");
  return isRecord(candidate) ? candidate : undefined;
}

function pickGlobals(source: Record<string, unknown>): Globals {
  const globals: Globals = {};
  for (const key of GLOBAL_KEYS) if (key in source) globals[key] = source[key];
  return globals;
}

/** `toolOutput` is structuredContent only. Metadata without it means the host dropped structuredContent. */
function toolOutputFrom(globals: Globals): ToolOutput | undefined {
  const structured = globals.toolOutput;
  const meta = globals.toolResponseMetadata;
  if (structured == null && meta == null) return undefined;
  return {
    ...(structured != null ? { structuredContent: structured } : {}),
    content: [],
    ...(meta != null ? { _meta: meta } : {}),
    isError: false,
  };
}

export interface OpenAiAdapterOptions {
  timeoutMs?: number;
  /** Report the content height with `notifyIntrinsicHeight` where ChatGPT offers it (off in non-DOM tests). */
  reportHeight?: boolean;
}

/** The methods of one `window.openai`, looked up when used: any may be missing in a given ChatGPT build. */
function openAiMethods(openai: Record<string, unknown>) {
  const has = (name: MethodName) => typeof openai[name] === "function";
  /** Calls a method on the object itself: ChatGPT's methods may rely on `this`. */
  const call = async <M extends MethodName>(name: M, ...args: Parameters<OpenAiMethods[M]>): Promise<unknown> => {
    const method = openai[name];
    if (typeof method !== "function") throw new Error(`window.openai.${name} is missing`);
    return Reflect.apply(method, openai, args);
  };
  return { has, call };
}
type Methods = ReturnType<typeof openAiMethods>;

/** The snapshot fields the globals give; tool fields only when they changed, so a theme change keeps the result. */
function snapshotFields(globals: Globals, changed: Globals, previous?: HostSnapshot): Partial<HostSnapshot> {
  return {
    ...(!previous || "toolInput" in changed ? { toolInput: isRecord(globals.toolInput) ? globals.toolInput : undefined } : {}),
    ...(!previous || "toolOutput" in changed || "toolResponseMetadata" in changed ? { toolOutput: toolOutputFrom(globals) } : {}),
    ...(!previous || "widgetState" in changed ? { widgetState: globals.widgetState ?? undefined } : {}),
    theme: readTheme(globals.theme),
    locale: readString(globals.locale),
    displayMode: readDisplayMode(globals.displayMode),
    maxHeight: readPositiveNumber(globals.maxHeight),
    safeArea: isRecord(globals.safeArea) ? readInsets(globals.safeArea.insets) : undefined,
  };
}

function initialSnapshot(globals: Globals, { has }: Methods): HostSnapshot {
  return {
    connection: "connected",
    ...snapshotFields(globals, globals),
    availableDisplayModes: has("requestDisplayMode") ? ["inline", "pip", "fullscreen"] : undefined,
    capabilities: {
      ...NO_CAPABILITIES,
      callTool: has("callTool"),
      sendFollowUp: has("sendFollowUpMessage"),
      openLink: has("openExternal"),
      requestDisplayMode: has("requestDisplayMode"),
      saveState: has("setWidgetState"),
    },
  };
}

type HostRequests = Pick<HostAdapter, "callTool" | "sendFollowUp" | "openLink" | "requestDisplayMode" | "saveState">;

/** What the widget asks of ChatGPT, each refused up front when `window.openai` lacks the method. */
function openAiRequests({ has, call }: Methods, store: ReturnType<typeof createSnapshotStore>, timeoutMs: number): HostRequests {
  const done = async (what: string, run: () => Promise<unknown>): Promise<Outcome<void>> => {
    const outcome = await settle(what, run, timeoutMs);
    return outcome.ok ? { ok: true, value: undefined } : outcome;
  };
  return {
    async callTool(name, args) {
      if (!has("callTool")) return unsupported("Calling tools");
      const outcome = await settle("callTool", () => call("callTool", name, args), timeoutMs);
      return outcome.ok ? readToolOutcome(outcome.value, "callTool") : outcome;
    },
    sendFollowUp(prompt) {
      return has("sendFollowUpMessage")
        ? done("sendFollowUpMessage", () => call("sendFollowUpMessage", { prompt }))
        : unsupported("Sending messages");
    },
    openLink(url) {
      return has("openExternal") ? done("openExternal", () => call("openExternal", { href: url })) : unsupported("Opening links");
    },
    async requestDisplayMode(mode) {
      if (!has("requestDisplayMode")) return unsupported("Changing the display mode");
      const outcome = await settle("requestDisplayMode", () => call("requestDisplayMode", { mode }), timeoutMs);
      if (!outcome.ok) return outcome;
      const granted: DisplayMode = (isRecord(outcome.value) ? readDisplayMode(outcome.value.mode) : undefined) ?? mode;
      store.update({ displayMode: granted });
      return { ok: true, value: granted };
    },
    // ChatGPT persists widgetState per message and shows it to the model, so no separate summary is sent.
    async saveState(state: WidgetState) {
      if (!has("setWidgetState")) return unsupported("Saving widget state");
      store.update({ widgetState: state });
      return done("setWidgetState", () => call("setWidgetState", state));
    },
  };
}

export function createOpenAiAdapter(view: Window, { timeoutMs = 30_000, reportHeight = true }: OpenAiAdapterOptions = {}): HostAdapter {
  const openai = findOpenAi(view) ?? {};
  const methods = openAiMethods(openai);
  let globals: Globals = pickGlobals(openai);
  const store = createSnapshotStore(initialSnapshot(globals, methods));

  const onSetGlobals = (event: Event) => {
    const detail = "detail" in event && isRecord(event.detail) ? event.detail : {};
    // Without a usable detail, re-read everything: window.openai is updated before the event fires.
    const changed = isRecord(detail.globals) ? pickGlobals(detail.globals) : pickGlobals(openai);
    globals = { ...globals, ...changed };
    store.update(snapshotFields(globals, changed, store.get()));
  };

  let stopHeightReports: (() => void) | undefined;
  const startHeightReports = () => {
    if (!reportHeight || !methods.has("notifyIntrinsicHeight")) return;
    stopHeightReports = observeContentSize(view, ({ height }) => {
      void settle("notifyIntrinsicHeight", () => methods.call("notifyIntrinsicHeight", height), timeoutMs);
    });
  };

  return {
    name: "openai",
    start: () => {
      view.addEventListener(OPENAI_SET_GLOBALS_EVENT, onSetGlobals);
      startHeightReports();
    },
    dispose: () => {
      view.removeEventListener(OPENAI_SET_GLOBALS_EVENT, onSetGlobals);
      stopHeightReports?.();
    },
    getSnapshot: store.get,
    subscribe: store.subscribe,
    ...openAiRequests(methods, store, timeoutMs),
  };
}
