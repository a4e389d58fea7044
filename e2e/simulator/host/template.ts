/**
 * Finds and reads a tool's widget template the way hosts do: MCP Apps hosts read `_meta.ui.resourceUri`,
 * ChatGPT reads `_meta["openai/outputTemplate"]`. A mismatch or a wrong MIME type is the classic reason a
 * widget "renders nowhere", so both are said out loud on the timeline.
 */
import { getToolUiResourceUri, RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ToolBackend } from "./backend/toolBackend.ts";
import type { Timeline } from "./timeline.ts";

export interface WidgetTemplate {
  readonly uri: string;
  readonly html: string;
  /** The resource content's `_meta` (CSP, domain, border preference). */
  readonly meta: unknown;
}

const LEGACY_CHATGPT_MIME = "text/html+skybridge";

/**
 * Templates by URI, as ChatGPT keeps them: once read, a template is rendered from the cache until the connector
 * is refreshed, even when the server now serves other HTML at the same URI (oae#216).
 */
export type TemplateCache = Map<string, WidgetTemplate>;

export async function findTemplate(tool: Tool, backend: ToolBackend, timeline: Timeline, cache?: TemplateCache): Promise<WidgetTemplate> {
  const standardUri = getToolUiResourceUri(tool);
  const chatgptUri = typeof tool._meta?.["openai/outputTemplate"] === "string" ? tool._meta["openai/outputTemplate"] : undefined;
  const uri = standardUri ?? chatgptUri;
  if (!uri)
    throw new Error(`tool "${tool.name}" declares no template: neither _meta.ui.resourceUri nor _meta["openai/outputTemplate"] is set`);
  if (standardUri && chatgptUri && standardUri !== chatgptUri) {
    timeline.record({
      channel: "host",
      direction: "host",
      kind: "event",
      method: "template-mismatch",
      summary: `_meta.ui.resourceUri (${standardUri}) and openai/outputTemplate (${chatgptUri}) differ: ChatGPT and other hosts will render different templates`,
    });
  }

  const cached = cache?.get(uri);
  if (cached) {
    timeline.record({
      channel: "host",
      direction: "host",
      kind: "event",
      method: "template",
      summary: `${uri} from the host's cache (${cached.html.length} chars), not read again: refresh the connector to see a redeploy`,
      payload: { uri, cached: true },
    });
    return cached;
  }
  const read = await backend.readResource(uri);
  const content = read.contents.find((candidate) => candidate.uri === uri) ?? read.contents[0];
  if (!content || !("text" in content)) throw new Error(`resources/read ${uri} returned no text content`);
  if (content.mimeType !== RESOURCE_MIME_TYPE && content.mimeType !== LEGACY_CHATGPT_MIME) {
    throw new Error(
      `template ${uri} has mimeType "${content.mimeType}"; hosts render only "${RESOURCE_MIME_TYPE}" (or ChatGPT's legacy "${LEGACY_CHATGPT_MIME}")`,
    );
  }
  timeline.record({
    channel: "host",
    direction: "host",
    kind: "event",
    method: "template",
    summary: `${uri} (${content.mimeType}, ${content.text.length} chars, found via ${standardUri ? "_meta.ui.resourceUri" : "openai/outputTemplate"})`,
  });
  const template = { uri, html: content.text, meta: content._meta };
  cache?.set(uri, template);
  return template;
}
