/**
 * What people ask to avoid, mapped onto the attributes catalog items carry. A phrase that maps here is a hard
 * filter on `contains` / `is`, plus the words that name such things in item names and tags (a wine glass is
 * no gift for someone who doesn't drink, though it contains no alcohol). Each mapping has a test.
 */
import type { CatalogItem, ItemContent, ItemKind } from "@gift-finder/shared";
import { PhraseTable, STOPWORDS, words } from "./text.ts";
import { CONCEPT_PHRASES } from "./vocabulary.ts";

export interface AvoidRule {
  readonly contains?: readonly ItemContent[];
  readonly is?: readonly ItemKind[];
  /** Words that mark such an item in its name or tags, matched as whole (stemmed) words. */
  readonly words?: readonly string[];
  /** Only what is used up or done is welcome (treats, an outing), no thing to keep: "doesn't need more stuff". */
  readonly usedUpOnly?: boolean;
  /** Words in an item's name or tags that spare it: a wooden toy is no plastic toy. */
  readonly unless?: readonly string[];
  /** Kinds of thing to keep that `usedUpOnly` still welcomes: a cycling book is no cycling gear. */
  readonly spares?: readonly ItemKind[];
  /** Only the spared kinds are welcome, not what is used up either: a love no longer done wants no lesson or supplies. */
  readonly sparedOnly?: boolean;
  /** A way time is spent, not a kind of thing: off screens is off every screen, whatever love is said beside it. */
  readonly medium?: boolean;
}

const ALCOHOL: AvoidRule = {
  contains: ["alcohol"],
  words: [
    "wine",
    "beer",
    "whiskey",
    "whisky",
    "bourbon",
    "vodka",
    "gin",
    "rum",
    "tequila",
    "sake",
    "champagne",
    "prosecco",
    "cocktail",
    "cocktails",
    "brewing",
    "homebrew",
    "decanter",
    "corkscrew",
    "bar",
  ],
};
/**
 * "Only on her Kindle, so no paper books": nor what only a paper book takes (a clip-on light, page-marking darts, an
 * embosser, a padded sleeve, a tote for library books, a card for a bookshop's shelves).
 */
const PAPER_BOOKS: AvoidRule = {
  is: ["book"],
  words: ["large print", "book light", "bookmarks", "book darts", "embosser", "book sleeve", "library card", "barnes"],
};
const SCENTS: AvoidRule = {
  contains: ["fragrance"],
  words: ["scented", "perfume", "fragrance", "cologne", "diffuser", "aromatherapy", "essential oil"],
};
const CASH: AvoidRule = { words: ["gift card"] };
/** What is pulled on over the head, which arms that cannot lift above it cannot do; zips and buttons open. */
const PULLOVERS: AvoidRule = {
  words: ["pullover", "hoodie", "sweatshirt", "sweater", "turtleneck", "crewneck"],
  unless: ["zip", "cardigan", "button"],
};
const PAINTING_SUPPLIES: AvoidRule = {
  words: ["paint", "paints", "acrylic", "watercolor", "watercolour", "gouache", "paintbrush", "brushes", "easel", "canvas", "palette"],
};
const CONSOLES: AvoidRule = { words: ["console", "playstation", "ps5", "ps4", "xbox", "nintendo switch"] };
const CAMP_STOVES: AvoidRule = { words: ["camp stove", "campstove", "camping stove", "propane stove", "backpacking stove"] };
const TEA_BAGS: AvoidRule = { words: ["tea bags"] };
const NEEDLEWORK: AvoidRule = { words: ["embroidery", "cross stitch", "needlepoint", "needlework", "floss"] };
const LUGGAGE: AvoidRule = { words: ["luggage", "suitcase", "carry on", "duffle", "duffel", "weekender", "spinner", "garment bag"] };
const ACTIVES: AvoidRule = { contains: ["actives"], words: ["exfoliant", "retinol"] };
/** What an angler fishes with: rods, reels, lures and the box they go in (a hat, a cooler or a knife is no tackle). */
const TACKLE: AvoidRule = { words: ["tackle", "rod", "reel", "lure", "lures", "flies", "fly box", "tippet", "leader", "tip up"] };
const EARBUDS: AvoidRule = { words: ["earbud", "earbuds", "airpods", "true wireless"] };
const SPEAKERS_ON_THE_GO: AvoidRule = {
  words: ["bluetooth speaker", "smart speaker", "portable speaker", "waterproof speaker", "echo dot", "wireless speaker"],
};
const HARRY_POTTER: AvoidRule = {
  words: ["harry potter", "hogwarts", "wizarding world", "hufflepuff", "gryffindor", "slytherin", "ravenclaw", "hedwig"],
};
const TACKLE_BOXES: AvoidRule = { words: ["tackle box"] };
const LAME: AvoidRule = { words: ["lame"] };
const TOY_KITCHEN: AvoidRule = { words: ["play kitchen", "play food", "cutting food"] };
const GAG_GIFTS: AvoidRule = { words: ["gag gift", "gag", "prank", "novelty", "humor", "joke"] };
const JOKE_GIFTS: AvoidRule = { words: [...(GAG_GIFTS.words ?? []), "funny", "emotional support"] };
const GELATIN_SWEETS = ["marshmallow", "marshmallows", "gummy", "gummies", "gummi", "cocoa bombs"];
const ANIMAL_PRODUCTS: AvoidRule = {
  contains: ["meat", "fish", "dairy", "eggs", "honey", "leather", "wool", "silk", "down", "beeswax", "animal-hair", "pearl"],
  // Skincare and makeup a vegan checks the label of: only what is sold as vegan is sure to hold nothing animal.
  is: ["cosmetics"],
  // "Goat" covers goat's cheese and milk soap, and goat yoga, which uses the animals too.
  // "Egg" names an egg cooker or an egg-bite maker, kitchen things for what a vegan does not eat.
  // Animals kept to be looked at or ridden (a zoo, puppy yoga, a carriage ride) are a use of animals too. A suet
  // feeder is made to hold beef fat, and a boar-bristle shaving brush is made of its hair.
  words: [
    "jerky",
    "leather",
    "cheese",
    "salami",
    "wool",
    "meat",
    "steak",
    "bacon",
    "brisket",
    "goat",
    "egg",
    "animal attraction",
    "suet",
    "boar",
    // A cookbook that is not a vegan one is mostly recipes a vegan does not cook.
    "cookbook",
    // Marshmallows and gummies are set with gelatin.
    ...GELATIN_SWEETS,
  ],
  unless: ["vegan", "plant based"],
};
const NEAR_BEER: AvoidRule = {
  contains: ["alcohol"],
  words: ["non alcoholic", "alcohol free", "zero proof", "aperitif", "wine", "beer"],
  unless: ["recipes"],
};
const HEATING: AvoidRule = {
  words: [
    "hot plate",
    "heated",
    "heater",
    "heating",
    "kettle",
    "coffee maker",
    "toaster",
    "air fryer",
    "rice cooker",
    "slow cooker",
    "warmer",
    "electric blanket",
    "espresso machine",
  ],
};
// A meat thermometer or a meat-smoking book is no gift for someone who eats none.
const MEAT: AvoidRule = { contains: ["meat", "fish"], words: ["meat", "jerky", "salami", "steak", "bacon"] };
const NO_MORE_THINGS: AvoidRule = {
  usedUpOnly: true,
  is: ["decor", "gadget", "kitchenware", "mug", "toy", "screen"],
  words: ["towel", "photo album", "picture frame", "throw", "blanket", "vase"],
};
/**
 * "Has all the cycling gear": a topic's things to keep (a radar light, a pump, a bike rack), not its books, outings,
 * treats or subscriptions (a bike fit, a Tour de France history), nor a keepsake for the wall (a hole-in-one case).
 */
const GEAR: AvoidRule = { usedUpOnly: true, is: ["gadget", "clothing"], spares: ["book", "decor"] };
const BATHS: AvoidRule = { words: ["bath", "bathtub", "tub"] };
const WATCHES: AvoidRule = { words: ["watch", "watches", "smartwatch", "fitbit", "fitness tracker"] };
// A sourdough book or a bread knife is no gift for someone newly celiac: the bread it is for is what they lost, and
// so is the beer a beer book or a brewing kit is for. A glass or an opener still serves a gluten-free beer or a cider.
const GLUTEN: AvoidRule = {
  contains: ["gluten"],
  words: ["cookies", "bread mix", "pasta", "crackers", "pretzels", "bread", "sourdough", "beer", "homebrew", "homebrewing"],
  unless: ["glass", "glasses", "glassware", "opener", "insulator"],
};
// "No protein powder or supplements, he's picky about those": the shaker they are mixed in goes with them.
const SUPPLEMENTS: AvoidRule = { words: ["protein", "supplement", "supplements", "shaker", "pre workout", "creatine"] };
// "Nothing bulky, their place is tiny": what takes a cupboard or a corner of its own.
const BULKY: AvoidRule = {
  words: [
    "tent",
    "cooler",
    "grill",
    "stove",
    "chair",
    "hammock",
    "kayak",
    "telescope",
    "cornhole",
    "smoker",
    "dutch oven",
    // Countertop appliances take a corner of their own too.
    "coffee maker",
    "air fryer",
    "stand mixer",
    "toaster oven",
    ...["instant pot", "pressure cooker", "slow cooker", "bread machine", "ice cream maker", "vitamix", "knife block", "music center"],
    // Floor coverings fill a studio's floor.
    "rug",
    // Furniture and a countertop garden, which no suitcase takes either. Not "bookshelf": the one the catalog sells is
    // a bracket on the wall, shelving that saves a studio its floor.
    "table set",
    "snack table",
    "tv tray",
    "aerogarden",
    "smart garden",
    // A floor plant that fills a corner.
    ...["monstera", "fiddle leaf", "bird of paradise"],
    "lamp",
    // A big duffel or a camp stove in a tent shared with eight: "no room for anything". A suitcase for someone
    // flying out with two already, "so it has to be small".
    ...["duffle", "duffel", "propane stove", "suitcase"],
    // Exercise gear that fills a care package on its own: "it has to be small enough to ship".
    ...["foam roller", "workout bar", "pull-up bar"],
    // A baby's gear that stands on the floor: "their apartment is tiny so nothing bulky please".
    ...["diaper pail", "bath tub", "bathtub", "activity gym", "play gym", "activity center", "walker"],
  ],
  // A pocket atlas or a magazine of Sky & Telescope names a telescope and takes no room.
  unless: ["pocket", "magazine", "subscription"],
};
/**
 * What keeps only in a fridge, for "nothing that needs a fridge": cheese, cheesecake, ice cream, cured and smoked meat
 * and fish.
 */
const PERISHABLE: AvoidRule = {
  words: ["cheese", "charcuterie", "cheesecake", "ice cream", "smoked salmon", "salami", "sausage", "steak", "lobster", "crab"],
};
// "No food gifts", "can't be anything edible": chocolates and candy are food too, and so is a restaurant card.
const FOOD: AvoidRule = {
  is: ["food", "chocolate", "candy"],
  words: ["restaurant", "dining", "starbucks", "dunkin", "goldbelly", "doordash", "grubhub", "cheesecake", "food tour", "snacks"],
};
// "Nothing edible": a tea tin or coffee beans too.
const EDIBLE: AvoidRule = { ...FOOD, is: [...(FOOD.is ?? []), "drink"] };
// The albums, not a collector's care for them: a record washer or a crate still suits 2,000 records.
const VINYL: AvoidRule = {
  words: ["vinyl", "lp", "lps"],
  unless: ["washer", "cleaning", "cleaner", "crate", "storage", "brush", "sleeves", "turntable", "record player"],
};
// Dishes brought to the door, and their boxed kin; a delivery card that takes a meal off their hands stays.
const CASSEROLES: AvoidRule = { words: ["casserole", "soup", "gift basket", "pears", "cookies", "goldbelly", "lasagna"] };
// "PLEASE no more plants, our house is a jungle": an indoor herb garden or a grow kit is one more to tend.
const PLANTS: AvoidRule = { is: ["plant"], words: ["herb garden", "smart garden", "grow kit", "terrarium", "bonsai", "succulent"] };
const PLUSH: AvoidRule = { words: ["plush", "stuffed animal", "stuffed animals", "teddy", "squishmallow", "squishmallows"] };
const COFFEE_MACHINES: AvoidRule = { words: ["coffee maker", "espresso machine", "coffee machine"] };
const HOMEBREW_KITS: AvoidRule = { words: ["beer making", "brewing kit", "homebrew kit", "brew kit", "craft a brew"] };
// "Nada de cafeteras", "no coffee maker": the kind, so a pour-over cone or a press too (a machine said as a machine
// is `COFFEE_MACHINES`).
const BREWERS: AvoidRule = {
  words: [
    ...(COFFEE_MACHINES.words ?? []),
    "pour over",
    "aeropress",
    "french press",
    "coffee press",
    "moka",
    "chemex",
    "cold brew maker",
    "dripper",
  ],
};
/** A machine said bare beside a love ("a home barista, so no machine"): any machine, the coffee maker among them. */
const MACHINES: AvoidRule = { words: ["machine", ...(COFFEE_MACHINES.words ?? [])] };
const MESSY: AvoidRule = {
  words: ["dig kit", "dig brick", "slime", "glitter", "kinetic sand", "plaster", "crystal growing", "resin", "tie dye", "paint pouring"],
};
/** "Already has every dinosaur figurine ever made": the figures, not the love they stand for. */
const FIGURES: AvoidRule = { words: ["figure", "figures", "figurine", "figurines", "action figure", "action figures"] };
// "Desperately wants a drum kit but my sister will kill me if I give him anything loud": a practice pad or a snare
// mute is made to be quiet, and keeps the love.
const NOISY: AvoidRule = {
  words: [
    "drum",
    "xylophone",
    "whistle",
    "musical",
    "talking",
    "singing",
    "tunes",
    "rattle",
    "sound",
    "noise maker",
    "piano",
    "pound",
    "clack",
  ],
  unless: ["quiet drumming"],
};
/** "Nothing gross or crude": a sweary cross-stitch is no gift for a mixed crowd; a fake gift box for a clean laugh is. */
const CRUDE: AvoidRule = { words: ["subversive", "rude", "crude", "vulgar", "sweary", "profanity", "naughty", "gag gift"] };
const CHEESE_ITSELF: AvoidRule = { words: ["cheese"] };
/** A milk frother or a steaming pitcher is made for milk: no gift for a lactose-intolerant espresso lover. */
const DAIRY: AvoidRule = {
  contains: ["dairy"],
  words: ["cheese", "milk chocolate", "butter", "cheesecake", "frothing pitcher", "milk frother"],
};
const TECH: AvoidRule = { is: ["gadget", "screen"] };
const CLOTHING: AvoidRule = { is: ["clothing"] };
const SILVER: AvoidRule = { words: ["silver", "sterling"] };
/** Skin that reacts to nickel: gold plate over base metal, and white gold (often alloyed with it); not sterling or solid yellow gold. */
const NICKEL: AvoidRule = { words: ["gold plated", "white gold"] };
const GOLD: AvoidRule = { words: ["gold", "vermeil", "14k"] };
const SKINCARE: AvoidRule = { words: ["skincare", "skin care", "moisturizer", "serum", "face cream", "body cream", "face mask"] };
/** "Strong florals give her headaches": floral scents, and the flowers they are made from. */
const FLORAL_SCENTS: AvoidRule = {
  is: ["flowers"],
  words: ["floral", "florals", "rose", "roses", "jasmine", "cherry blossom", "gardenia", "lily", "peony", "tuberose"],
};
/**
 * "Loves candles but not the super sweet vanilla kind": the sugary scents, not every scented thing (her candles
 * are the gift) and not sweets to eat.
 */
const SWEET_SCENTS: AvoidRule = {
  words: ["vanilla", "sugar cookie", "cupcake", "caramel", "marshmallow", "cotton candy"],
};
// "Tiny studio, paper-thin walls": the instruments heard through a wall, not a thumb piano.
const LOUD_INSTRUMENTS: AvoidRule = {
  words: ["drum", "trumpet", "cymbal", "amp", "amplifier", "electric guitar", "whistle", "bagpipes"],
  unless: ["quiet drumming"],
};
// "Has way too many books already, so not a book": a bookshop's card or a book box is one more.
const BOOKS: AvoidRule = {
  is: ["book"],
  words: ["large print", "barnes noble", "barnes and noble", "bookstore", "book of the month", "book club box"],
};
const WHITE_NOISE: AvoidRule = { words: ["white noise", "sound machine", "noise machine"] };
const POUR_OVER: AvoidRule = { words: ["pour over", "chemex", "v60", "dripper", "gooseneck", "stagg"] };
const SCALES: AvoidRule = { words: ["kitchen scale", "food scale", "coffee scale", "digital scale"] };
const BATTERIES: AvoidRule = {
  is: ["gadget"],
  words: ["battery", "batteries", "electronic", "remote control", "rechargeable", "headlamp", "lantern", "flashlight"],
};
const FRAGILE: AvoidRule = {
  is: ["candle", "plant", "flowers", "mug"],
  words: ["glass", "ceramic", "porcelain", "crystal", "vase", "terrarium", "decanter", "snow globe"],
};
const WRITING: AvoidRule = { words: ["stationery", "writing", "journaling", "pen", "letter writing"] };
// "Please nothing that takes up space": what needs a shelf or a corner of its own.
const SPACE_TAKING: AvoidRule = { is: ["decor"], words: BULKY.words ?? [] };
const SALTY: AvoidRule = {
  // A barbecue rub is mostly salt: "salty rubs and jerky are out".
  words: ["salt", "salty", "salted", "jerky", "salami", "sausage", "prosciutto", "pretzels", "chips", "rub", "rubs", "cured"],
  unless: ["salt free", "no salt"],
};
/** A paint brush, a respirator or a hardware store's card is a tool by another name for "he has too many tools". */
const TOOLS: AvoidRule = { words: ["tool", "paint brush", "respirator", "home depot"] };
/** "Nothing with a million tiny pieces": bricks, beads and shards to sweep up, not a floor puzzle or DUPLO. */
/** Toys of what is no plastic: a wooden one, or a plush bunny ("keep plastic toys out of the house" welcomes a Jellycat). */
const NOT_PLASTIC = ["wooden", "wood", "plush", "stuffed animals", "jellycat", "felt", "knit", "crochet"];
const SMALL_PIECES: AvoidRule = {
  words: ["lego", "bead", "beads", "perler", "rainbow loom", "jigsaw", "dig kit", "excavation kit", "model kit"],
  unless: ["duplo", "floor puzzle", "large piece", "xxl"],
};
const ART_SUPPLIES: AvoidRule = {
  words: [...(PAINTING_SUPPLIES.words ?? []), "marker", "markers", "sketchbook", "colored pencils", "drawing", "fineliner"],
};
const HOUSEHOLD: AvoidRule = { is: ["decor"], words: ["sheet set", "towel", "towels", "bedding", "doormat", "wall clock", "hand soap"] };
const KNEELING: AvoidRule = { words: ["trowel", "hand hoe", "hori hori", "transplanter", "weeder", "garden tool set"] };
/** Exercise done kneeling or jumping: the model's "high-impact exercise", and anything for bad knees. */
export const HARD_ON_KNEES_WORDS: readonly string[] = ["ab carver", "ab wheel", "ab roller", "jump rope", "plyo box", "skipping rope"];
/** The kinds of thing a topic's tools are: "baking tools" are its pans, knives and gadgets. */
const TOOL_KINDS: readonly ItemKind[] = ["kitchenware", "gadget"];
const NUTS: AvoidRule = {
  contains: ["nuts", "peanuts"],
  words: ["nut", "nuts", "almond", "almonds", "peanut", "pistachio", "pecan", "walnut", "cashew", "hazelnut"],
};
const PEANUTS: AvoidRule = { contains: ["peanuts", "nuts"], words: ["peanut", "nut", "nuts"] };
const KEYBOARDS: AvoidRule = { words: ["keyboard"], unless: ["keycap", "keycaps", "switch tester", "wrist rest", "cleaning gel"] };
const SUGAR: AvoidRule = {
  contains: ["sugar"],
  is: ["candy", "chocolate"],
  words: ["candy", "chocolate", "sweets", "fudge", "caramel", "truffles"],
  // Chocolate made without sugar is what a diabetic chocolate lover can have, tagged "sugar-free" or named "sugarfree".
  unless: ["sugarfree", "sugar free"],
};
/** "She doesn't cook, so no kitchen stuff": pans and gadgets, and the things a cook would use (a windowsill herb kit). */
const KITCHEN: AvoidRule = { is: ["kitchenware"], words: ["kitchen", "cooking", "cookware"] };
const VIDEO_GAMES: AvoidRule = { is: ["video-game"], words: ["video game", "console", "controller"] };
const SMARTPHONES: AvoidRule = { words: ["smartphone", "iphone", "android", "phone case", "phone stand", "phone holder"] };
const FIELD_GUIDES: AvoidRule = { words: ["field guide", "pocket guide", "field guides"] };
const SMALL_BUTTONS: AvoidRule = { is: ["gadget"], unless: ["large buttons", "big button", "seniors", "easy tech"] };
const BANNETONS: AvoidRule = { words: ["banneton", "brotform", "proofing basket"] };
/** Machines for a counter, by what their names end in: a skillet or a zester is no appliance. */
const APPLIANCES: AvoidRule = {
  words: ["appliance", "maker", "cooker", "fryer", "blender", "mixer", "toaster", "machine", "processor", "instant pot"],
};
const KITCHEN_GEAR: AvoidRule = { is: ["kitchenware"], words: ["cookware", "gadget", "gadgets", "utensil", "utensils"] };
/**
 * The baby's things and the books on raising one. Not every word of "parent": a house cleaning or dry shampoo for an
 * exhausted mother of twins is hers ("something for HER, not more baby stuff").
 */
const BABY_THINGS: AvoidRule = { words: ["baby", "babies", "newborn", "infant", "nursery", "parenting book", "pregnancy guide"] };

/**
 * "Won't touch anything that needs an app": games and streams played on one. A photo frame the family fills from
 * theirs is no app of their own ("neither of them can work smartphone apps").
 */
const APPS: AvoidRule = { is: ["video-game"], words: ["app", "apps", "games subscription", "streaming"] };
/** Lounges, security lanes, suitcases and an airline's card are what an airport asks of a traveller. */
const AIRPORTS: AvoidRule = { words: ["airport", "luggage", "suitcase", "flying"] };
/** Off screens is off the consoles too: "on his Xbox all day, his mom wants him off screens". */
const SCREEN: AvoidRule = {
  is: ["screen", "video-game"],
  medium: true,
  // A coding robot or a marble computer made to be played without one is what such parents look for.
  unless: ["screen free", "screenfree"],
  // A coding book is time at a screen: "Python for Kids" for a 13-year-old whose parents asked for no screens.
  words: ["tablet", "video game", "console", "screen", "xbox", "playstation", "nintendo", "coding", "python", "programming"],
};

const PLAYSTATION_GAMES: AvoidRule = { words: ["playstation", "ps5", "ps4"] };
const NINTENDO_GAMES: AvoidRule = { words: ["nintendo"] };

/** "So no tongs, thermometers or that kind of thing": a griller's tools, the sets they come in included. */
const TONGS: AvoidRule = { words: ["tongs", "grill tool set"] };
const THERMOMETERS: AvoidRule = { words: ["thermometer", "thermometers"] };
/** "Already has every grill gadget": tongs, brushes and thermometers, whatever kind of thing each is. */
const GRILL_TOOLS: AvoidRule = { words: ["grill tools"] };

const PHOTO_GEAR: AvoidRule = {
  words: ["camera", "dslr", "mirrorless", "tripod", "lens", "lenses", "photography", "polarizer", "gimbal", "memory card"],
};
/** "Has a fully stocked bar with all the glasses": what a home bar holds, not the spirits poured from it. */
const BARWARE: AvoidRule = {
  words: [
    "barware",
    "glassware",
    "glass",
    "bar tools",
    "shaker",
    "shaking tins",
    "ice mold",
    "whisky stones",
    "whiskey stones",
    "bottle opener",
    "decanter",
    "jigger",
  ],
};
const GRABBERS: AvoidRule = { words: ["grabber", "reacher", "reaching aid", "pick up tool"] };
/** "Hates anything that looks like an old person product": a walker tray, a reacher, big buttons, large print. */
const FOR_THE_OLD: AvoidRule = {
  words: [
    "seniors",
    "walker",
    ...(GRABBERS.words ?? []),
    "pill organizer",
    "large print",
    "large buttons",
    "big button",
    "walker-aids",
    "mobility",
  ],
  // A heated bed for an old cat is the cat's.
  unless: ["senior cats", "senior dogs", "pets"],
};
const CHRISTMAS_THINGS: AvoidRule = { words: ["christmas", "xmas", "santa", "ornament", "nativity", "advent", "elf on the shelf"] };
const SPRAYED_PERFUME: AvoidRule = {
  words: ["eau de parfum", "eau de toilette", "cologne", "mist", "perfume spray"],
};
/**
 * "In assisted living now with no oven": what only an oven makes (a bread book, a pie dish, a pizza stone), not the
 * recipes she keeps.
 */
const NO_OVEN: AvoidRule = {
  words: ["oven", "bread", "sourdough", "loaf", "bakeware", "baking", "pie dish", "pie plate", "sheet pan", "pizza stone", "cookie sheet"],
  unless: ["recipe binder", "recipe box", "recipe cards", "recipe book"],
};
/** "Way too many camera bags already": the bags, not the camera they carry. */
const CAMERA_BAGS: AvoidRule = { words: ["camera bag", "camera backpack", "camera sling"] };
/** "Already has a Canon body she loves": another camera, not what goes with one (a strap, a bag, a tripod). */
const CAMERAS: AvoidRule = {
  words: ["camera", "dslr", "mirrorless"],
  unless: ["camera accessories", "camera bag", "camera strap", "tripod"],
};

/** "Can't stand daytime TV": the shows, and the streaming and discs they come on. */
const TV: AvoidRule = { words: ["tv", "television", "streaming", "blu ray", "dvd"] };

/** Phrase → rule. Phrases are matched after "no", "more", "any" and the like are dropped, longest first. */
const COFFEE_GEAR: AvoidRule = { is: ["kitchenware", "gadget", "mug"] };

/**
 * What a thing they lack or gave up is needed for ("had to sell his motorcycle", "won't let him have a console"): its
 * gear and supplies, not the love of it (a MotoGP fan still reads about riding, a pianist still hears Chopin).
 */
const PC_GAMING_GEAR: AvoidRule = {
  ...VIDEO_GAMES,
  words: [...(VIDEO_GAMES.words ?? []), "pc gaming", "gaming mouse", "gaming headset", "mechanical keyboard", "steam"],
};
const RECORD_CARE: AvoidRule = { words: ["record cleaning", "record cleaner", "record washer", "vinyl care"] };
const RECORD_PLAYER_GEAR: AvoidRule = { words: ["vinyl", "lp", "lps", "turntable", "record player", "record cleaning", "record storage"] };
const MOTORCYCLE_GEAR: AvoidRule = { words: ["motorcycle gear", "motorcycle care", "riding skills"] };
const PHONE_GEAR: AvoidRule = { words: [...(SMARTPHONES.words ?? []), "phone", "charger", "charging"] };
const GEAR_FOR: Readonly<Record<string, AvoidRule>> = {
  "console gear": VIDEO_GAMES,
  "game console gear": VIDEO_GAMES,
  "gaming pc gear": PC_GAMING_GEAR,
  "gaming computer gear": PC_GAMING_GEAR,
  "gaming laptop gear": PC_GAMING_GEAR,
  "record player gear": RECORD_PLAYER_GEAR,
  "turntable gear": RECORD_PLAYER_GEAR,
  "piano gear": { words: ["sheet music", "metronome", "music stand", "page turner", "piano course"] },
  "motorcycle gear": MOTORCYCLE_GEAR,
  "motorbike gear": MOTORCYCLE_GEAR,
  "phone gear": PHONE_GEAR,
  "smartphone gear": PHONE_GEAR,
  "boat gear": { words: ["boating", "boating safety", "seamanship"] },
};

/** Several ways of saying one thing, each read by the same rule. */
function allMean(phrases: readonly string[], rule: AvoidRule): Record<string, AvoidRule> {
  return Object.fromEntries(phrases.map((phrase) => [phrase, rule]));
}

/**
 * Kit a hobbyist lists as owned ("has a Strat, a pedalboard, a tuner and a decent amp"): each rules out the thing by
 * its own name, as the catalog names it (a clip-on tuner, a practice amp), and nothing else of the hobby.
 */
const KIT_OWNED: Readonly<Record<string, AvoidRule>> = {
  ...Object.fromEntries(
    [
      ["tuner", "tuner"],
      ["amp", "amp"],
      ["tripod", "tripod"],
      ["camera bag", "camera bag"],
      ["binoculars", "binocular"],
      ["field guides", "field guide"],
      ["mouse", "mouse"],
      ["headset", "headset"],
      ["monitors", "monitor"],
      ["wetsuit", "wetsuit"],
      ["goggles", "goggle"],
      ["foam roller", "foam roller"],
      ["massage gun", "massage gun"],
      ["practice pad", "practice pad"],
      ["running watch", "watch"],
      ["stove", "stove"],
      ["pedals", "pedal"],
      ["pedalboard", "pedalboard"],
      ["trainer", "trainer"],
      ["sticks", "drumstick"],
      ["water filter", "water filter"],
      ["headlamp", "headlamp"],
      ["knife set", "knife set"],
      ["pans", "pan"],
      ["rods", "rod"],
      ["reels", "reel"],
      ["waders", "wader"],
      ["vests", "vest"],
      ["gels", "gel"],
      ["belts", "running belt"],
      ["pruners", "pruner"],
      ["kneeler", "kneeler"],
      ["hoes", "hoe"],
      ["bench scraper", "bench scraper"],
      ["clubs", "golf club"],
      ["rangefinder", "rangefinder"],
      ["push cart", "push cart"],
      ["balls", "ball"],
      ["track", "track"],
      ["scenery", "scenery"],
      ["rotary cutter", "rotary cutter"],
      ["filter", "filter"],
      ["jiggers", "jigger"],
      ["bitters", "bitters"],
      ["ribs", "pottery rib"],
      ["tournament board", "chess set"],
      ["regulator", "regulator"],
      ["bcd", "bcd"],
      ["mask", "mask"],
      ["fins", "fins"],
      ["refractor", "telescope"],
      ["small refractor", "telescope"],
      ["metronome", "metronome"],
      ["capos", "capo"],
      ["needles", "needle"],
      ["brushes", "brush"],
      ["easel", "easel"],
      ["feeders", "feeder"],
      ["decanters", "decanter"],
      ["corkscrews", "corkscrew"],
      ["caps", "swim cap"],
      ["kickboard", "kickboard"],
      ["magnet", "magnet"],
      ["price guides", "price guide"],
      ["nibs", "nib"],
      ["oblique holders", "oblique"],
      ["veil", "veil"],
      ["extractor", "extractor"],
      ["ropes", "rope"],
      ["harness", "harness"],
      ["trad rack", "cam"],
      ["fabric shears", "shears"],
      ["two-burner stove", "stove"],
      ["shoulder rest", "shoulder rest"],
      ["fly boxes", "fly box"],
      ["grow lights", "grow light"],
      ["moisture meter", "moisture meter"],
      ["embroidery hoops", "hoop"],
      ["hoops", "hoop"],
      ["embroidery floss", "floss"],
      ["embroidery scissors", "scissors"],
      ["watercolor paper", "watercolor paper"],
      ["paper blocks", "watercolor paper"],
      ["red flashlight", "flashlight"],
      ["planisphere", "planisphere"],
      ["cork blocks", "block"],
      ["blocks", "block"],
      ["strap", "strap"],
      ["mat", "mat"],
      ["stand", "stand"],
      ["cutting mats", "cutting mat"],
      ["sewing machine", "sewing machine"],
    ].map(([phrase, word]) => [phrase, { words: [word] }] as const),
  ),
  // A shaker is a shaker however its maker names it: "weighted shaking tins".
  shakers: { words: ["shaker", "shaking tin"] },
};

export const AVOID_PHRASES: Readonly<Record<string, AvoidRule>> = {
  ...GEAR_FOR,
  ...KIT_OWNED,
  alcohol: ALCOHOL,
  alcoholic: ALCOHOL,
  drinking: ALCOHOL,
  drink: ALCOHOL,
  drinks: ALCOHOL,
  booze: ALCOHOL,
  liquor: ALCOHOL,
  sober: ALCOHOL,
  wine: ALCOHOL,
  // "More wine accessories than we could ever use": the glasses, openers and aerators, not the wine she loves.
  ...allMean(["wine accessories", "wine gadgets", "wine gear", "wine tools", "wine paraphernalia"], {
    words: ["wine glass", "wine glasses", "aerator", "wine opener", "corkscrew", "decanter", "wine stopper", "wine chiller", "wine rack"],
  }),
  beer: ALCOHOL,
  spirits: ALCOHOL,
  caffeine: { contains: ["caffeine"], words: ["coffee", "espresso", "energy drink"] },
  coffee: { words: ["coffee", "espresso", "latte", "cold brew"] },
  // "He has literally hundreds of drumsticks": bundled rods are sticks too.
  drumsticks: { words: ["drumstick", "drumsticks", "hot rods"] },
  // "He won't touch a smartphone": no phone, and nothing made for one.
  smartphone: SMARTPHONES,
  // Someone getting off their phone: no grip, case, battery or mount for it.
  phones: { words: ["phone", "phones", "smartphone", "iphone"] },
  smartphones: SMARTPHONES,
  // "Wouldn't touch a cell phone": a smartphone and its gear, not the amplified landline he can hear on.
  "cell phone": SMARTPHONES,
  "cell phones": SMARTPHONES,
  cellphone: SMARTPHONES,
  "mobile phone": SMARTPHONES,
  // A gamer's desk gear he already has and loves: "he already has a mouse and chair he loves, don't bother".
  mouse: { words: ["mouse", "mice"] },
  chair: { words: ["chair"] },
  headset: { words: ["headset"] },
  monitor: { words: ["monitor"] },
  // "Hates anything babyish", at 15: soft toys, not every figure or book.
  ...allMean(["babyish", "childish", "kiddie", "too babyish"], { words: ["plush", "stuffed animal", "squishmallow", "cuddly"] }),
  // "Has all the controllers he could want": the controllers, not the games they play.
  controller: { words: ["controller"] },
  // The gear named by what it is for: "already has a good gaming headset" still plays, so games and Steam cards stay.
  "gaming headset": { words: ["headset"] },
  "gaming mouse": { words: ["mouse", "mice"] },
  "gaming chair": { words: ["chair"] },
  "gaming monitor": { words: ["monitor"] },
  "gaming keyboard": { words: ["keyboard"] },
  "game controller": { words: ["controller"] },
  "gaming controller": { words: ["controller"] },
  // "Has a Sibley guide already": a bird field guide is that topic's guide, not every book about birds.
  "field guide": FIELD_GUIDES,
  "field guides": FIELD_GUIDES,
  // The gear, not the coffee: a snob who owns every grinder still welcomes beans or a subscription.
  sketchbooks: { words: ["sketchbook", "sketch pad", "sketchpad", "drawing pad"] },
  // "Fine needlework" for eyes or hands that no longer manage it: the floss and hoops, the stitch guides.
  needlework: NEEDLEWORK,
  embroidery: NEEDLEWORK,
  "cross stitch": NEEDLEWORK,
  needlepoint: NEEDLEWORK,
  // The one machine they own, not everything for coffee: a home barista with a grinder still welcomes a tamper.
  "coffee grinder": { words: ["grinder", "coffee mill"] },
  "coffee grinders": { words: ["grinder", "coffee mill"] },
  "burr grinder": { words: ["grinder", "coffee mill"] },
  grinder: { words: ["grinder", "coffee mill"] },
  "espresso machine": { words: ["espresso machine", "espresso maker"] },
  "espresso machines": { words: ["espresso machine", "espresso maker"] },
  "coffee equipment": COFFEE_GEAR,
  "coffee gear": COFFEE_GEAR,
  "coffee gadgets": COFFEE_GEAR,
  "brewing equipment": COFFEE_GEAR,
  "brewing gadgets": COFFEE_GEAR,
  "brewing gear": COFFEE_GEAR,
  // "Owns every gadget there is, so no more equipment": the gear and gadgets, not what they are for.
  equipment: { is: ["gadget", "kitchenware"] },
  // "She has every baby thing from the first one": the gear a first baby needed (a stroller, a carrier), not a
  // second baby's own new things.
  "baby gear": { words: ["baby gear"] },
  tea: { words: ["tea", "matcha", "teapot"] },
  // "Tea bags are an insult": the bagged and the sachets, not the loose leaf and its teapot.
  // "Painting supplies he already has", from an oil painter: paints, brushes, easels, canvases, not a museum pass.
  "painting supplies": PAINTING_SUPPLIES,
  "paint supplies": PAINTING_SUPPLIES,
  paints: PAINTING_SUPPLIES,
  // "No art supplies, I draw all day for work": a drawing pen or a how-to-draw book is one too.
  "art supplies": ART_SUPPLIES,
  // "Staying away from art stuff": her supplies, not a print for the wall ("no art" alone may be either).
  "art stuff": ART_SUPPLIES,
  "tiny pieces": SMALL_PIECES,
  "small pieces": SMALL_PIECES,
  "little pieces": SMALL_PIECES,
  "small parts": SMALL_PIECES,
  "tiny parts": SMALL_PIECES,
  "lots of pieces": SMALL_PIECES,
  // "Already have a big Coleman stove": BioLite's CampStove too, whose name is one word.
  "camp stove": CAMP_STOVES,
  "camp stoves": CAMP_STOVES,
  "camping stove": CAMP_STOVES,
  "tea bags": TEA_BAGS,
  // "Can't accept cash" (a mail carrier, a hospice team): a gift card is cash by another name.
  cash: CASH,
  money: CASH,
  "gift cards": CASH,
  "gift card": CASH,
  "tea bag": TEA_BAGS,
  "bagged tea": TEA_BAGS,
  nuts: NUTS,
  nut: NUTS,
  "tree nuts": NUTS,
  "nut allergy": NUTS,
  // Tree nuts are packed and made on the same lines as peanuts: a box of mixed snacks is no gift for a peanut allergy.
  peanuts: PEANUTS,
  peanut: PEANUTS,
  // A Cheesecake Factory card is for cheesecake: no gift to someone lactose intolerant.
  dairy: DAIRY,
  lactose: DAIRY,
  milk: { contains: ["dairy"], words: ["cheese", "milk chocolate"] },
  cheese: { contains: ["dairy"], words: ["cheese"] },
  // Pungent or soft cheeses (off the menu in a pregnancy) are cheese, not all dairy: milk chocolate stays.
  ...allMean(["stinky cheese", "smelly cheese", "soft cheese", "soft cheeses", "blue cheese"], CHEESE_ITSELF),
  eggs: { contains: ["eggs"] },
  egg: { contains: ["eggs"] },
  // A cardiologist's "cut way back on salt": no cured meat, jerky or salted snacks.
  salt: SALTY,
  salty: SALTY,
  "salty foods": SALTY,
  sodium: SALTY,
  gluten: GLUTEN,
  celiac: GLUTEN,
  wheat: { contains: ["gluten"] },
  soy: { contains: ["soy"] },
  meat: MEAT,
  vegetarian: MEAT,
  // Fish is what a pescatarian still eats: smoked salmon stays, jerky does not.
  pescatarian: { contains: ["meat"], words: MEAT.words ?? [] },
  // Pigskin gloves for a man who eats no pork: the pig is what he keeps away from.
  pork: { ...MEAT, words: [...(MEAT.words ?? []), "pigskin"] },
  // No item is marked certified kosher, so no food or drink at all for a kosher home, nor a charcuterie board for one:
  // a Napa cabernet is no gift to a wine lover who keeps kosher, but an aerator is.
  kosher: {
    contains: ["meat", "fish"],
    is: ["food", "chocolate", "candy", "drink"],
    words: ["charcuterie", "bacon", "pork", "ham", "prosciutto", "salami", "shrimp", "lobster", "crab"],
  },
  // "Nothing religious" for neighbours of another faith: no faith's books, music or objects.
  religious: {
    words: [
      "religious",
      "christian",
      "catholic",
      "jewish",
      "muslim",
      "islamic",
      "bible",
      "prayer",
      "rosary",
      "hymns",
      "scripture",
      "menorah",
      "mezuzah",
      "quran",
      "devotional",
      "crucifix",
      // The rite named as the occasion ("confirmation") is no love of its faith's things, beside "nothing religious".
      "confirmation",
      "baptism",
      "christening",
      "communion",
    ],
  },
  churchy: { words: ["christian", "catholic", "bible", "prayer", "rosary", "hymns", "scripture"] },
  halal: {
    contains: ["meat", "alcohol"],
    words: ["charcuterie", "bacon", "pork", "ham", "prosciutto", "salami", "wine", "beer", ...GELATIN_SWEETS],
  },
  // Pork gelatin is in marshmallows and gummies.
  gelatin: { words: GELATIN_SWEETS },
  "pork gelatin": { contains: ["meat"], words: ["bacon", "pork", "ham", "prosciutto", "salami", ...GELATIN_SWEETS] },
  // "Not even the non-alcoholic wine stuff, it messes with her head": drinks made to taste like a drink she gave up.
  "non-alcoholic wine": NEAR_BEER,
  "non-alcoholic beer": NEAR_BEER,
  "non-alcoholic drinks": NEAR_BEER,
  "non-alcoholic spirits": NEAR_BEER,
  "alcohol-free wine": NEAR_BEER,
  "na wine": NEAR_BEER,
  "na beer": NEAR_BEER,
  // "No aerators or wine charms": a wine lover's gadget, said alone.
  aerator: { words: ["aerator"] },
  // "More tackle than anyone could ever use"; "every tackle box known to man" names the boxes alone.
  tackle: TACKLE,
  "tackle box": TACKLE_BOXES,
  "tackle boxes": TACKLE_BOXES,
  // "Already has a dutch oven, bannetons and a lame": the baker's scoring blade.
  lame: LAME,
  "bread lame": LAME,
  // "Dorm rules say no hot plates, nothing with a heating coil".
  "heating coil": HEATING,
  "heating appliances": HEATING,
  "heating elements": HEATING,
  "hot plates": HEATING,
  // Eyesight gone: a magnifier or a book light reads nothing.
  "reading aids": {
    words: ["magnifier", "magnifying", "book light", "reading light", "large print", "book seat", "book holder", "book stand"],
  },
  // Eyesight gone: a jigsaw, a word search or a crossword is all seeing.
  "printed puzzles": { words: ["jigsaw", "word search", "sudoku", "crossword", "puzzle book"] },
  // "Real food, not toy kitchen stuff": the pretend kitchen, not the real one she wants.
  "toy kitchen": TOY_KITCHEN,
  "play kitchen": TOY_KITCHEN,
  // "Nothing gag-y" at an office swap: no joke gifts.
  gag: GAG_GIFTS,
  // "Nothing jokey or gag gift please": the joke gifts (a funny mug, novelty socks, a pickle plush).
  ...allMean(["jokey", "joke gifts", "joke gift", "jokes", "gimmicky", "novelty gifts"], JOKE_GIFTS),
  // "Refuses to buy any new HP merch because of the author": nothing of the series at all.
  hp: HARRY_POTTER,
  "harry potter": HARRY_POTTER,
  // "Makes fun of AirPods so no earbuds", "nothing like a cheap bluetooth speaker": the mass-market kinds.
  earbuds: EARBUDS,
  airpods: EARBUDS,
  // "Already got good headphones for her birthday": a pair to wear is had, over the ear or in it. A gamer's are his
  // headset: "headphones are fine" rules out a gaming headset too.
  ...allMean(["headphones", "headphone", "good headphones"], {
    words: ["headphone", "headphones", "headset", ...(EARBUDS.words ?? []), "powerbeats"],
  }),
  "bluetooth speakers": SPEAKERS_ON_THE_GO,
  "smart speakers": SPEAKERS_ON_THE_GO,
  // "Nothing animal" beside a vegan's other avoids: whatever comes from an animal.
  animal: ANIMAL_PRODUCTS,
  fish: { contains: ["fish"], words: ["salmon", "tuna", "sardines"] },
  seafood: { contains: ["fish"], words: ["salmon", "tuna", "sardines", "shrimp"] },
  shellfish: { contains: ["fish"], words: ["shrimp", "lobster", "crab"] },
  vegan: ANIMAL_PRODUCTS,
  "animal products": ANIMAL_PRODUCTS,
  // "No leather or wool or anything animal": whatever comes from an animal.
  "anything animal": ANIMAL_PRODUCTS,
  "animal derived": ANIMAL_PRODUCTS,
  "plant based": ANIMAL_PRODUCTS,
  honey: { contains: ["honey"], words: ["honey"] },
  leather: { contains: ["leather"], words: ["leather"] },
  wool: { contains: ["wool"], words: ["wool", "merino", "cashmere"] },
  sugar: SUGAR,
  sweets: SUGAR,
  // The model's "sugary foods" for a diabetic: sugar, not all food (sugar-free chocolate stays).
  "sugary foods": SUGAR,
  "sugary food": SUGAR,
  "sugary snacks": SUGAR,
  "sugary treats": SUGAR,
  diabetic: SUGAR,
  diabetes: SUGAR,
  candy: SUGAR,
  fragrance: SCENTS,
  scents: SCENTS,
  scented: SCENTS,
  // "Strong smells" for a pregnancy's nausea: bath salts, shower steamers and a diffuser are all scent.
  smells: SCENTS,
  "strong smells": SCENTS,
  "strong scents": SCENTS,
  odors: SCENTS,
  aromatherapy: SCENTS,
  // "Told to avoid retinol and strong essential oils" in a pregnancy: every scented soak and bomb.
  "essential oils": SCENTS,
  "essential oil": SCENTS,
  "strong essential oils": SCENTS,
  perfume: { contains: ["fragrance"], words: ["perfume", "cologne", "fragrance"] },
  silk: { contains: ["silk"], words: ["silk"] },
  feathers: { contains: ["down"], words: ["feather"] },
  "down feathers": { contains: ["down"], words: ["feather"] },
  beeswax: { contains: ["beeswax"], words: ["beeswax"] },
  "harsh skincare": ACTIVES,
  "harsh products": ACTIVES,
  actives: ACTIVES,
  "strong actives": ACTIVES,
  acids: ACTIVES,
  exfoliants: ACTIVES,
  retinol: ACTIVES,
  // Large print is reading too: a magazine subscription for someone who can no longer read print.
  books: BOOKS,
  book: BOOKS,
  // "She's got a Kindle now and gave away all her paperbacks": no book on paper (a Kindle card is still welcome).
  paperbacks: PAPER_BOOKS,
  paperback: PAPER_BOOKS,
  hardcovers: PAPER_BOOKS,
  "physical books": PAPER_BOOKS,
  "print books": PAPER_BOOKS,
  "paper books": PAPER_BOOKS,
  novels: { is: ["book"] },
  reading: { is: ["book"] },
  // A countertop appliance already owned ("already owns an Instant Pot"): not a second one.
  "instant pot": { words: ["instant pot"] },
  "air fryer": { words: ["air fryer"] },
  "stand mixer": { words: ["stand mixer"] },
  kitchenaid: { words: ["kitchenaid"] },
  keurig: { words: ["keurig"] },
  nespresso: { words: ["nespresso"] },
  // "More lenses than he knows what to do with, so not a lens": lenses, not his camera bag or a tripod.
  ...allMean(["lens", "lenses", "camera lens", "camera lenses", "another lens"], { words: ["lens", "lenses"] }),
  // "No more LEGO sets, their house is drowning in them": every LEGO box and LEGO-made kit, whatever its theme.
  ...allMean(["lego", "legos", "lego sets", "lego set", "lego stuff", "lego kits", "more lego"], { words: ["lego"] }),
  vitamix: { words: ["vitamix"] },
  "crock pot": { words: ["crock pot", "crock-pot"] },
  "slow cooker": { words: ["slow cooker"] },
  // Eyes that no longer read print: no books and nothing made for holding, lighting or marking one.
  "print reading": { is: ["book"], words: ["reading", "book", "books", "bookmark", "bookmarks", "barnes"] },
  // "Not a reader at all though", "she's never been a reader": no books, and no magazine or audiobook either.
  reader: { is: ["book"], words: ["large print", "magazine", "audiobook", "audible"] },
  // "Already has a nice board and pieces": a chess player's own set.
  "board and pieces": { words: ["chess set", "chessboard", "chess board"] },
  "chess set": { words: ["chess set", "chessboard", "chess board"] },
  screens: SCREEN,
  "salty rubs": SALTY,
  "salty food": SALTY,
  "salty snacks": SALTY,
  "high sodium food": SALTY,
  screen: SCREEN,
  app: APPS,
  apps: APPS,
  "grill gadget": GRILL_TOOLS,
  "grill gadgets": GRILL_TOOLS,
  "grill tools": GRILL_TOOLS,
  "grilling tools": GRILL_TOOLS,
  "grill accessories": GRILL_TOOLS,
  "bbq tools": GRILL_TOOLS,
  "bbq gadgets": GRILL_TOOLS,
  // "Already has every rub and bbq sauce imaginable": the spice rubs, said in one word.
  ...allMean(["rub", "rubs", "dry rub", "dry rubs", "bbq rub", "bbq rubs", "spice rubs"], { words: ["rub", "rubs"] }),
  camera: CAMERAS,
  cameras: CAMERAS,
  // "No camera gear", "burnt out on photography": everything a shoot takes, not only a body.
  // "No grabbers": the reaching aid, not every tool.
  ...allMean(["grabber", "grabbers", "grabber tool", "grabber tools", "reacher", "reachers"], GRABBERS),
  // "Our office is mixed so I'd rather keep it not christmassy": nothing made for Christmas.
  ...allMean(["christmassy", "christmasy", "christmas", "christmas themed", "xmas"], CHRISTMAS_THINGS),
  // Perfume kept free of alcohol, as many Muslims keep it: perfume oils, no eau de parfum or cologne.
  ...allMean(["alcohol-based perfume", "alcohol based perfume", "alcohol-based perfumes", "perfume with alcohol"], SPRAYED_PERFUME),
  // "Already has a Garmin": its GPS head unit or watch, whoever makes the next one, not the rest of what Garmin sells.
  garmin: { words: ["bike computer", "cycling computer", "gps watch", "running watch", "gps bike computer"] },
  "senior products": FOR_THE_OLD,
  "elderly products": FOR_THE_OLD,
  oven: NO_OVEN,
  barware: BARWARE,
  "bar tools": BARWARE,
  "bar stuff": BARWARE,
  "bar accessories": BARWARE,
  "stocked bar": BARWARE,
  "home bar": BARWARE,
  "camera bag": CAMERA_BAGS,
  "camera bags": CAMERA_BAGS,
  "camera backpacks": CAMERA_BAGS,
  "camera gear": PHOTO_GEAR,
  "camera equipment": PHOTO_GEAR,
  "camera stuff": PHOTO_GEAR,
  "camera things": PHOTO_GEAR,
  photography: PHOTO_GEAR,
  "camera body": CAMERAS,
  "canon body": CAMERAS,
  "nikon body": CAMERAS,
  "sony body": CAMERAS,
  dslr: CAMERAS,
  tongs: TONGS,
  thermometer: THERMOMETERS,
  thermometers: THERMOMETERS,
  "meat thermometer": THERMOMETERS,
  tv: TV,
  television: TV,
  "daytime tv": TV,
  "reality tv": TV,
  "tv shows": TV,
  "watching tv": TV,
  "screen time": SCREEN,
  // The screen a child is to be kept off: "trying to keep him off the iPad".
  ipad: SCREEN,
  ipads: SCREEN,
  tablet: SCREEN,
  tablets: SCREEN,
  xbox: SCREEN,
  playstation: SCREEN,
  // One console's games, said of a console they own and leave alone ("has a PS5 he barely touches"): that
  // console's games and cards, not a PC gamer's mouse or a Steam card.
  "playstation games": PLAYSTATION_GAMES,
  "ps5 games": PLAYSTATION_GAMES,
  "ps4 games": PLAYSTATION_GAMES,
  "xbox games": { words: ["xbox"] },
  // "Consoles are for casuals", from a PC gamer: the consoles and their controllers and games, not his Steam card.
  consoles: CONSOLES,
  console: CONSOLES,
  "game consoles": CONSOLES,
  "console accessories": CONSOLES,
  "console games": CONSOLES,
  "switch games": NINTENDO_GAMES,
  "nintendo games": NINTENDO_GAMES,
  // A parent's "no screens or electronics" for a child means nothing that runs on batteries either (a light-up pad).
  electronics: { is: ["screen", "gadget", "video-game"], words: BATTERIES.words },
  gadgets: TECH,
  tech: TECH,
  // "They don't allow anything with cords" (an inpatient unit): nothing that plugs in or charges.
  cords: { ...TECH, words: ["cord", "cable", "charger", "charging"] },
  // "She can't work anything with more than one button, so nothing techy please".
  techy: TECH,
  "complicated technology": TECH,
  technology: { is: ["gadget", "screen"] },
  // Said in full, so that "games" in them is not read as "gaming" (the stems agree).
  "board games": { words: ["board game"] },
  "card games": { words: ["card game"] },
  "video games": VIDEO_GAMES,
  gaming: VIDEO_GAMES,
  // "He's honestly not a gamer".
  gamer: VIDEO_GAMES,
  gamers: VIDEO_GAMES,
  // "Nothing music themed, every student gives her a treble clef mug": the instruments' things too.
  music: { words: ["music", "musical", "piano", "guitar", "violin", "treble clef", "songbook"] },
  flowers: { is: ["flowers"], words: ["bouquet", "roses"] },
  // "Hates anything that looks like a parent picked it": the safety gear a parent buys, not the board or the strings.
  "parent picks": { words: ["helmet", "pad set", "knee pads", "elbow pads", "wrist pads", "wrist guards", "safety gear"] },
  // "Allergic to pollen, so no cut flowers": anything that blooms, seed bombs of wildflowers too.
  ...allMean(["pollen", "pollen allergy", "hay fever", "allergic to pollen"], {
    is: ["flowers"],
    words: ["bouquet", "roses", "wildflower", "wildflowers", "seed bomb", "seed bombs", "flower seeds"],
  }),
  bouquet: { is: ["flowers"] },
  chocolate: { is: ["chocolate"], words: ["chocolate", "truffles", "cocoa"] },
  clothes: CLOTHING,
  // "They got tons of baby clothes at the shower": the baby's clothes, not every thing for the baby.
  "baby clothes": CLOTHING,
  "baby clothing": CLOTHING,
  "baby outfits": CLOTHING,
  onesies: CLOTHING,
  clothing: CLOTHING,
  apparel: CLOTHING,
  "protein powder": SUPPLEMENTS,
  supplements: SUPPLEMENTS,
  bulky: BULKY,
  // "Her apartment is tiny so nothing large" ("big" and "huge" are read in bulkyOfAKind: they are stop words).
  large: BULKY,
  oversized: BULKY,
  // "On the 4th floor with no elevator so nothing big or heavy": what is hard to carry up is what takes room.
  heavy: BULKY,
  "heavy items": BULKY,
  "heavy things": BULKY,
  // "Owns every tool you can think of": the tools themselves; "baking tools" narrows them to a topic.
  tools: TOOLS,
  tool: TOOLS,
  // "They already have everything for the house": the linens, towels and decor of a home.
  "household basics": HOUSEHOLD,
  "home basics": HOUSEHOLD,
  "things for the house": HOUSEHOLD,
  // "Can't kneel anymore": the tools for work at ground level.
  "kneeling tools": KNEELING,
  ...allMean(["high impact exercise", "high-impact exercise", "high impact workouts"], { words: HARD_ON_KNEES_WORDS }),
  kneeling: KNEELING,
  "takes up space": SPACE_TAKING,
  // "No knick-knacks or anything that takes up space" in a tiny assisted living flat.
  "that takes up space": SPACE_TAKING,
  "takes up room": SPACE_TAKING,
  // "No watches, he has three": "watch" in a name is read only as the word itself, so both forms are named, and a
  // fitness band worn on the wrist is one more watch to him.
  watches: WATCHES,
  watch: WATCHES,
  jewelry: { is: ["jewelry"] },
  // "Every parent gives him Starbucks cards": the shop's own card, not every coffee.
  starbucks: { words: ["starbucks"] },
  "starbucks cards": { words: ["starbucks"] },
  "starbucks gift cards": { words: ["starbucks"] },
  // "He always has a huge water bottle with him": bottles to carry, by name or by maker.
  // A hot-water bottle for the office that is freezing is no bottle to drink from.
  ...allMean(["water bottle", "water bottles", "hydration bottle"], {
    words: ["water bottle", "hydro flask", "nalgene", "owala", "hidratespark", "quencher", "chug cap", "insulated bottle"],
    unless: ["hot water bottle"],
  }),
  // "He already has a good shaker bottle and a gym bag": a duffle is that bag by another name, so its tag says it.
  ...allMean(["gym bag", "gym bags", "gym duffle", "gym duffel"], { words: ["gym bag"] }),
  // "Her boyfriend already got her new luggage for it": no bag to pack for the trip either.
  luggage: LUGGAGE,
  suitcase: LUGGAGE,
  suitcases: LUGGAGE,
  jewellery: { is: ["jewelry"] },
  // "On a strict diet, so no food": a restaurant or a coffee-shop card is food too.
  food: FOOD,
  // Food made where nuts may be about, for a severe allergy: every food item, though a restaurant card is safe.
  "packaged food": { is: ["food"] },
  edible: EDIBLE,
  edibles: EDIBLE,
  // "Something that actually helps instead of more casseroles": a grieving house has food enough, though a delivery
  // card that takes a meal off their hands is help.
  // "2,000 records and impossible to buy for": no album on vinyl, whatever its name says. (A turntable given away
  // takes its crates and cleaners too: "turntable gear".)
  vinyl: VINYL,
  "vinyl records": VINYL,
  "vinyl record": VINYL,
  records: VINYL,
  record: VINYL,
  lps: VINYL,
  vise: { words: ["vise"] },
  "digging tools": {
    words: ["trowel", "hori hori", "weeding knife", "spade", "shovel", "cultivator", "transplanter", "garden tool set", "hand tools"],
  },
  // "Bitte kein Geschirr mehr": crockery of every kind, a tea lover's cups and pots too.
  ...allMean(["dishes", "crockery", "dishware", "tableware"], {
    words: ["teapot", "tea set", "tea for one", "cup", "mug", "plate", "saucer", "dinnerware", "tableware", "serving bowl"],
  }),
  // Shelves of sheet music had: more scores, not a ban on music itself (her Chopin on CD, a page turner).
  "sheet music": { words: ["sheet music", "songbook", "urtext", "real book", "fake book"] },
  // "Owns every violin accessory already": the rosin, the rest, the mute and the strings, not the music she plays.
  ...allMean(["violin accessory", "violin accessories", "violin gear"], {
    words: ["rosin", "shoulder rest", "violin string", "violin mute", "violin case", "chinrest"],
  }),
  // The care kit owned, not the records: "has a turntable, speakers and a record cleaning kit".
  "record cleaning kit": RECORD_CARE,
  "record cleaner": RECORD_CARE,
  casseroles: CASSEROLES,
  casserole: CASSEROLES,
  // "Her apartment only has a shower, no tub": nothing for a bath (a bath pillow, a caddy tray, bath salts).
  // "Already has a white noise machine she swears by": no other sound machine either.
  "white noise machine": WHITE_NOISE,
  "sound machine": WHITE_NOISE,
  tub: BATHS,
  bathtub: BATHS,
  bath: BATHS,
  baths: BATHS,
  candles: { is: ["candle"], words: ["candle"] },
  candle: { is: ["candle"], words: ["candle"] },
  plants: PLANTS,
  houseplants: PLANTS,
  // "Already has plenty of gloves and pots": empty pots and planters, and a kit of pots to sow; a plant that comes in
  // its own pot is still a plant.
  // "Plenty of pots and pans": the cookware, not a cook's herb garden.
  "pots and pans": { words: ["pan", "skillet", "dutch oven", "saucepan", "cookware"] },
  ...allMean(["pots", "plant pots", "flower pots", "planters", "pots and planters", "garden pots", "terracotta pots"], {
    words: ["self watering", "wall planter", "herb garden", "grow kit"],
  }),
  toys: { is: ["toy"] },
  // "No stuffed animals, she has a mountain of them": plush toys, not animal products.
  // "Already has a Breville she loves, so no machine": no coffee maker either.
  machine: MACHINES,
  machines: MACHINES,
  "coffee machine": COFFEE_MACHINES,
  "coffee machines": COFFEE_MACHINES,
  "coffee maker": BREWERS,
  // "Do NOT suggest a beer making kit": the kit, not every drink (he brews beer, and loves it).
  "beer making kit": HOMEBREW_KITS,
  "beer kit": HOMEBREW_KITS,
  "brewing kit": HOMEBREW_KITS,
  "homebrew kit": HOMEBREW_KITS,
  "coffee makers": BREWERS,
  // "Nothing messy though, new carpet": dig bricks, slime, glitter and growing crystals.
  messy: MESSY,
  mess: MESSY,
  // "Messy toys": the slime and the glitter, not every toy.
  "messy toys": MESSY,
  figures: FIGURES,
  figurines: FIGURES,
  figurine: FIGURES,
  "action figures": FIGURES,
  "stuffed animals": PLUSH,
  "stuffed animal": PLUSH,
  stuffies: PLUSH,
  plushies: PLUSH,
  plush: PLUSH,
  "plush toys": PLUSH,
  "soft toys": PLUSH,
  "cuddly toys": PLUSH,
  "teddy bears": PLUSH,
  // Hands or eyes that cannot work small buttons: no gadget but one made with big ones (a radio with a big dial).
  "small buttons": SMALL_BUTTONS,
  "tiny buttons": SMALL_BUTTONS,
  // "Her parents are avoiding plastic toys": wooden ones are what they want instead.
  "plastic toys": { is: ["toy"], unless: NOT_PLASTIC },
  // A baby bathtub is moulded plastic, for parents who want "nothing plastic" as much as a toy is.
  plastic: { is: ["toy"], words: ["plastic", "bathtub"], unless: NOT_PLASTIC },
  // "No room for big toys": what needs a corner of its own, not a board book or a rattle.
  "big toys": SPACE_TAKING,
  "large toys": SPACE_TAKING,
  // "No noisy toys", "nothing with batteries": the toys that make the noise or need the batteries, not every toy.
  "noisy toys": NOISY,
  "loud toys": NOISY,
  noisy: NOISY,
  loud: NOISY,
  "loud instruments": LOUD_INSTRUMENTS,
  gross: CRUDE,
  crude: CRUDE,
  rude: CRUDE,
  vulgar: CRUDE,
  raunchy: CRUDE,
  nsfw: CRUDE,
  "inappropriate humor": CRUDE,
  offensive: CRUDE,
  tasteless: CRUDE,
  inappropriate: CRUDE,
  // "A dermatologist who gets more skincare samples than she could ever use".
  skincare: SKINCARE,
  "skin care": SKINCARE,
  "skincare samples": SKINCARE,
  "skincare products": SKINCARE,
  // "She never wears silver": the metal, whatever the piece.
  silver: SILVER,
  nickel: NICKEL,
  "silver jewelry": SILVER,
  gold: GOLD,
  "gold jewelry": GOLD,
  florals: FLORAL_SCENTS,
  floral: FLORAL_SCENTS,
  "strong florals": FLORAL_SCENTS,
  "floral scents": FLORAL_SCENTS,
  ...allMean(
    [
      "vanilla",
      "sweet vanilla",
      "vanilla scents",
      "vanilla candles",
      "sweet scents",
      "sweet vanilla scents",
      "sweet candles",
      "sugary scents",
      "sweet smells",
    ],
    SWEET_SCENTS,
  ),
  "floral perfume": FLORAL_SCENTS,
  "floral perfumes": FLORAL_SCENTS,
  "noisy instruments": LOUD_INSTRUMENTS,
  "loud music": LOUD_INSTRUMENTS,
  "battery toys": BATTERIES,
  "battery powered toys": BATTERIES,
  "battery operated toys": BATTERIES,
  "electronic toys": BATTERIES,
  "battery powered": BATTERIES,
  "battery operated": BATTERIES,
  batteries: BATTERIES,
  // "Nothing that plugs in or charges", "anything that needs charging ends up in a drawer": a thing with a battery.
  charging: BATTERIES,
  "needs charging": BATTERIES,
  "charging cable": BATTERIES,
  charges: BATTERIES,
  "plugs in": BATTERIES,
  experiences: { is: ["experience"] },
  tickets: { is: ["experience"] },
  subscriptions: { is: ["subscription"] },
  subscription: { is: ["subscription"] },
  makeup: { is: ["cosmetics"] },
  cosmetics: { is: ["cosmetics"] },
  decor: { is: ["decor"] },
  // "Sick of getting baby stuff, something just for her": nothing for the baby or about raising one.
  baby: BABY_THINGS,
  "baby stuff": BABY_THINGS,
  "baby things": BABY_THINGS,
  "baby items": BABY_THINGS,
  "baby gifts": BABY_THINGS,
  // "Please no more stuff for the baby": the baby's things, not every thing to keep.
  "stuff for baby": BABY_THINGS,
  "stuff for the baby": BABY_THINGS,
  "things for the baby": BABY_THINGS,
  "things for baby": BABY_THINGS,
  // A player's spares he has a drawer full of: "please not another strap or picks".
  strap: { words: ["strap", "straps"] },
  straps: { words: ["strap", "straps"] },
  "guitar strap": { words: ["strap", "straps"] },
  "guitar straps": { words: ["strap", "straps"] },
  picks: { words: ["picks", "pick"], unless: ["pickleball", "pickup", "toothpick"] },
  "guitar picks": { words: ["picks", "pick"], unless: ["pickleball", "pickup", "toothpick"] },
  airports: AIRPORTS,
  airport: AIRPORTS,
  ...allMean(
    [
      "fridge",
      "a fridge",
      "needs a fridge",
      "that needs a fridge",
      "refrigeration",
      "needs refrigeration",
      "food that needs refrigeration",
      "perishable",
      "perishables",
      "perishable food",
      "anything perishable",
    ],
    PERISHABLE,
  ),
  // "Already has a Kindle", "moved everything to her Kindle": the reader itself, not a cover or a Kindle Unlimited card.
  ...allMean(["kindle", "kindles", "e-reader", "e-readers", "ereader", "ereaders"], {
    words: ["ereader", "e reader", "kindle"],
    unless: ["cover", "case", "unlimited", "gift card"],
  }),
  // "Already has a nice Dobsonian": a telescope, not the magazine or the atlas named after one.
  ...allMean(["telescope", "telescopes"], { words: ["telescope"], unless: ["magazine", "atlas", "subscription"] }),
  // Clutter is what sits on a shelf: decor, and a plush or a figure.
  // A one-trick kitchen machine is clutter too in "a tiny studio, and he hates clutter"; so is a set of six cups for
  // a grandmother who moved into one small room.
  clutter: {
    is: ["decor", "toy"],
    words: ["waffle maker", "popcorn maker", "egg cooker", "donut maker", "quesadilla maker", "tea set", "gongfu", "fondue set"],
  },
  // "Hates anything that needs dusting": what sits out on a shelf, as clutter does.
  ...allMean(
    ["that needs dusting", "needs dusting", "need dusting", "that need dusting", "dust collectors", "dust catchers", "collects dust"],
    { is: ["decor", "toy"] },
  ),
  // "Nothing monogrammed, they'd never use it": a name, initials or a call sign made into the thing. A "personal
  // finance" book shares the stem, not the meaning.
  ...allMean(["personalized", "personalised", "personalized items", "personalized gifts", "monogrammed", "monogrammed items", "monogram"], {
    words: ["personalized", "personalised", "monogrammed"],
    unless: ["finance"],
  }),
  // The stem is the same, the topic is money.
  "personal finance": { words: ["personal finance"] },
  // "Nothing with a gas engine, he's done with those": the engine, not every tool.
  ...allMean(["gas-powered tools", "gas powered tools", "gas tools", "gas engine", "gas engines", "gas-powered", "gas powered"], {
    words: ["gas powered", "gas engine", "gasoline", "2 cycle", "4 cycle"],
  }),
  knickknacks: { is: ["decor"] },
  "knick-knacks": { is: ["decor"] },
  // "Nothing fragile, it's going by post": glass, ceramics, a candle in its jar, a plant, flowers.
  fragile: FRAGILE,
  breakable: FRAGILE,
  // "They don't want more stuff in the house": no objects to keep, so experiences, treats and subscriptions.
  stuff: NO_MORE_THINGS,
  "stuff in house": NO_MORE_THINGS,
  // "Consumables only": anything that is not used up.
  "non-consumable": NO_MORE_THINGS,
  "non consumable": NO_MORE_THINGS,
  nonconsumable: NO_MORE_THINGS,
  "non-consumables": NO_MORE_THINGS,
  // "Consumables only, no trinkets": small things that sit on a shelf.
  trinkets: { is: ["decor", "toy"], words: ["keychain", "figurine"] },
  // "No physical gifts", "no material things": what is left once "gifts" or "things" is read off.
  physical: NO_MORE_THINGS,
  material: NO_MORE_THINGS,
  possessions: NO_MORE_THINGS,
  // "She can't write letters anymore": nothing to write with or on.
  // Wisdom teeth out, or a jaw wired: popcorn, jerky and chewy candy wait.
  "chewy food": { words: ["popcorn", "jerky", "chewy", "caramel", "taffy", "brittle", "nuts", "pretzels", "beef sticks", "chips"] },
  stationery: WRITING,
  writing: WRITING,
  kitchenware: { is: ["kitchenware"] },
  kitchen: KITCHEN,
  // "Owns every kitchen gadget known to man": no more gear, but the cook still cooks (spices, oils, a class).
  "kitchen gadgets": KITCHEN_GEAR,
  "kitchen gadget": KITCHEN_GEAR,
  "kitchen tools": KITCHEN_GEAR,
  "kitchen gear": KITCHEN_GEAR,
  "kitchen appliances": KITCHEN_GEAR,
  // "They specifically said no appliances": the machines for a counter, not a love of cooking.
  appliances: APPLIANCES,
  appliance: APPLIANCES,
  // "She already has a Dutch oven, and I got her a banneton last year": those, not every bread thing.
  "dutch oven": { words: ["dutch oven", "combo cooker", "cocotte", "bread cloche"] },
  // "Can't lift her arms over her head" after surgery: what is pulled on over the head.
  pullovers: PULLOVERS,
  "over-the-head clothing": PULLOVERS,
  // "Already has a milk pitcher": the frothing and steaming pitchers a home barista pours with.
  "milk pitcher": { words: ["milk pitcher", "frothing pitcher", "steaming pitcher", "milk jug"] },
  banneton: BANNETONS,
  "banneton basket": BANNETONS,
  "proofing basket": BANNETONS,
  "proofing baskets": BANNETONS,
  "kitchen utensils": KITCHEN_GEAR,
  "cooking gadgets": KITCHEN_GEAR,
  cookware: KITCHEN,
  cooking: KITCHEN,
  // "Doesn't cook", "never cooks", "can't cook": no pans, gadgets or cookbooks.
  cook: KITCHEN,
  cooks: KITCHEN,
  // "Hates anything 'wine mom' themed": the joke glasses and signs, and the wine they joke about.
  "wine mom": { words: ["wine"] },
  // "Gave up on bird feeders because the squirrels kept wrecking them": every feeder, hummingbird and suet too.
  "bird feeders": { words: ["feeder", "feeders"] },
  // "Ditched her Stanley for an Owala": the tumbler and the things made for it.
  stanley: { words: ["stanley"] },
  // "Already tried a white noise app": the machines that make the same sound.
  "white noise": WHITE_NOISE,
  "white noise app": WHITE_NOISE,
  // "Does pour-over at his desk every single morning": a dripper he has; a kettle or a scale may still be welcome.
  "pour-over dripper": { words: ["dripper", "v60", "chemex", "kalita", "pour over kit", "pour over starter"] },
  // "Has a nice grinder and pour-over setup already": the brewer, the dripper and its kettle.
  "pour-over setup": POUR_OVER,
  "pour over setup": POUR_OVER,
  "pour-over": POUR_OVER,
  "kitchen scale": SCALES,
  "food scale": SCALES,
  mugs: { is: ["mug"], words: ["mug", "tumbler"] },
  // "He has like 8 of them, he does NOT need another keyboard": the boards, not keycaps or a switch tester for them.
  keyboards: KEYBOARDS,
  keyboard: KEYBOARDS,
  mug: { is: ["mug"], words: ["mug", "tumbler"] },
};

/** One `avoid` phrase, resolved: the attributes it rules out and the words that mark such items. */
export interface AvoidConstraint {
  readonly phrase: string;
  readonly contains: ReadonlySet<ItemContent>;
  readonly is: ReadonlySet<ItemKind>;
  /** Stemmed word sequences; an item whose name or tags hold one of them is ruled out. */
  readonly words: readonly string[];
  /** Whether the phrase is in the vocabulary (otherwise only its own words are matched). */
  readonly known: boolean;
  /** Only what is used up or done is welcome ("no more stuff"): every thing to keep is ruled out. */
  readonly usedUpOnly?: boolean;
  /**
   * A topic's stems that narrow the rest ("golf" in "golf gadgets"): only an item whose name or tags hold them is
   * ruled out, so a golfer with every golf gadget still gets a rotary tool for his woodshop.
   */
  readonly within?: string;
  /** Stems in an item's name or tags that spare it from the rest of the constraint ("wooden" from "plastic toys"). */
  readonly unless?: readonly string[];
  /** Kinds of thing to keep that `usedUpOnly` still welcomes ("cycling gear" spares a cycling book). */
  readonly spares?: ReadonlySet<ItemKind>;
  /** Only the spared kinds stay, and no book to do it by ("knitting gear and lessons": she can no longer knit). */
  readonly sparedOnly?: boolean;
  /** A way time is spent ("screens"): its words hold beside a love it shares a kind with (coding, Minecraft). */
  readonly medium?: boolean;
}

/** Books that are filled in until they are done: a crossword omnibus, a sudoku book, a colouring book. */
const FILLED_IN = ["puzzles", "coloring"];

/**
 * Whether an item is used up or done, nothing to keep: "nothing that'll clutter" a rehab room still welcomes the
 * crossword book its solver will fill in, and a gift card, which is spent.
 */
export function isUsedUpOrDone(item: Pick<CatalogItem, "is" | "tags">): boolean {
  return (
    item.is.some((kind) => USED_UP_KINDS.has(kind)) ||
    (item.is.includes("book") && item.tags.some((tag) => FILLED_IN.includes(tag))) ||
    (item.is.length === 0 && item.tags.includes("gift-card"))
  );
}

/** Books to do it by, no reading about it: a beginner's guide, sheet music (the catalog's tags for them). */
const TO_DO_IT: ReadonlySet<string> = new Set(["beginner", "sheet-music"]);

/** Whether an item stays welcome under `usedUpOnly`: used up or done, or spared ("cycling gear" spares books). */
export function welcomeItemWhenUsedUpOnly(item: Pick<CatalogItem, "is" | "tags">, constraint: AvoidConstraint): boolean {
  // "No fishing gear, he owns every rod": an Orvis card buys more of the gear, though a card is used up.
  if (constraint.within !== undefined && item.is.length === 0 && item.tags.includes("gift-card")) return false;
  if (constraint.sparedOnly)
    return !item.tags.some((tag) => TO_DO_IT.has(tag)) && item.is.some((kind) => constraint.spares?.has(kind) === true);
  return isUsedUpOrDone(item) || item.is.some((kind) => constraint.spares?.has(kind) === true);
}

/** What is used up or done: treats, drinks, an outing, a subscription, a candle, flowers, bath things. */
const USED_UP_KINDS: ReadonlySet<ItemKind> = new Set([
  "food",
  "drink",
  "chocolate",
  "candy",
  "experience",
  "subscription",
  "cosmetics",
  "candle",
  "flowers",
]);

const rules = new PhraseTable<AvoidRule>();
// Words whose stem is another rule's and whose sense is not: "fishing tackle" is gear, no fish to eat.
for (const word of ["fishing", "fisherman"]) rules.guard(word);
for (const [phrase, rule] of Object.entries(AVOID_PHRASES)) rules.add(phrase, rule);
const LEAD = /^(?:no|not|any|another|more|no more|nothing|too many|too much|enough|avoid|without|please|new|every)\s+/i;
/** "Cat stuff", "dog-themed gifts", "a no-screens rule": the kind of thing is the word before. */
/** How long it is off the table, which is no part of what: "running for 6 months", "alcohol right now". */
const FOR_A_WHILE =
  /\s+(?:for\s+(?:the\s+next\s+)?(?:a\s+(?:few\s+|couple\s+(?:of\s+)?)?|\d+\s+|a\s+while|now|now\s+)?(?:days?|weeks?|months?|years?|while|now)?|right\s+now|anymore|any\s+more|at\s+the\s+moment|until\s+[a-z]+)$/i;
const TRAIL =
  /[\s-]+(?:stuff|things|gifts?|items?|merch(?:andise)?|themed|related|rules?|polic(?:y|ies)|person|people|guy|gal|girl|(?:that\s+|which\s+)?(?:he|she|they)\s+already\s+(?:has|have|owns|own))$/i;

function stemSequence(text: string): string {
  return words(text).stems.join(" ");
}

/**
 * Does the constraint rule out a whole concept ("cat" rules out "cats")? A kind of thing it rules out that is also
 * a concept's name does too: no edible gifts is no love of food to serve.
 */
export function avoidsConcept(constraint: AvoidConstraint, concept: string): boolean {
  return (constraint.is as ReadonlySet<string>).has(concept) || constraint.words.includes(stemSequence(concept.replace(/-/g, " ")));
}

/**
 * A thing as each love's own, where the vocabulary reads the pair so ("coffee scale", "hiking gear", "baking
 * gadgets"): not the love's own word beside one it does not know ("beer serious" is beer).
 */
export function asLovesOwn(thing: string, lovedConcepts: Iterable<string>): AvoidConstraint[] {
  return [...new Set(lovedConcepts)]
    .map((concept) => resolveAvoid(`${concept.replace(/-/g, " ")} ${thing}`))
    .filter((ofLove) => ofLove.known && ofLove.within !== undefined);
}

/** Is the constraint narrowed to that love's things ("camping gear" to camping)? */
export function narrowedToLove(constraint: AvoidConstraint, concept: string): boolean {
  return constraint.within !== undefined && constraint.within === stemSequence(concept.replace(/-/g, " "));
}

/** Every phrase the interest vocabulary knows, as stems: the topics that can narrow a kind of thing. */
const TOPICS: ReadonlySet<string> = new Set(
  Object.entries(CONCEPT_PHRASES).flatMap(([concept, phrases]) => [concept.replace(/-/g, " "), ...phrases].map(stemSequence)),
);

/**
 * "Golf gadgets", "cycling jerseys": a kind of thing narrowed by a topic before it. Only the topic's things of that
 * kind are avoided: not every gadget, and not every golf item either (he still golfs).
 */
function narrowedByTopic(cleaned: string, properNames: ReadonlySet<string>): AvoidConstraint | undefined {
  const said = words(cleaned);
  const first = rules.matchesIn(said)[0];
  if (!first || first.start === 0) return undefined;
  const topic = said.exact.slice(0, first.start).filter((word) => !STOPWORDS.has(word));
  const within = stemSequence(topic.join(" "));
  // "Stephen King books": a name the vocabulary cannot know narrows the kind as a topic does.
  const named = topic.length > 0 && topic.every((word) => properNames.has(word));
  if (topic.length === 0 || !(TOPICS.has(within) || named)) return undefined;
  const kind = resolveKind(said.exact.slice(first.start).join(" "));
  // "Owns every baking tool ever made": the bread knife and the cloche as well as anything named a tool. "Has every
  // baking gadget": a baker's gadgets are her mats, scales and scoops, which the catalog calls kitchenware.
  const is = first.value === TOOLS || first.value === TECH ? new Set([...kind.is, ...TOOL_KINDS]) : kind.is;
  return { ...kind, is, phrase: cleaned, within };
}

export function resolveAvoid(phrase: string): AvoidConstraint {
  // A capital at the start is only the phrase's ("Scented candles"); two in a row are a name ("Stephen King").
  const capitalized = phrase.trim().match(/\b[A-Z][\w'\u2019-]*/g) ?? [];
  const properNames = new Set(
    capitalized.length >= 2 || !/^[A-Z]/.test(phrase.trim()) ? capitalized.map((word) => word.toLowerCase()) : [],
  );
  let cleaned = phrase.trim().toLowerCase();
  if (SAID_OF_THE_OLD.test(cleaned)) return { ...constraintFrom(cleaned.replace(LEAD, ""), [FOR_THE_OLD], []), known: true };
  while (LEAD.test(cleaned)) cleaned = cleaned.replace(LEAD, "");
  // A phrase the vocabulary knows whole, with a rule of its own, keeps its last word: "camera stuff" is everything a
  // shoot takes, "camera" a body; "baby things" are the baby's, as "baby" says.
  while (TRAIL.test(cleaned) && cleaned.replace(TRAIL, "").trim() !== "" && !ownRule(cleaned, cleaned.replace(TRAIL, "")))
    cleaned = cleaned.replace(TRAIL, "");
  cleaned = cleaned.replace(FOR_A_WHILE, "").trim() || cleaned;
  // "Toys with lots of small pieces": the pieces are what is ruled out, not every toy.
  const part = PART_OF_A_KIND.exec(cleaned)?.[1];
  if (part !== undefined && rules.findIn(part).size > 0) return { ...resolveAvoid(part), phrase: cleaned };
  return (
    coffeeItself(cleaned) ??
    practiceGone(cleaned) ??
    forBeginners(cleaned) ??
    bulkyOfAKind(cleaned) ??
    drinksThings(cleaned) ??
    loveGear(cleaned) ??
    narrowedByTopic(cleaned, properNames) ??
    resolveKind(cleaned)
  );
}

/** "Old person products", "stuff for old people", "products that look like they're for the elderly". */
const SAID_OF_THE_OLD = /\b(?:old|elderly)\s+(?:person|people|folks?|lady|ladies|man|men)\b|\bfor\s+(?:the\s+)?(?:old|elderly)\b/;

/** A kind of thing said with what it has: "toys with lots of small pieces", "gifts that have batteries". */
const PART_OF_A_KIND = /^(?:toys?|gifts?|things?|stuff|items?|anything|something)\s+(?:with|that\s+(?:has|have|need|needs))\s+(.+)$/;

/** Whether a whole phrase has a rule other than the one its shorter form has. */
function ownRule(whole: string, shorter: string): boolean {
  return whole in AVOID_PHRASES && AVOID_PHRASES[whole] !== AVOID_PHRASES[shorter];
}

/** "Wine aerators", "a coffee scale", "novelty wine stuff": things made for a drink, not the drink itself. */
const DRINKS_THINGS =
  /^(novelty\s+)?(wine|beer|whiskey|whisky|bourbon|cocktail|bar|coffee|espresso|tea)(?:\s+(aerators?|charms?|accessories|gadgets?|tools?|openers?|stoppers?|glasses|racks?|scales?|kettles?|grinders?|tampers?|pitchers?|fridges?|coolers?|cellars?|chillers?|decanters?|corkscrews?|sets?|strainers?|infusers?|pots?|cups?|services?|roasters?|machines?|makers?|brewers?|presses|stuff|gifts?|merch|decor|signs?|socks))?$/;
/** Novelties made of a drink: a "wine o'clock" sign, wine socks, a joke glass, a charm. */
const DRINK_NOVELTIES = [...(GAG_GIFTS.words ?? []), "funny", "sign", "socks", "charm"];

/** A sommelier who wants "no novelty wine stuff, no aerators or wine charms" still drinks wine; a coffee snob with a scale still drinks coffee. */
function drinksThings(cleaned: string): AvoidConstraint | undefined {
  // A phrase with a rule of its own ("coffee grinder", "coffee gadgets") keeps it.
  const match = cleaned in AVOID_PHRASES ? null : DRINKS_THINGS.exec(cleaned);
  const [, novelty, drink = "", thing] = match ?? [];
  if (!match || (novelty === undefined && thing === undefined)) return undefined;
  const trinkets = novelty !== undefined || /^(?:stuff|gifts?|merch|decor|signs?|socks)$/.test(thing ?? "");
  const named = trinkets ? DRINK_NOVELTIES.map(stemSequence) : [stemSequence(thing ?? "")];
  return { ...constraintFrom(cleaned, [], named), known: true, within: stemSequence(drink) };
}

/** "No bags of coffee", "coffee beans": the coffee itself, to drink. */
const COFFEE_ITSELF =
  /^(?:(?:bags?|pounds?|lbs?)\s+(?:of\s+)?(?:coffee|beans|coffee\s+beans)|(?:whole[\s-]bean\s+|ground\s+|bagged\s+)?coffee\s+(?:beans|bags?)|(?:whole[\s-]bean|ground|bagged)\s+coffee)$/;
const DRINK_SUPPLIES: AvoidRule = { is: ["drink", "food", "subscription"] };

/** "Not coffee itself", "not beer itself": the drink, for someone who roasts or brews it, and nothing else of its love. */
const THE_DRINK_ITSELF = /^(coffee|tea|beer|wine|whiskey|whisky|bourbon|cider|mead)\s+itself$/;

/**
 * A home roaster who wants "no bags of coffee" still pulls shots: the beans and the subscriptions, not the gear. A
 * home brewer's "not beer itself" is no beer to drink, not a life without alcohol.
 */
function coffeeItself(cleaned: string): AvoidConstraint | undefined {
  const drink = THE_DRINK_ITSELF.exec(cleaned)?.[1] ?? (COFFEE_ITSELF.test(cleaned) ? "coffee" : undefined);
  if (drink === undefined) return undefined;
  return { ...constraintFrom(cleaned, [DRINK_SUPPLIES], []), known: true, within: stemSequence(drink) };
}

/**
 * A love no longer done ("knitting gear and lessons", from "can't see the stitches anymore"): of its things only a
 * book or a print about it (and a plant, which other rules weigh), no tools, supplies, lessons or gift card for its shop.
 */
const PAST_PRACTICE: AvoidRule = { usedUpOnly: true, sparedOnly: true, spares: ["book", "decor", "plant"] };
const PRACTICE_GONE = /^(.+?)\s+gear\s+and\s+lessons$/;

function practiceGone(cleaned: string): AvoidConstraint | undefined {
  const love = PRACTICE_GONE.exec(cleaned)?.[1];
  return love === undefined ? undefined : { ...constraintFrom(cleaned, [PAST_PRACTICE], []), within: stemSequence(love) };
}

/**
 * "Bulky kitchen gadgets" for a tiny kitchen: the bulky ones among them (a combo cooker, a stand mixer), not every
 * kitchen thing and every bulky thing besides (a bread lame is neither).
 */
/** "Bulky toys", "large bulky toys", "big, bulky furniture": the bulky ones of a kind, not every one. */
const BULKY_KIND = /^(?:(?:large|big|huge)\s*,?\s+(?:and\s+)?)?bulky\s+(.+)$/;

/** "Nothing big", "no huge things": words the vocabulary skips as filler elsewhere ("a big fan"). */
const BIG_ALONE = /^(?:big|huge)$/;

function bulkyOfAKind(cleaned: string): AvoidConstraint | undefined {
  if (BIG_ALONE.test(cleaned)) return { ...resolveKind("bulky"), phrase: cleaned };
  const kind = BULKY_KIND.exec(cleaned)?.[1];
  if (kind === undefined || cleaned in AVOID_PHRASES || rules.findIn(kind).size === 0) return undefined;
  return { ...resolveKind("bulky"), phrase: cleaned };
}

/** "Beginner photography gear", "nothing beginner-ish", "starter kits": what is made for a beginner, of that love. */
const FOR_BEGINNERS =
  /^(?:beginners?|starter|entry[\s-]level|novice|intro(?:ductory)?)(?:[\s-]+(?:ish|level|friendly))?(?:\s+(.+?))?(?:\s+(?:gear|equipment|stuff|things|items|kits?|sets?|gifts?))?$/;
const MADE_FOR_BEGINNERS = ["beginner", "starter kit", "starter set", "starter pack", "for beginners"];

/** An expert's "nothing beginner-ish": the beginner's things of their love, not the love (a darkroom book stays). */
function forBeginners(cleaned: string): AvoidConstraint | undefined {
  const match = cleaned in AVOID_PHRASES ? null : FOR_BEGINNERS.exec(cleaned);
  if (!match) return undefined;
  const love = match[1] === undefined ? undefined : stemSequence(match[1]);
  const within = love !== undefined && TOPICS.has(love) ? { within: love } : {};
  return { ...constraintFrom(cleaned, [], MADE_FOR_BEGINNERS.map(stemSequence)), known: true, ...within };
}

const GEAR_OF_A_LOVE = /^(.+?)\s+(?:gear|equipment)$/;
const FISHING_GEAR = /^fishing\s+(?:gear|equipment)$/;

/**
 * "More cycling gear", "golf equipment": that love's things to keep (`GEAR`). Gear or equipment alone, and a kind
 * with rules of its own ("coffee gear", "baby gear", "tech gear"), keep their own meaning.
 */
function loveGear(cleaned: string): AvoidConstraint | undefined {
  // Fishing is a tag's topic, not a concept's (its "fish" is a food's rule), so its gear is read here.
  if (FISHING_GEAR.test(cleaned)) return { ...constraintFrom(cleaned, [GEAR], []), within: stemSequence("fishing") };
  const match = GEAR_OF_A_LOVE.exec(cleaned);
  const topic = match?.[1];
  if (topic === undefined || cleaned in AVOID_PHRASES || rules.findIn(topic).size > 0) return undefined;
  const within = stemSequence(topic);
  return TOPICS.has(within) ? { ...constraintFrom(cleaned, [GEAR], []), within } : undefined;
}

/** The phrase by the vocabulary's rules, or by its own words when it names nothing the rules know. */
function resolveKind(cleaned: string): AvoidConstraint {
  const found = rules.findIn(cleaned);
  // "Gross or offensive gag gifts": the crude ones, not every joke ("gag gifts, nothing crude" avoids both).
  if (CRUDE_JOKES.test(cleaned)) for (const jokes of [GAG_GIFTS, JOKE_GIFTS]) found.delete(jokes);
  const own = words(cleaned).exact.filter((word) => !STOPWORDS.has(word));
  // "LEGO Millennium Falcon": a product's last two words name it where the maker's line comes between.
  const named = own.length >= 3 ? [stemSequence(own.slice(-2).join(" "))] : [];
  return constraintFrom(cleaned, [...found], found.size === 0 && own.length > 0 ? [stemSequence(own.join(" ")), ...named] : []);
}

/** Jokes a crude word says the kind of: "gross or offensive gag gifts", "crude jokes". */
const CRUDE_WORD = String.raw`(?:gross|crude|rude|vulgar|raunchy|offensive|tasteless|inappropriate|nsfw)`;
const CRUDE_JOKES = new RegExp(
  String.raw`\b${CRUDE_WORD}(?:\s+(?:or|and|/)\s+${CRUDE_WORD})?\s+(?:gag|joke|jokes|prank|novelty|humou?r)\b`,
);

/** One constraint from the rules a phrase names, plus stemmed words of its own. */
function constraintFrom(phrase: string, found: readonly AvoidRule[], ownWords: readonly string[]): AvoidConstraint {
  const contains = new Set<ItemContent>();
  const is = new Set<ItemKind>();
  const sequences = new Set<string>(ownWords);
  for (const rule of found) {
    for (const content of rule.contains ?? []) contains.add(content);
    for (const kind of rule.is ?? []) is.add(kind);
    for (const word of rule.words ?? []) sequences.add(stemSequence(word));
  }
  const usedUpOnly = found.some((rule) => rule.usedUpOnly === true);
  const sparedOnly = found.some((rule) => rule.sparedOnly === true);
  const medium = found.some((rule) => rule.medium === true);
  const unless = found.flatMap((rule) => (rule.unless ?? []).map(stemSequence));
  const spares = new Set(found.flatMap((rule) => rule.spares ?? []));
  return {
    phrase,
    contains,
    is,
    words: [...sequences].filter((s) => s.length > 0),
    known: found.length > 0,
    ...(usedUpOnly ? { usedUpOnly } : {}),
    ...(sparedOnly ? { sparedOnly } : {}),
    ...(medium ? { medium } : {}),
    ...(unless.length > 0 ? { unless } : {}),
    ...(spares.size > 0 ? { spares } : {}),
  };
}
