import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import { ownedCopies, readOwnedTitles } from "./readOwnedTitles.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});
const ids = (positions: readonly number[] | undefined) => (positions ?? []).map((position) => index.items[position]?.id);

describe("titles someone plays or rewatches", () => {
  it("reads the title and its medium", () => {
    expect(readOwnedTitles("he still plays Abbey Road on his turntable every Sunday morning")).toEqual([
      { title: "abbey road", medium: "recording" },
    ]);
    expect(readOwnedTitles("my wife rewatches the 1995 Pride and Prejudice constantly")).toEqual([
      { title: "pride and prejudice", medium: "film" },
    ]);
    // One capitalized word after "plays" is a game or a sport as often as a title.
    expect(readOwnedTitles("he plays Catan every Friday")).toEqual([]);
    expect(readOwnedTitles("my dad loves the Beatles")).toEqual([]);
  });

  it("rules out a copy in that medium, not a book of the same title", () => {
    expect(ids(ownedCopies(index, readOwnedTitles("still plays Abbey Road on his turntable")))).toEqual(["beatles-abbey-road-vinyl-lp"]);
    const film = ids(ownedCopies(index, readOwnedTitles("rewatches the 1995 Pride and Prejudice constantly")));
    expect(film).toEqual(["pride-and-prejudice-1995-bbc-blu-ray"]);
    expect(ownedCopies(index, [])).toBeUndefined();
  });

  it("rules out the set someone built, not the other sets of its theme", () => {
    const built = readOwnedTitles("He loves Star Wars and Lego and spent all of last Christmas building a Millennium Falcon set.");
    expect(built).toEqual([{ title: "millennium falcon", medium: "kit" }]);
    expect(ids(ownedCopies(index, built))).toEqual(["lego-star-wars-millennium-falcon"]);
    expect(readOwnedTitles("he is building a Lego Death Star")).toEqual([{ title: "death star", medium: "kit" }]);
    // A theme is many sets, not the one built.
    expect(readOwnedTitles("every Christmas he has built a Star Wars set with our son")).toEqual([]);
  });

  it("rules out the video game someone plays every night", () => {
    const game = ids(ownedCopies(index, readOwnedTitles("she plays Animal Crossing every night on her Switch")));
    expect(game).toEqual(["animal-crossing-new-horizons-nintendo-switch"]);
  });
});
