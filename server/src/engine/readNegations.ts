/**
 * The scope of negations in free text: "no more books please", "doesn't like chocolate or flowers",
 * "doesn't drink", "allergic to nuts", "has enough plants", and diets said in one word ("vegan"). Each scope
 * runs from its cue to the end of its clause; what it covers becomes `avoid` phrases and is taken out of the
 * text before interests are read, so "no more books" never reads as a love of books.
 */
import { GIFTS_GONE } from "./giftsGone.ts";
import { LISTED, type NegationRule } from "./negationRule.ts";
import { stoppedLoves } from "./readStoppedLoves.ts";
import { blanked } from "./text.ts";

export interface NegationReading {
  readonly avoid: readonly string[];
  /** The text with every negated scope blanked out. */
  readonly rest: string;
}

/** What "every … there is" says in a hundred ways: "ever made", "known to man", "under the sun". */
const EVERY_THERE_IS = String.raw`(?:ever\s+made|on\s+earth|in\s+existence|imaginable|there\s+is|known\s+to\s+(?:man|mankind|humanity)|(?:you|one|i|we)\s+(?:can|could)\s+(?:think\s+of|imagine|name)|under\s+the\s+sun|in\s+the\s+world|out\s+there)`;
/** A device someone may not manage: "a phone", "a cell phone", "a computer". */
const A_DEVICE = String.raw`(?:(?:smart|cell|mobile)\s*)?(?:phone|computer|tablet|ipad|laptop|smartphone|iphone|cellphone)s?\b`;
/** "Than she could ever fill", "than he'll ever use", "than the staff can dust". */
const ONE_WHO_COULD = String.raw`(?:she|he|they|anyone|we|the\s+[a-z]+)(?:['\u2019](?:ll|d))?\s+(?:could|can|will|would|knows?|needs?|ever)`;
/**
 * A lookbehind first is tried at every place in the text, walking back up to forty characters each time; the
 * lookahead before it ("(?=and\s)") lets only the places where its own words stand pay for it.
 */
const CUES = [
  // "Something that actually helps instead of more casseroles": what they have had enough of.
  String.raw`instead\s+of\s+(?:more|another|yet\s+another|all\s+the)`,
  // "Nothing that takes up space": the phrase keeps its verb, which says what is meant.
  String.raw`nothing\s+that(?=\s+takes?\s+up\s+(?:(?:much|a\s+lot\s+of|too\s+much|any|more|extra)\s+)?(?:space|room))`,
  String.raw`no\s+more`,
  // "She made me promise nobody gives her another octopus thing".
  String.raw`(?:nobody|no\s+one)\s+(?:gives?|buys?|gets?|sends?)\s+(?:her|him|them)\s+(?:another|any\s+more|more)`,
  // "Her mom asked that nobody give her makeup", "his parents asked that nobody send candy", "asked us not to get him
  // candy".
  String.raw`(?:asked|begged|told\s+(?:us|me|everyone))\s+(?:that\s+)?(?:nobody|no\s+one)\s+(?:give|gives|buy|buys|get|gets|send|sends|bring|brings)(?:\s+(?:her|him|them))?`,
  String.raw`(?:asked|begged|told)\s+(?:us|me|everyone|people)\s+not\s+to\s+(?:give|buy|get|send)\s+(?:her|him|them)`,
  // "He has his own shoes and chalk bag": the gear of their own, owned.
  String.raw`(?:has|have)\s+(?:his|her|their)\s+own(?=\s+(?:shoes|chalk|gear|equipment|kit|tools|clubs|rackets?|racquets?|bats?|gloves|helmet|skates|skis|board(?!\s+games?)|mat|knives)\b)`,
  // "I don't want to just give golf balls": the obvious thing, said without whom it is for.
  String.raw`(?:do|does|did)\s*n['\u2019]?t\s+want\s+to\s+just\s+(?:buy|get|give|send)(?!\s+(?:her|him|them)\b)`,
  // "I don't want to just buy him another game, I want something more thoughtful".
  String.raw`(?:do|does|did)\s*n['\u2019]?t\s+want\s+to\s+(?:just\s+)?(?:buy|get|give|send)\s+(?:her|him|them)\s+(?:another|any\s+more|more|yet\s+another)`,
  // "She is not a dog-gift person at all", "not a wine person": a kind of thing they are not one for.
  String.raw`not\s+(?:really\s+)?an?(?=\s+[\w-]+(?:\s+[\w-]+)?\s+(?:person|people|guy|gal|girl)\b)`,
  // "She has zero interest in video games", "no interest in sports".
  String.raw`(?:zero|no|little|not\s+much)\s+interest\s+(?:in|whatsoever\s+in)`,
  String.raw`nothing\s+(?:with|that\s+(?:has|needs|takes|uses)|made\s+(?:of|from|with|out\s+of))`,
  // "Makes fun of anything Apple": a brand or kind they mock.
  String.raw`makes?\s+fun\s+of(?:\s+(?:anything|everything|all\s+things))?(?=\s+[a-z])`,
  // "She's already tried melatonin and a white noise app, neither did much".
  String.raw`already\s+tried`,
  // "Completely burnt out on photography": the work they need a rest from.
  String.raw`(?:burnt|burned)\s+out\s+on`,
  // "She doesn't want to look at a camera on her days off".
  String.raw`(?:does|do)\s*n['\u2019]?t\s+want\s+to\s+(?:look\s+at|see|touch|think\s+about)`,
  // "Gags at every diaper": what turns the stomach.
  String.raw`gags?\s+at(?:\s+every|\s+the\s+sight\s+of)?`,
  // "She will regift anything decorative".
  String.raw`re-?gifts?\s+(?:anything|everything)(?=\s+[a-z])`,
  // "Nothing that plugs in or charges": a thing with a battery or a cord.
  String.raw`nothing\s+that(?=\s+(?:plugs\s+in|charges|runs\s+on)\b)`,
  // "He gets frustrated with new gadgets": technology that defeats them.
  String.raw`(?:gets?|getting)\s+(?:so\s+|really\s+|easily\s+|very\s+)?(?:frustrated|annoyed|overwhelmed|confused)\s+(?:with|by)(?=\s+(?:new\s+|modern\s+|all\s+the\s+)?(?:gadgets?|tech|technology|electronics|devices|apps|screens|remotes)\b)`,
  // "Nothing that says 'self care'": how the gift must not come across.
  String.raw`nothing\s+that\s+(?:says|screams|feels\s+like)`,
  // "Nothing too girly": how the gift must not come across.
  String.raw`nothing\s+too`,
  // "Nothing gross or crude, my mother-in-law would die": humour she would not share. "Nothing techy please": what
  // she cannot work.
  String.raw`nothing(?=\s+(?:gross|crude|rude|vulgar|dirty|inappropriate|offensive|naughty|raunchy|risqu[e\u00e9]|nsfw|techy|high[\s-]?tech|electronic|digital)\b)`,
  // "Nothing leather or with any animal products please": what it must not be made of.
  String.raw`nothing(?=\s+(?:leather|suede|fur|wool|woolen|woollen|silk|feather|plastic|glass|breakable|fragile|perishable|alcoholic|boozy|caffeinated|sugary)\b)`,
  // "She's pregnant so nothing like wine or stinky cheese" (not "nothing like a hot bath", which is a love).
  String.raw`(?<=\b(?:so|please|but|and|just)\s+)nothing\s+like`,
  // "Please nothing cheesy like a teddy bear or a mug with our faces": the examples are what to leave out.
  String.raw`nothing\s+(?:too\s+|super\s+|overly\s+)?(?:cheesy|tacky|corny|clich[e\u00e9]d?|generic|lame|basic|sappy|mushy)\s+like`,
  // "She's not really into jewelry": the softener before "into" would end the scope at "into" otherwise.
  String.raw`not\s+(?:really\s+|that\s+|very\s+|super\s+|too\s+|particularly\s+|all\s+that\s+)?(?:into|a\s+fan\s+of|big\s+on|interested\s+in)`,
  // "They aren't really wine people", "he's not much of a beer guy".
  String.raw`(?:are|is|re|s)\s*n['\u2019]?t\s+(?:really\s+|much\s+of\s+)?(?:an?\s+)?(?=[\w-]+(?:\s+[\w-]+)?\s+(?:person|people|guy|gal|girl|drinkers?)\b)`,
  // "She drinks only tea, mostly green, never coffee": a thing named right after "never".
  String.raw`never(?=\s+(?:coffee|tea|alcohol|wine|beer|liquor|chocolate|sweets|candy|meat|pork|flowers|jewelry|jewellery|perfume|candles|silver|gold)(?![\w-]))`,
  // "Loves jewelry but only gold, she never wears silver": a metal never worn.
  String.raw`never\s+wears(?=\s+(?:silver|gold|rose\s+gold|white\s+gold)\b)`,
  String.raw`(?:is|s)\s*n['\u2019]?t\s+(?:really\s+|that\s+|very\s+|super\s+|too\s+|particularly\s+|all\s+that\s+)?(?:into|a\s+fan\s+of|big\s+on|interested\s+in)`,
  // "I don't want to push golf stuff on him" (he hasn't played since): the love itself, for now.
  String.raw`(?:do\s*n['\u2019]?t|do\s+not)\s+want\s+to\s+(?:push|force)(?=\s+[a-z]+(?:\s+[a-z]+)?\s+on\s+(?:him|her|them)\b)`,
  // "I'm terrified of bringing anything food related he'll judge": what the giver dares not bring an expert.
  String.raw`(?:terrified|scared|afraid|nervous|worried|intimidated)\s+(?:of|about)\s+(?:bringing|giving|getting|buying|gifting)\s+(?:him\s+|her\s+|them\s+)?(?:anything|something)`,
  // "Please not a 26.2 mug or bumper sticker": what the giver begs off.
  String.raw`please\s+not(?:\s+(?:a|an|another|any|more))?(?=\s+[\w.-])`,
  // "On his days off he honestly just wants to not think about food".
  String.raw`wants?\s+to\s+not\s+(?:think\s+about|see|look\s+at|deal\s+with)`,
  // "Obviously I'm not going to try to pick wine for him", "not going to buy coffee stuff for a pro": what an expert
  // chooses for himself.
  String.raw`not\s+going\s+to\s+(?:try\s+to\s+)?(?:pick|choose|buy|get)(?=\s+[a-z]+(?:\s+(?:stuff|things|gear))?\s+for\s+(?:him|her|them|an?\s+(?:pro|professional|expert))\b)`,
  // "Don't want anything too intense like jewelry yet": the example is what the giver holds back.
  String.raw`(?:do\s+not|don['\u2019]?t|dont)\s+want\s+(?:to\s+(?:get|give|buy)\s+(?:him|her|them)\s+)?anything(?:\s+(?:too|that|so|very)\s+[a-z]+)?\s+like`,
  String.raw`(?:does|do)\s*n['\u2019]?t\s+(?:(?:actually|really|even|particularly|much)\s+)?(?:like|want|need|eat|drink|use|wear|care\s+for|enjoy|allow)`,
  String.raw`(?:does|do)\s+not\s+(?:(?:actually|really|even|particularly|much)\s+)?(?:like|want|need|eat|drink|use|wear|care\s+for|enjoy|allow)`,
  // "The last thing he wants is more kitchen stuff".
  // "The last thing he wants on his day off is anything to do with cooking".
  String.raw`the\s+last\s+thing\s+(?:he|she|they)\s+(?:wants?|needs?)(?:\s+(?:on|at|after|in|during)\s+(?:his|her|their|a|the)(?:\s+\w+){1,2})?\s+is(?:\s+(?:more|another|any|anything\s+to\s+do\s+with))?`,
  // "They already have everything for the kitchen": the kitchen's things, not what they need.
  String.raw`(?:already\s+)?(?:has|have|got)\s+everything\s+(?:for|in)(?:\s+the)?(?=\s+(?:kitchen|house|home|garden|bathroom|car|desk|office)\b)`,
  // "Her apartment is too small for any more stuff": no room for things to keep.
  // Not print too small for her eyes ("the print in the newspaper is too small for her now"), nor a person.
  String.raw`(?<!\b(?:print|type|font|letters|text|writing|numbers)\s+(?:[a-z]+\s+){0,4}(?:is|are)\s+(?:getting\s+)?)too\s+small\s+for(?!\s+(?:her|him|them|me|us)\b)(?:\s+any)?(?:\s+more)?`,
  String.raw`(?:can['\u2019]?t|cannot|can\s+not)\s+(?:really\s+|actually\s+|even\s+)?(?:have|eat|drink|stand)`,
  // "Can't do flowers, she's allergic", "can't do dairy": a thing, not "can't do much" or "can't do it alone".
  String.raw`(?:can['\u2019]?t|cannot|can\s+not)\s+(?:really\s+|actually\s+)?do(?!\s+(?:much|anything|a\s+lot|it|that|this|so|well|the|any|more|everything|things|stuff|without|her|his|their|what|as|too|for|with)\b)`,
  // "I'm done buying him running gear, he has a closet full of it".
  String.raw`done\s+(?:buying|getting|giving)\s+(?:him|her|them)`,
  // "I'm not ready to buy her makeup", "not comfortable giving him a knife yet": a parent's line, not the child's dislike.
  String.raw`not\s+(?:ready|comfortable|okay|ok)\s+(?:to\s+|with\s+)(?:buy|buying|get|getting|give|giving)\s+(?:her|him|them)(?:\s+(?:any|a|an))?`,
  // "Postal workers can't accept cash or gift cards", "she can't wear jewelry or perfume at work".
  String.raw`(?:can['\u2019]?t|cannot|can\s+not|(?:is|are)\s*n['\u2019]?t\s+allowed\s+to)\s+(?:accept|receive|wear)`,
  // "Please nothing woodworking, it's a sore spot", "nothing golf-related".
  String.raw`nothing(?=\s+[a-z]+(?:ing|-related|-themed|\s+related|\s+themed|-ish|-y)\b)`,
  String.raw`(?:won['\u2019]?t|never)\s+(?:eat|drink|use|wear|touch)(?:\s+anything\s+that\s+(?:needs|requires))?`,
  // "Can't just grab pizza with his friends anymore" (celiac): what they can no longer have.
  String.raw`(?:can['\u2019]?t|cannot)\s+just\s+(?:grab|order|have|eat)`,
  // "Her desk is already covered in flowers from everyone": enough of them.
  String.raw`(?:already\s+)?covered\s+(?:in|with)(?=\s+(?:flowers|plants|cards|candles|mugs|photos|frames|stuffed\s+animals|gifts)\b)`,
  // "It can't be anything edible", "must not be alcohol": a rule the gift must keep.
  String.raw`(?:can['\u2019]?t|cannot|must\s*n['\u2019]?t|must\s+not|should\s*n['\u2019]?t)\s+be(?:\s+anything)?`,
  // "Do NOT suggest anything golf-related", "please don't get him more socks": what the giver rules out.
  String.raw`(?:do\s+not|don['\u2019]?t|please\s+don['\u2019]?t)\s+(?:suggest|get|buy|give|send|recommend)(?:\s+(?:him|her|them|me|us))?(?:\s+(?:any\s+more|anymore|more))?`,
  // "Their firm has a policy against accepting food gifts", "she isn't allowed to accept alcohol": a rule to keep.
  String.raw`polic(?:y|ies)\s+against(?:\s+(?:accepting|receiving|taking|any))?`,
  String.raw`(?:not\s+allowed|(?:is|s|are|re)\s*n['\u2019]?t\s+allowed|forbidden)\s+to\s+(?:accept|receive|take)(?:\s+any)?`,
  // "Refuses to use anything that needs an app": a thing they will not have.
  String.raw`refuses?\s+to\s+(?:use|eat|drink|wear|touch|buy|get|give)(?:\s+anything\s+that\s+needs)?`,
  // "He hates anything that needs an app to work".
  String.raw`(?:hates?|can['\u2019]?t\s+stand|refuses)\s+anything\s+that\s+(?:needs|requires|uses)(?=\s+(?:an?\s+)?(?:app|apps|wifi|wi-fi|bluetooth|batteries|charging|a\s+phone|a\s+smartphone)\b)`,
  // "Hopeless in the kitchen": no cook, so nothing for one.
  String.raw`(?:hopeless|useless|clueless|helpless|a\s+disaster)\s+in(?=\s+the\s+kitchen\b)`,
  // "Says she's 'too old for gadgets'": what she has outgrown, in her own words. Not when the text says she isn't:
  // "says he's 'too old for video games' but still plays Mario Kart".
  String.raw`too\s+old\s+for(?![^.;!?]*\b(?:but|yet)\s+(?:(?:he|she|they)\s+)?(?:still|secretly|totally|clearly|obviously)\b)`,
  // "Their registry is all boring kitchen stuff": what the giver finds dull is what to leave out.
  String.raw`(?:all\s+)?boring(?=\s+[a-z]+(?:\s+[a-z]+)?\s+(?:stuff|things|gifts)\b)`,
  // "Her house is already full of flowers": enough of them. Not "full of energy" or "full of life".
  String.raw`(?:already\s+)?(?:full\s+of|overflowing\s+with)(?!\s+(?:energy|life|love|joy|fun|ideas|surprises|questions|curiosity|spirit|personality|character|beans|himself|herself|themselves)\b)`,
  // "Never wears jewelry", then a hobby never taken up: "never cooks", "rarely reads". Other verbs are no dislike:
  // "never buys herself flowers" is a hint, "never lived through a winter" a lack, "never misses a game" a love.
  String.raw`(?:never|rarely|hardly\s+ever|seldom)\s+(?:eats|drinks|uses|wears|likes|wants|needs|enjoys)`,
  String.raw`(?:never|rarely|hardly\s+ever|seldom)(?=\s+(?:cooks|bakes|reads|gardens|knits|sews|paints|draws|dances|sings|golfs|fishes|hikes|runs|swims|camps|games|exercises|travels|plans?|actually\s+plans?)\b)`,
  // Not a loss they miss: "sad she can't bake like she used to" since the diagnosis is a love to serve.
  String.raw`(?<!\b(?:sad|upset|misses|wishes|hates\s+that)\s+(?:that\s+)?(?:she|he|they)\s+)(?:can['\u2019]?t|cannot)(?=\s+(?:cook|bake|draw|paint|sing|dance|swim|knit|sew|bowl|golf|run|hike|ski|skate|climb|play)\b(?![^.;!?]{0,30}\blike\s+(?:she|he|they)\s+used\s+to\b))`,
  String.raw`(?:is|s)\s*n['\u2019]?t\s+much\s+of`,
  String.raw`(?:is\s+|s\s+)?(?:sick|tired)\s+of(?!\s+(?:it|them|that|this|those)\b)`,
  // "Trying to get him OFF screens": what the parents are weaning a child from.
  String.raw`(?:get|gets|getting|keep|keeps|keeping|wean|weaning)\s+(?:him|her|them)\s+off(?:\s+of)?`,
  // "Likes classic, old school stuff more than gadgets": the things liked less are the ones to leave out.
  String.raw`(?:stuff|things)\s+more\s+than(?=\s+(?:gadgets|tech|electronics|screens|apps|smart\s+devices)\b)`,
  // "We're cutting down on plastic toys", "trying to limit screen time": less of it, so none as a gift.
  String.raw`(?:cutting|cut|cuts)\s+(?:way\s+)?(?:down|back)\s+on|trying\s+to\s+limit`,
  // "Her dorm bans candles": a rule of the place they live (not "loves reading banned books").
  String.raw`(?<=\b(?:dorm|school|hoa|building|landlord|office|apartment|ward|hospital|airline|complex)\s+)(?:bans?|forbids?|prohibits?)`,
  // "Gets annoyed when people buy him cookbooks", "hates it when people give her candles": what givers keep getting wrong.
  String.raw`(?:(?:gets?|getting|is|s)\s+)?(?:annoyed|irritated|grumpy|mad|upset|hates?(?:\s+it)?|can['\u2019]?t\s+stand\s+it)\s+(?:when|if)\s+(?:people|someone|anyone|folks|everyone|relatives|family|we|i)\s+(?:buys?|gives?|gets?|sends?)\s+(?:him|her|them)(?:\s+(?:more|another|any))?`,
  // "My sister will kill me if I give him anything loud": what the parents would never forgive.
  String.raw`(?:will|would|['\u2019]ll|['\u2019]d)\s+(?:kill|murder|disown)\s+me\s+if\s+i\s+(?:give|gave|get|got|buy|bought|send|sent)\s+(?:him|her|them)(?:\s+(?:anything|something|another|more))?`,
  String.raw`allergic\s+to`,
  String.raw`allergy\s+to`,
  String.raw`sensitive\s+to`,
  String.raw`intolerant\s+to`,
  String.raw`hates?`,
  String.raw`dislikes?`,
  // "He's kind of grumpy about gadgets and anything with an app", "skeptical of anything smart".
  String.raw`(?:grumpy|cranky|skeptical|sceptical|wary)\s+(?:about|of)`,
  // "She's totally over unicorns now", "she'll roll her eyes at makeup kits": what they have outgrown or scorn.
  String.raw`(?:totally|so|completely|kind\s+of|kinda|sort\s+of)\s+over(?=\s+(?!it\b|the\s+moon\b)[a-z])`,
  String.raw`rolls?\s+(?:her|his|their)\s+eyes\s+at`,
  String.raw`avoids?`,
  String.raw`avoiding`,
  String.raw`(?:stays?|staying)\s+away\s+from`,
  // "He says he's 'outgrown' lego": what a child has left behind.
  String.raw`(?:has|have|['\u2019]s|is|just)\s+['"\u2018\u201c]?outgrown['"\u2019\u201d]?`,
  // "I'd never buy her camera stuff": what the giver knows better than to choose for an expert.
  String.raw`(?:i['\u2019]?d|i\s+would|i['\u2019]?ll|i\s+will)\s+never\s+(?:buy|get|give|pick)\s+(?:him|her|them)`,
  // "Super snobby about kitchen gear", "super picky about her supplies": things they choose for themselves. Not what
  // they eat or drink ("picky about his coffee" is a love to serve), nor "picky about what she wears". Someone "very
  // particular about her pens" may love a fine one: that is no rule against it.
  String.raw`(?:picky|snobby)\s+about(?:\s+(?:his|her|their))?(?=\s+(?!(?:what|how|who|where|it|that|this|them|hers|his|theirs|and|or|but|so|food|coffee|tea|wine|beer|whiskey|bourbon)\b)[a-z])`,
  // "She has every pen, marker and tablet", "he's got every golf gadget there is": all of them, even said plainly. Not a
  // time ("has every weekend off") or a reason, nor every baby thing, which is gear (read among the diets).
  String.raw`(?:has|have|owns|own|(?:['\u2019]s|has|have|['\u2019]ve)\s+got)\s+(?:like\s+|literally\s+|basically\s+|honestly\s+|pretty\s+much\s+)?every(?=\s+(?!(?:baby|reason|right|intention|chance|weekend|day|night|morning|evening|week|month|year|summer|winter|spring|fall|single|other|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)[a-z])`,
  String.raw`(?:has|have|got)\s+(?:enough|(?:way\s+|far\s+)?too\s+many|(?:way\s+|far\s+)?too\s+much|plenty\s+of)`,
  // Not a measure said of the gift: "light enough to pack", "small enough to ship".
  String.raw`(?<!\b(?:light|small|big|sturdy|strong|warm|durable|simple|easy|compact|cheap|tough|soft)\s+)enough`,
  // "She already has a Kindle and way too many books": too many of them, whoever has them; "and honestly too many knives".
  String.raw`(?:(?:way|far)|(?<=\b(?:and|already|honestly|literally)\s+(?:honestly\s+|literally\s+)?))\s*too\s+many`,
  // "She's drowning in baby clothes from the shower", "buried in mugs": far too many already.
  // Not "drowning in law school finals": work and study are a load, not things they have too many of. Nor "no honey
  // anything, we're drowning in the stuff": what it says back to was named already, not every thing there is.
  String.raw`(?:drowning|buried)\s+in(?!\s+(?:the\s+stuff|it|them|those|that)\b)(?!\s+(?:\w+\s+){0,2}(?:finals|exams|work|homework|deadlines|paperwork|school|studying|stress|bills|emails|meetings|grading)\b)`,
  // "Zero room for decor", "no space for more gadgets": no place for such things.
  String.raw`(?:zero|no|not\s+much|little|limited)\s+(?:room|space)\s+for(?:\s+more)?`,
  String.raw`please\s+no`,
  // "So skip the wine", "skip anything scented": a thing ruled out, said as an order.
  String.raw`(?<=(?:^|[.,;!]\s*|\b(?:so|please|just|and|but|maybe|definitely|rather|prefer\s+to|want\s+to)\s+))skip(?:\s+(?:the|any|all))?(?=\s+[a-z])`,
  String.raw`please\s+nothing\s+with`,
  // "Nothing gaming related", "please nothing kitchen-related", "nothing coffee mug related", "nothing mocktail or
  // 'sober af' themed".
  String.raw`nothing(?=\s+(?:['"\u2018\u2019\u201c\u201d]?[a-z]+['"\u2018\u2019\u201c\u201d]?\s+){0,4}['"\u2018\u2019\u201c\u201d]?[a-z]+['"\u2018\u2019\u201c\u201d]?[\s-](?:related|themed)\b)`,
  // "Slime is officially BANNED in their house, so nothing slime": one thing, said last.
  String.raw`(?<=\bso\s+)nothing(?=\s+[a-z]+(?:\s+(?:please|pls|plz|obviously|either|lol))?\s*(?:[,.;!?)]|$))`,
  // "No leather, no wool, nothing animal": a kind of thing ruled out in one word.
  String.raw`nothing(?=\s+(?:jokey|gag|gimmicky|cutesy|girly|pink|frilly|sappy|cheesy|tacky|animal|alcoholic|scented|electronic|plastic|sugary|sweet|meaty|decorative|noisy|loud|bulky|heavy|messy|religious|churchy|christmassy|edible|big|large|huge|oversized|food|foods|drinks?|booze|wine|jewelry|jewellery|clothes|clothing|candles?|flowers|chocolates?|candy|perfume)\b)`,
  // "Already has all the clothing", "owns every controller and headset ever made": nothing more of it.
  // "Already has his own knife roll": his own, so no other.
  String.raw`already\s+(?:has|have|owns|own)\s+(?:his|her|their)\s+own`,
  // "We already own pretty much every popular game", "owns literally every expansion, even the weird ones".
  String.raw`already\s+(?:has|have|owns|own)\s+(?:pretty\s+much\s+|basically\s+|just\s+about\s+|almost\s+|nearly\s+)?(?:all\s+the|every)`,
  String.raw`(?:owns?|has|have)\s+(?:literally|pretty\s+much|basically|just\s+about|almost|nearly)\s+(?:all\s+the|every)`,
  // "Has a fully stocked bar": its glasses and tools, owned.
  String.raw`(?:has|have|owns|own)\s+(?:a\s+)?(?:fully\s+|well\s+)?(?=stocked\s+(?:home\s+)?bar\b)`,
  // "Has a fully stocked bar with all the glasses and gadgets": what comes with the thing owned, owned too.
  String.raw`(?=with\s)(?<=\b(?:has|have|owns|own)\s+[a-z ,'-]{2,40}?\s)with\s+all\s+(?:the|of\s+the)`,
  // "They've lived together for 6 years so they have all the kitchen basics".
  String.raw`(?:has|have|own|owns)\s+all\s+the(?=\s+(?:[a-z]+\s+)?(?:basics|essentials|gear|tools|stuff|gadgets|things)\b)`,
  // "Had to give up his crossword books" (his hands shake): no longer something to give. A garden given up is
  // still loved, and read as such (plants indoors).
  String.raw`(?:had|has|have)\s+to\s+give\s+up(?:\s+on)?(?!\s+(?:his|her|their|the|a)\s+(?:garden|yard|house|home)\b)|gave\s+up(?!\s+(?:his|her|their|the|a)\s+(?:garden|yard|house|home)\b)`,
  // "She has a million mugs and candles already", "owns tons of scarves", "a mountain of baby gear": plenty of them.
  // "Already gets tons of perfume and dates from everyone": plenty given already, as "they've already gotten tons of
  // baby clothes and blankets".
  String.raw`(?:has|have|owns|own|got|gotten|gets|receives|received)\s+(?:a\s+million|a\s+ton\s+of|tons\s+of|so\s+many|a\s+bunch\s+of|loads\s+of|a\s+drawer\s+full\s+of|an?\s+(?:mountain|pile|heap)\s+of|(?:mountains|piles|heaps)\s+of)(?!\s+(?:use|wear|compliments|practice|sleep|attention|love)\b)`,
  // "The grandparents already bought all the clothes and a mountain of stuffed animals": given by others already.
  String.raw`already\s+(?:bought|got|gave|sent|gifted)(?:\s+(?:her|him|them|the\s+(?:baby|babies|twins|kids)))?\s+(?:all\s+the|a\s+(?:mountain|ton|pile|heap)\s+of|(?:mountains|tons|piles|heaps|loads|plenty)\s+of)`,
  // "Everyone has already sent baby clothes and blankets": given by others, so not to give again.
  String.raw`(?:everyone|everybody|people|family|friends|relatives)\s+(?:has|have)\s+already\s+(?:sent|given|bought|gotten|got|gifted)(?:\s+(?:her|him|them))?`,
  // "He has SO much Lego already": plenty of it, said with "already" (not "has so much energy").
  String.raw`(?:has|have|owns|own|got)\s+so\s+much(?=\s+[a-z]+(?:\s+[a-z]+)?\s+already\b)`,
  // "They registered for basically every kitchen gadget": what the registry will bring them.
  String.raw`registered\s+for\s+(?:basically\s+|pretty\s+much\s+|just\s+about\s+|literally\s+)?(?:every|all\s+the)`,
  // "We've done the watch and the cufflinks before": gifts given already, not to give again.
  String.raw`(?:we|i)(?:['\u2019]ve|\s+have)\s+(?:already\s+)?(?:done|given\s+(?:him|her|them))(?:\s+the)?(?=\s+[a-z][^.;!?]{0,60}\b(?:before|already|in\s+the\s+past)\b)`,
  // "Already has a backlog of like 50 games": more of them than he can get through.
  String.raw`(?:has|have|got)\s+(?:an?\s+)?(?:huge\s+|massive\s+|giant\s+|endless\s+|insane\s+)?backlog\s+of(?:\s+(?:like|about|over|at\s+least))?(?:\s+\d+)?`,
  // "She has like 40 mugs already": a count that says enough.
  String.raw`(?:has|have|owns|own|got)\s+(?:like\s+|about\s+|over\s+|at\s+least\s+|literally\s+)?(?:[2-9]\d|\d{3}|a\s+hundred|hundreds\s+of|a\s+thousand|dozens\s+of)(?=\s+(?!of\s+(?:them|those|these)\b)[a-z])`,
  // "He already owns like 5 pairs of headphones so not those": a count of three or more, said after "already".
  String.raw`(?<=\balready\s+)(?:has|have|owns|own|got)\s+(?:like\s+|about\s+|literally\s+)?(?:[3-9]|1\d|three|four|five|six|seven|eight|nine|ten|a\s+dozen)(?:\s+pairs\s+of)?(?=\s+(?!(?:dogs|cats|kids|children|grandkids|grandchildren|puppies|kittens|horses|chickens|birds)\b)[a-z])`,
  // "She got like nine candles already": a smaller count, said with "already", is enough too.
  String.raw`(?:has|have|owns|own|got)\s+(?:like\s+|about\s+|literally\s+)?(?:[4-9]|1\d|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+dozen)(?=\s+(?!(?:dogs|cats|kids|children|grandkids|grandchildren|puppies|kittens|horses|chickens|birds)\b)[a-z]+\s+already\b)`,
  // "Two cats who eat every plant": no plants. A dog that destroys every toy wants a tougher one, not none. Someone
  // who kills every plant herself wants one that is hard to kill ("she kills every plant she touches").
  String.raw`(?:eat|eats|ate|destroy|destroys|destroyed|(?<!\b(?:she|he|i|they|we|you)\s+(?:\w+\s+)?)(?:kill|kills|killed)|chew|chews|chewed)\s+(?:every|all|any)(?!(?:\s+of)?(?:\s+(?:the|her|his|their|our))?\s+(?:(?:squeaky|stuffed|plush|chew|dog|cat)\s+)?(?:toys?|balls?|plush\w*|stuff(?:ies|y)|stuffed\s+animals?|squeak\w*|chew\s*toys?)\b)(?:\s+(?:of\s+)?(?:the|her|his|their|our))?`,
  // "Something that ISN'T another video game".
  String.raw`(?:is|are)\s*n['\u2019]?t\s+(?:another|more)`,
  // "Something thoughtful that isn't flowers".
  String.raw`(?:that|which)\s+(?:is|are)\s*n['\u2019]?t(?!\s+(?:too|very|so|that|really|expensive|cheap|big|huge|much)\b)`,
  // "Her mother says she already has the helmet and boots and all that": those things, owned.
  String.raw`already\s+(?:has|have|owns|own|got)\s+the(?=\s+[a-z]+(?:\s+and\s+[a-z]+)*(?:\s+and\s+all\s+that)?\s*(?:[,.;!?]|$))`,
  // "He has drums and sticks and all that": the things of his work, had.
  String.raw`(?:has|have|owns|own|got)(?:\s+the)?(?=\s+[a-z]+(?:,?\s+(?:and\s+)?(?!and\b)[a-z]+)*\s+and\s+all\s+that\b)`,
  // "Already has a KitchenAid and a Dutch oven": the things she owns, listed (not "already has a dog and a cat").
  String.raw`already\s+(?:has|have|owns|own|got)\s+(?:a|an)(?=\s+(?!(?:dog|cat|puppy|kitten|baby|kid|son|daughter|boyfriend|girlfriend|husband|wife|partner|job|house|home|car|apartment)\b)[a-z0-9-]+(?:\s+[a-z0-9-]+)?\s+and\s+(?:(?:a|an)\s+(?!(?:cheap|old|basic|crappy|broken|starter)\b)|(?:(?:a|an|some)\s+)?(?:really\s+|very\s+|pretty\s+)?(?:nice|good|great|decent|fancy|proper)\s+(?!(?:taste|news|life|heart|sense|time|job|friends|family|memories|attitude|personality|humou?r|eye|luck)\b))[a-z])`,
  // "She already has a Garmin watch", "already has a kindle": a device one of is enough (not "already has a dog").
  String.raw`already\s+(?:has|have|owns|own|got)\s+(?:a|an)(?=\s+(?:[a-z0-9-]+\s+)?(?:watch|smartwatch|fitness\s+tracker|e-?reader|kindle|turntable|record\s+player|drone|meat\s+thermometer|thermometer|tripod|stand\s+mixer|air\s+fryer)(?=\s*(?:[,.;!?)]|$)|\s+(?:so|but|because|and\s+(?:she|he|they|loves?|likes?|enjoys?|is|has)\b)))`,
  // "Already has a Garmin and all the clothing he needs": the one thing and the many, owned.
  String.raw`already\s+(?:has|have|owns|own|got)\s+(?:a|an)(?=\s+[a-z0-9-]+(?:\s+[a-z0-9-]+)?\s+and\s+all\s+the\b)`,
  String.raw`(?:has|have|owns|own|got)\s+all\s+the(?=\s+[a-z]+(?:\s+[a-z]+)?\s+(?:he|she|they)\s+(?:needs?|wants?|could\s+(?:ever\s+)?(?:need|want))\b)`,
  // "She barely wears jewelry so not that", "rarely drinks": something they hardly use.
  String.raw`(?:barely|rarely|hardly|seldom)\s+(?:ever\s+)?(?:wears?|uses?|drinks?|eats?)`,
  // "Already has a nice board and pieces": a good one of it already (not "already has a dog"). "Already got good
  // headphones for her birthday": given to her, as good.
  String.raw`already\s+(?:has|have|owns|own|got)\s+(?:(?:a|an|some)\s+)?(?:(?:really|very|pretty|super)\s+)?(?:nice|good|great|decent|fancy|proper|complete)`,
  // "Already has a Canon body she loves": one of it, the one they want.
  String.raw`already\s+(?:has|have|owns|own)\s+(?:a|an)(?=\s+(?:[a-z]+\s+){0,2}[a-z]+\s+(?:that\s+)?(?:she|he|they)\s+(?:loves?|adores?|swears\s+by)\b)`,
  // "Already has mountains of baby clothes": plenty of them already.
  // "Already has a ridiculous number of star charts and astronomy apps": plenty of them too.
  String.raw`already\s+(?:has|have|owns|own)\s+(?:mountains|tons|piles|heaps|loads|lots|plenty|a\s+ton|a\s+mountain|an?\s+(?:ridiculous|crazy|absurd|insane|silly|ungodly|huge|embarrassing)\s+(?:number|amount))\s+of`,
  String.raw`(?:has|have|owns|own)\s+every(?=\s+[a-z ]{2,40}?\s+${EVERY_THERE_IS}\b)`,
  // "Has a darkroom in the basement and basically every gadget": all of them, said with "basically".
  String.raw`(?:(?:has|have|owns|own)|(?=and\s)(?<=\b(?:has|have|owns|own)\s+[a-z ,'-]{2,40}?\s)and)\s+(?:basically|just\s+about|pretty\s+much|literally|practically)\s+every`,
  // "Already has a Big Green Egg and every grilling tool known to man": the second thing owned, all of it.
  // "Quilts seriously, with a long-arm machine, a whole room of fabric and every ruler and rotary cutter there is".
  String.raw`(?=and\s)(?:(?<=\b(?:has|have|owns|own|with)\s+[a-z ,'-]{2,100}?\s)|(?<=,\s))and\s+(?:honestly\s+|literally\s+|basically\s+)?every(?!\s+(?:weekend|day|week|morning|evening|night|year|time|summer|winter|spring|fall|month|season)\b)(?=\s+[a-z ]{2,40}?\s+${EVERY_THERE_IS}\b)`,
  // "Has more sketchbooks than she could ever fill".
  // "Already has more knick-knacks than the staff can dust".
  // "Has a rangefinder and more golf balls than he'll ever use".
  // "She gets more skincare samples than she could ever use": plenty given to her already.
  String.raw`(?:(?:has|have|owns|own|got|gets|receives)|(?=and\s)(?<=\b(?:has|have|owns|own|got)\s+[a-z ,'-]{2,40}?\s)and)\s+more(?=\s+[a-z -]{2,40}?\s+than\s+${ONE_WHO_COULD}\b)`,
  // "Has never touched a computer and doesn't want to": none of it, ever. A thing never owned is a lack, which may be
  // the gift ("has never owned a real winter coat").
  String.raw`(?:has|have|had)\s+never\s+(?:touched|wanted)\s+(?:a|an|any)`,
  // "She can't work a phone and never had a computer", "wouldn't touch a cell phone": a device they do not use, and
  // nothing made for one.
  String.raw`(?:can['\u2019]?t|cannot|could\s*n['\u2019]?t)\s+(?:work|use|operate|figure\s+out)(?=\s+(?:(?:a|an|the|her|his|their|any)\s+)?${A_DEVICE})`,
  String.raw`(?:would|could|will|does|do)\s*n['\u2019]?t\s+touch|won['\u2019]?t\s+touch`,
  String.raw`never\s+(?:had|owned|used)(?=\s+(?:a|an|any)\s+${A_DEVICE})`,
  // "Nothing for the kitchen", "anything but candles".
  String.raw`nothing\s+for(?:\s+the)?`,
  // "Compliance rules say nothing that's cash or a gift card".
  String.raw`nothing\s+that(?:['\u2019]s|\s+is)(?=\s+(?:a\s+|an\s+)?[a-z])`,
  String.raw`anything\s+but`,
  // Not "can't carry his coffee without spilling it": a need, not a thing ruled out.
  String.raw`without(?!\s+spill)`,
  // "Running on no sleep and iced coffee": a state, not a dislike of what follows. "No way she has time": a doubt.
  // "No idea what's appropriate": the giver's doubt.
  String.raw`(?<!\brunning\s+on\s)no(?!\s+(?:way|idea|clue)\b)`,
  // Not "she's not wrong", "I'm not kidding": a remark on what was said, no thing to leave out.
  String.raw`not(?!\s+(?:wrong|kidding|joking|exaggerating|lying|sure|even\s+(?:kidding|joking)|the\s+point)\b)`,
  // "She doesn't always know who we are anymore": a memory failing, not a dislike. "He doesn't hear the phone ring":
  // a sense failing, and what would help it.
  String.raw`(?:does|do)\s*n['\u2019]?t(?!\s+(?:always\s+|really\s+)?(?:know|recognize|recognise|remember|hear|see|notice)\b)`,
  String.raw`(?:does|do)\s+not`,
];
const CUE = new RegExp(String.raw`\b(?:${CUES.join("|")})\b`, "gi");
/**
 * A clause ends at punctuation, where the sentence turns to what the person does like, where it says where the
 * things came from ("baby clothes from the shower"), or where someone else's word begins ("so many Lego sets his
 * parents begged us to stop").
 */
const CLAUSE_END =
  /[,;!?()\u2013\u2014]|\.(?!\d)|\b(?:he|she|they)(?:['\u2019]d|\s+would)\s+(?:have|need)\s+to\b|\bfrom\s+(?:the|her|his|their)\s+(?:shower|party|wedding|first|last|older)\b|\bat\s+(?:the|her|his|their)\s+(?:baby\s+)?(?:shower|party|wedding)\b|\bfrom\s+last\s+(?:year|christmas|birthday)\b|\bfor\s+(?:her|his|their)\s+(?:last\s+)?(?:birthday|christmas|graduation)\b|\bfrom\s+(?:everyone|everybody|people|coworkers|friends)\b|\bafter\s+(?:a|an|the|his|her|their|my|our)\b|\bso\s+(?=please|no\b|not\b|nothing|maybe|ideally|hopefully|preferably|i\b|we\b|something\b|anything\b)|\b(?:off|from|on)\s+(?:the|her|his|their)\s+registry\b|\b(?:he|she|they)\s+(?:says?|said|thinks?|finds?|feels?)\b|\b(?:he|she|they)\s+(?:could|would|might)\s+(?:ever\s+)?(?:want|ask\s+for)\b|\bb\/c\b|\b(?:lol|haha|lmao|btw|tbh|idk|fyi)\b|\b(?:his|her|their)\s+(?:parents|mom|dad|mum|wife|husband|partner)\s+(?=(?:begged|asked|said|told|says|banned|want|wants|would)\b)|\bfor\s+an?\s+(?:pro|professional|expert)\b|\bwith\s+all\s+(?:the|of\s+the)\b|\b(?:he|she|they)['\u2019]ll\s+(?:judge|hate|laugh\s+at|mock|scoff\s+at|sneer\s+at|critique)\b|\bon\s+(?:him|her|them)(?=\s*(?:[,.;!?]|$))|\b(?:but|because|bc|cuz|coz|since|than|loves?|(?<!\blooks?\s)likes?|enjoys?|into|adores?|who|(?<!\banything\s)which|and\s+(?:i|we)\s+(?:know|think|feel|guess|bet|hope)\b|\bthat\s+(?:just\s+)?(?:ends?\s+up|sits?|collects?|gathers?)\b|\b(?:he|she|they)\s+(?:needs?|wants?)\b|and\s+(?:always\s+|also\s+|usually\s+)?(?:loves?|likes?|hates?|is|has|enjoys?|works|plays|lives|spends|reads|cooks|bakes|travels|collects|watches|runs|hikes|wants|needs|goes|does\s*n['\u2019]?t|do\s*n['\u2019]?t|never|won['\u2019]?t))\b/i;
/** "Never" earlier in the same clause. */
const DOUBLE_NEGATIVE = /\bnever\b[^,.;:!?]*$/i;
/** "Can't", "won't" or "doesn't" earlier in the same clause, before a "without". */
const CANNOT_BEFORE =
  /\b(?:can['\u2019]?t|cannot|could\s*n['\u2019]?t|won['\u2019]?t|would\s*n['\u2019]?t|does\s*n['\u2019]?t|do\s*n['\u2019]?t)\b[^,.;:!?]*$/i;
/** Words inside a scope that carry no object: "no more books please", "not into tech at all". */
const FILLER =
  /\b(?:(?:mountains?|piles?|heaps?|tons?|loads|lots|plenty|bunch)\s+of|more|another|any|anything|(?:that|which)\s+looks?\s+like|a|an|the|please|at\s+all|though|either|of\s+course|related|tho|ever\s+made|on\s+earth|in\s+existence|that\s+exists?|there\s+is|for\s+it|known\s+to\s+(?:man|mankind|humanity)|imaginable|(?:you|one|i|we)\s+(?:can|could)\s+(?:think\s+of|imagine|name)|under\s+the\s+sun|in\s+the\s+world|out\s+there|really|even|much|so|very|too|of|with|basically|practically|some|themed|entirely|completely|altogether|she|he|they|that\s+(?:she|he|they)|stuff\s+like|things\s+like|kind\s+of|type\s+of|nothing|big(?!\s+(?:toys?|please|pls|plz|lol|obviously|either)\b)(?=\s+[a-z])|huge(?!\s+(?:toys?|please|pls|plz|lol|obviously|either)\b)(?=\s+[a-z])|great|those|these|them|his|her|their|already|before|in\s+the\s+past|pieces?\s+of|lol|haha|lmao|pls|plz|yet|now|anymore|any\s+more|these\s+days|lately|(?:this|last|next)\s+year|to\s+(?:get|buy|give)(?:\s+(?:him|her|them|me))?)\b/gi;
/** Sight that is gone: "his eyesight is mostly gone", "legally blind". */
/** Reading as something done before: "used to read", "she was a huge reader". */
const READ_ONCE = String.raw`\b(?:used\s+to\s+read|was\s+(?:a\s+|an\s+)?(?:huge\s+|big\s+|avid\s+|voracious\s+|great\s+|keen\s+|massive\s+)?reader)\b`;
const SIGHT_GONE = String.raw`\b(?:(?:eyesight|sight|vision)\s+is\s+(?:mostly\s+|almost\s+|nearly\s+|pretty\s+much\s+|basically\s+)?gone|legally\s+blind)\b`;
/** Sight failing so far that reading is past, though other things to see may not be. */
const SIGHT_FAILING = String.raw`(?:${SIGHT_GONE}|\bmacular\s+degeneration\b|\bcan\s+(?:barely|hardly|no\s+longer)\s+(?:see|read)\b)`;

/**
 * "Moved everything to her Kindle", "reads everything on his Kobo now", "only reads on her e-reader", "switched to a
 * Kindle": a reader gone digital, whom a book on paper would only clutter.
 */
const EREADER = String.raw`(?:kindle|kobo|nook|e-?reader|ipad|tablet)`;
const GONE_DIGITAL = new RegExp(
  String.raw`\b(?:(?:moved|switched|went|gone|converted|transitioned|changed)\s+(?:everything|(?:all\s+)?(?:of\s+)?(?:her|his|their)\s+(?:whole\s+)?(?:books|reading|library)|(?:completely|fully|entirely)|all)?\s*(?:over\s+)?to\s+(?:a|an|her|his|their|the)\s+${EREADER}|reads?\s+(?:everything|all\s+(?:her|his|their)\s+books)\s+on\s+(?:a|an|her|his|their|the)\s+${EREADER}|(?:only|exclusively)\s+reads?\s+(?:on|with)\s+(?:a|an|her|his|their|the)\s+${EREADER})\b`,
  "gi",
);

/** "It has to be small and light enough to fit in his suitcase": nothing bulky to carry home. */
const FITS_A_SUITCASE =
  /\b(?:small|light|compact|tiny)(?:\s*(?:,|and|&)\s*(?:small|light|lightweight|compact))?\s+enough\s+to\s+(?:fit|pack|go|carry|take)\s+(?:in|into|on|with)?\s*(?:his|her|their|a|the)?\s*(?:suitcase|luggage|carry[\s-]?on|duffel|backpack)\b|\b(?:has|needs|have)\s+to\s+fit\s+in(?:to)?\s+(?:his|her|their|a|the)\s+(?:suitcase|luggage|carry[\s-]?on)\b|\b(?:has|needs|have)\s+to\s+be\s+(?:small|compact|tiny|packable)(?:\s+(?:and|&)\s+(?:light(?:weight)?|easy\s+to\s+pack|packable|compact))?(?:\s+enough\s+to\s+(?:pack|carry|fly\s+with|fit\s+in(?:to)?\s+(?:his|her|their|a|the)\s+(?:suitcase|luggage|carry[\s-]?on|duffel|backpack)))?\b/gi;

/**
 * "Headphones are fine but his hands get sweaty", "his headphones are fine": the gear they have does its job, so none
 * of it. Without "but" or whose it is, "earbuds are fine as long as they're wireless" is a gift allowed.
 */
const GEAR = String.raw`(headphones|headsets?|earbuds|controllers?|keyboards?|mouse|monitors?|gaming\s+chairs?|shoes|boots|helmets?|knives|pans|speakers?|cameras?|laptops?)`;
const IS_FINE = String.raw`\s+(?:is|are)\s+(?:totally\s+|perfectly\s+|already\s+)?(?:fine|covered|sorted)\b`;
const GEAR_IS_FINE = new RegExp(String.raw`\b(?:his|her|their)\s+${GEAR}${IS_FINE}|\b${GEAR}${IS_FINE}(?=\s*,?\s*but\b)`, "gi");

/** "She keeps saying there's no more room on her bookshelves": no more books. */
const SHELVES_FULL =
  /\bno\s+(?:more\s+)?(?:room|space)\s+(?:left\s+)?on\s+(?:her|his|their|the|our)\s+book\s*shel(?:f|ves)\b|\bbook\s*shel(?:f|ves)\s+(?:is|are)\s+(?:already\s+)?(?:full|overflowing|packed|bursting)\b/gi;

/** No computer to draw on: "all she has is her phone", "only has a phone", "doesn't have a laptop". */
const ONLY_A_PHONE =
  /\ball\s+(?:she|he|they)\s+(?:has|have|owns?|got)\s+is\s+(?:a|an|her|his|their)\s+(?:(?:smart|cell|old)\s*)?phone\b|\bonly\s+(?:has|have|owns?)\s+(?:a|an|her|his|their)\s+(?:(?:smart|cell|old)\s*)?phone\b|\b(?:does|do)\s*n['\u2019]?t\s+(?:have|own)\s+(?:a|any)\s+(?:computer|laptop|pc)\b/gi;

/** One-word diets and conditions, each with the avoid phrases it implies (sensitive skin: fragrance and harsh skincare). */
const DIETS: readonly NegationRule[] = [
  [/\bvegans?\b/gi, "vegan"],
  // Strict vegetarians (as many Hindu, Jain and Buddhist families keep it) eat no eggs either, and keep no leather.
  [/\bstrict(?:ly)?\s+vegetarians?\b/gi, "vegetarian", "eggs", "leather"],
  [/\bvegetarians?\b/gi, "vegetarian"],
  [/\b(?:pescatarians?|pescetarians?)\b/gi, "pescatarian"],
  // "Wants to cut back on caffeine", "quit sugar": what they are giving up.
  [
    /\b(?:cut(?:ting)?\s+(?:back|down)\s+on|quit(?:ting)?|giving\s+up|gave\s+up|off|drink(?:ing)?\s+less)\s+(caffeine|sugar|sweets|coffee|carbs|soda)\b/gi,
    "$1",
  ],
  // "Shares a tent with 8 other guys so there's no room for anything", "anything that takes up space is a no".
  // A shelf ornament too: "a 300 sq ft studio, literally no room for anything".
  [/\bno\s+(?:room|space)\s+for\s+anything\b|\banything\s+that\s+takes\s+up\s+(?:space|room)\b/gi, "bulky items", "clutter"],
  // "Does digital art on her iPad": a drawing tablet for a computer is a second way to do what she does.
  // Only the iPad is taken from the text: what she draws is still a love.
  [
    /(?<=\b(?:draws?|drawing|art|sketch(?:es|ing)?|paints?|painting|procreate)\s+(?:\w+\s+){0,2}?)on\s+(?:her|his|their|an?|the)\s+ipad\b/gi,
    "drawing tablets",
  ],
  // A reader gone digital wants no book on paper, and no second e-reader.
  [GONE_DIGITAL, "physical books", "e-readers"],
  // "They already live together and have a fully stocked kitchen": nothing for it.
  [
    /\b(?:has|have|got)\s+(?:a\s+)?(?:fully|well|completely|totally)[\s-]+(?:stocked|equipped|kitted[\s-]out)\s+kitchen\b/gi,
    "kitchen stuff",
  ],
  // "A serious home barista with a fancy espresso machine and grinder": the grinder is had, and a better one. Only
  // the grinder leaves the text: the machine is still read.
  [
    /(?<=\b(?:has|have|with|owns?|got)\s+(?:a\s+|an\s+)?(?:(?:fancy|nice|good|great|high[\s-]end|expensive|serious|pro)\s+)?(?:espresso\s+machine|machine|setup)\s+(?:and|&)\s+(?:a\s+)?(?:(?:fancy|nice|good|great|high[\s-]end|expensive)\s+)?)grinder\b/gi,
    "coffee grinder",
  ],
  // "All she has is her phone", "doesn't have a computer": a pen tablet for a computer has nothing to plug into.
  [ONLY_A_PHONE, "drawing tablets"],
  // "They're trying to keep plastic toys out of the house": what the parents keep out.
  [/\b(?:keep|keeping)\s+([a-z]+(?:\s+[a-z]+){0,2}?)\s+out\s+of\s+(?:the|their|our|her|his)\s+(?:house|home|place|apartment)\b/gi, "$1"],
  // "All 4 wisdom teeth out, soft foods only": nothing to chew hard or long.
  [/\bsoft\s+foods?\s+only\b|\bonly\s+(?:eat(?:ing)?\s+)?soft\s+foods?\b|\bwisdom\s+teeth\b|\bliquid\s+diet\b/gi, "chewy food"],
  // "She can't type or write for a while" (a broken wrist): no pen or notebook.
  // Hands that shake (a tremor, Parkinson's): a pen and a journal too.
  [
    /\b(?:can['\u2019]?t|cannot|can\s+no\s+longer|unable\s+to)\s+(?:type\s+or\s+)?write\b(?!\s+(?:letters|cards|notes))|\bhands\s+(?:shake|tremble)\b|\b(?:has|with)\s+(?:a\s+)?(?:bad\s+)?tremors?\b|\bparkinson['\u2019]?s\b/gi,
    "writing",
  ],
  // "Her mom begged me: please nothing that makes noise": no toy that beeps, plays music or is banged on. Not what a
  // toddler "loves": "loves anything that makes noise or has buttons to push".
  [
    /\b(?:nothing|(?<!\b(?:loves?|loving|likes?|enjoys?|adores?|into|obsessed\s+with|crazy\s+about)\s+(?:pretty\s+much\s+|just\s+about\s+|absolutely\s+)?)anything)\s+that\s+(?:makes?|plays?)\s+(?:a\s+lot\s+of\s+|any\s+)?(?:noise|sounds?|music)\b/gi,
    "noisy toys",
  ],
  // "She can't kneel anymore": nothing for work at ground level.
  [/\b(?:can['\u2019]?t|cannot|can\s+no\s+longer)\s+kneel\b/gi, "kneeling tools"],
  // "The house is too quiet now and she can't sleep": earplugs would only add to the silence.
  [/\btoo\s+quiet\b/gi, "ear plugs"],
  // Jewish mourning sends no flowers, and a kosher home takes none of the plants sent instead.
  // Kosher or halal: no meat nobody certified, no pork, no charcuterie board (meat beside cheese); halal, no alcohol.
  [/\bkosher\b/gi, "kosher"],
  // Only in mourning: a kosher family's housewarming takes flowers like any other.
  [
    /\bshiva\b|\bkosher\b(?=[\s\S]*\b(?:passed|died|funeral|mourning|loss|lost)\b)|\b(?:passed|died|funeral|mourning|loss|lost)\b(?=[\s\S]*\bkosher\b)/gi,
    "flowers",
    "plants",
  ],
  [/\bhalal\b|\b(?:he|she|they)(?:['\u2019]s|\s+is|\s+are|['\u2019]re)\s+(?:a\s+)?(?:practicing\s+|devout\s+)?muslims?\b/gi, "halal"],
  // "On a strict low-sodium diet since his heart thing": nothing salty.
  [/\blow[\s-](?:sodium|salt)\b/gi, "salt"],
  // "She has a Dunder Mifflin mug already", "has an old film camera from her grandma already": one more of that
  // kind of thing is no gift.
  [
    /\b(?:has|have|owns|got)\s+(?:a|an|the|two|three)\s+(?:[a-z'\u2019-]+\s+){0,3}(mug|mugs|scarf|wallet|kindle|planner|journal|candle|blanket|throw|tumbler|water\s+bottle|camera|record\s+player|turntable)(?:\s+(?:from|of|that\s+was)\s+(?:her|his|their|my|our)\s+[a-z]+(?:['\u2019]s)?)?\s+already\b/gi,
    "$1",
  ],
  // "He's 6'3 so clothes are tricky": sizes nobody can guess, so nothing to wear.
  [
    /\b(?:clothes|clothing|sizing|sizes?)\s+(?:are|is)\s+(?:always\s+|really\s+|so\s+|super\s+|kind\s+of\s+|a\s+bit\s+)?(?:tricky|hard|difficult|impossible|a\s+nightmare|a\s+pain|a\s+gamble|tough)\b/gi,
    "clothing",
  ],
  // Keto or low-carb: no sugar (candy and sweets with it).
  [/\b(?:keto|ketogenic|low[\s-]carb)\b/gi, "sugar"],
  // Chemo and illness take the taste for food: "food doesn't taste right anymore", "lost her appetite".
  [
    /\b(?:food|everything|nothing)\s+(?:doesn['\u2019]?t|does\s+not|do\s*n['\u2019]?t)\s+taste\s+(?:right|good|the\s+same|like\s+anything)|\bfood\s+tastes\s+(?:wrong|off|metallic|like\s+metal|weird|strange|funny|bad|different)|\b(?:lost|losing)\s+(?:her|his|their)\s+(?:sense\s+of\s+taste|appetite|taste\s+for\s+food)|\bno\s+appetite\b/gi,
    "food",
  ],
  // "He 'needs' another gadget like a hole in the head": none of them.
  [/\bneeds?['\u2019]?\s+(?:another|more|a\s+new)\s+([a-z]+(?:\s+[a-z]+)?)\s+like\s+a\s+hole\s+in\s+the\s+head\b/gi, "$1"],
  // "Her dorm has no kitchen": nothing to cook with.
  [/\b(?:has|have|with|got)\s+no\s+(?:real\s+)?kitchen\b|\bwithout\s+a\s+kitchen\b/gi, "kitchen"],
  // One room in assisted living: no kitchen to cook in, and no corner for anything bulky.
  [/\b(?:assisted\s+living|nursing\s+home|care\s+home|memory\s+care(?:\s+(?:home|facility|unit|center|centre))?)\b/gi, "kitchen", "bulky"],
  // A kitchen measured in feet: "maybe two feet of counter", "a counter about the size of a cutting board".
  [
    /\b(?:one|two|three|[1-3])\s+feet\s+of\s+counter\b|\bcounter\s+(?:about\s+|roughly\s+)?the\s+size\s+of\s+a\s+cutting\s+board\b/gi,
    "bulky",
  ],
  // "If she watches one more episode of daytime TV she'll scream": none of it.
  [
    /\bone\s+more\s+(?:episode\s+of\s+|minute\s+of\s+|hour\s+of\s+)?((?:daytime\s+)?(?:tv|television|netflix|reality\s+tv|game\s+shows?|soap\s+operas?))\b/gi,
    "$1",
  ],
  // "She loves perfume but only alcohol-free ones": a perfume oil, no eau de parfum.
  [
    /\b(?:alcohol[\s-]free|non[\s-]alcoholic)\s+(?:perfumes?|fragrances?|scents?)\b|(?=\balcohol)(?<=\bperfumes?\b[^.;!?]{0,30})\balcohol[\s-]free(?:\s+ones)?\b/gi,
    "alcohol-based perfume",
  ],
  // Jains keep a vegetarian diet without eggs, and no alcohol.
  [/\bjains?\b/gi, "vegetarian", "eggs", "alcohol"],
  [
    /\b(?:sober|teetotal(?:er)?|recovering alcoholic|in recovery from alcohol|(?<=\b(?:is|are)\s+|['\u2019](?:s|re)\s+)in recovery(?!\s+from\b)|(?:trying|wants|trying hard) to (?:drink less(?! (?:coffee|caffeine|soda|tea|sugar))|cut (?:back|down) on (?:drinking|alcohol|booze)|stop drinking|quit drinking)|cutting (?:back|down) on (?:drinking|alcohol|booze)|(?:quit|stopped|gave up) (?:drinking|alcohol|booze)|dry january)\b/gi,
    "alcohol",
  ],
  [/\blactose[\s-]intoleran(?:t|ce)\b/gi, "dairy"],
  [/\b(?:celiac|coeliac)\b/gi, "gluten"],
  // Not the pet's: "insulin shots for our diabetic cat", "her dog is diabetic".
  [/\bdiabetic\b(?!\s+(?:cat|dog|kitty|pup|puppy|pet|horse)s?\b)(?<!\b(?:cat|dog|kitty|pet|horse)\s+(?:is|was)\s+diabetic)/gi, "sugar"],
  // "Basically zero counter space": nothing that stands on a counter or a floor.
  [/\b(?:zero|no|not\s+much|barely\s+any|hardly\s+any|very\s+little)\s+counter\s*(?:space|top\s+space|room)\b/gi, "bulky items"],
  // "She loves candles but honestly she has like 40 already": the love, had plenty of.
  [
    /\bloves?\s+([a-z]+(?:\s+[a-z]+)?)\s+but\s+(?:honestly\s+|tbh\s+|also\s+)?(?:she|he|they)\s+(?:already\s+)?(?:has|have|owns|own)\s+(?:like\s+|about\s+|literally\s+|over\s+|at\s+least\s+)?(?:\d{2,}|a\s+million|a\s+ton|tons|so\s+many|way\s+too\s+many)(?:\s+of\s+them)?\s+already\b/gi,
    "$1",
  ],
  // "Because of her diabetes", "just diagnosed with type 2 diabetes", "pre-diabetic" (not the cat's).
  [
    /\b(?:(?:her|his|their)\s+(?:type\s*(?:1|2|one|two|ii?)\s+)?diabetes|(?<!\b(?:cat|dog|kitty|pet|horse)\s+)(?:diagnosed\s+with|has|have|got|managing|manages|living\s+with|lives\s+with)\s+(?:type\s*(?:1|2|one|two|ii?)\s+)?diabetes|pre-?diabet(?:es|ic))\b/gi,
    "sugar",
  ],
  // "Can't read more than a page", "can't read for long anymore": a book is a weight, not a pleasure, for now.
  [
    /\bca(?:n['\u2019]?t|nnot)\s+read\s+(?:more\s+than\s+a\s+(?:page|paragraph|few\s+pages)|for\s+(?:long|more\s+than\s+a\s+few\s+minutes))\b|\bcan\s+(?:barely|hardly)\s+see\s+(?:well\s+enough\s+)?to\s+read\b/gi,
    "print books",
  ],
  // "Won't be able to lift her arms over her head": nothing pulled on over it.
  [
    /\b(?:ca(?:n['\u2019]?t|nnot)|won['\u2019]?t\s+be\s+able\s+to|unable\s+to)\s+(?:lift|raise)\s+(?:her|his|their|both)\s+arms\s+(?:over|above)\s+(?:her|his|their)\s+head\b/gi,
    "pullovers",
  ],
  // "Don't want to get anything too serious like jewelry this early": the jewelry.
  [/\banything\s+too\s+(?:serious|intimate|personal|much|romantic|fancy|expensive)\s+(?:like|such\s+as)\s+([a-z]+)\b/gi, "$1"],
  // "Whose kitchen has no oven", "the kitchen is two burners": what only an oven makes is out.
  [
    /\b(?:kitchen|apartment|studio|flat|place|dorm)\s+(?:has|with)\s+no\s+(?:real\s+)?oven\b|\bkitchen\s+is\s+(?:just\s+)?(?:two|2)\s+burners\b/gi,
    "oven",
  ],
  // A minimalist owns little; "classic, minimalist style" is a taste in how things look, no limit on things.
  [
    /\bminimalist\b(?!\s+(?:style|styles|design|designs|aesthetic|look|looks|jewelry|jewellery|fashion|taste|watch|watches|decor))/gi,
    "stuff",
  ],
  // "Wants anything that gets him away from a screen this year".
  [/\baway\s+from\s+(?:a\s+|the\s+|his\s+|her\s+|their\s+)?screens?\b/gi, "screens"],
  // "Something they'd actually use", "something practical": no ornament or plaything.
  [
    /\bsomething\s+(?:(?:she|he|they)(?:['\u2019]d|['\u2019]ll|\s+would|\s+will|\s+can)\s+)?actually\s+use\b|\bsomething\s+practical\b|\bpractical\s+(?:gifts?|things|stuff)\b/gi,
    "clutter",
  ],
  // "Home is already fully stocked", "their house has everything": no towels, clocks or decor for it.
  [/\b(?:home|house|place|apartment)\s+is\s+(?:already\s+)?(?:fully\s+|well\s+)?stocked\b/gi, "household basics"],
  // Getting away from the phone: "encourage the off-her-phone thing", "throwing his work phone in the lake".
  [
    /\boff[\s-](?:her|his|their|the)[\s-]phone\b|\b(?:throw|throwing|toss|tossing|chuck|chucking)\s+(?:his|her|their)\s+(?:work\s+)?phone\b|\bdeleted\s+(?:tiktok|instagram|snapchat|social\s+media)\b/gi,
    "phones",
  ],
  // "Plans to never set foot in an airport again": a retiring pilot's lounge pass or TSA PreCheck.
  [/\bnever\s+(?:set\s+foot\s+in|see|go\s+(?:near|through))\s+(?:an?\s+|another\s+)?airports?\s+again\b/gi, "airports"],
  // No more things to keep, said many ways: "only things that get used up make her happy", "done with 'things'",
  // "anything physical has to earn its spot", "every inch is spoken for", "gave away almost everything".
  [
    /\b(?:something|anything|things?|stuff|gifts?)\s+(?:that\s+)?(?:get|gets|will\s+get)\s+used\s+up\b|\bsomething\s+(?:(?:she|he|they)(?:['\u2019]d|['\u2019]ll|\s+(?:can|will|would|could))\s+)?(?:use|uses|eat|drink)\s+up\b|\bconsumables?\b|\bbanned\s+(?:any\s+)?more\s+(?:stuff|things)\b|\bdone\s+with\s+["'\u201c\u2018]?(?:things|stuff)\b|\bno\s+more\s+(?:things|stuff)\b(?!\s+(?:for|like|with|that)\b)|\b(?:doesn['\u2019]?t|don['\u2019]?t|does\s+not|do\s+not)\s+want\s+(?:any\s+)?more\s+(?:stuff|things)\b|\b(?:has|have)\s+to\s+earn\s+its\s+(?:spot|place|keep)\b|\bevery\s+inch\s+is\s+spoken\s+for\b|\b(?:gave|given|giving)\s+away\s+(?:almost\s+|nearly\s+|just\s+about\s+|basically\s+)?everything\b|\bdeclutter(?:ing|ed|s)?\b|\bone\s+(?:thing\s+)?in\s*,?\s+one\s+(?:thing\s+)?out\b|\bonly\s+gifts\s+that\s+(?:ever\s+)?stick\s+are\b/gi,
    "stuff",
  ],
  // "She already has shoes, a harness and a chalk bag so I don't want to double up on those": each of them.
  [
    /\balready\s+(?:has|have|owns|own)\s+([a-z ,'-]{3,80}?)\s+so\s+(?:i\s+|we\s+)?(?:don['\u2019]?t|do\s+not)\s+want\s+to\s+(?:double\s+up|duplicate|repeat)(?:\s+on\s+(?:those|them|any\s+of\s+(?:those|them)))?/gi,
    LISTED,
  ],
  // "Their registry is all kitchen stuff and I want something more personal": what the registry already brings.
  [/\bregistry\s+is\s+(?:all|mostly|just|full\s+of)\s+([a-z ]{3,30}?)\s+(?:stuff|things|items|gear)\b/gi, LISTED],
  // "Already has a complete board he built himself (deck, trucks, bearings, all of it)": each part listed, owned.
  [/\balready\s+(?:has|have|owns|own)\s+[^.;!?()]{1,60}?\(([a-z ,'&-]{3,80}?)(?:,?\s*(?:and\s+)?all\s+of\s+it)?\)/gi, LISTED],
  // "He already has a helmet and lights so none of those", "already owns Catan, Ticket to Ride and Wingspan, so not
  // those": the list said back to as ruled out.
  // (Plenty of a thing, or all of them, is read on its own: "has every pantone book", "a million mugs".)
  [
    /\balready\s+(?:has|have|owns|own|got)\s+(?!(?:every|all|pretty|basically|tons|lots|loads|plenty|a\s+(?:million|ton|lot|bunch|few))\b)([a-z0-9 ,'&-]{3,120}?),?\s+so\s+(?:none\s+of|not)\s+(?:those|these|them|that)\b/gi,
    LISTED,
  ],
  // "He has a gaming PC, a HyperX headset and a mechanical keyboard already", "they have a tent and sleeping bags
  // already": a list of gear, owned (not animals or people: "has a dog and two cats already").
  [
    /\b(?:has|have|owns|own|got)\s+((?:a|an|some|his|her|their)\s+(?!(?:million|ton|lot|bunch|few|couple|dozen|hundred|thousand|bazillion|zillion)\b)(?![^.;!?]*\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|bab(?:y|ies)|kids?|sons?|daughters?|boyfriend|girlfriend|husband|wife|partner|job|house|home|car|garden|yard)\b)[a-z0-9 ,'&-]{2,100}?\s+and\s+[a-z0-9 '&-]{2,40}?)\s+already\b(?=\s*(?:[.;!?]|$))/gi,
    LISTED,
  ],
  // "Considers tea bags basically a crime", "thinks pre-ground coffee is a sin": what they look down on.
  [
    /\b(?:considers?|thinks?)\s+([a-z ,'-]{3,40}?)\s+(?:(?:is|are)\s+)?(?:basically\s+|practically\s+|pretty\s+much\s+|literally\s+)?(?:a\s+crime|a\s+sin|sacrilege|an\s+abomination|blasphemy)\b/gi,
    LISTED,
  ],
  // "She thinks flowers and chocolate on vday are sooo basic", "he says ties are so cliche": what they look down on.
  [
    /\b(?:thinks?|says?|finds?)\s+((?:(?!(?:that|this|it|those|these)\b)[a-z'-]+\s+){1,2}(?:(?:and|or|&)\s+(?:[a-z'-]+\s+){1,2})?)(?:(?:on|for|at)\s+(?:[a-z'\u2019-]+\s+){1,2})?(?:are|is)\s+(?:(?:so+|too|super|really|kinda|kind\s+of|pretty|totally|just)\s+)?(?:basic|clich[e\u00e9]d?|overdone|tacky|cheesy|corny|boring|lame|impersonal|overrated|a\s+cop[\s-]out)\b/gi,
    LISTED,
  ],
  // "She says bath stuff is what you buy when you don't know someone": the gift of a stranger.
  [/\b((?:[a-z'-]+\s+){0,1}[a-z'-]+)\s+(?:is|are)\s+what\s+(?:you|people|someone)\s+(?:buy|get|give)\s+(?:when|for|someone)\b/gi, LISTED],
  // "He needs stuff for his dorm way more than another game": one more of it is what he does not need.
  [/\bmore\s+than\s+(?:another|yet\s+another|one\s+more)\s+((?:[a-z'-]+\s+){0,1}[a-z'-]+)\b/gi, LISTED],
  // "Already has all the gear — bike computer, lights, kit, all of it": each thing of the list is had.
  [
    /(?<=\b(?:has|have|owns?|got)\s+all\s+the\s+(?:gear|stuff|equipment)\s*[,:]\s*)((?:[a-z'-]+(?:\s+[a-z'-]+)?\s*,\s*){1,6}[a-z'-]+(?:\s+[a-z'-]+)?)(?=\s*,\s*all\s+of\s+it\b|\s*[.;!]|\s*$)/gi,
    LISTED,
  ],
  // "If I show up with makeup or anything pink she will roll her eyes": what would land badly.
  [
    /\bif\s+(?:i|we)\s+(?:show\s+up\s+with|give\s+(?:her|him|them)|get\s+(?:her|him|them)|bring(?:\s+(?:her|him|them))?)\s+((?:[a-z'-]+\s+){0,5}?[a-z'-]+)\s+(?:she|he|they)(?:['\u2019]ll|\s+will|\s+would|['\u2019]d)\s+(?:roll|hate|kill|die|cringe|scream|lose|never)\b/gi,
    LISTED,
  ],
  // "Won't let anyone touch her knives": her own, chosen with care, so none from anyone else.
  [
    /\b(?:won['\u2019]?t|will\s+not|doesn['\u2019]?t|does\s+not|never)\s+lets?\s+(?:anyone|anybody|someone|us|me)\s+(?:else\s+)?(?:touch|use|borrow|pick)\s+(?:her|his|their)\s+((?:[a-z'-]+\s+){0,1}[a-z'-]+)\b/gi,
    LISTED,
  ],
  ...GIFTS_GONE,
  // "Treats new clothes as a personal insult".
  [/\btreats?\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:as|like)\s+(?:an?\s+)?(?:personal\s+)?(?:insult|affront|betrayal)\b/gi, "$1"],
  // "He's extremely particular about his knives so I'm not touching that".
  [
    /\bparticular\s+about\s+(?:his|her|their)\s+([a-z]+)\s*,?\s+so\s+(?:i['\u2019]?m|i\s+am|we['\u2019]?re|we\s+are)\s+not\s+(?:touching|going\s+near|getting\s+into|going\s+there)\b/gi,
    "$1",
  ],
  // "Has more books than shelves": more of them than room for them.
  [/\bmore\s+([a-z]+)\s+than\s+(?:shelves|shelf\s+space|space|room|places\s+to\s+put\s+them)\b/gi, "$1"],
  // "Their registry kitchen stuff is all bought already".
  [/\b([a-z]+)\s+(?:stuff|things|items)\s+(?:is|are)\s+(?:all\s+)?(?:already\s+)?(?:bought|taken|covered|done)\b/gi, "$1"],
  // "His mom got him socks AGAIN": had again, so enough of them.
  [/\b(?:got|gets|gave|gives|bought|buys)\s+(?:him|her|them)\s+((?:[a-z'-]+\s+){0,1}[a-z'-]+)\s+again\b/gi, LISTED],
  // "Nothing that ends up in my carpet": nothing messy.
  [
    /\bnothing\s+that\s+(?:ends?\s+up|gets)\s+(?:in|on|all\s+over)\s+(?:my|the|our|his|her)\s+(?:carpet|couch|floor|rug|sofa|walls?)\b/gi,
    "messy",
  ],
  // The Word of Wisdom: no alcohol, coffee or tea (herbal tea is fine, so caffeine is what is ruled out).
  [/\b(?:mormon|lds|latter[\s-]day\s+saints?)\b/gi, "alcohol", "coffee", "caffeine"],
  // "Every parent gives him coffee mugs and Starbucks cards, so I want something different": each of them.
  [
    /\b(?:every(?:one|body)|every\s+(?:parent|student|kid|family|year)|all\s+the\s+(?:other\s+)?(?:parents|kids|students|families))\s+(?:gives?|gets?|buys?|brings?)\s+(?:him|her|them)\s+([a-z ,'-]{3,60}?)(?=\s*(?:,|\.|;|\bso\b|\band\s+(?:i|we)\b))/gi,
    LISTED,
  ],
  // "Her eyes are getting bad so she can't really read anymore": no books to read (audiobooks and music are hers).
  [
    /\b(?:can['\u2019]?t|cannot|can\s+no\s+longer|unable\s+to)\s+(?:really\s+)?read\s+(?:(?:her|his|their|the)\s+)?(?!(?:regular|small|little|normal|fine|standard|tiny)\s+print\b)(?:[a-z]+\s+){0,2}(?:anymore|any\s+more|these\s+days|now)\b|\bno\s+longer\s+(?:able\s+to\s+)?reads?\b/gi,
    "books",
  ],
  // "His eyesight is mostly gone now": no print at all, no magnifier or book light to read it by, and no jigsaw or
  // word search to see.
  [
    new RegExp(String.raw`${SIGHT_GONE}|\blost\s+(?:her|his|their|most\s+of\s+(?:her|his|their))\s+(?:eyesight|sight|vision)\b`, "gi"),
    "books",
    "reading aids",
    "printed puzzles",
  ],
  // "She picked up her grandpa's old Canon AE-1": a camera of her own, so no other body, only what serves it.
  [
    /\b(?:picked\s+up|inherited|got|has|uses|shoots\s+(?:on|with))\s+(?:her|his|their|a|an)\s+(?:[a-z]+['\u2019]s\s+)?(?:old\s+|vintage\s+)?(?:canon|nikon|pentax|minolta|olympus|leica|yashica|mamiya|hasselblad)\b(?!\s+body)/gi,
    "camera body",
  ],
  // "Just got put on bed rest": nothing to do that makes a mess of the bed (resin, dye, glitter).
  [/\bon\s+bed\s*rest\b/gi, "messy"],
  // "He's dyslexic, so reading is a real struggle": no printed books (audiobooks are his).
  [/\bdyslexi[ac]\b/gi, "books"],
  // "She already has all the basic tools (banneton, dutch oven, lame) so something beyond that": the tools named.
  [
    /\balready\s+(?:has|have|owns|own|got)\s+(?:all\s+)?(?:the\s+|her\s+|his\s+)?(?:basic\s+|usual\s+|main\s+)?(?:tools|gear|basics|stuff|essentials|equipment|kit)\s*\(([a-z ,'&-]{3,80})\)/gi,
    LISTED,
  ],
  // "She already has a banneton, dutch oven and lame": a list said after one article. No list that names a pet or a
  // person ("a dog, a cat and a parrot"), nor one with a thing to upgrade ("an old mixer").
  [
    /\balready\s+(?:has|have|owns|own|got)\s+(?:a|an)\s+(?![^.;!?]*\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|parrots?|birds?|bab(?:y|ies)|kids?|sons?|daughters?|boyfriend|girlfriend|husband|wife|partner|job|house|home|car|apartment|cheap|old|basic|crappy|broken|starter)\b)((?:[a-z-]+\s+){0,2}?[a-z-]+(?:\s*,\s*(?:a\s+|an\s+)?(?:[a-z-]+\s+){0,2}?[a-z-]+)+\s*,?\s+and\s+(?:a\s+|an\s+)?(?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s*(?:[.;!?]|$)|,?\s+so\b)/gi,
    LISTED,
  ],
  // "He hates anything that looks like a parent picked it": the helmet and pads a parent buys a skater of 14.
  [
    /\b(?:hates?|won['\u2019]?t\s+(?:wear|use|touch)|refuses)\s+anything\s+(?:that\s+)?(?:looks|seems|feels)\s+like\s+(?:a|his|her|their|my)\s+(?:parent|mom|dad|mum|mother|father)s?\s+(?:picked|chose|bought|got)\b/gi,
    "parent picks",
  ],
  // "Hates anything grandma-ish like scented candles or floral stuff": the things named after "like".
  [
    /\b(?:hates?|can['\u2019]?t\s+stand|dislikes?)\s+anything\s+[a-z-]+(?:\s+[a-z-]+)?\s+like\s+((?:[a-z-]+\s+){0,3}?[a-z-]+(?:\s+(?:or|and)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)?)(?=\s*(?:[.,;!?]|$))/gi,
    LISTED,
  ],
  // "He just bought new climbing shoes": a pair he has. Only gear of one's own (shoes, a jacket, skis, a tent, a
  // Kindle): a new iPad or espresso machine brings its own gifts (a stand, a scale), which an avoid would take away.
  [
    /\b(?:he|she|they)\s+(?:just|recently)\s+(?:bought|got)\s+(?:himself\s+|herself\s+|themselves\s+)?(?:a\s+|an\s+|some\s+|a\s+pair\s+of\s+)?(?:new\s+|brand[\s-]new\s+)?((?:[a-z]+\s+)?(?:shoes|boots|sneakers|jacket|coat|helmet|skis|snowboard|racket|racquet|clubs|backpack|tent|watch|headphones|earbuds|kindle))(?=\s*(?:[.,;!?]|$)|\s+(?:and|so|but)\b)/gi,
    "$1",
  ],
  // "Her parents already got her a stand mixer last year": she has one.
  [
    /\b(?:already\s+(?:got|bought|gave|given)|got\s+her|got\s+him)\s+(?:her|him|them)\s+(?:a|an)\s+((?:[a-z]+\s+)?[a-z]+)\s+(?:last|this)\s+(?:year|christmas|birthday)\b/gi,
    "$1",
  ],
  // "She wants him to stop smoking": no cigars or smoking things.
  [/\b(?:stop|quit|quitting|stopped|give\s+up)\s+smoking\b/gi, "cigars"],
  // "Her apartment only has a shower": no tub to soak in.
  [/\bonly\s+(?:has|have|got)\s+a\s+shower\b/gi, "tub"],
  // "His company supplies his tools so he doesn't need those": the job's things are provided.
  [
    /\b(?:company|work|job|employer|shop|garage|station|hospital|school)\s+(?:supplies|provides|pays\s+for|covers)\s+(?:all\s+)?(?:his|her|their|the)\s+([a-z]+)\b/gi,
    "$1",
  ],
  // "She's not much of a drinker": no alcohol ("not a coffee drinker" names its drink and is read as such).
  [/\b(?:not|is\s*n['\u2019]?t|s\s+not|never\s+been)\s+(?:really\s+)?(?:much\s+of\s+a|a\s+(?:big\s+|heavy\s+)?)\s*drinker\b/gi, "alcohol"],
  // "If anyone buys her one more thing for the baby she'll scream": nothing for the baby.
  // "I want something for HIM, not for the baby": nothing for the baby either.
  [
    /\b(?:(?:one\s+more|another|any\s+more)\s+(?:thing|gift|present)s?|not|nothing)\s+for\s+the\s+(?:baby|babies|twins|newborn)\b/gi,
    "baby things",
  ],
  [/\b(?:never\s+been|not|is\s*n['\u2019]?t|s\s+not)\s+(?:much\s+of\s+)?a\s+(?:big\s+)?reader\b/gi, "reader"],
  // "Overwhelmed by all the baby gear": none of it.
  [/\boverwhelmed\s+by\s+(?:all\s+)?(?:the\s+)?baby\s+(?:gear|stuff|things|products)\b/gi, "baby gear"],
  // "Her second, she kept every single thing from her first": the baby's gear is in the house already.
  [
    /\b(?:kept|still\s+has|saved|(?:already\s+)?(?:has|have|got))\s+(?:literally\s+)?(?:every(?:\s+single)?\s+thing|everything|all\s+the\s+(?:baby\s+)?(?:stuff|things|gear))\s+from\s+(?:her|his|their|the)\s+(?:first|last|older)\b/gi,
    "baby gear",
  ],
  // "They have all the gear and clothes they need": nothing more of either.
  [/\b(?:has|have|owns|own|got)\s+all\s+the\s+([a-z]+)\s+and\s+([a-z]+)\s+(?:they|she|he)\s+(?:need|needs|could\s+need)\b/gi, "$1", "$2"],
  // "They have all the kitchen stuff they could ever need": nothing more for the kitchen.
  [
    /\b(?:has|have|owns|own|got)\s+all\s+the\s+([a-z]+)(?:\s+(?:stuff|things|gear|items|supplies))?\s+(?:they|she|he)\s+(?:need|needs|could\s+(?:ever\s+)?(?:need|want)|will\s+ever\s+need|ever\s+need)\b/gi,
    "$1",
  ],
  // "A mixed-faith team, so nothing Christmassy": no one faith's things.
  [/\b(?:mixed[\s-]faiths?|different\s+faiths|(?:all\s+)?different\s+religions|many\s+faiths|multi[\s-]?faith)\b/gi, "religious"],
  // "It's a real mix of Christian, Jewish, Muslim, Hindu and a couple of atheists": a team of every faith.
  [/\bmix(?:ture)?\s+of\s+(?:christian|jewish|muslim|hindu|sikh|buddhist|catholic|atheist)s?\b[^.;!?]*/gi, "religious"],
  // "Anything tool-wise he'll already own a better version of": none of that kind.
  [
    /\banything\s+([a-z]+)-wise\s+(?:he|she|they)(?:['\u2019]ll|\s+will|['\u2019]d|\s+would)?\s+(?:already\s+)?(?:own|have|has|owns)\b/gi,
    "$1s",
  ],
  // "She already owns an Instant Pot, which is taking up half her counter": no second one.
  [
    /\balready\s+(?:owns|has|have|own)\s+(?:an?|the|her|his|their)\s+(instant\s+pot|air\s+fryer|stand\s+mixer|kitchenaid|keurig|nespresso|vitamix|crock[\s-]?pot|slow\s+cooker)\b/gi,
    "$1",
  ],
  // "We already have a KitchenAid mixer and Le Creuset everything": the brand they have one of each of.
  [/\balready\s+(?:owns?|has|have|got)\s+[^.;!?]*?\band\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+everything\b/gi, "$1"],
  // "He always has a huge water bottle with him": the bottle he carries is his, and a second one no gift.
  [
    /\balways\s+(?:has|carries|carrying|lugs|lugging)\s+(?:a|an|his|her|their|this|that)\s+(?:(?:huge|big|giant|massive|enormous|trusty|favorite|favourite)\s+)?(water\s+bottle|thermos|tumbler|travel\s+mug|stanley|hydro\s?flask)(?=\s+(?:with|on|around)\b)/gi,
    "$1",
  ],
  // "He grinds his beans fresh every morning": a grinder he has. Not "with this cheap little plastic hand grinder",
  // the one to replace.
  [/\bgrinds?\s+(?:his|her|their)\s+(?:own\s+)?(?:coffee\s+)?beans\b(?!\s+(?:[a-z]+\s+){0,3}with\b)/gi, "coffee grinder"],
  // "Does pour-over at his desk every single morning", "makes a pour over every morning": a dripper he has.
  [/\b(?:does|makes|brews)\s+(?:a\s+|his\s+|her\s+|their\s+)?pour[\s-]?overs?\b/gi, "pour-over dripper"],
  // "He's blind and has the sweetest guide dog": no print to read.
  [
    /\b(?:he|she|they)(?:['\u2019]s|\s+is|\s+are|['\u2019]re)\s+(?:legally\s+|completely\s+|totally\s+|fully\s+)?blind\b/gi,
    "print reading",
  ],
  // "Her eyes are not good anymore for reading", "she can't read anymore": no books, nor a book light or a bookmark,
  // whatever she loved to read.
  [
    /\b(?:eyes|eyesight|sight|vision)\s+(?:are|is)\s*(?:not|n['\u2019]?t|no\s+longer)\s+(?:good\s+)?(?:enough\s+)?(?:anymore\s+|any\s+more\s+)?for\s+reading\b/gi,
    "print reading",
  ],
  [/\b(?:can['\u2019]?t|cannot|can\s+no\s+longer)\s+read\s+(?:anymore|any\s+more|print)\b/gi, "print reading"],
  // "She has every baby thing from the first one".
  [/\b(?:has|have|owns|own|got)\s+(?:every(?:\s+single)?|all\s+the)\s+baby\s+(?:thing|item|stuff|gear)s?\b/gi, "baby gear"],
  // "A huge Star Wars fan but he has every Lego set": no more of those sets.
  [/\b(?:has|have|owns|own|got)\s+(?:every(?:\s+single)?|all\s+the)\s+([a-z]+)\s+sets?\b/gi, "$1"],
  // "Gave away his last gadget because he couldn't figure it out", "gave away all her books": none of those again.
  [/\b(?:gave|given|giving)\s+away\s+(?:all\s+)?(?:his|her|their)\s+(?:last\s+|only\s+)?([a-z]+)\b/gi, "$1"],
  // "Just sold his guitar", "quit his gym membership": no more of it.
  [/\b(?:just\s+)?sold\s+(?:all\s+)?(?:his|her|their)\s+(?:old\s+)?([a-z]+)\b/gi, "$1"],
  [/\b(?:quit|cancell?ed|dropped)\s+(?:his|her|their)\s+gym(?:\s+membership)?\b/gi, "gym membership"],
  [/\bpregnant\b/gi, "alcohol"],
  // "A severe peanut and tree nut allergy (carries an EpiPen)": no food from a factory that may handle nuts at all.
  // Only the word of severity is taken: the allergy itself is read as ever.
  [
    /\b(?:severe|serious|deadly|life[\s-]threatening|anaphylactic)(?=\s+(?:peanut|tree[\s-]nut|nut)(?:\s+(?:and|&|\/)\s+(?:peanut|tree[\s-]nut|nut))?\s+allerg(?:y|ies)\b)/gi,
    "packaged food",
  ],
  // "Migraines from strong smells": a reason to avoid scent, not a wish for a migraine remedy. So is "nothing scented
  // please, she gets migraines".
  [
    /(?=\b(?:gets?|has|suffers)\s)(?<=\b(?:nothing|no)\s+(?:scented|scents?|fragranced?|perfumed?)\b[^.;!?]{0,30}?)\b(?:gets?|has|suffers\s+from)\s+(?:bad\s+)?(?:migraines?|headaches?)\b/gi,
    "fragrance",
  ],
  [
    /\b(?:gets?\s+)?(?:migraines?|headaches?)\s+from\s+(?:strong\s+|any\s+|anything\s+)?(?:smells?|scents?|scented|perfumes?|perfumed|fragrances?|fragranced)\b/gi,
    "fragrance",
  ],
  // "Strong smells make her nauseous", "can't stand scents" during chemo or a pregnancy.
  // So does "even my perfume makes her queasy now".
  [
    /\b(?:strong\s+)?(?:smells?|scents?|odou?rs?|(?:(?:my|his|her|your|any)\s+)?(?:perfumes?|colognes?|fragrances?))\s+(?:make|makes|made)\s+(?:her|him|them)\s+(?:feel\s+)?(?:nauseous|sick|queasy|ill)\b/gi,
    "fragrance",
  ],
  // "Her hair will probably fall out", "he's losing his hair" (chemo): no hair care to style what is going.
  [
    /\b(?:her|his|their)\s+hair\s+(?:will\s+(?:probably\s+|likely\s+|most\s+likely\s+)?|is\s+(?:going\s+to\s+|about\s+to\s+|starting\s+to\s+)?|has\s+started\s+to\s+)(?:fall(?:ing)?\s+out|thin(?:ning)?)\b|\blos(?:e|es|ing)\s+(?:her|his|their)\s+hair\b/gi,
    "hair care",
  ],
  // "A helmet he refuses to wear": none of it, however much a parent would like it.
  [/\b(?:a|an|the|his|her)\s+([a-z]+)\s+(?:he|she|they)\s+refuses?\s+to\s+(?:wear|use|put\s+on)\b/gi, "$1"],
  // "Reading on the train makes her motion sick": no books, whatever else the commute needs.
  [/\breading\b[^.,;!?]{0,30}?\bmakes?\s+(?:her|him|them)\s+(?:motion\s+|car\s+)?sick\b/gi, "books"],
  // "Gets carsick if she tries to read in the car": no books for the trip.
  [
    /\b(?:car\s*sick|motion\s+sick|queasy)\s+(?:if|when|whenever)\s+(?:she|he|they)\s+(?:tries\s+to\s+|tried\s+to\s+)?reads?\b(?:\s+in\s+the\s+car)?/gi,
    "books",
  ],
  // "Her hands shake, she can't write letters or hold a book anymore": no books, no stationery.
  [/(?=\bhold\s)(?<=\b(?:can['\u2019]?t|cannot|can\s+no\s+longer|unable\s+to)\b[^.;!?]{0,40})\bhold\s+a\s+book\b/gi, "books"],
  [
    /\b(?:can['\u2019]?t|cannot|can\s+no\s+longer|unable\s+to)\s+write(?:\s+(?:letters|notes|cards))?(?=\s*(?:$|[,.;!?]|\b(?:or|and|anymore|any\s+more)\b))/gi,
    "stationery",
  ],
  // "Nothing to read" for someone whose eyes no longer manage print.
  [/\bnothing\s+to\s+read\b/gi, "books"],
  // "Super picky about what he wears, so nothing to wear": clothes are his to choose.
  [/\bnothing\s+to\s+wear\b|\bpicky\s+about\s+what\s+(?:he|she|they)\s+wears?\b/gi, "clothing"],
  // "Breaks out in hives from anything with perfume in it": an allergy said by its symptom.
  [/\b(?:breaks?\s+out(?:\s+in\s+(?:hives|a\s+rash))?|gets?\s+(?:hives|a\s+rash))\s+from\s+(?:anything\s+with\s+|any\s+)?([a-z]+)/gi, "$1"],
  // "Had to give up caffeine", "off caffeine while pregnant", "cut out sugar".
  [
    /\b(?:(?:give|gave|giving|given)\s+up|cut(?:ting)?\s+out|off)\s+(caffeine|coffee|sugar|sweets|alcohol|gluten|dairy|meat|chocolate)\b/gi,
    "$1",
  ],
  [/\b(?:nothing|no(?:thing)?\s+food\s+or\s+\w+|not\s+anything)\s+(?:edible|to\s+eat)\b|\bno\s+food\b/gi, "food"],
  // "He's a chef, the last thing he wants at home is more kitchen stuff".
  [
    /\bthe\s+last\s+thing\s+(?:he|she|they)\s+(?:wants?|needs?)(?:\s+at\s+home|\s+in\s+(?:his|her|their)\s+(?:house|home|life|apartment))?\s+is\s+(?:more\s+|another\s+|an?\s+|some\s+)?([a-z]+(?:\s+(?!stuff\b|things\b|gear\b)[a-z]+)?)/gi,
    "$1",
  ],
  // "Everybody gives her cat stuff, she's sick of it": the kind of gift she already gets too much of.
  [
    /\b(?:gets?|getting|gives?\s+(?:her|him|them)|given|receives?)\s+(?:so\s+much\s+|a\s+lot\s+of\s+|lots\s+of\s+|too\s+much\s+|only\s+)?([a-z]+)(?:\s+[a-z]+\s+and\s+[a-z]+)?(?:[\s-](?:stuff|things|gifts|themed\s+\w+|merch))\b[^.!?]{0,40}?\b(?:sick|tired)\s+of\s+(?:it|them|that)\b/gi,
    "$1",
  ],
  // "Pregnant with her first and SO done with people buying stuff for the baby": the baby's things, guides and all.
  [
    /\b(?:done|sick|tired|over)\s+(?:with\s+|of\s+)?(?:people\s+|everyone\s+|everybody\s+)?(?:buying|getting|giving)\s+(?:her\s+|him\s+|them\s+)?(?:stuff|things|gifts|presents)\s+for\s+the\s+baby\b/gi,
    "baby things",
  ],
  [/\b(?:sensitive\s+skin|skin\s+is\s+(?:(?:super|very|really|so|quite|extremely)\s+)?sensitive)\b/gi, "fragrance", "harsh skincare"],
  // "Gluten-free", "scent free"; but "every free day" and "any free time" are time off, no thing ruled out.
  [/\b(?!(?:every|any|some|their|his|her|my|our|the|a|feel|feels|felt|totally|completely|100%|for)\b)([a-z]+)[\s-]free\b/gi, "$1"],
  // "A nut allergy", "a severe peanut allergy"; "food allergies" names nothing in particular.
  // "A peanut and tree nut allergy": both nuts, and "tree" is no interest.
  [/\btree[\s-]nuts?(?:\s+allerg(?:y|ies))?(?<=allerg(?:y|ies))|\btree[\s-]nuts?(?=\s+and\s+\w+\s+allerg)/gi, "nuts"],
  [/\b(?!(?:food|seasonal|spring|bad|severe|terrible|awful)\b)([a-z]+)\s+allerg(?:y|ies)\b/gi, "$1"],
];
/** Conditions that imply something to avoid and still say what the person needs. */
const STILL_READ = /^pregnant$|sensitive|too\s+quiet|sight|vision|blind/i;
/** What someone can be short of: "no sleep", "no time", "no energy". */
const LACKS =
  /^\s+(?:sleep|time|energy|rest|free\s+time|me\s+time|downtime|space|room|privacy|patience|bluetooth|(?:natural|good|real)\s+light|(?:good\s+)?sun(?:light)?|windows|ac|a\/c|air\s+conditioning)\b/i;
/** Verbs a negation may carry before its object ("doesn't drink coffee" avoids coffee, not alcohol). */
const LEADING_VERB = /^\s*(?:really\s+)?(?:do|like|want|need|eat|drink|use|wear|care\s+for|enjoy|have|stand|say|suggest|allow)\s+(?=\S)/i;

/** "Plastic toys that make noise": two things ruled out, the plastic ones and the noisy ones. */
const THAT_MAKE_NOISE =
  /\b(\w+)\s+(?:that|which)\s+(?:make|makes|making|play|plays)\s+(?:a\s+lot\s+of\s+|any\s+)?(?:noise|sounds?|music)\b/gi;
/** "Loud plastic toys that beep": the plastic ones and the ones on batteries, not a wooden xylophone. */
const THAT_BEEP = /\b(\w+)\s+(?:that|which)\s+(?:beeps?|beeping|light\s+up|lights\s+up|flash|flashes|talk|talks)\b/gi;

/** A collection kept and loved, said as a count: "has like 40 houseplants", "400 Funko Pops", "over 200 board games". */
const COLLECTION =
  /^\s*(?:(?:house|indoor\s+)?plants|succulents|orchids|cacti|cactuses|bonsais?|ferns|funko\s+pops?|pops|board\s+games|records|vinyls?|lego\s+sets|sneakers|comics|pok[e\u00e9]mon\s+cards|figures)\b/i;

/** "Doesn't want to": a scope of words that name no thing at all. */
const NAMES_NOTHING =
  /^(?:to|it|that|this|them|so|too|either|any|anything|one|some|me|us|you|him|her)$|^to\s+go\s|^(?:go|get)\s+(?:overboard|serious|crazy|wild|fancy|too\s+\w+)$/;

/** Where a rule holds, not the thing ruled out: "doesn't allow grills on the balcony" rules out grills. */
const WHERE_IT_HOLDS =
  /\s+(?:on|in|at)\s+(?:the\s+|his\s+|her\s+|their\s+|a\s+)?(?:(?:tiny|small|little|new|studio|one-bedroom)\s+)?(?:balcony|balconies|patio|deck|porch|building|apartment|flat|dorm|room|unit|complex)\b.*$/i;

/**
 * "Has like 60 houseplants and a very spoiled cat": a count is of the first thing only. "Enough succulents for a
 * small nation": what it would serve is no thing of theirs.
 */
function ownedOnly(cue: string, scope: string): string {
  const counted = /\d|dozen|hundred|thousand|million|tons|bunch|loads/.test(cue)
    ? scope.replace(/\s+and\s+(?:a|an|one|two|three|her|his|their)\b[\s\S]*$/i, "")
    : scope;
  return /enough|too\s+many|too\s+much|plenty/.test(cue)
    ? counted.replace(/\s+(?:for|to\s+(?:last|fill|open|stock|supply))\s+(?:a|an|the|several|many|\d+)\b[\s\S]*$/i, "")
    : counted;
}

function phrasesOf(scope: string): string[] {
  const cleaned = scope
    .replace(WHERE_IT_HOLDS, "")
    .replace(THAT_MAKE_NOISE, (_said, thing: string) => `${thing} and noisy ${thing}`)
    .replace(THAT_BEEP, (_said, thing: string) => `${thing} and battery ${thing}`)
    .replace(LEADING_VERB, "")
    // "No glitter in anything, ever again": the glitter.
    .replace(/\s+(?:in|on)\s+(?:anything|everything)\b/gi, "")
    .replace(FILLER, " ");
  return (
    cleaned
      .split(/\s*(?:\bor\b|\band\b|\bnor\b|\/|&)\s*/i)
      .map((part) =>
        part
          .replace(/\s+/g, " ")
          .trim()
          .replace(/^[-'"\u2018\u2019\u201c\u201d]+|[-'"\u2018\u2019\u201c\u201d]+$/g, "")
          // Quotes around a word inside the phrase: "'sober af' themed".
          .replace(/(?<=^|\s)['"\u2018\u201c]|['"\u2019\u201d](?=\s|$)/g, "")
          // "Bird-themed decor", once "themed" is read off: bird decor.
          .replace(/(?<=[a-z])-\s+/g, " ")
          // "Nothing spa-ish", "anything too cutesy-y": the thing itself.
          .replace(/\b([a-z]{3,})-(?:ish|y)$/, "$1")
          // "No wine obviously", "no candles please": the thing, without the aside.
          .replace(/\s+(?:obviously|please|pls|plz|though|either|thanks|lol|of\s+course)$/, "")
          // "They've begged everyone: nothing with batteries": what follows the colon.
          .replace(/^.*:\s*/, "")
          .trim(),
      )
      // "She hates sleeping in it" (the recliner): a phrase that ends on "it" points back, and names nothing.
      .filter(
        (part) =>
          part.length >= 2 && part.split(" ").length <= 4 && !/\s(?:it|them|those|that|this)$/.test(part) && !NAMES_NOTHING.test(part),
      )
      // "Already has a good scale and a gooseneck kettle": the scale.
      .map((part) => part.replace(/^(?:good|nice|decent|all)\s+(?=[a-z])/, ""))
      // "Honestly way too many mugs", "honestly more controllers than friends": the mugs, the controllers.
      .map((part) => part.replace(/^(?:honestly|literally|basically|probably)\s+(?:(?:way|far)\s+)?(?:(?:too\s+)?many\s+|more\s+)?/, ""))
      // "Refuses to wear 'dorky' mittens": how they look to him, and every pair is ruled out.
      .map((part) => part.replace(/^(?:dorky|nerdy|geeky|uncool|ugly|tacky|lame|cringey|cringy|babyish)\s+(?=[a-z])/, ""))
  );
}

/** "Doesn't speak a word of Japanese yet": a language to learn, read as "learning Japanese". */
const SPEAKS_NONE = /\b(?:does|do)\s*n['\u2019]?t\s+speak\s+(?:a\s+(?:single\s+)?word\s+of|any)\s+(?!english\b)([a-z]+)/gi;

/** Words that open no thing's name: the ruled-out thing starts after them. */
const NOT_A_THING = String.raw`(?!(?:but|and|or|so|because|though|since|says|said|thinks|thought|feels|insists|claims)\b)`;
/**
 * "Flowers are out, she's allergic to pollen", "cut flowers are a waste of money", "food feels risky", "slime is
 * banned", "she thinks tea bags are an insult": ruled out, read as "no flowers". "Salty rubs and jerky are out":
 * both of them. "Loud toys and flashing lights overwhelm him": both.
 */
const RULED_OUT = new RegExp(
  String.raw`\b(?<!\b(?:that|this|those|these)\s+)(?!(?:that|this|those|these|it)\b)((?:${NOT_A_THING}[a-z]+\s+)?[a-z]+(?:\s+and\s+(?:${NOT_A_THING}[a-z]+\s+)?${NOT_A_THING}[a-z]+)?)\s+(?:(?:are|is)\s+(?:out|off\s+the\s+table|a\s+no[\s-]go|a\s+no(?=\s*(?:[,.;!?)]|$|\b(?:since|because|as|for|too|either|rn)\b))|a\s+waste(?:\s+of\s+money)?|off[\s-]limits|risky|banned|not\s+allowed|forbidden|an\s+insult|tacky|cheesy|corny|impersonal|insulting|beneath\s+(?:her|him|them)|for\s+casuals|overrated|cringe)|(?:feels?|seems?)\s+(?:(?:so|too|a\s+bit|kind\s+of|kinda)\s+)?(?:risky|off[\s-]limits|impersonal|tacky|cheesy|corny)|(?:overwhelms?|overwhelm|overstimulates?|frightens?|scares?)\s+(?:him|her|them))\b(?!\s+(?:of|there|for|now|with|and\s+about|back|early|late|shopping|walking|running|fishing|hunting|golfing)\b|\s+(?:in|at|on)\s+(?:her|his|their|the)\s+(?:garden|yard|backyard|garage|workshop|shed|lake|boat|water|course|field|woods|barn|trails?|park|beach|river)\b|\s+(?:every|all)\s+(?:day|morning|evening|night|weekend|summer)\b)`,
  "gi",
);

/**
 * Words that name no love to serve, neither a dislike nor a wish: a love that has passed ("obsessed with dinosaurs...
 * well, that was last year; now it's all space", "used to be into skating"), videos watched, what something replaced,
 * a thing left alone. The clause leaves the text, and what follows is read as usual.
 */
const NO_LOVE_TO_SERVE = [
  // "Wants to get into digital art but all she has is her phone": the phone is all there is to draw on, no love.
  ONLY_A_PHONE,
  // "His eyesight is mostly gone now. He used to read constantly": reading was, and no longer can be.
  // So was "a huge reader" once her sight went.
  new RegExp(String.raw`(?=\b(?:used|was)\s)(?<=${SIGHT_FAILING}[\s\S]*)${READ_ONCE}|${READ_ONCE}(?=[\s\S]*${SIGHT_FAILING})`, "gi"),
  // "The worst part of winter isn't the rain, it's the frozen hands": the rain is what the need is not.
  /\b(?:is\s*n['\u2019]?t|is\s+not|was\s*n['\u2019]?t|was\s+not)\s+(?:the\s+|her\s+|his\s+|their\s+)?[a-z]+(?:\s+[a-z]+)?(?=\s*,\s*(?:it['\u2019]?s|it\s+is|but\s+the)\b)/gi,
  // "Wants to be treated like an adult": no treats.
  /\btreated\s+(?:like|as)\b/gi,
  // "The classic 'I don't want anything' guy": a type of person, no love of the classics.
  /\bthe\s+classic(?=\s+['"\u2018\u201c])/gi,
  // "A client who referred us a lot of business": the reason for thanks, not a love of business.
  /\b(?:referred|sent|brought|steered|passed)\s+(?:us|me|our\s+[a-z]+|my\s+[a-z]+)(?:\s+(?:a\s+lot\s+of|so\s+much|tons\s+of|lots\s+of|some|new|more|great))*\s+(?:business|clients|customers|work|referrals|leads|deals)\b|\breferred\s+(?:us|me)\b/gi,
  // "In his woodshop every morning making birdhouses and little toys for us": what the maker makes, no toy for him.
  /\b(?:making|makes|builds|building|carves|carving|whittles|whittling)\s+(?:[a-z]+\s+(?:and|&)\s+)?(?:little\s+|wooden\s+|small\s+|tiny\s+)?toys\b/gi,
  /\b(?:obsessed\s+with|into|crazy\s+about|loves?|loved|mad\s+about|all\s+about)\b[^.;!?]*?(?:\.{2,}|\u2026|,|\s)\s*(?:well,?\s+|but\s+)?that\s+was\s+(?:last\s+year|years\s+ago|ages\s+ago|a\s+while\s+ago|back\s+then|a\s+phase)\b/gi,
  // "Going back to the office after three years of working from home": what has just ended.
  /\bafter\s+(?:\w+\s+){0,2}(?:years?|months?)\s+of\s+working\s+(?:from|at)\s+home\b/gi,
  // "A former marathon runner, still walks five miles": what she was, not what she does.
  /\b(?:former|ex)[\s-]+(?:[a-z]+\s+)?[a-z]+(?:er|ist|or|ian)s?\b/gi,
  // "She's replaced her evening wine with long baths": the habit given up, not a love; what replaced it stays.
  /\b(?:replaced|swapped|traded)\s+(?:her|his|their|the)\s+(?:evening\s+|nightly\s+|daily\s+|morning\s+)?[a-z]+\s+(?=with\b|for\b)/gi,
  // "A real mix of Christian, Jewish, Muslim, Hindu and a couple of atheists": the team's faiths, none of them a love.
  /\bmix(?:ture)?\s+of\s+(?:christian|jewish|muslim|hindu|sikh|buddhist|catholic|atheist)s?\b[^.;!?]*/gi,
  // "Retiring after 35 years teaching high school chemistry": the subject was the job, not a hobby.
  /\bretir(?:ing|ed|es)\s+after\s+(?:\d+|[a-z]+ty)(?:\s+[a-z]+)?\s+years\s+(?:of\s+)?teaching\s+(?:(?:high|middle|elementary|grade)\s+school\s+|college\s+)?[a-z]+\b/gi,
  // "Just retired from 40 years as an electrician": a working life over, whose tools are no gift now.
  // "Retiring after 35 years as an electrician" too.
  /\bretired\s+(?:from\s+)?(?:(?:\d+|[a-z]+ty)(?:\s+[a-z]+)?\s+years\s+(?:as|of)\s+)?(?:an?\s+)?[a-z]+(?:er|ist|or|ian)s?\b|\bretir(?:ing|es)\s+(?:after|from)\s+(?:\d+|[a-z]+ty)(?:\s+[a-z]+)?\s+years\s+as\s+(?:an?\s+)?[a-z]+(?:er|ist|or|ian)s?\b/gi,
  // "Watches baking videos nonstop", "got into crochet from watching videos": videos watched, not made.
  /(?<=\bwatch(?:es|ing)?\s+(?:[a-z]+\s+){0,2})(?:videos?|youtube|tiktoks?)\b/gi,
  /(?<=\b(?:learned|learnt|taught\s+(?:herself|himself|themselves))\s+(?:[a-z]+\s+){0,2}from\s+(?:youtube\s+)?)(?:videos?|youtube|tiktoks?)\b/gi,
  // "Watches MasterChef Junior nonstop": a verb with its object, not a love of wristwatches ("collects watches", "loves
  // watches and cars"). A phrase of its own still wins: "watches tv", "watches the news".
  /(?<!\b(?:loves?|likes?|into|collects?|adores?|about|with|wears?|fancy|nice|vintage|luxury|smart)\s+)\bwatch(?:es|ing)(?=\s+(?!(?:and|or|for|from|with|of|that|which|he|she|they|is|are|too|as|to|in|tv|the|television|movies|sports|but|so|like|more|much|especially)\b)[a-z])/gi,
  // "Drinks matcha instead of coffee": what is done instead is the love, not what it replaces.
  /\binstead\s+of\s+(?:(?:a|an|the|his|her|their)\s+)?[a-z]+(?:\s+(?:on|at|in)\s+[a-z]+)?/gi,
  // "I got him a PS5 game last year and it's still in the plastic": a gift left unopened is no love to serve.
  /\b(?:got|gave|bought)\s+(?:him|her|them)\s+[^.;!?]{1,60}?\s+and\s+(?:it['\u2019]?s|it\s+is|they['\u2019]?re|they\s+are)\s+still\s+(?:in\s+the\s+(?:plastic|box|wrapper|wrapping|packaging)|unopened|sealed)\b/gi,
  // "Already has a PS5 he barely touches anymore": a thing left alone is no love to serve.
  /\b(?:an?|his|her|their)\s+(?:[a-z0-9]+\s+){0,2}?[a-z0-9]+\s+(?:that\s+)?(?:he|she|they)\s+(?:barely|hardly|never|rarely)\s+(?:touch(?:es)?|plays?|uses?)(?:\s+(?:anymore|any\s+more))?\b/gi,
  // "So that collection is done, he's not starting another one": a collecting life finished.
  /\b(?:the|that|this|his|her|their)\s+collection\s+is\s+(?:done|complete|finished|over)\b/gi,
  // "Takes pictures of everything on our walks: birds, old buildings, his friends skateboarding": what the camera
  // points at, not loves of their own.
  // (Only such a list: "pictures of everything, listening to music and making bracelets" goes on to her own loves.)
  /(?<=\b(?:pictures|photos|photographs)\s+of\s+everything\b)(?=[^.;!?,]*:)[^.;!?]*/gi,
  // "The little one can't really read yet": a child still learning, no love of reading.
  /\b(?:can['\u2019]?t|cannot|does\s*n['\u2019]?t)\s+(?:really\s+|quite\s+)?read\s+yet\b/gi,
  // "Used to hike every weekend but hasn't gone in ages" (since he was laid off) is a love only paused: a pick-me-up
  // takes him back out.
  /\bused\s+to\s+(?:love|be\s+into|be\s+obsessed\s+with|be\s+crazy\s+about|collect|play|run|swim|hike|ski|dance|climb|surf)\b(?![^.;!?,]*?\bbut\s+(?:(?:he|she|they)\s+)?(?:has|have)(?:\s*n['\u2019]?t|\s+not)\s+(?:gone|been(?:\s+out)?|done\s+(?:it|that|much)|had\s+(?:the\s+)?time)\b)[^.;!?,]*?(?=\s+(?:but|now|and\s+now|these\s+days|nowadays)\b|[.;!?,]|$)/gi,
];

/** What someone hates about their day rather than a kind of thing: help with it is the gift. */
const HARD_PART_OF_THE_DAY =
  /^\s*(?:(?:the|her|his|their|all\s+the|being\s+on|being|getting)\s+)?(?:video\s+calls?|zoom\s+calls?|zoom\s+meetings|meetings|mornings?|waking\s+up|commuting|(?:the\s+)?commute|cold|the\s+cold|cold\s+weather|winters?|the\s+dark|traffic)\b/i;

/** "She hates candles, they give her headaches": what hurts them is ruled out, not a headache to treat. */
const HURTS_THEM =
  /\b((?:[a-z]+\s+)?[a-z]+)\s*,?\s+(?:they|it|that|these|those)?\s*(?:give|gives|trigger|triggers)\s+(?:her|him|them|me)\s+(?:a\s+)?(?:headaches?|migraines?|a\s+rash|hives)\b/gi;

/** "Only gold, silver makes her skin break out": what the skin reacts to is ruled out. */
const SKIN_REACTS = /\b((?:[a-z]+\s+)?[a-z]+)\s+makes\s+(?:her|his|their)\s+skin\s+(?:break\s+out|itch|react|turn\s+green|burn|crawl)\b/gi;

/** "Please nothing that clutters", "nothing that just collects dust": no clutter, whatever the words. */
/**
 * "Anything that needs charging or batteries ends up in a drawer", "anything decorative goes straight to goodwill":
 * the kind of thing that goes unused.
 */
const ENDS_UP_UNUSED =
  /\b(?:anything|everything|stuff|things)\s+(?:that\s+|with\s+)?(?!(?:that|which)\b)((?:needs?\s+|requires?\s+|uses\s+)?[a-z]+(?:\s+(?:or|and)\s+[a-z]+)?)\s+(?:just\s+|always\s+|usually\s+|inevitably\s+)?(?:ends?\s+up\s+(?:in\s+(?:a|the)\s+(?:drawer|closet|cupboard|junk\s+drawer|garage|basement)|unused|(?:collecting|gathering)\s+dust)|goes\s+(?:straight\s+|right\s+|directly\s+)?(?:to|in(?:to)?)\s+(?:goodwill|the\s+(?:trash|bin|donation\s+(?:pile|bin|box)|thrift\s+store))|gets\s+(?:regifted|donated|tossed|thrown\s+(?:out|away)))\b/gi;
/** "Something she'd use up, not a thing she has to keep": nothing to keep at all. */
const NOTHING_TO_KEEP =
  /\b(?:not\s+(?:a\s+)?(?:thing|something)|nothing)\s+(?:she|he|they)(?:['\u2019]d|\s+would)?\s+(?:has|have|need|needs)\s+to\s+(?:keep|display|dust|store)\b/gi;
const CLUTTERS =
  /\bnothing\s+(?:that|which)\s+(?:just\s+|only\s+)?(?:clutters?|adds?\s+(?:to\s+the\s+)?clutter|collects?\s+dust|gathers?\s+dust|sits?\s+on\s+a\s+shelf)\b/gi;

/**
 * What everyone else gives, which the text is steering away from: "everyone buys garden and cat stuff and dad just
 * tolerates it", "every year everyone gets him Bears stuff", "everyone else is giving her scrubs and nurse-themed
 * stuff", "his sister sends her flowers every single year, so that's covered".
 */
const EVERYONE_GIVES =
  /\b(?:everyone|everybody|people|the\s+family)(?:\s+else)?(?:\s+(?:is|are))?\s+(?:always\s+|just\s+|usually\s+|keeps?\s+)?(?:buys?|buying|gets?|getting|gives?|giving|sends?|sending|suggests?|suggesting)\s+(?:(?:him|her|them)\s+)?((?:[a-z0-9'-]+\s+){1,4}?(?:stuff|things|gifts|merch))\b/gi;
/** "I know teachers get a million mugs so not that": what they are given plenty of, pointed back at. */
const GIVEN_PLENTY =
  /\b(?:get|gets|got|receive|receives|end\s+up\s+with)\s+(?:a\s+million|a\s+(?:ton|bunch|lot)\s+of|tons\s+of|lots\s+of|loads\s+of|so\s+many|way\s+too\s+many|too\s+many|plenty\s+of)\s+([a-z'-]+(?:\s+[a-z'-]+)?(?:\s*(?:,|\band\b|\bor\b)\s*[a-z'-]+(?:\s+[a-z'-]+)?){0,3})(?=\s*,?\s*(?:(?:so|and)\s+(?:not|no|nothing\s+like|skip|none\s+of)\s+(?:that|those|them|these|more|another|one)\b|(?:i\s+)?want\s+something\s+(?:she|he|they)['\u2019]?d\s+(?:actually\s+)?use\b))/gi;
/** "Everyone always gives her bird-themed decor and mugs, she has way too much of that". */
const EVERYONE_GIVES_TOO_MUCH =
  /\b(?:everyone|everybody|people)\s+(?:always\s+|just\s+|usually\s+)?(?:gives?|buys?|gets?)\s+(?:her|him|them)\s+([a-z ,'-]{3,60}?)\s*,?\s+(?:and\s+|so\s+)?(?:she|he|they)\s+(?:has|have)\s+(?:way\s+|far\s+)?too\s+(?:much|many)\b/gi;
/** "She says tea bags taste like hot water and cardboard": what they find tasteless. */
const NOT_TASTED = String.raw`(?!(?:says|said|thinks|and|but|she|he|they|everything|it|food|that|this)\b)`;
const TASTES_OF_NOTHING = new RegExp(
  String.raw`\b((?:${NOT_TASTED}[a-z]+\s+)?${NOT_TASTED}[a-z]+)\s+tastes?\s+like\s+(?:hot\s+water|cardboard|dirt|nothing|garbage|trash|soap|dishwater|medicine|grass)\b`,
  "gi",
);
const SENT_EVERY_YEAR = /\b(?:sends?|gets?|gives?|buys?)\s+(?:her|him|them)\s+([a-z]+)\s+every\s+(?:single\s+)?year\b/gi;
/** "Stairs are impossible now": a thing their body no longer allows. */
const NO_LONGER_POSSIBLE = String.raw`\s+(?:are|is)\s+(?:impossible|out\s+of\s+the\s+question)\b`;
const IMPOSSIBLE_NOW = new RegExp(String.raw`\b(reading|stairs)${NO_LONGER_POSSIBLE}`, "gi");
/** "Phone calls are impossible" (his hearing is gone): no phone. */
const CALLS_IMPOSSIBLE = new RegExp(String.raw`\b(?:(?:phone\s+)?calls?|the\s+phone)${NO_LONGER_POSSIBLE}`, "gi");

/**
 * "His brother dragged him into CrossFit, which he hated": the thing said before is the one disliked. Not how much
 * of something there was: "he's been sitting around a lot, which he hates" names the sitting, no thing.
 */
const DISLIKED_BEFORE =
  /\b((?:(?!(?:into|in|to|at|on|of|for|with|and|or|the|a|an|his|her|their)\b)[a-z]+\s+)?(?!(?:lot|bit|ton|while|lately|recently|now|anymore)\b)[a-z]+)\s*,?\s+(?:which|that)\s+(?:he|she|they)\s+(?:hated|hates|disliked|dislikes|(?:could|can)(?:n['\u2019]?t|not)\s+stand)\b/gi;

/** "His arthritis means he can't grip his tools well anymore": what the hands can no longer hold is no gift. */
const CANNOT_GRIP =
  /\b(?:can['\u2019]?t|cannot|can\s+not|no\s+longer\s+can|is\s+no\s+longer\s+able\s+to)\s+(?:grip|hold|handle)\s+(?:his\s+|her\s+|their\s+|a\s+)?([a-z]+)(?:\s+(?:well|properly|right|easily))?(?:\s+(?:anymore|any\s+more))?/gi;

/** "A nice board and pieces": one thing, a chess set, not a board and some pieces. */
const CHESS_SET =
  /\bboard\s+and\s+pieces\b|(?<=\bnot\s+)another\s+board\b(?=[\s\S]*?\bchess\b)|(?<=\bchess\b[\s\S]*?\bnot\s+)another\s+board\b/gi;

/** "Used to live on coffee but his doctor told him to cut it out": what they lived on, given up. */
const GIVEN_UP =
  /\b(?:lives?|lived|living)\s+on\s+([a-z]+)\b(?=[^.;!?]{0,60}?\b(?:cut\s+(?:it|that|them)\s+out|give\s+(?:it|that|them)\s+up|quit\s+(?:it|that|them)|off\s+(?:it|that|them))\b)/gi;
/** "She refuses to give up hiking", "won't give up his golf": a love held on to, whatever makes it hard. */
const WONT_GIVE_UP =
  /\b(?:refuses?\s+to|won['\u2019]?t|will\s+not|would\s+never|never\s+wants?\s+to)\s+give\s+up\s+(?:(?:her|his|their)\s+)?([a-z]+)\b/gi;
/** "He loved woodworking but his hands shake too much for it now": a love that is over, no book of it to give. */
const LOVE_NOW_PAST =
  /\b(?:loved|used\s+to\s+(?:love|do|enjoy))\s+([a-z]+(?:\s+[a-z]+)?)(?=,?\s+but\s+[^.;!?]{0,50}?\b(?:too\s+much\s+for\s+(?:it|that)|(?:can['\u2019]?t|cannot|could\s*n['\u2019]?t)\s+(?:do\s+(?:it|that)\s+)?any\s*more|can\s+no\s+longer)\b)/gi;
/** "Had a hip replacement last year so running is done", "his skiing days are over": a love ended, none of its gear. */
const LOVE_DONE =
  /\b(?!(?:morning|evening|spring|everything|nothing|something|anything|thing|wedding|meeting|building|ceiling|king|ring|string|living|ending|beginning|feeling|timing)\b)([a-z]+ing)\s+is\s+(?:done|over|finished|out(?:\s+of\s+the\s+question)?)\b|\b(?:his|her|their)\s+([a-z]+ing)\s+days\s+are\s+(?:over|done|behind\s+(?:him|her|them))\b/gi;
/** "Even the smell of coffee makes her gag": a smell that turns the stomach. */
const SMELL_SICKENS =
  /\b(?:the\s+)?smell\s+of\s+([a-z]+)\s+(?:makes\s+(?:her|him|them)\s+(?:gag|sick|nauseous|queasy|throw\s+up)|turns\s+(?:her|his|their)\s+stomach)\b/gi;
/** "Just sold every tool in his woodshop at an estate sale": a hobby's things let go, none wanted back. */
const SOLD_IT_ALL =
  /\bsold\s+(?:off\s+)?(?:every|all|most)\s+(?:of\s+)?(?:the\s+|his\s+|her\s+|their\s+)?((?:[a-z]+\s+)?(?:tools?|gear|equipment))\b/gi;
/**
 * "Nobody in that house has a record player", "he gave his turntable away when they downsized": an album on vinyl
 * would go unplayed, and a crate or a cleaning kit would have nothing to serve.
 */
const NO_RECORD_PLAYER =
  /\b(?:nobody|no\s+one)\s+(?:in\s+(?:that|the|their|our)\s+(?:house|home|family)\s+)?(?:has|owns)\s+an?\s+(?:record\s+player|turntable)\b|\b(?:gave|sold|got\s+rid\s+of|donated)\s+(?:away\s+)?(?:his|her|their)\s+(?:old\s+)?(?:record\s+player|turntable)(?:\s+away)?\b/gi;

/** A word that opens no thing's name: the thing said of starts after it. */
const NOT_A_RULED_THING = String.raw`(?!(?:but|and|or|so|she|he|they|we|i|you|it|that|this|who|which|my|her|his|our|their|said|says)\b)`;
/** A thing of one or two words, then what is said of it. */
const saidOfAThing = (said: string): RegExp =>
  new RegExp(String.raw`\b((?:${NOT_A_RULED_THING}[a-z]+\s+)?${NOT_A_RULED_THING}[a-z]+)\s+${said}`, "gi");
/** "She said stuffed animals are for babies now": outgrown, in her own words. */
const FOR_BABIES = saidOfAThing(String.raw`(?:are|is)\s+for\s+(?:babies|toddlers|little\s+kids)\b`);
/** "Candles aren't allowed there", "pets aren't allowed in her building": a rule of the place. */
const NOT_ALLOWED = saidOfAThing(String.raw`(?:are|is)n['\u2019]?t\s+allowed\b(?!\s+to\b)`);

/** "She'd honestly find bath bombs insulting", "finds candles tacky": what would land badly. */
const FINDS_IT_BAD =
  /\b(?:(?:honestly|probably|definitely|totally|just)\s+)?finds?\s+(?!(?:it|them|that|this|those|these)\b)((?:[a-z-]+\s+)?[a-z-]+)\s+(?:insulting|tacky|cheesy|corny|boring|pointless|useless|patronizing|condescending|offensive|cringe|cringey|creepy|lame|impersonal)\b/gi;

/** "Got rid of all her physical books": what they let go of, none wanted back. */
const GOT_RID_OF =
  /\bgot\s+rid\s+of\s+(?:all\s+|most\s+)?(?:of\s+)?(?:her|his|their|the)\s+((?:[a-z]+\s+)?[a-z]+)(?=\s*(?:[,.;!?]|$|\band\b|\bbecause\b|\bwhen\b))/gi;

/** Words before a thing had that say nothing of which: "the Breville", "a good grinder", "nice headphones". */
const HAD_WORDS = String.raw`(?:the|a|an|some|new|nice|good|great|fancy|full|whole|complete|proper|decent|(?:his|her|their)\s+own)\s+`;
const HAD_WORDS_ANYWHERE = new RegExp(String.raw`\b${HAD_WORDS}`, "gi");
/**
 * "She just got nice headphones for her birthday so not those", "already has the Breville and a good grinder, so
 * don't go there": what they have, pointed back at.
 */
/** One thing had, in one or two words: "the Breville", "a good grinder", "a dutch oven". */
// Neither word is "and" or "or": a list then splits only one way, and "has x and x and x ... so not" cannot take
// exponential time to fail.
const HAD_THING = String.raw`(?:${HAD_WORDS}){0,2}(?!(?:and|or)\b)[a-z]+(?:\s+(?!(?:and|or)\b)[a-z]+)?`;
const HAS_IT_SO_NOT = new RegExp(
  String.raw`\b(?:already\s+)?(?:has|have|got|owns?)\s+(?:(?:about|like|around|over|maybe)\s+)?(?:\d+\s+)?(${HAD_THING}(?:\s*,\s*${HAD_THING})*(?:\s*,?\s+(?:and|&)\s+${HAD_THING})?)(?:\s+for\s+(?:her|his|their)\s+[a-z]+)?\s*,?\s+so\s+(?:(?:probably|definitely|maybe|obviously)\s+)?(?:not\s+(?:those|that|them|one|it|another)|don['\u2019]?t\s+go\s+there|skip\s+(?:those|that|them))\b`,
  "gi",
);
/** A thing for doing something, owned: "has a nice grinder and pour-over setup already" (no pet or garden had). */
const GEAR_HAD = String.raw`(?:${HAD_WORDS}){0,2}(?:[a-z-]+\s+)?(?:grinder|setup|set[\s-]?up|kettle|scale|machine|maker|press|kit|tools?|gear|rig|headphones|earbuds|speaker|tent|stove)`;
const HAS_GEAR_ALREADY = new RegExp(
  String.raw`\b(?:has|have|owns?|got)\s+(${GEAR_HAD}(?:\s*,\s*${GEAR_HAD})*(?:\s*,?\s+(?:and|&)\s+${GEAR_HAD})?)\s+already\b`,
  "gi",
);
/**
 * The kit a hobby runs on, owned and listed: "has a nice carbon bike, helmet, lights, a Wahoo bike computer and all
 * the clothing", "has good binoculars and a whole shelf of field guides", "has the wetsuit, goggles, a tri bike and a
 * running watch", "a Breville Barista Pro, a Niche grinder, a coffee scale, a good tamper, a milk pitcher", "a PS5, a
 * headset, a gaming chair and more controllers than friends". A list of things, two of them kit, and none of them an
 * animal, a person, a place or an illness.
 */
const KIT_NOUN = String.raw`(?:helmet|lights|tripod|camera\s+bag|lens(?:es)?|binoculars|field\s+guides|tuner|amp|pedals|pedalboard|keyboard|mouse|headset|monitors?|watch|foam\s+rollers?|massage\s+guns?|gels|belts|running\s+shoes|gps\s+watch|pruners|kneeler|hoes|gloves|watering\s+cans?|waders|vests|wetsuit|goggles|trainer|practice\s+pad|sticks|computer|clothing|tent|sleeping\s+bags?|stove|grinder|scale|tamper|(?:milk\s+)?pitcher|controllers?|(?:gaming\s+)?chair|quilt|water\s+filter|headlamp|turntable|speakers|knife\s+set|knives|pans|dutch\s+oven|rods?|reels?|tackle(?:\s+box)?|waders|espresso\s+machine|telescopes?|dobsonian|refractor|eyepieces?|star\s+atlas(?:es)?|(?:red\s+)?flashlight|lenses|bags|clubs|rangefinder|push\s+cart|balls|locomotives?|track|scenery|shakers?|jiggers?|mixing\s+glass(?:es)?|bar\s+spoon|bitters|trimming\s+tools|ribs|glazes|chess\s+(?:clock|set|board|books)|tournament\s+(?:board|set)|regulator|bcd|dive\s+computer|mask|fins|smoker|pellet\s+grill|(?:wireless\s+)?thermometers?|rubs|teapots?|kettle|gongfu\s+set|metronome|piano\s+lamp|sheet\s+music|music\s+stand|nibs|oblique\s+holders?|inks?|pots|grow\s+lights?|moisture\s+meter|hoops|floss|embroidery\s+scissors|cutting\s+mats|sewing\s+machine|cork\s+blocks?|blocks|strap|planisphere|stand|paper\s+blocks|sable\s+brushes|artist-grade\s+paints|rosin|shoulder\s+rest|boots|fly\s+boxes|veil|hive\s+tools?|extractor|smoker|ropes?|harness|trad\s+rack|quickdraws|shoes|crash\s+pad|caps|fins|paddles|kickboard|loupe|magnet|price\s+guides|fabric\s+shears|serger|cutting\s+mat|capos?|strings|picks|yarn|needles|brushes|paints|easel|feeders?|aprons?|decanters?|corkscrews?|aerators?)\b`;
const NOT_KIT = String.raw`(?:dogs?|cats?|kids?|child(?:ren)?|grandkids?|pupp(?:y|ies)|kittens?|horses?|chickens?|sons?|daughters?|husband|wife|garden|yard|car|truck|boat|job|arthritis|ms|diabetes|dementia|cancer|pain|trouble|time)\b`;
/** One thing of a list: words that are neither "and" nor "or", so a list splits only one way. */
const LISTED_WORD = String.raw`(?!(?:and|or)\b)[a-z0-9'\u2019-]+`;
/** A pile or a count before a thing listed ("a closet of", "shelves of", "like fifty", "way too many"). */
const PILE_OF = String.raw`(?:couple|shelf|shelves|pair|plenty|closets?|drawers?|box|boxes|piles?|stacks?|tons?|lots?|bunch|set|room)\s+of\s+`;
const HOW_MANY = String.raw`(?:like|about|over|honestly|literally|basically|(?:way\s+)?too\s+many|so\s+many|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundreds?|dozens?|several|more|every|all\s+the|\d+)\s+`;
const LISTED_THING = String.raw`(?:${HAD_WORDS}|${PILE_OF}|${HOW_MANY}){0,3}${LISTED_WORD}(?:\s+${LISTED_WORD}){0,7}?`;
const A_PILE_OF = new RegExp(String.raw`^(?:all\s+the\s+)?(?:(?:a|an|the|whole|full|big)\s+)*${PILE_OF}`);
const SO_MANY = new RegExp(String.raw`^(?:${HOW_MANY})+`);
/**
 * After the verb, a sentence of at most 160 characters (a list that never closes would otherwise be split every way
 * before it fails), two kit nouns in it, and no animal or person; the list ends where the sentence or a clause does,
 * or at what says it is enough ("than she needs", "she needs", "there is").
 */
const KIT_LIST_AFTER_VERB = String.raw`(?=[^.;!?]{0,160}(?:[.;!?]|$))(?=(?:[^.;!?]*?\b${KIT_NOUN}){2})(?![^.;!?]*\b${NOT_KIT})(${LISTED_THING}(?:(?:\s*,\s*(?:(?:and|&|plus)\s+)?|\s+(?:and|&)\s+)${LISTED_THING})+)(?=\s*(?:[,.;!?]|$|already\b|than\b|so\b|but\b|(?:she|he|they)\s+(?:needs?|wants?|could|can)\b|there\s+is\b))`;
const HAS_KIT_LISTED = new RegExp(
  // The verb first, so the look back runs only where a list can start.
  String.raw`(?=\b(?:already\s+)?(?:has|have|owns?)\s)(?<=\b(?:he|she|they)\s+|,\s+|\band\s+)(?:already\s+)?(?:has|have|owns?)\s+(?!(?:been|had|got|played|done|made|gone|always|never|just|every)\b)${KIT_LIST_AFTER_VERB}`,
  "gi",
);
/** "A passionate photographer with a Sony mirrorless body, three good lenses, a carbon tripod and more bags". */
const KIT_LISTED_WITH = new RegExp(
  String.raw`(?=with\s)(?<=\b[a-z]+(?:er|ist|or|ian)\s+)with\s+(?:(?:his|her|their)\s+own\s+)?${KIT_LIST_AFTER_VERB}`,
  "gi",
);
/**
 * The kit named after a colon or a dash, once the giver has said it is all there: "already has everything for it: a
 * turntable, speakers and a record cleaning kit", "owns all the gear - a tent, a stove, two packs".
 */
const HAS_IT_ALL_LISTED = new RegExp(
  String.raw`\b((?:has|have|owns?|got)\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+){0,3}\s+and\s+)?(?:(?:has|have|owns?|got)\s+)?(?<=\b(?:has|have|owns?|got|and)\s+)(?:(?:ultralight|good|nice|fancy|pro)\s+)?(?:everything|every\s+(?:tool|gadget|piece\s+of\s+(?:gear|kit))|all\s+the\s+(?:basics|gear|kit|stuff|equipment|tools)|the\s+basics|the\s+works)\b[^:.;!?\u2014]{0,40}(?::|\s[-\u2013\u2014])\s*(?=[^.;!?]{0,160}(?:[.;!?]|$))(?![^.;!?]*\b${NOT_KIT})(${LISTED_THING}(?:\s*,\s*${LISTED_THING})*(?:\s*,?\s+(?:and|&)\s+${LISTED_THING})?)(?=\s*(?:[.;!?]|$))`,
  "gi",
);
/**
 * What a list of kit leaves out: the bike, the guitar or the camera the hobby is, which every gift for it goes with
 * (strings for the acoustic he has).
 */
const THE_HOBBY_ITSELF =
  /^(?:(?:a|an|the|his|her|their|nice|good|new|great)\s+)*(?:bike|bicycle|guitar|acoustic|strat|stratocaster|telecaster|les\s+paul|camera|piano|baby\s+grand|grand\s+piano|upright(?:\s+piano)?|drums|board|ps5|ps4|playstation(?:\s+5)?|xbox(?:\s+series\s+[xs])?|nintendo\s+switch|switch|console)$/i;
const noneOfTheKit = (words: string, things: string): string =>
  noneOfWhatTheyHave(
    words,
    things
      // "A pedalboard full of pedals" is two things had.
      .split(/\s*,\s*(?:and\s+|&\s+|plus\s+)?|\s+(?:and|&)\s+|\s+full\s+of\s+/)
      .map((thing) => thing.trim().replace(A_PILE_OF, "").replace(SO_MANY, ""))
      // "All of it", "the lot": the list's end, no thing.
      .filter((thing) => !/^(?:all(?:\s+of\s+it)?|the\s+lot|the\s+works|everything)$/.test(thing))
      .filter((thing) => !THE_HOBBY_ITSELF.test(thing))
      .join(", "),
  );

/** Who lives with them, never a thing had: "already has a dog and three cats". */
const KEPT_ALIVE = String.raw`(?:dogs?|cats?|kids?|child(?:ren)?|grandkids?|grandchildren|pupp(?:y|ies)|kittens?|horses?|chickens?|birds?|fish|sons?|daughters?|boys?|girls?)\b`;
/** "Already has a meat thermometer and like 3 rub sets": a thing had, then a count of the next that says enough. */
const HAS_ONE_AND_MANY = new RegExp(
  String.raw`\balready\s+(?:has|have|owns?|got)\s+(?!(?:${HAD_WORDS}){0,2}${KEPT_ALIVE})((?:${HAD_WORDS}){0,2}[a-z]+(?:\s+[a-z]+)?)\s+and\s+(?:like\s+|about\s+|literally\s+)?(?:[3-9]|1\d|three|four|five|six|seven|eight|nine|ten|a\s+dozen)\s+(?!${KEPT_ALIVE})([a-z]+(?:\s+(?!already\b)[a-z]+)?)\b`,
  "gi",
);
/** Read as "no breville or grinder,", the same length as the words it replaces. */
const noneOfWhatTheyHave = (words: string, things: string): string =>
  `no ${things.replace(HAD_WORDS_ANYWHERE, "").replace(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/g, " or ")},`.padEnd(words.length);

/** "Ditched her Stanley for an Owala": the one left and the one chosen, both done with as gifts. */
const SWAPPED_FOR =
  /\b(?:ditched|dumped|swapped|traded\s+in|replaced)\s+(?:her|his|their)\s+([a-z]+)\s+for\s+(?:a|an|her|his|their)\s+([a-z]+)\b/gi;
/** "He ties his own flies": a love of fly tying, with a vise of his own already. */
const TIES_OWN_FLIES = /\bties\s+(?:all\s+)?(?:his|her|their)\s+own\s+flies\b/gi;
/** "Please nothing she has to dig with", "no more digging": her back, not her garden, rules out trowels and spades. */
const NOTHING_TO_DIG_WITH =
  /\b(?:nothing|no\s+tools?|no\s+more\s+tools?|not\s+anything)\s+(?:(?:she|he|they)\s+(?:has|have)\s+to\s+|to\s+|for\s+)?dig(?:ging)?(?:\s+with)?\b/gi;
/** "Weighs his flour to the gram": a kitchen scale of his own. */
const WEIGHS_IT =
  /\bweigh(?:s|ing)?\s+(?:his|her|their|all|every)\s+(?:[a-z]+\s+){0,2}?(?:flour|ingredients|food|coffee|beans|dough|everything)\b/gi;

/** "Insanely picky, so buying him an actual record is a losing game": a kind of thing no gift can get right. */
const BUYING_IT_IS_HOPELESS =
  /\bbuying\s+(?:him|her|them)\s+(?:an?\s+|any\s+)?(?:actual\s+|real\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:is|would\s+be)\s+(?:a\s+losing(?:\s+game)?|pointless|hopeless|impossible|a\s+lost\s+cause|a\s+nightmare|a\s+gamble)\b/gi;

/** "The office already sent a big flower arrangement": what came already, no second one. */
const ALREADY_SENT =
  /\b(?:already|just)\s+sent\s+(?:(?:her|him|them)\s+)?(?:(?:a|an|some)\s+)?(?:(?:big|huge|lovely|beautiful|nice|gorgeous)\s+)?(flowers|flower\s+arrangement|bouquet|plant|fruit\s+basket|meals?|food)\b/gi;

/** "We already have a membership at our local art museum": that membership is had, another would be no gift. */
const HAS_A_MEMBERSHIP =
  /\balready\s+(?:has|have|got)\s+(?:a|an)\s+(?:annual\s+|yearly\s+|family\s+)?(membership|subscription|season\s+pass)\s+(?:at|to|with|for)\s+(?:(?:our|their|her|his|the|a)\s+)?(?:[a-z]+\s+){0,2}?(museum|zoo|aquarium|gym|theater|theatre|botanical\s+garden)\b/gi;

/** "Cramming Japanese every evening": a language being learned, not a love of the country's snacks. */
const STUDIES_LANGUAGE =
  /\b(?:cramming|studying|practi[cs]ing|brushing\s+up\s+on)\s+(?:(?:his|her|their)\s+)?(spanish|french|italian|german|japanese|portuguese|korean|chinese|mandarin|dutch|swedish)\b/gi;

/** After a comma, more of the same list ending in "or": "no tongs, thermometers or that kind of thing". */
/** A list going on past a comma: not a new clause ("so", "she", "please"), then its words up to the joiner. */
const LIST_AFTER_COMMA = String.raw`^,\s*(?!(?:so|but|and|or|no|not|nothing|because|since|though|she|he|they|i|we|his|her|their|please)\b)((?:[a-z-]+\s+){0,2}[a-z-]+\s+`;
// A dash ends a list too: "a clock, scissors or anything white \u2014 she is very traditional".
const LIST_ENDS = String.raw`)(?=\s*[,.;!?\u2013\u2014]|\s+-\s|$)`;
const LIST_GOES_ON = new RegExp(
  String.raw`${LIST_AFTER_COMMA}(?:or|nor)\s+(?:that\s+(?:kind|sort)\s+of\s+thing|anything\s+like\s+that|(?:[a-z-]+\s+){0,2}[a-z-]+)${LIST_ENDS}`,
  "i",
);
/**
 * After "already has" or "has every": the list goes on to its "and" ("a great tent, sleeping bags and a big Coleman
 * stove"), and may end where the sentence goes on about them ("every pen, marker and tablet and is super picky").
 */
const OWNED_LIST_GOES_ON = new RegExp(
  String.raw`${LIST_AFTER_COMMA.replace("{0,2}", "{0,2}?")}(?:and|or|nor)\s+(?:(?:a|an|the)\s+)?(?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s*[,.;!?]|$|\s+(?:and|so|but)\s+(?:is|has|she|he|they|i|we)\b)`,
  "i",
);
/** Words that close a list without naming a thing. */
const SUCH_THINGS = /\b(?:that\s+(?:kind|sort)\s+of\s+thing|anything\s+like\s+that)\b/gi;

/** A cue's words read as "no" and the thing, the same length as the words they replace. */
const noneOfIt = (words: string, thing: string): string => `no ${thing}`.padEnd(words.length);
/** The same, with the thing's scope closed after it: "slime is banned in their house" rules out slime, not houses. */
const noneOfItAlone = (words: string, thing: string): string => `no ${thing},`.padEnd(words.length);

export function readNegations(said: string): NegationReading {
  const avoid: string[] = [];
  // Same length as the words it replaces: a cue's scope is blanked by its place in `text`.
  const text = said
    // "Already has all the gear — bike computer, lights, kit": after all the gear, a dash opens the list, as a comma does.
    .replace(/(\ball\s+the\s+(?:gear|stuff|equipment|things))\s[\u2014\u2013-]\s/gi, "$1 , ")
    .replace(WONT_GIVE_UP, (words, love: string) => `loves ${love}`.padEnd(words.length))
    .replace(RULED_OUT, noneOfItAlone)
    .replace(HURTS_THEM, noneOfIt)
    .replace(SKIN_REACTS, noneOfIt)
    .replace(DISLIKED_BEFORE, noneOfIt)
    .replace(EVERYONE_GIVES, noneOfItAlone)
    .replace(EVERYONE_GIVES_TOO_MUCH, noneOfItAlone)
    .replace(GIVEN_PLENTY, noneOfItAlone)
    .replace(TASTES_OF_NOTHING, noneOfItAlone)
    .replace(SENT_EVERY_YEAR, noneOfItAlone)
    .replace(IMPOSSIBLE_NOW, noneOfIt)
    .replace(CALLS_IMPOSSIBLE, (words) => "no phones".padEnd(words.length))
    .replace(CHESS_SET, (words) => "chess set".padEnd(words.length))
    .replace(GIVEN_UP, noneOfItAlone)
    .replace(LOVE_NOW_PAST, noneOfItAlone)
    .replace(LOVE_DONE, (words, said: string | undefined, days: string | undefined) => noneOfItAlone(words, said ?? days ?? ""))
    .replace(SMELL_SICKENS, (words, thing: string) => `no ${thing} or scents,`.padEnd(words.length))
    .replace(NO_RECORD_PLAYER, (words) => "no turntable gear,".padEnd(words.length))
    .replace(SOLD_IT_ALL, noneOfItAlone)
    .replace(GOT_RID_OF, noneOfItAlone)
    .replace(SHELVES_FULL, (words) => "no books,".padEnd(words.length))
    .replace(GEAR_IS_FINE, (words, theirs: string | undefined, named: string | undefined) => noneOfItAlone(words, theirs ?? named ?? ""))
    .replace(FITS_A_SUITCASE, (words) => "no bulky items,".padEnd(words.length))
    .replace(FINDS_IT_BAD, noneOfItAlone)
    .replace(NOT_ALLOWED, noneOfItAlone)
    .replace(FOR_BABIES, noneOfItAlone)
    .replace(ALREADY_SENT, noneOfItAlone)
    .replace(BUYING_IT_IS_HOPELESS, noneOfItAlone)
    .replace(HAS_IT_SO_NOT, noneOfWhatTheyHave)
    .replace(HAS_GEAR_ALREADY, noneOfWhatTheyHave)
    // "Has a huge vegetable garden and every tool for it: ...": the garden stays, what follows the colon is had.
    .replace(
      HAS_IT_ALL_LISTED,
      (words, kept: string | undefined, things: string) => (kept ?? "") + noneOfTheKit(words.slice((kept ?? "").length), things),
    )
    .replace(HAS_KIT_LISTED, noneOfTheKit)
    .replace(KIT_LISTED_WITH, noneOfTheKit)
    .replace(HAS_ONE_AND_MANY, (words, one: string, many: string) => noneOfWhatTheyHave(words, `${one} and ${many}`))
    .replace(SWAPPED_FOR, (words, left: string, chosen: string) => `no ${left} or ${chosen},`.padEnd(words.length))
    .replace(WEIGHS_IT, (words) => "no kitchen scale,".padEnd(words.length))
    .replace(NOTHING_TO_DIG_WITH, (words) => "no digging tools,".padEnd(words.length))
    .replace(TIES_OWN_FLIES, (words) => "fly tying; no vise".padEnd(words.length))
    .replace(HAS_A_MEMBERSHIP, (words, membership: string, place: string) => `no ${place} ${membership},`.padEnd(words.length))
    .replace(CLUTTERS, (words) => "no clutter".padEnd(words.length))
    .replace(ENDS_UP_UNUSED, noneOfItAlone)
    .replace(NOTHING_TO_KEEP, (words) => "no stuff".padEnd(words.length))
    .replace(CANNOT_GRIP, noneOfIt);
  let rest = NO_LOVE_TO_SERVE.reduce((said, pattern) => said.replace(pattern, blanked), text)
    .replace(SPEAKS_NONE, (said, language: string) => `learning ${language}`.padEnd(said.length))
    .replace(STUDIES_LANGUAGE, (said, language: string) => `learning ${language}`.padEnd(said.length));
  for (const match of text.matchAll(CUE)) {
    const from = (match.index ?? 0) + match[0].length;
    const tail = text.slice(from);
    const end = CLAUSE_END.exec(tail);
    const cue = match[0].toLowerCase().replace(/\s+/g, " ");
    const scope = ownedOnly(cue, tail.slice(0, end ? end.index : tail.length));
    // "Has no camera yet", "doesn't have a car": what they lack is no dislike (it may be the very gift).
    if (/^(?:no|not)$/.test(cue) && /\b(?:has|have|had|got)\s+$/i.test(text.slice(0, match.index ?? 0))) continue;
    // Also no dislike: "I don't really know the groom" (the giver's distance), "doesn't speak a word of Japanese
    // yet" (a language to learn).
    // "So I don't want to double up on those": points back at what they have, read with it below.
    if (/want$/.test(cue) && /^\s*to\s+(?:double\s+up|duplicate|repeat)\b/i.test(tail)) continue;
    // "Doesn't own a single piece of rain gear": a lack, which is the need itself.
    // "What could he not already have?": asking what they lack.
    if (/n['\u2019]?t$|not$/.test(cue) && /^\s*(?:(?:actually|really|even|already)\s+)?(?:have|own|(?:really\s+)?know|speak)\b/i.test(tail))
      continue;
    // "His eyes are not what they used to be": a decline, which is the need itself, read as one.
    if (/^\s*what\s+(?:they|it|he|she)\s+(?:used\s+to\s+be|were|was)\b/i.test(tail)) continue;
    // "Will NOT shut up about her Instant Pot": a love that never stops, no dislike.
    if (/not$/.test(cue) && /^\s*(?:shut\s+up|stop\s+(?:talking|going\s+on|raving))\s+about\b/i.test(tail)) continue;
    // "I'm not religious myself, so no idea what's appropriate": the giver's own faith, no thing ruled out.
    if (
      cue === "not" &&
      /\bi(?:['\u2019]?m|\s+am)\s+$/i.test(text.slice(0, match.index ?? 0)) &&
      /^\s*(?:very\s+|really\s+|super\s+)?(?:religious|christian|catholic|jewish|muslim|a\s+believer)\b/i.test(tail)
    )
      continue;
    // "I don't get gaming at all, but I want something he'd like": the giver's own distance from his love.
    if (/\bi\s+$/i.test(text.slice(0, match.index ?? 0)) && (/\bget$/.test(cue) || /^\s*(?:really\s+)?(?:get|understand)\b/i.test(tail)))
      continue;
    // "I don't think she's been eating or sleeping": the giver's worry, which is the need itself.
    if (/^\s*think\b/i.test(tail)) continue;
    // "Food doesn't taste right anymore": how food tastes to them (read below as no food), no thing called "taste".
    if (/^\s*taste\b/i.test(tail)) continue;
    // "Hates video calls", "hates the cold", "dreads mornings": a hard part of their day, which is the need itself.
    if (/^(?:hates?|dislikes?)$/.test(cue) && HARD_PART_OF_THE_DAY.test(tail)) continue;
    // "Tried foam earplugs and hates how they feel": how a thing feels, said after the thing, names nothing new.
    if (/^(?:hates?|dislikes?)$/.test(cue) && /^\s*(?:how|what|the\s+way)\s+(?:they|it|those|these|that)\b/i.test(tail)) continue;
    // "Have basically nothing for the kitchen yet": what they lack, which is the very gift.
    if (
      /^nothing(?: for(?: the)?)?$/.test(cue) &&
      /\b(?:has|have|got)\s+(?:(?:basically|almost|practically|pretty\s+much|next\s+to)\s+)?$/i.test(text.slice(0, match.index ?? 0))
    )
      continue;
    // "Running on no sleep", "has no time for herself": a lack, which is the need itself, read as one.
    if (cue === "no" && LACKS.test(tail)) continue;
    // "They are not sleeping at all": the lack is the need.
    if (cue === "not" && /^\s*(?:sleeping|getting\s+(?:any|much|enough)\s+sleep)\b/i.test(tail)) continue;
    // "Hates gifts", "doesn't want anything": no dislike of a thing, but a person who is hard to shop for.
    // "Don't suggest anything golf-related" names its thing after "anything".
    if (
      /^\s*(?:gifts?(?!\s+(?:cards?|certificates?|vouchers?|baskets?|boxes|box|sets?|wrap))|presents?|anything(?=\s*(?:[,.;!?]|['"\u2019\u201d](?![a-z])|$|at\s+all\b|for\s+\w+self\b|really\b|else\b))|getting gifts|receiving gifts)\b/i.test(
        tail,
      )
    )
      continue;
    // "Never without her coffee", "never goes out without her coffee", "never has enough socks", "never says no to
    // chocolate": a double negative is a love.
    if (DOUBLE_NEGATIVE.test(text.slice(0, match.index ?? 0)) && /(?:without|enough|\bno)$/.test(cue)) continue;
    // "Can't start the day without her Turkish coffee", "won't leave the house without his AirPods": a love too.
    if (cue === "without" && CANNOT_BEFORE.test(text.slice(0, match.index ?? 0))) continue;
    // "She doesn't go anywhere without her Kindle": the same love, said with the negation first.
    if (/n['\u2019]?t$|not$/.test(cue) && /^\s*(?:go|goes|leave|leaves|start|starts|travel|travels)\b[^,.;!?]*\bwithout\b/i.test(tail))
      continue;
    // "Her salon is full of plants, she's always talking about her pothos": a plant lover, shown by her plants.
    if (/^(?:full of|overflowing with)$/.test(cue) && COLLECTION.test(scope)) continue;
    // "No bags of coffee, he'd just politely never drink it": a word pointing back at a thing named already.
    if (/^\s*(?:it|that|them|those|this)\s*$/i.test(scope)) continue;
    // "doesn't drink" with nothing after it means alcohol.
    if (scope.trim() === "" && /drink/.test(cue)) avoid.push("alcohol");
    else if (scope.trim() === "") continue;
    else if (/drink$/.test(cue) && !/\b(?:coffee|tea|soda|milk|caffeine)\b/i.test(scope))
      avoid.push("alcohol", ...phrasesOf(scope).filter((p) => !/^(?:much|alcohol)$/i.test(p)));
    else avoid.push(...phrasesOf(scope));
    // "So no tongs, thermometers or that kind of thing": the list goes on past its first comma.
    const listed = (cue.startsWith("already") || cue.endsWith(" every") ? OWNED_LIST_GOES_ON : LIST_GOES_ON).exec(tail.slice(scope.length));
    if (listed && !/drink$/.test(cue)) avoid.push(...phrasesOf((listed[1] as string).replace(SUCH_THINGS, "")));
    const covered = scope.length + (listed ? listed[0].length : 0);
    // "Has like 40 houseplants", "has a ton of houseplants": no more plants, and still a plant lover, whose words
    // stay to be read.
    if (
      (/\d|dozen|hundred|thousand|million|\btons?\b|bunch|loads|so many/.test(cue) || /^already (?:full of|overflowing with)$/.test(cue)) &&
      COLLECTION.test(scope)
    )
      continue;
    rest = rest.slice(0, match.index ?? 0) + " ".repeat(match[0].length + covered) + rest.slice(from + covered);
  }
  for (const [pattern, ...phrases] of DIETS) {
    // Most texts say none of them, and a search (which leaves `lastIndex` alone) costs less than an iterator.
    if (text.search(pattern) === -1) continue;
    // Every match: "gluten free and dairy free" avoids both.
    for (const match of text.matchAll(pattern)) {
      for (const phrase of phrases)
        if (phrase === LISTED) avoid.push(...phrasesOf((match[1] ?? "").replace(/,/g, " and ")));
        // A second thing said ("a console or a gaming PC") is optional: none said, no phrase for it.
        else if (!phrase.includes("$2") || match[2] !== undefined)
          avoid.push(
            phrase
              .replace("$1", match[1] ?? "")
              .replace("$2", match[2] ?? "")
              .replace(/\s+/g, " ")
              .toLowerCase(),
          );
      // Pregnancy, sensitive skin and failing sight rule things out and also say what the person needs, so they stay to be read.
      if (!STILL_READ.test(match[0])) rest = rest.replace(match[0], " ".repeat(match[0].length));
    }
  }
  avoid.push(...stoppedLoves(text));
  const phrases = new Set(avoid.map((phrase) => phrase.toLowerCase()));
  // "Owns every console and basically every game": read twice, as "every game" and "game"; the first says they are owned.
  return { avoid: [...phrases].filter((phrase) => !phrases.has(`every ${phrase}`)), rest };
}

/** "She has already read literally everything he's written", "already read all seven books twice". */
const READ_IT_ALL =
  /\b(?:has|have|had|['\u2019]s)?\s*(?:already\s+)?read\s+(?:literally\s+|just\s+about\s+|pretty\s+much\s+|basically\s+)?(?:everything|all\s+(?:of\s+)?(?:his|her|their|the|[a-z]+)\s+(?:books|novels))\b/gi;
/** A name in capitals of two words or more: "Stephen King", "Harry Potter", "The Lord of the Rings". */
const NAME_IN_CAPITALS = /\b[A-Z][\w'\u2019-]*(?:\s+(?:of\s+the\s+|of\s+|the\s+)?[A-Z][\w'\u2019-]*)+/g;

/**
 * The books of the writer or the series named before "has read everything": had already, so no gift. Read from
 * the text as written, since the capitals say whose books ("Stephen King books"), not books of every kind.
 */
export function booksReadAlready(said: string): string[] {
  return [...said.matchAll(READ_IT_ALL)].flatMap((match) => {
    const before = said.slice(0, match.index ?? 0);
    const name = [...before.matchAll(NAME_IN_CAPITALS)].at(-1)?.[0].replace(/^The\s+/, "");
    return name ? [`${name} books`] : [];
  });
}
