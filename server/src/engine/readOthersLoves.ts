/**
 * Understand, whose love it is: "her boys (7 and 10) are obsessed with Minecraft", "mom's the gardener", "I'm the
 * golfer in the office, not her". A clause whose subject is someone else the text names (the giver too) tells of
 * that person, so its words leave the text the recipient's interests are read from. Blanked to the same length, so
 * later readings keep their places.
 */
import { relationshipFor } from "./relationships.ts";

/** People a text names beside the recipient, as the subject of a clause. */
const OTHERS =
  // The longer names first, so "father-in-law" is not read as "father".
  "(?:mother|father|sister|brother|son|daughter)-in-law|step(?:mom|mum|dad|mother|father|son|daughter|sister|brother)|" +
  "best\\s+friend|boys|girls|kids|children|sons?|daughters?|husband|wife|boyfriend|girlfriend|partner|fianc[eé]e?|brothers?|sisters?|" +
  "little\\s+(?:brother|sister)|older\\s+(?:brother|sister)|big\\s+(?:brother|sister)|mom|mum|mother|dad|father|" +
  "grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin|roommate|twins|cat|dog|family";

/**
 * "Her son is 3 and obsessed with dinosaurs", "his dad (my brother) is in recovery", "mom's the gardener", "my
 * brother and I both have cats", "I'm the reader in this house": the subject, an aside in brackets, then a verb.
 */
const SOMEONE_ELSE_DOES = new RegExp(
  // Not "she and my dad are going to travel": the recipient does it too.
  String.raw`(?<!\b(?:she|he|they|her|him|them)\s+(?:and|&)\s+)(?:^|(?<=[.,;!?()]\s*)|(?<=\b(?:and|but|so|also|plus|while|after|because|since|when|though|found\s+out|learned|heard|knows|says|said)\s+(?:that\s+)?))` +
    String.raw`(?:(?:(?:(?:her|his|their|my|our)\s+(?:\w+\s+)?(?:${OTHERS})(?:\s+and\s+i)?|(?:mom|mum|dad|grandma|grandpa))` +
    String.raw`(?:\s*\([^)]{0,40}\))?` +
    // "Mom's the gardener", not "my son's buddy": the 's of "is" before what someone is or does.
    String.raw`(?:['\u2019]s(?=\s+(?:the|a|an|not|into|obsessed|always|really|super|so|very|been|also|still|more|big|huge|allergic|[a-z]+ing)\b)|\s+(?:(?:still|also|just|really|always|basically|only|actually|now|already)\s+)?(?:is|are|was|were|had|loves?|likes?|plays?|has|have|does|do|got|gets|runs?|golfs|cooks|bakes|reads|wants|keeps|watches|drinks|says|both))` +
    // The giver only as "I'm the golfer in the office, not her", "I'm the reader in this house".
    String.raw`|i(?:['\u2019]m|\s+am|\s+was)\s+the)\b)` +
    String.raw`[^.;!?]*?(?=\s*(?:[.;!?]|,|\bbut\b|\bso\b|\band\s+(?:she|he|they|her|his|their|my|our|i)\b|$))`,
  "gi",
);

const SUBJECT = new RegExp(String.raw`^(?:(?:her|his|their|my|our)\s+(?:\w+\s+)??)?(${OTHERS})\b`, "i");

/**
 * The recipient named in the clause ("got him into birdwatching"): it tells of them too, so it stays. Not when the
 * recipient is only given something: "my son is drawing him a dinosaur picture"; nor "her" before a thing, which is
 * the other's own ("my stepmom is super into her garden").
 */
const THE_RECIPIENT_TOO =
  /\b(?:him|them|she|he|they)\b(?!\s+(?:a|an|some|the)\s)|\bher\b(?=\s*(?:[,.;!?]|$|(?:into|to|on|with|in|and|for|hooked|started|going|up|out|around)\b))/i;
/** With no relationship known, "her" before a thing may be the recipient's too ("my daughter ... her learner's permit"). */
const ANYONE_NAMED = /\b(?:him|her|them|she|he|they)\b(?!\s+(?:a|an|some|the)\s)/i;

/**
 * A love named as someone else's possession: "his wife's Peloton obsession", "his kids' travel hockey schedule",
 * "her husband's fishing stuff". The thing is theirs, so its words leave the recipient's text; the owner stays.
 */
const THEIRS = new RegExp(
  String.raw`\b(?:her|his|their|my|our)\s+(?:${OTHERS})(?:['\u2019]s?|s['\u2019])\s+((?:[\w-]+\s+){0,3}?(?:obsession|hobby|hobbies|thing|schedule|games?|practices?|lessons?|team|league|collection|recitals?|tournaments?|meets?|season|gear|stuff|habit|addiction|phase))\b`,
  "gi",
);

/**
 * `text` with the same places blanked as `masked`, a copy of `original` with clauses blanked: the relationship's own
 * words may have left `text` already, so the clauses are found in the text as it was.
 */
export function blankedAsIn(text: string, original: string, masked: string): string {
  if (text.length !== original.length || masked.length !== original.length) return text;
  let out = "";
  for (let at = 0; at < text.length; at++) out += masked[at] === " " && original[at] !== " " ? " " : text[at];
  return out;
}

/**
 * The text without clauses about someone else. `recipientNoun` is the relationship the gift is for ("mother"):
 * "my mom (58) just adopted a greyhound" is then about her. A household or a couple shares its members' loves.
 */
export function withoutOthersLoves(text: string, recipientNoun: string | undefined, shared: boolean): string {
  if (shared) return text;
  return withoutTheirThings(text, recipientNoun)
    .replace(GIVERS_EXCUSE, (clause) => " ".repeat(clause.length))
    .replace(SOMEONE_ELSE_DOES, (clause) => {
      const subject =
        SUBJECT.exec(clause.trim())?.[1]
          ?.toLowerCase()
          .replace(/^(?:little|older|big)\s+/, "") ?? "i";
      if (subject !== "i" && recipientNoun !== undefined && relationshipFor(subject)?.noun === recipientNoun) return clause;
      // "Her boyfriend is the runner btw, not her": the contrast names her only to say it is not hers.
      const afterSubject = clause
        .replace(/^\s*(?:(?:her|his|their|my|our)\s+)?\w+/i, "")
        .replace(/\bnot\s+(?:her|him|them)\b/gi, "")
        // "Her boyfriend already got her new luggage": given to her, not done by her.
        .replace(
          /\b(?:got|gets|bought|buys|gave|gives|made|makes|sent|sends)\s+(?:her|him|them)\b(?!\s+(?:into|hooked|started|going)\b)/gi,
          "",
        )
        // "Keep trying to get her to join": what the others want of her, not something she does.
        .replace(/\b(?:get|getting|gets)\s+(?:her|him|them)\s+to\s+(?:join|come|try|sign)\b/gi, "");
      if (subject !== "i" && (recipientNoun === undefined ? ANYONE_NAMED : THE_RECIPIENT_TOO).test(afterSubject)) return clause;
      return " ".repeat(clause.length);
    });
}

/**
 * "Missed my girlfriend's birthday dinner because I was in a Valorant tournament with the guys": the giver's own
 * doing, told as the reason for the apology.
 */
const GIVERS_EXCUSE =
  /(?<=\b(?:because|cause|cuz|bc|while)\s+)i\s+(?:was|am|got|had\s+been)\b[^.;!?]*?(?=\s*(?:[.;!?]|,|\bbut\b|\bso\b|\band\s+(?:she|he|they|i)\b|$))/gi;

/** "Lives with his girlfriend, who's a pastry chef": an aside that tells of someone else. */
const WHO_THEY_ARE = new RegExp(
  String.raw`\b(?:her|his|their|my|our)\s+(?:${OTHERS})\s*,\s*(who(?:['\u2019]s|\s+is|\s+was)\s+[^,.;!?()]*)`,
  "gi",
);

function withoutTheirThings(text: string, recipientNoun: string | undefined): string {
  return text.replace(THEIRS, theirs(recipientNoun)).replace(WHO_THEY_ARE, theirs(recipientNoun));
}

/** Blanks the captured part of a phrase about someone else, unless that someone is the recipient. */
function theirs(recipientNoun: string | undefined): (whole: string, thing: string) => string {
  return (whole, thing) => {
    const owner = SUBJECT.exec(whole)?.[1]?.toLowerCase();
    if (owner !== undefined && recipientNoun !== undefined && relationshipFor(owner)?.noun === recipientNoun) return whole;
    return whole.slice(0, whole.length - thing.length) + " ".repeat(thing.length);
  };
}
