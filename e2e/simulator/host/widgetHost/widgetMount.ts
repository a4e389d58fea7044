/**
 * The widget's place on the page: one iframe per mounted widget, sandboxed, in a wrapper that moves
 * between inline, picture-in-picture and fullscreen by CSS only: moving an iframe in the DOM reloads it.
 */
import type { HostApi } from "../../shared/hostApi.ts";
import { frameBox, type HostSurroundings } from "../hostContext.ts";
import type { Timeline } from "../timeline.ts";
import { McpAppsProtocol } from "./mcpAppsProtocol.ts";
import { OpenAiProtocol } from "./openAiProtocol.ts";
import { WidgetSession, type HostProtocol, type ProtocolOptions } from "./widgetSession.ts";

/** What ChatGPT grants its widget frames (its sandbox origin isolates them; same-origin keeps storage working). */
const IFRAME_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox";
/** Without allow-same-origin the frame's origin is opaque, and every storage access throws, as in browsers that block it. */
const IFRAME_SANDBOX_WITHOUT_STORAGE = "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox";
/** Until the widget reports its height. */
const INITIAL_HEIGHT = 400;

function protocolsFor(api: HostApi, options: ProtocolOptions, timeline: Timeline): HostProtocol[] {
  switch (api) {
    case "mcp-apps":
      return [new McpAppsProtocol(options, timeline)];
    case "openai":
      return [new OpenAiProtocol(options, timeline, { alongsideMcpApps: false })];
    case "chatgpt":
      return [new OpenAiProtocol(options, timeline, { alongsideMcpApps: true }), new McpAppsProtocol(options, timeline)];
  }
}

export class WidgetMount {
  readonly wrapper: HTMLDivElement;
  readonly iframe: HTMLIFrameElement;
  readonly session: WidgetSession;
  #contentHeight: number | undefined;

  constructor(slot: HTMLElement, api: HostApi, options: ProtocolOptions, timeline: Timeline) {
    this.wrapper = document.createElement("div");
    this.wrapper.className = "widget-wrapper";
    this.wrapper.dataset.testid = "widget-wrapper";
    this.iframe = document.createElement("iframe");
    this.iframe.title = "Gift Finder widget";
    this.iframe.dataset.testid = "widget-frame";
    this.iframe.setAttribute("sandbox", options.quirks.includes("storage-blocked") ? IFRAME_SANDBOX_WITHOUT_STORAGE : IFRAME_SANDBOX);
    this.iframe.setAttribute("allow", "clipboard-write");
    this.wrapper.append(this.iframe);
    slot.replaceChildren(this.wrapper);
    this.session = new WidgetSession(this.iframe, options, protocolsFor(api, options, timeline));
    this.layout(options.surroundings);
  }

  setContentHeight(height: number, surroundings: HostSurroundings): void {
    this.#contentHeight = Math.ceil(height);
    this.layout(surroundings);
  }

  layout(surroundings: HostSurroundings): void {
    const box = frameBox(surroundings);
    const height = box.fixedHeight ? box.height : Math.min(this.#contentHeight ?? INITIAL_HEIGHT, box.height);
    this.wrapper.dataset.displayMode = surroundings.displayMode;
    this.iframe.style.width = `${box.width}px`;
    this.iframe.style.height = `${height}px`;
  }

  async dispose(): Promise<void> {
    await this.session.dispose();
    this.wrapper.remove();
  }
}
