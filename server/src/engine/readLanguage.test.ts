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
});
