/**
 * What the simulated host offers a widget, in the two host APIs it can speak, and the settings a page
 * visitor (or a Playwright test, through URL query parameters) can change.
 */
import type { CspDialect } from "./csp.ts";

/**
 * - `mcp-apps`: the standard bridge only (Claude, VS Code, any MCP Apps host);
 * - `openai`: `window.openai` only (ChatGPT with a legacy skybridge template);
 * - `chatgpt`: both at once, as ChatGPT gives an MCP Apps widget today.
 */
export const HOST_APIS = ["mcp-apps", "openai", "chatgpt"] as const;
export type HostApi = (typeof HOST_APIS)[number];

/** The CSP dialect a host applies: ChatGPT reads `openai/widgetCSP` (either API), other hosts `ui.csp`. */
export function cspDialectOf(api: HostApi): CspDialect {
  return api === "mcp-apps" ? "ui.csp" : "openai/widgetCSP";
}

/** Does this host inject `window.openai`? */
export function injectsOpenAi(api: HostApi): boolean {
  return api !== "mcp-apps";
}

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const DISPLAY_MODES = ["inline", "pip", "fullscreen"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

export interface SafeAreaInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** ChatGPT's `window.openai` globals (Apps SDK reference). `toolOutput` is the result's structuredContent. */
export interface OpenAiGlobals {
  theme: Theme;
  locale: string;
  displayMode: DisplayMode;
  maxHeight: number;
  safeArea: { insets: SafeAreaInsets };
  userAgent: { device: { type: Device }; capabilities: { hover: boolean; touch: boolean } };
  toolInput: Record<string, unknown>;
  toolOutput: Record<string, unknown> | null;
  toolResponseMetadata: Record<string, unknown> | null;
  widgetState: unknown;
}

export const OPENAI_METHODS = [
  "callTool",
  "sendFollowUpMessage",
  "openExternal",
  "requestDisplayMode",
  "setWidgetState",
  "notifyIntrinsicHeight",
  "requestModal",
  "requestClose",
] as const;
export type OpenAiMethod = (typeof OPENAI_METHODS)[number];
