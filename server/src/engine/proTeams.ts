/**
 * The clubs of the four US leagues, by the names fans call them: "loves the Chicago Bears" follows American
 * football, and gets a fan's things of any team (a knit beanie, a throw) even where the catalog has none of that
 * club's own. A nickname alone is listed only where it names nothing else ("Steelers" but not "Bears" or "Jazz").
 */

const NFL = `arizona cardinals|atlanta falcons|baltimore ravens|buffalo bills|carolina panthers|chicago bears|cincinnati bengals|
cleveland browns|denver broncos|detroit lions|houston texans|indianapolis colts|jacksonville jaguars|kansas city chiefs|
las vegas raiders|los angeles chargers|los angeles rams|miami dolphins|minnesota vikings|new england patriots|
new orleans saints|new york giants|new york jets|philadelphia eagles|pittsburgh steelers|san francisco 49ers|
seattle seahawks|tampa bay buccaneers|tennessee titans|washington commanders|steelers|49ers|niners|seahawks|broncos|
patriots|bengals|buccaneers|chargers|commanders`;

const MLB = `arizona diamondbacks|atlanta braves|baltimore orioles|boston red sox|chicago cubs|chicago white sox|cincinnati reds|
cleveland guardians|colorado rockies|detroit tigers|houston astros|kansas city royals|los angeles angels|miami marlins|
milwaukee brewers|minnesota twins|new york mets|oakland athletics|philadelphia phillies|pittsburgh pirates|
san diego padres|san francisco giants|seattle mariners|st louis cardinals|tampa bay rays|texas rangers|toronto blue jays|
washington nationals|red sox|white sox|cubs|mets|braves|astros|phillies|padres|mariners|blue jays|orioles|brewers|
diamondbacks`;

const NBA = `atlanta hawks|boston celtics|brooklyn nets|charlotte hornets|chicago bulls|cleveland cavaliers|dallas mavericks|
denver nuggets|detroit pistons|golden state warriors|houston rockets|indiana pacers|los angeles clippers|
los angeles lakers|memphis grizzlies|miami heat|milwaukee bucks|minnesota timberwolves|new orleans pelicans|
new york knicks|oklahoma city thunder|orlando magic|philadelphia 76ers|phoenix suns|portland trail blazers|
sacramento kings|san antonio spurs|toronto raptors|utah jazz|washington wizards|lakers|celtics|knicks|76ers|sixers|
timberwolves|mavericks|trail blazers`;

const NHL = `anaheim ducks|boston bruins|buffalo sabres|calgary flames|carolina hurricanes|chicago blackhawks|colorado avalanche|
columbus blue jackets|dallas stars|detroit red wings|edmonton oilers|florida panthers|los angeles kings|minnesota wild|
montreal canadiens|nashville predators|new jersey devils|new york islanders|new york rangers|ottawa senators|
philadelphia flyers|pittsburgh penguins|san jose sharks|seattle kraken|st louis blues|tampa bay lightning|
toronto maple leafs|utah mammoth|vancouver canucks|vegas golden knights|washington capitals|winnipeg jets|maple leafs|
blackhawks|red wings|canadiens|golden knights|blue jackets`;

const names = (list: string): readonly string[] => list.split(/\|\s*/).map((name) => name.trim());

/** Each sport's clubs, as the catalog names the sport. */
export const PRO_TEAMS: Readonly<Record<string, readonly string[]>> = {
  "american-football": names(NFL),
  baseball: names(MLB),
  basketball: names(NBA),
  hockey: names(NHL),
};

/** A club named in a phrase: whoever names one follows the game. */
export const NAMES_A_PRO_TEAM = new RegExp(
  String.raw`\b(?:${Object.values(PRO_TEAMS)
    .flat()
    .map((name) => name.replace(/ /g, String.raw`\s+`))
    .join("|")})\b`,
  "i",
);
