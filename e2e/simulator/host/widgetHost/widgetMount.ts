/**
 * The widget's place on the page: one iframe per mounted widget, sandboxed, in a wrapper that moves
 * between inline, picture-in-picture and fullscreen by CSS only: moving an iframe in the DOM reloads it.
 */
import type { HostApi } from "../../shared/hostApi.ts";
import { frameBox, type HostSurroundings } from "../hostContext.ts";
import { HOST_SIZES } from "../hostSizes.ts";
import type { Timeline } from "../timeline.ts";
import { McpAppsProtocol } from "./mcpAppsProtocol.ts";
import { OpenAiProtocol } from "./openAiProtocol.ts";
import { type HostProtocol, type ProtocolOptions, WidgetSession } from "./widgetSession.ts";

/**
 * The spec's sandbox for a view: scripts, and its own (sandbox-domain) origin, which isolates it from the host
 * page while storage keeps working; forms so a view's own form can submit to its script. Links leave through the
 * host (ui/open-link, openExternal), so no popups. Blocked storage is simulated inside the frame instead.
 */
export const IFRAME_SANDBOX = "allow-scripts allow-same-origin allow-forms";
const INITIAL_HEIGHT = HOST_SIZES.initialFrameHeight.value;

function protocolsFor(api: HostApi, options: ProtocolOptions, timeline: Timeline): HostProtocol[] {
  switch (api) {
    case "mcp-apps":
      return [new McpAppsProtocol(options, timeline, { dropsFollowUpsSilently: false })];
    case "openai":
      return [new OpenAiProtocol(options, timeline, { alongsideMcpApps: false })];
    case "chatgpt":
      return [
        new OpenAiProtocol(options, timeline, { alongsideMcpApps: true }),
        new McpAppsProtocol(options, timeline, { dropsFollowUpsSilently: true }),
      ];
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
    this.iframe.setAttribute("sandbox", IFRAME_SANDBOX);
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

  /** Tears the view down (it may save state), then removes the frame. */
  async dispose(): Promise<void> {
    await this.session.teardown();
    await this.session.dispose();
    this.wrapper.remove();
  }
}
