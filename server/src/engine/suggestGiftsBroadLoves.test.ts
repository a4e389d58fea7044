/**
 * The engine over the real catalog, for a broad love and the narrow things that carry its word: a franchise's
 * merch for someone who loves the genre, a teenager's money guide for a grown friend, shows watched on TV.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ideasOf } from "../../testing/ideasFor.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import type { GiftQuery, RankedIdea } from "./suggestGifts.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

const ideasFor = (query: GiftQuery): readonly RankedIdea[] => ideasOf(index, query);
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);

describe("a franchise's merch", () => {
  it.each([
    [{ occasion: "birthday", budget: 40, recipient: "my friend who loves sci-fi", interests: ["science fiction"] }],
    [{ occasion: "birthday", budget: 60, recipient: "my wife who loves comedy shows", relationship: "wife", interests: ["comedy"] }],
    [{ occasion: "birthday", budget: 50, recipient: "my mom who loves watching TV in the evenings", interests: ["watching TV"] }],
  ] satisfies [GiftQuery][])("is no gift for a broad love: %j", (query) => {
    const merch = ideasFor(query).filter((idea) => idea.item.tags.includes("collectibles"));
    expect(ids(merch)).toEqual([]);
  });

  it("still goes to the franchise's own fans, and to a collector of any", () => {
    expect(ids(ideasFor({ occasion: "birthday", budget: 60, recipient: "my husband, huge Doctor Who fan" }))).toContain(
      "doctor-who-tenth-doctor-sonic-screwdriver",
    );
    const collector = ideasFor({ occasion: "birthday", budget: 30, recipient: "my son who collects Funko Pops" });
    expect(collector.length).toBeGreaterThanOrEqual(4);
    expect(collector.every((idea) => idea.item.tags.includes("funko"))).toBe(true);
  });

  it("reads 'Funko Pops' as the figures, not as pop music", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 30,
      recipient: "my son who collects Funko Pops and loves Marvel",
      age: 14,
      interests: ["Funko Pops", "Marvel"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("pop"))).toEqual([]);
    expect(ideas.find((idea) => idea.item.id === "funko-pop-harry-potter-with-hedwig")?.reason).toMatch(/^For Funko Pops:/);
  });
});

describe("a friend of no stated age", () => {
  it("is a grown-up: no money guide written for teenagers", () => {
    for (const query of [
      { occasion: "birthday", budget: 40, recipient: "my friend who is into personal finance and investing" },
      { occasion: "birthday", budget: 40, recipient: "my friend", relationship: "friend", interests: ["personal finance", "investing"] },
    ]) {
      const forTeens = ideasFor(query).filter((idea) => idea.item.tags.includes("teens"));
      expect(ids(forTeens)).toEqual([]);
    }
  });

  it("still gets them when the friend is said to be a teenager", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 40, recipient: "my friend, she's 15 and into investing and money" });
    expect(ideas.some((idea) => idea.item.tags.includes("teens"))).toBe(true);
  });
});

describe("shows watched on TV", () => {
  it("gives someone who watches gardening shows but never gardens things for the TV evenings, named so", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "my mom who never gardens but watches every gardening show on TV",
      relationship: "mom",
      interests: ["gardening shows"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => idea.item.tags.includes("gardening"))).toEqual([]);
    expect(ideas.every((idea) => idea.reason.startsWith("For evenings in front of the TV:"))).toBe(true);
  });

  it("keeps the TV's own label when the text says TV after the show", () => {
    const ideas = ideasFor({
      occasion: "holiday",
      budget: 50,
      recipient: "my mom who never gardens but watches every gardening show on TV",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.every((idea) => idea.reason.startsWith("For evenings in front of the TV:"))).toBe(true);
  });
});

describe("a love they have kept up for years", () => {
  it("gives a boyfriend who plays disc golf every Sunday discs, not a starter set", () => {
    const ideas = ideasFor({
      occasion: "anniversary",
      budget: 75,
      recipient: "my boyfriend and I met at a disc golf course two years ago, he still plays every Sunday morning no matter the weather",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("disc-golf"))).toBe(true);
    expect(ids(ideas)).not.toContain("innova-disc-golf-starter-set");
  });
});

describe("someone who may be under the drinking age", () => {
  it("gives a college kid who taught a daughter to kayak no bottle of wine", () => {
    const ideas = ideasFor({
      occasion: "thank-you",
      budget: 30,
      recipient: "my daughter's kayaking instructor from summer camp - he's a college kid who basically lives on the water",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => idea.item.contains.includes("alcohol"))).toEqual([]);
  });
});

describe("a cuisine of their own", () => {
  it("gives a sister-in-law who loves Asian cooking its cookbooks and pantry, not general cookbooks", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 60,
      recipient: "my sister-in-law just moved into her first apartment, she loves Asian cooking",
      interests: ["Asian cooking"],
    });
    const asian = ideas.filter((idea) => idea.item.tags.includes("asian-cooking"));
    expect(asian.length).toBeGreaterThanOrEqual(3);
    expect(asian.every((idea) => idea.reason.startsWith("For Asian cooking:"))).toBe(true);
  });
});

describe("a ham radio operator", () => {
  it("gets the ham's things, not an AM/FM radio or a boombox, for the radio he borrows", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 75,
      recipient:
        "my brother (41) passed his ham radio technician exam last month but he's still borrowing his buddy's radio to get on the air",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("ham-radio"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("radio") && !idea.item.tags.includes("ham-radio"))).toEqual([]);
  });
});

describe("one film's or one show's recording", () => {
  it("goes to fans of it or of its kind, not to anyone who loves movies or TV", () => {
    const telenovelas = ideasFor({
      occasion: "holiday",
      budget: 50,
      recipient: "my abuela, 85, loves crochet and her telenovelas",
      interests: ["crochet", "telenovelas"],
    });
    expect(telenovelas.filter((idea) => idea.item.tags.includes("dvd") || idea.item.tags.includes("blu-ray"))).toEqual([]);
    const westerns = ideasFor({ occasion: "fathers-day", budget: 40, recipient: "my dad loves old westerns" });
    expect(westerns.some((idea) => idea.item.tags.includes("blu-ray"))).toBe(true);
  });
});

describe("a language of their own", () => {
  it("gives a Spanish-speaking grandmother who loves crosswords them in Spanish, and nobody else a Spanish puzzle book", () => {
    const abuela = ideasFor({
      occasion: "mothers-day",
      budget: 40,
      recipient: "Mi abuela tiene 86 años, le encantan los crucigramas. Solo habla español.",
      relationship: "grandmother",
      age: 86,
      interests: ["crosswords"],
    });
    expect(ids(abuela)).toContain("crucigramas-en-espanol-letra-grande");
    const grandma = ideasFor({ occasion: "mothers-day", budget: 40, recipient: "my grandma, 86, loves crosswords" });
    expect(grandma.filter((idea) => idea.item.tags.includes("spanish-language"))).toEqual([]);
  });

  it("gives someone who loves bolero music boleros, not any music", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 50, recipient: "my grandmother loves listening to bolero music" });
    expect(ids(ideas)).toContain("trio-los-panchos-greatest-hits-cd");
  });
});

describe("a season's hobby reached through the season", () => {
  it("gives a niece moving somewhere with a real winter warm things, not an ice-fishing rod", () => {
    const ideas = ideasFor({
      occasion: "graduation",
      budget: 120,
      recipient:
        "My niece is graduating high school and moving from San Diego to Boston for college. She's never lived anywhere with a real winter",
    });
    expect(ideas.filter((idea) => idea.item.tags[0] === "ice-fishing")).toEqual([]);
  });
});

describe("an animal only loved", () => {
  it("gives a teacher with cat pictures all over her classroom cat things for her, not toys for a cat nobody mentioned", () => {
    const ideas = ideasFor({
      occasion: "thank-you",
      budget: 25,
      recipient: "my daughter's 2nd grade teacher. She has cat pictures all over her classroom and loves mystery novels",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("cats") || idea.item.tags.includes("cat-lovers"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.requires.includes("cat"))).toEqual([]);
  });

  it("still gives a friend whose own cat is named things for the cat", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 30, recipient: "my friend and her cat Mochi, she spoils him rotten" });
    expect(ideas.some((idea) => idea.item.requires.includes("cat"))).toBe(true);
  });

  it("gives the nurse who cared for a dad through chemo a nurse's things, not the patient's", () => {
    const ideas = ideasFor({ occasion: "thank-you", budget: 30, recipient: "the nurse who took care of my dad during his chemo" });
    expect(ideas.filter((idea) => idea.item.tags.includes("chemo"))).toEqual([]);
  });
});

describe("an animal loved, and an allergy to it", () => {
  it("gives a cat lover allergic to cats cat things for her, not a cat café or a feeder", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, recipient: "my friend who loves cats but is allergic to them" });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.every((idea) => idea.reason.startsWith("For a cat lover:"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.is.includes("experience") || idea.item.requires.length > 0)).toEqual([]);
  });
});

describe("an older reader of another language", () => {
  it("gives a Spanish-speaking grandmother no English magazine", () => {
    const ideas = ideasFor({
      occasion: "mothers-day",
      budget: 40,
      recipient: "Mi abuela tiene 86 años, ya casi no ve bien pero no se pierde sus telenovelas. Solo habla español.",
      relationship: "grandmother",
      age: 86,
      interests: ["telenovelas", "low vision"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("magazines"))).toEqual([]);
  });
});

describe("loves the new catalog items serve", () => {
  it("gives a grown man into model building model kits, not a LEGO parrot or bouquet", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient: "my uncle, 50",
      age: 50,
      interests: ["ship models", "model building"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("lego"))).toEqual([]);
  });

  it.each([
    ["coworker who is obsessed with her Stanley cup and Trader Joe's", "stanley-tumbler"],
    ["my mother in law who loves hummingbirds and her grandkids", "hummingbirds"],
    ["my aunt who quilts and watches Hallmark movies", "hallmark-movies"],
    ["my nana, 81, sharp as a tack, does sudoku in pen every morning", "sudoku"],
    ["my uncle turns 50, a WWII nerd who builds ship models", "ship-models"],
    ["my husband has gotten super into making his own hot sauce this year", "hot-sauce-making"],
  ])("gives %j things tagged %s", (recipient, tag) => {
    expect(
      ideasFor({ occasion: "birthday", budget: 45, recipient }).filter((idea) => idea.item.tags.includes(tag)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("reads the Stanley Cup playoffs as hockey, not the tumbler", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 40, recipient: "my dad watches every game of the Stanley Cup playoffs" });
    expect(ideas.filter((idea) => idea.item.tags.includes("stanley-tumbler"))).toEqual([]);
    expect(ideas.some((idea) => idea.item.tags.includes("hockey"))).toBe(true);
  });
});

describe("a language to learn", () => {
  it("gives a colleague moving to Tokyo no Korean course", () => {
    const ideas = ideasFor({
      occasion: "farewell",
      budget: 60,
      recipient: "my colleague is relocating to Tokyo with her husband, she wants to learn the language",
      interests: ["learning Japanese", "moving abroad"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("korean-language"))).toEqual([]);
  });
});

describe("a minimalist's love, all of it things to keep", () => {
  it("gives a minimalist sister who walks to work what is used up or done, not no ideas", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient:
        "my sister is a hardcore minimalist, she donates anything that doesn't earn its spot. she walks to work every day and her feet are wrecked",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
  });
});

describe("games on their shelf", () => {
  const addOn = (idea: RankedIdea) => idea.item.tags.includes("expansion") || idea.item.tags.includes("game-accessories");
  const collector =
    "my boyfriend is super into board games, plays Catan with his brothers every Sunday, and we already own pretty much every popular game";

  it("gives a collector who owns every popular game an expansion or an accessory, not one more game", () => {
    for (const query of [
      { occasion: "anniversary", budget: 60, recipient: collector },
      {
        occasion: "anniversary",
        budget: 60,
        recipient: collector,
        interests: ["board games"],
        avoid: ["popular board games they already own"],
      },
    ]) {
      const games = ideasFor(query).filter((idea) => idea.item.tags.includes("board-games"));
      expect(games.length).toBeGreaterThan(0);
      expect(games.filter((idea) => !addOn(idea))).toEqual([]);
    }
  });

  it("gives no expansion or playmat to someone who only said they love board games", () => {
    expect(ideasFor({ occasion: "birthday", budget: 80, recipient: "my friend who loves board games" }).filter(addOn)).toEqual([]);
  });

  it("offers a named game's expansion to someone who plays it", () => {
    expect(ids(ideasFor({ occasion: "birthday", budget: 60, recipient: "my brother plays catan every sunday" }))).toContain(
      "catan-seafarers-expansion",
    );
  });
});

describe("a love of the outdoors, said and no more", () => {
  it.each([
    ["the text", { occasion: "Christmas", budget: 30, recipient: "sister in law, kind of outdoorsy I think?" }],
    ["the fields", { occasion: "Christmas", budget: 30, recipient: "sister in law, kind of outdoorsy I think?", interests: ["outdoors"] }],
  ])("brings no one hobby's gear (a tackle box, a fly box, a metal detector's pouch), by %s", (_, query) => {
    const ideas = ideasFor(query);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas)
      expect(["fishing", "fly-fishing", "metal-detecting", "geocaching", "rocks"], idea.item.id).not.toContain(idea.item.tags[0]);
  });

  it("keeps a fisherman's tackle for someone who loves the outdoors and fishing", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 40, recipient: "my uncle, very outdoorsy, loves fishing" });
    expect(ideas.some((idea) => idea.item.tags[0] === "fishing" || idea.item.tags[0] === "fly-fishing")).toBe(true);
  });

  it("reads 'she has really good taste' as no love of tasting", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 120,
      recipient: "one of my closest friends is turning 40, she has really good taste",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("beer") || idea.item.tags.includes("whiskey"))).toEqual([]);
  });
});

describe("a style loved, named like a brand", () => {
  it("gives a grandma whose house is pure kitsch no Kitsch-brand hair clips", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 35,
      recipient: "Grandma turns 78 and her house is pure kitsch. Pink flamingos, a Dolly Parton shrine, tiki mugs.",
      age: 78,
      relationship: "grandmother",
      interests: ["kitsch", "pink flamingos", "Dolly Parton"],
    });
    expect(ideas.filter((idea) => /^kitsch-/.test(idea.item.id))).toEqual([]);
  });
});
