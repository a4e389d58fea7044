import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rateLimiter.ts";

describe("RateLimiter", () => {
  it("allows a burst, then refuses with a Retry-After, then refills with time", () => {
    let now = 0;
    const limiter = new RateLimiter(60, 3, 100, () => now);
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("b").allowed).toBe(true);
    now += 1000;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("forgets the least recently seen caller when full", () => {
    const limiter = new RateLimiter(60, 1, 2, () => 0);
    limiter.take("a");
    limiter.take("b");
    limiter.take("a");
    limiter.take("c");
    // "a" was used more recently than "b", so it is still tracked (and empty); "b" was evicted and starts full.
    expect(limiter.take("a").allowed).toBe(false);
    expect(limiter.take("b").allowed).toBe(true);
  });
});
