import { describe, expect, it } from "vitest";
import { foreignTopicCounter, narrowerSibling, TopicIndexBuilder } from "./foreignTopics.ts";

const BOOK = new Set(["reading"]);
const NONE = new Set<string>();

/** Items as [tag concepts, kind concepts], in index order. */
function counter(items: readonly (readonly [readonly string[], ReadonlySet<string>])[], wanted: readonly string[]) {
  const builder = new TopicIndexBuilder();
  for (const [tags, kinds] of items) builder.add(tags, kinds);
  return foreignTopicCounter(builder.build(), new Set(wanted));
}

describe("foreignTopicCounter", () => {
  it("counts a topic that most of its items carry without the wanted concept (a barbecue book for a reader)", () => {
    const count = counter(
      [
        [["grilling"], BOOK],
        [["grilling"], NONE],
        [["grilling"], NONE],
        [["mystery"], BOOK],
        [["mystery"], BOOK],
      ],
      ["reading"],
    );
    expect(count(0)).toBe(1);
    // Every mystery item is a book: mystery belongs to reading.
    expect(count(3)).toBe(0);
  });

  it("lets a topic belong when exactly half of its items also carry the wanted concept", () => {
    const count = counter(
      [
        [["grilling"], BOOK],
        [["grilling"], NONE],
      ],
      ["reading"],
    );
    expect(count(0)).toBe(0);
  });

  it("reads the item's first tag that is not its kind's own as what it is about", () => {
    // A barbecue book tagged "reading" first is still about grilling: its kind already says it is a book.
    const count = counter(
      [
        [["reading", "grilling"], BOOK],
        [["grilling"], NONE],
        [["grilling"], NONE],
      ],
      ["reading"],
    );
    expect(count(0)).toBe(1);
  });

  it("counts nothing else for an item made mainly for what is wanted (a cookbook for a cook)", () => {
    const count = counter(
      [
        [["cooking", "travel"], NONE],
        [["travel"], NONE],
        [["travel"], NONE],
        [["travel"], NONE],
        [["travel", "cooking"], NONE],
      ],
      ["cooking"],
    );
    expect(count(0)).toBe(0);
    expect(count(4)).toBe(1);
  });

  it("reads topics from the first five tags only, each once, and never a tag that is no interest", () => {
    const count = counter(
      [
        [["wine", "wine", "luxury", "tea", "coffee", "snacks", "baking", "travel"], NONE],
        [["hiking"], NONE],
      ],
      ["hiking"],
    );
    // wine, tea and coffee: snacks, baking and travel come after the fifth tag.
    expect(count(0)).toBe(3);
    expect(counter([[["luxury", "classic", "wine"], NONE]], ["hiking"])(0)).toBe(1);
  });

  it("counts topics against every wanted concept, and none that is wanted itself", () => {
    const items: [string[], ReadonlySet<string>][] = [
      [["travel", "tea", "wine"], NONE],
      [["tea", "hiking"], NONE],
      [["wine"], NONE],
    ];
    // travel is wanted; tea's two items include one with hiking (half); wine has no hiking item.
    expect(counter(items, ["travel", "hiking"])(0)).toBe(0);
    expect(counter(items, ["hiking", "travel"])(0)).toBe(0);
    expect(counter(items, ["hiking"])(0)).toBe(2);
    expect(counter(items, ["hiking"])(2)).toBe(1);
    expect(counter(items, ["coffee"])(0)).toBe(3);
    // tea belongs to hiking, though not to coffee: belonging to one wanted concept is enough.
    expect(counter(items, ["hiking", "coffee"])(0)).toBe(2);
  });

  it("counts a kind that presumes a hobby the person never named (a craft kit for someone who wants to relax)", () => {
    const CRAFT_KIT = new Set(["crafts"]);
    const items: [string[], ReadonlySet<string>][] = [
      [["relaxation", "gifts"], CRAFT_KIT],
      [["knitting"], CRAFT_KIT],
      [["knitting"], CRAFT_KIT],
      [["relaxation"], NONE],
      [["relaxation"], NONE],
      [["relaxation"], NONE],
    ];
    expect(counter(items, ["relaxation"])(0)).toBe(1);
    expect(counter(items, ["relaxation", "crafts"])(0)).toBe(0);
    // Knitting items are craft items: someone who knits is a crafter.
    expect(counter(items, ["relaxation", "knitting"])(0)).toBe(0);
    expect(counter(items, ["relaxation"])(3)).toBe(0);
    // A concept no item carries says nothing about the kind.
    expect(counter(items, ["relaxation", "astronomy"])(0)).toBe(1);
    // A book presumes no hobby.
    const book: [string[], ReadonlySet<string>][] = [
      [["relaxation"], BOOK],
      [["relaxation"], NONE],
      [["relaxation"], NONE],
      [["relaxation"], NONE],
    ];
    expect(counter(book, ["relaxation"])(0)).toBe(0);
  });

  it("lets a hobby kind belong when half of a wanted concept's items are of that kind, and when any of its kinds is wanted", () => {
    const CRAFT_KIT = new Set(["crafts"]);
    const items: [string[], ReadonlySet<string>][] = [
      [["relaxation", "gifts"], CRAFT_KIT],
      [["knitting"], CRAFT_KIT],
      [["knitting"], NONE],
      [["relaxation"], NONE],
      [["relaxation"], NONE],
      [["relaxation"], NONE],
      [["relaxation", "gifts"], new Set(["crafts", "art"])],
      // Most art items are no craft items, so wanting art says nothing about crafts.
      [["painting"], new Set(["art"])],
      [["painting"], new Set(["art"])],
    ];
    expect(counter(items, ["relaxation", "knitting"])(0)).toBe(0);
    expect(counter(items, ["relaxation", "art"])(6)).toBe(0);
    expect(counter(items, ["relaxation"])(6)).toBe(1);
  });

  it("counts nothing for an item of the very hobby kind the person loves, whatever else it is about", () => {
    const BOARD_GAME = new Set(["board-games"]);
    const items: [string[], ReadonlySet<string>][] = [
      // A puzzly two-player board game, while most puzzles in the catalog are no board games.
      [["two-player", "puzzles"], BOARD_GAME],
      [["puzzles"], NONE],
      [["puzzles"], NONE],
      [["puzzles"], NONE],
    ];
    expect(counter(items, ["board-games"])(0)).toBe(0);
    // For someone who loves cooking it is still a game about something else.
    expect(counter(items, ["cooking"])(0)).toBeGreaterThan(0);
  });

  it("knows that an interest only the catalog's tags name ('drums') wants its own hobby kind, a drum kit", () => {
    const MUSIC = new Set(["music"]);
    const CRAFTS = new Set(["crafts"]);
    const count = counter(
      [
        [["drums"], MUSIC],
        [["drums"], MUSIC],
        [["knitting"], CRAFTS],
      ],
      ["drums"],
    );
    expect(count(0)).toBe(0);
    // A knitting kit stays a gift for someone else: another hobby kind, and a topic of its own.
    expect(count(2)).toBe(2);
  });
});

describe("narrowerSibling", () => {
  it("marks an item mainly about another specialty of the broad concept, and not one about the broad concept itself", () => {
    const builder = new TopicIndexBuilder();
    const SPORTS = new Set(["sports"]);
    for (const [tags, kinds] of [
      [["soccer"], SPORTS],
      [["soccer"], SPORTS],
      [["sports", "fitness"], NONE],
      [["beach", "sports"], NONE],
      [["beach"], NONE],
    ] as const)
      builder.add(tags, kinds);
    const sibling = narrowerSibling(builder.build(), ["sports"], new Set(["surfing"]));
    expect([0, 1, 2, 3, 4].map(sibling)).toEqual([true, true, false, false, false]);
    expect(narrowerSibling(builder.build(), ["sports"], new Set(["soccer"]))(0)).toBe(false);
  });
});
