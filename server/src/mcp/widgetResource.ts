/**
 * The widget template: the single-file build of widget/, served at the versioned ui:// URI with its metadata
 * in both dialects (MCP Apps `ui.*` and ChatGPT's `openai/*`). The CSP is computed once per catalog and
 * translated: the widget fetches nothing, loads item pictures from their origins, and links to shops.
 */
import { readFile, stat } from "node:fs/promises";
import { type CatalogItem, cspInDialect, WIDGET_URI, type WidgetCsp } from "@gift-finder/shared";
import type { Resource } from "@modelcontextprotocol/sdk/types.js";
import { RESOURCE_MIME_TYPE } from "./protocolConstants.ts";

const originsOf = (urls: readonly (string | undefined)[]): string[] =>
  [...new Set(urls.filter((url): url is string => url !== undefined).map((url) => new URL(url).origin))].sort();

const cspByCatalog = new WeakMap<readonly CatalogItem[], WidgetCsp>();

/**
 * Derived from whatever catalog is loaded, so a catalog with new shops or pictures declares them without a code
 * change: no connect domains (every call goes through the host), the item pictures' origins as resources, and
 * the shop links' origins as redirect domains.
 */
export function widgetCsp(items: readonly CatalogItem[]): WidgetCsp {
  let csp = cspByCatalog.get(items);
  if (!csp) {
    csp = {
      connectDomains: [],
      resourceDomains: originsOf(items.map((item) => item.image)),
      redirectDomains: originsOf(items.map((item) => item.url)),
    };
    cspByCatalog.set(items, csp);
  }
  return csp;
}

/**
 * The widget's dedicated origin, sent only when configured: its format is host-specific (an https origin for
 * ChatGPT, `{hash}.claudemcpcontent.com` for Claude), and a value a host does not accept breaks the widget there.
 */
export interface WidgetDomains {
  /** `_meta.ui.domain`, and `openai/widgetDomain` unless `chatgpt` is set. */
  readonly standard: string | undefined;
  /** `openai/widgetDomain` alone, when ChatGPT needs a different value than the other hosts. */
  readonly chatgpt: string | undefined;
}

const WIDGET_DESCRIPTION =
  "Shows the suggested gifts as cards with price, category and reason; the person can shortlist ideas, refine the budget, occasion or recipient, ask for more ideas, and ask you to write a card for a chosen gift.";

export const widgetResourceListing: Resource = {
  uri: WIDGET_URI,
  name: "gift-widget",
  title: "Gift ideas widget",
  description: WIDGET_DESCRIPTION,
  mimeType: RESOURCE_MIME_TYPE,
};

export function widgetContentMeta(items: readonly CatalogItem[], domains: WidgetDomains): Record<string, unknown> {
  const csp = widgetCsp(items);
  const chatgptDomain = domains.chatgpt ?? domains.standard;
  return {
    ui: {
      csp: cspInDialect(csp, "ui.csp"),
      ...(domains.standard ? { domain: domains.standard } : {}),
      prefersBorder: true,
    },
    "openai/widgetCSP": cspInDialect(csp, "openai/widgetCSP"),
    ...(chatgptDomain ? { "openai/widgetDomain": chatgptDomain } : {}),
    "openai/widgetPrefersBorder": true,
    "openai/widgetDescription": WIDGET_DESCRIPTION,
  };
}

class WidgetHtmlMissing extends Error {
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
