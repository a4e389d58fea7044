/** The CSP the sandbox applies: each host's own dialect, never a merge; the restrictive default; strict mode; the real header. */
import {
  buildContentSecurityPolicy,
  contentSecurityPolicyFor,
  cspDisagreements,
  declaredDialects,
  readDeclaredCsp,
} from "../simulator/shared/csp.ts";
import { cspDialectOf } from "../simulator/shared/hostApi.ts";
import { SANDBOX_ORIGIN, SIMULATOR_URL } from "../support/ports.ts";
import { expect, test } from "../support/test.ts";

const HOST = { hostOrigin: "http://localhost:8790" };
const DRIFTED = {
  ui: { csp: { connectDomains: ["https://api.example.com"], resourceDomains: [] } },
  "openai/widgetCSP": {
    connect_domains: [],
    resource_domains: ["https://cdn.example.com"],
    redirect_domains: ["https://shop.example.com"],
  },
};

test("without any declaration an MCP Apps host applies the restrictive default", () => {
  const csp = contentSecurityPolicyFor({}, "ui.csp", { policy: "declared", ...HOST });
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'unsafe-inline'");
  expect(csp).toContain("img-src data:");
  expect(csp).toContain("connect-src 'none'");
  expect(csp).not.toContain("'self'");
});

test("ChatGPT without openai/widgetCSP applies no CSP in developer mode and the restrictive default when published", () => {
  const onlyStandard = { ui: { csp: { connectDomains: ["https://api.example.com"] } } };
  expect(contentSecurityPolicyFor(onlyStandard, "openai/widgetCSP", { policy: "declared", ...HOST })).toBeNull();
  const published = contentSecurityPolicyFor(onlyStandard, "openai/widgetCSP", { policy: "strict", ...HOST });
  expect(published).toContain("connect-src 'none'");
  expect(published).not.toContain("https://api.example.com");
});

test("each host reads its own dialect and nothing of the other; the drift is named", () => {
  expect(cspDialectOf("mcp-apps")).toBe("ui.csp");
  expect(cspDialectOf("openai")).toBe("openai/widgetCSP");
  expect(cspDialectOf("chatgpt")).toBe("openai/widgetCSP");
  expect(readDeclaredCsp(DRIFTED, "ui.csp")).toMatchObject({ connectDomains: ["https://api.example.com"], resourceDomains: [] });
  expect(readDeclaredCsp(DRIFTED, "openai/widgetCSP")).toMatchObject({
    connectDomains: [],
    resourceDomains: ["https://cdn.example.com"],
    baseUriDomains: [],
  });
  const standard = contentSecurityPolicyFor(DRIFTED, "ui.csp", { policy: "declared", ...HOST });
  const chatgpt = contentSecurityPolicyFor(DRIFTED, "openai/widgetCSP", { policy: "declared", ...HOST });
  expect(standard).toContain("connect-src 'self' https://api.example.com");
  expect(standard).not.toContain("https://cdn.example.com");
  expect(chatgpt).toContain("img-src data: 'self' blob: https://cdn.example.com");
  expect(chatgpt).not.toContain("https://api.example.com");
  expect(chatgpt, "redirect_domains are for links, not a CSP directive").not.toContain("https://shop.example.com");
  expect(declaredDialects(DRIFTED)).toEqual(["ui.csp", "openai/widgetCSP"]);
  expect(cspDisagreements(DRIFTED)).toEqual([
    "ui.csp.connectDomains has https://api.example.com that openai/widgetCSP.connect_domains lacks",
    "openai/widgetCSP.resource_domains has https://cdn.example.com that ui.csp.resourceDomains lacks",
  ]);
});

test("strict (published) mode allows exactly the declared domains and never 'self'", () => {
  const declared = readDeclaredCsp({ ui: { csp: { connectDomains: ["https://api.example.com"], resourceDomains: [] } } }, "ui.csp");
  const lenient = buildContentSecurityPolicy(declared, { policy: "declared", ...HOST });
  const strict = buildContentSecurityPolicy(declared, { policy: "strict", ...HOST });
  expect(lenient).toContain("connect-src 'self' https://api.example.com");
  expect(strict).toContain("connect-src https://api.example.com");
  expect(strict).not.toContain("'self'");
  expect(strict).toContain("frame-ancestors http://localhost:8790");
});

test("the sandbox serves the widget document with the CSP of the dialect it was asked for, on its own origin", async ({ request }) => {
  const create = (cspDialect: string) =>
    request.post(`${SIMULATOR_URL}/widgets`, {
      data: {
        html: "<!doctype html><html><head></head><body>hi</body></html>",
        resourceMeta: DRIFTED,
        cspDialect,
        strictCsp: false,
        runtime: { hostOrigin: SIMULATOR_URL, instanceId: "csp-test" },
      },
    });
  const created = await create("openai/widgetCSP");
  expect(created.status()).toBe(201);
  const {
    url,
    contentSecurityPolicy,
    cspDialect,
    cspDisagreements: drift,
  } = (await created.json()) as { url: string; contentSecurityPolicy: string; cspDialect: string; cspDisagreements: string[] };
  expect(url.startsWith(`${SANDBOX_ORIGIN}/widgets/`)).toBe(true);
  expect(cspDialect).toBe("openai/widgetCSP");
  expect(drift).toHaveLength(2);
  const served = await request.get(url);
  expect(served.headers()["content-security-policy"]).toBe(contentSecurityPolicy);
  expect(contentSecurityPolicy).toContain("https://cdn.example.com");
  expect(contentSecurityPolicy).not.toContain("https://api.example.com");
  expect(await served.text()).toContain('id="gift-finder-simulator-config"');
  expect((await create("both")).status(), "an unknown dialect is refused").toBe(400);
});

test("a ChatGPT document without openai/widgetCSP is served with no CSP header in developer mode", async ({ request }) => {
  const created = await request.post(`${SIMULATOR_URL}/widgets`, {
    data: {
      html: "<p>hi</p>",
      resourceMeta: { ui: { csp: { connectDomains: [] } } },
      cspDialect: "openai/widgetCSP",
      strictCsp: false,
      runtime: { hostOrigin: SIMULATOR_URL, instanceId: "csp-none" },
    },
  });
  const { url, contentSecurityPolicy } = (await created.json()) as { url: string; contentSecurityPolicy: string | null };
  expect(contentSecurityPolicy).toBeNull();
  expect((await request.get(url)).headers()["content-security-policy"]).toBeUndefined();
});
