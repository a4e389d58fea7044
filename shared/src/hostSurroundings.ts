/**
 * What a host tells a widget about where it is shown, in both host APIs (MCP Apps `hostContext`, ChatGPT's
 * `window.openai` globals). The types are ext-apps' own; ChatGPT uses the same values.
 */
import type { McpUiDisplayMode, McpUiHostContext, McpUiTheme } from "@modelcontextprotocol/ext-apps";

export type Theme = McpUiTheme;
export type DisplayMode = McpUiDisplayMode;
export type SafeAreaInsets = Readonly<NonNullable<McpUiHostContext["safeAreaInsets"]>>;

export const THEMES = ["light", "dark"] as const satisfies readonly Theme[];
export const DISPLAY_MODES = ["inline", "pip", "fullscreen"] as const satisfies readonly DisplayMode[];

export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];
