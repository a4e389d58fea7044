import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { PhraseTable, words } from "./text.ts";

describe("words", () => {
  it("lowercases, drops a possessive 's, splits on anything but letters and digits, and stems each word", () => {
    expect(words("Mom's Hiking-Boots, 2 pairs!")).toEqual({
      exact: ["mom", "hiking", "boots", "2", "pairs"],
      stems: ["mom", "hike", "boot", "2", "pair"],
    });
    expect(words("Dad’s desk").exact).toEqual(["dad", "desk"]);
  });

  it("keeps no empty word for leading or repeated separators", () => {
    expect(words("  -- calm,, tea ").exact).toEqual(["calm", "tea"]);
    expect(words("").exact).toEqual([]);
  });

  it("keeps words whose stem would mean another word apart from it", () => {
    const { stems } = words("wellness well watches watch");
    expect(stems[0]).not.toBe(stems[1]);
    expect(stems[2]).not.toBe(stems[3]);
  });
});

function table(entries: Record<string, string>, maxWords?: number): PhraseTable<string> {
  const phrases = new PhraseTable<string>(maxWords);
  for (const [phrase, value] of Object.entries(entries)) phrases.add(phrase, value);
  return phrases;
}

describe("PhraseTable", () => {
  it("finds a phrase by its exact words and by their stems", () => {
    const phrases = table({ hiking: "hiking" });
    expect(phrases.findIn("she loves hiking")).toEqual(new Set(["hiking"]));
    expect(phrases.findIn("a keen hiker who hikes")).toEqual(new Set(["hiking"]));
    expect(phrases.findIn("she loves the beach")).toEqual(new Set());
  });

  it("reads exact words before stems, so wordings that stem alike keep their own values", () => {
    const phrases = table({ gaming: "video-games", games: "board-games" });
    expect(phrases.findIn("gaming")).toEqual(new Set(["video-games"]));
    expect(phrases.findIn("games")).toEqual(new Set(["board-games"]));
  });

  it("keeps the first value set for a phrase", () => {
    const phrases = table({ cats: "pets" });
    phrases.add("cats", "felines");
    expect(phrases.findIn("cats")).toEqual(new Set(["pets"]));
  });

  it("ignores a phrase that is only a stop word, but keeps stop words inside a phrase", () => {
    const phrases = table({ the: "article", "dad to be": "expecting" });
    expect(phrases.findIn("the")).toEqual(new Set());
    expect(phrases.matchesIn("a dad to be")).toEqual([{ value: "expecting", start: 1, end: 4 }]);
    expect(phrases.findIn("dad")).toEqual(new Set());
  });

  it("matches the longest phrase at a position, and each word once", () => {
    const phrases = table({ "board game": "board-games", game: "games", night: "evenings" });
    expect(phrases.matchesIn("board game night")).toEqual([
      { value: "board-games", start: 0, end: 2 },
      { value: "evenings", start: 2, end: 3 },
    ]);
  });

  it("with minWords, skips shorter phrases without letting their words start another", () => {
    const phrases = table({ "board game": "board-games", game: "games", "game night": "evenings" });
    expect(phrases.findIn("a wooden board game", 2)).toEqual(new Set(["board-games"]));
    expect(phrases.findIn("a game", 2)).toEqual(new Set());
    expect(phrases.matchesIn("a game night", 2)).toEqual([{ value: "evenings", start: 1, end: 3 }]);
  });

  it("reads a guarded phrase as one unit that names nothing", () => {
    const phrases = table({ home: "home" });
    phrases.guard("home sick");
    expect(phrases.findIn("home sick since monday")).toEqual(new Set());
    expect(phrases.findIn("works from home")).toEqual(new Set(["home"]));
    expect(phrases.matchesIn("home sick at home")).toEqual([{ value: "home", start: 3, end: 4 }]);
    expect(phrases.guardedIn(words("home sick at home"))).toEqual(new Set([0, 1]));
  });

  it("matches phrases of at most maxWords words", () => {
    expect(table({ "one two three four": "four words" }).findIn("one two three four")).toEqual(new Set(["four words"]));
    expect(table({ "one two three four five": "five words" }).findIn("one two three four five")).toEqual(new Set());
    expect(table({ "one two three": "three words" }, 2).findIn("one two three")).toEqual(new Set());
    expect(table({ "one two": "two words" }, 2).findIn("say one two")).toEqual(new Set(["two words"]));
  });

  it("reads text given as words the same as text given as a string", () => {
    const phrases = table({ "board game": "board-games", tea: "tea" });
    const text = "Board games and green tea";
    expect(phrases.matchesIn(words(text))).toEqual(phrases.matchesIn(text));
    expect(phrases.findIn(words(text))).toEqual(new Set(["board-games", "tea"]));
  });

  it("clones into a table with the same phrases and guards that changes on its own", () => {
    const phrases = table({ home: "home", gaming: "video-games" }, 3);
    phrases.guard("home sick");
    const copy = phrases.clone();
    copy.add("tea", "tea");
    expect(copy.maxWords).toBe(3);
    expect(copy.findIn("gaming at home, home sick, gamers, tea")).toEqual(new Set(["video-games", "home", "tea"]));
    expect(copy.findIn("home sick")).toEqual(new Set());
    expect(phrases.findIn("tea")).toEqual(new Set());
  });

  it("comes back from its plain data, through a copy kept on disk, with the same phrases, guards and size limit", () => {
    const phrases = table({ home: "home", gaming: "video-games", games: "board-games", "board game night": "evenings" }, 2);
    phrases.guard("home sick");
    const copy = PhraseTable.fromData(v8.deserialize(v8.serialize(phrases.toData())));
    expect(copy.maxWords).toBe(2);
    const text = "gaming at home, home sick, gamers, board game night, games";
    expect(copy.matchesIn(text)).toEqual(phrases.matchesIn(text));
    expect(copy.findIn("games")).toEqual(new Set(["board-games"]));
    expect(copy.findIn("home sick")).toEqual(new Set());
    expect(copy.toData()).toEqual(phrases.toData());
  });

  it("keeps a phrase that starts with a stop word", () => {
    expect(table({ "the office": "office-show" }).findIn("loves the office")).toEqual(new Set(["office-show"]));
  });

  it("reads a phrase of several words exactly before it reads their stems", () => {
    const phrases = table({ "board games": "plural", "board game": "singular" });
    expect(phrases.findIn("a board game")).toEqual(new Set(["singular"]));
    expect(phrases.findIn("board games")).toEqual(new Set(["plural"]));
    expect(phrases.findIn("boarding gaming")).toEqual(new Set(["plural"]));
  });

  it("keeps the first value for a stem when later phrases stem alike", () => {
    const phrases = table({ hiking: "first", hikes: "second" });
    expect(phrases.findIn("she hiked")).toEqual(new Set(["first"]));
    expect(phrases.findIn("hikes")).toEqual(new Set(["second"]));
  });
});
