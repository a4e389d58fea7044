/**
 * A static check hosts never do for you: every URL the served widget HTML would load is covered by the CSP
 * its resource declares, and the two dialects (ui.csp and openai/widgetCSP) say the same thing. A miss here
 * is the "works in dev, blank when published" failure, caught before any host sees it.
 */
import { CSP_DIALECTS, WIDGET_URI } from "@gift-finder/shared";
import { connectClient } from "../../server/testing/mcpClient.ts";
import { cspDisagreements, declaredDialects, readDeclaredCsp } from "../simulator/shared/csp.ts";
import { MCP_URL } from "../support/ports.ts";
import { expect, test } from "../support/test.ts";

const LOADING_TAG = /<(script|img|link|iframe|source|video|audio|embed)\b[^>]*?\s(?:src|href)\s*=\s*["']?([^"'\s>]+)/gi;
const CSS_URL = /(?:url\(\s*["']?|@import\s+["'])((?:https?:)?\/\/[^"')\s]+)/gi;

function loadedUrls(html: string): { tag: string; url: string }[] {
  const found = [...html.matchAll(LOADING_TAG)].map((match) => ({ tag: (match[1] ?? "").toLowerCase(), url: match[2] ?? "" }));
  found.push(...[...html.matchAll(CSS_URL)].map((match) => ({ tag: "css", url: match[1] ?? "" })));
  return found.filter(({ url }) => /^(https?:)?\/\//i.test(url));
}

test("every URL the served widget loads is covered by its declared CSP, and both dialects agree", async () => {
  const client = await connectClient(new URL(MCP_URL), "e2e-csp-coverage");
  try {
    const read = await client.readResource({ uri: WIDGET_URI });
    const content = read.contents[0];
    expect(content && "text" in content, "the widget resource should be text").toBe(true);
    const html = content && "text" in content ? content.text : "";
    expect(declaredDialects(content?._meta), "the resource should declare its CSP in both dialects").toEqual([
      "ui.csp",
      "openai/widgetCSP",
    ]);
    expect(cspDisagreements(content?._meta), "ui.csp and openai/widgetCSP should list the same domains").toEqual([]);

    for (const dialect of CSP_DIALECTS) {
      const declared = readDeclaredCsp(content?._meta, dialect);
      const uncovered = loadedUrls(html).filter(({ tag, url }) => {
        const origin = new URL(url, "https://protocol-relative.invalid").origin;
        const allowed = tag === "iframe" ? (declared?.frameDomains ?? []) : (declared?.resourceDomains ?? []);
        return !allowed.includes(origin);
      });
      expect(uncovered, `URLs the widget loads from origins ${dialect} does not declare`).toEqual([]);
    }
  } finally {
    await client.close();
  }
});
