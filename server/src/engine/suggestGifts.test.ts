import { CATEGORY_SLUGS, type CatalogItem, OCCASIONS } from "@gift-finder/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { ideasOf } from "../../testing/ideasFor.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import { filterCandidates } from "./filterCandidates.ts";
import { type GiftQuery, type RankedIdea, suggestGifts } from "./suggestGifts.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

/**
 * An idea a bare request can be offered: it needs nothing the person may not have (a tomato packet needs a garden),
 * and presumes no plants to care for.
 */
const needsNothing = (item: CatalogItem) => item.requires.length === 0 && !item.tags.includes("plant-care");

const ideasFor = (query: GiftQuery): readonly RankedIdea[] => ideasOf(index, query);

describe("suggestGifts over the real catalog", () => {
  it("puts a board game in the top 3 for a board-game lover's $100 birthday, all within budget", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 100, recipient: "friend who loves board games" });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.every((idea) => idea.item.price <= 100)).toBe(true);
    expect(ideas.slice(0, 3).some((idea) => idea.item.category === "board-games")).toBe(true);
  });

  it.each(["loves board games", "board-game fan", "into tabletop games", "big fan of boardgames"])(
    "reaches board games from the wording %j",
    (recipient) => {
      const ideas = ideasFor({ occasion: "birthday", budget: 100, recipient });
      expect(ideas[0]?.item.category).toBe("board-games");
      // `matched` holds the request's own words that the idea matched, which the reason quotes.
      expect(ideas[0]?.matched.length).toBe(1);
      expect(recipient.toLowerCase().replace(/-/g, " ")).toContain(ideas[0]?.matched[0]);
    },
  );

  it("gives a coworker office-friendly ideas, not toys", () => {
    const ideas = ideasFor({ occasion: "holiday", budget: 40, recipient: "coworker from marketing" });
    expect(ideas.every((idea) => idea.item.audience.includes("coworker"))).toBe(true);
  });

  it("gives a team's pooled $800 for a retiring director office-friendly ideas, not an empty answer", () => {
    const ideas = ideasFor({ occasion: "retirement", budget: 800, recipient: "our department director is retiring, she's 66" });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.every((idea) => idea.item.audience.includes("coworker"))).toBe(true);
  });

  it("gives a small child no grown-up's crowd-pleasers (fruit boxes, truffles)", () => {
    const ideas = ideasFor({ occasion: "holiday", budget: 60, age: 3, relationship: "godson" });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.some((idea) => idea.item.tags.includes("crowd-pleaser"))).toBe(false);
    // Below school age, no food at all: granola minis and lollipops are groceries, not a present.
    expect(ideas.some((idea) => idea.item.is.some((kind) => ["food", "candy", "chocolate", "drink"].includes(kind)))).toBe(false);
  });

  it("gives a dog's birthday the dog's things, and a cat the cat's", () => {
    const dog = ideasFor({ occasion: "birthday", budget: 30, recipient: "my baby turns 3 on Saturday! he's a golden retriever" });
    expect(dog.length).toBeGreaterThan(0);
    expect(dog.every((idea) => idea.item.requires.includes("dog") || idea.item.requires.includes("pet"))).toBe(true);
    const cat = ideasFor({ occasion: "holiday", budget: 40, recipient: "my cat" });
    expect(cat.every((idea) => idea.item.requires.includes("cat") || idea.item.requires.includes("pet"))).toBe(true);
  });

  it("serves a team's love when nothing made for sharing does, and reads coworkers at a wedding as a couple", () => {
    const team = ideasFor({ occasion: "birthday", budget: 50, relationship: "coworkers", interests: ["camping"] });
    expect(team.length).toBeGreaterThanOrEqual(3);
    expect(team.every((idea) => idea.item.tags.includes("camping"))).toBe(true);
    const couple = ideasFor({ occasion: "wedding", budget: 250, relationship: "coworkers", interests: ["camping", "board games"] });
    expect(couple.some((idea) => idea.item.category === "board-games")).toBe(true);
    expect(couple.some((idea) => idea.item.tags.includes("camping"))).toBe(true);
  });

  it("thanks a nurse with a nurse's things, though the model's 'nursing' reads as nothing", () => {
    const ideas = ideasFor({ occasion: "thank you", budget: 15, relationship: "nurse", interests: ["nursing"] });
    expect(ideas.length).toBeGreaterThanOrEqual(1);
    expect(ideas.every((idea) => idea.item.tags.includes("nurses"))).toBe(true);
  });

  it("gives new parents at a baby shower no things for their job, and reads 'on camera' as no camera of their own", () => {
    const shower = ideasFor({ occasion: "baby shower", budget: 150, recipient: "new parents, both medical residents working crazy hours" });
    expect(shower.some((idea) => idea.item.tags.some((tag) => tag === "nurses" || tag === "healthcare-workers"))).toBe(false);
    const calls = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "a friend who works from home, she always looks grainy on camera",
    });
    expect(calls.some((idea) => idea.item.requires.includes("camera") || idea.item.tags.includes("photography"))).toBe(false);
  });

  it("gives a couple nothing made for one of them (women's garden clogs for in-laws' 40th anniversary)", () => {
    const ideas = ideasFor({ occasion: "anniversary", budget: 150, relationship: "parents-in-law", interests: ["gardening"], count: 12 });
    expect(ideas.length).toBeGreaterThanOrEqual(6);
    expect(ideas.some((idea) => /women|men's/i.test(idea.item.name))).toBe(false);
  });

  it.each([
    ["my husband works construction, his hands are always cracked and rough", 60, "dry-skin"],
    ["my best friend is a flight attendant and she's constantly jet lagged", 50, "jet-lag"],
    ["my sister-in-law is a hairstylist, her back aches after long days standing at the salon", 75, "standing-all-day"],
    ["my 5-year-old daughter who's scared of the dark at bedtime", 30, "scared-of-the-dark"],
    ["my 11-year-old son, always bored on the six-hour drives to grandma's", 35, "car-trips"],
  ] as const)("reads the need in %j and serves it (%s, %s)", (recipient, budget, tag) => {
    const ideas = ideasFor({ occasion: "birthday", budget, recipient });
    expect(ideas.some((idea) => idea.item.tags.includes(tag))).toBe(true);
  });

  it("gives a listener no musician's things when music is playing on the bus", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 30,
      recipient: "my daughter's school bus driver, she always has country music playing on the bus",
    });
    expect(ideas.some((idea) => idea.item.tags.some((tag) => tag === "sheet-music" || tag === "piano"))).toBe(false);
  });

  it("gives a child's birthday ideas meant for children", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 30, recipient: "my 8 year old nephew" });
    const forKids = ideas.filter((idea) => idea.item.audience.some((a) => a === "kid" || a === "family"));
    expect(forKids.length).toBeGreaterThanOrEqual(Math.ceil(ideas.length * 0.8));
  });

  it("never suggests anything above the budget, for any budget", () => {
    for (const budget of [6, 12.5, 25, 50, 99.99, 250, 1000, 10_000]) {
      const ideas = ideasFor({ occasion: "just because", budget });
      expect(ideas.length).toBeGreaterThan(0);
      for (const idea of ideas) expect(idea.item.price).toBeLessThanOrEqual(budget);
    }
  });

  it("prefers ideas that use the budget well over the cheapest ones", () => {
    const ideas = ideasFor({ occasion: "wedding", budget: 200 });
    const median = [...ideas].map((i) => i.item.price).sort((a, b) => a - b)[Math.floor(ideas.length / 2)] as number;
    expect(median).toBeGreaterThan(200 * 0.4);
  });

  it("fits the occasion: a baby shower gets baby things", () => {
    const ideas = ideasFor({ occasion: "baby shower", budget: 80, recipient: "expecting friends" });
    expect(ideas.filter((i) => i.item.occasions.includes("baby-shower")).length).toBeGreaterThanOrEqual(4);
  });

  it("covers each of the person's interests and spreads over categories, without filler", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 100, recipient: "my sister who loves hiking and coffee" });
    expect(ideas.some((i) => i.matched.includes("hiking"))).toBe(true);
    expect(ideas.some((i) => i.matched.includes("coffee"))).toBe(true);
    expect(ideas.every((i) => i.matched.length > 0)).toBe(true);
    expect(new Set(ideas.map((i) => i.item.category)).size).toBeGreaterThanOrEqual(2);
  });

  it("gives a need of the body the person named a place beside a broader love (insoles for a line cook)", () => {
    const ideas = ideasFor({
      occasion: "new-job",
      budget: 40,
      recipient: "my friend just started as a line cook, she's on her feet 10 hours a day",
      interests: ["cooking", "relief for tired feet"],
    });
    expect(ideas.some((idea) => idea.item.tags.includes("foot-pain"))).toBe(true);
    expect(ideas.some((idea) => idea.item.tags.includes("cooking"))).toBe(true);
  });

  it("gives a brother of no stated age nothing made for children up to 13 (a kids' cooking class)", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 120, recipient: "my brother, a hardcore minimalist", interests: ["cooking"] });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.ages?.max ?? 120, idea.item.id).toBeGreaterThan(13);
  });

  it("gives a hip-hop fan no record of another genre, collector or not", () => {
    const fan = ideasFor({ occasion: "birthday", budget: 40, recipient: "my nephew (17) loves rap and just got a record player" });
    // The albums themselves ("Nas – Illmatic (Vinyl LP)"), not a crate or a cleaning kit for them.
    const records = fan.filter((idea) => /\bLP\b/.test(idea.item.name));
    expect(records.length).toBeGreaterThan(0);
    for (const idea of records) expect(idea.item.tags, idea.item.id).toContain("hip-hop");
    const collector = ideasFor({
      occasion: "valentines",
      budget: 80,
      recipient: "my boyfriend",
      interests: ["vinyl records", "90s hip hop"],
    });
    for (const idea of collector)
      expect(idea.item.tags.includes("pop") || idea.item.tags.includes("classic-rock"), idea.item.id).toBe(false);
  });

  it("reads film photography as its own love: film's gear (a film scanner, a light meter) only for someone who named film", () => {
    const film = (interests: string[]) =>
      ideasFor({ occasion: "birthday", budget: 400, recipient: "my husband", interests }).filter((idea) =>
        idea.item.tags.includes("film-photography"),
      );
    expect(film(["photography"])).toEqual([]);
    expect(film(["film photography"]).length).toBeGreaterThan(0);
  });

  it("gives a teacher's 3rd graders (8 and 9) a full list of children's things, not a coffee card", () => {
    const ideas = ideasFor({
      occasion: "holiday",
      budget: 10,
      recipient: "I teach 3rd grade and want to get something small for each of my kids before winter break",
    });
    expect(ideas.length).toBe(6);
    for (const idea of ideas) {
      expect(idea.item.ages?.min ?? 0, idea.item.id).toBeLessThanOrEqual(9);
      expect(idea.item.is, idea.item.id).not.toContain("drink");
    }
    expect(ideas.filter((idea) => idea.item.audience.includes("kid")).length).toBeGreaterThanOrEqual(4);
  });

  it("gives a board-game lover six board games rather than diluting the list for variety", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 100, recipient: "friend who loves board games" });
    expect(ideas).toHaveLength(6);
    expect(ideas.every((i) => i.matched.length > 0)).toBe(true);
  });

  it("gives each idea a short human reason that mentions what matched", () => {
    const ideas = ideasFor({ occasion: "anniversary", budget: 300, recipient: "wife who loves hiking and coffee" });
    for (const idea of ideas) {
      expect(idea.reason.length).toBeLessThanOrEqual(140);
      expect(idea.reason).toMatch(/^[A-Z].*\.$/);
    }
    expect(ideas.some((i) => /hiking|coffee/.test(i.reason))).toBe(true);
  });

  it("returns the same answer for the same input", () => {
    const query = { occasion: "graduation", budget: 150, recipient: "niece who loves art and travel" };
    const ids = () => ideasFor(query).map((i) => i.item.id);
    expect(ids()).toEqual(ids());
    expect(ids()).toEqual(ideasFor({ ...query }).map((i) => i.item.id));
  });

  it("honours count and excludeIds, so 'more ideas' never repeats one", () => {
    const query = { occasion: "birthday", budget: 100, recipient: "runner", count: 4 };
    const first = ideasFor(query).map((i) => i.item.id);
    expect(first).toHaveLength(4);
    const second = ideasFor({ ...query, excludeIds: first }).map((i) => i.item.id);
    expect(second).toHaveLength(4);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it("guesses nothing when the recipient text could not be read and nothing else describes the person", () => {
    const suggestion = suggestGifts(index, {
      occasion: "birthday",
      budget: 60,
      recipient: "für jemanden, der schon alles hat",
    });
    expect(suggestion.kind === "ideas" && suggestion.ideas).toEqual([]);
    const japanese = suggestGifts(index, {
      occasion: "birthday",
      budget: 60,
      recipient: "\u59c9\u306f\u30b3\u30fc\u30d2\u30fc\u304c\u597d\u304d",
    });
    expect(japanese.kind === "ideas" && japanese.ideas).toEqual([]);
    const withFields = suggestGifts(index, {
      occasion: "birthday",
      budget: 60,
      recipient: "meine Schwester, die gerne wandert und Kaffee liebt",
      interests: ["hiking", "coffee"],
    });
    expect(withFields.kind === "ideas" && withFields.ideas.length).toBeGreaterThan(2);
  });

  it("says what the cheapest idea costs when nothing fits the budget", () => {
    const suggestion = suggestGifts(index, { occasion: "birthday", budget: 3 });
    expect(suggestion.kind).toBe("nothing-within-budget");
    if (suggestion.kind === "nothing-within-budget") expect(suggestion.cheapest.price).toBe(Math.min(...index.prices));
  });

  it("reports when every idea within the budget was already shown", () => {
    const withinSix = index.items.filter((i) => i.price <= 6 && needsNothing(i)).map((i) => i.id);
    const suggestion = suggestGifts(index, { occasion: "birthday", budget: 6, excludeIds: withinSix });
    expect(suggestion).toEqual({ kind: "all-shown", shown: withinSix.length });
  });

  it("covers every category of the contract with the shipped catalog", () => {
    expect(new Set(index.items.map((i) => i.category))).toEqual(new Set(CATEGORY_SLUGS));
  });
  it("offers a reader books to read before books about another hobby", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, relationship: "friend", interests: ["reading"] });
    const aboutAnotherHobby = (tags: readonly string[]) =>
      ["cookbook", "grilling", "back-pain", "field-guide"].some((t) => tags.includes(t));
    expect(ideas.length).toBe(6);
    expect(ideas.filter((idea) => aboutAnotherHobby(idea.item.tags)).map((idea) => idea.item.id)).toEqual([]);
  });

  it("still offers a cook the cookbooks that are made for cooking", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, interests: ["cooking"], count: 12 });
    expect(ideas.some((idea) => idea.item.tags.includes("cookbook"))).toBe(true);
  });

  it("prefers items tagged with the person's own word to those reached through a synonym", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 50, interests: ["self-care"] });
    expect(ideas.slice(0, 4).every((idea) => idea.item.tags.includes("self-care"))).toBe(true);
  });

  it("never backs off to a concept that does not generalize the phrase: no board games for a video gamer", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 15, interests: ["video games"] });
    expect(ideas.filter((idea) => idea.item.category === "board-games").map((idea) => idea.item.id)).toEqual([]);
  });

  it("tops up a thinly served interest from its broader concept, exact matches first", () => {
    const ideas = ideasFor({ occasion: "holiday", budget: 75, interests: ["business travel"] });
    // An idea reached only through the broader concept says so.
    for (const idea of ideas)
      expect(idea.reason.startsWith(idea.item.tags.includes("business-travel") ? "For business travel:" : "For travel:")).toBe(true);
    expect(ideas.length).toBe(6);
    expect(ideas.every((idea) => idea.item.tags.includes("travel"))).toBe(true);
    expect(ideas[0]?.item.tags).toContain("business-travel");
    const exact = ideas.filter((idea) => idea.item.tags.includes("business-travel")).length;
    expect(exact).toBeLessThan(6);
  });
  it("never offers a woman an item made for men, and still offers it to a man", () => {
    const query = { occasion: "birthday", budget: 60, interests: ["skincare"], count: 40 } as const;
    const forMen = (ideas: readonly RankedIdea[]) =>
      ideas.filter((idea) => /\bmen'?s?\b/i.test(`${idea.item.name} ${idea.item.tags.join(" ")}`.replace(/-/g, " ")));
    expect(forMen(ideasFor({ ...query, relationship: "sister" }))).toEqual([]);
    expect(forMen(ideasFor({ ...query, relationship: "brother" })).length).toBeGreaterThan(0);
  });
  it("offers a teenager only items the catalog says suit young people", () => {
    for (const interests of [["stocking stuffer"], ["cooking"], ["music"], []]) {
      const ideas = ideasFor({ occasion: "holiday", budget: 40, relationship: "daughter", age: 15, interests, count: 12 });
      const forAdultsOnly = ideas.filter((idea) => !idea.item.audience.some((a) => ["baby", "kid", "teen", "family"].includes(a)));
      expect(forAdultsOnly.map((idea) => idea.item.id)).toEqual([]);
    }
  });
  it("never offers the very thing the text says they have", () => {
    const ideas = ideasFor({ occasion: "mothers day", budget: 80, recipient: "mom, she's obsessed with her sourdough starter", count: 24 });
    expect(ideas.some((idea) => idea.item.tags.includes("sourdough"))).toBe(true);
    expect(ideas.filter((idea) => /sourdough starter$/i.test(idea.item.name)).map((idea) => idea.item.id)).toEqual([]);
  });

  it("never offers a child a toy whose range ends at their age: they have outgrown it", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 15, recipient: "a classmate of my son, 7 years old", count: 24 });
    expect(ideas.length).toBeGreaterThan(3);
    expect(ideas.filter((idea) => idea.item.ages.max === 7).map((idea) => idea.item.id)).toEqual([]);
  });

  it("keeps toys and gear for an older baby or child out of a baby shower", () => {
    const ideas = ideasFor({ occasion: "baby shower", budget: 40, recipient: "my cousin having twins", count: 24 });
    expect(ideas.length).toBeGreaterThan(5);
    expect(ideas.filter((idea) => idea.item.ages.min >= 1 && idea.item.ages.max < 18).map((idea) => idea.item.id)).toEqual([]);
  });

  it("gives a family only what suits its youngest child and its adults", () => {
    const ideas = ideasFor({
      occasion: "holiday",
      budget: 100,
      recipient: "family gift for all of us, two kids 6 and 9",
      relationship: "family",
      interests: ["family games"],
      count: 12,
    });
    expect(ideas.length).toBeGreaterThan(3);
    for (const idea of ideas) {
      expect(idea.item.ages.min).toBeLessThanOrEqual(6);
      expect(idea.item.ages.max).toBeGreaterThanOrEqual(18);
    }
  });
  it("picks a teacher's things blind for a teacher, and not for anyone else", () => {
    const forTeacher = ideasFor({ occasion: "thank you", budget: 15, recipient: "my son's kindergarten teacher, end of year" });
    expect(forTeacher.map((idea) => idea.item.id)).toContain("starbucks-gift-card-15");
    const forNeighbor = ideasFor({ occasion: "thank you", budget: 15, recipient: "my neighbor", count: 24 });
    expect(forNeighbor.filter((idea) => idea.item.tags.includes("teachers"))).toEqual([]);
  });

  it("gives a pair nothing one of them would listen to alone", () => {
    for (const recipient of ["my parents, they cook dinner together every night with music on", "my grandparents, they love music"]) {
      const ideas = ideasFor({ occasion: "anniversary", budget: 400, recipient, interests: ["music"], count: 24 });
      expect(ideas.length).toBeGreaterThan(0);
      expect(ideas.filter((idea) => idea.item.tags.includes("headphones"))).toEqual([]);
    }
  });

  it("offers an everyday supply only for a narrow need: no hand soap for a first house, spare picks for lost ones", () => {
    const house = ideasFor({ occasion: "housewarming", budget: 30, recipient: "my brother's first house", count: 24 });
    expect(house.map((idea) => idea.item.id)).not.toContain("mrs-meyers-basil-hand-soap-3-pack");
    const picks = ideasFor({
      occasion: "birthday",
      budget: 20,
      recipient: "my boyfriend",
      interests: ["guitar", "keeping track of guitar picks"],
    });
    expect(picks.map((idea) => idea.item.id)).toContain("dunlop-tortex-guitar-picks-12-pack");
  });

  it("keeps beginner kits for beginners: a guitarist gets them last, someone learning gets them", () => {
    const beginnerRank = (recipient: string) =>
      ideasFor({ occasion: "birthday", budget: 40, recipient, interests: ["guitar"], count: 24 }).findIndex((idea) =>
        idea.item.tags.includes("beginner"),
      );
    const player = beginnerRank("my friend who plays guitar");
    const learner = beginnerRank("my friend who is learning guitar");
    expect(learner).toBeGreaterThanOrEqual(0);
    expect(player === -1 || player > learner).toBe(true);
  });

  it("never offers a teacher of the thing a beginner's kit, unless the text says they are new to it", () => {
    const hasBeginnerKit = (recipient: string) =>
      ideasFor({ occasion: "Christmas", budget: 40, recipient, relationship: "teacher", interests: ["piano"], count: 24 }).some((idea) =>
        idea.item.tags.includes("beginner"),
      );
    expect(hasBeginnerKit("my son's piano teacher")).toBe(false);
    expect(hasBeginnerKit("my son's teacher, who is learning piano")).toBe(true);
  });

  it("offers a beer lover beer, not alcohol-free stand-ins, unless they ask for alcohol-free", () => {
    const alcoholFree = (query: Omit<GiftQuery, "occasion" | "budget" | "count">) =>
      ideasFor({ occasion: "birthday", budget: 60, count: 24, ...query }).filter((idea) => idea.item.tags.includes("non-alcoholic"));
    expect(alcoholFree({ recipient: "my dad, who loves beer", interests: ["beer"] })).toEqual([]);
    const cuttingBack = { recipient: "my dad, who loves beer and is cutting back", interests: ["beer", "alcohol-free beer"] };
    expect(alcoholFree(cuttingBack).length).toBeGreaterThan(0);
  });

  it("gives a young child no one described further toys, books, games and crafts, not gear for a sport", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 35, recipient: "my 3-year-old granddaughter", count: 6 });
    expect(ideas.length).toBeGreaterThan(3);
    const categories = new Set(ideas.map((idea) => idea.item.category));
    expect(categories.has("sports-fitness")).toBe(false);
    expect([...categories].every((category) => ["kids-toys", "books", "board-games", "art-crafts"].includes(category))).toBe(true);
  });

  it("ranks a craft kit among the first ideas for someone who wants to relax only when they also craft", () => {
    const craftKits = (interests: string[]) =>
      ideasFor({ occasion: "just because", budget: 50, recipient: "my wife", interests, count: 6 }).filter(
        (idea) => idea.item.category === "art-crafts",
      );
    expect(craftKits(["pregnancy comfort", "relaxation"])).toEqual([]);
    expect(craftKits(["crafts", "relaxation"]).length).toBeGreaterThan(0);
  });

  it("offers no outing to someone stuck at home, and offers outings otherwise", () => {
    const outings = (recipient: string) =>
      ideasFor({ occasion: "get well", budget: 60, recipient, interests: ["movies"], count: 12 }).filter((idea) =>
        idea.item.is.includes("experience"),
      );
    expect(outings("my friend recovering from knee surgery, stuck at home")).toEqual([]);
    expect(outings("my friend who is feeling better").length).toBeGreaterThan(0);
  });

  it("gives a baker things to bake with, not boxes of baked cookies", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 80, recipient: "my mom", interests: ["baking"], count: 24 });
    expect(ideas.length).toBeGreaterThan(12);
    expect(ideas.filter((idea) => idea.item.category === "food-drink" && idea.item.tags.includes("cookies"))).toEqual([]);
  });

  it("never offers someone just starting a tool made for the experienced", () => {
    const advanced = (recipient: string) =>
      ideasFor({ occasion: "birthday", budget: 150, recipient, interests: ["djing"], count: 24 }).filter((idea) =>
        idea.item.tags.includes("advanced"),
      );
    expect(advanced("my son, 17, who wants to learn to DJ")).toEqual([]);
    expect(advanced("my son, 17, who DJs every weekend").length).toBeGreaterThan(0);
  });
});

describe("suggestGifts: budget, occasion and what comes back", () => {
  it("counts an item priced at the budget as within it", () => {
    const cheapest = Math.min(...index.prices);
    const suggestion = suggestGifts(index, { occasion: "birthday", budget: cheapest });
    expect(suggestion.kind).toBe("ideas");
    if (suggestion.kind === "ideas") {
      expect(suggestion.ideas.length).toBeGreaterThan(0);
      for (const idea of suggestion.ideas) expect(idea.item.price).toBe(cheapest);
    }
    expect(suggestGifts(index, { occasion: "birthday", budget: cheapest - 0.01 }).kind).toBe("nothing-within-budget");
  });

  it("picks no plain supply blind while gift-like ideas are there, and none of the books at a white elephant", () => {
    const office = ideasFor({ occasion: "thank-you", budget: 35, recipient: "our office manager, I don't know her that well" });
    expect(office.length).toBeGreaterThan(0);
    expect(office.filter((idea) => idea.item.tags.includes("plain-supply"))).toEqual([]);
    const swap = ideasFor({ occasion: "White elephant", budget: 20, recipient: "family party, could end up with anyone" });
    expect(swap.length).toBeGreaterThan(0);
    expect(swap.filter((idea) => idea.item.is.includes("book"))).toEqual([]);
  });

  it("without interests, offers only ideas made for the occasion while there are some", () => {
    const ideas = ideasFor({ occasion: "wedding", budget: 200 });
    expect(ideas).toHaveLength(6);
    for (const idea of ideas) expect(idea.item.occasions).toContain("wedding");
  });

  it("without interests, falls back to any fitting idea when none is made for the occasion", () => {
    const cheapest = Math.min(...index.prices);
    const within = index.items.filter((item) => item.price <= cheapest);
    const occasion = OCCASIONS.find((o) => !within.some((item) => item.occasions.includes(o))) as string;
    expect(occasion).toBeDefined();
    expect(ideasFor({ occasion, budget: cheapest }).length).toBeGreaterThan(0);
  });

  it("names the avoid phrases that left nothing, the one that removed most first", () => {
    const suggestion = suggestGifts(index, {
      occasion: "birthday",
      budget: 6,
      avoid: ["seeds", "tea", "chocolate", "tennis balls", "books", "sweets", "card games", "crochet", "miracle-gro", "earplugs"],
    });
    expect(suggestion.kind).toBe("nothing-fits");
    if (suggestion.kind !== "nothing-fits") return;
    // Each phrase is counted against the items it removes first, in the order said.
    const limit = index.prices.filter((price) => price <= 6).length;
    const removed = filterCandidates(index, suggestion.reading, limit).removedBy;
    const named = suggestion.constraint.split(", ");
    const counts = named.map((cause) => removed.get(cause) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const phrase of [
      "seeds",
      "tea",
      "chocolate",
      "tennis balls",
      "books",
      "sweets",
      "card games",
      "crochet",
      "miracle-gro",
      "earplugs",
    ])
      expect(named).toContain(`avoid "${phrase}"`);
    expect(suggestion.reading.avoid).toHaveLength(10);
  });

  it("names the age when the age leaves nothing", () => {
    const suggestion = suggestGifts(index, { occasion: "birthday", budget: 6, age: 1 });
    expect(suggestion.kind === "nothing-fits" && suggestion.constraint).toBe("age");
  });

  it("counts as shown only the excluded ideas that could be offered", () => {
    const withinSix = index.items.filter((i) => i.price <= 6 && needsNothing(i)).map((i) => i.id);
    const aboveSix = index.items.find((i) => i.price > 6)?.id as string;
    const suggestion = suggestGifts(index, { occasion: "birthday", budget: 6, excludeIds: [...withinSix, aboveSix, "no-such-gift"] });
    expect(suggestion).toEqual({ kind: "all-shown", shown: withinSix.length });
    const oneLeft = suggestGifts(index, { occasion: "birthday", budget: 6, excludeIds: withinSix.slice(1) });
    expect(oneLeft.kind === "ideas" && oneLeft.ideas.map((idea) => idea.item.id)).toEqual([withinSix[0]]);
  });

  it("counts as shown only excluded ideas that pass the hard constraints", () => {
    const withinSix = index.items.filter((i) => i.price <= 6 && needsNothing(i));
    const chocolate = withinSix.filter((i) => i.is.includes("chocolate")).length;
    expect(chocolate).toBeGreaterThan(0);
    const suggestion = suggestGifts(index, {
      occasion: "birthday",
      budget: 6,
      avoid: ["chocolate"],
      excludeIds: withinSix.map((i) => i.id),
    });
    expect(suggestion).toEqual({ kind: "all-shown", shown: withinSix.length - chocolate });
  });

  it("says when fewer ideas than asked fit, and when more are available", () => {
    const three = suggestGifts(index, { occasion: "birthday", budget: 60, interests: ["hiking"], count: 3 });
    expect(three.kind === "ideas" && [three.ideas.length, three.fewerThanAsked, three.moreAvailable]).toEqual([3, false, true]);
    const quilting = suggestGifts(index, { occasion: "birthday", budget: 40, interests: ["quilting"], count: 12 });
    expect(quilting.kind).toBe("ideas");
    if (quilting.kind === "ideas") {
      expect(quilting.ideas.length).toBeGreaterThan(0);
      expect(quilting.ideas.length).toBeLessThan(12);
      expect(quilting.fewerThanAsked).toBe(true);
      // Every idea that matched was shown: there is no more to ask for.
      expect(quilting.moreAvailable).toBe(false);
    }
  });

  it("names an interest nothing matches, and guesses no ideas without it", () => {
    const suggestion = suggestGifts(index, { occasion: "birthday", budget: 60, interests: ["xylophone repair"] });
    expect(suggestion.kind).toBe("ideas");
    if (suggestion.kind !== "ideas") return;
    expect(suggestion.unmatched).toEqual(["xylophone repair"]);
    expect([suggestion.ideas.length, suggestion.moreAvailable]).toEqual([0, false]);
    // Without interests, the occasion's own ideas come back.
    expect(ideasFor({ occasion: "birthday", budget: 60 }).length).toBe(6);
    const matched = suggestGifts(index, { occasion: "birthday", budget: 60, interests: ["hiking", "xylophone repair"] });
    expect(matched.kind === "ideas" && matched.unmatched).toEqual(["xylophone repair"]);
    expect(matched.kind === "ideas" && matched.ideas.length).toBe(6);
  });

  it("gives a child whose love nothing matches a few toys made for their age, and a toddler a full list, still naming the love", () => {
    const forAge = (age: number) => suggestGifts(index, { occasion: "birthday", budget: 40, age, interests: ["xylophone repair"] });
    const child = forAge(8);
    expect(child.kind).toBe("ideas");
    if (child.kind !== "ideas") return;
    expect(child.unmatched).toEqual(["xylophone repair"]);
    expect(child.ideas.length).toBeGreaterThan(0);
    expect(child.ideas.length).toBeLessThanOrEqual(3);
    expect(child.ideas.every((idea) => idea.item.ages.min <= 8 && idea.item.ages.max >= 8)).toBe(true);
    // Up to three, the classics made for the age are the gift whatever else was said.
    const toddler = forAge(2);
    expect(toddler.kind === "ideas" && toddler.unmatched).toEqual(["xylophone repair"]);
    if (toddler.kind !== "ideas") return;
    expect(toddler.ideas).toHaveLength(6);
    expect(toddler.ideas.every((idea) => idea.item.ages.min <= 2 && idea.item.ages.max >= 2)).toBe(true);
  });

  it("tops up a shower's few matches with the classics made for a newborn, the matches first; a toddler's stay few", () => {
    const matchesOnly = (query: GiftQuery) => {
      const suggestion = suggestGifts(index, query);
      return suggestion.kind === "ideas" ? suggestion.ideas.filter((idea) => idea.matched.length > 0) : [];
    };
    const shower: GiftQuery = {
      occasion: "baby-shower",
      budget: 15,
      recipient: "my neighbour's baby shower, she wants milestone photos",
      interests: ["milestone photos"],
    };
    const matched = matchesOnly(shower);
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.length).toBeLessThan(6);
    const ideas = ideasFor(shower);
    expect(ideas).toHaveLength(6);
    expect(ideas.slice(0, matched.length).map((idea) => idea.item.id)).toEqual(matched.map((idea) => idea.item.id));
    // For the baby, or for the parents-to-be.
    expect(ideas.every((idea) => idea.item.ages.min <= 1 || idea.item.ages.min >= 18)).toBe(true);
    const toddler: GiftQuery = { occasion: "birthday", budget: 30, age: 1, interests: ["learning to walk", "safe toys to chew"] };
    expect(ideasFor(toddler)).toHaveLength(matchesOnly(toddler).length);
  });

  it("tops up one or two ideas for someone known only by their job with the occasion's crowd-pleasers", () => {
    const teacher: GiftQuery = {
      occasion: "thank-you",
      budget: 12,
      recipient: "end of year teacher appreciation gift for my son's 2nd grade teacher",
      relationship: "teacher",
    };
    const ideas = ideasFor(teacher);
    const forTheJob = ideas.filter((idea) => idea.matched.length > 0);
    expect(forTheJob.length).toBeGreaterThan(0);
    expect(forTheJob.length).toBeLessThan(3);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.slice(0, forTheJob.length)).toEqual(forTheJob);
    expect(ideas.every((idea) => idea.item.price <= 12 && idea.item.audience.includes("coworker"))).toBe(true);
  });

  it("answers a condolence whose words match nothing with the occasion's own ideas, a full list", () => {
    const suggestion = suggestGifts(index, { occasion: "sympathy", budget: 60, age: 84, interests: ["xylophone repair"] });
    expect(suggestion.kind).toBe("ideas");
    if (suggestion.kind !== "ideas") return;
    expect(suggestion.unmatched).toEqual(["xylophone repair"]);
    expect(suggestion.ideas).toHaveLength(6);
    expect(suggestion.ideas.every((idea) => idea.item.category !== "office")).toBe(true);
    // A client at $20: few condolence ideas that cheap, so others fill in, and none of them is a pen or a notebook.
    const client = ideasFor({ occasion: "sympathy", budget: 20, relationship: "client", interests: ["xylophone repair"] });
    expect(client.length).toBeGreaterThan(3);
    expect(client.filter((idea) => idea.item.category === "office")).toEqual([]);
  });

  it("offers nothing more when the text could not be read, and reads on when a relationship is given", () => {
    const recipient = "für jemanden, der schon alles hat";
    const unread = suggestGifts(index, { occasion: "birthday", budget: 60, recipient });
    expect(unread.kind === "ideas" && [unread.ideas.length, unread.moreAvailable]).toEqual([0, false]);
    expect(ideasFor({ occasion: "birthday", budget: 60, recipient, relationship: "sister" }).length).toBeGreaterThan(0);
    expect(ideasFor({ occasion: "birthday", budget: 60, recipient, avoid: ["alcohol"] }).length).toBeGreaterThan(0);
  });

  it("reads a text in another language word by word into the loves it names, when the model sent no English fields", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, recipient: "meine Schwester, die gerne wandert und Kaffee liebt" });
    expect(ideas.length).toBeGreaterThan(2);
    for (const idea of ideas) expect(idea.matched.some((label) => label === "hiking" || label === "coffee")).toBe(true);
  });
});

describe("suggestGifts: whose words an idea matched", () => {
  it("names a concept once, by the first phrase that said it: 'twins', not 'twins and the new baby'", () => {
    const ideas = ideasFor({ occasion: "baby shower", budget: 60, interests: ["twins", "newborn baby"], count: 12 });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.matched).toEqual(["twins"]);
  });

  it("lets a narrower interest stand for a broad one that contains it: romance novels, not any book", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, interests: ["reading", "romance novels"], count: 12 });
    expect(ideas.length).toBeGreaterThan(0);
    // Named by the phrase, or by its concept when the item's text does not say "novel".
    for (const idea of ideas) expect(idea.matched.some((label) => label === "romance novels" || label === "romance")).toBe(true);
  });

  it("explains an idea tagged with the person's own phrase by it, and one reached through its concept by the concept", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, interests: ["plant care"], count: 12 });
    expect(ideas.some((idea) => idea.item.tags.includes("plant-care"))).toBe(true);
    expect(ideas.some((idea) => !idea.item.tags.includes("plant-care"))).toBe(true);
    for (const idea of ideas) expect(idea.matched).toEqual([idea.item.tags.includes("plant-care") ? "plant care" : "plants"]);
  });

  it("offers a jigsaw lover only jigsaws and a crossword solver only crosswords, however few", () => {
    for (const [interest, tag] of [
      ["jigsaw puzzles", "jigsaw"],
      ["crossword puzzles", "crosswords"],
    ] as const) {
      const ideas = ideasFor({ occasion: "birthday", budget: 40, interests: [interest] });
      expect(ideas.length).toBeGreaterThan(0);
      for (const idea of ideas) expect(idea.item.tags).toContain(tag);
    }
  });

  it("explains an idea reached only through a backed-off concept by that concept", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, interests: ["fly fishing"], count: 12 });
    expect(ideas.some((idea) => idea.matched.includes("fishing"))).toBe(true);
    for (const idea of ideas) expect(idea.matched).toEqual([idea.item.tags.includes("fly-fishing") ? "fly fishing" : "fishing"]);
  });

  it("names an interest said twice once", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 60, interests: ["hiking", "hiking"] });
    expect(ideas).toHaveLength(6);
    for (const idea of ideas) expect(idea.matched).toEqual(["hiking"]);
  });

  it("offers a coworker's baby shower baby things, not only office-safe ones", () => {
    const ideas = ideasFor({ occasion: "baby shower", budget: 40, relationship: "coworker" });
    expect(ideas.some((idea) => !idea.item.audience.includes("coworker"))).toBe(true);
    expect(ideas.some((idea) => idea.item.category === "baby")).toBe(true);
  });
});

describe("condolences from a coworker", () => {
  it("include the occasion's own keepsakes and trees in memory, not only tea and plants", () => {
    const ideas = ideasFor({
      occasion: "sympathy",
      budget: 40,
      recipient: "a coworker whose mom just passed away, I want to send her something comforting",
      relationship: "coworker",
      interests: ["comfort"],
    });
    expect(ideas).toHaveLength(6);
    expect(ideas.filter((idea) => idea.item.occasions.length === 1 && idea.item.occasions[0] === "sympathy").length).toBeGreaterThanOrEqual(
      2,
    );
  });
});

describe("two loves, one broad", () => {
  it("gives a vegan boss who loves houseplants and reading at least two ideas for each", () => {
    const ideas = ideasFor({
      occasion: "holiday",
      budget: 40,
      recipient: "holiday gift for my boss, she's strictly vegan (no leather, nothing from animals) and loves houseplants and reading",
      relationship: "boss",
      interests: ["houseplants", "reading"],
      avoid: ["animal products", "leather"],
    });
    expect(ideas.filter((idea) => idea.matched.includes("houseplants")).length).toBeGreaterThanOrEqual(2);
    expect(ideas.filter((idea) => idea.matched.includes("reading")).length).toBeGreaterThanOrEqual(2);
  });

  it("names K-pop a genre: no K-pop album for a lover of boleros", () => {
    const ideas = ideasFor({
      occasion: "mothers-day",
      budget: 40,
      age: 90,
      relationship: "grandmother",
      interests: ["cooking", "bolero music"],
    });
    expect(ideas.some((idea) => idea.item.tags.includes("k-pop"))).toBe(false);
  });
});

describe("a second baby's shower", () => {
  it("brings nothing that would keep the parents from hearing the baby", () => {
    const ideas = ideasFor({
      occasion: "baby-shower",
      budget: 60,
      recipient: "my friends are having their second baby, they'll be short on sleep and time to cook",
      relationship: "new parents",
      interests: ["easy meals", "rest for tired parents"],
      avoid: ["baby gear", "baby clothes"],
    });
    expect(ideas.some((idea) => idea.item.tags.includes("takeout"))).toBe(true);
    expect(ideas.some((idea) => /headband|headphones|ear ?plugs|white noise/i.test(idea.item.name))).toBe(false);
  });
});

describe("a connoisseur", () => {
  it("gets no crowd-pleaser of what they love: no chain coffee card for a coffee snob", () => {
    const ideas = ideasFor({ occasion: "holiday", budget: 40, recipient: "my coworker, a total coffee snob" });
    expect(ideas.some((idea) => idea.item.tags.includes("coffee"))).toBe(true);
    expect(ideas.some((idea) => idea.item.tags.includes("crowd-pleaser"))).toBe(false);
  });
});

describe("a season in the text", () => {
  it("reads 'our summer intern' and 'after the summer' as a time, not a love of summer", () => {
    for (const recipient of ["our college intern who is leaving after the summer", "our summer intern, she was great"]) {
      const ideas = ideasFor({ occasion: "farewell", budget: 40, recipient });
      expect(ideas.some((idea) => idea.matched.includes("summer"))).toBe(false);
    }
  });
});

describe("a camera's maker in the text", () => {
  it("names the love, not the brand, in reasons: 'For film photography', never 'For pentax'", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 80, recipient: "my brother who shoots film on an old Pentax" });
    expect(ideas.some((idea) => idea.reason.startsWith("For film photography"))).toBe(true);
    expect(ideas.some((idea) => /pentax/i.test(idea.reason))).toBe(false);
  });
});

describe("a grown-up who repairs electronics", () => {
  it("gets tools for the bench, not radios, for 'fixing old radios'", () => {
    const ideas = ideasFor({
      occasion: "fathers-day",
      budget: 75,
      recipient: "my dad, retired, spends all day in his garage fixing old radios",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("tinkering")).length).toBeGreaterThanOrEqual(3);
    expect(ideas.some((idea) => /\bradio\b/i.test(idea.item.name))).toBe(false);
    expect(ideas.every((idea) => !/taking things apart/.test(idea.reason))).toBe(true);
  });
});

describe("a gamer who names the console or the game", () => {
  it("owns the console named: an Xbox card and an Xbox charging stand for 'only cares about his Xbox and Fortnite'", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 25,
      recipient: "my 15 year old son who only cares about his Xbox and Fortnite",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => idea.item.tags.includes("xbox")).length).toBeGreaterThanOrEqual(2);
  });

  it("gets no copy or currency of another game than the one named", () => {
    const ideas = ideasFor({ occasion: "holiday", budget: 80, recipient: "my husband who plays Call of Duty every night on his PS5" });
    expect(ideas.some((idea) => idea.item.tags.includes("game-title"))).toBe(false);
    const fortnite = ideasFor({ occasion: "holiday", budget: 30, recipient: "my nephew, 13, plays Fortnite all day" });
    expect(fortnite.some((idea) => /fortnite/i.test(idea.item.name))).toBe(true);
  });

  it("gives someone of 75 who plays her Switch every day games for it, no new gadget to learn", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "my grandma, 75, got hooked on Animal Crossing on her Switch during lockdown and still plays every day",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(2);
    expect(ideas.every((idea) => idea.item.requires.includes("game-console"))).toBe(true);
  });

  it("keeps another game of the same kind: Stardew Valley for a grandmother who plays Animal Crossing on her Switch", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient: "my grandma who plays Animal Crossing on her Switch every night",
    });
    expect(ideas.map((idea) => idea.item.name)).toContain("Stardew Valley (Nintendo Switch)");
    expect(ideas.some((idea) => /mario kart|zelda/i.test(idea.item.name))).toBe(false);
  });
});

describe("gear made for one situation", () => {
  it("gives a photographer who never said film no film, light meter or film scanner", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 1500,
      recipient: "my husband turning 50, a big one. He's really into photography, shoots landscapes on an old DSLR",
    });
    expect(ideas.length).toBe(6);
    expect(ideas.some((idea) => idea.item.tags.includes("film-photography"))).toBe(false);
  });

  it("gives no cast protector for a hip replacement, only for a cast", () => {
    const isCastProtector = (idea: { item: { tags: readonly string[] } }) => idea.item.tags.includes("cast-only");
    const hip = ideasFor({
      occasion: "get-well",
      budget: 40,
      recipient: "grandpa, 82, recovering from hip surgery, stuck in his recliner",
      age: 82,
      interests: ["crosswords", "boredom during recovery"],
    });
    expect(hip.some(isCastProtector)).toBe(false);
  });
});

describe("someone leaving the country", () => {
  it("gets nothing that stays behind: no US-only card, outing or subscription for a colleague moving to Japan", () => {
    const ideas = ideasFor({
      occasion: "farewell",
      budget: 25,
      recipient: "the student teacher leaving my son's 3rd grade class this week, she's moving to Japan to teach English",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(
      ideas.some(
        (idea) => idea.item.tags.includes("us-only") || idea.item.is.includes("experience") || idea.item.is.includes("subscription"),
      ),
    ).toBe(false);
  });
});

describe("a gift of love for a student", () => {
  it("brings no dorm supplies on Valentine's Day, and reads her phone dying by lunch", () => {
    const ideas = ideasFor({
      occasion: "valentines",
      budget: 50,
      recipient: "my girlfriend, 22, college student, her phone is always dying by lunch and she runs between classes",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("dorm") && idea.item.tags.includes("college"))).toBe(false);
    expect(ideas.some((idea) => idea.item.tags.includes("experiences"))).toBe(false);
    expect(
      ideas.filter((idea) => idea.item.tags.includes("charging") || /power bank|charg/i.test(idea.item.name)).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe("a griller who has every gadget", () => {
  it("gets no tongs, brush or thermometer, whatever kind of thing each is", () => {
    const ideas = ideasFor({
      occasion: "fathers-day",
      budget: 250,
      recipient:
        "my father-in-law grills every single weekend all summer, but he already has every grill gadget, so no tongs, thermometers or that kind of thing",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.some((idea) => /tongs|tool set|brush|thermometer|thermapen/i.test(`${idea.item.name} ${idea.item.description}`))).toBe(
      false,
    );
  });
});

describe("a couple's day", () => {
  it("brings no carpet cleaner or bidet to a wedding, however new the couple's house", () => {
    const ideas = ideasFor({
      occasion: "wedding",
      budget: 250,
      recipient:
        "my best friend is marrying her girlfriend in October! they just bought a house with a huge kitchen and they bake together every weekend",
    });
    expect(
      ideas.some(
        (idea) => idea.item.tags.includes("fixture") || (idea.item.tags.includes("cleaning") && idea.item.tags.includes("new-home")),
      ),
    ).toBe(false);
    expect(ideas.some((idea) => idea.item.tags.includes("baking"))).toBe(true);
  });
});

describe("a baby shower for someone who loves something else", () => {
  it("gives a runner's baby shower the baby's things, not running gear", () => {
    const ideas = ideasFor({
      occasion: "baby-shower",
      budget: 80,
      recipient: "my best friend is having her first baby, she's a big runner",
      relationship: "best friend",
      interests: ["running"],
    });
    const forTheShower = ideas.filter((idea) => idea.item.category === "baby" || idea.item.occasions.includes("baby-shower"));
    expect(forTheShower.length).toBeGreaterThanOrEqual(4);
  });

  it("gives campers' baby shower the baby's things: no headlamp or lantern the family could share, and not none", () => {
    const ideas = ideasFor({
      occasion: "baby-shower",
      budget: 60,
      recipient: "my cousin, first baby, a girl, they love camping",
      relationship: "cousin",
      interests: ["camping"],
    });
    expect(ideas.length).toBe(6);
    expect(ideas.filter((idea) => idea.item.category === "outdoors").map((idea) => idea.item.id)).toEqual([]);
  });
});

describe("work away from a desk", () => {
  it("gives the school bus driver nothing made for a desk", () => {
    const ideas = ideasFor({
      occasion: "thank-you",
      budget: 15,
      recipient: "my son's bus driver, end of the school year, she's been so patient",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.some((idea) => idea.item.tags.includes("desk"))).toBe(false);
  });
});
