/**
 * The Content-Security-Policy a host puts on a widget document, built from what the resource declares, in the
 * one dialect that host reads: MCP Apps hosts read `_meta.ui.csp` (camelCase), ChatGPT reads
 * `_meta["openai/widgetCSP"]` (snake_case; community reports, shared/reference/host-fidelity.md). Nothing is
 * merged: a widget whose dialects drift apart breaks in one host, and the simulator shows it. Disagreements are
 * still listed, for the timeline.
 */

export const CSP_DIALECTS = ["ui.csp", "openai/widgetCSP"] as const;
export type CspDialect = (typeof CSP_DIALECTS)[number];

export interface DeclaredCsp {
  readonly dialect: CspDialect;
  readonly connectDomains: readonly string[];
  readonly resourceDomains: readonly string[];
  readonly frameDomains: readonly string[];
  /** Only `ui.csp` has a base-uri list; ChatGPT's redirect_domains is about links, not a CSP directive. */
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

const FIELDS = ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"] as const;
type Field = (typeof FIELDS)[number];
const SNAKE: Record<Exclude<Field, "baseUriDomains">, string> = {
  connectDomains: "connect_domains",
  resourceDomains: "resource_domains",
  frameDomains: "frame_domains",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function dialectSource(resourceMeta: unknown, dialect: CspDialect): Record<string, unknown> | undefined {
  const meta = isRecord(resourceMeta) ? resourceMeta : {};
  if (dialect === "ui.csp") return isRecord(meta.ui) && isRecord(meta.ui.csp) ? meta.ui.csp : undefined;
  return isRecord(meta["openai/widgetCSP"]) ? meta["openai/widgetCSP"] : undefined;
}

/** The CSP a resource declares in one dialect; undefined when that dialect is absent. */
export function readDeclaredCsp(resourceMeta: unknown, dialect: CspDialect): DeclaredCsp | undefined {
  const source = dialectSource(resourceMeta, dialect);
  if (!source) return undefined;
  const read = (field: Field) => (dialect === "ui.csp" ? stringList(source[field]) : field === "baseUriDomains" ? [] : stringList(source[SNAKE[field]]));
  return { dialect, connectDomains: read("connectDomains"), resourceDomains: read("resourceDomains"), frameDomains: read("frameDomains"), baseUriDomains: read("baseUriDomains") };
}

/** Which dialects a resource declares. */
export function declaredDialects(resourceMeta: unknown): CspDialect[] {
  return CSP_DIALECTS.filter((dialect) => dialectSource(resourceMeta, dialect) !== undefined);
}

/** Where the two dialects differ, in words; empty when they agree or only one is present. */
export function cspDisagreements(resourceMeta: unknown): string[] {
  const ui = readDeclaredCsp(resourceMeta, "ui.csp");
  const openai = readDeclaredCsp(resourceMeta, "openai/widgetCSP");
  if (!ui || !openai) return [];
  const disagreements: string[] = [];
  for (const field of Object.keys(SNAKE) as (keyof typeof SNAKE)[]) {
    const onlyUi = ui[field].filter((d) => !openai[field].includes(d));
    const onlyOpenai = openai[field].filter((d) => !ui[field].includes(d));
    if (onlyUi.length > 0) disagreements.push(`ui.csp.${field} has ${onlyUi.join(", ")} that openai/widgetCSP.${SNAKE[field]} lacks`);
    if (onlyOpenai.length > 0) disagreements.push(`openai/widgetCSP.${SNAKE[field]} has ${onlyOpenai.join(", ")} that ui.csp.${field} lacks`);
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
