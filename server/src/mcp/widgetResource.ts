/**
 * The widget template: the single-file build of widget/, served at the versioned ui:// URI with its metadata
 * in both dialects (MCP Apps `ui.*` and ChatGPT's `openai/*`). The CSP is declared once and translated.
 */
import { stat, readFile } from "node:fs/promises";
import { WIDGET_MIME_TYPE, WIDGET_URI } from "@gift-finder/shared";
import type { Resource } from "@modelcontextprotocol/sdk/types.js";

/** The widget is one self-contained file: it fetches nothing, so it needs no connect or resource origins. */
export const WIDGET_CSP = { connectDomains: [] as string[], resourceDomains: [] as string[] };

export const WIDGET_DESCRIPTION =
  "Shows the suggested gifts as cards with price, category and reason; the person can shortlist ideas, refine the budget, occasion or recipient, ask for more ideas, and ask you to write a card for a chosen gift.";

export const widgetResourceListing: Resource = {
  uri: WIDGET_URI,
  name: "gift-widget",
  title: "Gift ideas widget",
  description: WIDGET_DESCRIPTION,
  mimeType: WIDGET_MIME_TYPE,
};

export function widgetContentMeta(widgetDomain: string): Record<string, unknown> {
  return {
    ui: { csp: WIDGET_CSP, domain: widgetDomain, prefersBorder: true },
    "openai/widgetCSP": { connect_domains: WIDGET_CSP.connectDomains, resource_domains: WIDGET_CSP.resourceDomains },
    "openai/widgetDomain": widgetDomain,
    "openai/widgetPrefersBorder": true,
    "openai/widgetDescription": WIDGET_DESCRIPTION,
  };
}

export class WidgetHtmlMissing extends Error {
  override name = "WidgetHtmlMissing";
}

/** Reads the built HTML, re-reading only when the file changed, so a rebuild is served without a restart. */
export class WidgetHtmlSource {
  #cached: { mtimeMs: number; html: string } | undefined;

  constructor(readonly path: string) {}

  async html(): Promise<string> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.path)).mtimeMs;
    } catch {
      throw new WidgetHtmlMissing(`widget build not found at ${this.path}; run "npm run build"`);
    }
    if (this.#cached?.mtimeMs !== mtimeMs) this.#cached = { mtimeMs, html: await readFile(this.path, "utf8") };
    return this.#cached.html;
  }
}
