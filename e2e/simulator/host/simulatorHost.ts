/**
 * The simulated host: it holds the settings, talks to the server (or fixtures), runs conversation turns,
 * mounts the widget in the chosen host API and answers what the widget asks. The page's components and
 * `window.__simulator` read its state; nothing else changes it.
 */
import { TOOL_NAME } from "@gift-finder/shared";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { injectsOpenAi, type DisplayMode } from "../shared/hostApi.ts";
import { isRuntimeMessage, type SimulatorConfig } from "../shared/sandboxProtocol.ts";
import { parseGiftRequest } from "../shared/scriptedTurn.ts";
import type { TimelineExport } from "../shared/timeline.ts";
import { createFixtureBackend } from "./backend/fixtureBackend.ts";
import { connectLiveBackend } from "./backend/liveBackend.ts";
import type { ToolBackend, TrackedToolCall } from "./backend/toolBackend.ts";
import { grantDisplayMode, type HostSurroundings } from "./hostContext.ts";
import { savedWidgetStates, widgetInstanceId } from "./instanceId.ts";
import { recordRuntimeEvent } from "./runtimeEvents.ts";
import { readSettings, writeSettings, type SimulatorSettings } from "./settings.ts";
import { initialState, type SimulatorState, type ThreadMessage, type ToolCallRecord } from "./simulatorState.ts";
import { findTemplate } from "./template.ts";
import { Timeline } from "./timeline.ts";
import type { HostServices, RenderedCall } from "./widgetHost/widgetSession.ts";
import { WidgetMount } from "./widgetHost/widgetMount.ts";

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
      this.#say({ role: "assistant", text: `To suggest gifts I need the ${parsed.missing.join(" and ")}. For example: "a birthday gift up to $50 for my sister who loves tea".` });
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
      const anchor = this.#say({ role: "assistant", text: `Called ${TOOL_NAME} ${JSON.stringify(callArguments)}${fixture}${call.result.isError ? ": the tool reported an error" : ""}.` });
      const template = await findTemplate(tool, backend, this.timeline);
      const { settings } = this.#state;
      const instanceId = widgetInstanceId([settings.api, settings.mode, this.#turnCount, TOOL_NAME, callArguments]);
      await this.#render({ tool, input: callArguments, call, templateHtml: template.html, templateMeta: template.meta, instanceId }, anchor);
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

  /** Mounts the same widget again in a fresh document, as after a page reload; widget state comes back. */
  async reloadWidget(): Promise<void> {
    if (this.#rendered) await this.#render(this.#rendered.call, this.#rendered.anchor);
  }

  /** Delivers the same tool call again to the running widget, as a host re-rendering the message. */
  async rerender(): Promise<void> {
    await this.#mount?.session.redeliver();
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
        throw new Error(`cannot reach the MCP server at ${mcpUrl}: ${(error as Error).message}. Start it (npm start), or switch to fixtures mode.`);
      }
    }
    this.#tools = await this.#backend.listTools();
  }

  async #render(rendered: RenderedCall, anchor: string): Promise<void> {
    await this.#mount?.dispose();
    this.#mount = undefined;
    this.#rendered = { call: rendered, anchor };
    const { settings } = this.#state;
    const savedWidgetState = injectsOpenAi(settings.api) ? savedWidgetStates.read(rendered.instanceId) : null;
    this.#update({ widgetAnchor: anchor, widgetState: savedWidgetState, marks: [] });
    const slot = await this.#slotFor(anchor);
    this.#mount = new WidgetMount(slot, settings.api, { rendered, surroundings: this.surroundings(), quirks: settings.quirks, services: this.#services, savedWidgetState }, this.timeline);
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
      const ignored = this.#state.settings.quirks.includes("ignore-follow-ups");
      this.#update({ followUps: [...this.#state.followUps, { text, api: this.#state.settings.api, ignored }] });
      this.timeline.record({ channel: "host", direction: "host", kind: "event", method: "follow-up", summary: ignored ? `ignored (quirk): ${text}` : text, payload: { text, ignored } });
      if (!ignored) {
        this.#say({ role: "user", text });
        this.#say({ role: "assistant", text: "(The model would answer this follow-up now.)" });
      }
      return !ignored;
    },
    openLink: (url) => {
      this.#update({ openedLinks: [...this.#state.openedLinks, url] });
      this.#say({ role: "notice", text: `The widget asked to open ${url}` });
    },
    requestDisplayMode: (mode: DisplayMode) => {
      const granted = grantDisplayMode(mode, this.#state.settings.device);
      this.setSurroundings({ displayMode: granted });
      return granted;
    },
    contentHeight: (height) => this.#mount?.setContentHeight(height, this.surroundings()),
    modelContext: (update) => this.#update({ modelContext: update }),
    widgetStateChanged: (state) => {
      if (this.#rendered) savedWidgetStates.write(this.#rendered.call.instanceId, state);
      this.#update({ widgetState: state });
    },
    documentCreated: (document) => {
      this.#update({ document });
      this.timeline.record({ channel: "host", direction: "host", kind: "event", method: "sandbox-document", summary: `CSP: ${document.contentSecurityPolicy}`, payload: document });
      for (const disagreement of document.cspDisagreements) {
        this.timeline.record({ channel: "csp", direction: "host", kind: "event", method: "csp-dialects-disagree", summary: disagreement });
      }
    },
  };

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
    const record: ToolCallRecord = { origin, name, arguments: args, correlationId: call.correlationId, serverRpcId: call.serverRpcId, isError: call.result.isError === true };
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
