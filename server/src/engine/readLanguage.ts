/**
 * Is the recipient text English? franc-min guesses the language from trigrams, but on a few words it guesses
 * wildly ("my dad" reads as Somali), so it is asked only when few of the words are common English ones, and
 * its answer counts only when it names another language with some margin.
 */
import { francAll } from "franc-min";

const COMMON_ENGLISH = new Set(
  `a an and the of for to in on at with who is are was be my our your his her their he she it they him them me i we you
  loves love likes like into enjoys wants needs has have had just really very always never no not more please but or
  friend friends mom dad mother father wife husband sister brother son daughter kid kids boss coworker colleague teacher
  grandma grandpa aunt uncle niece nephew cousin girlfriend boyfriend partner neighbor baby new old year years turning
  loving obsessed big fan lover who's she's he's doesn't don't can't isn't gift birthday all everything something
  that this these those from about as so too also same one two three little young older plays reads cooks`.split(/\s+/),
);

const OTHER_LANGUAGES = ["deu", "fra", "spa", "ita", "por", "nld", "pol", "swe", "dan", "nob", "tur", "ces", "fin", "hun", "ron"];
const NAMES: Record<string, string> = {
  deu: "German",
  fra: "French",
  spa: "Spanish",
  ita: "Italian",
  por: "Portuguese",
  nld: "Dutch",
  pol: "Polish",
  swe: "Swedish",
  dan: "Danish",
  nob: "Norwegian",
  tur: "Turkish",
  ces: "Czech",
  fin: "Finnish",
  hun: "Hungarian",
  ron: "Romanian",
};

/**
 * Short words every sentence of the language uses. On a few words franc guesses wildly ("office party" reads as
 * French), so its guess counts only when the text holds at least one of that language's own small words.
 */
const FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    deu: "der die das und ist mein meine meinem meiner meinen ein eine einen mit für gerne liebt hat sie er zum zur von bei auch nicht oma opa",
    fra: "le la les de des du et mon ma mes un une pour qui aime adore est avec sa ses au aux elle il",
    spa: "el la los las de del y mi mis un una para que le encanta ama es con su sus al ella",
    ita: "il lo la le gli di del della e mio mia miei un una per che ama adora è con suo sua al piace",
    por: "o a os as de do da e meu minha um uma para que ama adora é com seu sua ao gosta ela ele",
    nld: "de het een en mijn van voor die houdt is met zijn haar ze hij",
    pol: "i w na z mój moja moje dla który która lubi jest",
    swe: "och min mitt en ett för som gillar är med hennes hans",
    dan: "og min mit en et for som kan lide er med hendes hans",
    nob: "og min mitt en et for som liker er med hennes hans",
    tur: "ve bir için çok seven annem babam bu her hiç da de ile gibi ama olan kadar yaşında yaşına seviyor sürekli",
    ces: "a v na s můj moje pro který která má rád ráda je",
    fin: "ja minun on joka tykkää rakastaa",
    hun: "a az és egy aki szeret",
    ron: "și mea meu un o pentru care iubește este cu",
  }).map(([language, list]) => [language, new Set(list.split(" "))]),
);

const CLOSE_GUESS = 0.1;

/** "My son's coach": a possessive is read as its noun. */
const bare = (token: string) => token.replace(/['\u2019]s$/, "");

/**
 * Writing systems other than the Latin alphabet, and what to call a text written in them. Japanese mixes kana
 * with Chinese characters, so kana are looked for first.
 */
const SCRIPTS: readonly (readonly [RegExp, string])[] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, "Japanese"],
  [/\p{Script=Hangul}/gu, "Korean"],
  [/\p{Script=Han}/gu, "Chinese"],
  [/\p{Script=Cyrillic}/gu, "a language written in Cyrillic"],
  [/\p{Script=Arabic}/gu, "a language written in Arabic script"],
  [/\p{Script=Hebrew}/gu, "Hebrew"],
  [/\p{Script=Greek}/gu, "Greek"],
  [/\p{Script=Thai}/gu, "Thai"],
  [/\p{Script=Devanagari}/gu, "a language written in Devanagari"],
];

/** Printable ASCII and line breaks only (anything else, control characters too, takes the full scan). */
const ASCII_ONLY = /^[\t\n\r -~]*$/;

/** A text written mostly in another script is not English, however few words franc would have to go on. */
function otherScript(text: string): string | undefined {
  // Every script above is outside ASCII: such a text has none of them, and ten scans of it would find nothing.
  if (ASCII_ONLY.test(text)) return undefined;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  for (const [letters, name] of SCRIPTS) {
    const found = text.match(letters)?.length ?? 0;
    if (found > 0 && found >= latin) return name;
  }
  return undefined;
}

/** The language's English name when the text is clearly not English; undefined when it is (or may be) English. */
export function foreignLanguage(text: string): string | undefined {
  const script = otherScript(text);
  if (script !== undefined) return script;
  const tokens = (text.toLowerCase().match(/[\p{L}'\u2019]+/gu) ?? []).map(bare);
  if (tokens.length < 2) return undefined;
  const englishShare = tokens.filter((token) => COMMON_ENGLISH.has(token)).length / tokens.length;
  if (englishShare >= 0.3) return undefined;
  const guesses = francAll(text, { minLength: 3, only: ["eng", ...OTHER_LANGUAGES] });
  const [best] = guesses;
  if (!best || best[0] === "eng") return undefined;
  // How far English trails: two other languages close together ("mio nipote si laurea" reads as Romanian, then
  // Italian) say nothing about English.
  const margin = best[1] - (guesses.find(([code]) => code === "eng")?.[1] ?? 0);
  if (englishShare >= 0.15 && margin < 0.05) return undefined;
  // Close guesses ("años" reads as Romanian, Spanish or Portuguese): the one whose small words the text uses most.
  let language: string | undefined;
  let mostHits = 0;
  for (const [code, score] of guesses) {
    if (score < best[1] - CLOSE_GUESS) break;
    const hits = tokens.filter((token) => FUNCTION_WORDS[code]?.has(token)).length;
    if (hits > mostHits) [language, mostHits] = [code, hits];
  }
  return language === undefined ? undefined : NAMES[language];
}
