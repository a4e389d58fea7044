/**
 * What the server answered, read from the host's timeline, and how a person should see it: the oracle the
 * e2e tests compare the widget's visible text against.
 */
import type { TimelineEntry } from "../simulator/shared/timeline.ts";
import type { SimulatorPage } from "./simulatorPage.ts";
import { expect } from "./test.ts";
import { responseTo, toolCallsSentToServer } from "./timelineQueries.ts";

export interface ServedGift {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  /** The shop link from the result's `_meta` details, where the catalog has one. */
  readonly url?: string;
}

const ANSWER_TIMEOUT_MS = 6_000;

/**
 * The gifts of the nth `tools/call` the server (or the fixture backend) answered, in the order served. The
 * request can be on the timeline a moment before its answer, so this waits for the answer.
 */
export async function servedGifts(simulator: SimulatorPage, callIndex: number): Promise<ServedGift[]> {
  let gifts: ServedGift[] | undefined;
  await expect
    .poll(async () => (gifts = answeredGifts(await simulator.timeline(), callIndex)) !== undefined, {
      message: `tools/call #${callIndex + 1} has no gifts in its answer on the timeline`,
      timeout: ANSWER_TIMEOUT_MS,
      intervals: [50, 100, 150],
    })
    .toBe(true);
  if (!gifts) throw new Error(`tools/call #${callIndex + 1} has no gifts in its answer on the timeline`);
  return gifts;
}

function answeredGifts(timeline: readonly TimelineEntry[], callIndex: number): ServedGift[] | undefined {
  const call = toolCallsSentToServer(timeline)[callIndex];
  const response = call && responseTo(timeline, call);
  type Answer = { structuredContent?: { gifts?: ServedGift[] }; _meta?: Record<string, Record<string, { url?: string }> | undefined> };
  const result = (response?.payload as { result?: Answer } | undefined)?.result;
  const gifts = result?.structuredContent?.gifts;
  if (!gifts) return undefined;
  const details = result?._meta?.["gift-finder/details"] ?? {};
  return gifts.map(({ id, name, price }) => ({ id, name, price, ...(details[id]?.url ? { url: details[id]?.url } : {}) }));
}

/** A USD price as a person reading that locale expects it: whole amounts without cents, others to the cent. */
export function usd(price: number, locale = "en-US"): string {
  const digits = Number.isInteger(price) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price);
}
