import { describe, expect, it } from "vitest";
import { plainVerbs } from "./readVerbs.ts";

describe("plainVerbs", () => {
  it.each([
    ["she's glued to her phone and watches makeup tutorials", "she's glued to her phone and watching makeup tutorials"],
    ["he mostly watches youtube", "he mostly watching youtube"],
    ["she binge watches baking shows", "she binge watching baking shows"],
    ["frank watched our dog for two weeks", "frank watching our dog for two weeks"],
  ])("reads watches as the verb in %j", (text, plain) => {
    expect(plainVerbs(text)).toBe(plain);
  });

  it("reads lifting with nothing lifted as weightlifting", () => {
    expect(plainVerbs("he lifts 5 days a week")).toBe("he weightlifting 5 days a week");
  });

  it.each(["she lifts her spirits with music", "he lifts the kids onto his shoulders"])("keeps a lift of something in %j", (text) => {
    expect(plainVerbs(text)).toBe(text);
  });

  it.each(["he collects watches and loves cars", "loves cars and watches", "into vintage watches from the 60s", "and watches for him"])(
    "keeps the wristwatches in %j",
    (text) => {
      expect(plainVerbs(text)).toBe(text);
    },
  );
});
