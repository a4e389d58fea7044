import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUsd } from "./formatUsd.ts";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatUsd", () => {
  it("writes prices and budgets as Intl's en-US currency format does", () => {
    for (const amount of [0, 1, 5, 54.99, 100, 999.995, 1000, 1250, 12_345.675, 1_000_000, 999_999_999.999]) {
      expect(formatUsd(amount)).toBe(intl.format(amount));
    }
  });

  it("rounds halves of a cent up, as Intl does, where the binary value lies just below the half", () => {
    // 1.005 is stored as 1.00499999999999989...; toFixed(2) writes "1.00", Intl "$1.01".
    expect(formatUsd(1.005)).toBe("$1.01");
    expect(formatUsd(1.005)).toBe(intl.format(1.005));
    expect(formatUsd(0.125)).toBe(intl.format(0.125));
    expect(formatUsd(2.675)).toBe(intl.format(2.675));
  });

  it("agrees with Intl on any amount, unusual ones included", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: false }),
          fc.double({ min: 0, max: 1e13, noNaN: true }),
          fc.integer({ min: 0, max: 10_000_000 }).map((tenthsOfCents) => tenthsOfCents / 1000),
          fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
        ),
        (amount) => formatUsd(amount) === intl.format(amount === 0 ? 0 : amount),
      ),
      { numRuns: 20_000 },
    );
  });

  it("writes negatives, tiny and huge amounts as Intl does, and negative zero as zero", () => {
    for (const amount of [-3.5, -0.004, 1e-7, 5e12, 1e21, Number.POSITIVE_INFINITY]) expect(formatUsd(amount)).toBe(intl.format(amount));
    expect(formatUsd(-0)).toBe("$0.00");
    expect(formatUsd(0)).toBe("$0.00");
  });
});
