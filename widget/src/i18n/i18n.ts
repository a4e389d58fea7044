/**
 * The language and number formats of the widget, chosen from the host's locale (`window.openai.locale` or
 * MCP Apps `hostContext.locale`). Text comes from the catalogues; numbers and prices from Intl for the
 * host's own locale, so "de-CH" gets Swiss German digits while the text is German. Prices are always USD.
 */
import { OCCASIONS, type Occasion } from "@gift-finder/shared";
import { createContext, useContext } from "react";
import { de } from "./de.ts";
import { en, type Messages } from "./en.ts";

export const CATALOGUES = { en, de } satisfies Record<string, Messages>;
export type Language = keyof typeof CATALOGUES;
const FALLBACK_LOCALE = "en-US";

export function pickLanguage(locale: string | undefined): Language {
  const primary = locale?.toLowerCase().split(/[-_]/)[0];
  return primary === "de" ? "de" : "en";
}

function supportedLocale(locale: string | undefined): string {
  if (!locale) return FALLBACK_LOCALE;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

export interface I18n {
  readonly language: Language;
  /** The BCP 47 tag used for numbers: the host's, or en-US when Intl does not know it. */
  readonly locale: string;
  readonly t: Messages;
  /** USD in the locale's format; whole amounts without cents ("$44", "44 $"), others with exactly two. */
  price(amount: number): string;
  /** A known occasion in words of the language; free text as it was typed. */
  occasion(occasion: string): string;
}

const isOccasion = (value: string): value is Occasion => (OCCASIONS as readonly string[]).includes(value);

export function createI18n(hostLocale: string | undefined): I18n {
  const language = pickLanguage(hostLocale);
  const locale = supportedLocale(hostLocale);
  const t = CATALOGUES[language];
  const formats = [0, 2].map(
    (digits) =>
      new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ) as [Intl.NumberFormat, Intl.NumberFormat];
  return {
    language,
    locale,
    t,
    price: (amount) => (Number.isInteger(amount) ? formats[0] : formats[1]).format(amount),
    occasion: (occasion) => (isOccasion(occasion) ? t.occasions[occasion] : occasion.replace(/-/g, " ")),
  };
}

const cache = new Map<string, I18n>();
/** One I18n per locale, so components that receive it keep a stable object across renders. */
export function i18nFor(hostLocale: string | undefined): I18n {
  const key = hostLocale ?? "";
  let found = cache.get(key);
  if (!found) cache.set(key, (found = createI18n(hostLocale)));
  return found;
}

export const I18nContext = createContext<I18n>(i18nFor(undefined));
export const useI18n = (): I18n => useContext(I18nContext);
