import { describe, expect, it } from "vitest";
import { plainWordSenses } from "./readWordSenses.ts";

describe("words whose sense the words around them settle", () => {
  it.each([
    ["teaching himself old-fashioned spencerian penmanship", "teaching himself old-time spencerian penmanship"],
    ["an old fashioned way of writing letters", "an old-time way of writing letters"],
    ["he makes a mean old fashioned", "he makes a mean old fashioned"],
    ["loves old fashioneds and bourbon", "loves old fashioneds and bourbon"],
    ["an old fashioned glass set", "an old fashioned glass set"],
  ])("reads %j as %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["she's always complaining her desk chair kills her back", "she's always complaining sitting all day gives a sore back"],
    ["lifting boxes all day wrecks his back", "lifting boxes all day gives a sore back"],
  ])("reads a chair or a job that kills the back as a sore back: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["all his bike stuff is old and worn out", "all his bike stuff needs replacing"],
    ["her running shoes are worn through", "her running shoes needs replacing"],
    ["she's completely worn out from the twins", "she's completely worn out from the twins"],
  ])("reads worn-out gear as gear to replace, not a tired person: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["he watches every gordon ramsay video and makes dinner", "he watches every gordon ramsay  and makes dinner"],
    ["she makes youtube videos about her garden", "she makes youtube videos about her garden"],
  ])("reads videos watched as no love of making them: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["keeps borrowing her mom's phone to take pictures", "keeps borrowing one to take pictures"],
    ["takes pictures with her phone", "takes pictures with her phone"],
  ])("reads a parent's phone borrowed as no phone of her own: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["my mate steve, loves football", "my friend steve, loves football"],
    ["one of his best mates from uni", "one of his best friends from uni"],
    ["my flatmate who drinks mate every morning", "my flatmate who drinks mate every morning"],
    ["toma yerba mate con su bombilla", "toma yerba mate con su bombilla"],
  ])("reads a mate who is a friend apart from the drink: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["who can't see well anymore up close and misses the newspaper", "who has trouble seeing up close and misses the newspaper"],
    ["she can't see well up close anymore", "she has trouble seeing up close anymore"],
    ["he can't see well at all now", "he can't see well at all now"],
  ])("reads eyes that fail up close apart from sight that is going: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["they did every trail around boulder together", "they did every trail around town together"],
    ["she lives in boulder, co and hikes", "she lives in town, co and hikes"],
    ["he loves to boulder at the gym", "he loves to boulder at the gym"],
    ["bouldering in the gym", "bouldering in the gym"],
  ])("reads the town of Boulder apart from the climbing: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it.each([
    ["spends all his time tinkering with his old road bike", "spends all his time working with his old road bike"],
    ["she tinkers on her bikes all winter", "she working on her bikes all winter"],
    ["he loves tinkering with old radios", "he loves tinkering with old radios"],
  ])("reads tinkering with a bike as work on the bike: %j", (said, plain) => {
    expect(plainWordSenses(said)).toBe(plain);
  });

  it("reads a dog's bad back as the dog's, no back pain of the owner's", () => {
    expect(plainWordSenses("her dachshund frankie is 13 and has a bad back, the vet said no jumping")).toBe(
      "her dachshund frankie is 13 and has a senior dog's back, the vet said no jumping",
    );
    expect(plainWordSenses("she walks the dog every day and has a bad back")).toBe("she walks the dog every day and has a bad back");
  });

  it("reads a bass that is 'the big upright one' as an upright bass, and stuffed animals to make as amigurumi", () => {
    expect(plainWordSenses("he still plays bass every thursday, the big upright one, in a trio")).toBe(
      "he still plays upright bass every thursday, the big upright one, in a trio",
    );
    expect(plainWordSenses("she wants to learn to make those little stuffed animals")).toBe("she wants to learn to make amigurumi");
    expect(plainWordSenses("she loves her stuffed animals and plays bass")).toBe("she loves her stuffed animals and plays bass");
  });

  it("reads film bare as film stock in the words of someone who shoots film, and as film elsewhere", () => {
    expect(plainWordSenses("she shoots 35mm film and complains how expensive film has gotten")).toBe(
      "she shoots 35mm film and complains how expensive film stock has gotten",
    );
    expect(plainWordSenses("she develops her own black and white, film is her thing")).toBe(
      "she develops her own black and white, film stock is her thing",
    );
    expect(plainWordSenses("she loves film and goes to the cinema every week")).toBe("she loves film and goes to the cinema every week");
  });
});
