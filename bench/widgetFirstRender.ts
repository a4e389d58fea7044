/**
 * The widget's first render after a tool result, in headless Chromium, two ways. The built HTML is served
 * from a loopback server and `window.openai` is injected before any script runs.
 * - Result present at load (a chat revisited): a real `suggest_gifts` result is `toolOutput` from the start;
 *   the widget's own `gift-finder:first-render` mark is read from navigation start, first contentful paint beside it.
 * - Result after load (the usual turn: the widget shows "Finding gift ideas" first): the widget loads with
 *   `toolOutput: null`, then the result arrives as ChatGPT delivers it (`openai:set_globals`); the time from
 *   that delivery to the mark is the first render after the tool result, the figure the 100 ms budget is for.
 */
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "../e2e/support/findChromium.ts";
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
  /** Median time from a tool result delivered to the loaded, waiting widget until its mark. */
  readonly afterLateResultMs: number | undefined;
}

/** The budget for the first render after the tool result arrives. */
export const FIRST_RENDER_BUDGET_MS = 100;

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
  const server = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html)).listen(
    0,
    "127.0.0.1",
  );
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const sample = await sampleToolOutput();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const timings: PageTiming[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext();
      await context.addInitScript(
        (globals) => {
          Object.assign(window, {
            openai: { theme: "light", locale: "en-US", displayMode: "inline", maxHeight: 600, widgetState: null, ...globals },
          });
        },
        { toolInput: sample.input, toolOutput: sample.output, toolResponseMetadata: sample.meta },
      );
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      await page
        .waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_RENDER_MARK, { timeout: MARK_TIMEOUT_MS })
        .catch(() => undefined);
      timings.push(
        await page.evaluate(
          (name) => ({
            mark: performance.getEntriesByName(name)[0]?.startTime,
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          }),
          FIRST_RENDER_MARK,
        ),
      );
      await context.close();
    }
    const lateDelays: (number | undefined)[] = [];
    for (let i = 0; i < loads; i++) lateDelays.push(await renderAfterLateResult(browser, url, sample));
    const present = (values: (number | undefined)[]) => values.filter((v): v is number => v !== undefined);
    const marks = present(timings.map((t) => t.mark));
    const paints = present(timings.map((t) => t.fcp));
    const late = present(lateDelays);
    return {
      loads,
      firstRenderMs: marks.length > 0 ? median(marks) : undefined,
      firstContentfulPaintMs: paints.length > 0 ? median(paints) : undefined,
      afterLateResultMs: late.length > 0 ? median(late) : undefined,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

type Sample = Awaited<ReturnType<typeof sampleToolOutput>>;

/** Loads the widget waiting for its result, delivers the result the way ChatGPT does, times the render. */
async function renderAfterLateResult(browser: Browser, url: string, sample: Sample): Promise<number | undefined> {
  const context = await browser.newContext();
  try {
    await context.addInitScript((input) => {
      Object.assign(window, {
        openai: {
          theme: "light",
          locale: "en-US",
          displayMode: "inline",
          maxHeight: 600,
          widgetState: null,
          toolInput: input,
          toolOutput: null,
          toolResponseMetadata: null,
        },
      });
    }, sample.input);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector('[data-state="pending"]', { timeout: MARK_TIMEOUT_MS });
    const started = await page.evaluate(
      ({ output, meta }) => {
        const openai = (window as unknown as { openai: Record<string, unknown> }).openai;
        const at = performance.now();
        Object.assign(openai, { toolOutput: output, toolResponseMetadata: meta });
        window.dispatchEvent(
          new CustomEvent("openai:set_globals", { detail: { globals: { toolOutput: output, toolResponseMetadata: meta } } }),
        );
        return at;
      },
      { output: sample.output, meta: sample.meta },
    );
    await page
      .waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_RENDER_MARK, { timeout: MARK_TIMEOUT_MS })
      .catch(() => undefined);
    const mark = await page.evaluate((name) => performance.getEntriesByName(name)[0]?.startTime, FIRST_RENDER_MARK);
    return mark === undefined ? undefined : mark - started;
  } finally {
    await context.close();
  }
}
