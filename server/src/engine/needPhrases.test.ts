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

describe("the way people describe a narrow need reaches the items made for it", () => {
  it.each([
    ["my brother, a car guy", 100, "cars"],
    ["he details his own car every weekend", 60, "car-detailing"],
    ["my sister bought a fixer-upper and is renovating it herself", 100, "home-improvement"],
    ["dad just turned 58, he redid the whole bathroom himself", 80, "home-improvement"],
    ["my dad likes to fish and used to build birdhouses out in the garage", 40, "woodworking"],
    ["my husband rescues old dressers off the curb and refinishes them in the garage", 100, "furniture-refinishing"],
    ["grandpa, 88, still does the crossword every morning but he cant read the little print anymore", 60, "low-vision"],
    ["dad turns 48, he's a lifelong Trekkie", 50, "star-trek"],
    ["grandma spends the day in her chair watching the cardinals at her feeder", 45, "birds"],
    ["my grandma listens to Patsy Cline all afternoon", 45, "country"],
    ["my neighbor lost his wife; she did all the cooking and he hasn't had a real meal since", 80, "takeout"],
    ["my dad just plays Spotify through his phone's speaker, which makes me sad", 150, "speakers"],
    ["my wife started riding again and leases a sweet old mare at a barn near us", 150, "horses"],
    ["our mail carrier who walks the route in every kind of weather", 40, "outdoor-work"],
    ["the crossing guard at my kids' school", 30, "outdoor-work"],
    ["my mom always lets her tea go cold", 50, "keeping-drinks-hot"],
    ["my friend is a line cook at a restaurant", 60, "professional-cooks"],
    ["friend who goes to the climbing gym twice a week", 60, "indoor-climbing"],
    ["my brother drives a truck cross-country, says truck stop food is terrible", 80, "long-haul-driving"],
    ["my boyfriend, a software developer", 120, "programmers"],
    ["my 9-year-old godson who loves airplanes", 100, "aviation"],
    ["my niece just graduated as a vet tech", 60, "healthcare-workers"],
    ["my husband drives Uber at night and lives on gas station junk food in the car", 50, "long-haul-driving"],
    ["grandma, 84, loves to read but her eyesight is failing", 100, "low-vision"],
    ["coworker who celebrates Lunar New Year", 50, "lunar-new-year"],
    ["my brother, his phone is always dead by lunchtime", 60, "charging"],
    ["my wife, the streetlight outside keeps her awake", 40, "sleep-mask"],
    ["my coworker, her coffee goes cold at her desk every morning", 30, "keeping-drinks-hot"],
    ["my coworker, her coffee keeps going cold at her desk", 30, "keeping-drinks-hot"],
    ["my 15 year old nephew has cracked his phone screen three times this year", 60, "phone-protection"],
    ["he rides his road bike to work and complains his lights die halfway home in the dark", 120, "bike-lights"],
    ["my grandma keeps stumbling in the dark when she gets up at night", 40, "night-light"],
    ["my son's teacher, her voice is always hoarse by the end of the day", 40, "throat-care"],
    ["my friend's new flat has paper-thin walls and the guy next door snores", 60, "noise"],
    ["my dad just got hearing aids and still can't follow the TV", 150, "hearing"],
    ["my mom's old labrador has stiff hips and struggles with the stairs", 150, "senior-dogs"],
    ["she just started running and her phone keeps bouncing out of her pocket", 40, "phone-carrier"],
    ["my husband is a massive Formula 1 fan, gets up at 5am for races", 300, "formula-1"],
    ["my father-in-law just retired and already doesn't know what to do with his days", 100, "new-hobby"],
    ["my boyfriend paints Warhammer miniatures for hours every night", 120, "miniatures"],
    ["my grandfather, 88, lives alone and always forgets to take his pills", 100, "medication"],
    ["my mom lives for Broadway musicals, she knows every word of Hamilton", 120, "broadway"],
    ["my friend is a consultant who flies out Monday morning and back Thursday night every single week", 40, "flying"],
    ["my friend just brought home a 10-week-old lab puppy who has already destroyed two pairs of sneakers", 20, "new-puppy"],
  ] as const)("%j gets items tagged %s first", (recipient, budget, tag) => {
    const ideas = ideasFor({ occasion: "birthday", budget, recipient });
    expect(ideas[0]?.item.tags).toContain(tag);
    expect(ideas.filter((idea) => idea.item.tags.includes(tag)).length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the hangboard from someone who has only just started bouldering", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 120, recipient: "my boyfriend just got into bouldering", count: 12 });
    expect(ideas.some((idea) => idea.item.tags.includes("bouldering"))).toBe(true);
    expect(ideas.some((idea) => idea.item.id === "metolius-project-training-board")).toBe(false);
  });

  it("does not offer a professional's plating tools to a home cook", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 70, interests: ["cooking", "italian food"] });
    expect(ideas.some((idea) => idea.item.tags.includes("plating"))).toBe(false);
  });

  it("reads a runner barely able to walk down the stairs as sore legs, not a love of walking", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 800,
      recipient: "she's training for her first half marathon and comes home from her Sunday long runs barely able to walk down the stairs",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("sore-muscles")).length).toBeGreaterThanOrEqual(2);
    expect(ideas.some((idea) => idea.item.id === "merrell-moab-3-hiking-shoes")).toBe(false);
  });
});
