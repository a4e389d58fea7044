/**
 * The Content-Security-Policy a host puts on a widget document, built from what the resource declares.
 * Both dialects are read: MCP Apps `_meta.ui.csp` (camelCase) and ChatGPT's `_meta["openai/widgetCSP"]`
 * (snake_case). When both are present their union applies and any disagreement is reported, because a host
 * reads only one of them and the two drifting apart is a top complaint (shared/reference/field.md).
 */

export interface DeclaredCsp {
  readonly connectDomains: readonly string[];
  readonly resourceDomains: readonly string[];
  readonly frameDomains: readonly string[];
  readonly baseUriDomains: readonly string[];
  /** Which dialects the resource declared. */
  readonly dialects: readonly ("ui.csp" | "openai/widgetCSP")[];
  /** Human-readable differences between the two dialects; empty when they agree or only one is present. */
  readonly disagreements: readonly string[];
}

/**
 * - `declared`: what a host in developer mode applies: the declared domains plus the sandbox's own origin.
 * - `strict`: a published app: exactly the declared domains, no `'self'`, no `blob:`.
 * Without any declaration both fall back to the restrictive default (inline code only, `connect-src 'none'`).
 */
export type CspPolicy = "declared" | "strict";

export interface CspOptions {
  readonly policy: CspPolicy;
  /** The host page origin, the only one allowed to frame the widget. */
  readonly hostOrigin: string;
  /** Preview only: the Vite dev server the widget's modules and HMR socket come from. */
  readonly devServerOrigin?: string | undefined;
}

type Dialect = DeclaredCsp["dialects"][number];
const FIELDS = ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"] as const;
type Field = (typeof FIELDS)[number];
const SNAKE: Record<Field, string> = {
  connectDomains: "connect_domains",
  resourceDomains: "resource_domains",
  frameDomains: "frame_domains",
  baseUriDomains: "redirect_domains",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** Reads the CSP from a resource content's `_meta`, in either or both dialects; undefined when neither is there. */
export function readDeclaredCsp(resourceMeta: unknown): DeclaredCsp | undefined {
  const meta = isRecord(resourceMeta) ? resourceMeta : {};
  const ui = isRecord(meta.ui) && isRecord(meta.ui.csp) ? meta.ui.csp : undefined;
  const openai = isRecord(meta["openai/widgetCSP"]) ? meta["openai/widgetCSP"] : undefined;
  if (!ui && !openai) return undefined;

  const dialects: Dialect[] = [];
  if (ui) dialects.push("ui.csp");
  if (openai) dialects.push("openai/widgetCSP");
  const merged = {} as Record<Field, string[]>;
  const disagreements: string[] = [];
  for (const field of FIELDS) {
    // ChatGPT has no base-uri list; its redirect_domains is a different thing, so only ui.csp sets base-uri.
    const fromUi = stringList(ui?.[field]);
    const fromOpenai = field === "baseUriDomains" ? [] : stringList(openai?.[SNAKE[field]]);
    merged[field] = [...new Set([...fromUi, ...fromOpenai])];
    if (ui && openai && field !== "baseUriDomains") {
      const onlyUi = fromUi.filter((d) => !fromOpenai.includes(d));
      const onlyOpenai = fromOpenai.filter((d) => !fromUi.includes(d));
      if (onlyUi.length > 0) disagreements.push(`ui.csp.${field} has ${onlyUi.join(", ")} that openai/widgetCSP.${SNAKE[field]} lacks`);
      if (onlyOpenai.length > 0) disagreements.push(`openai/widgetCSP.${SNAKE[field]} has ${onlyOpenai.join(", ")} that ui.csp.${field} lacks`);
    }
  }
  return { ...merged, dialects, disagreements };
}

function directive(name: string, sources: readonly string[]): string {
  const unique = [...new Set(sources)];
  return `${name} ${unique.length > 0 ? unique.join(" ") : "'none'"}`;
}

function websocketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, "ws");
}

/** The header value. Inline scripts and styles stay allowed: a single-file widget is nothing but inline code. */
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
