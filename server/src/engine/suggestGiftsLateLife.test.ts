/**
 * The engine over the real catalog, for people late in life: memory far along or just starting to go, eyes and ears
 * that fail, a love the body no longer allows, a room in assisted living, and a giver who says what they are not.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ideasOf } from "../../testing/ideasFor.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import type { GiftQuery } from "./suggestGifts.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

const ids = (query: GiftQuery): string[] => ideasOf(index, query).map((idea) => idea.item.id);

describe("dementia, far along or early", () => {
  const farAlong = "my great grandma, 96, in a memory care home. dementia is pretty advanced, she lights up with old music";
  const early = "my mom is 76 and was diagnosed with early Alzheimer's. she still lives alone and keeps losing track of what day it is";

  it("gives dementia far along a fidget blanket and the songs of her youth, and no novel or 1,000-piece jigsaw", () => {
    const ideas = ids({ occasion: "Christmas", budget: 50, recipient: farAlong });
    expect(ideas).toContain("sensory-activity-lap-blanket-dementia");
    expect(ideas.some((id) => /glenn-miller|sinatra|ella/.test(id))).toBe(true);
    const structured = ids({ occasion: "Christmas", budget: 50, recipient: farAlong, interests: ["cats", "dementia comfort"] });
    expect(structured).not.toContain("the-guest-cat-by-takashi-hiraide");
    expect(structured).not.toContain("ravensburger-1000-piece-cat-jigsaw-puzzle");
  });

  it("gives early dementia a day clock, not a fidget blanket, and reads 'the day and date' as no box of dates", () => {
    const ideas = ids({ occasion: "Mother's Day", budget: 80, recipient: early });
    expect(ideas).toContain("american-lifetime-day-clock");
    expect(ideas).not.toContain("sensory-activity-lap-blanket-dementia");
    expect(ideas).not.toContain("relish-13-piece-jigsaw-puzzle-for-dementia");
    const structured = ids({ occasion: "Mother's Day", budget: 80, recipient: early, interests: ["knowing the day and date"] });
    expect(structured).toContain("american-lifetime-day-clock");
    expect(structured).not.toContain("joolies-organic-medjool-dates-1lb");
  });
});

describe("eyes, ears and phones", () => {
  it("reads 'doesn't hear the phone ring' as a need, and a cell phone he won't touch as no amplified landline ruled out", () => {
    const recipient =
      "dad is 92 and lives alone. he doesn't hear the phone ring and when he does pick up he can't hear us. he only has a landline, wouldn't touch a cell phone";
    expect(ids({ occasion: "birthday", budget: 100, recipient })).toContain("panasonic-kx-tgm450s-amplified-phone");
  });

  it("reads 'can't work a phone' as no love of phones: photos she sees without doing anything, no phone case", () => {
    const ideas = ids({
      occasion: "Christmas",
      budget: 400,
      recipient:
        "grandma is 86, in a care home. we want her to see photos of the great-grandkids, she can't work a phone and never had a computer",
    });
    expect(ideas).toContain("aura-carver-digital-photo-frame");
    expect(ideas.filter((id) => /phone|screen-protector|kodak-step/.test(id))).toEqual([]);
  });

  it("gives someone who lost most of her sight no jigsaw, and someone who can't read regular print no magazine in it", () => {
    const sight = ids({
      occasion: "Christmas",
      budget: 100,
      recipient: "my aunt, 74, lost most of her sight. she used to paint watercolors",
    });
    expect(sight.filter((id) => /jigsaw|puzzle/.test(id))).toEqual([]);
    const print = ids({
      occasion: "Christmas",
      budget: 150,
      recipient: "my dad, 84, a huge reader of history, but macular degeneration means he can't read regular print anymore",
      interests: ["reading", "history", "low vision"],
    });
    expect(print).not.toContain("smithsonian-magazine-1-year-subscription");
  });
});

describe("a life that has moved on", () => {
  it("gives great-grandparents' 70th anniversary the day's ideas when the model says the day again as an interest", () => {
    const ideas = ids({
      occasion: "anniversary",
      budget: 150,
      recipient: "my great-grandparents are celebrating their 70th wedding anniversary",
      interests: ["70th wedding anniversary", "their marriage"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
  });

  it("gives an angler who can no longer drive to the lake a book about fishing, not a net or a cooler", () => {
    const ideas = ids({
      occasion: "Christmas",
      budget: 40,
      recipient: "my mom's new boyfriend, he's 81. he used to fish a lot but can't drive out to the lake anymore",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((id) => /net|cooler|tackle/.test(id))).toEqual([]);
  });

  it("gives a pie baker with no oven her recipes' binder, not a bread book", () => {
    const ideas = ids({
      occasion: "birthday",
      budget: 50,
      recipient:
        "my grandmother, 88, famous for her pies. she's in assisted living now with no oven and I know she misses baking. something around her recipes",
    });
    expect(ideas).toContain("heirloom-family-recipe-binder");
    expect(ideas.filter((id) => /bread|loaf|forkish/.test(id))).toEqual([]);
  });

  it("gives no bath bomb to someone in assisted living, and no walker tray to a man who hates old person products", () => {
    const moving = ids({
      occasion: "just because",
      budget: 75,
      recipient: "my mother in law is moving into assisted living at 87, she's heartbroken. she loves to relax",
    });
    expect(moving.filter((id) => /bath-bomb/.test(id))).toEqual([]);
    const proud = ids({
      occasion: "birthday",
      budget: 120,
      recipient: "Dad is 79 and uses a walker now. He HATES anything that looks like an old person product, no grabbers. loves the Yankees",
    });
    expect(proud).not.toContain("drive-medical-walker-tray");
  });
});

describe("who is giving", () => {
  it("reads 'I'm a nurse aide' as the giver's job: the resident drawn is no nurse on long shifts", () => {
    const ideas = ideasOf(index, {
      occasion: "Secret Santa",
      budget: 20,
      recipient: "I'm a nurse aide at an assisted living place and we're doing secret santa for the residents, I drew Harold, 93",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("healthcare-workers") || idea.item.tags.includes("nurses"))).toEqual([]);
  });

  it("gives a family whose parents love cooking and wine the parents' things, though the kids' ages are said", () => {
    const ideas = ids({
      occasion: "thank you",
      budget: 80,
      recipient: "I'm an au pair with a family in Spain. the parents love cooking and wine, kids are 4 and 7",
    });
    expect(ideas.filter((id) => /kids|disney/.test(id))).toEqual([]);
  });
});

describe("meals cooked for them", () => {
  it("gives a grandfather of 90 in assisted living no maple syrup or pancake mix", () => {
    const ideas = ids({
      occasion: "holiday",
      budget: 25,
      recipient:
        "my grandpa, he's 90 and in assisted living with a small room, doesn't need more stuff. loves old westerns and Frank Sinatra",
    });
    expect(ideas.filter((id) => index.items.find((item) => item.id === id)?.tags.includes("breakfast"))).toEqual([]);
  });

  it("gives a mother-in-law of 92 who gardened, now in a small assisted-living room, houseplants and no outdoor juniper bonsai", () => {
    const ideas = ids({
      occasion: "birthday",
      budget: 60,
      recipient:
        "My mother-in-law turns 92. She's in assisted living now with a small room and some memory problems. She gardened her whole life and misses it.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas).not.toContain("juniper-bonsai-tree");
  });

  it("gives a grandmother of 80 who watches her soaps no streaming stick nobody said she can use", () => {
    const ideas = ids({
      occasion: "christmas",
      budget: 40,
      recipient:
        "my grandma is 80 and lives alone with her spoiled Yorkshire terrier. she spends the afternoons knitting in front of her soap operas",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((id) => /roku|fire-tv|streaming-stick|chromecast/.test(id))).toEqual([]);
  });
});
