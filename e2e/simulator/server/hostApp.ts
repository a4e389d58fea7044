/**
 * The host page's origin: the built page, its environment (/config.json), the widget template for
 * fixtures mode, and the endpoint that turns a widget resource into a sandbox document.
 */
import { readFile } from "node:fs/promises";
import type { OpenAiGlobals } from "@gift-finder/shared";
import { CSP_DIALECTS } from "@gift-finder/shared";
import express, { type Request, type Response } from "express";
import { contentSecurityPolicyFor, cspDisagreements, declaredDialects } from "../shared/csp.ts";
import type { SandboxDocumentRequest, SandboxDocumentResponse, SimulatorConfig } from "../shared/sandboxProtocol.ts";
import { HOST_PAGE_DIST, WIDGET_BUILD_HTML } from "./paths.ts";
import type { SandboxDocuments } from "./sandboxDocuments.ts";

export interface HostAppOptions {
  readonly documents: SandboxDocuments;
  readonly mcpUrl: string;
  readonly sandboxOrigin: string;
  readonly widgetDevServerOrigin: string | undefined;
}

function isHttpOrigin(value: unknown): value is string {
  return typeof value === "string" && /^https?:\/\/[^/\s;'"]+$/.test(value);
}

/** Widget HTML is a few hundred kB; the limit only stops accidents. */
const MAX_DOCUMENT_BYTES = "5mb";

export function createHostApp(options: HostAppOptions): express.Express {
  const { documents } = options;
  const app = express();
  app.disable("x-powered-by");

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  app.get("/config.json", (_req, res) => {
    const config: SimulatorConfig = {
      mcpUrl: options.mcpUrl,
      sandboxOrigin: options.sandboxOrigin,
      widgetDevServerOrigin: options.widgetDevServerOrigin ?? null,
    };
    res.setHeader("Cache-Control", "no-store");
    res.json(config);
  });

  app.get("/fixture-template", async (_req, res) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(await readFile(WIDGET_BUILD_HTML, "utf8"));
    } catch {
      res.status(404).type("text/plain").send(`The widget is not built (${WIDGET_BUILD_HTML}); run "npm run build".`);
    }
  });

  app.post("/widgets", express.json({ limit: MAX_DOCUMENT_BYTES }), createSandboxDocument(options));

  app.put("/widgets/:id/globals", express.json({ limit: MAX_DOCUMENT_BYTES }), (req: Request<{ id: string }>, res: Response) => {
    const updated = documents.updateGlobals(req.params.id, req.body as Partial<OpenAiGlobals>);
    res.status(updated ? 204 : 404).end();
  });

  app.use(express.static(HOST_PAGE_DIST, { index: "index.html", setHeaders: (res) => res.setHeader("Cache-Control", "no-store") }));
  return app;
}

const SANDBOX_REQUEST_SHAPE = `{ html, resourceMeta, cspDialect (${CSP_DIALECTS.join(" | ")}), strictCsp, runtime: { hostOrigin, instanceId, storageBlocked?, globals? } }`;

function isSandboxDocumentRequest(body: SandboxDocumentRequest | undefined): body is SandboxDocumentRequest {
  return (
    typeof body?.html === "string" &&
    typeof body.runtime?.instanceId === "string" &&
    isHttpOrigin(body.runtime.hostOrigin) &&
    CSP_DIALECTS.includes(body.cspDialect)
  );
}

/** Turns a widget resource into a sandbox document served under the CSP its metadata declares (or a strict one). */
function createSandboxDocument(options: HostAppOptions) {
  return (req: Request, res: Response) => {
    const body = req.body as SandboxDocumentRequest | undefined;
    if (!isSandboxDocumentRequest(body)) {
      res.status(400).json({ error: `expected ${SANDBOX_REQUEST_SHAPE}` });
      return;
    }
    const contentSecurityPolicy = contentSecurityPolicyFor(body.resourceMeta, body.cspDialect, {
      policy: body.strictCsp ? "strict" : "declared",
      hostOrigin: body.runtime.hostOrigin,
      devServerOrigin: options.widgetDevServerOrigin,
    });
    const document = options.documents.add(body.html, contentSecurityPolicy, body.runtime);
    const reply: SandboxDocumentResponse = {
      id: document.id,
      url: `${options.sandboxOrigin}/widgets/${document.id}`,
      contentSecurityPolicy,
      cspDialect: body.cspDialect,
      cspDialects: declaredDialects(body.resourceMeta),
      cspDisagreements: cspDisagreements(body.resourceMeta),
      source: options.widgetDevServerOrigin ? "dev-server" : "template",
    };
    res.status(201).json(reply);
  };
}
