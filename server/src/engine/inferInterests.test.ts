import { describe, expect, it } from "vitest";
import { isSetting } from "./inferInterests.ts";

const interest = (phrase: string, ...concepts: string[]) => ({ phrase, concepts, stems: [], broader: [] });

describe("isSetting: the person's job or the festival, which only fill in", () => {
  it.each(["software engineer", "works as a software engineer", "a programmer", "web developer", "chef", "senior engineer"])(
    "reads the job title %j as the setting, though it names the tech concept",
    (phrase) => {
      expect(isSetting(interest(phrase, "tech"))).toBe(true);
    },
  );

  it("reads a love of the same concept as a love", () => {
    expect(isSetting(interest("coding", "tech"))).toBe(false);
    expect(isSetting(interest("gadgets", "tech"))).toBe(false);
  });

  it("reads a job concept and the occasion's festival as the setting", () => {
    expect(isSetting(interest("a teacher", "teachers"))).toBe(true);
    expect(isSetting(interest("Hanukkah", "hanukkah"))).toBe(true);
  });
});
