/**
 * Reasons are true: over every answer of the judged set, each reason names an interest the item really matched
 * or quotes a fact from its description, never claims a child for an adult, and never talks about the budget.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadEvalRequests } from "../../../bench/eval/evalRequests.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";
import { descriptionFact, MAX_REASON_CHARS } from "./explainIdea.ts";
import { generalizations } from "./interestMatch.ts";
import { type RankedIdea, suggestGifts } from "./suggestGifts.ts";

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
          i.concepts.map((concept) => concept.replace(/-/g, " ")).join(", "),
          generalizations(index, i.concepts, i.broader)
            .map((concept) => concept.replace(/-/g, " "))
            .join(", "),
        ]);
        for (const { item, matched, reason } of suggestion.ideas as RankedIdea[]) {
          checked++;
          const namesInterest =
            matched.length > 0 &&
            matched.every((m) => phrases.includes(m.toLowerCase())) &&
            reason.toLowerCase().includes(matched[0]!.toLowerCase());
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
