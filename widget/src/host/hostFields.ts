/**
 * Readers for values a host hands us. Hosts are outside our contract, so every field is checked and a bad
 * one is dropped (undefined) instead of breaking the widget.
 */
import type { DisplayMode, SafeAreaInsets, Theme } from "@gift-finder/shared";
import type { ContentBlockLike, ToolOutput } from "./hostAdapter.ts";
import type { Outcome } from "./outcome.ts";

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const readString = (value: unknown): string | undefined => (typeof value === "string" && value.length > 0 ? value : undefined);

export const readPositiveNumber = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;

export const readTheme = (value: unknown): Theme | undefined => (value === "light" || value === "dark" ? value : undefined);

export const readDisplayMode = (value: unknown): DisplayMode | undefined =>
  value === "inline" || value === "pip" || value === "fullscreen" ? value : undefined;

export function readDisplayModes(value: unknown): DisplayMode[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(readDisplayMode).filter((mode): mode is DisplayMode => mode !== undefined);
}

export function readInsets(value: unknown): SafeAreaInsets | undefined {
  if (!isRecord(value)) return undefined;
  const side = (key: string) => (typeof value[key] === "number" && Number.isFinite(value[key]) ? Math.max(0, value[key]) : 0);
  return { top: side("top"), right: side("right"), bottom: side("bottom"), left: side("left") };
}

/** Only CSS custom properties with string values: anything else could restyle the widget in ways we did not plan. */
export function readStyleVariables(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const variables: Record<string, string> = {};
  for (const [name, css] of Object.entries(value)) {
    if (name.startsWith("--") && typeof css === "string" && css.length > 0) variables[name] = css;
  }
  return variables;
}

function readContent(value: unknown): ContentBlockLike[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((block) => ({
    type: typeof block.type === "string" ? block.type : "unknown",
    ...(typeof block.text === "string" ? { text: block.text } : {}),
  }));
}

/** Reads a CallToolResult-shaped value. Older ChatGPT builds answered callTool with `{ result: string }`. */
export function readToolOutput(value: unknown): ToolOutput | undefined {
  if (!isRecord(value)) return undefined;
  const content = readContent(value.content);
  if (content.length === 0 && typeof value.result === "string") content.push({ type: "text", text: value.result });
  return {
    ...(value.structuredContent != null ? { structuredContent: value.structuredContent } : {}),
    content,
    ...(value._meta != null ? { _meta: value._meta } : {}),
    isError: value.isError === true,
  };
}

export function readToolOutcome(value: unknown, source: string): Outcome<ToolOutput> {
  const output = readToolOutput(value);
  return output ? { ok: true, value: output } : { ok: false, error: `${source} returned no tool result` };
}
