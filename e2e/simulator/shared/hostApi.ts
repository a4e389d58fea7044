/**
 * The host APIs the simulator can speak to a widget. What each API carries (theme, display mode, insets,
 * `window.openai`) is the contract's, in `@gift-finder/shared`.
 */
import type { CspDialect } from "@gift-finder/shared";

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
