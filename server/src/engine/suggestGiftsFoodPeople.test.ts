/**
 * The engine over the real catalog, for people particular about food and drink: a wine lover who keeps kosher, a
 * loose-leaf tea drinker who scorns tea bags, a griller whose doctor took his salt away.
 */
import { describe, expect, it } from "vitest";
import { ideasOverShippedCatalog } from "../../testing/shippedCatalogIdeas.ts";
import type { RankedIdea } from "./suggestGifts.ts";

const ideasFor = ideasOverShippedCatalog();
const tagged = (ideas: readonly RankedIdea[], tag: string) => ideas.filter((idea) => idea.item.tags.includes(tag));

describe("particular about food and drink", () => {
  it("gives a coworker going through a rough divorce who lives on iced coffee a pick-me-up, no desk supplies or mug warmer", () => {
    const ideas = ideasFor({
      occasion: "just because",
      budget: 30,
      recipient:
        "my coworker is going through a rough divorce and I want to get her a little pick-me-up. she is always complaining her desk chair kills her back and she basically lives on iced coffee",
    });
    expect(ideas.filter((idea) => idea.item.tags.includes("office") || idea.item.tags.includes("keeping-drinks-hot"))).toEqual([]);
    expect(tagged(ideas, "iced-coffee").length + tagged(ideas, "cold-brew").length).toBeGreaterThan(0);
    expect(tagged(ideas, "relaxing").length).toBeGreaterThan(0);
  });

  it("gives a neighbour who bakes his own bread a bread baker's tools, not a cupcake decorating set", () => {
    const ideas = ideasFor({
      occasion: "Thank you",
      budget: 30,
      recipient:
        "our neighbor watched our dog for a week while we were away. he's a retired guy who bakes his own bread and doesn't have pets himself",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.every((idea) => idea.item.tags.includes("bread"))).toBe(true);
    expect(ideas.map((idea) => idea.reason).every((reason) => reason.startsWith("For bread baking"))).toBe(true);
  });

  it("gives a coffee nerd who grinds his own beans and does pour-over every morning no chain-coffee card, grinder or dripper", () => {
    const ideas = ideasFor({
      occasion: "Birthday",
      budget: 40,
      recipient:
        "My coworker is turning 30, he's a huge coffee nerd, grinds his own beans and does pour-over at his desk every single morning.",
      interests: ["coffee", "pour-over coffee"],
    });
    expect(tagged(ideas, "coffee").length).toBeGreaterThanOrEqual(4);
    expect(tagged(ideas, "crowd-pleaser")).toEqual([]);
    expect(ideas.filter((idea) => /\b(?:grinder|v60|dripper|chemex)\b/i.test(idea.item.name))).toEqual([]);
  });

  it("gives a father-in-law who drinks mate every morning yerba mate, not a Tile Mate or Paper Mate pens, in either form", () => {
    const recipient = "para mi suegro, tiene 70 años, es fanático del fútbol (hincha de Boca) y toma mate todas las mañanas";
    const ideas = ideasFor({ occasion: "Christmas", budget: 30, recipient, age: 70, interests: ["soccer", "Boca Juniors", "mate"] });
    expect(tagged(ideas, "yerba-mate").length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => /\bmate\b/i.test(idea.item.name) && !idea.item.tags.includes("yerba-mate"))).toEqual([]);
    const englishIdeas = ideasFor({ occasion: "birthday", budget: 50, recipient: "my flatmate, who drinks mate every morning" });
    expect(tagged(englishIdeas, "yerba-mate").length).toBeGreaterThan(0);
    expect(tagged(ideasFor({ occasion: "birthday", budget: 50, recipient: "my mate Steve, loves golf" }), "yerba-mate")).toEqual([]);
  });

  it("gives a wine lover who keeps kosher wine tools, not bottles nobody certified", () => {
    const ideas = ideasFor({
      occasion: "Hanukkah",
      budget: 40,
      recipient: "My brother-in-law is a real wine guy, goes to tastings and talks about tannins and terroir. He keeps kosher.",
    });
    expect(tagged(ideas, "wine").length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.contains.includes("alcohol") || idea.item.is.includes("drink"))).toEqual([]);
    expect(tagged(ideas, "mocktails")).toEqual([]);
  });

  it("gives a loose-leaf tea drinker who considers tea bags a crime no tea bags", () => {
    const ideas = ideasFor({
      occasion: "Valentine's Day",
      budget: 100,
      recipient: "She's a loose leaf tea person through and through, has a whole shelf of tins, and considers tea bags basically a crime.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(tagged(ideas, "tea-bags")).toEqual([]);
  });

  it("reads 'salty rubs and jerky are out' as both, for a griller on a low-sodium diet", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 75,
      recipient:
        "My coworker smokes ribs every weekend and loves to grill, but his doctor just put him on a low-sodium diet so salty rubs and jerky are out.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => /\b(?:rubs?|jerky)\b/i.test(idea.item.name))).toEqual([]);
  });
});

describe("a vegan household's garden", () => {
  it("gives vegans starting a garden no suet feeder, which holds beef fat", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 40,
      recipient:
        "Coworker Priya and her partner just closed on their first house (small backyard they want to turn into a garden). Both vegan: nothing with leather, wool, honey, beeswax etc.",
    });
    expect(ideas.length).toBeGreaterThanOrEqual(4);
    expect(ideas.filter((idea) => /suet/i.test(idea.item.name))).toEqual([]);
  });

  it("gives a vegan who cooks vegan cookbooks, and no cookbook of meat and eggs", () => {
    const ideas = ideasFor({
      occasion: "Mother's Day",
      budget: 80,
      recipient: "my girlfriend's mom. she's vegan and cooks constantly, always trying new recipes",
    });
    const cookbooks = tagged(ideas, "cookbook");
    expect(cookbooks.length).toBeGreaterThan(0);
    expect(cookbooks.filter((idea) => !idea.item.tags.includes("vegan"))).toEqual([]);
  });

  it("keeps a vegan baker's baking things, not vegan cookbooks for the stove", () => {
    const ideas = ideasFor({ occasion: "birthday", budget: 40, recipient: "my sister who is vegan and loves baking" });
    expect(tagged(ideas, "baking").length).toBeGreaterThan(0);
    expect(tagged(ideas, "cookbook").filter((idea) => !idea.item.tags.includes("baking"))).toEqual([]);
  });

  it("reads the Word of Wisdom: no coffee, alcohol or caffeinated tea for a Mormon host", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 120,
      recipient: "a client who referred us a lot of business this year. she's Mormon so no alcohol or coffee. she loves to entertain",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.contains.some((c) => c === "caffeine" || c === "alcohol"))).toEqual([]);
    expect(tagged(ideas, "business")).toEqual([]);
  });

  it("finds a hot-sauce lover a bottle of hot sauce for $15", () => {
    const ideas = ideasFor({
      occasion: "just because",
      budget: 15,
      recipient: "roommate's having a rough week. she's into horror movies and hot sauce, nothing cutesy or pink",
    });
    expect(tagged(ideas, "hot-sauce").length).toBeGreaterThan(0);
  });

  it("gives a 12-year-old who wants to be a chef cooking things, not a streaming stick for her cooking shows", () => {
    const recipient = "my daughter is turning 12 and wants to be a chef, she watches cooking shows nonstop";
    for (const request of [
      { occasion: "birthday", budget: 60, recipient },
      { occasion: "birthday", budget: 60, recipient, age: 12, relationship: "daughter", interests: ["cooking"] },
    ]) {
      const ideas = ideasFor(request);
      expect(tagged(ideas, "cooking").length).toBeGreaterThanOrEqual(3);
      expect(tagged(ideas, "streaming")).toEqual([]);
    }
  });

  it("gives a sommelier who wants no novelty wine stuff wine, not alcohol-free drinks", () => {
    const ideas = ideasFor({
      occasion: "congratulations",
      budget: 80,
      recipient:
        "my friend just passed her Advanced Sommelier exam!! she knows more about wine than anyone so no novelty wine stuff, no aerators or wine charms lol",
    });
    expect(tagged(ideas, "wine").length).toBeGreaterThan(0);
    expect(ideas.filter((idea) => idea.item.tags.includes("non-alcoholic") || /aerator/i.test(idea.item.name))).toEqual([]);
    expect(tagged(ideas, "advanced")).toEqual([]);
  });

  it("gives a retired executive chef no home cook's gadget and no beginner's class", () => {
    const ideas = ideasFor({
      occasion: "thank you",
      budget: 100,
      recipient:
        "my old culinary school instructor, a retired executive chef who cooked in Lyon for years. he wrote me the recommendation that got me my first real kitchen job",
    });
    expect(ideas.length).toBeGreaterThan(0);
    expect(
      ideas.filter(
        (idea) => (idea.item.tags.includes("gadgets") && idea.item.tags.includes("kitchen")) || idea.item.is.includes("experience"),
      ),
    ).toEqual([]);
  });
});

describe("a beer lover newly celiac", () => {
  it("gives no beer book or brewing kit, and still a glass for a gluten-free beer", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 100,
      recipient: "my brother, 35, just got diagnosed with celiac and is really bummed about it, he's a big beer guy",
    });
    expect(ideas.filter((idea) => idea.item.is.includes("book") || idea.item.tags.includes("homebrew"))).toEqual([]);
    expect(tagged(ideas, "glassware").length).toBeGreaterThan(0);
  });

  it("gives a coeliac baker gluten-free cookbooks and flour first", () => {
    const ideas = ideasFor({
      occasion: "birthday",
      budget: 40,
      recipient: "my coworker was just diagnosed with celiac disease and she loves baking",
    });
    expect(ideas.slice(0, 3).filter((idea) => idea.item.tags.includes("gluten-free")).length).toBeGreaterThanOrEqual(2);
  });

  it("gives a coeliac friend who cooks Italian gluten-free cookbooks, never a cookbook of wheat, and reads cold brew as coffee", () => {
    const ideas = ideasFor({
      occasion: "housewarming",
      budget: 45,
      recipient: "a friend who just moved into his first flat, he cooks a lot, mostly Italian, homemade pasta, but he's coeliac",
      interests: ["cooking", "Italian cooking", "gluten-free cooking"],
      avoid: ["gluten"],
    });
    expect(ideas.length).toBeGreaterThanOrEqual(2);
    for (const idea of ideas) if (idea.item.tags.includes("cookbook")) expect(idea.item.tags).toContain("gluten-free");
    const brother = ideasFor({
      occasion: "birthday",
      budget: 75,
      recipient: "My kid brother is turning 30. He's big into bouldering and brews his own cold brew every morning.",
    });
    expect(brother.filter((idea) => /beer|brewery|bottle opener/i.test(idea.item.name))).toEqual([]);
  });
});
