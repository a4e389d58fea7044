import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "../engine/catalogIndex.ts";
import { readRequest } from "../engine/readRequest.ts";
import { understoodLine, understoodOf } from "./understoodLine.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

describe("the reading said back", () => {
  it("names a thing to avoid once, though two readings found it", () => {
    const reading = readRequest(index, {
      occasion: "new baby",
      recipient: "SIL just had baby #2, runs on coffee. want smthg for HER not the baby",
    });
    const understood = understoodOf(reading);
    expect(understood.avoid.filter((phrase) => phrase === "baby")).toEqual(["baby"]);
    expect(understoodLine(understood, reading)).toMatch(/^Understood: sister-in-law; interests: [^;]*coffee; avoid: baby\.$/);
  });

  it("says an interest once, though two readings name it in the same words", () => {
    const reading = readRequest(index, {
      occasion: "birthday",
      recipient: "my roommate's birthday. she's always cold and loves cozy stuff and romance novels",
    });
    expect(reading.interests.filter((interest) => interest.phrase === "staying warm").length).toBeGreaterThan(1);
    expect(understoodOf(reading).interests.filter((phrase) => phrase === "staying warm")).toEqual(["staying warm"]);
  });

  it("says what a diet keeps out, not the diet, after 'avoid'", () => {
    const reading = readRequest(index, { occasion: "birthday", recipient: "my friend is vegetarian and loves cooking" });
    const understood = understoodOf(reading);
    expect(understood.avoid).toEqual(["meat and fish (vegetarian)"]);
    expect(understoodLine(understood, reading)).toContain("avoid: meat and fish (vegetarian).");
  });
});
