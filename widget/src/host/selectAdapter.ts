/**
 * Picks the host API at run time:
 * - framed, no `window.openai`: an MCP Apps host (the standard bridge alone);
 * - framed, with `window.openai`: ChatGPT, which offers both (see layeredAdapter);
 * - `window.openai` without a frame: only ChatGPT's API can be there;
 * - neither: no host; the App explains that instead of showing a blank page.
 */
import type { HostAdapter } from "./hostAdapter.ts";
import { browserStorage } from "./instanceStorage.ts";
import { layerAdapters } from "./layeredAdapter.ts";
import { createMcpAppsAdapter } from "./mcpAppsAdapter.ts";
import { createOpenAiAdapter, findOpenAi } from "./openaiAdapter.ts";
import { parentWindowPort } from "./uiBridge.ts";

export function selectAdapter(view: Window): HostAdapter | null {
  const framed = view.parent !== view;
  const openai = findOpenAi(view) ? createOpenAiAdapter(view) : null;
  if (!framed) return openai;
  const standard = createMcpAppsAdapter({ port: parentWindowPort(view), storage: browserStorage(view), view });
  return openai ? layerAdapters(standard, openai) : standard;
}
