import { describe, expect, it } from "vitest";
import { cspFindings, entryAllows } from "./csp.ts";

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
      { standard: { connect: ["https://api.example.com"], resource: [] }, chatgpt: { connect: [], resource: [] } },
      [{ url: "https://api.example.com/items", kind: "connect", via: "fetch()" }],
    );
    const failed = findings.filter((f) => !f.passed);
    expect(failed.map((f) => f.rule)).toEqual(["csp-dialects-agree", "csp-covers-html"]);
    expect(failed[1]?.message).toContain("openai/widgetCSP.connect_domains does not allow https://api.example.com");
    expect(failed[1]?.message).not.toContain("_meta.ui.csp.connectDomains");
  });
});
