/**
 * The template's CSP in its two dialects (MCP Apps `_meta.ui.csp`, camelCase; ChatGPT `openai/widgetCSP`,
 * snake_case): both present, saying the same thing, exact, and allowing everything the HTML loads; and
 * ChatGPT's redirect_domains covering the links a result carries.
 */
import { CSP_KEYS, type CspField, readWidgetCsp, SHARED_CSP_FIELDS, type WidgetCsp } from "@gift-finder/shared";
import { type Finding, fail, pass } from "./rules.ts";
import type { LoadedUrl, LoadKind } from "./scanHtmlUrls.ts";

/** The template's declaration in each dialect, undefined where it makes none. */
export interface DeclaredCsp {
  readonly standard: WidgetCsp | undefined;
  readonly chatgpt: WidgetCsp | undefined;
}

/** The list that must allow each kind of load the HTML makes. */
const FIELD_FOR: Readonly<Record<LoadKind, CspField>> = {
  connect: "connectDomains",
  resource: "resourceDomains",
  frame: "frameDomains",
  base: "baseUriDomains",
};
const chatgptKey = (field: CspField) => CSP_KEYS["openai/widgetCSP"][field];

export function readDeclaredCsp(contentMeta: Record<string, unknown> | undefined): DeclaredCsp {
  return { standard: readWidgetCsp(contentMeta, "ui.csp"), chatgpt: readWidgetCsp(contentMeta, "openai/widgetCSP") };
}

/**
 * Whether a CSP source entry allows a URL: host (with an optional leading `*.`), port when given, and scheme,
 * where CSP3 lets https also match wss, and http match https, ws and wss.
 */
export function entryAllows(entry: string, url: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const parsed = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/i.exec(entry.trim());
  if (!parsed) return false;
  const [, scheme, wildcard, host = "", port] = parsed;
  const targetScheme = target.protocol.replace(/:$/, "");
  const schemeAllows: Record<string, readonly string[]> = {
    http: ["http", "https", "ws", "wss"],
    https: ["https", "wss"],
    ws: ["ws", "wss"],
    wss: ["wss"],
  };
  if (scheme && !(schemeAllows[scheme.toLowerCase()] ?? [scheme.toLowerCase()]).includes(targetScheme)) return false;
  if (!scheme && !["https", "wss"].includes(targetScheme)) return false;
  const hostname = target.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${wanted}`) : hostname !== wanted) return false;
  if (port && port !== "*") {
    const defaultPort = targetScheme === "http" || targetScheme === "ws" ? "80" : "443";
    if ((target.port || defaultPort) !== port) return false;
  }
  return true;
}

const sameSet = (a: readonly string[] = [], b: readonly string[] = []) => {
  const left = new Set(a.map((e) => e.toLowerCase().replace(/\/$/, "")));
  const right = new Set(b.map((e) => e.toLowerCase().replace(/\/$/, "")));
  return left.size === right.size && [...left].every((e) => right.has(e));
};

const isExactOrigin = (entry: string) => {
  try {
    return !entry.includes("*") && new URL(entry).origin === entry.replace(/\/$/, "");
  } catch {
    return false;
  }
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

export function cspFindings(uri: string, csp: DeclaredCsp, loads: readonly LoadedUrl[]): Finding[] {
  return [...dialectFindings(uri, csp), exactOriginFinding(uri, csp), ...coverageFindings(csp, loads)];
}

/** Both dialects declared, and, when they are, saying the same thing. */
function dialectFindings(uri: string, { standard, chatgpt }: DeclaredCsp): Finding[] {
  if (!standard || !chatgpt) {
    const missing =
      !standard && !chatgpt ? 'both _meta.ui.csp and _meta["openai/widgetCSP"]' : !standard ? "_meta.ui.csp" : '_meta["openai/widgetCSP"]';
    return [
      fail(
        "csp-both-dialects",
        `The template ${uri} has no ${missing}, so hosts reading it apply their strictest default CSP: declare the CSP in both dialects (empty lists when the widget loads nothing).`,
      ),
    ];
  }
  const disagreeing = SHARED_CSP_FIELDS.filter((field) => !sameSet(standard[field], chatgpt[field]));
  return [
    pass("csp-both-dialects", `${uri} declares its CSP in both dialects`),
    disagreeing.length === 0
      ? pass("csp-dialects-agree", "both CSP dialects list the same origins")
      : fail(
          "csp-dialects-agree",
          `The CSP dialects of ${uri} disagree on ${disagreeing.map((field) => `${field} [${(standard[field] ?? []).join(", ")}] vs ${chatgptKey(field)} [${(chatgpt[field] ?? []).join(", ")}]`).join(" and ")}: generate both from one list so ChatGPT and MCP Apps hosts allow the same origins.`,
        ),
  ];
}

function exactOriginFinding(uri: string, { standard, chatgpt }: DeclaredCsp): Finding {
  const entries = [...Object.values(standard ?? {}), ...Object.values(chatgpt ?? {})].flat();
  const inexact = [...new Set(entries.filter((entry) => !isExactOrigin(entry)))];
  return inexact.length === 0
    ? pass("csp-exact-origins", "every CSP entry is an exact origin")
    : fail(
        "csp-exact-origins",
        `The CSP of ${uri} has entries that are not exact origins (${inexact.join(", ")}): list each scheme://host[:port] the widget uses, as app submission requires.`,
      );
}

/** One failure per origin and kind of load that a dialect does not allow, or one pass when both allow every load. */
function coverageFindings(csp: DeclaredCsp, loads: readonly LoadedUrl[]): Finding[] {
  const uncovered = new Map<string, string>();
  for (const load of loads) {
    const missingFrom = dialectsMissing(csp, load);
    const key = `${originOf(load.url)} ${load.kind}`;
    if (missingFrom.length > 0 && !uncovered.has(key)) {
      uncovered.set(
        key,
        `The widget HTML loads ${load.url} (${load.via}) but ${missingFrom.join(" and ")} ${missingFrom.length > 1 ? "do" : "does"} not allow ${originOf(load.url)}: add that origin to both dialects, or inline the asset into the single-file build.`,
      );
    }
  }
  if (uncovered.size === 0) return [pass("csp-covers-html", `the CSP allows all ${loads.length} absolute URL(s) the HTML loads`)];
  return [...uncovered.values()].map((message) => fail("csp-covers-html", message));
}

/** The names of the dialect lists that should allow this load and do not. */
function dialectsMissing({ standard, chatgpt }: DeclaredCsp, load: LoadedUrl): string[] {
  const field = FIELD_FOR[load.kind];
  const snake = chatgptKey(field);
  const dialects: [string, readonly string[] | undefined][] = [
    [`_meta.ui.csp.${field}`, standard?.[field]],
    ...(snake ? ([[`openai/widgetCSP.${snake}`, chatgpt?.[field]]] as [string, readonly string[] | undefined][]) : []),
  ];
  return dialects.filter(([, list]) => !(list ?? []).some((entry) => entryAllows(entry, load.url))).map(([name]) => name);
}

/** Keys that hold a link the widget opens (pictures live under other keys, such as `image`). */
const LINK_KEYS = new Set(["url", "href", "link"]);

/** Every https link in a tool result's structuredContent and _meta, found by key name. */
export function linksIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) linksIn(entry, found);
  else if (typeof value === "object" && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      if (LINK_KEYS.has(key.toLowerCase()) && typeof entry === "string" && entry.startsWith("https://")) found.add(entry);
      else linksIn(entry, found);
    }
  }
  return found;
}

export function redirectFindings(toolName: string, links: ReadonlySet<string>, redirect: readonly string[] | undefined): Finding[] {
  if (links.size === 0) return [];
  const unlisted = [...new Set([...links].filter((link) => !(redirect ?? []).some((entry) => entryAllows(entry, link))).map(originOf))];
  return [
    unlisted.length === 0
      ? pass("csp-redirect-covers-links", `${toolName}: the ${links.size} link(s) in its result are on redirect domains`)
      : fail(
          "csp-redirect-covers-links",
          `The result of ${toolName} links to ${unlisted.join(", ")}, which openai/widgetCSP.redirect_domains does not list, so ChatGPT shows its safe-link warning on each: add those origins to redirect_domains.`,
        ),
  ];
}
