/** What a mounted widget needs from the host, and what the host can ask of it, whichever API carries it. */

import type { CspDialect, DisplayMode, OpenAiGlobals } from "@gift-finder/shared";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import type { HostApi } from "../../shared/hostApi.ts";
import type { SandboxDocumentResponse } from "../../shared/sandboxProtocol.ts";
import { TOOL_RESULT_WITHHELD } from "../../shared/timeline.ts";
import type { TrackedToolCall } from "../backend/toolBackend.ts";
import type { HostSurroundings } from "../hostContext.ts";
import type { HostQuirk } from "../quirks.ts";
import type { NewTimelineEntry } from "../timeline.ts";
import { createSandboxDocument, loadDocument } from "./sandboxDocument.ts";

/** The host's side of the conversation, shared by both APIs. */
export interface HostServices {
  /** A tool call the widget asked for, sent to the server (or fixture). */
  callTool(name: string, args: Record<string, unknown>): Promise<TrackedToolCall>;
  /** A follow-up message; false when the host ignored it. */
  followUp(text: string): boolean;
  openLink(url: string): void;
  /** Returns the mode actually granted. */
  requestDisplayMode(mode: DisplayMode): DisplayMode;
  contentHeight(height: number): void;
  modelContext(update: unknown): void;
  widgetStateChanged(state: unknown): void;
  documentCreated(document: SandboxDocumentResponse): void;
  /** The view asked to be closed (`ui/notifications/request-teardown`, `window.openai.requestClose`). */
  closeRequested(): void;
}

/** The tool call this widget renders. */
export interface RenderedCall {
  readonly tool: Tool;
  readonly input: Record<string, unknown>;
  readonly call: TrackedToolCall;
  readonly templateHtml: string;
  readonly templateMeta: unknown;
  /** Stable across page reloads of the same conversation turn: the key for persisted widget state. */
  readonly instanceId: string;
}

export interface ProtocolOptions {
  readonly rendered: RenderedCall;
  /** The CSP dialect this host applies (and describes to the view). */
  readonly cspDialect: CspDialect;
  readonly surroundings: HostSurroundings;
  readonly quirks: readonly HostQuirk[];
  readonly services: HostServices;
  /** Widget state saved for this instance earlier (window.openai path), restored on mount. */
  readonly savedWidgetState: unknown;
  /** The chat is being revisited (a reload of a rendered widget), not rendered for the first time. */
  readonly revisit: boolean;
}

/** One host API spoken to the widget. ChatGPT speaks two at once, so a session holds one or two. */
export interface HostProtocol {
  /** The globals `window.openai` starts with, when this protocol injects it. */
  readonly openAiGlobals?: OpenAiGlobals;
  /** Runs before the widget document loads, so nothing the widget sends first is missed. */
  attach(view: Window, documentId: string): Promise<void>;
  /** Runs once the document has loaded. */
  loaded(): Promise<void>;
  updateSurroundings(surroundings: HostSurroundings): void;
  /** Delivers the same tool result again, as a host does when it re-renders a message (never the input again). */
  redeliver(): Promise<void>;
  /** The tool call was cancelled: a result still pending is not delivered. */
  cancel(reason: string): void;
  /** The modes the view declared, when this API lets it declare any. */
  declaredDisplayModes?(): readonly DisplayMode[] | undefined;
  /** Runs before the frame is removed. */
  teardown(): Promise<void>;
  dispose(): Promise<void>;
}

/** What the widget receives of a result: the quirks that drop structuredContent apply to both APIs. */
export function resultForWidget(result: CallToolResult, quirks: readonly HostQuirk[], revisit: boolean): CallToolResult {
  const emptied = quirks.includes("strip-structured-content") || (revisit && quirks.includes("empty-tool-output-on-revisit"));
  if (!emptied) return result;
  const { structuredContent: _dropped, ...rest } = result;
  return rest;
}

/** One mounted widget: its sandbox document, loaded into the iframe, and the host APIs that talk to it. */
export class WidgetSession {
  constructor(
    private readonly iframe: HTMLIFrameElement,
    private readonly options: ProtocolOptions,
    readonly protocols: readonly HostProtocol[],
  ) {}

  async start(): Promise<void> {
    const { rendered, quirks, services } = this.options;
    const view = this.iframe.contentWindow;
    if (!view) throw new Error("the widget iframe must be in the document before the session starts");
    const globals = this.protocols.find((protocol) => protocol.openAiGlobals)?.openAiGlobals;
    const document = await createSandboxDocument({
      html: rendered.templateHtml,
      resourceMeta: rendered.templateMeta,
      cspDialect: this.options.cspDialect,
      strictCsp: quirks.includes("strict-csp"),
      runtime: {
        hostOrigin: location.origin,
        instanceId: rendered.instanceId,
        storageBlocked: quirks.includes("storage-blocked"),
        ...(globals ? { globals } : {}),
      },
    });
    services.documentCreated(document);
    for (const protocol of this.protocols) await protocol.attach(view, document.id);
    await loadDocument(this.iframe, document.url);
    await Promise.all(this.protocols.map((protocol) => protocol.loaded()));
  }

  updateSurroundings(surroundings: HostSurroundings): void {
    for (const protocol of this.protocols) protocol.updateSurroundings(surroundings);
  }

  async redeliver(): Promise<void> {
    await Promise.all(this.protocols.map((protocol) => protocol.redeliver()));
  }

  cancel(reason: string): void {
    for (const protocol of this.protocols) protocol.cancel(reason);
  }

  /** Undefined when no API the widget speaks lets it declare modes (window.openai alone). */
  declaredDisplayModes(): readonly DisplayMode[] | undefined {
    for (const protocol of this.protocols) {
      const declared = protocol.declaredDisplayModes?.();
      if (declared) return declared;
    }
    return undefined;
  }

  async teardown(): Promise<void> {
    await Promise.all(this.protocols.map((protocol) => protocol.teardown()));
  }

  async dispose(): Promise<void> {
    await Promise.all(this.protocols.map((protocol) => protocol.dispose()));
  }
}

/** The host's note that a late result was dropped because its call was cancelled first. */
export function withheldEntry(api: HostApi): NewTimelineEntry {
  return {
    channel: "host",
    direction: "host",
    kind: "event",
    api,
    method: TOOL_RESULT_WITHHELD,
    summary: "the late tool result is not delivered: its call was cancelled first",
  };
}
