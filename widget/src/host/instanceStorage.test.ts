// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { browserStorage, instanceStorageKey } from "./instanceStorage.ts";

afterEach(() => {
  localStorage.clear();
});

describe("browserStorage", () => {
  it("round-trips JSON through localStorage", () => {
    const storage = browserStorage(window);
    expect(storage.write("k", { shortlist: [] })).toBe(true);
    expect(storage.read("k")).toEqual({ shortlist: [] });
    expect(storage.read("missing")).toBeUndefined();
  });

  it("degrades to nothing stored when the sandbox denies storage, without throwing", () => {
    const denied = Object.create(window, {
      localStorage: {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      },
    });
    const storage = browserStorage(denied);
    expect(storage.write("k", 1)).toBe(false);
    expect(storage.read("k")).toBeUndefined();
  });

  it("survives corrupt stored text", () => {
    localStorage.setItem("k", "{not json");
    expect(browserStorage(window).read("k")).toBeUndefined();
  });
});

describe("instanceStorageKey", () => {
  it("is stable for one tool call and differs between calls", () => {
    const input = { occasion: "birthday", budget: 100 };
    expect(instanceStorageKey(42, input)).toBe(instanceStorageKey(42, { ...input }));
    expect(instanceStorageKey(42, input)).not.toBe(instanceStorageKey(43, input));
    expect(instanceStorageKey(42, input)).not.toBe(instanceStorageKey(42, { ...input, budget: 50 }));
    expect(instanceStorageKey(undefined, input)).toMatch(/^gift-finder:widget-state:-:[0-9a-f]{8}$/);
  });
});
