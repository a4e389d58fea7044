/**
 * Understand, ball games: "watches every Cubs game", "listens to the game on the radio" follow a team, they name
 * no board game. The word leaves the text (blanked to the same length, so later readings keep their places).
 */
const FOLLOWED_GAME =
  /\b(?:every|each|the|a|watch(?:es|ing)?|listen(?:s|ing)?\s+to)\s+(?!board\b|card\b|video\b|party\b|word\b|dice\b|strategy\b|family\b|computer\b|pc\b|tabletop\b)(?:[a-z]+\s+)?games?\b(?!\s+night)/g;

export function plainBallGames(text: string): string {
  return text.replace(FOLLOWED_GAME, (said) => said.replace(/games?$/, (word) => " ".repeat(word.length)));
}
