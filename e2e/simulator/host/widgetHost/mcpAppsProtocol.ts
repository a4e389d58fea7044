/**
 * The MCP Apps host API: the real ext-apps `AppBridge` over postMessage, every message on the timeline.
 * After the view's `ui/notifications/initialized` it sends tool-input (once per view, SPEC) then tool-result
 * (again on a re-render), or tool-cancelled when the call was cancelled first; `ui/resource-teardown` goes out
 * before the frame does. It proxies the view's `tools/call` to the server, and answers `ui/message`,
 * `ui/open-link`, `ui/request-display-mode` and `ui/update-model-context`.
 */

import type { CspDialect, DisplayMode } from "@gift-finder/shared";
import {
  AppBridge,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  PostMessageTransport,
} from "@modelcontextprotocol/ext-apps/app-bridge";
import type { ContentBlock } from "@modelcontextprotocol/sdk/types.js";
import { readDeclaredCsp } from "../../shared/csp.ts";
import { type HostSurroundings, mcpHostContext } from "../hostContext.ts";
import { HOST_SIZES } from "../hostSizes.ts";
import { LATE_TOOL_OUTPUT_MS } from "../quirks.ts";
import { RecordingTransport } from "../recordingTransport.ts";
import type { Timeline } from "../timeline.ts";
import { type HostProtocol, type ProtocolOptions, resultForWidget, withheldEntry } from "./widgetSession.ts";

const HOST_INFO = { name: "gift-finder-host-simulator", version: "1.0.0" };

function textOf(content: readonly ContentBlock[]): string {
  return content.map((block) => (block.type === "text" ? block.text : `[${block.type}]`)).join("\n");
}

/** What the host tells the view about its sandbox: the domains of the dialect it applies. */
function declaredDomains(resourceMeta: unknown, dialect: CspDialect): { connectDomains: string[]; resourceDomains: string[] } {
  const declared = readDeclaredCsp(resourceMeta, dialect);
  return { connectDomains: [...(declared?.connectDomains ?? [])], resourceDomains: [...(declared?.resourceDomains ?? [])] };
}

export interface McpAppsProtocolOptions {
  /**
   * ChatGPT resolves a follow-up it drops, so the view cannot tell (oae#126); a plain MCP Apps host answers
   * a refused `ui/message` with isError.
   */
  readonly dropsFollowUpsSilently: boolean;
}

const TEARDOWN_TIMEOUT_MS = HOST_SIZES.teardownTimeout.value;

export class McpAppsProtocol implements HostProtocol {
  #bridge: AppBridge | undefined;
  #transport: RecordingTransport | undefined;
  #surroundings: HostSurroundings;
  #initialized = false;
  #disposed = false;
  #inputSent = false;
  #cancelled: { reason: string; sent: boolean } | undefined;

  constructor(
    private readonly options: ProtocolOptions,
    private readonly timeline: Timeline,
    private readonly protocolOptions: McpAppsProtocolOptions,
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
      sandbox: { csp: declaredDomains(rendered.templateMeta, this.options.cspDialect) },
    };
    const bridge = new AppBridge(null, HOST_INFO, capabilities, { hostContext: this.#context() });
    bridge.oncalltool = async (params, extra) => {
      const tracked = await services.callTool(params.name, params.arguments ?? {});
      this.#transport?.correlateIncomingRequest(extra.requestId, {
        correlationId: tracked.correlationId,
        serverRpcId: tracked.serverRpcId,
      });
      return resultForWidget(tracked.result, quirks, false);
    };
    bridge.onmessage = async ({ content }) =>
      services.followUp(textOf(content)) || this.protocolOptions.dropsFollowUpsSilently ? {} : { isError: true };
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
    bridge.addEventListener("requestteardown", () => services.closeRequested());
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
    if (this.#initialized && !this.#cancelled) await this.#deliver();
  }

  cancel(reason: string): void {
    if (this.#cancelled) return;
    this.#cancelled = { reason, sent: false };
    if (this.#inputSent) void this.#sendCancelled();
  }

  declaredDisplayModes(): readonly DisplayMode[] | undefined {
    if (!this.#initialized) return undefined;
    return this.#bridge?.getAppCapabilities()?.availableDisplayModes ?? [];
  }

  /** Lets the view save what it must before the frame goes (SPEC); a view that never answers is not waited for. */
  async teardown(): Promise<void> {
    const bridge = this.#bridge;
    if (!bridge || !this.#initialized || this.#disposed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answered = await Promise.race([
      bridge.teardownResource({}).then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), TEARDOWN_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (!answered) {
      this.timeline.record({
        channel: "host",
        direction: "host",
        kind: "event",
        method: "teardown-timeout",
        summary: `the view did not answer ui/resource-teardown within ${TEARDOWN_TIMEOUT_MS} ms; the frame goes anyway`,
      });
    }
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
    if (!this.#inputSent) {
      this.#inputSent = true;
      transport.expectOutgoing("ui/notifications/tool-input", () => correlation);
      await bridge.sendToolInput({ arguments: rendered.input });
      if (quirks.includes("late-tool-output")) {
        await new Promise((resolve) => setTimeout(resolve, LATE_TOOL_OUTPUT_MS));
        if (this.#cancelled && !this.#disposed) this.timeline.record(withheldEntry("mcp-apps"));
      }
    }
    if (this.#disposed) return;
    if (this.#cancelled) return this.#sendCancelled();
    transport.expectOutgoing("ui/notifications/tool-result", () => correlation);
    await bridge.sendToolResult(resultForWidget(rendered.call.result, quirks, this.options.revisit));
  }

  async #sendCancelled(): Promise<void> {
    const [bridge, transport, cancelled] = [this.#bridge, this.#transport, this.#cancelled];
    if (!bridge || !transport || !cancelled || cancelled.sent || this.#disposed) return;
    cancelled.sent = true;
    const { call } = this.options.rendered;
    transport.expectOutgoing("ui/notifications/tool-cancelled", () => ({
      correlationId: call.correlationId,
      serverRpcId: call.serverRpcId,
    }));
    await bridge.sendToolCancelled({ reason: cancelled.reason });
  }
}
