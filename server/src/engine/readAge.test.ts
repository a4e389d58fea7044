import { describe, expect, it } from "vitest";
import { partneredAge, stageAge, statedAge } from "./readAge.ts";

describe("statedAge", () => {
  it.each([
    ["my 16-year-old son", 16],
    ["my dad is retiring at 65 after 38 years teaching high school shop class", 65],
    ["a 5 yrs old girl", 5],
    ["nephew, 9 year old", 9],
    ["my twenty-one years old cousin", 21],
    ["a thirty five years old friend", 35],
    ["my nineteen year old niece", 19],
    ["7 yo boy", 7],
    ["a 7 y/o", 7],
    ["a 7 y.o. who loves trains", 7],
    ["my dad who TURNS 60 soon", 60],
    ["mom, just turned 50", 50],
    ["my husband will be forty", 40],
    ["uncle aged 70", 70],
    ["they're 12 and love games", 12],
    ["a boss who is 45", 45],
    ["my son's 10th birthday", 10],
    ["her 1st bday", 1],
    ["my nephew's first birthday", 1],
    ["her twenty-first birthday", 21],
    ["my old man, something big for his 70th. he's a home barista", 70],
    ["mom's 60th is coming up", 60],
    ["hubby's 40th! we have two toddlers", 40],
    ["dad's sixtieth birthday party", 60],
    ["a sweet sixteen", 16],
    ["mi abuela de 80 años", 80],
    ["Opa wird 75", 75],
    ["mein Vater, 65 Jahre", 65],
    ["Opa, 80, reads a lot", 80],
    ["my nephew \u2014 he's actually my age, 27 \u2014 he's a huge space nerd", 27],
    ["teenage boy, 14 and into basketball", 14],
    ["my grandfather turning 110", 110],
    // The relationship blanked, as readRequest passes it.
    ["my        is 15 and obsessed with anime", 15],
    ["my               's 9", 9],
    ["my aunt, she's actually 9 (my grandma had her late)", 9],
    ["my little boy just bought his first house at 33!", 33],
    ["the kids, my son (32) and his wife", 32],
    ["grandkid, 2.5, obsessed with trucks", 2],
    ["my grandson, 6, wants a radio flyer wagon", 6],
    ["my 15 yo           wants to get serious about making music", 15],
    ["the lady who runs the book club, a retired librarian, maybe around 70, does it as a volunteer", 70],
    ["she's about 60 and golfs", 60],
  ])("reads %j as %i", (text, age) => {
    expect(statedAge(text)).toEqual({ min: age, max: age });
  });

  it.each([
    "my budget is 50",
    "my train is 90 minutes each way",
    "my limit's 40 dollars",
    "my brother, my spending cap is 50",
    "meu pai se aposenta depois de 40 anos no banco",
    "nach 30 Jahre bei der Bahn",
    "we meet at 10.",
    "ils vivent ensemble depuis 6 ans",
    "ma coll\u00e8gue part \u00e0 la retraite apr\u00e8s 30 ans \u00e0 l'accueil",
    "mi compa\u00f1era se jubila despu\u00e9s de 30 a\u00f1os",
    "my boss is one of those people who has everything",
    "he's only 6 years older than me",
    // Years married, not an age.
    "mi esposa pinta al \u00f3leo, cumplimos 15 a\u00f1os de casados",
    "wir sind 25 Jahre verheiratet",
    // The dog's age, set off after the dog; and minutes are no age.
    "my buddy had to say goodbye to his dog Rocco last weekend, 13 yrs old. they did every trail together",
    "the drive takes about 30 minutes, and he hates it",
    "her boys (7 and 10) are obsessed with minecraft",
  ])("reads no age in %j", (text) => {
    expect(statedAge(text)).toBeUndefined();
  });

  it.each([
    ["a 6-month-old nephew", 0],
    ["a 3 months old baby", 0],
    ["my baby is 8 months old", 0],
  ])("reads %j as a baby under a year", (text) => {
    expect(statedAge(text)).toEqual({ min: 0, max: 0 });
  });

  it.each(["our friends' little girl is eighteen months old", "my nephew is twenty-two months old", "she is 18 months old"])(
    "reads %j, months said in words or digits, as one year",
    (text) => {
      expect(statedAge(text)).toEqual({ min: 1, max: 1 });
    },
  );

  it.each([
    ["my grandmother in her 80s", 80, 89],
    ["my boss in his early thirties", 30, 33],
    ["a friend in her mid 40s", 43, 46],
    ["my parents in their late 20s", 26, 29],
    ["someone in my fifties", 50, 59],
    ["aunt in her Late Sixties", 66, 69],
    // A class of children, said as two ages in brackets.
    ["something for each of my 22 kiddos (7 and 8 year olds)", 7, 8],
  ])("reads the decade in %j as %i to %i", (text, min, max) => {
    expect(statedAge(text)).toEqual({ min, max });
  });

  it.each([
    "a gift under $100",
    "my brother just became a dad, the baby is 2 months old",
    "my friend who has a 3-month-old",
    "coworker retiring after 30 years at the company",
    "my parents' 40th anniversary",
    "he's 20 minutes away",
    "she's 50% done with her degree",
    "turning 0",
    "my great-grandfather turning 111",
    "a friend who loves 80s music",
    "my friend",
    "for her birthday",
    "our first anniversary",
    "their 40th anniversary",
    "her 25th year at the firm",
    "his first birthday without his wife",
    // Read once the relationship and a verb were blanked: "my mom just retired after 40 years as an ER nurse".
    "my     just               40 years as an er nurse",
    "my       , 25 years of teaching behind her",
  ])("finds no age in %j", (text) => {
    expect(statedAge(text)).toBeUndefined();
  });
});

describe("statedAge of someone or something else", () => {
  it.each([
    "my sister, who has a 5 year old labrador and loves yoga",
    "my friend and her 10-year-old dog",
    "a mom of a 3-year-old who loves running",
    "my neighbor with a 2 year old",
    "they just bought a 40-year-old house",
    "my 6 year old twins want to pick out something for their grandpa",
  ])("reads no age of the recipient in %j", (text) => {
    expect(statedAge(text)).toBeUndefined();
  });

  it("still reads the recipient's own age after such a phrase is ruled out", () => {
    expect(statedAge("my 8 year old son")).toEqual({ min: 8, max: 8 });
    expect(statedAge("my dad, turning 60, has a 12 year old dog")).toEqual({ min: 60, max: 60 });
    expect(statedAge("my neighbor, who has a 3 year old, is a 40 year old runner")).toEqual({ min: 40, max: 40 });
  });
});

describe("an age said as other languages say it, or in brackets", () => {
  it.each([
    ["my nephew has 16 years and he is all the time on the skate", 16],
    ["the bambino of my friend makes 6 years on Saturday", 6],
    ["my boyfriend he makes a lot of sport. he will have 29. not clothes please", 29],
    ["my babcia (92 years) lives now in a residence", 92],
    ["first communion gift for my granddaughter sofia (7). she's horse crazy", 7],
    ["one bigger gift that my twins (5) can share", 5],
  ])("reads %j as %i", (text, age) => {
    expect(statedAge(text)).toEqual({ min: age, max: age });
  });

  it.each([
    "a colleague going in pension after 30 years in the company",
    "she has 30 years of experience as a nurse",
    "he has 20 years on the force",
    "she has 3 years left before she retires",
    "he makes 50 cookies every christmas",
  ])("reads no age in %j, where the years are spent, not lived", (text) => {
    expect(statedAge(text)).toBeUndefined();
  });
});

describe("an age said in months", () => {
  it("reads 'he'll be 18 months at Christmas' as 1, and another's baby's months as no age", () => {
    expect(statedAge("my first grandbaby! he'll be 18 months at Christmas")).toEqual({ min: 1, max: 1 });
    expect(statedAge("my niece is 3 months old")).toEqual({ min: 0, max: 0 });
    expect(statedAge("my brother, the baby is 2 months")).toBeUndefined();
    expect(statedAge("my wife is 7 months pregnant")).toBeUndefined();
    expect(statedAge("she's 6 months postpartum")).toBeUndefined();
  });
});

describe("stageAge", () => {
  it.each([
    ["a newborn", 0, 1],
    ["my niece was born in November, so this is her very first Christmas", 0, 0],
    ["my nephew was born last week", 0, 0],
    ["the baby's first Hanukkah", 0, 0],
    ["our toddler", 1, 3],
    ["a preschooler", 3, 5],
    ["my kindergartner", 5, 6],
    ["a 1st grader", 6, 7],
    ["my 3rd-grade son", 8, 9],
    ["a tween", 9, 12],
    ["my best friend's son, his bar mitzvah is next month", 12, 13],
    ["my goddaughter's quinceañera", 15, 15],
    ["my godson's first communion", 7, 9],
    ["a middle schooler", 11, 14],
    ["my son heading to college", 17, 19],
    ["a high school senior", 17, 19],
    ["my teenage daughter", 13, 18],
    ["a Teenager", 13, 18],
    ["my sister graduating college", 21, 24],
    ["a friend in med school", 21, 35],
    ["my college student cousin", 18, 23],
    ["my retired dad", 55, 100],
    ["a little girl", 3, 8],
    ["the kids", 3, 12],
  ])("reads %j as %i to %i", (text, min, max) => {
    expect(stageAge(text)).toEqual({ min, max });
  });

  it.each([
    "my sister, she is a kindergarten teacher",
    "my aunt teaches 2nd grade",
    "a middle school principal",
    "she teaches preschool",
    "my friend just got her first teaching job, 3rd grade",
    "my friend starting her first teaching job in a 3rd grade classroom",
    "my cousin who is marrying a man with two kids",
    "my friend's mom passed away. she has two young kids at home",
    "a single mom raising three kids on her own",
  ])("names no stage where %j works", (text) => {
    expect(stageAge(text)).toBeUndefined();
  });

  it("names no stage for an adult described otherwise", () => {
    expect(stageAge("my brother who loves hiking")).toBeUndefined();
    expect(stageAge("my sister, born in May, loves yoga")).toBeUndefined();
    expect(stageAge("my wife, her first Christmas in Canada")).toBeUndefined();
    expect(stageAge("my dad was born in November 1955")).toBeUndefined();
  });
});

describe("a partner of their own", () => {
  it("reads someone who lives with a partner as grown, and a friend as nothing", () => {
    expect(partneredAge("my niece and her boyfriend live full time in a converted Sprinter van")).toEqual({ min: 18, max: 120 });
    expect(partneredAge("my nephew and his girlfriend just moved in together")).toEqual({ min: 18, max: 120 });
    expect(partneredAge("my son and his best friend")).toBeUndefined();
  });
});
