/** The CSP the sandbox applies: both dialects read, the restrictive default, strict mode, and the real header. */
import { buildContentSecurityPolicy, readDeclaredCsp } from "../simulator/shared/csp.ts";
import { SANDBOX_ORIGIN, SIMULATOR_URL } from "../support/ports.ts";
import { expect, test } from "../support/test.ts";

const HOST = { hostOrigin: "http://localhost:8790" };

test("without any declaration the widget gets the restrictive default", () => {
  const csp = buildContentSecurityPolicy(readDeclaredCsp({}), { policy: "declared", ...HOST });
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'unsafe-inline'");
  expect(csp).toContain("img-src data:");
  expect(csp).toContain("connect-src 'none'");
  expect(csp).not.toContain("'self'");
});

test("either dialect alone is enough, and both are merged with their disagreements named", () => {
  const camel = readDeclaredCsp({ ui: { csp: { connectDomains: ["https://api.example.com"], resourceDomains: ["https://cdn.example.com"] } } });
  const snake = readDeclaredCsp({ "openai/widgetCSP": { connect_domains: ["https://api.example.com"], resource_domains: ["https://cdn.example.com"] } });
  expect(camel?.connectDomains).toEqual(["https://api.example.com"]);
  expect(snake?.resourceDomains).toEqual(["https://cdn.example.com"]);
  const both = readDeclaredCsp({
    ui: { csp: { connectDomains: ["https://api.example.com"], resourceDomains: [] } },
    "openai/widgetCSP": { connect_domains: [], resource_domains: ["https://cdn.example.com"] },
  });
  expect(both?.dialects).toEqual(["ui.csp", "openai/widgetCSP"]);
  expect(both?.connectDomains).toEqual(["https://api.example.com"]);
  expect(both?.disagreements).toEqual([
    "ui.csp.connectDomains has https://api.example.com that openai/widgetCSP.connect_domains lacks",
    "openai/widgetCSP.resource_domains has https://cdn.example.com that ui.csp.resourceDomains lacks",
  ]);
});

test("strict (published) mode allows exactly the declared domains and never 'self'", () => {
  const declared = readDeclaredCsp({ ui: { csp: { connectDomains: ["https://api.example.com"], resourceDomains: [] } } });
  const lenient = buildContentSecurityPolicy(declared, { policy: "declared", ...HOST });
  const strict = buildContentSecurityPolicy(declared, { policy: "strict", ...HOST });
  expect(lenient).toContain("connect-src 'self' https://api.example.com");
  expect(strict).toContain("connect-src https://api.example.com");
  expect(strict).not.toContain("'self'");
  expect(strict).toContain("frame-ancestors http://localhost:8790");
});

test("the sandbox serves the widget document with the CSP it announced, on its own origin", async ({ request }) => {
  const created = await request.post(`${SIMULATOR_URL}/widgets`, {
    data: { html: "<!doctype html><html><head></head><body>hi</body></html>", resourceMeta: {}, strictCsp: false, runtime: { hostOrigin: SIMULATOR_URL, instanceId: "csp-test" } },
  });
  expect(created.status()).toBe(201);
  const { url, contentSecurityPolicy } = (await created.json()) as { url: string; contentSecurityPolicy: string };
  expect(url.startsWith(`${SANDBOX_ORIGIN}/widgets/`)).toBe(true);
  const served = await request.get(url);
  expect(served.headers()["content-security-policy"]).toBe(contentSecurityPolicy);
  expect(contentSecurityPolicy).toContain("connect-src 'none'");
  expect(await served.text()).toContain('id="gift-finder-simulator-config"');
});
