/**
 * Rules for sports: someone who follows a team gets a fan's things, not a player's gear; someone who plays gets no
 * scarf "of their team" nobody named.
 */
import type { CatalogIndex } from "./catalogIndex.ts";
import { itemsTagged } from "./itemsTagged.ts";
import { NAMES_A_PRO_TEAM, namesASoccerClub, sportOfClub } from "./proTeams.ts";
import type { InterestReading } from "./readInterests.ts";
import type { RequestReading } from "./readRequest.ts";
import { conceptLabel } from "./vocabulary.ts";

const SPECTATOR_SPORTS = ["soccer", "basketball", "football", "american-football", "baseball", "hockey", "tennis", "golf"];
/** Team sports few people past fifty still play: loving one at that age is following it. */
const TEAM_SPORTS = ["soccer", "basketball", "football", "american-football", "baseball", "hockey"];
const FAN_AGE = 50;
// A league, a club, a season ticket or a supporter is someone who follows the game, not someone who plays it.
const WATCHING =
  /\b(?:watch(?:es|ing)?|fan|fans|follows?|following|cheers?\s+for|supporters?|season\s+tickets?|premier\s+league|la\s+liga|serie\s+a|bundesliga|champions\s+league|world\s+cup|nfl|nba|mlb|nhl|mls|super\s+bowl|juventus|juve|liverpool|arsenal|manchester\s+united|man\s+united|man\s+city|chelsea|tottenham|real\s+madrid|barcelona|bar\u00e7a|bayern|dortmund|bvb|psg|ac\s+milan|inter\s+milan)\b/i;

/** A spectator sport as the text says it ("football", not the catalog's "american-football"). */
const SPORT_WORDS = SPECTATOR_SPORTS.filter((sport) => !sport.includes("-")).join("|");
/** "Watches baseball", "watching college football every Saturday": the sport is followed, whatever the phrase kept. */
const WATCHES_SPORT = new RegExp(
  String.raw`\bwatch(?:es|ing|ed)?\s+(?:(?:the|a|lot|lots|of|every|all|college|pro|his|her|their|old|live)\s+){0,3}(${SPORT_WORDS})\b`,
  "g",
);
/** Tours and tournaments that name their sport: "watches every PGA Tour event", "every match of Wimbledon". */
const EVENTS_OF: readonly (readonly [sport: string, events: RegExp])[] = [
  ["golf", /\b(?:pga(?:\s+tour)?|lpga|the\s+masters|ryder\s+cup)\b/],
  ["tennis", /\b(?:wimbledon|us\s+open|french\s+open|roland\s+garros|australian\s+open|grand\s+slams?|atp|wta)\b/],
];
const WATCHES_EVENT = /\bwatch(?:es|ing|ed)?\b[^.;!?]{0,40}$/;

/** "Plays on a team and watches every game": someone on a team plays the game they watch, and their gear stays. */
const ON_A_TEAM =
  /\b(?:plays?|playing)\s+(?:on\s+(?:a|the|his|her|their)\s+(?:\w+\s+)?team|in\s+a\s+league|varsity)\b|\b(?:travel|school|varsity|jv)\s+team\b|\blittle\s+league\b/;

/** The sports a (lowercased) text says they watch, less those it says they play ("watches golf and plays tennis"). */
export function sportsOnlyWatched(text: string): string[] {
  if (ON_A_TEAM.test(text)) return [];
  const watched = new Set(Array.from(text.matchAll(WATCHES_SPORT), (match) => match[1] as string));
  // "Loves football (Bayern fan)": a club named is a club followed, whichever word the text uses for its game.
  if (namesASoccerClub(text) && !/\b(?:plays?|playing)\s+(?:football|soccer)\b/.test(text))
    for (const sport of ["soccer", "football"]) watched.add(sport);
  for (const [sport, events] of EVENTS_OF) {
    const event = events.exec(text);
    if (event && WATCHES_EVENT.test(text.slice(0, event.index))) watched.add(sport);
  }
  return [...watched].filter((sport) => !new RegExp(String.raw`\b(?:plays?|playing)\s+${sport}\b`).test(text));
}

/** The team sports the person follows (said, or by a league, or past fifty), and whether any is said to be played. */
function followedSports(reading: RequestReading): { readonly followed: readonly string[]; readonly plays: boolean } {
  const followerByAge = (reading.age?.min ?? 0) >= FAN_AGE;
  const watchedInText = (interest: InterestReading) => reading.sportsWatched.some((sport) => interest.phrase.toLowerCase().includes(sport));
  // "Inter Milan" beside "soccer": a club named makes that club's sport, said bare, a followed one too.
  const clubSports = new Set(reading.interests.map((interest) => sportOfClub(interest.phrase)).filter((sport) => sport !== undefined));
  const followed = reading.interests.flatMap((interest) => {
    const follows =
      WATCHING.test(interest.phrase) ||
      NAMES_A_PRO_TEAM.test(interest.phrase) ||
      watchedInText(interest) ||
      interest.concepts.some((concept) => clubSports.has(concept));
    const sports = follows ? SPECTATOR_SPORTS : followerByAge ? TEAM_SPORTS : [];
    return interest.concepts.filter((concept) => sports.includes(concept));
  });
  return { followed, plays: reading.interests.some((interest) => /\bplay(?:s|ing)?\b/i.test(interest.phrase)) };
}

/** Where a player's things are filed: the gear, a table game, a sticker album. */
const PLAYERS_CATEGORIES: ReadonlySet<string> = new Set(["sports-fitness", "board-games", "kids-toys"]);
/** The catalog's mark on an outing for players (a batting cage, a lesson), beside the tickets to watch a game. */
const FOR_PLAYERS_TAG = "for-players";

/** A sport the person follows and is not said to play: its gear, games and albums are for players. */
export function spectatorGear(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  const { followed, plays } = followedSports(reading);
  if (followed.length === 0 || plays) return undefined;
  return [...itemsTagged(index, followed)].filter((position) => {
    const item = index.items[position];
    return (
      item !== undefined &&
      (PLAYERS_CATEGORIES.has(item.category) || item.tags.includes(FOR_PLAYERS_TAG)) &&
      !item.tags.includes("sports-fan")
    );
  });
}

/**
 * A sport the person loves and is not said to follow: a club scarf or a jersey "of their team" presumes a team
 * nobody named (a 9-year-old who plays soccer, a friend who tore his ACL at pickup basketball).
 */
export function teamApparelForAPlayer(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  const { followed } = followedSports(reading);
  const loved = reading.interests.flatMap((interest) => interest.concepts.filter((concept) => SPECTATOR_SPORTS.includes(concept)));
  const unfollowed = loved.filter((sport) => !followed.includes(sport));
  if (unfollowed.length === 0) return undefined;
  return [...itemsTagged(index, unfollowed)].filter((position) => {
    const item = index.items[position];
    return item?.tags.includes("sports-fan") === true && item.is.includes("clothing");
  });
}

/**
 * Sports whose gear is of no use to someone who does another: tennis balls, hand wraps or a climbing brush for a
 * runner reached through "fitness". Hiking and camping are not here: they go with most outdoor loves.
 */
const SPORTS_WITH_GEAR = [
  "running",
  "marathon",
  "triathlon",
  "cycling",
  "mountain-biking",
  "indoor-cycling",
  "swimming",
  "tennis",
  "pickleball",
  "racquet-sports",
  "badminton",
  "squash",
  "golf",
  "boxing",
  "kickboxing",
  "martial-arts",
  "climbing",
  "bouldering",
  "indoor-climbing",
  "yoga",
  "pilates",
  "skiing",
  "snowboarding",
  "surfing",
  "skateboarding",
  "soccer",
  "basketball",
  "baseball",
  "hockey",
  "volleyball",
  "football",
  "american-football",
  "bowling",
  "archery",
  "rowing",
  "weightlifting",
  "crossfit",
  "fishing",
  "fly-fishing",
];

/**
 * When the person's sports are named, the gear of only other sports: it came through a broad word ("fitness",
 * "sports") and fits someone else. An item that also serves a sport they do stays (a triathlon gel for a runner).
 */
export function anotherSportsGear(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  // "Fly fishing" backs off to fishing: a fishing item is no other sport's.
  const said = new Set(reading.interests.flatMap((interest) => [...interest.concepts, ...interest.broader]));
  const theirs = SPORTS_WITH_GEAR.filter((sport) => said.has(sport));
  if (theirs.length === 0) return undefined;
  const others = SPORTS_WITH_GEAR.filter((sport) => !said.has(sport));
  const serving = itemsTagged(index, theirs);
  return [...itemsTagged(index, others)].filter((position) => !serving.has(position));
}

/** Tags that name one club, and the sport the club plays: its things are for its own fans. */
const CLUB_SPORTS: Readonly<Record<string, string>> = {
  "new-york-yankees": "baseball",
  "los-angeles-dodgers": "baseball",
  "green-bay-packers": "american-football",
  "dallas-cowboys": "american-football",
  "boston-bruins": "hockey",
  "manchester-united": "soccer",
  arsenal: "soccer",
  ferrari: "formula-1",
};
export const TEAMS = Object.keys(CLUB_SPORTS);

/**
 * "A die-hard Yankees fan": the club has a thing or two of its own, and the fan follows the game as well (a
 * history of baseball, a signed-ball display), unless the sport is already among the loves.
 */
export function withTeamsSports(interests: readonly InterestReading[]): InterestReading[] {
  const said = new Set(interests.flatMap((interest) => interest.concepts));
  const sports = [...new Set(interests.flatMap((interest) => interest.concepts.flatMap((concept) => CLUB_SPORTS[concept] ?? [])))];
  const unsaid = sports.filter((sport) => !said.has(sport));
  // Said as the person said the club: a "fan" phrase, so the sport reads as followed, not played.
  return [...interests, ...unsaid.map((sport) => ({ phrase: `${conceptLabel(sport)} fan`, concepts: [sport], stems: [], broader: [] }))];
}

/**
 * A Cowboys stadium tour for a Packers fan, Old Trafford for an Arsenal supporter: a club's things go only to
 * someone who named that club, whatever sport or league they love.
 */
export function anotherTeamsThings(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  const named = new Set(reading.interests.flatMap((interest) => interest.concepts));
  const others = TEAMS.filter((team) => !named.has(team));
  return others.length === 0 ? undefined : [...itemsTagged(index, others)];
}

/** England's league and its clubs, as fans name them. */
const ENGLISH_FOOTBALL =
  /\b(?:premier\s+league|epl|liverpool|arsenal|manchester|man\s+united|man\s+city|chelsea|tottenham|spurs|everton|newcastle|west\s+ham|aston\s+villa|leeds)\b/i;

/** The NFL named by the league's name or one of its clubs: "loves the NFL", "a die-hard Steelers fan". */
const SAYS_THE_NFL = /\bnfl\b/i;

/**
 * Notre Dame on a Saturday or the Steelers on a Sunday: a college football fan gets no NFL team's things, an NFL fan
 * no college team's. "Football" alone says neither, and keeps both.
 */
export function anotherLeaguesThings(index: CatalogIndex, reading: RequestReading): number[] | undefined {
  // A Flamengo or Bayern fan follows another league than England's: a Premier League tactics book is not theirs.
  const soccerClubs = reading.interests.filter((interest) => sportOfClub(interest.phrase) === "soccer");
  if (soccerClubs.length > 0 && !soccerClubs.some((interest) => ENGLISH_FOOTBALL.test(interest.phrase)))
    return [...itemsTagged(index, ["premier-league"])];
  const college = reading.interests.some((interest) => interest.concepts.includes("college-football"));
  const nfl = reading.interests.some(
    (interest) => SAYS_THE_NFL.test(interest.phrase) || sportOfClub(interest.phrase) === "american-football",
  );
  if (college === nfl) return undefined;
  return [...itemsTagged(index, [college ? "nfl" : "college-football"])];
}
