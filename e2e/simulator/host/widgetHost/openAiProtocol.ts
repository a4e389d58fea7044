/**
 * ChatGPT's host API: `window.openai`, injected into the widget document by the sandbox runtime. Its globals
 * start filled in (toolInput, toolOutput = structuredContent, toolResponseMetadata = _meta, widgetState);
 * changes go out as `openai:set_globals` with only the changed keys; method calls come back here.
 */

import { DISPLAY_MODES, type OpenAiGlobals, type OpenAiMethod } from "@gift-finder/shared";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type HostMessageBody, isRuntimeMessage, SIMULATOR_TAG } from "../../shared/sandboxProtocol.ts";
import type { TimelineDirection, TimelineKind } from "../../shared/timeline.ts";
import { type HostSurroundings, openAiSurroundings, type SurroundingGlobals } from "../hostContext.ts";
import { LATE_TOOL_OUTPUT_MS } from "../quirks.ts";
import type { Timeline } from "../timeline.ts";
import { updateSandboxGlobals } from "./sandboxDocument.ts";
import { type HostProtocol, type ProtocolOptions, resultForWidget, withheldEntry } from "./widgetSession.ts";

type ToolGlobals = Pick<OpenAiGlobals, "toolOutput" | "toolResponseMetadata">;
type Correlation = { correlationId?: string; serverRpcId?: string | number };

function toolGlobals(result: CallToolResult): ToolGlobals {
  return { toolOutput: result.structuredContent ?? null, toolResponseMetadata: result._meta ?? null };
}

function changedKeys<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed;
}

function isJsonRpc(data: unknown): data is { jsonrpc: "2.0"; id?: unknown; method?: unknown } {
  return typeof data === "object" && data !== null && (data as { jsonrpc?: unknown }).jsonrpc === "2.0";
}

export interface OpenAiProtocolOptions {
  /** In ChatGPT an MCP Apps bridge answers `ui/*` too; alone, this host leaves those messages unanswered. */
  readonly alongsideMcpApps: boolean;
}

export class OpenAiProtocol implements HostProtocol {
  readonly openAiGlobals: OpenAiGlobals;
  #view: Window | undefined;
  #documentId: string | undefined;
  #surroundings: SurroundingGlobals;
  #listener: ((event: MessageEvent) => void) | undefined;
  #disposed = false;
  #cancelled = false;

  constructor(
    private readonly options: ProtocolOptions,
    private readonly timeline: Timeline,
    private readonly protocolOptions: OpenAiProtocolOptions,
  ) {
    const { rendered, quirks, savedWidgetState } = options;
    this.#surroundings = openAiSurroundings(options.surroundings);
    this.openAiGlobals = {
      ...this.#surroundings,
      toolInput: rendered.input,
      ...(this.#late
        ? { toolOutput: null, toolResponseMetadata: null }
        : toolGlobals(resultForWidget(rendered.call.result, quirks, options.revisit))),
      widgetState: savedWidgetState ?? null,
    };
  }

  get #late(): boolean {
    return this.options.quirks.includes("late-tool-output");
  }

  async attach(view: Window, documentId: string): Promise<void> {
    this.#view = view;
    this.#documentId = documentId;
    const globals = this.openAiGlobals;
    this.#record(
      "host->widget",
      "notification",
      "openai:init",
      `window.openai injected (toolOutput ${globals.toolOutput ? "set" : "null"})`,
      globals,
      this.#late ? {} : this.#correlation(),
    );
    this.#listener = (event: MessageEvent) => {
      if (event.source !== view) return;
      if (isJsonRpc(event.data)) {
        if (!this.protocolOptions.alongsideMcpApps) this.#recordUnanswered(event.data);
      } else if (isRuntimeMessage(event.data) && event.data.kind === "openai-call") {
        void this.#handleCall(event.data.callId, event.data.method, event.data.args);
      }
    };
    window.addEventListener("message", this.#listener);
  }

  /** A late result comes on its own timer, so the host is not held up and a cancel in between can win. */
  async loaded(): Promise<void> {
    if (this.#late) setTimeout(() => this.#deliverLate(), LATE_TOOL_OUTPUT_MS);
  }

  #deliverLate(): void {
    if (this.#disposed) return;
    if (this.#cancelled) {
      this.timeline.record(withheldEntry("openai"));
      return;
    }
    this.#setGlobals(
      toolGlobals(resultForWidget(this.options.rendered.call.result, this.options.quirks, this.options.revisit)),
      this.#correlation(),
    );
  }

  updateSurroundings(surroundings: HostSurroundings): void {
    const next = openAiSurroundings(surroundings);
    const changed = changedKeys(this.#surroundings, next);
    this.#surroundings = next;
    if (Object.keys(changed).length > 0) this.#setGlobals(changed);
  }

  /** The tool output again; toolInput is unchanged, so it is not sent again. */
  async redeliver(): Promise<void> {
    if (this.#cancelled) return;
    const { rendered, quirks, revisit } = this.options;
    this.#setGlobals(toolGlobals(resultForWidget(rendered.call.result, quirks, revisit)), this.#correlation());
  }

  /** window.openai has no cancel notification: a pending result simply never arrives. */
  cancel(): void {
    this.#cancelled = true;
    if (!this.protocolOptions.alongsideMcpApps) this.#recordNoCancel();
  }

  async teardown(): Promise<void> {}

  #recordNoCancel(): void {
    this.timeline.record({
      channel: "bridge",
      api: "openai",
      direction: "host",
      kind: "event",
      method: "tool-cancelled",
      summary: "window.openai has no cancel notification: toolOutput stays as it is",
    });
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    if (this.#listener) window.removeEventListener("message", this.#listener);
  }

  #correlation(): Correlation {
    const { call } = this.options.rendered;
    return { correlationId: call.correlationId, serverRpcId: call.serverRpcId };
  }

  #post(message: HostMessageBody): void {
    this.#view?.postMessage({ tag: SIMULATOR_TAG, ...message }, "*");
  }

  #record(
    direction: TimelineDirection,
    kind: TimelineKind,
    method: string,
    summary: string,
    payload: unknown,
    extra: Correlation & { id?: number; durationMs?: number } = {},
  ) {
    return this.timeline.record({ channel: "bridge", api: "openai", direction, kind, method, summary, payload, ...extra });
  }

  /** A ChatGPT-only host has no MCP Apps bridge: the widget's `ui/*` messages go unanswered, and the timeline says so. */
  #recordUnanswered(message: { id?: unknown; method?: unknown }): void {
    const method = typeof message.method === "string" ? message.method : "(response)";
    const hasId = typeof message.id === "string" || typeof message.id === "number";
    this.timeline.record({
      channel: "bridge",
      api: "openai",
      direction: "widget->host",
      kind: hasId ? "request" : "notification",
      method,
      summary: "unanswered: this host offers window.openai only",
      payload: message,
      ...(hasId ? { id: message.id as string | number } : {}),
    });
  }

  #setGlobals(globals: Partial<OpenAiGlobals>, correlation: Correlation = {}): void {
    const method = "toolOutput" in globals ? "openai:set_globals (tool result)" : "openai:set_globals";
    this.#record("host->widget", "notification", method, Object.keys(globals).join(", "), { globals }, correlation);
    this.#post({ kind: "openai-set-globals", globals });
    if (this.#documentId) void updateSandboxGlobals(this.#documentId, globals);
  }

  async #handleCall(callId: number, method: OpenAiMethod, args: unknown): Promise<void> {
    const request = this.#record("widget->host", "request", `openai/${method}`, JSON.stringify(args ?? null).slice(0, 160), args, {
      id: callId,
    });
    const started = performance.now();
    try {
      const { value, correlation } = await this.#perform(method, args);
      if (correlation.correlationId) this.timeline.annotate(request, correlation);
      const summary = value === undefined ? "done" : JSON.stringify(value).slice(0, 160);
      this.#record("host->widget", "response", `openai/${method}`, summary, value, {
        id: callId,
        durationMs: Math.round(performance.now() - started),
        ...correlation,
      });
      this.#post({ kind: "openai-reply", callId, ok: true, value });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.#record("host->widget", "error", `openai/${method}`, message, { error: message }, { id: callId });
      this.#post({ kind: "openai-reply", callId, ok: false, error: message });
    }
  }

  async #perform(method: OpenAiMethod, args: unknown): Promise<{ value: unknown; correlation: Correlation }> {
    const { services, quirks } = this.options;
    const input = (typeof args === "object" && args !== null ? args : {}) as Record<string, unknown>;
    const done = { value: undefined, correlation: {} };
    switch (method) {
      case "callTool": {
        const tracked = await services.callTool(String(input.name), (input.args ?? {}) as Record<string, unknown>);
        return {
          value: resultForWidget(tracked.result, quirks, false),
          correlation: { correlationId: tracked.correlationId, serverRpcId: tracked.serverRpcId },
        };
      }
      case "sendFollowUpMessage":
        // ChatGPT resolves even when it drops the message (while streaming): the widget cannot tell.
        services.followUp(String(input.prompt ?? ""));
        return done;
      case "openExternal":
        services.openLink(String(input.href ?? ""));
        return done;
      case "requestDisplayMode": {
        const mode = DISPLAY_MODES.find((known) => known === input.mode);
        if (!mode) throw new Error(`unknown display mode "${String(input.mode)}"; use one of ${DISPLAY_MODES.join(", ")}`);
        return { value: { mode: services.requestDisplayMode(mode) }, correlation: {} };
      }
      case "requestClose":
        services.closeRequested();
        return done;
      case "setWidgetState":
        services.widgetStateChanged(args);
        if (this.#documentId) void updateSandboxGlobals(this.#documentId, { widgetState: args });
        return done;
      case "notifyIntrinsicHeight":
        if (typeof input.height === "number") services.contentHeight(input.height);
        return done;
      case "requestModal":
        return done;
    }
  }
}
