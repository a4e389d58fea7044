/**
 * The clubs of the four US leagues, by the names fans call them: "loves the Chicago Bears" follows American
 * football, and gets a fan's things of any team (a knit beanie, a throw) even where the catalog has none of that
 * club's own. A nickname alone is listed only where neither it nor its stem names anything else: "Steelers", but not
 * "Bears", "Jazz", "Chargers" (a phone's) or "Mets" (which stems to "met": "they met on a camping trip"). With "fan"
 * it counts too, unless even then it names something else ("a huge sharks fan" at 6, "a big Eagles fan" of the band).
 */

const NFL = `arizona cardinals|atlanta falcons|baltimore ravens|buffalo bills|carolina panthers|chicago bears|cincinnati bengals|
cleveland browns|denver broncos|detroit lions|houston texans|indianapolis colts|jacksonville jaguars|kansas city chiefs|
las vegas raiders|los angeles chargers|los angeles rams|miami dolphins|minnesota vikings|new england patriots|
new orleans saints|new york giants|new york jets|philadelphia eagles|pittsburgh steelers|san francisco 49ers|
seattle seahawks|tampa bay buccaneers|tennessee titans|washington commanders|steelers|49ers|niners|seahawks|buccaneers`;

const MLB = `arizona diamondbacks|atlanta braves|baltimore orioles|boston red sox|chicago cubs|chicago white sox|cincinnati reds|
cleveland guardians|colorado rockies|detroit tigers|houston astros|kansas city royals|los angeles angels|miami marlins|
milwaukee brewers|minnesota twins|new york mets|oakland athletics|philadelphia phillies|pittsburgh pirates|
san diego padres|san francisco giants|seattle mariners|st louis cardinals|tampa bay rays|texas rangers|toronto blue jays|
washington nationals|red sox|white sox|astros|phillies`;

const NBA = `atlanta hawks|boston celtics|brooklyn nets|charlotte hornets|chicago bulls|cleveland cavaliers|dallas mavericks|
denver nuggets|detroit pistons|golden state warriors|houston rockets|indiana pacers|los angeles clippers|
los angeles lakers|memphis grizzlies|miami heat|milwaukee bucks|minnesota timberwolves|new orleans pelicans|
new york knicks|oklahoma city thunder|orlando magic|philadelphia 76ers|phoenix suns|portland trail blazers|
sacramento kings|san antonio spurs|toronto raptors|utah jazz|washington wizards|lakers|celtics|knicks|76ers|sixers|
timberwolves`;

const NHL = `anaheim ducks|boston bruins|buffalo sabres|calgary flames|carolina hurricanes|chicago blackhawks|colorado avalanche|
columbus blue jackets|dallas stars|detroit red wings|edmonton oilers|florida panthers|los angeles kings|minnesota wild|
montreal canadiens|nashville predators|new jersey devils|new york islanders|new york rangers|ottawa senators|
philadelphia flyers|pittsburgh penguins|san jose sharks|seattle kraken|st louis blues|tampa bay lightning|
toronto maple leafs|utah mammoth|vancouver canucks|vegas golden knights|washington capitals|winnipeg jets|maple leafs|
blackhawks|canadiens`;

/** A nickname that is also a word is still a club said with "fan": "a Bears fan", "die-hard Mets fan". */
const NFL_FANS = `chiefs|bills|ravens|falcons|raiders|colts|texans|titans|browns|dolphins|jaguars|broncos|patriots|bengals|
chargers|commanders|packers|cowboys`;
const MLB_FANS = `cubs|mets|braves|mariners|orioles|brewers|padres|rockies|guardians|royals|marlins|nationals|nats|reds|yankees|
dodgers|blue jays|diamondbacks`;
const NBA_FANS = `warriors|bulls|nuggets|suns|pistons|pacers|hornets|grizzlies|pelicans|raptors|clippers|bucks|cavs|cavaliers|
mavericks|mavs|blazers|trail blazers`;
const NHL_FANS = `flyers|capitals|caps|oilers|flames|canucks|sabres|islanders|devils|predators|preds|kraken|senators|hurricanes|
canes|avalanche|avs|red wings|golden knights|blue jackets|bruins`;

const names = (list: string): readonly string[] => list.split(/\|\s*/).map((name) => name.trim());
const games = (list: string): readonly string[] => names(list).flatMap((nickname) => [`${nickname} game`, `${nickname} games`]);
const fans = (list: string): readonly string[] => names(list).map((nickname) => `${nickname} fan`);

/** Each sport's clubs, as the catalog names the sport. */
export const PRO_TEAMS: Readonly<Record<string, readonly string[]>> = {
  "american-football": [...names(NFL), ...fans(NFL_FANS)],
  baseball: [...names(MLB), ...fans(MLB_FANS)],
  basketball: [...names(NBA), ...fans(NBA_FANS)],
  hockey: [...names(NHL), ...fans(NHL_FANS)],
};

/** One pattern for a list of names, each a whole word and any spacing between its words. */
const namesPattern = (list: readonly string[]): RegExp =>
  new RegExp(String.raw`\b(?:${list.map((name) => name.replace(/ /g, String.raw`\s+`)).join("|")})\b`, "i");

/** Each sport with one pattern for all its clubs, compiled once: this is read for every interest of every request. */
const CLUBS_OF_SPORT: readonly (readonly [string, RegExp])[] = Object.entries(PRO_TEAMS).map(([sport, list]) => [
  sport,
  namesPattern(list),
]);

/** The sport of the club or league a phrase names, if it names one: "Inter Milan" and "the Premier League" are soccer. */
export function sportOfClub(phrase: string): string | undefined {
  for (const [sport, clubs] of CLUBS_OF_SPORT) if (clubs.test(phrase)) return sport;
  if (SOCCER_CLUBS.test(phrase)) return "soccer";
  return undefined;
}
/** Clubs and leagues of association football. The first list also names other things in passing ("sporting goods"). */
const SOCCER_CLUBS_PLAIN =
  String.raw`premier\s+league|la\s+liga|serie\s+a|bundesliga|champions\s+league|mls|juventus|juve|liverpool|arsenal|
manchester\s+united|man\s+united|man\s+city|chelsea|tottenham|real\s+madrid|barcelona|bar\u00e7a|bayern|dortmund|bvb|psg|ac\s+milan|
inter\s+milan|schalke|werder|hamburger\s+sv|hsv|eintracht|st\.?\s+pauli|union\s+berlin|leverkusen|galatasaray|fenerbahce|
fenerbah\u00e7e|benfica|ajax|feyenoord|psv|atletico|atl\u00e9tico|napoli|lazio|boca\s+juniors|river\s+plate|flamengo|corinthians|
palmeiras|chivas|west\s+ham|aston\s+villa|ligue\s+1|eredivisie|liga\s+mx|real\s+betis|betis|real\s+sociedad|athletic\s+bilbao|villarreal`.replace(
    /\n/g,
    "",
  );
/** Said of an interest, these name a club too; in a whole text they name a tomato, a knot or a city as often. */
const SOCCER_CLUBS_IN_A_PHRASE = String.raw`inter|k\u00f6ln|stuttgart|porto|sporting|celtic|rangers|sevilla|valencia|roma|boca|am\u00e9rica|
everton|newcastle|leeds`.replace(/\n/g, "");
const SOCCER_CLUBS = new RegExp(String.raw`\b(?:${SOCCER_CLUBS_PLAIN}|${SOCCER_CLUBS_IN_A_PHRASE})\b`, "i");

/** A person of a country that calls soccer football: "my German coworker", "my dad, who lives in Madrid". */
const FROM_A_FOOTBALL_COUNTRY =
  /\b(?:german|british|scottish|welsh|irish|italian|spanish|portuguese|dutch|brazilian|argentin(?:e|ian)|mexican|nigerian|ghanaian|croatian|polish|english)\s+(?:\w+\s+)?(?:friend|co-?worker|colleague|boss|neighbou?r|husband|wife|partner|boyfriend|girlfriend|dad|father|mum|mom|mother|brother|sister|uncle|aunt|cousin|grandpa|grandfather|grandad|son|nephew|guy|student|in-laws?|father-in-law|brother-in-law|host)\b|\b(?:from|in|lives\s+in|living\s+in|back\s+to|moved\s+to)\s+(?:germany|england|the\s+uk|scotland|wales|ireland|italy|spain|portugal|the\s+netherlands|holland|brazil|argentina|nigeria|london|manchester|munich|berlin|madrid|milan|amsterdam)\b/i;

/** A club or league of association football, named anywhere in a text: whoever names one follows the game. */
const NAMES_A_SOCCER_CLUB = new RegExp(String.raw`\b(?:${SOCCER_CLUBS_PLAIN})\b`, "i");
export const namesASoccerClub = (text: string): boolean => NAMES_A_SOCCER_CLUB.test(text);

/**
 * Where "football" is soccer though the text is English: a club or league of the game named anywhere ("(Bayern
 * fan)"), or a person of a country that calls soccer football.
 */
export const saysFootballIsSoccer = (text: string): boolean => namesASoccerClub(text) || FROM_A_FOOTBALL_COUNTRY.test(text);

/** A club named in a phrase: whoever names one follows the game. */
export const NAMES_A_PRO_TEAM = namesPattern(Object.values(PRO_TEAMS).flat());

/** A club's match by its nickname ("every Cubs game"): its follower is that club's fan. */
export const NAMES_A_CLUBS_GAME = namesPattern([NFL_FANS, MLB_FANS, NBA_FANS, NHL_FANS].flatMap(games));
