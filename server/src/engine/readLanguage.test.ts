import { describe, expect, it } from "vitest";
import { foreignLanguage } from "./readLanguage.ts";

describe("foreignLanguage", () => {
  it.each([
    ["für meine Schwester, die gerne wandert und Bücher liest", "German"],
    ["pour ma sœur qui aime la cuisine et les livres", "French"],
    ["para mi hermana que ama la cocina y los libros", "Spanish"],
    ["mi abuela de 90 años", "Spanish"],
    ["minha mãe gosta de cozinhar", "Portuguese"],
    ["mijn zus houdt van tuinieren", "Dutch"],
    // Read first as Romanian, a hair ahead of Italian, and with "in" and "a" among its words.
    ["mio nipote si laurea in architettura a 24 anni, gli piace disegnare a mano e viaggiare per vedere edifici famosi", "Italian"],
  ])("names the language of %j", (text, language) => {
    expect(foreignLanguage(text)).toBe(language);
  });

  it.each(["my dad", "Geburtstag", "grandpa enjoys woodworking, fishing, birdwatching", "my sister who loves hiking and coffee", ""])(
    "takes %j as English, or too short to tell",
    (text) => {
      expect(foreignLanguage(text)).toBeUndefined();
    },
  );

  it.each(["my son's soccer coach", "office party", "team lunch", "Tante Erika"])(
    "takes %j as English: a few words hold none of the guessed language's own small words",
    (text) => {
      expect(foreignLanguage(text)).toBeUndefined();
    },
  );

  it("reads two foreign words, but not one", () => {
    expect(foreignLanguage("meine Schwester")).toBe("German");
    expect(foreignLanguage("Wanderschuhe")).toBeUndefined();
  });

  it("takes a text as English once 30% of its words are common English ones", () => {
    // 3 of these 10 words are common English; two more German words tip it under 30%.
    expect(foreignLanguage("meine Schwester wandert gerne, liest viele Bücher, she loves and")).toBeUndefined();
    expect(foreignLanguage("meine Schwester wandert gerne, liest viele Bücher und kocht, she loves and")).toBe("German");
  });

  it.each([
    ["\u592b\u306e40\u6b73\u306e\u8a95\u751f\u65e5\u3002\u30ad\u30e3\u30f3\u30d7\u304c\u8da3\u5473", "Japanese"],
    ["\u6211\u7684\u5988\u5988\u559c\u6b22\u559d\u8336", "Chinese"],
    ["\uc6b0\ub9ac \uc5c4\ub9c8", "Korean"],
    [
      "\u043c\u043e\u0435\u0439 \u043c\u0430\u043c\u0435, \u043e\u043d\u0430 \u043b\u044e\u0431\u0438\u0442 \u0447\u0430\u0439",
      "a language written in Cyrillic",
    ],
  ])("names a text written in another script, however short: %j", (text, language) => {
    expect(foreignLanguage(text)).toBe(language);
  });

  it("takes English with a word in another script as English", () => {
    expect(foreignLanguage("my friend who loves anime and \u30b8\u30d6\u30ea movies")).toBeUndefined();
  });
});
