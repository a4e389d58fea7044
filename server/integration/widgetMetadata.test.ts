/** Host metadata over the wire: shop and picture origins from the loaded catalog, the widget domain only when configured, anonymous tools. */
import { TOOL_NAME, WIDGET_URI } from "@gift-finder/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../src/catalog/loadCatalog.ts";
import { connectClient, postRaw } from "../testing/mcpClient.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";

let plain: RunningServer;
let withDomain: RunningServer;
let split: RunningServer;

beforeAll(async () => {
  [plain, withDomain, split] = await Promise.all([
    startServer({ LOG_LEVEL: "warn", PUBLIC_URL: "https://gifts.example.com" }),
    startServer({ LOG_LEVEL: "warn", WIDGET_DOMAIN: "https://gifts.example.com" }),
    startServer({
      LOG_LEVEL: "warn",
      WIDGET_DOMAIN: "a904794854a047f6.claudemcpcontent.com",
      OPENAI_WIDGET_DOMAIN: "https://gifts.example.com",
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.stop(), withDomain?.stop(), split?.stop()]);
});

async function widgetMeta(server: RunningServer): Promise<Record<string, unknown>> {
  const client = await connectClient(server.url);
  try {
    const { contents } = await client.readResource({ uri: WIDGET_URI });
    return contents[0]?._meta ?? {};
  } finally {
    await client.close();
  }
}

const originsOf = (urls: readonly (string | undefined)[]) => [...new Set(urls.flatMap((url) => (url ? [new URL(url).origin] : [])))].sort();

describe("the widget's CSP", () => {
  it("lists every shop origin of the loaded catalog as a ChatGPT redirect domain, and every picture origin as a resource domain", async () => {
    const items = await loadCatalog();
    const meta = (await widgetMeta(plain)) as { ui: { csp: Record<string, string[]> }; "openai/widgetCSP": Record<string, string[]> };
    const shops = originsOf(items.map((item) => item.url));
    expect(shops.length).toBeGreaterThan(0);
    expect(meta["openai/widgetCSP"].redirect_domains).toEqual(shops);
    expect(meta["openai/widgetCSP"].resource_domains).toEqual(originsOf(items.map((item) => item.image)));
    expect(meta.ui.csp.resourceDomains).toEqual(meta["openai/widgetCSP"].resource_domains);
  });
});

describe("the widget domain", () => {
  it("is not sent when only PUBLIC_URL is set: its format depends on the host", async () => {
    const meta = await widgetMeta(plain);
    expect(meta).not.toHaveProperty("openai/widgetDomain");
    expect(meta.ui).not.toHaveProperty("domain");
  });

  it("is sent in both dialects when WIDGET_DOMAIN is set", async () => {
    expect(await widgetMeta(withDomain)).toMatchObject({
      ui: { domain: "https://gifts.example.com" },
      "openai/widgetDomain": "https://gifts.example.com",
    });
  });

  it("goes to ChatGPT alone from OPENAI_WIDGET_DOMAIN, leaving the standard key to another host's format", async () => {
    expect(await widgetMeta(split)).toMatchObject({
      ui: { domain: "a904794854a047f6.claudemcpcontent.com" },
      "openai/widgetDomain": "https://gifts.example.com",
    });
  });
});

describe("tool auth", () => {
  it("declares every tool anonymous, on the descriptor and mirrored in _meta", async () => {
    const response = await postRaw(plain.url, { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
    const { tools } = (
      response.json as { result: { tools: Array<{ name: string; securitySchemes?: unknown; _meta?: { securitySchemes?: unknown } }> } }
    ).result;
    const tool = tools.find((candidate) => candidate.name === TOOL_NAME);
    expect(tool?.securitySchemes).toEqual([{ type: "noauth" }]);
    expect(tool?._meta?.securitySchemes).toEqual([{ type: "noauth" }]);
  });
});
