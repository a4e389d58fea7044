import { describe, expect, it } from "vitest";
import { argumentsTooLarge, scanRawShape } from "./messageBounds.ts";

const bytes = (text: string) => Buffer.from(text, "utf8");
const bounds = { maxDepth: 64, maxValues: 4096, maxArgumentEntries: 10, maxArgumentChars: 100 };

describe("scanRawShape", () => {
  it("measures nesting of objects and arrays, ignoring brackets inside strings", () => {
    expect(scanRawShape(bytes("1"), 100).depth).toBe(0);
    expect(scanRawShape(bytes("{}"), 100).depth).toBe(1);
    expect(scanRawShape(bytes('{"a":[[{"b":"[[[[\\"{{{"}]]]}'), 100).depth).toBe(4);
    expect(scanRawShape(bytes(`${"[".repeat(200_000)}${"]".repeat(200_000)}`), 1_000_000).depth).toBe(200_000);
  });

  it("stops once the message holds more values than allowed", () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, 1])));
    expect(scanRawShape(bytes(many), 4096)).toEqual({ depth: 1, tooManyValues: true });
    expect(scanRawShape(bytes('{"a":[1,2,3],"b":"x,y,z"}'), 6).tooManyValues).toBe(false);
    expect(scanRawShape(bytes('{"a":[1,2,3],"b":"x,y,z"}'), 4).tooManyValues).toBe(true);
  });

  it("reads a megabyte string as one value, however many brackets and commas it holds", () => {
    const text = bytes(JSON.stringify({ recipient: "[{,".repeat(350_000) }));
    expect(scanRawShape(text, 4096)).toEqual({ depth: 1, tooManyValues: false });
  });
});

describe("argumentsTooLarge", () => {
  it("accepts arguments within the bounds", () => {
    expect(argumentsTooLarge({ occasion: "birthday", budget: 50, excludeIds: ["a", "b"] }, bounds)).toBeUndefined();
  });

  it("names the bound that keys, elements or characters pass", () => {
    expect(argumentsTooLarge(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])), bounds)).toContain(
      "10 keys and array elements",
    );
    expect(argumentsTooLarge({ ids: Array.from({ length: 11 }, () => "x") }, bounds)).toContain("keys and array elements");
    expect(argumentsTooLarge({ recipient: "x".repeat(101) }, bounds)).toContain("100 characters");
  });
});
