/**
 * The simulated host: it holds the settings, talks to the server (or fixtures), runs conversation turns,
 * mounts the widget in the chosen host API and answers what the widget asks. The page's components and
 * `window.__simulator` read its state; nothing else changes it.
 */

import type { DisplayMode } from "@gift-finder/shared";
import { TOOL_NAME } from "@gift-finder/shared";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { cspDialectOf, injectsOpenAi } from "../shared/hostApi.ts";
import { isRuntimeMessage, type SimulatorConfig } from "../shared/sandboxProtocol.ts";
import { parseGiftRequest } from "../shared/scriptedTurn.ts";
import type { TimelineExport } from "../shared/timeline.ts";
import { createFixtureBackend } from "./backend/fixtureBackend.ts";
import { connectLiveBackend } from "./backend/liveBackend.ts";
import type { ToolBackend, TrackedToolCall } from "./backend/toolBackend.ts";
import { grantDisplayMode, type HostSurroundings } from "./hostContext.ts";
import { savedWidgetStates, widgetInstanceId } from "./instanceId.ts";
import { REPLY_STREAMING_MS } from "./quirks.ts";
import { recordRuntimeEvent } from "./runtimeEvents.ts";
import { readSettings, type SimulatorSettings, writeSettings } from "./settings.ts";
import { initialState, type SimulatorState, type ThreadMessage, type ToolCallRecord } from "./simulatorState.ts";
import { findTemplate, type TemplateCache } from "./template.ts";
import { Timeline } from "./timeline.ts";
import { WidgetMount } from "./widgetHost/widgetMount.ts";
import type { HostServices, RenderedCall } from "./widgetHost/widgetSession.ts";

type SurroundingSettings = Pick<SimulatorSettings, "theme" | "locale" | "device" | "displayMode" | "maxHeight" | "safeArea">;
type ShapeSettings = Pick<SimulatorSettings, "api" | "mode" | "fixture" | "quirks">;

export class SimulatorHost {
  readonly timeline = new Timeline();
  #state: SimulatorState;
  readonly #listeners = new Set<() => void>();
  #backend: ToolBackend | undefined;
  #tools: Tool[] = [];
  #mount: WidgetMount | undefined;
  #rendered: { call: RenderedCall; anchor: string } | undefined;
  #lastTurn: { userText: string; args: Record<string, unknown> } | undefined;
  #turnCount = 0;
  readonly #templateCache: TemplateCache = new Map();
  #streamingTimer: ReturnType<typeof setTimeout> | undefined;
  #replyStreamHeld = false;
  readonly #slots = new Map<string, HTMLElement>();
  readonly #slotWaiters = new Map<string, (slot: HTMLElement) => void>();

  constructor(search: string) {
    const { settings, problems } = readSettings(search);
    this.#state = initialState(settings, problems);
    window.addEventListener("message", (event) => this.#onRuntimeMessage(event));
  }

  getState = (): SimulatorState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** React renders one slot per tool-call message and hands it over; the widget's iframe lives there, never moved. */
  attachWidgetSlot(anchor: string, slot: HTMLElement | null): void {
    if (!slot) {
      this.#slots.delete(anchor);
      return;
    }
    this.#slots.set(anchor, slot);
    this.#slotWaiters.get(anchor)?.(slot);
    this.#slotWaiters.delete(anchor);
  }

  async start(): Promise<void> {
    try {
      const config = (await (await fetch("/config.json")).json()) as SimulatorConfig;
      this.#update({ config });
      await this.#connect();
      this.#update({ status: "idle" });
      if (this.#state.settings.prompt.trim()) await this.runTurn(this.#state.settings.prompt);
    } catch (error) {
      this.#fail(error);
    }
  }

  /** A user's turn, read by the scripted model: it calls the tool when it understands an occasion and a budget. */
  async runTurn(prompt: string): Promise<void> {
    const parsed = parseGiftRequest(prompt);
    if (!parsed.ok) {
      this.#say({ role: "user", text: prompt });
      this.#say({
        role: "assistant",
        text: `To suggest gifts I need the ${parsed.missing.join(" and ")}. For example: "a birthday gift up to $50 for my sister who loves tea".`,
      });
      return;
    }
    await this.callTool(prompt, { ...parsed.arguments });
  }

  /** Calls the tool as the model would, then renders its template with the result. */
  async callTool(userText: string, args: Record<string, unknown>): Promise<void> {
    this.#lastTurn = { userText, args };
    this.#turnCount += 1;
    this.#say({ role: "user", text: userText });
    this.#update({ status: "calling", error: null });
    try {
      const backend = this.#requireBackend();
      const tool = this.#tools.find((candidate) => candidate.name === TOOL_NAME);
      if (!tool) throw new Error(`the server lists no "${TOOL_NAME}" tool (tools: ${this.#tools.map((t) => t.name).join(", ") || "none"})`);
      const callArguments = backend.fixedArguments ?? args;
      const call = await backend.callTool(TOOL_NAME, callArguments, "model");
      this.#recordToolCall("model", TOOL_NAME, callArguments, call);
      const fixture = backend.kind === "fixtures" ? ` (fixture "${this.#state.settings.fixture}")` : "";
      const anchor = this.#say({
        role: "assistant",
        text: `Called ${TOOL_NAME} ${JSON.stringify(callArguments)}${fixture}${call.result.isError ? ": the tool reported an error" : ""}.`,
      });
      const { settings } = this.#state;
      const template = await findTemplate(
        tool,
        backend,
        this.timeline,
        settings.quirks.includes("stale-template-after-redeploy") ? this.#templateCache : undefined,
      );
      const instanceId = widgetInstanceId([settings.api, settings.mode, this.#turnCount, TOOL_NAME, callArguments]);
      await this.#render(
        { tool, input: callArguments, call, templateHtml: template.html, templateMeta: template.meta, instanceId },
        anchor,
        false,
      );
      this.#streamReply();
    } catch (error) {
      this.#fail(error);
    }
  }

  setSurroundings(change: Partial<SurroundingSettings>): void {
    this.#changeSettings(change);
    this.#applySurroundings();
  }

  /** A different host API, data source or set of quirks: the last turn runs again in the new host. */
  async setHostShape(change: Partial<ShapeSettings>): Promise<void> {
    const before = this.#state.settings;
    this.#changeSettings(change);
    const after = this.#state.settings;
    try {
      if (before.mode !== after.mode || before.fixture !== after.fixture) await this.#connect();
      if (this.#lastTurn) await this.callTool(this.#lastTurn.userText, this.#lastTurn.args);
    } catch (error) {
      this.#fail(error);
    }
  }

  /** Mounts the same widget again in a fresh document, as when the chat is revisited; widget state comes back. */
  async reloadWidget(): Promise<void> {
    if (this.#rendered) await this.#render(this.#rendered.call, this.#rendered.anchor, true);
  }

  /** Delivers the same tool result again to the running widget, as a host re-rendering the message. */
  async rerender(): Promise<void> {
    await this.#mount?.session.redeliver();
  }

  /** The user stopped the tool call: the widget hears `tool-cancelled`, and a result still pending never comes. */
  cancelToolCall(reason = "The user stopped the tool call."): void {
    if (!this.#mount) return;
    this.timeline.record({ channel: "host", direction: "host", kind: "event", method: "cancel-tool-call", summary: reason });
    this.#mount.session.cancel(reason);
  }

  /**
   * A reply streams until finishReplyStream(), however long the machine takes: a test that acts while the reply
   * streams cannot lose its window to a busy machine.
   */
  holdReplyStream(): void {
    this.#replyStreamHeld = true;
  }

  finishReplyStream(): void {
    this.#replyStreamHeld = false;
    this.#endReplyStream();
  }

  /** Removes the widget as a host closing it does: `ui/resource-teardown` first, then the frame goes. */
  async closeWidget(): Promise<void> {
    if (!this.#mount) return;
    const mount = this.#mount;
    this.#mount = undefined;
    await mount.dispose();
    this.timeline.record({
      channel: "host",
      direction: "host",
      kind: "event",
      method: "widget-closed",
      summary: "the widget frame was removed",
    });
    this.#update({ widgetAnchor: null, status: "idle" });
  }

  /** Like pressing Refresh on a ChatGPT connector: the tool list and the templates are read again. */
  async refreshConnector(): Promise<void> {
    this.#templateCache.clear();
    this.#tools = await this.#requireBackend().listTools();
    this.timeline.record({
      channel: "host",
      direction: "host",
      kind: "event",
      method: "connector-refreshed",
      summary: "tools listed again; cached templates dropped",
    });
  }

  exportTimeline(): TimelineExport {
    return {
      exportedAt: new Date().toISOString(),
      settings: this.#state.settings,
      mcpUrl: this.#state.settings.mode === "live" ? (this.#state.config?.mcpUrl ?? null) : null,
      entries: this.timeline.entries(),
    };
  }

  surroundings(): HostSurroundings {
    const { theme, locale, device, displayMode, maxHeight, safeArea } = this.#state.settings;
    return { theme, locale, device, displayMode, maxHeight, safeArea };
  }

  async #connect(): Promise<void> {
    await this.#backend?.close();
    this.#backend = undefined;
    const { settings, config } = this.#state;
    if (settings.mode === "fixtures") {
      this.#backend = createFixtureBackend(settings.fixture, this.timeline);
    } else {
      const mcpUrl = config?.mcpUrl ?? "";
      try {
        this.#backend = await connectLiveBackend(mcpUrl, this.timeline);
      } catch (error) {
        throw new Error(
          `cannot reach the MCP server at ${mcpUrl}: ${(error as Error).message}. Start it (npm start), or switch to fixtures mode.`,
        );
      }
    }
    this.#tools = await this.#backend.listTools();
  }

  async #render(rendered: RenderedCall, anchor: string, revisit: boolean): Promise<void> {
    const previous = this.#mount;
    this.#mount = undefined;
    await previous?.dispose();
    this.#rendered = { call: rendered, anchor };
    const { settings } = this.#state;
    const savedWidgetState = injectsOpenAi(settings.api) ? savedWidgetStates.read(rendered.instanceId) : null;
    this.#update({ widgetAnchor: anchor, widgetState: savedWidgetState, marks: [] });
    const slot = await this.#slotFor(anchor);
    this.#mount = new WidgetMount(
      slot,
      settings.api,
      {
        rendered,
        cspDialect: cspDialectOf(settings.api),
        surroundings: this.surroundings(),
        quirks: settings.quirks,
        services: this.#services,
        savedWidgetState,
        revisit,
      },
      this.timeline,
    );
    await this.#mount.session.start();
    this.#update({ status: "rendered" });
  }

  readonly #services: HostServices = {
    callTool: async (name, args) => {
      const call = await this.#requireBackend().callTool(name, args, "widget");
      this.#recordToolCall("widget", name, args, call);
      return call;
    },
    followUp: (text) => {
      const { quirks } = this.#state.settings;
      const ignored = quirks.includes("ignore-follow-ups")
        ? "ignored (quirk)"
        : quirks.includes("drop-follow-ups-while-streaming") && this.#state.streaming
          ? "dropped while the reply streams"
          : undefined;
      this.#update({ followUps: [...this.#state.followUps, { text, api: this.#state.settings.api, ignored: ignored !== undefined }] });
      this.timeline.record({
        channel: "host",
        direction: "host",
        kind: "event",
        method: "follow-up",
        summary: ignored ? `${ignored}: ${text}` : text,
        payload: { text, ignored: ignored !== undefined },
      });
      if (!ignored) void this.#answerFollowUp(text);
      return !ignored;
    },
    openLink: (url) => {
      this.#update({ openedLinks: [...this.#state.openedLinks, url] });
      this.#say({ role: "notice", text: `The widget asked to open ${url}` });
    },
    requestDisplayMode: (mode: DisplayMode) => {
      const { device, displayMode: current } = this.#state.settings;
      const declared = this.#mount?.session.declaredDisplayModes();
      const granted = grantDisplayMode({ requested: mode, current, device, declared });
      if (granted !== mode) {
        const why =
          granted === current
            ? `the widget declared ${declared?.join(", ") || "no display modes"}`
            : "phones show picture-in-picture as fullscreen";
        this.timeline.record({
          channel: "host",
          direction: "host",
          kind: "event",
          method: "display-mode-refused",
          summary: `asked for ${mode}, granted ${granted}: ${why}`,
        });
      }
      this.setSurroundings({ displayMode: granted });
      return granted;
    },
    contentHeight: (height) => this.#mount?.setContentHeight(height, this.surroundings()),
    modelContext: (update) => this.#update({ modelContext: update }),
    widgetStateChanged: (state) => {
      if (this.#rendered) savedWidgetStates.write(this.#rendered.call.instanceId, state);
      this.#update({ widgetState: state });
    },
    closeRequested: () => void this.closeWidget(),
    documentCreated: (document) => {
      this.#update({ document });
      const csp = document.contentSecurityPolicy ?? `none: no ${document.cspDialect} declared, and ChatGPT's developer mode applies none`;
      this.timeline.record({
        channel: "host",
        direction: "host",
        kind: "event",
        method: "sandbox-document",
        summary: `CSP (${document.cspDialect}): ${csp}`,
        payload: document,
      });
      for (const disagreement of document.cspDisagreements) {
        this.timeline.record({ channel: "csp", direction: "host", kind: "event", method: "csp-dialects-disagree", summary: disagreement });
      }
    },
  };

  /** The scripted model answers a follow-up: a new gift request is run as it reads; anything else runs the last turn again. */
  async #answerFollowUp(text: string): Promise<void> {
    const parsed = parseGiftRequest(text);
    const args = parsed.ok ? { ...parsed.arguments } : this.#lastTurn?.args;
    if (!args) {
      this.#say({ role: "user", text });
      this.#say({ role: "assistant", text: "(The model answers in text: there is no gift search to run again.)" });
      return;
    }
    await this.callTool(text, args);
  }

  /** Under drop-follow-ups-while-streaming, the model's reply streams for a while after each tool result. */
  #streamReply(): void {
    if (!this.#state.settings.quirks.includes("drop-follow-ups-while-streaming")) return;
    clearTimeout(this.#streamingTimer);
    this.#update({ streaming: true });
    this.timeline.record({
      channel: "host",
      direction: "host",
      kind: "event",
      method: "reply-streaming",
      summary: this.#replyStreamHeld
        ? "the reply streams until the test finishes it; follow-ups are dropped until it ends"
        : `the reply streams for ${REPLY_STREAMING_MS} ms; follow-ups are dropped until it ends`,
    });
    this.#streamingTimer = setTimeout(() => {
      if (!this.#replyStreamHeld) this.#endReplyStream();
    }, REPLY_STREAMING_MS);
  }

  #endReplyStream(): void {
    clearTimeout(this.#streamingTimer);
    if (!this.#state.streaming) return;
    this.#update({ streaming: false });
    this.timeline.record({
      channel: "host",
      direction: "host",
      kind: "event",
      method: "reply-streamed",
      summary: "the reply finished streaming",
    });
  }

  #onRuntimeMessage(event: MessageEvent): void {
    if (!this.#mount || event.source !== this.#mount.iframe.contentWindow || !isRuntimeMessage(event.data)) return;
    const mark = recordRuntimeEvent(this.timeline, event.data);
    if (mark) this.#update({ marks: [...this.#state.marks, mark] });
  }

  #applySurroundings(): void {
    const surroundings = this.surroundings();
    this.#mount?.layout(surroundings);
    this.#mount?.session.updateSurroundings(surroundings);
  }

  #changeSettings(change: Partial<SimulatorSettings>): void {
    const settings = { ...this.#state.settings, ...change };
    history.replaceState(null, "", writeSettings(settings));
    this.#update({ settings });
  }

  #recordToolCall(origin: ToolCallRecord["origin"], name: string, args: Record<string, unknown>, call: TrackedToolCall): void {
    const record: ToolCallRecord = {
      origin,
      name,
      arguments: args,
      correlationId: call.correlationId,
      serverRpcId: call.serverRpcId,
      isError: call.result.isError === true,
    };
    this.#update({ toolCalls: [...this.#state.toolCalls, record] });
  }

  #requireBackend(): ToolBackend {
    if (!this.#backend) throw new Error("not connected to a server or fixtures yet");
    return this.#backend;
  }

  #slotFor(anchor: string): Promise<HTMLElement> {
    const slot = this.#slots.get(anchor);
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.#slotWaiters.set(anchor, resolve));
  }

  /** Adds a message to the thread and returns its key. */
  #say(message: Omit<ThreadMessage, "key">): string {
    const key = `m${this.#state.thread.length}`;
    this.#update({ thread: [...this.#state.thread, { ...message, key }] });
    return key;
  }

  #fail(error: unknown): void {
    const text = error instanceof Error ? error.message : String(error);
    this.timeline.record({ channel: "host", direction: "host", kind: "error", method: "host-error", summary: text });
    this.#update({ status: "failed", error: text });
  }

  #update(change: Partial<SimulatorState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}
