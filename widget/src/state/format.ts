/** Text the widget shows or sends: prices in the host's locale, the query line, the card request. */
import { CONGRATS_PROMPT_NAME, type SuggestGiftsOutput } from "@gift-finder/shared";
import { isRecord } from "../host/hostFields.ts";

export type Query = SuggestGiftsOutput["query"];
/** What is known of a query before the result: tool arguments may be partial or odd. */
export type PartialQuery = Partial<Query>;

const formatters = new Map<string, Intl.NumberFormat>();

/** USD in the host's locale; whole amounts without cents ("$44", "44 $US"). A bad locale falls back to en-US. */
export function formatPrice(amount: number, locale = "en-US"): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}|${cents}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = { style: "currency", currency: "USD", minimumFractionDigits: cents, maximumFractionDigits: cents } as const;
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      formatter = new Intl.NumberFormat("en-US", options);
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

export function readQuery(toolInput: unknown): PartialQuery {
  if (!isRecord(toolInput)) return {};
  const { occasion, budget, recipient } = toolInput;
  return {
    ...(typeof occasion === "string" && occasion.trim() ? { occasion: occasion.trim() } : {}),
    ...(typeof budget === "number" && Number.isFinite(budget) ? { budget } : {}),
    ...(typeof recipient === "string" && recipient.trim() ? { recipient: recipient.trim() } : {}),
  };
}

const occasionWords = (occasion: string) => occasion.replace(/-/g, " ");

/** e.g. "Birthday · $100 · friend who loves board games". */
export function querySummary(query: PartialQuery, locale?: string): string {
  const parts: string[] = [];
  if (query.occasion) {
    const words = occasionWords(query.occasion);
    parts.push(words.charAt(0).toUpperCase() + words.slice(1));
  }
  if (query.budget !== undefined) parts.push(formatPrice(query.budget, locale));
  if (query.recipient) parts.push(query.recipient);
  return parts.join(" · ");
}

/** The follow-up that asks the model for a card, pointing it at the server's style prompt. */
export function cardPrompt(giftName: string, occasion: string | undefined): string {
  const kind = occasion ? `${occasionWords(occasion)} card message` : "card message";
  return `Write a short, warm ${kind} to go with "${giftName}" (following the ${CONGRATS_PROMPT_NAME} prompt).`;
}
