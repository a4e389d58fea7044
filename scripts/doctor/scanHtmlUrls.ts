/**
 * Finds every URL a widget's HTML would load, and what kind of load it is, so the CSP can be checked against
 * it: tag attributes (script, link, img, media, iframe, base), CSS url() and @import, and script calls
 * (fetch, XMLHttpRequest.open, WebSocket, EventSource, sendBeacon, import). Links a person clicks (<a href>)
 * and URLs that merely appear in strings load nothing, and are ignored.
 */

/** Which CSP list must allow a load: connectDomains, resourceDomains, frameDomains or baseUriDomains. */
export type LoadKind = "connect" | "resource" | "frame" | "base";

export interface LoadedUrl {
  readonly url: string;
  readonly kind: LoadKind;
  /** How the HTML loads it, for the report: "script src", "fetch()", "url()". */
  readonly via: string;
}

const ABSOLUTE = String.raw`(?:https?|wss?):\/\/[^\s"'\x60)<>\\]+`;
const QUOTED_ABSOLUTE = String.raw`["'\x60](${ABSOLUTE})`;

const TAG_KINDS: Readonly<Record<string, LoadKind>> = {
  script: "resource",
  link: "resource",
  img: "resource",
  source: "resource",
  video: "resource",
  audio: "resource",
  track: "resource",
  embed: "resource",
  object: "resource",
  iframe: "frame",
  frame: "frame",
  base: "base",
};
const LOADING_ATTRIBUTES = ["src", "href", "srcset", "data", "poster"];
/** Link relations that only hint, without loading anything themselves. */
const NON_LOADING_RELS = /\b(?:preconnect|dns-prefetch|canonical|alternate|author|help|license|search)\b/i;

const SCRIPT_CALLS: readonly { readonly pattern: RegExp; readonly kind: LoadKind; readonly via: string }[] = [
  { pattern: new RegExp(String.raw`\bfetch\s*\(\s*${QUOTED_ABSOLUTE}`, "g"), kind: "connect", via: "fetch()" },
  {
    pattern: new RegExp(String.raw`\.open\s*\(\s*["'\x60][A-Za-z]+["'\x60]\s*,\s*${QUOTED_ABSOLUTE}`, "g"),
    kind: "connect",
    via: "XMLHttpRequest.open()",
  },
  { pattern: new RegExp(String.raw`\bnew\s+WebSocket\s*\(\s*${QUOTED_ABSOLUTE}`, "g"), kind: "connect", via: "new WebSocket()" },
  { pattern: new RegExp(String.raw`\bnew\s+EventSource\s*\(\s*${QUOTED_ABSOLUTE}`, "g"), kind: "connect", via: "new EventSource()" },
  { pattern: new RegExp(String.raw`\bsendBeacon\s*\(\s*${QUOTED_ABSOLUTE}`, "g"), kind: "connect", via: "navigator.sendBeacon()" },
  { pattern: new RegExp(String.raw`\bimport\s*\(\s*${QUOTED_ABSOLUTE}`, "g"), kind: "resource", via: "import()" },
  { pattern: new RegExp(String.raw`\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?${QUOTED_ABSOLUTE}`, "g"), kind: "resource", via: "import" },
  { pattern: new RegExp(String.raw`\burl\(\s*["']?(${ABSOLUTE})`, "g"), kind: "resource", via: "url()" },
  { pattern: new RegExp(String.raw`@import\s+${QUOTED_ABSOLUTE}`, "g"), kind: "resource", via: "@import" },
];

function attributeValues(attributes: string, name: string): string[] {
  const pattern = new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, "gi");
  return [...attributes.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

/** A template literal's `${...}` ends the part of a URL that can be known statically. */
const staticPart = (url: string) => url.split("${")[0] ?? url;

export interface ScannedHtml {
  /** Absolute http(s)/ws(s) URLs the page loads. */
  readonly absolute: readonly LoadedUrl[];
  /** Assets referenced by a relative URL: nothing to resolve them against inside a host's sandbox. */
  readonly relative: readonly LoadedUrl[];
}

export function scanHtmlUrls(html: string): ScannedHtml {
  const absolute: LoadedUrl[] = [];
  const relative: LoadedUrl[] = [];
  for (const tag of html.matchAll(/<([a-z]+)\b([^>]*)>/gi)) {
    const name = (tag[1] ?? "").toLowerCase();
    const attributes = tag[2] ?? "";
    const kind = TAG_KINDS[name];
    if (!kind) continue;
    if (name === "link" && attributeValues(attributes, "rel").some((rel) => NON_LOADING_RELS.test(rel))) continue;
    for (const attribute of LOADING_ATTRIBUTES) {
      for (const value of attributeValues(attributes, attribute)) {
        const candidates = attribute === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value.trim()];
        for (const candidate of candidates) {
          const via = `<${name} ${attribute}>`;
          if (/^(?:https?|wss?):\/\//i.test(candidate)) absolute.push({ url: staticPart(candidate), kind, via });
          else if (candidate !== "" && !/^(?:data:|blob:|#|about:|javascript:)/i.test(candidate))
            relative.push({ url: candidate, kind, via });
        }
      }
    }
  }
  for (const { pattern, kind, via } of SCRIPT_CALLS) {
    for (const match of html.matchAll(pattern)) if (match[1]) absolute.push({ url: staticPart(match[1]), kind, via });
  }
  return { absolute, relative };
}
