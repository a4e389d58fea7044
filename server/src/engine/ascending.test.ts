import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unionAscending } from "./ascending.ts";

describe("unionAscending", () => {
  it("joins ascending lists into one ascending list, each position once", () => {
    expect(unionAscending([[1, 4, 9], [], [0, 4, 10], [9]])).toEqual([0, 1, 4, 9, 10]);
    expect(unionAscending([])).toEqual([]);
    expect(unionAscending([Int32Array.from([2, 3])])).toEqual([2, 3]);
  });

  it("gives what sorting the distinct positions gives, for any ascending lists", () => {
    const ascendingList = fc.uniqueArray(fc.nat(200)).map((list) => list.sort((a, b) => a - b));
    fc.assert(
      fc.property(fc.array(ascendingList, { maxLength: 6 }), (lists) => {
        expect(unionAscending(lists)).toEqual([...new Set(lists.flat())].sort((a, b) => a - b));
      }),
    );
  });
});
