/**
 * Understand, verbs that look like things: "she's glued to her phone and watches makeup tutorials" looks at
 * something, it is no love of wristwatches. After "and", "she", "who"... and before what is watched, "watches" is
 * the verb, and becomes "watching" (which names nothing); "collects watches and cars" keeps its watches, and
 * "watched" is always the verb.
 */
const WATCHES_AS_VERB =
  /\b(and|she|he|who|also|still|just|always|mostly|only|often|binge)\s+watches(?=\s+(?!and\b|or\b|from\b|with\b|that\b|for\s+(?:him|her|them)\b)[a-z])/g;

/** "Watches hours of car restoration videos": watching something for hours, or videos and shows, is the verb. */
const WATCHES_THINGS =
  /\bwatches(?=\s+(?:hours|tons|lots|a\s+lot|videos?|youtube|tiktoks?|documentaries|shows|movies|films|so\s+many|way\s+too)\b)/g;

/** "Watched our dog for two weeks": the past tense is only ever the verb. */
const WATCHED = /\bwatched\b/g;

/** "He lifts 5 days a week": lifting with nothing lifted is weightlifting (not "lifts her spirits", "lifts the kids"). */
const LIFTS_ALONE =
  /\b(he|she|who|they|also|still)\s+lifts?\b(?!\s+(?:weights|the|her|his|their|my|our|your|a|an|up|me|him|them|it|everyone|people|spirits|heavy\s+(?:boxes|things)))/g;

/** "His plan is to fly fish every day": the verb said as its sport, so a reason reads "For fly fishing". */
const FLY_FISH = /\bfly[\s-]fish(?:es)?\b/g;

export function plainVerbs(text: string): string {
  return text
    .replace(FLY_FISH, "fly fishing")
    .replace(WATCHES_AS_VERB, (_, before: string) => `${before} watching`)
    .replace(WATCHES_THINGS, "watching")
    .replace(WATCHED, "watching")
    .replace(LIFTS_ALONE, (_, before: string) => `${before} weightlifting`);
}
