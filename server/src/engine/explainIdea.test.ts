/**
 * Reasons are true: over every answer of the judged set, each reason names an interest the item really matched
 * or quotes a fact from its description, never claims a child for an adult, and never talks about the budget.
 */
import type { CatalogItem } from "@gift-finder/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEvalRequests } from "../../../bench/eval/evalRequests.ts";
import { blankReading } from "../../testing/blankReading.ts";
import { testItem } from "../../testing/testItem.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import { descriptionFact, explainIdea, MAX_REASON_CHARS } from "./explainIdea.ts";
import { generalizations } from "./interestMatch.ts";
import { relationshipFor } from "./relationships.ts";
import { type RankedIdea, suggestGifts } from "./suggestGifts.ts";
import { conceptLabel } from "./vocabulary.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The reason's words after the colon, found in this order in the item's description. */
function quotesDescription(reason: string, description: string): boolean {
  const fact = normalise(reason.slice(reason.indexOf(":") + 1));
  return fact.split(" ").length >= 3 && normalise(description).includes(fact);
}

describe("reasons", () => {
  it("name a matched interest or a fact the item really has, for every idea of the judged set", () => {
    const false_: string[] = [];
    let checked = 0;
    for (const request of loadEvalRequests()) {
      for (const query of [request.structured, request.text]) {
        const suggestion = suggestGifts(index, query);
        if (suggestion.kind !== "ideas") continue;
        // The person's phrase, the concept it was read as ("plants" for "plant care"), or the broader concept an
        // idea was reached through ("travel" for "business travel").
        const phrases = suggestion.reading.interests.flatMap((i) => [
          i.phrase.toLowerCase(),
          i.concepts.map(conceptLabel).join(", "),
          // The part of a compound the item carries ("reading" of "reading light").
          ...i.concepts.map(conceptLabel),
          generalizations(index, i.concepts, i.broader).map(conceptLabel).join(", "),
        ]);
        for (const { item, matched, reason } of suggestion.ideas as RankedIdea[]) {
          checked++;
          const namesInterest =
            matched.length > 0 &&
            // A label may join several of the interest's concepts the item carries ("outdoors, working outdoors").
            matched.every(
              (m) => phrases.includes(m.toLowerCase()) || m.split(", ").every((part) => phrases.includes(part.toLowerCase())),
            ) &&
            // A proper name may be spelled with its hyphen ("k pop" said, "K-pop" written).
            reason.toLowerCase().replace(/-/g, " ").includes(matched[0]!.toLowerCase().replace(/-/g, " "));
          const quotes = quotesDescription(reason, item.description);
          if (!quotes || (matched.length > 0 && !namesInterest)) false_.push(`${request.id} ${item.id}: ${reason}`);
          // The lead is the engine's own claim; after the colon it quotes the item's description.
          const lead = reason.slice(0, reason.indexOf(":"));
          if (/\b(child|little one|kid|toddler)\b/i.test(lead) && item.ages.min >= 13)
            false_.push(`${request.id} ${item.id}: child claim: ${reason}`);
          if (/budget|room for|leaving|making the most/i.test(lead)) false_.push(`${request.id} ${item.id}: budget talk: ${reason}`);
          if (reason.length > MAX_REASON_CHARS) false_.push(`${request.id} ${item.id}: too long: ${reason}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(false_).toEqual([]);
  });

  it("shorten a long description at a clause, never mid-word and never inside a list", () => {
    // "watch, talk to and toss treats" is one list: cutting after "watch" would say less than half of it.
    const fact = descriptionFact(
      "A rotating Wi-Fi pet camera that lets owners watch, talk to and toss treats to their dog from anywhere, with barking alerts.",
      60,
    );
    expect(fact).toBe("a rotating Wi-Fi pet camera");
    expect(descriptionFact("Short and true.", 60)).toBe("Short and true");
    expect(
      descriptionFact("An illustrated guide for the horticulturally challenged, with plant-by-plant light, watering and rescue tips.", 90),
    ).toBe("an illustrated guide for the horticulturally challenged");
    // An aside in brackets is kept whole or left out, never cut open ("figures (a T. rex").
    const aside = "Five chunky, hand-sized dinosaur figures (a T. rex, a triceratops, a stegosaurus and more) made for small hands.";
    expect(descriptionFact(aside, 70)).toBe("five chunky, hand-sized dinosaur figures");
  });

  it("never leave a word hanging that needs what followed it (made, taught, free, step, a wide)", () => {
    const cut = (description: string, room: number) => descriptionFact(description, room);
    expect(cut("A 12-bag pack of ready-to-eat popcorn made with just popcorn, sunflower oil and salt, and no nuts.", 60)).toBe(
      "a 12-bag pack of ready-to-eat popcorn",
    );
    expect(cut("A box of wrapped organic gummy bears, made without gelatin and free of the top 9 allergens, nuts included.", 70)).toBe(
      "a box of wrapped organic gummy bears",
    );
    expect(cut("A three-hour class on exposure, focus and composition for beginners, taught with whatever camera they bring.", 100)).toBe(
      "a three-hour class on exposure, focus and composition for beginners",
    );
    expect(cut("A travel mug with a ceramic inside that keeps the flavor and a wide, splash-proof sipping lid.", 80)).toBe(
      "a travel mug with a ceramic inside",
    );
    expect(cut("A thick home repair manual from Reader's Digest covering plumbing, wiring, walls and floors step by step.", 95)).toBe(
      "a thick home repair manual",
    );
    expect(
      cut("A concentrated, unscented hand cream for cracked, split skin from constant hand-washing, as nurses and other workers know.", 60),
    ).toBe("a concentrated, unscented hand cream for cracked, split skin");
  });

  it("shorten before a phrase when no clause ends in time, so no noun loses its last word", () => {
    expect(
      descriptionFact("A whodunit about an editor who reads the manuscript of a village mystery and finds the last chapter missing.", 100),
    ).toBe("a whodunit about an editor who reads the manuscript");
    expect(descriptionFact("A romantic comedy about a literary agent who keeps running into a rival editor on a summer trip.", 80)).toBe(
      "a romantic comedy about a literary agent who keeps running into a rival editor",
    );
  });

  it("keep a verb with what follows it: 'filled with treats', not 'filled'", () => {
    expect(descriptionFact("A stack of ribboned boxes filled with treats such as pears and popcorn, all for sharing.", 70)).toBe(
      "a stack of ribboned boxes filled with treats such as pears and popcorn",
    );
  });

  it("end the first sentence at its end, not at a title or an initial inside it", () => {
    expect(descriptionFact("Dr. John Sarno's classic on back pain. Many readers swear by it.", 120)).toBe(
      "Dr. John Sarno's classic on back pain",
    );
    expect(descriptionFact("A print by J. R. R. Tolkien fans love. Framed.", 120)).toBe("a print by J. R. R. Tolkien fans love");
  });
});

const mug: CatalogItem = {
  id: "desk-mug",
  name: "Desk Mug",
  price: 15,
  category: "office",
  description: "The stoneware mug that keeps tea warm on a desk. Dishwasher safe.",
  occasions: ["birthday", "valentines"],
  tags: ["mug", "tea"],
  audience: ["adult", "coworker"],
  ages: { min: 18, max: 120 },
  contains: [],
  is: ["mug"],
  requires: [],
};

describe("explainIdea", () => {
  it("leads with the matched interests, two at most, and only one when they are long", () => {
    const reason = (matched: string[]) => explainIdea({ item: mug, matched, reading: blankReading() });
    expect(reason(["tea"])).toBe("For tea: the stoneware mug that keeps tea warm on a desk.");
    expect(reason(["tea", "office"])).toMatch(/^For tea and office: /);
    expect(reason(["tea", "office", "mugs"])).toMatch(/^For tea and office: /);
    expect(reason(["tea", "office", "mugs"]).includes("mugs")).toBe(false);
    const long = ["keeping warm through long winters", "working from home"];
    expect(reason(long)).toMatch(/^For keeping warm through long winters: /);
    expect(reason(["a".repeat(80)]).indexOf(":")).toBe(64);
  });

  it("says a couple's time together in their words, not as the outings it was read as", () => {
    const suggestion = suggestGifts(index, { occasion: "anniversary", budget: 250, relationship: "wife", interests: ["time together"] });
    const ideas = suggestion.kind === "ideas" ? suggestion.ideas : [];
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.reason).toMatch(/^For time together: /);
  });

  it("without an interest, says whether the item is made for the occasion and suits a coworker", () => {
    const reason = (fields: Parameters<typeof blankReading>[0], item = mug) =>
      explainIdea({ item, matched: [], reading: blankReading(fields) });
    const coworker = relationshipFor("coworker");
    expect(reason({ occasion: "valentines" })).toMatch(/^A Valentine's Day gift idea: /);
    expect(reason({ occasion: "wedding" })).toMatch(/^A well-liked gift: /);
    expect(reason({})).toMatch(/^A well-liked gift: /);
    expect(reason({ occasion: "birthday", relation: coworker })).toMatch(/^An office-friendly birthday gift: /);
    expect(reason({ occasion: "wedding", relation: coworker })).toMatch(/^An office-friendly gift: /);
    expect(reason({ occasion: "birthday", relation: coworker }, { ...mug, audience: ["adult"] })).toMatch(/^A birthday gift idea: /);
    expect(reason({ occasion: "birthday", relation: relationshipFor("sister") })).toMatch(/^A birthday gift idea: /);
  });

  it("calls a gift office-friendly only for people met at a desk, not for nurses or coaches", () => {
    const reason = (fields: Parameters<typeof blankReading>[0]) => explainIdea({ item: mug, matched: [], reading: blankReading(fields) });
    expect(reason({ occasion: "birthday", relation: relationshipFor("boss") })).toMatch(/^An office-friendly birthday gift: /);
    expect(reason({ occasion: "birthday", relation: relationshipFor("nurses") })).toMatch(/^A birthday gift idea: /);
    expect(reason({ occasion: "birthday", relation: relationshipFor("coach") })).toMatch(/^A birthday gift idea: /);
  });

  it("fits the whole reason within the limit, the fact getting what the lead leaves", () => {
    const long: CatalogItem = { ...mug, description: `A mug ${"glazed deep blue by hand in small batches ".repeat(6)}end.` };
    const reason = explainIdea({ item: long, matched: ["tea"], reading: blankReading() });
    expect(reason.length).toBeLessThanOrEqual(MAX_REASON_CHARS);
    expect(reason.length).toBeGreaterThan(MAX_REASON_CHARS - 30);
  });
});

describe("descriptionFact", () => {
  it("cuts at the last clause boundary that fits, and only after the first 20 characters", () => {
    expect(descriptionFact("Tea, a fine mug of stoneware that keeps heat, with a lid that seals it well all day long", 50)).toBe(
      "Tea, a fine mug of stoneware that keeps heat",
    );
    // A boundary at the very start would leave too little: the cut falls at a word instead.
    expect(descriptionFact("Tea, warm all morning and all afternoon in the office without a lid", 30)).toBe(
      "Tea, warm all morning and all",
    );
  });

  it("cuts at a comma right after the first 20 characters when what follows is no list, even one going on later", () => {
    expect(descriptionFact("Twelve-ounce tea mug, glazed in deep blue stoneware by hand and kiln-fired twice", 45)).toBe(
      "twelve-ounce tea mug",
    );
  });

  it("never cuts inside a list joined by 'or'", () => {
    expect(descriptionFact("Hand-thrown stoneware mug, bowl or plate in a glaze of your choice", 45)).toBe(
      "hand-thrown stoneware mug, bowl or plate",
    );
  });

  it("writes a describing first word in lower case after 'For ...:', and keeps a name's or a country's capital", () => {
    expect(descriptionFact("Fine-point fly-tying scissors with one serrated blade.", 80)).toBe(
      "fine-point fly-tying scissors with one serrated blade",
    );
    expect(descriptionFact("Padded leather-palm lifting gloves.", 80)).toBe("padded leather-palm lifting gloves");
    expect(descriptionFact("Wireless earbuds with a charging case.", 80)).toBe("wireless earbuds with a charging case");
    expect(descriptionFact("Swiss-made pocket knife with 15 tools.", 80)).toBe("Swiss-made pocket knife with 15 tools");
    expect(descriptionFact("Alfred Hitchcock's 1959 chase thriller.", 80)).toBe("Alfred Hitchcock's 1959 chase thriller");
  });

  it("keeps a verb ending in -ed with what follows 'with', and cuts before 'with' after any other word", () => {
    expect(descriptionFact("A wooden gift crate packed with jams and honey from small farms across Vermont", 60)).toBe(
      "a wooden gift crate packed with jams and honey",
    );
    // "bedside" holds "ed", but the word before "with" does not end in it.
    expect(descriptionFact("A bedside reading lamp for night owls with a warm dimmable light and a clock", 50)).toBe(
      "a bedside reading lamp for night owls",
    );
  });

  it("keeps a fact that fits exactly, and otherwise cuts at a space, never inside a word", () => {
    expect(descriptionFact("Handmade walnut cutting board", 29)).toBe("Handmade walnut cutting board");
    expect(descriptionFact("Handmade walnut cutting board oiled twice", 20)).toBe("Handmade walnut");
  });

  it("lowercases an article only at the start: a capital later stays", () => {
    expect(descriptionFact("Vinyl of The Beatles' Abbey Road", 60)).toBe("Vinyl of The Beatles' Abbey Road");
  });

  it("lowercases a number that opens the sentence, never a name", () => {
    expect(descriptionFact("Two tickets to a comedy club show", 60)).toBe("two tickets to a comedy club show");
    expect(descriptionFact("Twenty-four washable markers", 60)).toBe("twenty-four washable markers");
    expect(descriptionFact("Ken Burns' nine-episode documentary", 60)).toBe("Ken Burns' nine-episode documentary");
  });

  it("drops trailing filler words and punctuation, and lowercases a leading article", () => {
    expect(descriptionFact("An enamel mug for the camp stove and the cold mornings by the lake", 40)).toBe(
      "an enamel mug for the camp stove",
    );
    expect(descriptionFact("The mug -- ", 40)).toBe("the mug");
    expect(descriptionFact("Theater tickets for two!!", 40)).toBe("Theater tickets for two");
    // A cut before "where" must not leave the preposition that opened the phrase.
    expect(descriptionFact("A bag of beans with a postcard and tasting notes about where they were grown", 60)).toBe(
      "a bag of beans with a postcard and tasting notes",
    );
  });

  it("leaves no 'each' hanging where a cut falls after it", () => {
    expect(
      descriptionFact("Twelve washable chisel-tip markers, each with a fruity scent tied to its color, long used for classroom charts", 60),
    ).toBe("twelve washable chisel-tip markers");
  });
});

describe("explainIdea spells names as their owners do", () => {
  it.each([
    ["star wars fan", "For Star Wars fan:"],
    ["civil war", "For Civil War:"],
    ["pokemon", "For Pokémon:"],
    ["reid's weidner eider", "For reid's weidner eider:"],
  ])("writes %j as %j", (phrase, lead) => {
    const reason = explainIdea({
      item: testItem({ id: "plush", description: "A plush toy." }),
      matched: [phrase],
      reading: blankReading(),
    });
    expect(reason.slice(0, lead.length)).toBe(lead);
  });
});
