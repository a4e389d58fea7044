import { describe, expect, it } from "vitest";
import { CSP_DIALECTS, CSP_KEYS, cspInDialect, cspSource, readWidgetCsp, SHARED_CSP_FIELDS, type WidgetCsp } from "./widgetCsp.ts";

const full: WidgetCsp = {
  connectDomains: ["https://api.example.com"],
  resourceDomains: ["https://img.example.com"],
  frameDomains: ["https://frame.example.com"],
  baseUriDomains: ["https://base.example.com"],
  redirectDomains: ["https://shop.example.com"],
};

describe("cspInDialect", () => {
  it("writes MCP Apps' camelCase keys, without ChatGPT's redirect domains", () => {
    expect(cspInDialect(full, "ui.csp")).toEqual({
      connectDomains: ["https://api.example.com"],
      resourceDomains: ["https://img.example.com"],
      frameDomains: ["https://frame.example.com"],
      baseUriDomains: ["https://base.example.com"],
    });
  });

  it("writes ChatGPT's snake_case keys, without a base-uri list", () => {
    expect(cspInDialect(full, "openai/widgetCSP")).toEqual({
      connect_domains: ["https://api.example.com"],
      resource_domains: ["https://img.example.com"],
      frame_domains: ["https://frame.example.com"],
      redirect_domains: ["https://shop.example.com"],
    });
  });

  it("leaves out the fields the declaration does not have, and copies the lists it has", () => {
    const csp: WidgetCsp = { resourceDomains: ["https://img.example.com"] };
    const written = cspInDialect(csp, "ui.csp");
    expect(written).toEqual({ resourceDomains: ["https://img.example.com"] });
    written.resourceDomains?.push("https://evil.example.com");
    expect(csp.resourceDomains).toEqual(["https://img.example.com"]);
    expect(cspInDialect({}, "openai/widgetCSP")).toEqual({});
  });
});

describe("readWidgetCsp", () => {
  it("reads back what cspInDialect wrote, in both dialects, as far as each dialect can say it", () => {
    const meta = { ui: { csp: cspInDialect(full, "ui.csp") }, "openai/widgetCSP": cspInDialect(full, "openai/widgetCSP") };
    const { redirectDomains: _noRedirects, ...mcpApps } = full;
    const { baseUriDomains: _noBaseUri, ...chatGpt } = full;
    expect(readWidgetCsp(meta, "ui.csp")).toEqual(mcpApps);
    expect(readWidgetCsp(meta, "openai/widgetCSP")).toEqual(chatGpt);
  });

  it("keeps only the string entries of lists, and ignores values that are not lists", () => {
    const meta = { "openai/widgetCSP": { connect_domains: ["https://a.example", 7, null, "https://b.example"], frame_domains: "x" } };
    expect(readWidgetCsp(meta, "openai/widgetCSP")).toEqual({ connectDomains: ["https://a.example", "https://b.example"] });
  });

  it("does not read a field under the other dialect's spelling, nor one the dialect cannot say", () => {
    const meta = { ui: { csp: { connect_domains: ["https://a.example"], redirectDomains: ["https://r.example"] } } };
    expect(readWidgetCsp(meta, "ui.csp")).toEqual({});
    const chatGpt = { "openai/widgetCSP": { connectDomains: ["https://a.example"], base_uri_domains: ["https://b.example"] } };
    expect(readWidgetCsp(chatGpt, "openai/widgetCSP")).toEqual({});
    // A field a dialect has no key for is never looked up, not even under a key spelt "undefined".
    expect(readWidgetCsp({ ui: { csp: { undefined: ["https://r.example"] } } }, "ui.csp")).toEqual({});
  });

  it("is undefined when the resource declares nothing in that dialect", () => {
    for (const meta of [undefined, null, "csp", [], {}, { ui: null }, { ui: {} }, { ui: { csp: ["x"] } }, { ui: [] }]) {
      expect(readWidgetCsp(meta, "ui.csp")).toBeUndefined();
    }
    for (const meta of [undefined, null, {}, { "openai/widgetCSP": null }, { "openai/widgetCSP": ["x"] }]) {
      expect(readWidgetCsp(meta, "openai/widgetCSP")).toBeUndefined();
    }
    for (const value of ["connect", 5, true]) {
      expect(readWidgetCsp({ ui: { csp: value } }, "ui.csp")).toBeUndefined();
      expect(readWidgetCsp({ "openai/widgetCSP": value }, "openai/widgetCSP")).toBeUndefined();
    }
    expect(readWidgetCsp({ ui: { csp: {} } }, "openai/widgetCSP")).toBeUndefined();
    expect(readWidgetCsp({ "openai/widgetCSP": {} }, "ui.csp")).toBeUndefined();
  });
});

describe("cspSource", () => {
  it("finds each dialect's object where that host reads it", () => {
    const ui = { connectDomains: [] };
    const openai = { connect_domains: [] };
    const meta = { ui: { csp: ui }, "openai/widgetCSP": openai };
    expect(cspSource(meta, "ui.csp")).toBe(ui);
    expect(cspSource(meta, "openai/widgetCSP")).toBe(openai);
  });

  it("is undefined, not null, where a host finds no object", () => {
    expect(cspSource({ ui: { csp: null } }, "ui.csp")).toBeUndefined();
    expect(cspSource({ "openai/widgetCSP": null }, "openai/widgetCSP")).toBeUndefined();
    expect(cspSource(null, "ui.csp")).toBeUndefined();
  });
});

describe("CSP_KEYS", () => {
  it("gives every field shared by both dialects a key in each, and no two fields the same key", () => {
    for (const dialect of CSP_DIALECTS) {
      for (const field of SHARED_CSP_FIELDS) expect(CSP_KEYS[dialect][field]).toMatch(/^[a-z][A-Za-z_]+$/);
      const keys = Object.values(CSP_KEYS[dialect]).filter((key) => key !== undefined);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(SHARED_CSP_FIELDS).toEqual(["connectDomains", "resourceDomains", "frameDomains"]);
  });
});
