/**
 * ChatGPT's `window.openai` (Apps SDK reference; there are no official typings): the globals it holds, the
 * methods it offers, and the window event that announces changed globals. The widget reads it, the
 * simulator injects it.
 */
import type { Device, DisplayMode, SafeAreaInsets, Theme } from "./hostSurroundings.ts";

/** Fired on `window` after `window.openai` changed; `detail.globals` holds only the keys that changed. */
export const OPENAI_SET_GLOBALS_EVENT = "openai:set_globals";

export interface OpenAiSetGlobalsDetail {
  globals: Partial<OpenAiGlobals>;
}

/** `toolOutput` is the result's structuredContent; `toolResponseMetadata` its `_meta`. */
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

/** The methods, as ChatGPT calls them. Any may be missing in a given ChatGPT build. */
export interface OpenAiMethods {
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  sendFollowUpMessage(args: { prompt: string }): Promise<unknown>;
  openExternal(args: { href: string }): unknown;
  requestDisplayMode(args: { mode: DisplayMode }): Promise<unknown>;
  setWidgetState(state: unknown): unknown;
  notifyIntrinsicHeight(height: number): unknown;
  requestModal(args: unknown): Promise<unknown>;
  requestClose(): Promise<unknown>;
}
export type OpenAiMethod = keyof OpenAiMethods;
