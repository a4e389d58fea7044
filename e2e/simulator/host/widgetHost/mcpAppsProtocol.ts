/**
 * The MCP Apps host API: the real ext-apps `AppBridge` over postMessage, every message on the timeline.
 * It sends tool-input then tool-result after the view's `ui/notifications/initialized` (and again after a
 * reload of the view), proxies the view's `tools/call` to the server, and answers `ui/message`,
 * `ui/open-link`, `ui/request-display-mode` and `ui/update-model-context`.
 */
import { AppBridge, PostMessageTransport, type McpUiHostCapabilities, type McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { ContentBlock } from "@modelcontextprotocol/sdk/types.js";
import { readDeclaredCsp } from "../../shared/csp.ts";
import { mcpHostContext, type HostSurroundings } from "../hostContext.ts";
import { LATE_TOOL_OUTPUT_MS } from "../quirks.ts";
import { RecordingTransport } from "../recordingTransport.ts";
import type { Timeline } from "../timeline.ts";
import { resultForWidget, type HostProtocol, type ProtocolOptions } from "./widgetSession.ts";

const HOST_INFO = { name: "gift-finder-host-simulator", version: "1.0.0" };

function textOf(content: readonly ContentBlock[]): string {
  return content.map((block) => (block.type === "text" ? block.text : `[${block.type}]`)).join("\n");
}

function declaredDomains(resourceMeta: unknown): { connectDomains: string[]; resourceDomains: string[] } {
  const declared = readDeclaredCsp(resourceMeta);
  return { connectDomains: [...(declared?.connectDomains ?? [])], resourceDomains: [...(declared?.resourceDomains ?? [])] };
}

export class McpAppsProtocol implements HostProtocol {
  #bridge: AppBridge | undefined;
  #transport: RecordingTransport | undefined;
  #surroundings: HostSurroundings;
  #initialized = false;
  #disposed = false;

  constructor(
    private readonly options: ProtocolOptions,
    private readonly timeline: Timeline,
  ) {
    this.#surroundings = options.surroundings;
  }

  async attach(view: Window): Promise<void> {
    const { rendered, quirks, services } = this.options;
    const capabilities: McpUiHostCapabilities = {
      openLinks: {},
      serverTools: {},
      logging: {},
      message: { text: {} },
      updateModelContext: { text: {}, structuredContent: {} },
      sandbox: { csp: declaredDomains(rendered.templateMeta) },
    };
    const bridge = new AppBridge(null, HOST_INFO, capabilities, { hostContext: this.#context() });
    bridge.oncalltool = async (params, extra) => {
      const tracked = await services.callTool(params.name, params.arguments ?? {});
      this.#transport?.correlateIncomingRequest(extra.requestId, { correlationId: tracked.correlationId, serverRpcId: tracked.serverRpcId });
      return resultForWidget(tracked.result, quirks);
    };
    bridge.onmessage = async ({ content }) => (services.followUp(textOf(content)) ? {} : { isError: true });
    bridge.onopenlink = async ({ url }) => {
      services.openLink(url);
      return {};
    };
    bridge.onrequestdisplaymode = async ({ mode }) => ({ mode: services.requestDisplayMode(mode) });
    bridge.onupdatemodelcontext = async (params) => {
      services.modelContext(params);
      return {};
    };
    bridge.addEventListener("sizechange", ({ height }) => {
      if (height !== undefined) services.contentHeight(height);
    });
    bridge.addEventListener("initialized", () => {
      this.#initialized = true;
      bridge.setHostContext(this.#context());
      void this.#deliver();
    });

    this.#transport = new RecordingTransport(new PostMessageTransport(view, view), this.timeline, {
      channel: "bridge",
      outgoing: "host->widget",
      incoming: "widget->host",
      api: "mcp-apps",
    });
    this.#bridge = bridge;
    await bridge.connect(this.#transport);
  }

  async loaded(): Promise<void> {}

  updateSurroundings(surroundings: HostSurroundings): void {
    this.#surroundings = surroundings;
    if (this.#initialized) this.#bridge?.setHostContext(this.#context());
  }

  async redeliver(): Promise<void> {
    if (this.#initialized) await this.#deliver();
  }

  async dispose(): Promise<void> {
    this.#disposed = true;
    await this.#bridge?.close();
  }

  #context(): McpUiHostContext {
    const { rendered } = this.options;
    return { ...mcpHostContext(this.#surroundings), toolInfo: { id: rendered.call.serverRpcId, tool: rendered.tool } };
  }

  async #deliver(): Promise<void> {
    const [bridge, transport] = [this.#bridge, this.#transport];
    if (!bridge || !transport) return;
    const { rendered, quirks } = this.options;
    const correlation = { correlationId: rendered.call.correlationId, serverRpcId: rendered.call.serverRpcId };
    transport.expectOutgoing("ui/notifications/tool-input", () => correlation);
    await bridge.sendToolInput({ arguments: rendered.input });
    if (quirks.includes("late-tool-output")) await new Promise((resolve) => setTimeout(resolve, LATE_TOOL_OUTPUT_MS));
    if (this.#disposed) return;
    transport.expectOutgoing("ui/notifications/tool-result", () => correlation);
    await bridge.sendToolResult(resultForWidget(rendered.call.result, quirks));
  }
}
