/**
 * Countries, and the cities and regions abroad people most often move to, study in or fly to, as the catalog's (US)
 * givers name them. One list for every reading of a place abroad: a move there, a life there, a trip there.
 */
export const PLACES_ABROAD: readonly string[] = [
  ...`afghanistan albania algeria argentina armenia australia austria azerbaijan bahrain bangladesh belgium bolivia
  bosnia brazil bulgaria cambodia cameroon canada chile china colombia croatia cuba cyprus czechia denmark djibouti
  ecuador egypt england estonia ethiopia fiji finland france germany ghana greece guatemala haiti honduras
  hungary iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya korea
  kuwait latvia lebanon lithuania luxembourg malaysia malta mexico mongolia morocco nepal netherlands holland
  nicaragua nigeria norway oman pakistan panama paraguay peru philippines poland portugal qatar romania russia
  rwanda scotland senegal serbia singapore slovakia slovenia spain sweden switzerland taiwan tanzania thailand
  tunisia turkey uganda ukraine uruguay uzbekistan venezuela vietnam wales zambia zimbabwe europe asia africa
  london paris berlin munich amsterdam madrid barcelona lisbon rome milan dublin edinburgh copenhagen stockholm
  oslo helsinki vienna zurich geneva prague budapest warsaw athens istanbul dubai tokyo osaka kyoto seoul
  beijing shanghai bangkok sydney melbourne auckland toronto vancouver montreal
  bogota lima santiago nairobi lagos cairo mumbai delhi bangalore uk britain
  algarve tuscany provence bali goa kerala manila shenzhen hanoi marrakech busan incheon daegu yokohama nagoya kobe
  sapporo fukuoka hiroshima hamburg frankfurt cologne stuttgart lyon marseille bordeaux seville valencia granada
  porto brussels antwerp rotterdam utrecht krakow taipei jakarta guadalajara monterrey oaxaca cusco medellin
  yorkshire cornwall devon lancashire leeds glasgow cardiff belfast brighton cotswolds`
    .split(/\s+/)
    .filter(Boolean),
  ...["the uk", "the philippines", "the netherlands", "the algarve", "south korea", "new zealand", "south africa"],
  ...["united kingdom", "costa rica", "dominican republic", "hong kong", "buenos aires", "tel aviv", "sri lanka"],
  ...["saudi arabia", "united arab emirates", "south america", "mexico city", "sao paulo", "s\u00e3o paulo"],
  ...["kuala lumpur", "ho chi minh city", "cape town", "rio de janeiro", "abu dhabi"],
];

/** Places abroad that a flight from the US reaches without crossing an ocean. */
export const ABROAD_NEARBY: ReadonlySet<string> = new Set([
  ...["mexico", "canada", "mexico city", "toronto", "vancouver", "montreal", "cuba", "jamaica", "haiti"],
  ...["dominican republic", "costa rica", "panama", "guatemala", "honduras", "nicaragua"],
]);

/** The places as one regular-expression alternative, longest first so "mexico city" is read before "mexico". */
export function placesPattern(places: readonly string[]): string {
  return [...places].sort((a, b) => b.length - a.length).join("|");
}
