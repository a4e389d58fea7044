import { describe, expect, it } from "vitest";
import { plainVerbs } from "./readVerbs.ts";

describe("plainVerbs", () => {
  it.each([
    ["she's glued to her phone and watches makeup tutorials", "she's glued to her phone and watching makeup tutorials"],
    ["he mostly watches youtube", "he mostly watching youtube"],
  ])("reads watches as the verb in %j", (text, plain) => {
    expect(plainVerbs(text)).toBe(plain);
  });

  it.each(["he collects watches and loves cars", "loves cars and watches", "into vintage watches from the 60s", "and watches for him"])(
    "keeps the wristwatches in %j",
    (text) => {
      expect(plainVerbs(text)).toBe(text);
    },
  );
});
