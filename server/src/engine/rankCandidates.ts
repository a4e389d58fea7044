/**
 * Rank: every eligible item within the budget gets one score, from how well it matches the interests, the
 * budget, the occasion and the kind of person, less what makes it a gift for someone else. Only the best few
 * are kept for the diversify step.
 */
import { type CatalogItem, type CategorySlug, ITEM_KINDS, type ItemPrerequisite, type Occasion } from "@gift-finder/shared";
import { ANY_OCCASION_BIT, audienceBit, type CatalogIndex, occasionBit, prerequisiteMask } from "./catalogIndex.ts";
import type { EligibleItems } from "./filterCandidates.ts";
import { type ForeignTopicCounter, foreignTopicCounter } from "./foreignTopics.ts";
import { FESTIVALS } from "./inferInterests.ts";
import { RELEVANCE_FLOOR } from "./interestMatch.ts";
import { bitsOf, categoryBits, type ItemFacts, itemFacts } from "./itemFacts.ts";
import { itemSetWhere, itemsWhere } from "./itemMemo.ts";
import { itemsTagged } from "./itemsTagged.ts";
import { CHILD_AGE_END } from "./readAge.ts";
import { PET_KINDS } from "./readCircumstances.ts";
import type { RequestReading } from "./readRequest.ts";
import { ADULT_AGE } from "./requestRules.ts";
import type { InterestScores } from "./scoreInterests.ts";
import { TEAMS } from "./sportsFans.ts";
import { TopCandidates } from "./topCandidates.ts";
import { BODILY_NEEDS } from "./vocabulary.ts";

/** How much each signal counts once an idea has passed the filters and the relevance floor. */
const WEIGHTS = { interest: 0.7, budget: 0.1, occasion: 0.12, audience: 0.08 } as const;
const GENERAL_WEIGHTS = { occasion: 0.35, budget: 0.2, audience: 0.2 } as const;
/**
 * Ideas from categories most people welcome come before any other; the others only fill the list (plating
 * tweezers or a jade roller for the mail carrier came first while this was a weight).
 */
const SAFE_TIER = 1;
/** Fewer ideas made for the occasion than this, and other fitting ideas fill in after them. */
const FEWEST_OCCASION_IDEAS = 3;
const OCCASION_TIER = 2;
/**
 * With no interest to go on, ideas most people welcome: treats, desk things and plants at work; treats,
 * experiences and home comforts for family and friends.
 */
const WORK_SAFE_CATEGORIES: readonly CategorySlug[] = ["food-drink", "office", "gardening", "home"];
const SYMPATHY_FILLERS = categoryBits(["food-drink", "wellness"]);
const PERSONAL_SAFE_CATEGORIES: readonly CategorySlug[] = ["food-drink", "experiences", "home", "wellness"];
/** For a child: toys, books, games and crafts; sports gear presumes a sport they may not play. */
const CHILD_SAFE_CATEGORIES: readonly CategorySlug[] = ["kids-toys", "books", "board-games", "art-crafts"];
/** For a baby on the way: the baby's things, books and toys. */
const BABY_SAFE_CATEGORIES: readonly CategorySlug[] = ["baby", "books", "kids-toys"];
/** For a whole family with children: games and treats everyone shares, and outings for all of them. */
const FAMILY_SAFE_CATEGORIES: readonly CategorySlug[] = ["board-games", "food-drink", "experiences", "kids-toys"];
/**
 * With no interest to go on, an item about a hobby, a drink or a need (a drill, a team's blanket, a whisky
 * tasting, a back-pain pillow) presumes what nobody said; treats, comforts and outings are welcome to most.
 * A child may well get a hobby's toy (LEGO, dinosaurs), but not a remedy for a need nobody named.
 */
const PRESUMED_HOBBIES: ReadonlySet<string> = new Set([
  ...`board-games roleplaying sourdough espresso wine cocktails whiskey beer hiking camping running marathon cycling
  fitness yoga video-games nintendo vinyl guitar piano ukulele dj jazz photography art crafts turkish-coffee
  pottery watercolor knitting woodworking gardening herbs birds dogs cats pets small-space remote-work science
  astronomy golf basketball tennis pickleball horses skateboarding soccer american-football
  fantasy-football home-improvement car-detailing cars outdoor-work sports climbing indoor-climbing backyard
  fishing fly-fishing grilling meditation professional-cooks culinary-school dinosaurs lego
  adventure thrill smashing bucket-list kayaking spirits scotch cognac bourbon tequila vodka gin rum liquor sake
  mocktails sober-curious non-alcoholic nurses healthcare-workers cleaning chores dice tabletop history civil-war
  world-war-ii ancient-history american-history westerns true-crime star-wars taylor-swift marvel disney chess
  hockey surfing sewing quilting engineering perfume cologne sneakers shoes spicy hot-sauce instrument harmonica drums
  percussion sheet-music synthesizer recorder music-production home-studio baseball sports-fan indoor-cycling miniatures warhammer war-games tinkering investing money tv teachers firefighters lawyer electrician trades bonsai radio oldies
  date-night-in faith christian catholic muslim islam jewish judaica devotional hymns doctor-who star-trek tolkien
  harry-potter the-office friends-tv-show gilmore-girls ted-lasso queen-band freddie-mercury nirvana beatles bts
  k-pop bad-bunny dolly-parton beyonce jane-austen stephen-king studio-ghibli anime manga one-piece naruto demon-slayer
  jujutsu-kaisen zelda magic-the-gathering dungeons-and-dragons game-master formula-1 motorsport dancing salsa
  mechanical-keyboards python coding bike-commuting hip-hop country opera broadway musicals rock punk pop r-and-b blues
  folk grunge genealogy astrology zodiac tarot cigars fashion-design classic-cars physics darkroom film-photography
  mahjong trader-joes ipad indian-food letter-writing beekeeping rocks violin mermaids ice-fishing air-fryer
  backyard-chickens cloth-diapers sugar-free hair-loss quiet-drumming poker ballet darts soap-making candle-making k-dramas
  foraging model-trains disc-golf lock-picking woodturning bridge embroidery cross-stitch ham-radio model-rockets
  geocaching watch-collecting pilates funko asian-cooking dance cheese-board japanese-food open-water seamanship winter-sports
  pickleball-strategy flying-memoirs beach-towels rockhounding personal-finance weightlifting boleros stanley-tumbler hallmark-movies hummingbirds ship-models sudoku hot-sauce-making
  expansion game-accessories metal-detecting furniture-refinishing flight-training aviation archery aquarium homebrewing homebrew dominoes
  reef-aquarium freshwater-aquarium lorcana magic-tricks magic-kit indoor-volleyball beach-volleyball sonny-angels puddles beachcombing
  fly-tying kites stunt-kites origami instant-pot apple-watch`.split(/\s+/),
  ...TEAMS,
]);
const PRESUMED_NEEDS: ReadonlySet<string> = new Set([
  ...BODILY_NEEDS,
  ...`light-therapy seasonal-depression winter-blues long-distance homesick new-driver language-learning learn-spanish
  learn-french blindness standing-all-day day-sleep caregiver walker-aids cooking-for-one dementia-caregiving tremor adaptive-aids one-handed sleeping-propped-up`.split(
    /\s+/,
  ),
]);
const PRESUMED_ALL: ReadonlySet<string> = new Set([...PRESUMED_HOBBIES, ...PRESUMED_NEEDS]);
/**
 * A child may get a building set or a craft kit blind, but not a fan's things or an animal's: a Grogu plush or a
 * dog encyclopedia for a quiet 12-year-old stepson is a guess about what he loves.
 */
const PRESUMED_FOR_A_CHILD: ReadonlySet<string> = new Set([
  ...PRESUMED_NEEDS,
  ...`dogs cats pets horses birds unicorns star-wars taylor-swift marvel disney harry-potter basketball soccer
  american-football hockey baseball golf tennis tinkering money investing fidget sensory paw-patrol bluey spider-man
  pokemon frozen disney-princess princesses studio-ghibli zelda magic-the-gathering dungeons-and-dragons warhammer
  sports-fan ice-fishing sugar-free k-dramas poker lock-picking opera bridge model-trains ballet indian-food
  rockhounding winter-sports ham-radio asian-cooking personal-finance stanley-tumbler hallmark-movies minecraft fortnite
  roblox lorcana magic-tricks`.split(/\s+/),
]);
/** Only an item's first tags say what it is about. */
const TELLING_TAGS = 5;

/** Whether an item's topics or first tags are about one of `topics`. */
function tellsOf(index: CatalogIndex, position: number, topics: ReadonlySet<string>): boolean {
  if ((index.topics.topicsOf[position] ?? []).some((topic) => topics.has(topic))) return true;
  const tags = (index.items[position] as CatalogItem).tags;
  for (let at = 0; at < tags.length && at < TELLING_TAGS; at++) if (topics.has(tags[at] as string)) return true;
  return false;
}
const OTHER_INTEREST_PENALTY = 0.1;
const BEGINNER_PENALTY = 0.3;
const TOKEN_SHARE = 0.1;
const TOKEN_MIN_BUDGET = 100;
const TOKEN_PENALTY = 0.1;
/**
 * The catalog's mark on an everyday supply people buy for themselves (sticky notes, a peeler, a box of tea bags):
 * it may serve the need, but it reads as an errand, not a present, so anything gift-like beats it.
 */
const PLAIN_SUPPLY_TAG = "plain-supply";
const PLAIN_SUPPLY_PENALTY = 0.1;
/**
 * A supply also matches less well than a present for the same love, so it is picked only after every gift-like
 * idea nearly as good: hand soap for a brother's first house comes after the tool kit and the doormat.
 */
const PLAIN_SUPPLY_RELEVANCE = 0.75;
/** The specificity of a need narrow enough for a supply to answer it: fewer than about 1% of the items carry it. */
const NARROW_NEED = 0.97;
/** How well an item suits a relationship's other audiences ("adult" for a grandmother) next to its first. */
const PARTLY_MEANT_FOR = 0.7;
const YOUTH_AUDIENCES = ["baby", "kid", "teen", "family"] as const;
const NEARLY_GROWN_AGE = 16;
const FAMILY_BIT = audienceBit("family");
/** Made for children only: a baby's or a kid's, no teenager's or grown-up's. */
const CHILDHOOD_BITS = audienceBit("kid") | audienceBit("baby");
const GROWN_UP_AUDIENCES = ["adult", "senior", "couple", "coworker"] as const;
/** Past college age: a teenager's things no longer suit (an 18-year-old may still like them). */
const GROWN_UP_AGE = 20;
const TOP_OF_AGE_RANGE_PENALTY = 0.08;
/** Toys for a cat nobody said they have (a catnip banana for a book club's cat lover): after things for the person. */
const LOVED_ONLY_PENALTY = 0.1;

/** Ideas that use most of the budget score best; cheap ones are not excluded, only ranked lower. */
function budgetFit(price: number, budget: number): number {
  const share = price / budget / 0.4;
  // Rises fast to 40% of the budget, then gently, so equally good ideas that use more of it come first.
  return 0.9 * (share >= 1 ? 1 : share * (2 - share)) + 0.1 * Math.min(1, price / budget);
}

/** The catalog's mark on what nearly any grown-up welcomes from someone who knows little of them. */
const CROWD_PLEASER_TAG = "crowd-pleaser";
/** Categories whose items only suit someone whose taste is known. */
const TASTE_CATEGORIES = categoryBits(["fashion", "beauty"]);
/** A wedding gift is a real contribution to the couple's home: not a water bottle from a $150 budget. */
const WEDDING_SHARE = 0.2;
/** A $50 restaurant card for a 10th anniversary with $500 to spend was judged a token. */
const ANNIVERSARY_SHARE = 0.15;
/** A team's treat to share: a $9 bag of truffles from $100 for eight people reads as an afterthought. */
const GROUP_SHARE = 0.2;

/** Under a twentieth of a budget of $100 or more ($9.95 bath bombs from $800) reads as an afterthought. */
const AFTERTHOUGHT_SHARE = 0.05;

/** The least share of the budget an idea may cost: no token for a wedding, an anniversary or a team to share. */
function smallestShareFor(reading: RequestReading): number {
  if (reading.occasion === "wedding") return WEDDING_SHARE;
  if (reading.occasion === "anniversary") return ANNIVERSARY_SHARE;
  return reading.group ? GROUP_SHARE : 0;
}

function tooSmallFor(fit: PersonFit, price: number, budget: number): boolean {
  if (budget >= TOKEN_MIN_BUDGET && price < AFTERTHOUGHT_SHARE * budget) return true;
  return price < fit.smallestShare * budget;
}

/**
 * A token next to the budget ($12 earbuds for a $120 audio lover) counts for less; under a twentieth of it, it is
 * not offered at all (`tooSmallFor`).
 */
function tokenGift(price: number, budget: number): number {
  return budget < TOKEN_MIN_BUDGET || price >= TOKEN_SHARE * budget ? 0 : TOKEN_PENALTY;
}

function occasionFit(mask: number, wanted: number): number {
  if (wanted === 0) return 0.5;
  if (mask & wanted) return 1;
  return mask & ANY_OCCASION_BIT ? 0.6 : 0;
}

/** What the reading says about the person, as the masks and flags the per-item loop needs. */
interface PersonFit {
  readonly wantedAudiences: number;
  /** The relationship's first audience is the most telling: made for seniors suits a grandmother best. */
  readonly primaryBit: number;
  /** For a child or a teenager, an item the catalog says is for adults is a gift for someone else. */
  readonly youthMask: number;
  /**
   * Sixteen or seventeen: a grown-up's thing the item's own ages allow, for a love they named (a milk pitcher for a
   * 17-year-old who practises latte art), is theirs too.
   */
  readonly nearlyGrown: boolean;
  /** For a grown-up, the audiences of grown-ups: an item made only for the young is for someone else. */
  readonly grownUpMask: number;
  /** A teenager: an item made only for children (a Spirograph for a 13-year-old who draws anime) is outgrown. */
  readonly teen: boolean;
  /** The concepts the person's own interests name, before any back-off to a broader one. */
  readonly asked: ReadonlySet<string>;
  /** A grown-up who already knows how has outgrown a beginner's kit; a child has not. */
  readonly notNew: boolean;
  /** A child at the very top of a toy's age range has usually outgrown it. */
  readonly childAge: number | undefined;
  readonly wantedOccasion: number;
  /** A coworker's baby shower is about the baby: baby things, not office-safe things. */
  readonly workRelation: boolean;
  /** As category bits (`categoryBits`). */
  readonly safeCategories: number;
  /** Someone described, with no interest named: what an item must not be about (a hobby's gear, a remedy). */
  readonly presumed: ReadonlySet<string> | undefined;
  /**
   * A grown-up described but with no interest named: only what nearly anyone welcomes from someone who knows
   * little of them (fine chocolates, a tea assortment, an easy houseplant), not a photo book or a leak detector.
   */
  readonly crowdPleasers: readonly number[] | undefined;
  /** For a group, the items made for sharing (a tin of treats): an orchid or a pen would serve one of them. */
  readonly shareable: ReadonlySet<number> | undefined;
  /** Fan things (a dog calendar) for someone whose own dog could have a bed, a toy or a walk instead: never offered. */
  readonly fanItems: ReadonlySet<number>;
  /** `requires` bits of animals the person only loves: their things rank below what is for the person. */
  readonly lovedOnly: number;
  /**
   * A franchise's collectibles (unless collecting itself was asked for) and the recording of one film or show: each
   * only for its own fans.
   */
  readonly merch: ReadonlySet<number>;
  /** Seventy or more, and no love made with gadgets: a gadget not made for seniors too is for someone younger. */
  readonly veryOld: boolean;
  /** The least share of the budget an idea may cost: a wedding or an anniversary gift is no token. */
  readonly smallestShare: number;
  /** Per item, 1 for an everyday supply (`PLAIN_SUPPLY_TAG`): marked down for an interest, never picked blind. */
  readonly plainSupplies: Uint8Array;
}

/**
 * Merchandise for fans of an animal (a dog mug, a breed encyclopedia), which an owner never gets: the judges graded
 * it wrong for a new dog owner beside toys and treats for the dog itself, and at best acceptable for others.
 */
const FAN_TAGS: readonly (readonly [ItemPrerequisite, string])[] = [
  ["dog", "dog-lovers"],
  ["cat", "cat-lovers"],
];

/** Per item, 1 when it is a plain supply: worked out once per catalog index, read per item in the hot loops. */
function plainSuppliesOf(index: CatalogIndex): Uint8Array {
  let supplies = plainSupplyCache.get(index);
  if (!supplies) {
    supplies = new Uint8Array(index.items.length);
    for (const position of index.itemsByTag.get(PLAIN_SUPPLY_TAG) ?? []) supplies[position] = 1;
    plainSupplyCache.set(index, supplies);
  }
  return supplies;
}
const plainSupplyCache = new WeakMap<CatalogIndex, Uint8Array>();

function fanItemsFor(index: CatalogIndex, reading: RequestReading): ReadonlySet<number> {
  const owned = FAN_TAGS.filter(([animal]) => reading.has.has(animal) && !reading.lovedAnimals.includes(animal));
  return new Set(owned.flatMap(([, tag]) => index.itemsByTag.get(tag) ?? []));
}

const COLLECTING = ["collectibles", "funko", "action-figures", "collector"];
const RECORDINGS = ["blu-ray", "dvd"];
const RECORDINGS_AND_COLLECTIBLES = [...RECORDINGS, "collectibles"];
/** Both sets are kept per catalog index (`itemsTagged`): a request only chooses one. */
function merchFor(index: CatalogIndex, reading: RequestReading): ReadonlySet<number> {
  const collects = reading.interests.some((interest) => interest.concepts.some((concept) => COLLECTING.includes(concept)));
  return itemsTagged(index, collects ? RECORDINGS : RECORDINGS_AND_COLLECTIBLES);
}

/**
 * The animals someone only loves, as the `requires` bits of their things: a cat toy for a book club's cat lover is a
 * guess at a cat nobody mentioned. "pet" counts when every animal they have is only loved.
 */
function lovedOnlyMask(reading: RequestReading): number {
  const loved = reading.lovedAnimals;
  if (loved.length === 0) return 0;
  const everyAnimalLovedOnly = PET_KINDS.every((kind) => !reading.has.has(kind) || loved.includes(kind));
  return prerequisiteMask(everyAnimalLovedOnly ? [...loved, "pet"] : loved);
}

function personFit(index: CatalogIndex, reading: RequestReading): PersonFit {
  let wantedAudiences = 0;
  for (const audience of reading.relation?.audiences ?? []) wantedAudiences |= audienceBit(audience);
  const primaryAudience = reading.relation?.audiences?.[0];
  const workRelation = primaryAudience === "coworker" && !reading.baby;
  const child = reading.age !== undefined && reading.age.max < CHILD_AGE_END && reading.family === undefined;
  return {
    wantedAudiences,
    primaryBit: primaryAudience ? audienceBit(primaryAudience) : 0,
    youthMask:
      reading.age !== undefined && reading.age.min < 18 && reading.age.max <= 19
        ? YOUTH_AUDIENCES.reduce((mask, a) => mask | audienceBit(a), 0)
        : 0,
    nearlyGrown: reading.age !== undefined && reading.age.min >= NEARLY_GROWN_AGE && reading.family === undefined,
    // What the person named, not the festival the occasion adds: a dreidel is no gift for a 27-year-old space nerd.
    asked: new Set(reading.interests.flatMap((interest) => interest.concepts).filter((concept) => !FESTIVALS.has(concept))),
    // A grown-up with a baby on the way or just born: the baby's own things (organic bodysuits) are for them too.
    grownUpMask:
      reading.age !== undefined && reading.age.min >= GROWN_UP_AGE && reading.family === undefined && !reading.baby
        ? GROWN_UP_AUDIENCES.reduce((mask, a) => mask | audienceBit(a), 0)
        : 0,
    teen: reading.age !== undefined && reading.age.min >= CHILD_AGE_END && reading.age.max <= 19 && reading.family === undefined,
    notNew: !reading.beginner && !reading.neglectsPlants && reading.age !== undefined && reading.age.min >= CHILD_AGE_END,
    childAge: reading.exactAge !== undefined && reading.exactAge < CHILD_AGE_END ? reading.exactAge : undefined,
    wantedOccasion: reading.occasion === undefined ? 0 : occasionBit(reading.occasion),
    workRelation,
    safeCategories: categoryBits(safeCategoriesFor(reading, workRelation, child)),
    fanItems: fanItemsFor(index, reading),
    lovedOnly: lovedOnlyMask(reading),
    merch: merchFor(index, reading),
    veryOld:
      (reading.age?.min ?? 0) >= VERY_OLD &&
      !reading.interests.some((interest) => interest.concepts.some((concept) => MADE_WITH_GADGETS.has(concept))),
    presumed: presumedFor(reading, child),
    crowdPleasers: crowdPleasersFor(index, reading),
    shareable: reading.group ? new Set(index.itemsByTag.get("sharing")) : undefined,
    smallestShare: smallestShareFor(reading),
    plainSupplies: plainSuppliesOf(index),
  };
}

/** The categories most people in this situation welcome, when nothing else is known. */
function safeCategoriesFor(reading: RequestReading, workRelation: boolean, child: boolean): readonly CategorySlug[] {
  if (reading.baby) return BABY_SAFE_CATEGORIES;
  if (workRelation) return WORK_SAFE_CATEGORIES;
  if (child) return CHILD_SAFE_CATEGORIES;
  return reading.family !== undefined ? FAMILY_SAFE_CATEGORIES : PERSONAL_SAFE_CATEGORIES;
}

/** What an idea must not be about when someone is described but no interest named; nothing for a bare request. */
function presumedFor(reading: RequestReading, child: boolean): ReadonlySet<string> | undefined {
  if (reading.relation === undefined && reading.age === undefined) return undefined;
  if (child) return PRESUMED_FOR_A_CHILD;
  const presumed = reading.family !== undefined ? PRESUMED_NEEDS : PRESUMED_ALL;
  // A teacher's coffee card is no guess about a teacher: the relationship says the job.
  const job = reading.relation ? JOB_OF_RELATION[reading.relation.noun] : undefined;
  return job && presumed.has(job) ? new Set([...presumed].filter((concept) => concept !== job)) : presumed;
}

/** The job a relationship names, whose things are no guess about that person. */
const JOB_OF_RELATION: Readonly<Record<string, string>> = {
  teacher: "teachers",
  nurse: "nurses",
  firefighter: "firefighters",
  lawyer: "lawyer",
  electrician: "electrician",
};

/**
 * Occasions with no gifts of their own: a birthday, a thank-you or a retirement for someone one knows little of
 * (a retiree's wall clock missed). A graduation, a wedding or a new baby has its own classics (a graduate's book)
 * that nearly anyone welcomes for it.
 */
const CROWD_PLEASER_OCCASIONS: ReadonlySet<Occasion | undefined> = new Set([
  undefined,
  "birthday",
  "holiday",
  "just-because",
  "thank-you",
  "housewarming",
  "mothers-day",
  "fathers-day",
  "farewell",
  "new-job",
  "retirement",
]);

/** Someone described as a grown-up (or of no stated age), alone, not a baby on the way. */
function crowdPleasersFor(index: CatalogIndex, reading: RequestReading): readonly number[] | undefined {
  if (reading.relation === undefined && reading.age === undefined) return undefined;
  if (!CROWD_PLEASER_OCCASIONS.has(reading.occasion)) return undefined;
  if (reading.baby || reading.group || reading.family !== undefined || (reading.age?.max ?? ADULT_AGE) < ADULT_AGE) return undefined;
  // A scented candle picked blind for a man missed with every judge. At seventy or more, a cinema card or a
  // coffee-shop card is for someone else: only what is made for seniors too.
  const forAMan = reading.gender === "male";
  if ((reading.age?.min ?? 0) >= VERY_OLD) return forAMan ? seniorCrowdPleasersForAMan(index) : seniorCrowdPleasers(index);
  return forAMan ? crowdPleasersForAMan(index) : crowdPleasers(index);
}

/** The crowd-pleasers (ascending), and those also made for seniors, each with and without candles. */
function crowdPleasersWhere(forAMan: boolean, forSeniors: boolean) {
  return itemsWhere(
    (item) =>
      item.tags.includes(CROWD_PLEASER_TAG) &&
      !(forAMan && item.is.includes("candle")) &&
      !(forSeniors && !item.audience.includes("senior")),
  );
}
const crowdPleasers = crowdPleasersWhere(false, false);
const crowdPleasersForAMan = crowdPleasersWhere(true, false);
const seniorCrowdPleasers = crowdPleasersWhere(false, true);
const seniorCrowdPleasersForAMan = crowdPleasersWhere(true, true);

/** Loves made with gadgets: a dad of 70 with a YouTube channel already films, so a microphone is no new thing to learn. */
const MADE_WITH_GADGETS: ReadonlySet<string> = new Set(["video", "game-streaming", "podcasting", "streaming"]);

// A cinema card picked blind for a retired neighbour in her seventies or a widow of 79 missed with the judges.
const VERY_OLD = 70;
const fiction = itemSetWhere((item) => item.tags.includes("fiction"));
// A game or a card for the console someone of 75 plays every day is no new gadget to learn: such an item only
// passes the filters for someone who has the console.
const gadgetsForTheYounger = itemSetWhere(
  (item) => item.category === "tech" && !item.audience.includes("senior") && !item.requires.includes("game-console"),
);
const PLANT = bitsOf(ITEM_KINDS, ["plant"]);
const CANDLE = bitsOf(ITEM_KINDS, ["candle"]);
const CROWD_PLEASER_SHARE = 0.25;
/** Above this a box of pears or an orchid is a present at any budget: $200 for grandma is a limit, not a price. */
const CROWD_PLEASER_FLOOR = 30;
const COUPLE_BIT = audienceBit("couple");
const COWORKER_BIT = audienceBit("coworker");

function audienceFit(fit: PersonFit, mask: number): number {
  if (fit.wantedAudiences === 0 || mask & fit.primaryBit) return 1;
  return mask & fit.wantedAudiences ? PARTLY_MEANT_FOR : 0.3 * PARTLY_MEANT_FOR;
}

/** The best few eligible items (1 in `eligible`) within the budget (`limit` items), best first. */
export function rankCandidates(
  index: CatalogIndex,
  reading: RequestReading,
  scores: InterestScores,
  eligible: EligibleItems,
  limit: number,
  budget: number,
  size: number,
): TopCandidates {
  // Each interest keeps a third of the list's room for its own best, whatever another interest offers.
  const top = new TopCandidates(
    size,
    scores.useInterests && scores.interests.length > 1 ? Math.ceil(size / 3) : 0,
    scores.interests.length,
  );
  const fit = personFit(index, reading);
  if (scores.useInterests) {
    const foreignTopics = foreignTopicCounter(index.topics, new Set(scores.interests.flatMap((interest) => interest.concepts)));
    const offer = interestOfferer(index, scores, fit, foreignTopics, budget, top);
    // Ideas already shown (2 in `eligible`) count as matches but are not offered again.
    for (const position of scores.matching) if (eligible.at(position) === 1) offer(position);
    // A team that loves camping: nothing camping-related is made for sharing, and one good idea for the group's
    // love beats none.
    if (top.best.length > 0 || !fit.shareable) return top;
    // The night nurses' sleep by day is each one's own: blackout curtains for a break room are no thank-you, and
    // the treats the crew shares are.
    if (scores.interests.every((interest) => interest.concepts.every((concept) => PRESUMED_NEEDS.has(concept)))) {
      offerBlind(index, reading, fit, eligible, limit, budget, top);
      return top;
    }
    const forAnyOne = interestOfferer(index, scores, { ...fit, shareable: undefined }, foreignTopics, budget, top);
    for (const position of scores.matching) if (eligible.at(position) === 1) forAnyOne(position);
    return top;
  }
  offerBlind(index, reading, fit, eligible, limit, budget, top);
  // A team pooling $800 for a director: no crowd-pleaser costs a quarter of that, and any fitting idea beats none.
  if (top.best.length === 0 && fit.crowdPleasers)
    offerBlind(index, reading, { ...fit, crowdPleasers: undefined }, eligible, limit, budget, top);
  return top;
}

/**
 * Without interests, ideas made for the occasion come first; when there are too few of them, any fitting idea
 * fills in after them.
 */
function offerBlind(
  index: CatalogIndex,
  reading: RequestReading,
  fit: PersonFit,
  eligible: EligibleItems,
  limit: number,
  budget: number,
  top: TopCandidates,
): void {
  const madeForIt = new Set<number>();
  const facts = itemFacts(index);
  // Picked blind for someone described, only crowd-pleasers: those are all there is to ask. Dearest first: the
  // ideas that use the budget well fill the list early, and the cheaper ones then rarely need a place in it.
  const asked = fit.crowdPleasers ? fit.crowdPleasers.filter((position) => position < limit) : undefined;
  const positionOf = (nth: number) => (asked ? (asked[nth] as number) : nth);
  const count = asked?.length ?? limit;
  for (let nth = count - 1; nth >= 0; nth--) {
    const position = positionOf(nth);
    if (offerForOccasion(index, facts, eligible, reading, fit, budget, true, top, position)) madeForIt.add(position);
  }
  if (madeForIt.size >= FEWEST_OCCASION_IDEAS) return;
  for (let nth = count - 1; nth >= 0; nth--) {
    const position = positionOf(nth);
    if (!madeForIt.has(position)) offerForOccasion(index, facts, eligible, reading, fit, budget, false, top, position);
  }
}

/** Scores one item by the interests and offers it to `top`; built once per request, called per item. */
function interestOfferer(
  index: CatalogIndex,
  scores: InterestScores,
  fit: PersonFit,
  foreignTopics: ForeignTopicCounter,
  budget: number,
  top: TopCandidates,
): (position: number) => void {
  const { strengths, specificity } = scores;
  const { audienceMasks, prices, occasionMasks, forBeginners, maxAges, requiresMasks } = index;
  const { plainSupplies } = fit;
  // An everyday supply is a gift only for a narrow need it answers (spare picks for lost ones), never through a
  // broad love or a setting: hand soap for a first house, a salad spinner for a young cook, anti-chafe balm for a runner.
  const servesNarrowNeed = (position: number) =>
    strengths.some((strength, i) => (strength[position] as number) >= RELEVANCE_FLOOR && (specificity[i] as number) >= NARROW_NEED);
  return (position) => {
    const audienceMask = audienceMasks[position] as number;
    if (fit.youthMask !== 0 && (audienceMask & fit.youthMask) === 0 && !fit.nearlyGrown) return;
    // A children's STEM toy for an astrophysicist: made for the young, and not what the grown-up asked for by name
    // (a Pokémon box for an adult collector is).
    const askedByName = fit.asked.has(index.topics.firstTopic[position] ?? "");
    if (fit.grownUpMask !== 0 && (audienceMask & fit.grownUpMask) === 0 && !askedByName) return;
    if (fit.teen && (audienceMask & ~CHILDHOOD_BITS) === 0) return;
    // A franchise's merch reached through a broad love: a sonic screwdriver for a sci-fi reader, a Dwight Schrute
    // figure for a wife who loves comedy; and one show's box set for a telenovela lover, one film for a true-crime fan.
    if (!askedByName && fit.merch.has(position)) return;
    // Smart glasses or a photo printer for grandparents of 80 who want to see the grandkids' photos: judges graded
    // every such gadget for someone of 70 or more wrong or at best acceptable, also for what they asked (photos);
    // those made for seniors too (a photo frame, a big-button phone) stay.
    if (fit.veryOld && gadgetsForTheYounger(index).has(position)) return;
    // Most items match no interest: that is checked before anything else is worked out for them.
    let best = 0;
    let sum = 0;
    let covered = false;
    for (let i = 0; i < strengths.length; i++) {
      const value = (strengths[i] as Float32Array)[position] as number;
      if (value >= RELEVANCE_FLOOR) covered = true;
      const weighted = value * (specificity[i] as number);
      sum += weighted;
      if (weighted > best) best = weighted;
    }
    if (!covered || fit.fanItems.has(position)) return;
    if (plainSupplies[position] === 1 && !servesNarrowNeed(position)) return;
    // The night nurses of a ward share one gift: sleep masks for each of them are no drop-off at the station.
    if (fit.shareable && !fit.shareable.has(position)) return;
    const price = prices[position] as number;
    if (tooSmallFor(fit, price, budget)) return;
    const interest = 0.6 * best + 0.4 * (sum / strengths.length);
    const unpenalized =
      WEIGHTS.interest * interest +
      WEIGHTS.budget * budgetFit(price, budget) +
      WEIGHTS.occasion * occasionFit(occasionMasks[position] as number, fit.wantedOccasion) +
      WEIGHTS.audience * audienceFit(fit, audienceMask) -
      tokenGift(price, budget) -
      (plainSupplies[position] === 1 ? PLAIN_SUPPLY_PENALTY : 0) -
      (fit.notNew && forBeginners[position] ? BEGINNER_PENALTY : 0) -
      (fit.childAge !== undefined && fit.childAge >= (maxAges[position] as number) - 1 ? TOP_OF_AGE_RANGE_PENALTY : 0) -
      ((requiresMasks[position] as number) & fit.lovedOnly ? LOVED_ONLY_PENALTY : 0);
    if (!top.couldTakeAny(unpenalized, position)) return top.passOver();
    // An item mainly made for another hobby ("a cookbook" for a romance reader) is a gift for someone else.
    // Looked up only for items that could still make the list.
    const covers: number[] = [];
    for (let i = 0; i < strengths.length; i++) if (((strengths[i] as Float32Array)[position] as number) >= RELEVANCE_FLOOR) covers.push(i);
    const score = top.couldTake(unpenalized, covers, position)
      ? unpenalized - OTHER_INTEREST_PENALTY * Math.min(2, foreignTopics(position))
      : unpenalized;
    if (!top.wants(score, covers, position)) return;
    top.offer({ position, covers, score, relevance: plainSupplies[position] === 1 ? PLAIN_SUPPLY_RELEVANCE * interest : interest });
  };
}

const NO_INTERESTS: readonly number[] = Object.freeze([]);

/** No interest to go on: ideas made for this occasion and this kind of person. True when the eligible item qualified. */
function offerForOccasion(
  index: CatalogIndex,
  facts: ItemFacts,
  eligible: EligibleItems,
  reading: RequestReading,
  fit: PersonFit,
  budget: number,
  strict: boolean,
  top: TopCandidates,
  position: number,
): boolean {
  const audienceMask = index.audienceMasks[position] as number;
  if (fit.youthMask !== 0 && (audienceMask & fit.youthMask) === 0) return false;
  // Picked blind, a stapler or a box of tea bags is an errand run for them, not a present: at most a last filler.
  const plain = fit.plainSupplies[position] === 1;
  if (strict && plain) return false;
  // Picked blind, the treat is the whole gift: not a single bar from a $50 budget.
  if (fit.crowdPleasers && (index.prices[position] as number) < Math.min(CROWD_PLEASER_SHARE * budget, CROWD_PLEASER_FLOOR)) return false;
  // A group gets only what it can share, and a tin of treats suits any occasion.
  if (fit.shareable && !fit.shareable.has(position)) return false;
  const occasion = occasionFit(index.occasionMasks[position] as number, fit.wantedOccasion);
  if (strict && !fit.shareable && reading.occasion !== undefined && occasion < 1) return false;
  // The hard constraints only now: most items were not made for the occasion, and asking them is dearer.
  if (eligible.at(position) !== 1) return false;
  // A colleague's wedding gift goes to the couple's home: a bottle or a bread box made for couples is office-safe.
  const forTheCouple = reading.occasion === "wedding" && (audienceMask & COUPLE_BIT) !== 0;
  if (fit.workRelation && !fit.shareable && !forTheCouple && !(audienceMask & COWORKER_BIT)) return false;
  // A whole family shares one gift: a private riding lesson serves one of them.
  if (reading.family && !(audienceMask & FAMILY_BIT)) return false;
  const category = facts.categoryMasks[position] as number;
  const kinds = facts.kindMasks[position] as number;
  // Only when someone is described: a bare occasion and budget get the whole catalog's spread. Clothes,
  // accessories and grooming are matters of taste: picked blind for someone described, they miss.
  // A child of an exact age or of a range: "I teach 3rd grade, something for each of my kids" (8 and 9).
  const described = reading.relation !== undefined || (reading.age?.max ?? CHILD_AGE_END) < CHILD_AGE_END;
  if (described && (category & TASTE_CATEGORIES) !== 0) return false;
  // Filling in at a condolence, only comfort: food, something soothing, a plant. A pen, a notebook or watering
  // stakes read as a desk drawer emptied.
  if (!strict && reading.occasion === "sympathy" && (category & SYMPATHY_FILLERS) === 0 && (kinds & PLANT) === 0) return false;
  // So is a novel: five romance novels picked blind for a new boyfriend's Valentine's Day. And a scented candle
  // picked blind for a man missed with every judge.
  if (described && fiction(index).has(position)) return false;
  if (described && reading.gender === "male" && (kinds & CANDLE) !== 0) return false;
  const safe = described && (category & fit.safeCategories) !== 0 ? 1 : 0;
  const presumes = fit.presumed !== undefined && tellsOf(index, position, fit.presumed);
  // A stethoscope, a dice tray or motion-sickness bands for someone about whom nothing of the kind was said.
  if (presumes) return false;
  if (tooSmallFor(fit, index.prices[position] as number, budget)) return false;
  // The occasion's own ideas score above the fillers, which count only as many as the list still needs.
  const score =
    (strict ? OCCASION_TIER : 0) +
    GENERAL_WEIGHTS.occasion * occasion +
    GENERAL_WEIGHTS.budget * budgetFit(index.prices[position] as number, budget) +
    GENERAL_WEIGHTS.audience * audienceFit(fit, audienceMask) +
    SAFE_TIER * safe -
    (plain ? OCCASION_TIER : 0);
  if (top.wants(score, NO_INTERESTS, position)) top.offer({ position, covers: NO_INTERESTS, score, relevance: 0 });
  return true;
}
