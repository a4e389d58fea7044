/**
 * A small MCP Apps server for the doctor's tests, healthy or broken on request: each path names the defects
 * it serves (`/healthy/mcp`, `/wrong-mime-type/mcp`, ...). Built on the SDK's low-level Server with plain JSON
 * tool and resource definitions, so a defect reaches the client exactly as written, as a real server's would.
 */
import { once } from "node:events";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cspInDialect } from "@gift-finder/shared";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";

const DEFECTS = [
  "wrong-mime-type",
  "skybridge-mime-type",
  "missing-output-template",
  "missing-standard-link",
  "links-disagree",
  "csp-dialects-disagree",
  "undeclared-https-url",
  "relative-asset",
  "wildcard-csp",
  "missing-annotation",
  "no-idempotent-hint",
  "no-security-schemes",
  "unversioned-uri",
  "no-domain",
  "origin-as-ui-domain",
  "template-not-served",
  "invalid-structured-content",
  "oversized-structured-content",
  "unlisted-shop-link",
] as const;
export type Defect = (typeof DEFECTS)[number];

const API_ORIGIN = "https://api.fixture.example";
const CHATGPT_WIDGET_DOMAIN = "https://fixture.example";
const CLAUDE_WIDGET_DOMAIN = "a904794854a047f6.claudemcpcontent.com";
const SHOP_ORIGIN = "https://shop.fixture.example";

function widgetHtml(has: (defect: Defect) => boolean): string {
  const extra = [
    has("undeclared-https-url") ? '<script src="https://cdn.undeclared.example/chart.js"></script>' : "",
    has("relative-asset") ? '<link rel="stylesheet" href="/assets/widget.css">' : "",
  ].join("");
  return `<!doctype html><html><head>${extra}<style>body{font:14px system-ui}</style></head><body><div id="root"></div>
<script>fetch("${API_ORIGIN}/gifts").catch(() => {}); document.getElementById("root").textContent = "gifts";</script></body></html>`;
}

function giftsTool(uri: string, has: (defect: Defect) => boolean): Tool {
  const annotations: Record<string, boolean> = { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: true };
  if (has("missing-annotation")) delete annotations.openWorldHint;
  if (has("no-idempotent-hint")) delete annotations.idempotentHint;
  const auth = has("no-security-schemes") ? {} : { securitySchemes: [{ type: "noauth" }] };
  const standardLink = has("missing-standard-link") ? {} : { ui: { resourceUri: uri } };
  const alias = has("missing-output-template")
    ? {}
    : { "openai/outputTemplate": has("links-disagree") ? uri.replace(".html", ".other.html") : uri };
  return {
    name: "suggest_gifts",
    description: "Suggests gifts.",
    inputSchema: {
      type: "object",
      properties: { occasion: { type: "string" }, budget: { type: "number", exclusiveMinimum: 0 } },
      required: ["occasion", "budget"],
    },
    outputSchema: {
      type: "object",
      properties: {
        gifts: {
          type: "array",
          items: {
            type: "object",
            properties: { name: { type: "string" }, price: { type: "number" } },
            required: ["name", "price"],
            additionalProperties: false,
          },
        },
      },
      required: ["gifts"],
      additionalProperties: false,
    },
    annotations,
    ...auth,
    _meta: { ...auth, ...standardLink, ...alias },
  } as Tool;
}

function templateMeta(has: (defect: Defect) => boolean): Record<string, unknown> {
  const connect = has("wildcard-csp") ? ["https://*.fixture.example"] : [API_ORIGIN];
  const chatgptConnect = has("csp-dialects-disagree") ? [...connect, "https://tracker.fixture.example"] : connect;
  const uiDomain = has("origin-as-ui-domain") ? CHATGPT_WIDGET_DOMAIN : CLAUDE_WIDGET_DOMAIN;
  return {
    ui: {
      csp: cspInDialect({ connectDomains: connect, resourceDomains: [] }, "ui.csp"),
      ...(has("no-domain") ? {} : { domain: uiDomain }),
      prefersBorder: true,
    },
    "openai/widgetCSP": cspInDialect(
      { connectDomains: chatgptConnect, resourceDomains: [], redirectDomains: has("unlisted-shop-link") ? [] : [SHOP_ORIGIN] },
      "openai/widgetCSP",
    ),
    ...(has("no-domain") ? {} : { "openai/widgetDomain": CHATGPT_WIDGET_DOMAIN }),
  };
}

function structuredContent(has: (defect: Defect) => boolean): Record<string, unknown> {
  if (has("invalid-structured-content")) return { gifts: [{ name: "Catan", price: "49 dollars" }] };
  const count = has("oversized-structured-content") ? 200 : 3;
  return { gifts: Array.from({ length: count }, (_, i) => ({ name: `Board game number ${i + 1}`, price: 20 + i })) };
}

function buildServer(defects: ReadonlySet<Defect>): Server {
  const has = (defect: Defect) => defects.has(defect);
  const uri = has("unversioned-uri") ? "ui://fixture/gifts.html" : "ui://fixture/gifts.v1.html";
  const server = new Server({ name: "doctor-fixture", version: "1.0.0" }, { capabilities: { tools: {}, resources: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [giftsTool(uri, has)] }));
  server.setRequestHandler(CallToolRequestSchema, () => {
    const content = structuredContent(has);
    return {
      content: [{ type: "text", text: JSON.stringify(content) }],
      structuredContent: content,
      _meta: { details: [{ url: `${SHOP_ORIGIN}/games/1` }] },
    };
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: has("template-not-served") ? [] : [{ uri, name: "gifts-widget" }],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    if (has("template-not-served") || request.params.uri !== uri) throw new Error(`unknown resource ${request.params.uri}`);
    const mimeType = has("wrong-mime-type")
      ? "text/html"
      : has("skybridge-mime-type")
        ? "text/html+skybridge"
        : "text/html;profile=mcp-app";
    return { contents: [{ uri, mimeType, text: widgetHtml(has), _meta: templateMeta(has) }] };
  });
  return server;
}

export interface FixtureServer {
  /** The MCP URL of a server with these defects (none: a healthy one). */
  urlFor(...defects: Defect[]): URL;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const http: HttpServer = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    const match = /^\/([a-z-]+(?:\+[a-z-]+)*)\/mcp$/.exec(path);
    if (!match?.[1]) return void res.writeHead(404).end();
    if (req.method !== "POST") return void res.writeHead(405, { Allow: "POST" }).end();
    const defects = new Set(match[1].split("+").filter((name): name is Defect => (DEFECTS as readonly string[]).includes(name)));
    const server = buildServer(defects);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on("close", () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(req, res);
  });
  http.listen(0, "127.0.0.1");
  await once(http, "listening");
  const { port } = http.address() as AddressInfo;
  return {
    urlFor: (...defects) => new URL(`http://127.0.0.1:${port}/${defects.length > 0 ? defects.join("+") : "healthy"}/mcp`),
    close: async () => {
      http.closeAllConnections();
      http.close();
      await once(http, "close");
    },
  };
}
