import { describe, expect, it } from "vitest";
import { findRelationship } from "./findRelationship.ts";

const nounOf = (text: string) => findRelationship(text)?.relation.noun;

describe("findRelationship", () => {
  it.each([
    ["my mom", "mother"],
    ["for my DAD who loves golf", "father"],
    ["my daughter's 2nd grade teacher", "teacher"],
    ["my son's girlfriend", "girlfriend"],
    ["my sisters' boss", "boss"],
    ["my significant other", "partner"],
    ["my significant-other", "partner"],
    ["a co worker", "coworker"],
    ["my coworker and her husband", "coworker"],
    ["baby shower for my SIL, baby #2", "sister-in-law"],
    ["my MIL loves gardening", "mother-in-law"],
    // "'s" for "is": what the person is doing, not whose the next person is.
    ["my sister's turning 41. she's an ER nurse on nights", "sister"],
    ["my mom's retiring in may, she was a nurse for 30 years", "mother"],
    ["my son's teacher is retiring", "teacher"],
    // An instructor of a sport teaches no classroom; a priest is no parent of the giver's.
    ["my daughter's riding instructor had to put down her old horse", "instructor"],
    ["my yoga instructor is moving away", "instructor"],
    // Someone else's relative who only speaks or gave a thing: not the one the gift is for.
    ["my friend's twins turning 3, their mom says no more stuffed animals", "friend"],
    ["my 8 year old twins, a boy and girl. their mom (me) says no screens", undefined],
    // The giver's partner or ex, said beside the giver.
    ["my 15-year-old has had a rough year: his dad and I split up", undefined],
    ["her mom and I want to get our niece something special", "niece"],
    // Someone who only spoke to the giver, and the one drawn at a child's class swap.
    ["easter basket fillers for my two kids, 5 and 8, but the dentist just gave us a lecture so no candy", undefined],
    ["secret santa at my daughter's 5th grade class, $15 limit, she drew a boy she barely knows", "classmate"],
    ["secret santa at work, my coworker loves cats", "coworker"],
    ["my 16 yr old daughter has an old film camera from her grandma already", "daughter"],
    ["our parish priest did my dad's funeral", "clergy"],
    // The one who died is no recipient; the neighbour who grieves is.
    ["Walt next door (he's 79) lost his wife Betty in March after 52 years", "neighbor"],
    ["for the crossing guard at my kids' school, Mr. Hal", "crossing guard"],
    // The one who leads what the child belongs to is thanked, not the child.
    ["want to thank the lady who runs my daughter's book club at the library", "club leader"],
    ["the guy who coaches my son's soccer team", "coach"],
    // Two of them, each given the same: still grandsons, not the mother who set the rule.
    ["two grandsons, 6 and 9, and their mom says they have to get the exact same thing", "grandson"],
    ["my twin nieces are turning 8", "niece"],
    // A birth is no recipient, and one thanked among many is the one the gift is for.
    ["i had my son last week and the night shift nurses were amazing", "nurse"],
    ["my dad was in the hospital for three weeks and one of his nurses, tasha, went above and beyond", "nurse"],
    ["my sister, who is one of the nurses at mercy, loves yoga", "sister"],
    // The parents who set a rule for a classmate's party are not the ones the gift is for.
    ["a boy in my son's kindergarten class who's turning 6. The parents asked for no candy", "classmate"],
    // Someone's baby girl is the one turning 1, not the neighbor.
    ["1st birthday for my neighbor's baby girl", "daughter"],
    // Her own wish to take a hobby up again, not a giver's plan to buy something.
    ["my wife wants to get back into photography", "wife"],
  ])("reads %j as a gift for the %s", (text, noun) => {
    expect(nounOf(text)).toBe(noun);
  });

  it("reads a gift for the one who grieves when the person after a possessive has died", () => {
    expect(nounOf("my old college roommate's dad died suddenly last week")).toBe("roommate");
    expect(nounOf("my coworker's mother passed away")).toBe("coworker");
    expect(nounOf("my son's girlfriend")).toBe("girlfriend");
  });

  it("reads no one who died as the recipient: the widow, not her husband", () => {
    expect(nounOf("the widow across the street is 86 and pretty lonely since her husband died last spring")).toBeUndefined();
    expect(nounOf("my neighbor, lonely since her husband died")).toBe("neighbor");
    expect(nounOf("my husband, his brother died last year")).toBe("husband");
  });

  it("reads the one whose day it is as the recipient, whoever is named first", () => {
    expect(nounOf("my in-laws' 40th wedding anniversary, they love having the grandkids over")).toBe("parents");
    expect(nounOf("a joint gift from all eleven grandkids for grandma's 80th")).toBe("grandmother");
    expect(nounOf("my boss's retirement party")).toBe("boss");
    expect(nounOf("my son's 3rd grade teacher")).toBe("teacher");
  });

  it("falls back to the last person named in a possessive when nobody else is named", () => {
    expect(nounOf("for my dad's birthday")).toBe("father");
    expect(nounOf("my mom's sister's party")).toBe("sister");
  });

  it.each([
    ["my son's kindergarten year is over, he loves trucks", "son"],
    ["my son's class party, he is 8", "son"],
    ["my husband jokes that he needs a boat", "husband"],
    ["her husband just passed the bar exam, he loves golf", "husband"],
    ["gift for my Fil-Am coworker who loves ube", "coworker"],
    ["we host Thanksgiving every year, a gift for my in-laws who love wine", "parents"],
  ])("still reads %j as a gift for the %s", (text, noun) => {
    expect(nounOf(text)).toBe(noun);
  });

  it("reads a child from their child's class as a classmate, and the class as no interest", () => {
    expect(nounOf("a 5 year old girl from my son's class, I don't know her")).toBe("classmate");
    expect(nounOf("a boy in my daughter's kindergarten class")).toBe("classmate");
    expect(nounOf("twins from my son's preschool")).toBe("classmate");
    const text = "a boy in my daughter's kindergarten class";
    const spans = findRelationship(text)?.spans ?? [];
    expect(spans.map(({ from, to }) => text.slice(from, to))).toEqual(["daughter's", "class"]);
    expect(nounOf("my son's preschool teacher")).toBe("teacher");
    expect(nounOf("my daughter's daycare provider")).toBe("daughter");
    expect(nounOf("my son's classical guitar recital")).toBe("son");
  });

  it("leaves a relationship word that names a kind of thing in the text: family history, dad jokes", () => {
    const text = "my mom who is into genealogy and family history";
    expect(nounOf(text)).toBe("mother");
    expect(findRelationship(text)?.spans.map(({ from, to }) => text.slice(from, to))).toEqual(["mom"]);
    expect(nounOf("my husband, king of dad jokes")).toBe("husband");
    expect(nounOf("for the whole family, we love family game night")).toBe("family");
  });

  it("reads any case the same, in plain ASCII text and in text with other letters, at the same places", () => {
    const ascii = findRelationship("For My DAUGHTER's Teacher");
    expect(ascii?.relation.noun).toBe("teacher");
    expect(ascii?.spans).toEqual([
      { from: 7, to: 17 },
      { from: 18, to: 25 },
    ]);
    const accented = findRelationship("Für my FIANCÉE, née Müller, and her Sister's kids");
    expect(accented?.relation.noun).toBe(findRelationship("my fiancée")?.relation.noun);
    expect(accented?.spans[0]).toEqual({ from: 7, to: 14 });
    expect(accented?.spans[1]).toEqual({ from: 36, to: 44 });
  });

  it("matches whole words only", () => {
    expect(findRelationship("momentum and dadaism")).toBeUndefined();
    expect(findRelationship("a gift for someone")).toBeUndefined();
  });

  it("marks every relationship word, possessive included, so none is read as an interest", () => {
    const text = "my son's girlfriend";
    const found = findRelationship(text);
    expect(found?.spans.map(({ from, to }) => text.slice(from, to))).toEqual(["son's", "girlfriend"]);
  });

  it("says the gift is for a baby when any relationship named is expecting one", () => {
    expect(findRelationship("my mom")?.baby).toBe(false);
    expect(findRelationship("my coworker, a dad to be")?.baby).toBe(true);
    expect(nounOf("my coworker, a dad to be")).toBe("coworker");
  });
});

describe("findRelationship for jobs and groups", () => {
  it("leaves a job named after the recipient in the text, as what they do", () => {
    const text = "my sister who is a nurse";
    const found = findRelationship(text);
    expect(found?.relation.noun).toBe("sister");
    expect(found?.spans.map((span) => text.slice(span.from, span.to))).toEqual(["sister"]);
  });

  it.each([
    ["the nurses in the NICU who cared for our baby", true],
    ["my team at work", true],
    ["my coworkers", true],
    ["my coworker", false],
    ["my son's teachers", true],
    ["my son's teacher", false],
    ["the three teacher aides in my son's kindergarten class", true],
    ["my 3 roommates, something for the apartment we'll all use", true],
    ["my roommate", false],
  ] as const)("reads %j as a group: %s", (text, group) => {
    expect(findRelationship(text.toLowerCase())?.group).toBe(group);
  });
});
