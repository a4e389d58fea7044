/**
 * A widget's CSP, written once and spoken in two dialects: MCP Apps hosts read `_meta.ui.csp` (camelCase,
 * ext-apps' `McpUiResourceCsp`), ChatGPT reads `_meta["openai/widgetCSP"]` (snake_case). Writers declare a
 * `WidgetCsp` and translate it; readers translate back, so the two spellings live only in `CSP_KEYS`.
 */
import type { McpUiResourceCsp } from "@modelcontextprotocol/ext-apps";

export interface WidgetCsp extends McpUiResourceCsp {
  /** ChatGPT only: where `openExternal` links go without its safe-link warning. About links, not a CSP directive. */
  redirectDomains?: string[];
}
export type CspField = keyof WidgetCsp;

export const CSP_DIALECTS = ["ui.csp", "openai/widgetCSP"] as const;
export type CspDialect = (typeof CSP_DIALECTS)[number];

/**
 * Each field's key in each dialect; undefined where the dialect has no such list. ChatGPT documents no
 * base-uri list, and only ChatGPT has redirect domains.
 */
export const CSP_KEYS: Readonly<Record<CspDialect, Readonly<Record<CspField, string | undefined>>>> = {
  "ui.csp": {
    connectDomains: "connectDomains",
    resourceDomains: "resourceDomains",
    frameDomains: "frameDomains",
    baseUriDomains: "baseUriDomains",
    redirectDomains: undefined,
  },
  "openai/widgetCSP": {
    connectDomains: "connect_domains",
    resourceDomains: "resource_domains",
    frameDomains: "frame_domains",
    baseUriDomains: undefined,
    redirectDomains: "redirect_domains",
  },
};
const CSP_FIELDS: readonly CspField[] = ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains", "redirectDomains"];

/** The fields both dialects can say, so the two declarations can disagree on them. */
export const SHARED_CSP_FIELDS: readonly CspField[] = ["connectDomains", "resourceDomains", "frameDomains"];

/** The declaration in one dialect: only the fields it has and the dialect can say, copied. */
export function cspInDialect(csp: WidgetCsp, dialect: CspDialect): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const field of CSP_FIELDS) {
    const key = CSP_KEYS[dialect][field];
    const list = csp[field];
    if (key !== undefined && list !== undefined) out[key] = [...list];
  }
  return out;
}

/** The declaration a dialect's object carries: each list it has, keeping only string entries. */
function cspFromDialect(source: Readonly<Record<string, unknown>>, dialect: CspDialect): WidgetCsp {
  const csp: WidgetCsp = {};
  for (const field of CSP_FIELDS) {
    const key = CSP_KEYS[dialect][field];
    const value = key === undefined ? undefined : source[key];
    if (Array.isArray(value)) csp[field] = value.filter((entry): entry is string => typeof entry === "string");
  }
  return csp;
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A resource's `_meta` entry for one dialect, or undefined when the resource does not declare it. */
export function cspSource(resourceMeta: unknown, dialect: CspDialect): Record<string, unknown> | undefined {
  const meta = asRecord(resourceMeta);
  return dialect === "ui.csp" ? asRecord(asRecord(meta?.ui)?.csp) : asRecord(meta?.["openai/widgetCSP"]);
}

/** The declaration a resource makes in one dialect, or undefined when it makes none there. */
export function readWidgetCsp(resourceMeta: unknown, dialect: CspDialect): WidgetCsp | undefined {
  const source = cspSource(resourceMeta, dialect);
  return source ? cspFromDialect(source, dialect) : undefined;
}
