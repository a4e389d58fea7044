/**
 * The widget's first render after a tool result, in headless Chromium: the built HTML is served from a
 * loopback server, `window.openai` (with a real `suggest_gifts` result as toolOutput) is injected before any
 * script runs, and the widget's own `gift-finder:first-render` performance mark is read. First contentful
 * paint is reported beside it, from the same page's paint timing.
 */
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from "../e2e/support/findChromium.ts";
import { loadCatalog } from "../server/src/catalog/loadCatalog.ts";
import { buildCatalogIndex } from "../server/src/engine/catalogIndex.ts";
import { callSuggestGifts } from "../server/src/mcp/suggestGiftsTool.ts";
import { median } from "./stats.ts";
import { WIDGET_HTML_PATH } from "./widgetSize.ts";

export const FIRST_RENDER_MARK = "gift-finder:first-render";
const MARK_TIMEOUT_MS = 5_000;

export interface FirstRenderFigures {
  readonly loads: number;
  /** Median start time of the widget's mark, ms after navigation start; undefined when the widget never set it. */
  readonly firstRenderMs: number | undefined;
  readonly firstContentfulPaintMs: number | undefined;
}

interface PageTiming {
  readonly mark: number | undefined;
  readonly fcp: number | undefined;
}

async function sampleToolOutput(): Promise<{ input: Record<string, unknown>; output: unknown; meta: unknown }> {
  const input = { occasion: "birthday", budget: 100, recipient: "friend who loves board games" };
  const result = await callSuggestGifts(buildCatalogIndex(await loadCatalog()), input);
  return { input, output: result.structuredContent, meta: result._meta };
}

export async function benchWidgetFirstRender(loads: number): Promise<FirstRenderFigures> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  const html = readFileSync(WIDGET_HTML_PATH);
  // A real origin, not setContent: init scripts must run before the widget's own scripts.
  const server = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html)).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const sample = await sampleToolOutput();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const timings: PageTiming[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext();
      await context.addInitScript((globals) => {
        Object.assign(window, {
          openai: { theme: "light", locale: "en-US", displayMode: "inline", maxHeight: 600, widgetState: null, ...globals },
        });
      }, { toolInput: sample.input, toolOutput: sample.output, toolResponseMetadata: sample.meta });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_RENDER_MARK, { timeout: MARK_TIMEOUT_MS }).catch(() => undefined);
      timings.push(
        await page.evaluate((name) => ({
          mark: performance.getEntriesByName(name)[0]?.startTime,
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        }), FIRST_RENDER_MARK),
      );
      await context.close();
    }
    const present = (values: (number | undefined)[]) => values.filter((v): v is number => v !== undefined);
    const marks = present(timings.map((t) => t.mark));
    const paints = present(timings.map((t) => t.fcp));
    return {
      loads,
      firstRenderMs: marks.length > 0 ? median(marks) : undefined,
      firstContentfulPaintMs: paints.length > 0 ? median(paints) : undefined,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
