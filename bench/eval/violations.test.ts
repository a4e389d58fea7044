import type { CatalogItem } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import { violations } from "./violations.ts";

const swaddle: CatalogItem = {
  id: "swaddle",
  name: "Muslin swaddle blankets",
  price: 30,
  category: "baby",
  description: "Three soft muslin swaddles.",
  occasions: ["baby-shower"],
  tags: ["newborn"],
  audience: ["baby"],
  ages: { min: 0, max: 1 },
  contains: [],
  is: [],
  requires: ["baby"],
};

describe("the eval's prerequisite check", () => {
  it("counts the baby a baby shower celebrates, whatever the occasion's spelling", () => {
    for (const occasion of ["baby-shower", "baby shower", "babyparty"])
      expect(violations(swaddle, { occasion, budget: 50 }, [])).toEqual([]);
  });

  it("still flags baby things for someone with no baby at another occasion", () => {
    expect(violations(swaddle, { occasion: "birthday", budget: 50 }, [])).toEqual(["prerequisites"]);
  });
});

describe("the eval's avoid check", () => {
  const expansion: CatalogItem = {
    ...swaddle,
    id: "catan-expansion",
    name: "Catan: Cities & Knights expansion",
    category: "board-games",
    tags: ["board-games", "strategy"],
    audience: ["adult"],
    ages: { min: 12, max: 99 },
    requires: [],
  };

  it("flags a board game when board games are avoided", () => {
    expect(violations(expansion, { occasion: "birthday", budget: 60, avoid: ["board games"] }, [])).toEqual(["avoid"]);
  });

  it("leaves 'classic board games he owns' to the grades (the games on his shelf), flagging no board game for it", () => {
    expect(violations(expansion, { occasion: "birthday", budget: 60, avoid: ["classic board games he owns"] }, [])).toEqual([]);
  });
});

describe("the eval's age check", () => {
  const chew: CatalogItem = {
    ...swaddle,
    id: "dog-chew",
    name: "Benebone wishbone dog chew",
    category: "pets",
    ages: { min: 10, max: 120 },
    requires: [],
  };

  it("flags an item made for older people than the age said", () => {
    expect(violations(chew, { occasion: "birthday", budget: 50, recipient: "my nephew", age: 5 }, [])).toEqual(["age"]);
  });

  it("reads the age of a dog whose birthday it is as the dog's, which no item's age range speaks of", () => {
    expect(violations(chew, { occasion: "birthday", budget: 50, recipient: "my dog's 5th birthday lol", age: 5 }, [])).toEqual([]);
  });
});
