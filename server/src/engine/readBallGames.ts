/**
 * Understand, ball games: "watches every Cubs game", "listens to the game on the radio" follow a team, they name
 * no board game. The word leaves the text (blanked to the same length, so later readings keep their places).
 */
import { NAMES_A_CLUBS_GAME } from "./proTeams.ts";
import { blanked } from "./text.ts";

/**
 * A team's name may take several words: "every Green Bay Packers game". Words that make it a table game do not, nor
 * games owned ("owns every console and basically every game") or given ("I don't want to get him a game").
 */
const FOLLOWED_GAME =
  /(?<!\b(?:not|owns?|has|have|basically|literally|almost|nearly|pretty\s+much|just\s+about|(?:get|gets|getting|buy|buys|buying|give|gives|giving)\s+(?:him|her|them))\s+)\b(?:every|each|the|a|watch(?:es|ing)?|listen(?:s|ing)?\s+to)\s+(?:(?!(?:board|card|video|popular|classic|single|modern|party|word|dice|strategy|family|computer|pc|tabletop|good|fun|new|favou?rite|drinking|escape|murder|mystery|trivia|puzzle|cooperative|deck|legacy|two|2|player|and|or|with|of|to|on|in|his|her|their|who|plays?|loves?|likes?|final|fantasy|mario|zelda|pokemon|sims)\b)[a-z]+\s+){0,3}games?\b(?!\s+night)/gi;

const SPORTS = String.raw`(?:hockey|baseball|softball|football|soccer|basketball|lacrosse|volleyball|rugby|cricket|little\s+league|tennis|water\s+polo)`;
/** "Her kids' hockey games", "my brother's baseball games": a sport's matches, never a board game. */
const SPORT_GAMES = new RegExp(String.raw`\b${SPORTS}\s+games?\b`, "gi");
/**
 * "At her kids' hockey games", "never misses my brother's baseball games": someone else plays, and the recipient
 * watches from the bleachers; the sport is theirs, not the recipient's.
 */
const OTHERS_GAMES = new RegExp(
  String.raw`(?<=\b(?:kids|kid['\u2019]s|sons?['\u2019]s?|daughters?['\u2019]s?|grandson['\u2019]s|granddaughter['\u2019]s|grandkids['\u2019]|children['\u2019]s|brother['\u2019]s|sister['\u2019]s|nephew['\u2019]s|niece['\u2019]s)['\u2019]?\s+)${SPORTS}\s+games?\b`,
  "gi",
);
/** "Who only games", "he games every night", "and games with his friends": playing video games, the verb. */
const GAMES_THE_VERB =
  /(?:\b(?:he|she|they|who|only|just|always|constantly|mostly|and)|,)\s+(?:also\s+|still\s+)?games\b(?=\s+(?:with|online|every|all|on|at|after|late|most|a\s+lot|nonstop|constantly)\b)|\b(?:he|she|they|who|only|just|always|constantly|mostly)\s+games\b(?!\s+night)/gi;

const blankedGames = (said: string) => said.replace(/games?$/i, blanked);

/** "A soccer mom", "a hockey dad": the children play; the parent drives and cheers. */
const SPORTS_PARENT =
  /\b(?:soccer|hockey|football|baseball|softball|basketball|lacrosse|volleyball|dance|swim|gymnastics|cheer)\s+(?:mom|mum|dad|parent)s?\b/gi;
const blankedSport = (said: string) => said.replace(/^\S+/, blanked);

export function plainBallGames(text: string): string {
  return text
    .replace(OTHERS_GAMES, blanked)
    .replace(SPORTS_PARENT, blankedSport)
    .replace(FOLLOWED_GAME, (said) =>
      NAMES_A_CLUBS_GAME.test(said) ? said.replace(/games?$/i, (game) => "fan".padEnd(game.length)) : blankedGames(said),
    )
    .replace(SPORT_GAMES, blankedGames)
    .replace(GAMES_THE_VERB, (said) => `${said.slice(0, -"games".length)}gamer`);
}
