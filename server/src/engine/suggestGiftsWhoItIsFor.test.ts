/**
 * The engine over the real catalog, for requests that name someone beside the recipient: a baby on a parent's own
 * day, a baby coming or lost, a child from their child's class, a child's own graduation.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ideasOf } from "../../testing/ideasFor.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import { readRequest } from "./readRequest.ts";
import type { GiftQuery, RankedIdea } from "./suggestGifts.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

const ideasFor = (query: GiftQuery): readonly RankedIdea[] => ideasOf(index, query);

describe("a new parent on their own day", () => {
  const firstMothersDay = { occasion: "mothers-day", budget: 50, recipient: "my wife, first Mother's Day, our baby is 4 months old" };

  it("reads the baby's age in months as the baby's, not the mother's", () => {
    expect(readRequest(index, firstMothersDay).age).toEqual({ min: 21, max: 120 });
    expect(readRequest(index, { ...firstMothersDay, relationship: "wife" }).baby).toBe(false);
  });

  it("gives the mother keepsakes of the baby's first year, not the baby's toys or a grandmother's journal", () => {
    for (const query of [firstMothersDay, { ...firstMothersDay, relationship: "wife" }]) {
      const ideas = ideasFor(query);
      expect(ideas.filter((idea) => idea.item.tags.includes("new-parents")).length).toBeGreaterThanOrEqual(2);
      expect(ideas.some((idea) => idea.item.audience.includes("kid") || idea.item.ages.max < 18)).toBe(false);
      expect(ideas.some((idea) => idea.item.tags.includes("grandparent-only"))).toBe(false);
    }
  });

  it("keeps a grandmother's journal for a grandmother", () => {
    const ids = ideasFor({
      occasion: "mothers-day",
      budget: 20,
      recipient: "my grandma who loves telling stories about the old days",
      relationship: "grandmother",
      interests: ["family history"],
    }).map((idea) => idea.item.id);
    expect(ids).toContain("grandma-tell-me-your-story-journal");
  });
});

describe("a child from their child's class", () => {
  it("gives a kindergartner from a daughter's class a child's things, and reads no love of classes", () => {
    const reading = readRequest(index, { occasion: "birthday", recipient: "a boy in my daughter's kindergarten class" });
    expect(reading.relation?.noun).toBe("classmate");
    expect(reading.interests).toEqual([]);
    expect(reading.age).toEqual({ min: 5, max: 6 });
    const ideas = ideasFor({ occasion: "birthday", budget: 20, recipient: "a boy in my daughter's kindergarten class" });
    expect(ideas.length).toBe(6);
    expect(ideas.every((idea) => idea.item.ages.min <= 6 && idea.item.ages.max >= 5)).toBe(true);
  });
});

describe("a baby who is coming, or who was lost", () => {
  it("gives a family who lost their baby a condolence's comfort, and nothing for a baby", () => {
    const query = { occasion: "sympathy", budget: 50, recipient: "a family in our church who lost their baby" };
    expect(readRequest(index, query).baby).toBe(false);
    const ideas = ideasFor(query);
    expect(ideas.length).toBe(6);
    expect(ideas.some((idea) => idea.item.category === "baby" || idea.item.tags.includes("new-parents"))).toBe(false);
  });

  it("gives a 3-year-old about to become a big sister her own things for it, not a grown-up's rest or the baby's things", () => {
    const ideas = ideasFor({
      occasion: "holiday",
      budget: 50,
      recipient: "my 3 year old who is about to become a big sister, something for her when the baby comes",
    });
    const ids = ideas.map((idea) => idea.item.id);
    expect(ids).toContain("im-a-big-sister-joanna-cole");
    expect(ids).not.toContain("im-a-big-brother-joanna-cole");
    expect(ideas.every((idea) => idea.item.tags.includes("new-sibling"))).toBe(true);
  });

  it("reads a son's kindergarten graduation as his, and gives him no team pennant picked blind", () => {
    const query = { occasion: "graduation", budget: 25, recipient: "my son's kindergarten graduation" };
    expect(readRequest(index, query).relation?.noun).toBe("son");
    expect(ideasFor(query).some((idea) => idea.item.tags.includes("sports-fan"))).toBe(false);
  });
});

describe("the parents' loves at a baby shower", () => {
  it("gives readers and campers expecting their first the baby's books, not a novel box set for them", () => {
    const ideas = ideasFor({
      occasion: "baby-shower",
      budget: 80,
      recipient:
        "My cousin and her husband are expecting their first. They're both big readers and really outdoorsy, they go camping every summer",
      relationship: "cousin",
      interests: ["reading", "camping"],
    });
    expect(readRequest(index, { occasion: "baby-shower", recipient: "my cousin", interests: ["reading"] }).interests[0]?.concepts).toEqual([
      "baby",
    ]);
    expect(ideas.some((idea) => idea.item.ages.min <= 1)).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("fiction"))).toEqual([]);
  });
});

describe("a new baby whose parents have every baby thing", () => {
  const thirdBaby = {
    occasion: "new baby",
    budget: 100,
    recipient:
      "Friends of ours just had their third baby. They kept every single baby thing from the first two and said they need nothing. The hardest part is getting dinner on the table with a newborn.",
  };

  it("reads the gift as the parents' own, with nothing for the baby", () => {
    for (const query of [
      thirdBaby,
      { ...thirdBaby, relationship: "friends", interests: ["easy dinners", "new parents"], avoid: ["baby gear"] },
    ]) {
      const reading = readRequest(index, query);
      expect(reading.forTheParents).toBe(true);
      expect(reading.age?.min).toBeGreaterThanOrEqual(18);
      const ideas = ideasFor(query);
      expect(ideas.filter((idea) => idea.item.tags.includes("takeout")).length).toBeGreaterThanOrEqual(2);
      expect(ideas.filter((idea) => idea.item.category === "baby" || idea.item.ages.max < 18 || idea.item.tags.includes("baby"))).toEqual(
        [],
      );
    }
  });

  it("reads 'she has literally everything from the first one' as the baby provided for", () => {
    const query = {
      occasion: "new baby",
      budget: 80,
      recipient:
        "my sister just had her second baby. she has literally everything from the first one so no baby clothes please, she's just exhausted",
    };
    expect(readRequest(index, query).forTheParents).toBe(true);
    expect(ideasFor(query).filter((idea) => idea.item.category === "baby")).toEqual([]);
  });

  it("gives a shower before the baby comes no strong coffee or snack bars for the parents", () => {
    for (const query of [
      {
        occasion: "baby shower",
        budget: 70,
        recipient: "Baby shower for my cousin, she's expecting twins. She really doesn't want plastic toys.",
      },
      {
        occasion: "baby shower",
        budget: 70,
        recipient: "my cousin",
        relationship: "cousin",
        interests: ["twins"],
        avoid: ["plastic toys"],
      },
    ]) {
      const fuel = ideasFor(query).filter((idea) => idea.item.tags.includes("coffee") || idea.item.tags.includes("busy-parents"));
      expect(fuel.filter((idea) => idea.item.is.includes("food") || idea.item.is.includes("drink"))).toEqual([]);
    }
  });

  it("gives a new grandparent what is made for grandparents, not the parents' supplies", () => {
    const query = { occasion: "new baby", budget: 100, recipient: "my mom just became a grandma for the first time" };
    const ideas = ideasFor(query);
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.every((idea) => idea.item.tags.includes("new-grandparents"))).toBe(true);
  });

  it("still gives the baby's things when the parents named nothing of the kind", () => {
    const query = { occasion: "new baby", budget: 60, recipient: "my coworker just had her first baby" };
    expect(readRequest(index, query).forTheParents).toBe(false);
    expect(ideasFor(query).some((idea) => idea.item.category === "baby")).toBe(true);
  });
});

describe("one gift for a whole household with one child", () => {
  const adoption =
    "My brother and his husband just finalized the adoption of a 6 year old girl. I'd like one gift for the three of them as a new family. She's crazy about animals and drawing.";

  it("reads the child's age as the family's, and gives what the three can share, not an artist's markers", () => {
    const reading = readRequest(index, { occasion: "congratulations", recipient: adoption });
    expect(reading.family).toEqual({ min: 6, max: 6 });
    const ideas = ideasFor({ occasion: "congratulations", budget: 100, recipient: adoption });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.ages.min > 6 || idea.item.ages.max < 18)).toEqual([]);
  });

  it("keeps a gift for the brother alone when only his child is mentioned", () => {
    const reading = readRequest(index, {
      occasion: "birthday",
      recipient: "my brother, who has a 6 year old son, loves fishing",
    });
    expect(reading.family).toBeUndefined();
  });
});

describe("someone caring for a parent", () => {
  const carer =
    "For our anniversary: my partner's mom moved in with us after her dementia diagnosis and my partner has basically become her full-time carer. She hasn't done one thing just for herself in months.";

  it("reads our anniversary as the partner's, and the dementia as the mother's", () => {
    const reading = readRequest(index, { occasion: "anniversary", recipient: carer });
    expect(reading.relation?.noun).toBe("partner");
    expect(reading.interests.flatMap((interest) => interest.concepts)).toEqual(["caregiver"]);
  });

  it("reads 'my old man' on our 3rd wedding anniversary as the partner, and gives his leather year riding gloves", () => {
    const text =
      "Looking for something for my old man for our 3rd wedding anniversary, he's 35. It's the leather year, which works out because he rides a '78 Honda CB he rebuilt himself and he's been wearing the same cracked gloves for years.";
    expect(readRequest(index, { occasion: "anniversary", recipient: text }).relation?.noun).toBe("partner");
    const ideas = ideasFor({ occasion: "anniversary", budget: 150, recipient: text });
    expect(ideas.map((idea) => idea.item.id)).toContain("alpinestars-sp-8-v3-leather-motorcycle-gloves");
    expect(ideas.filter((idea) => idea.item.tags.includes("fitness"))).toEqual([]);
  });

  it("gives the carer her own rest, nothing made for dementia", () => {
    const ideas = ideasFor({ occasion: "anniversary", budget: 150, recipient: carer });
    expect(ideas.filter((idea) => idea.item.tags.includes("caregiver")).length).toBeGreaterThanOrEqual(3);
    expect(ideas.filter((idea) => idea.item.tags.includes("dementia"))).toEqual([]);
  });
});

describe("a hand in a cast", () => {
  it("gives an illustrator whose drawing wrist is broken no art supplies for the six weeks", () => {
    const ideas = ideasFor({
      occasion: "get well",
      budget: 40,
      recipient: "my friend broke her right wrist snowboarding and is in a cast for 6 weeks. she's an illustrator and loves audiobooks",
      interests: ["illustration", "audiobooks"],
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.category === "art-crafts")).toEqual([]);
  });
});

describe("hands that shake, a memory failing, an old car", () => {
  it("gives a grandfather whose hands shake with Parkinson's no coffee to grind, pour or press by hand", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "my grandpa, 83, loves his coffee and dominoes, but since the Parkinson's his hands shake",
      interests: ["coffee", "dominoes"],
    });
    expect(
      ideas.filter((idea) => /grinder|mill|pour[- ]over|french press|aeropress|chemex/i.test(`${idea.item.name} ${idea.item.id}`)),
    ).toEqual([]);
    expect(ideas.some((idea) => idea.item.tags.includes("dominoes") || idea.item.tags.includes("tremor"))).toBe(true);
  });

  it("gives a great-grandmother in memory care, once a seamstress, no shears or cutters", () => {
    const ideas = ideasFor({
      occasion: "mothers-day",
      budget: 40,
      recipient: "my great-grandmother, 95, in memory care with dementia. She was a seamstress her whole life",
      interests: ["sewing", "dementia-friendly activities"],
    });
    expect(ideas.filter((idea) => /shears|scissors|cutter|knife/i.test(idea.item.name))).toEqual([]);
  });

  it("gives no OBD-II code reader for a '67 Mustang", () => {
    const ideas = ideasFor({
      occasion: "retirement",
      budget: 120,
      recipient: "my dad is retiring and finally going to finish restoring his '67 Mustang",
      interests: ["classic car restoration", "cars"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("obd2"))).toEqual([]);
  });
});

describe("a mother-to-be who wants no more stuff for the baby", () => {
  it("gives her own comfort (a pregnancy pillow, audiobooks), not a stack of things for a minimalist", () => {
    const ideas = ideasFor({
      occasion: "baby shower",
      budget: 60,
      recipient: "my friend is having her second baby, they have literally all the baby gear so please no more stuff for the baby",
      relationship: "friend",
      interests: ["audiobooks", "sleeping better while pregnant", "back pain relief"],
      avoid: ["stuff for the baby"],
    });
    expect(ideas.length).toBe(6);
    expect(
      ideas.filter((idea) => idea.item.tags.includes("pregnancy") || idea.item.tags.includes("audiobooks")).length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("an arm in a sling, a driver's cab", () => {
  it("gives a mother facing six weeks in a sling what opens with one hand", () => {
    const ideas = ideasFor({
      occasion: "get well",
      budget: 50,
      recipient:
        "My mom (66) is getting her rotator cuff repaired and will be in a sling for six weeks. She's grumbling she won't be able to do her own hair or open anything.",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("one-handed"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("hair"))).toEqual([]);
  });

  it("gives a hockey coach whose hands freeze on the bench no heated desk pad", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 60,
      recipient: "my son's hockey coach is always complaining that his hands freeze on the bench at 6am practice",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("cold-hands"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("desk"))).toEqual([]);
  });

  it("gives a long-haul trucker a travel mug, not a desk mug warmer", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 80,
      recipient: "Dad's a long-haul trucker, gone two weeks at a time, lives on gas station coffee",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("keeping-drinks-hot"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("desk"))).toEqual([]);
  });
});

describe("rain ahead", () => {
  it("gives a friend moving to rainy Seattle no ice cleats", () => {
    const ideas = ideasFor({
      occasion: "going away",
      budget: 70,
      recipient: "my best friend is moving to Seattle, worried about her first winter, she doesn't own a single piece of rain gear",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("ice"))).toEqual([]);
  });
});

describe("an age the law asks for", () => {
  it("gives the 62-and-over lifetime parks pass only to someone said to be that old", () => {
    const pass = "america-the-beautiful-senior-lifetime-pass";
    const wife = ideasFor({ occasion: "anniversary", budget: 150, recipient: "my wife loves national parks" });
    expect(wife.map((idea) => idea.item.id)).not.toContain(pass);
    const dad = ideasFor({ occasion: "birthday", budget: 100, recipient: "my dad is turning 65 and loves national parks" });
    expect(dad.map((idea) => idea.item.id)).toContain(pass);
  });
});

describe("a crew's thank-you", () => {
  it("gives the night-shift nurses of a ward treats for their break room, not each a sleep mask", () => {
    const ideas = ideasFor({
      occasion: "thank-you",
      budget: 80,
      recipient:
        "The night shift nurses on the cardiac floor took such good care of my dad. I want to drop off something for the whole crew to enjoy in their break room.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => idea.item.tags.includes("sleep") || idea.item.tags.includes("day-sleep"))).toEqual([]);
  });
});

describe("a household's festival", () => {
  it("gives in-laws hosting Diwali, who share everything as a family, the festival's sweets and diyas", () => {
    const ideas = ideasFor({
      occasion: "diwali",
      budget: 80,
      recipient: "We're spending Diwali with my husband's family for the first time. Everyone's vegetarian, no eggs, no alcohol.",
      relationship: "in-laws",
      interests: ["family activities", "sharing", "Diwali"],
      avoid: ["meat", "eggs", "alcohol"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("diwali")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("a wedding's couple", () => {
  it("are grown-ups: no chemistry set for 10- to 15-year-olds for chemistry teachers marrying", () => {
    const ideas = ideasFor({
      occasion: "wedding",
      budget: 120,
      recipient: "wedding gift for my cousin and his fiancée, they both teach high school chemistry and bake sourdough",
      interests: ["chemistry", "sourdough baking"],
    });
    expect(ideas.filter((idea) => idea.item.ages.max < 18)).toEqual([]);
  });
});

describe("new parents' own need at the baby's occasion", () => {
  it("gives friends whose hardest part is dinner with a newborn a meal delivery card", () => {
    const ideas = ideasFor({
      occasion: "baby-shower",
      budget: 100,
      recipient:
        "Friends of ours just had their third baby. They kept every single baby thing and said they need nothing. The hardest part is getting dinner on the table.",
      relationship: "friends",
      interests: ["easy dinners", "help around the house", "new parents"],
      avoid: ["baby gear"],
    });
    expect(ideas.some((idea) => idea.item.tags.includes("takeout") || idea.item.id.startsWith("doordash"))).toBe(true);
  });
});

describe("a friend's dog died", () => {
  it("gets keepsakes of the dog, not only the comforts any mourner gets", () => {
    const ideas = ideasFor({
      occasion: "sympathy",
      budget: 50,
      recipient: "my best friend whose dog of 14 years died last week",
      relationship: "friend",
      interests: ["remembering her dog", "comfort while grieving"],
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("pet-loss")).length).toBeGreaterThanOrEqual(4);
  });
});

describe("a church organist in memory care", () => {
  it("gets hymns, the faith her church music says, and things made for a failing memory", () => {
    const ideas = ideasFor({
      occasion: "holiday",
      budget: 50,
      recipient:
        "My great-aunt is 93 and lives in a memory care unit now. She doesn't always know who we are anymore, but she lights up whenever there's music. She played the organ at her church for over 50 years.",
    });
    expect(ideas.some((idea) => idea.item.tags.includes("hymns"))).toBe(true);
    expect(ideas.some((idea) => idea.item.tags.includes("dementia"))).toBe(true);
    expect(ideas.filter((idea) => idea.item.tags.includes("planner") || idea.item.tags.includes("office"))).toEqual([]);
  });
});

describe("a teenager nearly grown", () => {
  const latteArtist = { occasion: "christmas", budget: 50, recipient: "my stepdaughter", age: 17, interests: ["coffee", "latte art"] };

  it("gives a 17-year-old who practises latte art the grown-up's milk pitcher her love needs", () => {
    const ideas = ideasFor(latteArtist);
    expect(ideas.some((idea) => idea.item.tags.includes("latte-art"))).toBe(true);
  });

  it("keeps a 14-year-old to what is made for the young", () => {
    const ideas = ideasFor({ ...latteArtist, age: 14 });
    expect(ideas.every((idea) => idea.item.audience.some((audience) => audience !== "adult" && audience !== "senior"))).toBe(true);
  });
});

describe("a child whose love the catalog has little for", () => {
  it("gives a 9-year-old who embroiders stitching for a child, and no franchise nobody named as a filler", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 50,
      recipient: "my daughter turns 9, her grandma taught her to embroider this summer",
      age: 9,
      interests: ["embroidery"],
    });
    expect(ideas.some((idea) => idea.item.tags.includes("embroidery"))).toBe(true);
    expect(ideas.some((idea) => idea.item.tags.includes("minecraft"))).toBe(false);
  });

  it("fills a 10-year-old magician's $15 stocking with magic, and a teenager's blind stocking with none", () => {
    const magician = ideasFor({ occasion: "christmas", budget: 15, recipient: "my 10 year old son", age: 10, interests: ["magic tricks"] });
    expect(magician.length).toBeGreaterThan(0);
    expect(magician.every((idea) => idea.item.tags.includes("magic-tricks"))).toBe(true);
    const blind = ideasFor({ occasion: "christmas", budget: 20, recipient: "stocking stuffer for my teenage daughter", age: 15 });
    expect(blind.some((idea) => idea.item.tags.includes("magic-tricks"))).toBe(false);
  });

  it("reads a reef tank or a saltwater fish tank as a saltwater tank of their own (no plants for a freshwater one), and Magic by name", () => {
    const reading = readRequest(index, { occasion: "thank-you", recipient: "our neighbor keeps a 120 gallon reef tank" });
    expect(reading.interests.flatMap((interest) => interest.concepts)).toContain("reef-aquarium");
    expect(reading.has.has("aquarium")).toBe(true);
    const recipient = "my 16 yo daughter has a saltwater fish tank in her room that she takes care of herself";
    const ideas = ideasOf(index, { occasion: "birthday", budget: 35, recipient });
    expect(ideas.filter((idea) => idea.item.tags.includes("freshwater-aquarium"))).toEqual([]);
    expect(ideas.some((idea) => idea.item.tags.includes("reef-aquarium"))).toBe(true);
    const magic = readRequest(index, { occasion: "birthday", recipient: "my brother plays Commander format every friday" });
    expect(magic.interests.flatMap((interest) => interest.concepts)).toContain("magic-the-gathering");
  });
});

describe("a parent-to-be's own gift", () => {
  it("says a dad-to-be's own care is his", () => {
    const reading = readRequest(index, {
      occasion: "christmas",
      recipient: "my little brother, he and his wife are due with their first in March. I want something for HIM, not for the baby.",
      relationship: "brother",
    });
    const phrases = reading.interests.map((interest) => interest.phrase);
    expect(phrases).not.toContain("some care of her own");
    expect(phrases.every((phrase) => !/\bher\b/.test(phrase))).toBe(true);
  });
});

describe("a doctor or a therapist thanked by a patient", () => {
  it("gives an oncologist who runs marathons runner's and coffee things, nothing for the giver's chemo", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 50,
      recipient:
        "I just finished chemo and I'm in remission! I want to get something for my oncologist, she's a serious marathon runner and always has a coffee in hand.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    for (const idea of ideas)
      expect(
        idea.item.tags.filter((tag) => ["chemo", "get-well", "recovery"].includes(tag)),
        idea.item.id,
      ).toEqual([]);
  });

  it("reads 'got me walking normally again' as the giver's walking, not the therapist's", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 20,
      recipient: "My physical therapist got me walking normally again after ACL surgery. He's a huge Star Wars nerd.",
    });
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.item.tags, idea.item.id).toContain("star-wars");
  });
});

describe("said about the past, not the person now", () => {
  it("reads 'best friend since 3rd grade' as when the friendship began, not as an 8-year-old", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 75,
      recipient:
        "my maid of honor, best friend since 3rd grade. she planned my whole bachelorette while working night shifts as an ER nurse, always complains her feet are killing her. she doesn't drink",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of ideas) expect(idea.item.ages.max).toBeGreaterThanOrEqual(18);
    expect(ideas.filter((idea) => idea.item.tags.includes("planner"))).toEqual([]);
  });

  it("gives a son who is a chef no amateur's cooking class", () => {
    const ideas = ideasFor({
      occasion: "wedding",
      budget: 300,
      recipient:
        "my son is getting married again at 41, he's a chef, and his fiancée has two kids (8 and 11) so they're instantly a family of four",
      age: 41,
      relationship: "son and his fiancée",
      interests: ["cooking", "family time"],
    });
    expect(ideas.filter((idea) => idea.item.is.includes("experience") && idea.item.tags.includes("cooking"))).toEqual([]);
  });
});

describe("a pet named by its role", () => {
  it("reads 'our ring bearer, who is actually our golden retriever' as a gift for the dog", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 40,
      recipient: "our ring bearer, who is actually our golden retriever Biscuit lol, he did amazing walking down the aisle",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    for (const idea of ideas)
      expect(idea.item.requires.some((need) => need === "dog" || need === "pet") || idea.item.tags.includes("dogs")).toBe(true);
  });

  it("keeps a brother who is the giver's dog sitter the recipient", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 40,
      recipient: "my brother who is my dog sitter when I travel, he loves coffee",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("dog-toys"))).toEqual([]);
  });
});
