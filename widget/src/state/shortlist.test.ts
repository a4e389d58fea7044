import { describe, expect, it } from "vitest";
import { toggleShortlist } from "./shortlist.ts";

const catan = { id: "catan", name: "Catan", price: 44 };
const azul = { id: "azul", name: "Azul", price: 35 };

describe("shortlist", () => {
  it("toggles ideas in and out, keeping the order they were starred in", () => {
    const both = toggleShortlist(toggleShortlist([], catan), azul);
    expect(both.map((item) => item.id)).toEqual(["catan", "azul"]);
    expect(toggleShortlist(both, catan)).toEqual([azul]);
  });
});
