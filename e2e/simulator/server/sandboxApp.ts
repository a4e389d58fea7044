/**
 * The sandbox origin: a different origin from the host page, as ChatGPT serves widgets from its own
 * sandbox domain. Each widget document goes out with the Content-Security-Policy header the host chose.
 */
import express, { type Request, type Response } from "express";
import type { SandboxDocuments } from "./sandboxDocuments.ts";
import { composeWidgetPage } from "./widgetPage.ts";

export interface SandboxAppOptions {
  readonly documents: SandboxDocuments;
  readonly runtimeScript: () => Promise<string>;
  /** Preview: serve the widget from the Vite dev server (with HMR) instead of the HTML the host read. */
  readonly widgetDevServerOrigin: string | undefined;
}

async function fetchDevWidgetHtml(origin: string): Promise<string> {
  const response = await fetch(`${origin}/`);
  if (!response.ok) throw new Error(`the widget dev server at ${origin} answered ${response.status}`);
  return response.text();
}

export function createSandboxApp({ documents, runtimeScript, widgetDevServerOrigin }: SandboxAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");

  app.get("/widgets/:id", async (req: Request<{ id: string }>, res: Response) => {
    const document = documents.get(req.params.id);
    if (!document) {
      res
        .status(404)
        .type("text/plain")
        .send("No such widget document: the simulator restarted or the host page is stale. Reload the host page.");
      return;
    }
    let html = document.html;
    try {
      if (widgetDevServerOrigin) html = await fetchDevWidgetHtml(widgetDevServerOrigin);
    } catch (error) {
      res
        .status(502)
        .type("text/plain")
        .send(`Cannot load the widget in dev mode: ${(error as Error).message}`);
      return;
    }
    const page = composeWidgetPage({
      html,
      runtime: document.runtime,
      runtimeScript: await runtimeScript(),
      baseHref: widgetDevServerOrigin ? `${widgetDevServerOrigin}/` : undefined,
    });
    if (document.contentSecurityPolicy !== null) res.setHeader("Content-Security-Policy", document.contentSecurityPolicy);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.type("html").send(page);
  });

  app.use((_req: Request, res: Response) => {
    res.status(404).type("text/plain").send("Not found: the sandbox origin serves only /widgets/:id");
  });
  return app;
}
