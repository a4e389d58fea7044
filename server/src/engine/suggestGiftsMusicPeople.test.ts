/**
 * The engine over the real catalog, for musicians and listeners: what a player has plenty of, players of
 * instruments the catalog has nothing for, and gear made for players kept from those who only listen.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);
const violinGear = (ideas: readonly RankedIdea[]) => ideas.filter((idea) => idea.item.tags.includes("violin"));

describe("what a player has plenty of", () => {
  it("gives a man who just started learning guitar no second guitar; a boy who wants to learn, or a wife whose old one is worn, a guitar", () => {
    const isAGuitar = (idea: RankedIdea) => /(?:guitar|stratocaster|acoustic)(?:\s+pack)?$/i.test(idea.item.name);
    const learning = ideasFor({
      occasion: "Birthday",
      budget: 150,
      recipient: "boyfriend turning 35, huge Formula 1 fan and he just started learning guitar",
    });
    expect(learning.filter((idea) => idea.item.tags.includes("guitar")).length).toBeGreaterThan(0);
    expect(learning.filter(isAGuitar)).toEqual([]);
    expect(
      ideasFor({ occasion: "Birthday", budget: 250, recipient: "my son is 13 and wants to learn guitar" }).filter(isAGuitar).length,
    ).toBeGreaterThan(0);
    const backInto = ideasFor({
      occasion: "Christmas",
      budget: 500,
      recipient:
        "For my wife. She keeps saying she wants to get back into playing guitar, she played all through college but her old acoustic is in rough shape.",
    });
    expect(backInto.filter(isAGuitar).length).toBeGreaterThan(0);
  });

  it("gives a drummer with hundreds of drumsticks no sticks, bundled rods included, in either form", () => {
    const recipient = "my husband plays drums in a cover band on weekends. he has literally hundreds of drumsticks so please not those";
    for (const fields of [{}, { relationship: "husband", interests: ["drumming", "cover band"], avoid: ["drumsticks"] }]) {
      const ideas = ideasFor({ occasion: "anniversary", budget: 150, recipient, ...fields });
      expect(ids(ideas)).not.toContain("promark-hot-rods");
      expect(ids(ideas).filter((id) => id.includes("drumstick"))).toEqual([]);
      expect(ideas.some((idea) => idea.item.tags.includes("drums"))).toBe(true);
    }
  });

  it("reads 'already owns like 5 pairs of headphones so not those' as no headphones or earbuds", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 70,
      recipient:
        "my friend is a huge music nerd who just moved into his first apartment, he already owns like 5 pairs of headphones so not those",
    });
    expect(ideas.filter((idea) => /headphone|earbud/i.test(`${idea.item.name} ${idea.item.tags.join(" ")}`))).toEqual([]);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
  });
});

describe("instruments", () => {
  it("gives a guitarist in a band who just started running no beginner's guitar pack, in either form", () => {
    const recipient = "my husband turns 40. he plays guitar in a dad-rock cover band and just started running";
    for (const fields of [{}, { relationship: "husband", age: 40, interests: ["guitar", "cover band", "running"] }]) {
      const ideas = ideasFor({ occasion: "birthday", budget: 300, recipient, ...fields });
      expect(ideas.filter((idea) => idea.item.tags.includes("guitar") && idea.item.tags.includes("beginner"))).toEqual([]);
      expect(ideas.some((idea) => idea.item.tags.includes("guitar"))).toBe(true);
      expect(ideas.some((idea) => idea.item.tags.includes("running"))).toBe(true);
    }
  });

  it("gives a flautist and a trombonist who met in an orchestra no violin strings or shoulder rest", () => {
    const recipient = "two friends who met in a community orchestra, she plays flute and he plays trombone";
    for (const fields of [{}, { relationship: "friends", interests: ["orchestra", "classical music"] }]) {
      expect(violinGear(ideasFor({ occasion: "wedding", budget: 150, recipient, ...fields }))).toEqual([]);
    }
  });

  it("keeps violin rosin from a grandmother who listens to tangos on the kitchen radio", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "my grandmother turns 80, she loves listening to boleros and tangos on the kitchen radio",
      age: 80,
      relationship: "grandmother",
      interests: ["boleros and tango music", "listening to the radio"],
    });
    expect(violinGear(ideas)).toEqual([]);
  });
});

describe("quiet", () => {
  it("gives a 12-year-old who wants drums, whose mother forbids anything loud, a practice pad and no sticks", () => {
    const recipient = "my nephew, 12, desperately wants a drum kit but my sister will kill me if I give him anything loud";
    for (const fields of [{}, { age: 12, relationship: "nephew", interests: ["drums"], avoid: ["loud things"] }]) {
      const ideas = ideasFor({ occasion: "birthday", budget: 75, recipient, ...fields });
      expect(ids(ideas)).toContain("evans-realfeel-12in-practice-pad");
      expect(ids(ideas)).not.toContain("vic-firth-american-classic-5a-drumsticks");
    }
  });

  it("gives someone who wants a quiet instrument to learn, and no loud ones, a thumb piano rather than earplugs", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 80,
      recipient: "my sister, 24, keeps saying she wants to learn an instrument but she lives in a tiny studio with paper-thin walls",
      age: 24,
      relationship: "sister",
      interests: ["learning an instrument", "quiet practice"],
      avoid: ["clutter", "loud instruments"],
    });
    expect(ids(ideas)).toContain("kalimba-thumb-piano");
    expect(ideas.filter((idea) => idea.item.tags.includes("drums") || /quiet/i.test(idea.item.name))).toEqual([]);
  });
});

describe("listening, playing and singing", () => {
  it("reads 'plays classical guitar' as a guitarist, no classic novels or board games", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 120,
      recipient: "my grandson, he's 34 now, plays classical guitar very seriously, practices every day",
    });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.tags.some((tag) => tag.includes("guitar"))).toBe(true);
  });

  it("gives a husband whose old car has no Bluetooth a way to play his own music in it", () => {
    const recipient =
      "my husband drives an old 2006 Corolla with no bluetooth, just the radio and a CD player, and he has a long commute and is sick of the radio ads";
    for (const fields of [{}, { relationship: "husband", interests: ["listening to his own music in the car"], avoid: ["radio ads"] }]) {
      expect(ids(ideasFor({ occasion: "just because", budget: 30, recipient, ...fields }))[0]).toBe("nulaxy-km18-bluetooth-fm-transmitter");
    }
  });

  it("gives a choir singer whose throat is dry and scratchy after rehearsals throat care, not a crucifix", () => {
    const ideas = ideasFor({
      occasion: "Mother's Day",
      budget: 45,
      recipient: "my mom sings alto in her church choir and always complains her throat is dry and scratchy after rehearsals",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("throat-care")).length).toBeGreaterThanOrEqual(2);
  });

  it("reads season tickets to the Met as tickets she has, so an opera lover's boss gets opera and no comedy club", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 60,
      recipient: "my boss loves opera, she has season tickets to the Met. nothing too personal please",
    });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.tags).toContain("opera");
  });

  it("reads 'ears ring for days' and summer festivals as a concertgoer's, no hearing aids or beach toys", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 35,
      recipient: "my best friend goes to like 40 concerts a year and all the summer festivals, and her ears ring for days after every show",
    });
    expect(ids(ideas)).toContain("loop-experience-2-earplugs");
    expect(ideas.filter((idea) => idea.item.tags.includes("summer") || idea.item.tags.includes("hearing"))).toEqual([]);
  });
});

describe("past the basics, said by practice", () => {
  it("reads a guitarist who plays very seriously and practices every day as past a beginner's lessons and guitar", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 120,
      recipient: "my grandson, he's 34 now, plays classical guitar very seriously, practices every day",
    });
    expect(ids(ideas)).not.toContain("fender-play-annual-subscription");
    expect(ids(ideas)).not.toContain("jasmine-s35-acoustic-guitar");
  });
});

describe("a player, and a teacher of lessons", () => {
  it("gives a grandson who plays guitar, off to college for the first time, no beginner's guitar method", () => {
    const given = ids(
      ideasFor({
        occasion: "Graduation",
        budget: 100,
        recipient:
          "my grandson is graduating high school and going to college in Boston in the fall, first time living away from home. he plays guitar",
      }),
    );
    expect(given).toContain("kyser-quick-change-capo");
    expect(given).not.toContain("hal-leonard-guitar-method-book-1");
  });

  it("gives a piano teacher at the end of the school year piano things, not a classroom's grading pens", () => {
    const ideas = ideasFor({
      occasion: "Thank you",
      budget: 25,
      recipient: "my daughter's piano teacher, end of the school year. she's been teaching her for 3 years",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("piano"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("teachers"))).toEqual([]);
    // Nor a player's pop songbook or budget earbuds: she teaches from her own music.
    expect(ideas.filter((idea) => idea.item.id === "hal-leonard-best-songs-ever-piano" || idea.item.tags.includes("headphones"))).toEqual(
      [],
    );
  });
});

describe("a first of a thing, not of the love", () => {
  it("gives a boy who plays guitar all day and just got his first electric one no beginner's method", () => {
    const given = ids(
      ideasFor({
        occasion: "Christmas",
        budget: 40,
        recipient: "my 17 year old son, he plays guitar literally all day. has an acoustic and just got his first electric one",
      }),
    );
    expect(given).toContain("kyser-quick-change-capo");
    expect(given).not.toContain("hal-leonard-guitar-method-book-1");
  });

  it("gives a photographer who just got her first record player no beginner's photography class", () => {
    const given = ids(
      ideasFor({
        occasion: "Birthday",
        budget: 500,
        recipient:
          "my girlfriend turning 25. she's a photographer (shoots Fujifilm), just got her first record player and is really into vinyl",
      }),
    );
    expect(given).toContain("vinyl-me-please-record-of-the-month-3-months");
    expect(given).not.toContain("beginner-photography-class-3-hours");
  });
});
