/**
 * The simulated host as a test sees it: open it with settings in the URL, reach into the widget's iframe
 * by the widget's stable test ids, and read the host's own record through `window.__simulator`.
 */
import type { WidgetRootState } from "@gift-finder/shared";
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import type { SimulatorSettings } from "../simulator/host/settings.ts";
import type { FollowUp, SimulatorState, ToolCallRecord } from "../simulator/host/simulatorState.ts";
import type { TimelineEntry, TimelineExport } from "../simulator/shared/timeline.ts";

/** How long a widget may take to reach a state, cold start included (see `expectWidgetState`). */
const WIDGET_STATE_TIMEOUT_MS = 15_000;

export type SimulatorQuery = Partial<Omit<SimulatorSettings, "safeArea" | "displayMode">> & {
  display?: SimulatorSettings["displayMode"];
  safeArea?: string;
};

const MAX_TEXT_IN_MESSAGES = 600;

export class SimulatorPage {
  readonly widget: FrameLocator;
  readonly frame: Locator;

  constructor(readonly page: Page) {
    this.widget = page.frameLocator('[data-testid="widget-frame"]');
    this.frame = page.getByTestId("widget-frame");
  }

  byTestId(testId: string): Locator {
    return this.widget.locator(`[data-testid="${testId}"]`);
  }

  get root(): Locator {
    return this.byTestId("widget-root");
  }

  get cards(): Locator {
    return this.byTestId("gift-card");
  }

  async open(query: SimulatorQuery = {}): Promise<void> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(",") : String(value));
    }
    await this.page.goto(`/?${params.toString()}`);
    await expect(this.page.getByTestId("simulator-status"), "the simulator page did not start").not.toHaveAttribute(
      "data-status",
      "starting",
    );
  }

  /**
   * Waits for the widget to reach a state; on timeout the error says what the widget and the host showed.
   * A state is often the first thing a test waits for after opening the page, so the wait covers a cold start
   * (page, sandbox, widget bundle, the scripted model's tools/call): on a busy 2-core machine that took just over
   * the 6 s expect timeout twice in 306 runs, with the widget showing its results a moment later.
   */
  async expectWidgetState(state: WidgetRootState, timeout = WIDGET_STATE_TIMEOUT_MS): Promise<void> {
    await this.check(`the widget should reach data-state="${state}"`, async () => {
      await expect(this.root).toHaveAttribute("data-state", state, { timeout });
    });
  }

  /** Runs assertions; a failure is rethrown with what the widget showed, so the report explains itself. */
  async check(what: string, assertions: () => Promise<void>): Promise<void> {
    try {
      await assertions();
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      throw new Error(`${what}\n${cause}\n\n${await this.describe()}`, { cause: error });
    }
  }

  /** One paragraph: the widget's data-state and visible text, and the host's status, error and problems. */
  async describe(): Promise<string> {
    const lines: string[] = [];
    try {
      const state = await this.page.evaluate(() => window.__simulator?.state());
      lines.push(`Host: status=${state?.status ?? "?"}${state?.error ? `, error: ${state.error}` : ""}`);
      const problems = (await this.timeline()).filter((e) => e.channel === "csp" || e.method === "console.error" || e.kind === "error");
      if (problems.length > 0)
        lines.push(
          `Problems on the timeline: ${problems
            .map((e) => `${e.method}: ${e.summary}`)
            .join(" | ")
            .slice(0, MAX_TEXT_IN_MESSAGES)}`,
        );
    } catch {
      lines.push("Host: the simulator page is not answering");
    }
    if ((await this.frame.count()) === 0) {
      lines.push("Widget: no widget iframe on the page");
      return lines.join("\n");
    }
    const root = this.root;
    if ((await root.count()) === 0) {
      const body = await this.widget
        .locator("body")
        .innerText({ timeout: 1_000 })
        .catch(() => "(unreadable)");
      lines.push(
        `Widget: no [data-testid="widget-root"]; the frame shows: "${body.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_IN_MESSAGES)}"`,
      );
      return lines.join("\n");
    }
    const [state, theme, displayMode, text] = await Promise.all([
      root.getAttribute("data-state", { timeout: 1_000 }).catch(() => null),
      root.getAttribute("data-theme", { timeout: 1_000 }).catch(() => null),
      root.getAttribute("data-display-mode", { timeout: 1_000 }).catch(() => null),
      root.innerText({ timeout: 1_000 }).catch(() => "(unreadable)"),
    ]);
    lines.push(`Widget: data-state="${state}" data-theme="${theme}" data-display-mode="${displayMode}"`);
    lines.push(`Widget text: "${text.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_IN_MESSAGES)}"`);
    return lines.join("\n");
  }

  state(): Promise<SimulatorState> {
    return this.page.evaluate(() => {
      const simulator = window.__simulator;
      if (!simulator) throw new Error("window.__simulator is missing: is this the simulator page?");
      return simulator.state();
    });
  }

  timeline(): Promise<readonly TimelineEntry[]> {
    return this.page.evaluate(() => window.__simulator?.timeline() ?? []);
  }

  exportTimeline(): Promise<TimelineExport | null> {
    return this.page.evaluate(() => window.__simulator?.exportTimeline() ?? null);
  }

  async toolCalls(): Promise<readonly ToolCallRecord[]> {
    return (await this.state()).toolCalls;
  }

  async followUps(): Promise<readonly FollowUp[]> {
    return (await this.state()).followUps;
  }

  /** `tools/call` requests the server received (or the fixture answered), in order. */
  async serverToolCalls(): Promise<TimelineEntry[]> {
    return (await this.timeline()).filter(
      (e) => (e.channel === "mcp" || e.channel === "fixture") && e.direction === "host->server" && e.method === "tools/call",
    );
  }

  /** Prices of the cards on screen, from their data-price. */
  async cardPrices(): Promise<number[]> {
    return (await this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-price")))).map(Number);
  }

  /** The names on the cards as a person reads them, in order. */
  async cardNames(): Promise<string[]> {
    return (await this.cards.locator('[data-testid="gift-name"]').allInnerTexts()).map((text) => text.trim());
  }

  /** The prices on the cards as a person reads them (spaces normalised), in order. */
  async cardPriceTexts(): Promise<string[]> {
    return (await this.cards.locator('[data-testid="gift-price"]').allInnerTexts()).map((text) => text.replace(/\s/g, " ").trim());
  }

  /** Opens an idea's details from its card (inline, the host is asked for full screen first). */
  async openDetails(cardIndex = 0): Promise<Locator> {
    const card = this.cards.nth(cardIndex);
    const name = (await card.locator('[data-testid="gift-name"]').innerText()).trim();
    await card.locator('[data-testid="details"]').click();
    const details = this.byTestId("gift-details");
    await expect(details.locator('[data-testid="gift-name"]')).toHaveText(name);
    return details;
  }

  async cardIds(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-gift-id") ?? ""));
  }
}
