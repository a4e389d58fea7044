import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isoTime } from "./isoTime.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("isoTime", () => {
  it("writes what pino's isoTime writes, for the current millisecond", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 13, 14, 15, 678), toFake: ["Date"] });
    expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
    expect(isoTime()).toBe(',"time":"2026-12-01T13:14:15.678Z"');
  });

  it("moves on with the clock, one millisecond at a time", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 0, 0, 0, 1), toFake: ["Date"] });
    const first = isoTime();
    vi.setSystemTime(Date.UTC(2026, 11, 1, 0, 0, 0, 2));
    expect(isoTime()).not.toBe(first);
    expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
    vi.setSystemTime(Date.UTC(2026, 11, 1, 0, 0, 0, 1));
    expect(isoTime()).toBe(first);
  });
});
