/**
 * The Content-Security-Policy a host puts on a widget document, built from what the resource declares, in the
 * one dialect that host reads: MCP Apps hosts read `_meta.ui.csp`, ChatGPT reads `_meta["openai/widgetCSP"]`
 * (as developers report it). Nothing is merged: a widget whose dialects drift
 * apart breaks in one host, and the simulator shows it. Disagreements are still listed, for the timeline.
 */
import { CSP_DIALECTS, CSP_KEYS, type CspDialect, cspSource, readWidgetCsp, SHARED_CSP_FIELDS } from "@gift-finder/shared";

/** The lists a host turns into directives, each present (empty when the dialect does not have it). */
export interface DeclaredCsp {
  readonly dialect: CspDialect;
  readonly connectDomains: readonly string[];
  readonly resourceDomains: readonly string[];
  readonly frameDomains: readonly string[];
  /** Always empty in ChatGPT's dialect, which has no base-uri list. */
  readonly baseUriDomains: readonly string[];
}

/**
 * - `declared`: what a host in developer mode applies: the declared domains plus the sandbox's own origin.
 * - `strict`: a published app: exactly the declared domains, no `'self'`, no `blob:`.
 */
export type CspPolicy = "declared" | "strict";

export interface CspOptions {
  readonly policy: CspPolicy;
  /** The host page origin, the only one allowed to frame the widget. */
  readonly hostOrigin: string;
  /** Preview only: the Vite dev server the widget's modules and HMR socket come from. */
  readonly devServerOrigin?: string | undefined;
}

/** The CSP a resource declares in one dialect; undefined when that dialect is absent. */
export function readDeclaredCsp(resourceMeta: unknown, dialect: CspDialect): DeclaredCsp | undefined {
  const csp = readWidgetCsp(resourceMeta, dialect);
  if (!csp) return undefined;
  return {
    dialect,
    connectDomains: csp.connectDomains ?? [],
    resourceDomains: csp.resourceDomains ?? [],
    frameDomains: csp.frameDomains ?? [],
    baseUriDomains: csp.baseUriDomains ?? [],
  };
}

/** Which dialects a resource declares. */
export function declaredDialects(resourceMeta: unknown): CspDialect[] {
  return CSP_DIALECTS.filter((dialect) => cspSource(resourceMeta, dialect) !== undefined);
}

/** Where the two dialects differ, in words; empty when they agree or only one is present. */
export function cspDisagreements(resourceMeta: unknown): string[] {
  const ui = readWidgetCsp(resourceMeta, "ui.csp");
  const openai = readWidgetCsp(resourceMeta, "openai/widgetCSP");
  if (!ui || !openai) return [];
  const disagreements: string[] = [];
  for (const field of SHARED_CSP_FIELDS) {
    const snake = CSP_KEYS["openai/widgetCSP"][field];
    const [uiList, openaiList] = [ui[field] ?? [], openai[field] ?? []];
    const onlyUi = uiList.filter((d) => !openaiList.includes(d));
    const onlyOpenai = openaiList.filter((d) => !uiList.includes(d));
    if (onlyUi.length > 0) disagreements.push(`ui.csp.${field} has ${onlyUi.join(", ")} that openai/widgetCSP.${snake} lacks`);
    if (onlyOpenai.length > 0) disagreements.push(`openai/widgetCSP.${snake} has ${onlyOpenai.join(", ")} that ui.csp.${field} lacks`);
  }
  return disagreements;
}

function directive(name: string, sources: readonly string[]): string {
  const unique = [...new Set(sources)];
  return `${name} ${unique.length > 0 ? unique.join(" ") : "'none'"}`;
}

function websocketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, "ws");
}

/**
 * The header value, or null for none. Without a declaration in its dialect, an MCP Apps host applies the
 * restrictive default (SPEC); ChatGPT applies none in developer mode and the restrictive default to a published
 * app (community reports). Inline scripts and styles stay allowed: a single-file widget is nothing but inline code.
 */
export function contentSecurityPolicyFor(resourceMeta: unknown, dialect: CspDialect, options: CspOptions): string | null {
  const declared = readDeclaredCsp(resourceMeta, dialect);
  if (!declared && dialect === "openai/widgetCSP" && options.policy === "declared") return null;
  return buildContentSecurityPolicy(declared, options);
}

/** The header for a declaration (or, undefined, the restrictive default). */
export function buildContentSecurityPolicy(declared: DeclaredCsp | undefined, options: CspOptions): string {
  const lenient = declared !== undefined && options.policy === "declared";
  const self = lenient ? ["'self'"] : [];
  const resources = declared?.resourceDomains ?? [];
  const dev = options.devServerOrigin ? [options.devServerOrigin] : [];
  const devSocket = options.devServerOrigin ? [websocketOrigin(options.devServerOrigin)] : [];
  return [
    "default-src 'none'",
    directive("script-src", ["'unsafe-inline'", ...self, ...resources, ...dev]),
    directive("style-src", ["'unsafe-inline'", ...self, ...resources, ...dev]),
    directive("img-src", ["data:", ...self, ...(lenient ? ["blob:"] : []), ...resources, ...dev]),
    directive("font-src", ["data:", ...self, ...resources, ...dev]),
    directive("media-src", ["data:", ...self, ...resources]),
    directive("connect-src", [...self, ...(declared?.connectDomains ?? []), ...dev, ...devSocket]),
    directive("frame-src", declared?.frameDomains ?? []),
    directive("base-uri", [...self, ...(declared?.baseUriDomains ?? []), ...dev]),
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors ${options.hostOrigin}`,
  ].join("; ");
}
