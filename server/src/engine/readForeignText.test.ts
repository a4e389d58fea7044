import { describe, expect, it } from "vitest";
import { readForeignText } from "./readForeignText.ts";

describe("readForeignText", () => {
  it.each([
    ["German", "meine Schwester, die gerne wandert und Kaffee liebt", "sister", ["hiking", "coffee"], []],
    ["German", "mein Chef, trinkt keinen Alkohol, mag Tee", "boss", ["tea"], ["alcohol"]],
    ["German", "meine Frau isst kein Fleisch und liebt Yoga", "wife", ["yoga"], ["meat"]],
    ["German", "mein Mann trinkt nicht, liebt aber Fußball", "husband", ["soccer"], ["alcohol"]],
    ["German", "mein Freund liebt nicht nur Bücher, sondern auch Kaffee", "friend", ["reading", "coffee"], []],
    ["German", "Frau Weber, unsere Lehrerin, liebt Blumen", "teacher", ["flowers"], []],
    ["French", "ma mère n'aime pas le chocolat mais adore les fleurs", "mother", ["flowers"], ["chocolate"]],
    ["French", "ma sœur ne boit que du thé", "sister", ["tea"], []],
    ["French", "mon père ne boit jamais, il adore la pêche", "father", ["fishing"], ["alcohol"]],
    ["Spanish", "a mi abuela no le gusta el chocolate, le encanta tejer", "grandmother", ["knitting"], ["chocolate"]],
    ["Spanish", "mi hermano es vegano y le encanta el fútbol", "brother", ["soccer"], ["vegan"]],
    ["Spanish", "no sé qué regalarle a mi tía, le gusta el café", "aunt", ["coffee"], []],
    ["Italian", "mia cugina ha appena iniziato yoga e non beve caffè", "cousin", ["yoga"], ["coffee"]],
    ["Portuguese", "minha avó é alérgica a amendoim e adora jardinagem", "grandmother", ["gardening"], ["peanuts"]],
    ["Dutch", "mijn zus houdt van tuinieren maar geen bloemen", "sister", ["gardening"], ["flowers"]],
    [
      "Spanish",
      "mi hermano, le encanta cocinar pero no tiene casi nada en la cocina, fan del Real Madrid",
      "brother",
      ["cooking", "soccer fan"],
      [],
    ],
    ["Portuguese", "meu namorado ama café, mas é intolerante à lactose", "boyfriend", ["coffee"], ["dairy"]],
    ["Italian", "mia nonna adora le parole crociate, ma è celiaca", "grandmother", ["crosswords", "sudoku"], ["gluten"]],
    ["German", "meine Kollegin geht in Mutterschutz und trinkt gerne Kräutertee", "coworker", ["pregnancy", "tea"], []],
    [
      "French",
      "Mon ami fait son propre pain au levain depuis six ans. Il a déjà tous les bannetons, une cocotte en fonte, une lame et un grattoir.",
      "friend",
      ["sourdough"],
      ["banneton", "dutch oven", "bread lame", "bench scraper"],
    ],
    [
      "Italian",
      "Mio fratello arrampica da quindici anni, in palestra e in falesia. Ha già corde, imbrago, scarpette e magnesite in abbondanza.",
      "brother",
      ["climbing"],
      ["climbing rope", "climbing harness", "climbing shoes", "chalk"],
    ],
    [
      "Dutch",
      "mijn collega is een fanatieke vogelaar. Ze heeft al een verrekijker en een kast vol veldgidsen.",
      "coworker",
      ["birds"],
      ["binoculars", "field guides"],
    ],
    ["German", "mein Vater klettert seit Jahren, wünscht sich aber ein neues Seil", "father", ["climbing"], []],
    ["Dutch", "mijn broer heeft al jaren een verrekijker en kijkt graag naar vogels", "brother", ["birds"], []],
    [
      "German",
      "Meine Oma wird 85. Sie strickt jeden Abend und löst Kreuzworträtsel, aber ihre Augen werden langsam schlechter.",
      "grandmother",
      ["knitting", "crosswords", "sudoku", "failing eyesight"],
      [],
    ],
    [
      "Italian",
      "Mio nipote (il figlio di mia sorella) compie 8 anni. Adora il calcio e i libri d'avventura.",
      "nephew",
      ["soccer", "adventure books"],
      [],
    ],
    [
      "German",
      "Mein Sohn (14) spielt Schlagzeug, er hat ein komplettes E-Drum-Set, Sticks, gute Kopfhörer und einen Hocker.",
      "son",
      ["drums"],
      ["drumsticks", "headphones", "drum throne"],
    ],
    ["Portuguese", "Meu namorado adora jogos de corrida e futebol", "boyfriend", ["racing video games", "soccer"], []],
    ["German", "Mein Vater hat schon immer gerne Kopfhörer beim Joggen", "father", ["running"], []],
    [
      "Spanish",
      "mi ahijada cumple 15 años; le encanta el K-pop (sobre todo BTS) y maquillarse",
      "goddaughter",
      ["k-pop", "bts", "makeup"],
      [],
    ],
    ["Spanish", "Mi abuela tiene 82 años. Le encanta tejer a ganchillo y ver telenovelas.", "grandmother", ["crochet", "tv"], []],
    ["Spanish", "Mi novio es fanático del Real Betis y juega al pádel tres veces por semana.", "boyfriend", ["soccer fan", "padel"], []],
    [
      "Dutch",
      "Mijn beste vriend staat elk weekend in de keuken om Indonesisch te koken, rendang, saté, alles.",
      "friend",
      ["indonesian cooking", "cooking"],
      [],
    ],
    [
      "Italian",
      "Mio nonno compie 90 anni. Ha fatto il falegname tutta la vita, ora non sente più tanto bene e quando guarda la Juve in TV la alza a volume altissimo. Passa le giornate a fare le parole crociate.",
      "grandfather",
      ["woodworking", "hard of hearing", "soccer fan", "crosswords", "sudoku"],
      [],
    ],
    ["French", "notre nounou adore son jardin", "nanny", ["gardening"], []],
    [
      "French",
      "ma grand-mère adorait tricoter mais ses mains ne peuvent plus tenir les aiguilles à cause de l'arthrose",
      "grandmother",
      ["knitting (past)", "arthritis"],
      [],
    ],
    ["Spanish", "a mi abuela le encantaba coser pero ya no puede", "grandmother", ["sewing (past)"], []],
    ["Spanish", "a mi abuela le encantaba leer y le encanta el té", "grandmother", ["reading", "tea"], []],
    ["German", "mein Opa hat Demenz und liebt Traktoren", "grandfather", ["memory loss", "tractors"], []],
    ["Dutch", "mijn opa is slechthorend en houdt van voetbal", "grandfather", ["hard of hearing", "soccer"], []],
    ["German", "meine Oma löst jeden Tag Kreuzworträtsel", "grandmother", ["crosswords", "sudoku"], []],
    ["French", "mon amie adore lire, mais elle a déjà trop de bougies", "friend", ["reading"], ["candles"]],
    ["German", "mein Vater steht jedes Wochenende an seinem Gasgrill", "father", ["grilling"], []],
    [
      "Italian",
      "mio marito adora fare la pasta fatta in casa e non rinuncia mai al suo espresso. Non beve alcolici.",
      "husband",
      ["homemade pasta", "espresso"],
      ["alcohol"],
    ],
  ])("reads %s: %s", (language, text, relationship, interests, avoid) => {
    expect(readForeignText(text, language)).toEqual({ relationship, interests, avoid });
  });

  it("tells the grandmother from the grandfather by the accent alone", () => {
    expect(readForeignText("meu avô adora pescar", "Portuguese")?.relationship).toBe("grandfather");
    expect(readForeignText("minha avó adora pescar", "Portuguese")?.relationship).toBe("grandmother");
  });

  it("matches whole words or stems, never the inside of another word", () => {
    // "Teenager" holds "tee", "Mannschaft" holds "mann": neither is tea nor a husband.
    expect(readForeignText("der Teenager spielt in einer Mannschaft", "German")).toEqual({
      relationship: undefined,
      interests: [],
      avoid: [],
    });
    expect(readForeignText("meine Nichte wandert, wandern ist ihr Leben", "German")?.interests).toEqual(["hiking"]);
  });

  it("leaves a language without a word list unread", () => {
    expect(readForeignText("annem kahveyi çok seviyor", "Turkish")).toBeUndefined();
    expect(readForeignText("夫の40歳の誕生日", "Japanese")).toBeUndefined();
  });
});
