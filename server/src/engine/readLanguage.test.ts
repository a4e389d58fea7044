import { describe, expect, it } from "vitest";
import { foreignLanguage } from "./readLanguage.ts";

describe("foreignLanguage", () => {
  it.each([
    ["für meine Schwester, die gerne wandert und Bücher liest", "German"],
    ["pour ma sœur qui aime la cuisine et les livres", "French"],
    ["para mi hermana que ama la cocina y los libros", "Spanish"],
  ])("names the language of %j", (text, language) => {
    expect(foreignLanguage(text)).toBe(language);
  });

  it.each(["my dad", "Geburtstag", "grandpa enjoys woodworking, fishing, birdwatching", "my sister who loves hiking and coffee", ""])(
    "takes %j as English, or too short to tell",
    (text) => {
      expect(foreignLanguage(text)).toBeUndefined();
    },
  );
});
