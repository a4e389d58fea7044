import { describe, expect, it } from "vitest";
import { cspFindings, entryAllows, linksIn, redirectFindings } from "./csp.ts";

describe("entryAllows", () => {
  it("matches exact hosts, wildcard subdomains, ports, and CSP3 scheme upgrades", () => {
    expect(entryAllows("https://api.example.com", "https://api.example.com/v1/items")).toBe(true);
    expect(entryAllows("https://api.example.com", "wss://api.example.com/live")).toBe(true);
    expect(entryAllows("https://api.example.com", "http://api.example.com/")).toBe(false);
    expect(entryAllows("https://*.example.com", "https://cdn.example.com/a.js")).toBe(true);
    expect(entryAllows("https://*.example.com", "https://example.com/a.js")).toBe(false);
    expect(entryAllows("https://api.example.com:8443", "https://api.example.com/")).toBe(false);
    expect(entryAllows("api.example.com", "https://api.example.com/")).toBe(true);
  });
});

describe("cspFindings", () => {
  it("names the dialect that misses an origin the HTML loads", () => {
    const findings = cspFindings(
      "ui://x/w.v1.html",
      {
        standard: { connectDomains: ["https://api.example.com"], resourceDomains: [] },
        chatgpt: { connectDomains: [], resourceDomains: [], redirectDomains: [] },
      },
      [{ url: "https://api.example.com/items", kind: "connect", via: "fetch()" }],
    );
    const failed = findings.filter((f) => !f.passed);
    expect(failed.map((f) => f.rule)).toEqual(["csp-dialects-agree", "csp-covers-html"]);
    expect(failed[1]?.message).toContain("openai/widgetCSP.connect_domains does not allow https://api.example.com");
    expect(failed[1]?.message).not.toContain("_meta.ui.csp.connectDomains");
  });
});

describe("redirect domains", () => {
  it("finds links by their key, not pictures, and names each unlisted shop origin once", () => {
    const links = linksIn({
      gifts: [{ url: "https://shop.example.com/a", image: "https://img.example.com/a.jpg" }],
      more: { href: "https://other.example.org/b", note: "https://x.example" },
    });
    expect([...links].sort()).toEqual(["https://other.example.org/b", "https://shop.example.com/a"]);
    const [finding] = redirectFindings("suggest_gifts", links, ["https://*.example.com"]);
    expect(finding?.passed).toBe(false);
    expect(finding?.message).toContain("links to https://other.example.org, which");
    expect(redirectFindings("suggest_gifts", links, ["https://shop.example.com", "https://other.example.org"])[0]?.passed).toBe(true);
    expect(redirectFindings("suggest_gifts", new Set(), undefined)).toEqual([]);
  });
});
