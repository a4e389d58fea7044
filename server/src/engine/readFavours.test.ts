import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex } from "./catalogIndex.ts";
import { readRequest } from "./readRequest.ts";

const index = buildCatalogIndex(await loadCatalog());
const concepts = (recipient: string, interests?: string[]) =>
  readRequest(index, { occasion: "thank you", recipient, relationship: "neighbor", interests }).interests.flatMap(
    (interest) => interest.concepts,
  );

describe("a favour done for the giver", () => {
  it("reads the giver's plants, cat and trip as no love of the neighbour's", () => {
    expect(concepts("my neighbor watered my plants and fed my cat for 3 weeks while I was traveling")).toEqual([]);
    expect(concepts("my friend who walked my dog and watered my garden, she loves jazz")).toEqual(["jazz"]);
  });

  it("reads a thing of the giver's mended or rescued as the giver's: the IT guy who rescued my laptop", () => {
    expect(concepts("a small thank-you for the IT guy at work who rescued my laptop")).toEqual([]);
    expect(concepts("the mechanic who fixed our car, he loves fishing")).toEqual(["fishing"]);
    // Without a comma the thing still ends where what they do begins.
    expect(concepts("the mechanic who fixed our car loves fishing")).toEqual(["fishing"]);
    expect(concepts("my sister who saved my life loves yoga")).toEqual(["yoga"]);
    expect(concepts("my son who fixes his own bikes")).toEqual(["bikes"]);
  });

  it("drops the model's interest that only names the giver's things, and keeps the rest", () => {
    expect(concepts("my neighbor who watered our plants while we were away", ["plants"])).toEqual([]);
    expect(concepts("my neighbor who watered our plants while we were away", ["plants", "baking"])).toEqual(["baking"]);
  });

  it("reads what the giver was doing, to the end of its clause, as the giver's", () => {
    expect(concepts("my boyfriend's mom let me stay with her for 2 months while I studied for the bar exam")).toEqual([]);
    expect(concepts("my neighbor, when we moved in she baked us bread. she loves gardening")).toEqual(["gardening"]);
    expect(concepts("my neighbor has been feeding my cat every time I travel for work. he loves golf")).toEqual(["golf"]);
  });

  it("leaves the recipient's own things alone", () => {
    expect(concepts("my mom who loves watering her orchids")).toContain("watering");
    // Said of them as well, the giver's thing is theirs too: the dog walker has dogs of her own.
    expect(concepts("the woman who walks our dog every day. She has three rescue dogs of her own", ["dogs"])).toEqual(["dogs"]);
  });
});
