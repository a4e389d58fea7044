import { describe, expect, it } from "vitest";
import { animalAllergy } from "./animalAllergy.ts";

describe("an allergy to the animal they love", () => {
  it.each([
    ["my friend who loves cats but is allergic to them", ["cat"], ["them"]],
    ["my sister is obsessed with dogs but allergic to dogs", ["dog"], ["dogs"]],
    ["loves kittens, sadly allergic to cats", ["cat"], ["cats"]],
    ["she is the biggest cat person you'll ever meet but she's super allergic", ["cat"], []],
  ] as const)("reads %j", (text, animals, phrases) => {
    expect(animalAllergy(text)).toEqual({ animals, phrases });
  });

  it.each([
    "my friend who loves cats and is allergic to nuts",
    "allergic to them, the peanuts, and she loves dogs",
    "my dog-loving friend",
    "my friend loves her dogs and she's allergic to shellfish",
  ])("reads no animal allergy in %j", (text) => {
    expect(animalAllergy(text).animals).toEqual([]);
  });
});
