/**
 * Understand, gifts had before and things gone: a gift that flopped or that others give every time ("last year I got
 * her a candle and she regifted it", "her husband ALWAYS gets her jewelry"), and a thing a gift would need that they
 * gave up or may not have ("had to sell his motorcycle", "won't let him have a console"). None of them again, nor the
 * gear for what is gone. Read by `readNegations` as rules of its table.
 */
import { LISTED, type NegationRule } from "./negationRule.ts";

/** A gift said of before, after its article: "a candle", "some tech gadget", "a nice stethoscope", "Lego sets". */
const GIFT = String.raw`(?:an?\s+|some\s+|the\s+)?(?:(?:nice|new|good|fancy|big|little|whole|cute)\s+)?((?:[a-z'-]+\s+){0,4}?[a-z'-]+)`;
/** Said after a gift of some time ago, that it went badly: "… last year and it's still sitting unopened". */
const WENT_BADLY = String.raw`[^.;!?]*\b(?:so\s+not|so\s+no\b|so\s+nothing|something\s+(?:else|different)|regift|returned|never\s+(?:used|wore|worn|touched|opened)|barely|unopened|still\s+sitting|died|worst|hated|felt\s+lazy|underwhelmed|not\s+a\s+[a-z]+\s+person)`;
/** What says it went badly, or came too often: "and she regifted it", "the last two birthdays", "last year". */
const FLOPPED = String.raw`and\s+(?:she|he|they)\s+(?:regifted|returned|never|barely|did\s*n['\u2019]?t|hated|still|admits|kills)|and\s+it\s+(?:died|broke|is\s+still|['\u2019]s\s+still|sat|sits|just\s+sits)|(?:last\s+(?:year|christmas|birthday|time)|(?:a\s+few|two|three|some|several)\s+years\s+ago)(?=${WENT_BADLY})|the\s+last\s+(?:[a-z]+\s+)?(?:years?|birthdays?|christmases|anniversaries|valentine['\u2019]?s)|every\s+(?:single\s+)?(?:year|christmas|birthday|valentine['\u2019]?s|anniversary)`;
/** Things other gifts are made for: gone or not allowed, their gear is no gift. */
const DEVICE = String.raw`((?:game\s+)?console|gaming\s+(?:pc|computer|laptop)|record\s+player|turntable|piano|motorcycle|motorbike|phone|smartphone|boat)s?`;

export const GIFTS_GONE: readonly NegationRule[] = [
  // Gifts that flopped or that others give every time: none of them again. "Last year I got her a candle and she
  // regifted it", "I got him Lego sets the last two birthdays", "I bought her a stand mixer a few years ago", "my
  // cousin gave her a Kindle last year", "her grandparents already gave her a nice stethoscope".
  [
    new RegExp(
      String.raw`\b(?:got|gave|bought|gotten|given)\s+(?:him|her|them)\s+${GIFT}\s+(?:for\s+(?:his|her|their)\s+[a-z']+\s+)?(?:${FLOPPED})`,
      "gi",
    ),
    "$1",
  ],
  // A set said by its make alone ("already gave him a wooden set") is read by what follows it (`CHESS_SET`).
  [
    new RegExp(
      String.raw`\balready\s+(?:got|gave|bought)\s+(?:him|her|them)\s+${GIFT}(?<!\b(?:set|one|thing))(?=\s*(?:[,.;!?]|\b(?:and|so|last|this|for|at|when|from)\b|$))`,
      "gi",
    ),
    "$1",
  ],
  // "I've done flowers and chocolates every single Valentine's", "I've done gift cards the last two years".
  [
    new RegExp(
      String.raw`\b(?:i|we)(?:['\u2019]ve|\s+have)?\s+(?:done|gotten|given|got|bought)\s+(?!(?:him|her|them)\b)${GIFT}\s+(?:${FLOPPED})`,
      "gi",
    ),
    LISTED,
  ],
  // "My dad returned the sweater I got him last year".
  // "She returned the gardening gloves my husband got her last year".
  [
    /\breturned\s+the\s+((?:[a-z'-]+\s+){0,2}?[a-z'-]+)\s+(?:i|we|my\s+[a-z-]+|her\s+[a-z-]+|his\s+[a-z-]+)\s+(?:got|gave|bought)\b/gi,
    "$1",
  ],
  // "Her husband and our mom ALWAYS get her jewelry", "every year the whole team gives her a bottle of wine",
  // "everyone gives him books", "our parents get her kitchen stuff every year".
  [
    new RegExp(
      String.raw`\b(?:always|every\s+year|everyone|everybody)\b[^.;!?]{0,30}?\b(?:gets?|gives?|buys?)\s+(?:him|her|them)\s+(?:a\s+bottle\s+of\s+)?${GIFT}(?=\s*(?:[,.;!?]|\band\b|\bso\b|\bevery\b|$))`,
      "gi",
    ),
    LISTED,
  ],
  [
    new RegExp(
      String.raw`\b(?:gets?|gives?|buys?)\s+(?:him|her|them)\s+${GIFT}\s+every\s+(?:single\s+)?(?:year|christmas|birthday|time)\b`,
      "gi",
    ),
    LISTED,
  ],
  // "The room parents are doing a group gift card", "my cousins are all getting her flowers": given already by others.
  [
    /\b(?:are|is)\s+(?:all\s+)?(?:doing|getting|giving|sending|buying)\s+(?:(?:her|him|them)\s+)?(?:an?\s+)?(?:group\s+|class\s+)?(gift\s+cards?|flowers|a\s+bouquet|wine|chocolates?|candles?|jewelry)\b/gi,
    "$1",
  ],
  // "Already has whiskey glasses from me, my husband AND his brother".
  [/\balready\s+(?:has|have|got)\s+((?:[a-z'-]+\s+){0,2}?[a-z'-]+)\s+from\s+(?:me|us|my|his|her|their|everyone)\b/gi, LISTED],
  // "Last year he got a mug and a joke book and he was polite but clearly underwhelmed".
  [
    /\blast\s+year\s+(?:he|she|they)\s+got\s+((?:[a-z'-]+\s+){0,6}?[a-z'-]+)\s+and\s+(?:he|she|they)\s+(?:was|were|seemed|looked)\b/gi,
    LISTED,
  ],
  // "We always do experiences for anniversaries … he'd love an actual thing to unwrap".
  [/\b(?:we|i)\s+always\s+do\s+([a-z'-]+)\s+for\b/gi, "$1"],
  // "His parents won't let him have a console or a gaming PC", "they don't have a console or a gaming computer at
  // home", "had to sell his motorcycle", "gave away her piano", "can't keep her own piano": what a gift for it
  // would need, not there.
  [
    new RegExp(
      String.raw`\b(?:(?:won['\u2019]?t|will\s+not|wo\s+not)\s+let\s+(?:him|her|them)\s+have|(?:do|does)\s*(?:n['\u2019]?t|\s+not)\s+have(?=[^.;!?]*\bat\s+home\b)|(?:had\s+to\s+|just\s+)?(?:sold|sell|gave\s+away|give\s+away|gave\s+up|give\s+up)|can['\u2019]?t\s+keep)\s+(?:an?\s+|any\s+|his\s+|her\s+|their\s+|the\s+)?(?:own\s+|old\s+|dj\s+)?${DEVICE}(?:\s+(?:or|and)\s+(?:an?\s+|any\s+)?${DEVICE})?\b`,
      "gi",
    ),
    "$1 gear",
    "$2 gear",
  ],
  // "All she wants is a phone but her parents said absolutely not".
  [
    new RegExp(
      String.raw`\bwants?\s+(?:is\s+)?an?\s+${DEVICE}\s+but\s+(?:her|his|their)\s+(?:parents|mom|dad|mum)\s+(?:said|say|says)\s+(?:absolutely\s+|a\s+hard\s+)?(?:not|no)\b`,
      "gi",
    ),
    "$1 gear",
  ],
  // "He used to grill every single weekend and now he can't": a love kept, its gear of no use.
  [/\bused\s+to\s+([a-z]+)\b(?=[^.;!?]{0,40}?\b(?:now|but)\s+(?:he|she|they)\s+(?:can['\u2019]?t|cannot|can\s+no\s+longer)\b)/gi, "$1"],
];
