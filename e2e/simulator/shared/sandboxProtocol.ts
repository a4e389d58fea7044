/**
 * Messages between the sandbox runtime (injected into the widget document) and the host page, over
 * postMessage. They carry a tag so they never mix with the MCP Apps JSON-RPC traffic on the same channel.
 */
import type { CspDialect, OpenAiGlobals, OpenAiMethod } from "@gift-finder/shared";

export const SIMULATOR_TAG = "gift-finder-simulator";
export const RUNTIME_CONFIG_ELEMENT_ID = "gift-finder-simulator-config";

/** Embedded in the widget document, read synchronously by the runtime before any widget script runs. */
export interface RuntimeConfig {
  readonly hostOrigin: string;
  readonly instanceId: string;
  /** The frame keeps allow-same-origin (the spec requires it), so blocked storage is simulated inside: access throws. */
  readonly storageBlocked?: boolean;
  /** Present when the host injects `window.openai`: the globals it starts with. */
  readonly globals?: OpenAiGlobals;
}

export type ConsoleLevel = "log" | "info" | "warn" | "error" | "debug";

export type RuntimeToHost =
  | { tag: typeof SIMULATOR_TAG; kind: "ready"; instanceId: string }
  | { tag: typeof SIMULATOR_TAG; kind: "console"; level: ConsoleLevel; text: string }
  | {
      tag: typeof SIMULATOR_TAG;
      kind: "csp-violation";
      directive: string;
      blockedUri: string;
      sourceFile: string;
      line: number;
      sample: string;
      disposition: string;
    }
  | { tag: typeof SIMULATOR_TAG; kind: "performance-mark"; name: string; startTime: number }
  | { tag: typeof SIMULATOR_TAG; kind: "openai-call"; callId: number; method: OpenAiMethod; args: unknown };

export type HostToRuntime =
  | { tag: typeof SIMULATOR_TAG; kind: "openai-reply"; callId: number; ok: true; value: unknown }
  | { tag: typeof SIMULATOR_TAG; kind: "openai-reply"; callId: number; ok: false; error: string }
  | { tag: typeof SIMULATOR_TAG; kind: "openai-set-globals"; globals: Partial<OpenAiGlobals> };

export function isRuntimeMessage(data: unknown): data is RuntimeToHost {
  return typeof data === "object" && data !== null && (data as { tag?: unknown }).tag === SIMULATOR_TAG;
}

/** POST /widgets: the host asks its sandbox origin to serve one widget document. */
export interface SandboxDocumentRequest {
  readonly html: string;
  /** The resource content's `_meta`, where the CSP is declared. */
  readonly resourceMeta: unknown;
  /** The dialect this host reads; the other is ignored. */
  readonly cspDialect: CspDialect;
  readonly strictCsp: boolean;
  readonly runtime: RuntimeConfig;
}

export interface SandboxDocumentResponse {
  readonly id: string;
  readonly url: string;
  /** null: the document is served without a CSP (ChatGPT in developer mode, when openai/widgetCSP is absent). */
  readonly contentSecurityPolicy: string | null;
  /** The dialect applied, and the dialects the resource declares. */
  readonly cspDialect: CspDialect;
  readonly cspDialects: readonly CspDialect[];
  readonly cspDisagreements: readonly string[];
  /** "template" when the HTML the host read is served; "dev-server" in preview, where Vite serves the widget. */
  readonly source: "template" | "dev-server";
}

/** GET /config.json: what the host page needs to know about its environment. */
export interface SimulatorConfig {
  readonly mcpUrl: string;
  readonly sandboxOrigin: string;
  readonly widgetDevServerOrigin: string | null;
}

type WithoutTag<T> = T extends unknown ? Omit<T, "tag"> : never;
export type RuntimeMessageBody = WithoutTag<RuntimeToHost>;
export type HostMessageBody = WithoutTag<HostToRuntime>;
export type PostToHost = (message: RuntimeMessageBody) => void;
