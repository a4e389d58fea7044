/**
 * What the widget needs from a host, whichever API carries it (MCP Apps `ui/*` or ChatGPT's `window.openai`).
 * Methods never throw and never reject: failures come back as values, and `capabilities` says which methods
 * the host really offers, so the UI can hide or disable the others.
 */
import type { DisplayMode, SafeAreaInsets, Theme, WidgetState } from "@gift-finder/shared";
import type { Outcome } from "./outcome.ts";

/** A content block as far as the widget reads it: only text blocks carry anything we show. */
export type ContentBlockLike = { type: string; text?: string };

/** A tool result as received, shaped like MCP's CallToolResult; `structuredContent` and `_meta` are still unparsed. */
export interface ToolOutput {
  structuredContent?: unknown;
  content: readonly ContentBlockLike[];
  _meta?: unknown;
  isError: boolean;
}

export interface HostCapabilities {
  callTool: boolean;
  sendFollowUp: boolean;
  openLink: boolean;
  requestDisplayMode: boolean;
  saveState: boolean;
}

/** Everything the host has told the widget so far. Fields stay undefined until the host provides them. */
export interface HostSnapshot {
  connection: "connecting" | "connected" | "unavailable";
  connectionError?: string;
  toolInput?: Record<string, unknown>;
  toolOutput?: ToolOutput;
  toolCancelled?: { reason?: string };
  theme?: Theme;
  locale?: string;
  displayMode?: DisplayMode;
  availableDisplayModes?: readonly DisplayMode[];
  maxHeight?: number;
  safeArea?: SafeAreaInsets;
  /** Host theming as CSS custom properties (MCP Apps `hostContext.styles.variables`). */
  styleVariables?: Readonly<Record<string, string>>;
  /** Persisted widget state for this widget instance, unvalidated. */
  widgetState?: unknown;
  capabilities: HostCapabilities;
}

export interface HostAdapter {
  readonly name: string;
  /** Starts listening and connecting; handlers are already registered when this runs. */
  start(): void;
  dispose(): void;
  getSnapshot(): HostSnapshot;
  subscribe(listener: () => void): () => void;
  callTool(name: string, args: Record<string, unknown>): Promise<Outcome<ToolOutput>>;
  sendFollowUp(prompt: string): Promise<Outcome<void>>;
  openLink(url: string): Promise<Outcome<void>>;
  requestDisplayMode(mode: DisplayMode): Promise<Outcome<DisplayMode>>;
  /** Persists the state for this widget instance and tells the model `summary` where the host allows it. */
  saveState(state: WidgetState, summary: string): Promise<Outcome<void>>;
}

export const NO_CAPABILITIES: HostCapabilities = {
  callTool: false,
  sendFollowUp: false,
  openLink: false,
  requestDisplayMode: false,
  saveState: false,
};
