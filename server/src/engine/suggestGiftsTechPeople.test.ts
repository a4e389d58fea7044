/**
 * The engine over the real catalog, for people and their technology: someone against it, a first smartphone at 84,
 * a dad of 70 with a YouTube channel, a streamer whose viewers cannot hear her.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const ids = (ideas: readonly RankedIdea[]) => ideas.map((idea) => idea.item.id);
const tagged = (ideas: readonly RankedIdea[], tag: string) => ideas.filter((idea) => idea.item.tags.includes(tag));

describe("people and their technology", () => {
  it("gives a husband who won't touch anything that needs an app crosswords on paper, not a games subscription", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 75,
      recipient:
        "My husband (58) is proudly anti-technology. Flip phone, no computer, won't touch anything that needs an app or charging. He does the newspaper crossword in pen every morning.",
    });
    expect(ids(ideas)).not.toContain("new-york-times-games-subscription-1-year");
    expect(tagged(ideas, "crosswords").length).toBeGreaterThan(0);
  });

  it("gives a grandpa whose new phone is dead half the time a charger, not stationery for 'the wrong letters'", () => {
    const ideas = ideasFor({
      occasion: "Father's Day",
      budget: 40,
      recipient:
        "Grandpa's 84 and we finally talked him into a smartphone. He jabs at the screen with one big finger and keeps hitting the wrong letters, and it's dead half the time because he forgets to plug it in at night.",
    });
    expect(tagged(ideas, "charging").length).toBeGreaterThan(0);
    expect(tagged(ideas, "stationery")).toEqual([]);
  });

  it("gives a dad of 70 who films a YouTube channel on his phone a microphone, not cinema and streaming cards", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 100,
      recipient:
        "My dad is 70 and started a YouTube channel fixing old lawnmowers in his garage. He films everything on his phone propped up against a gas can and the audio is mostly the air compressor lol",
    });
    expect(ids(ideas)).toContain("dji-mic-mini-wireless-microphone");
    expect(tagged(ideas, "movies")).toEqual([]);
    expect(tagged(ideas, "streaming").filter((idea) => idea.item.is.includes("subscription"))).toEqual([]);
  });

  it("reads viewers who can barely hear a streamer as no hearing loss of hers", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 150,
      recipient:
        "My niece is 19 and just started streaming on Twitch. She's using her laptop's built-in mic and chat keeps telling her they can barely hear her.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(tagged(ideas, "hearing")).toEqual([]);
  });

  it("gives a 12-year-old who borrows her mother's phone for pictures a camera of her own, not a camera's strap or a photo drive", () => {
    const ideas = ideasFor({
      occasion: "Birthday",
      budget: 150,
      recipient: "my 12 year old granddaughter wants to be a photographer, she keeps borrowing her mom's phone to take pictures",
    });
    expect(tagged(ideas, "camera").length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.requires.includes("camera"))).toEqual([]);
    expect(tagged(ideas, "data-storage")).toEqual([]);
    // Her mother's phone is no love of phones of her own.
    expect(tagged(ideas, "charging")).toEqual([]);
  });

  it("gives a stepdad new to film photography with an old Canon AE-1 film, not a second camera", () => {
    const ideas = ideasFor({
      occasion: "Father's Day",
      budget: 120,
      recipient: "my stepdad. He just got into film photography with an old Canon AE-1 he found at a flea market",
    });
    expect(tagged(ideas, "film-photography").length).toBeGreaterThan(0);
    expect(tagged(ideas, "camera")).toEqual([]);
  });

  it("gives a 90-year-old sharper than the giver, on her iPad every morning, no beginner's iPad guide or easy crosswords", () => {
    const ideas = ideasFor({
      occasion: "Birthday",
      budget: 50,
      recipient:
        "My grandma is turning 90 but honestly she's sharper than me. She plays online Scrabble, does the NYT crossword on her iPad every morning and texts more than my friends do.",
      interests: ["word games", "crosswords", "Scrabble", "iPad"],
    });
    expect(tagged(ideas, "crosswords").length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => /\bfor\s+(?:seniors|dummies)\b|\beasy\b/i.test(idea.item.name))).toEqual([]);
    expect(tagged(ideas, "large-buttons")).toEqual([]);
  });

  it("keeps a photo frame the family fills for grandparents who cannot work smartphone apps", () => {
    const ideas = ideasFor({
      occasion: "missing you",
      budget: 150,
      recipient:
        "My grandparents are both in their late 80s and live 3 states away. Neither of them can work a smartphone, but they love seeing pictures of the great-grandkids.",
      age: 87,
      interests: ["family photos", "great-grandchildren"],
      avoid: ["smartphones", "smartphone apps"],
    });
    expect(ids(ideas)).toContain("aura-carver-digital-photo-frame");
  });
});

describe("what they do with a phone, and around it", () => {
  it("gives a teen getting off her phone no phone grip or battery", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 60,
      recipient:
        "My 15 year old deleted TikTok and Instagram ALL ON HER OWN. Since then she's been journaling, reading a ton and taking pictures on our walks. I really want to encourage the off-her-phone thing.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(tagged(ideas, "phone")).toEqual([]);
  });

  it("gives a Catan player who owns literally every expansion no expansion", () => {
    const ideas = ideasFor({
      occasion: "Father's Day",
      budget: 80,
      recipient:
        "My dad (62) has been playing Catan since the 90s and owns literally every expansion, even the weird ones. He wants something new.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(tagged(ideas, "expansion")).toEqual([]);
  });

  it("thanks a teen who taught a grandma her iPhone with basketball things, not teacher's pens or money books", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 25,
      recipient:
        "Thank you gift for our neighbor's kid Dev (16), who spent three afternoons patiently teaching my mom (80) how to use her new iPhone and flat out refused to take any money. He plays basketball.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.tags).toContain("basketball");
  });

  it("gives a host whose poker chips are busted a chip set", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient:
        "My buddy Tony hosts poker night every other Friday in his garage. Still using a busted plastic chip set and cards that are bent and sticky.",
    });
    expect(ids(ideas)).toContain("poker-chip-set-300-clay-composite");
  });
});

describe("what is said in passing about a home or a hobby", () => {
  it("gives a couple whose home is already fully stocked no towels or wall clock", () => {
    const ideas = ideasFor({
      occasion: "wedding",
      budget: 150,
      recipient:
        "Cousin and her fiancé, both mid-40s, second marriage for each. Home is already fully stocked. They spend weekends camping in their Airstream and are big into board games.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => /\b(?:towels?|clock)\b/i.test(idea.item.name) || idea.item.is.includes("decor"))).toEqual([]);
  });

  it("reads a skater who films and edits skate clips as no film buff and no roller skater", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 60,
      recipient: "Stepson, 15. Skateboards constantly; films and edits skate clips on his phone.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => idea.item.tags.includes("movies") || /roller/i.test(idea.item.name))).toEqual([]);
  });
});

describe("a desk's cables", () => {
  it("gives a developer whose desk is a nest of tangled cables cable ties, not a jewelry case", () => {
    const ideas = ideasFor({
      occasion: "Secret Santa",
      budget: 20,
      recipient:
        "Secret Santa at work, $20 max. I got Priyanka, one of our backend devs. She keeps a rubber duck on her monitor for debugging, her desk is a nest of tangled cables, and she's type 1 diabetic so no candy please",
    });
    expect(ids(ideas)).toContain("velcro-one-wrap-cable-ties-100");
    expect(tagged(ideas, "jewelry")).toEqual([]);
  });
});

describe("the games they play", () => {
  it("gives a niece who streams Stardew Valley and Animal Crossing no copy of either", () => {
    const ideas = ideasFor({
      occasion: "Christmas",
      budget: 150,
      recipient: "My niece is 19 and just started streaming on Twitch, cozy stuff like Stardew Valley and Animal Crossing.",
      interests: ["streaming on Twitch", "cozy video games", "Stardew Valley", "Animal Crossing"],
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => /stardew|animal crossing/i.test(idea.item.name))).toEqual([]);
  });
});
