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

/** The language's English name when the text is clearly not English; undefined when it is (or may be) English. */
export function foreignLanguage(text: string): string | undefined {
  const tokens = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (tokens.length < 2) return undefined;
  const englishShare = tokens.filter((token) => COMMON_ENGLISH.has(token)).length / tokens.length;
  if (englishShare >= 0.3) return undefined;
  const [best, second] = francAll(text, { minLength: 3, only: ["eng", ...OTHER_LANGUAGES] });
  if (!best || best[0] === "eng") return undefined;
  const margin = best[1] - (second?.[1] ?? 0);
  if (englishShare >= 0.15 && margin < 0.05) return undefined;
  return NAMES[best[0]];
}
