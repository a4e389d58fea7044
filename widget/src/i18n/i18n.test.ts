import { describe, expect, it } from "vitest";
import { CATALOGUES, createI18n, pickLanguage } from "./i18n.ts";

/** Every key path of a catalogue, nested objects included, with the kind of value at it. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  return [`${path}:${typeof value}`];
}

describe("message catalogues", () => {
  const reference = shape(CATALOGUES.en).sort();

  it.each(Object.keys(CATALOGUES))("%s has exactly the keys of English, each of the same kind", (language) => {
    const keys = shape(CATALOGUES[language as keyof typeof CATALOGUES]).sort();
    expect(
      keys.filter((key) => !reference.includes(key)),
      "keys English lacks",
    ).toEqual([]);
    expect(
      reference.filter((key) => !keys.includes(key)),
      "keys missing",
    ).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES))("%s has no empty text", (language) => {
    const strings = shape(CATALOGUES[language as keyof typeof CATALOGUES]);
    const catalogue = CATALOGUES[language as keyof typeof CATALOGUES] as unknown as Record<string, unknown>;
    for (const entry of strings.filter((key) => key.endsWith(":string") && !key.includes("."))) {
      expect(String(catalogue[entry.split(":")[0] ?? ""]).trim(), entry).not.toBe("");
    }
  });
});

describe("language and formats", () => {
  it("speaks German for any German locale and English for everything else", () => {
    expect(pickLanguage("de-DE")).toBe("de");
    expect(pickLanguage("de_AT")).toBe("de");
    expect(pickLanguage("DE")).toBe("de");
    expect(pickLanguage("fr-FR")).toBe("en");
    expect(pickLanguage(undefined)).toBe("en");
  });

  it("formats USD for the locale, whole amounts without cents and others with exactly two", () => {
    expect(createI18n("en-US").price(44)).toBe("$44");
    expect(createI18n("en-US").price(59.99)).toBe("$59.99");
    expect(createI18n("en-US").price(10.5)).toBe("$10.50");
    expect(createI18n("de-DE").price(59.99).replace(/\s/g, " ")).toBe("59,99 $");
    expect(createI18n(undefined).price(1234.5)).toBe("$1,234.50");
  });

  it("falls back to en-US numbers and English text for a locale Intl rejects", () => {
    const i18n = createI18n("not a locale!!");
    expect(i18n.locale).toBe("en-US");
    expect(i18n.price(10.5)).toBe("$10.50");
    expect(i18n.t.title).toBe("Gift ideas");
  });

  it("names known occasions in the language and keeps free text", () => {
    expect(createI18n("de-DE").occasion("birthday")).toBe("Geburtstag");
    expect(createI18n("en-US").occasion("baby-shower")).toBe("baby shower");
    expect(createI18n("de-DE").occasion("retirement party")).toBe("retirement party");
  });
});
