import { describe, expect, it } from "vitest";
import { plainWorkplaces } from "./readWorkplaces.ts";

describe("plainWorkplaces", () => {
  it.each([
    "31 years of night shifts at the ford plant",
    "he worked in a chemical plant for decades",
    "retiring after 35 years at the plant",
  ])("reads the plant in %j as a workplace", (text) => {
    const plain = plainWorkplaces(text);
    expect(plain).not.toMatch(/\bplant\b/);
    expect(plain).toHaveLength(text.length);
  });

  it.each(["she loves every plant in her flat", "a gift card for the plant shop downtown", "she runs in a plant nursery"])(
    "leaves the plant in %j alone",
    (text) => {
      expect(plainWorkplaces(text)).toBe(text);
    },
  );

  it.each(["office secret santa, i drew a woman from accounting", "she's always at the office late", "moving to the new york office"])(
    "reads the office in %j as a workplace or its party, no love of desk things",
    (text) => {
      const plain = plainWorkplaces(text);
      expect(plain).not.toMatch(/\boffice\b/);
      expect(plain).toHaveLength(text.length);
    },
  );

  it.each(["something for her office", "she just set up her home office", "to the office supplies store"])(
    "leaves the office in %j alone",
    (text) => {
      expect(plainWorkplaces(text)).toBe(text);
    },
  );
});
