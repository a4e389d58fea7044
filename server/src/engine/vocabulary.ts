/**
 * What people say, mapped to what the catalog is tagged with. Each concept lists the phrases that mean it;
 * catalog tags that match a phrase count as that concept, so "tabletop" on a query reaches items tagged
 * "board-games". Phrases are stemmed at start-up, so list the natural form once.
 */
import type { ItemKind, Occasion } from "@gift-finder/shared";

export const CONCEPT_PHRASES: Record<string, readonly string[]> = {
  "board-games": ["board game", "boardgame", "games", "game", "tabletop", "game night", "strategy game", "card game", "meeple", "euro game", "party game", "catan", "family games", "family game"],
  roleplaying: ["dungeons and dragons", "dnd", "d and d", "rpg", "role playing", "tabletop rpg"],
  puzzles: ["puzzle", "jigsaw", "brain teaser", "crossword", "sudoku", "riddle", "brain games"],
  reading: ["book", "books", "reading", "reader", "bookworm", "novel", "novels", "fiction", "literature", "library", "kindle", "ebook", "author", "poetry"],
  romance: ["romance", "romance novels", "love stories"],
  cooking: ["cooking", "cook", "cooks", "chef", "foodie", "recipe", "culinary", "home cook", "cast iron", "italian food", "pasta", "cook together"],
  baking: ["baking", "baker", "bake", "pastry", "bread", "cake", "cookies"],
  sourdough: ["sourdough", "sourdough starter", "sourdough baking", "bread baking"],
  coffee: ["coffee", "barista", "latte", "pour over", "cold brew", "coffee nerd", "coffee lover"],
  espresso: ["espresso", "espresso machine"],
  tea: ["tea", "matcha", "chai", "teapot", "tea lover"],
  wine: ["wine", "sommelier", "vino", "red wine", "champagne", "prosecco"],
  cocktails: ["cocktail", "cocktails", "mixology", "bartender", "cocktail making"],
  whiskey: ["whiskey", "whisky", "bourbon", "scotch"],
  snacks: ["snacks", "snack", "treats", "munchies", "shareable treats"],
  hiking: ["hiking", "hiker", "hike", "hikes", "trail", "trekking", "backpacking", "wandern"],
  camping: ["camping", "camper", "camp", "tent", "wilderness", "campfire"],
  nature: ["nature"],
  running: ["running", "runner", "jogging", "jogger", "started running", "5k", "half marathon"],
  marathon: ["marathon", "marathon running", "marathon training", "training for a marathon"],
  cycling: ["cycling", "cyclist", "bike", "biking", "bicycle", "mountain bike", "road cycling", "road cyclist", "road bike"],
  fitness: ["fitness", "gym", "workout", "exercise", "weightlifting", "athlete", "sporty"],
  yoga: ["yoga", "pilates"],
  wellness: ["wellness", "self care", "pampering", "spa", "massage"],
  relaxation: ["relax", "relaxation", "relaxing", "unwind", "stress relief", "stressed", "stress", "stressed out", "needs to relax", "exhausted", "worn out", "burned out", "burnt out"],
  sleep: ["sleep", "better sleep", "can t sleep", "cannot sleep", "insomnia", "trouble sleeping", "sleeping"],
  "sore-muscles": ["sore muscles", "muscle recovery", "sore"],
  skincare: ["skincare", "skin care", "moisturizer", "serum", "face care"],
  beauty: ["beauty", "beauty products", "pampering herself"],
  grooming: ["grooming", "shaving", "beard"],
  tech: ["tech", "techie", "gadget", "gadgets", "geek", "nerd", "electronics", "computer", "programmer", "developer", "engineer", "coding", "smart home"],
  "video-games": ["gaming", "gamer", "video game", "video games", "videogame", "pc gaming", "console gaming", "console", "esports"],
  music: ["music", "musician", "song", "playlist", "music lover", "musik"],
  audio: ["audiophile", "high end audio", "hifi", "hi fi", "headphones", "speakers", "sound system", "audio"],
  vinyl: ["vinyl", "record player", "records", "turntable"],
  guitar: ["guitar", "guitarist", "gitarre", "plays guitar"],
  photography: ["photography", "photographer", "camera", "photo", "photos", "fotografia", "outdoor photography"],
  art: ["art", "artist", "artsy", "painting", "painter", "drawing", "draw", "sketching", "illustration", "creative", "desenhar", "paint"],
  crafts: ["craft", "crafty", "crafting", "diy", "maker", "sewing", "embroidery"],
  pottery: ["pottery", "ceramics", "clay", "wheel throwing"],
  gardening: ["gardening", "gardener", "garden", "green thumb", "botany", "tuinieren", "jardinage", "her garden", "his garden"],
  plants: ["plant", "plants", "houseplant", "houseplants", "succulent", "indoor plants", "planten", "plant care", "plant parent"],
  flowers: ["flowers", "roses", "bouquet"],
  birds: ["birds", "bird", "birdwatching", "bird watching", "birder", "birding", "watches birds", "bird feeder"],
  travel: ["travel", "traveler", "traveller", "wanderlust", "globetrotter", "trip", "trips", "vacation", "backpacker", "frequent flyer", "passport", "travels", "moving abroad"],
  dogs: ["dog", "dogs", "puppy", "pup", "dog owner", "dog lover", "doggo", "dog mom", "dog dad"],
  cats: ["cat", "cats", "kitten", "cat owner", "cat lover", "feline", "cat loving", "cat mom"],
  pets: ["pet", "pets", "pet owner", "animal lover"],
  fashion: ["fashion", "fashionista", "style", "stylish", "clothes", "accessories", "wristwatch"],
  jewelry: ["jewelry", "jewellery", "earrings", "necklace", "bracelet"],
  home: ["homebody", "home decor", "interior design", "decor", "decorating", "cozy home"],
  "new-home": ["new home", "new house", "first house", "first home", "bought a house", "homeowner", "first apartment", "new apartment", "moved into", "moving into", "just moved", "erste wohnung", "housewarming"],
  "small-space": ["tiny apartment", "small apartment", "studio apartment", "tiny studio", "small space", "small spaces", "tiny studio apartment", "dorm room"],
  cozy: ["cozy", "hygge", "staying warm", "always cold", "gets cold", "warm", "warmth", "keeps warm"],
  "remote-work": ["work from home", "working from home", "wfh", "remote work", "home office", "remote worker"],
  office: ["office", "desk", "stationery", "productivity", "organized", "planner", "new manager"],
  writing: ["writing", "writer", "journal", "journaling", "poet", "calligraphy"],
  baby: ["baby", "newborn", "infant", "new parent", "new parents", "new mom", "new dad", "expecting", "mom to be", "dad to be", "nursery", "new baby", "newborn baby", "having a baby", "twins", "first baby"],
  science: ["science", "scientist", "stem", "chemistry", "physics", "experiments"],
  astronomy: ["astronomy", "stargazing", "telescope", "space", "stars", "planets"],
  history: ["history", "historian", "history buff", "vintage", "antique"],
  golf: ["golf", "golfer", "golfing"],
  basketball: ["basketball"],
  tennis: ["tennis", "pickleball"],
  sports: ["baseball", "hockey", "skiing", "snowboarding", "climbing", "swimming", "surfing"],
  backyard: ["backyard", "back yard", "patio", "big backyard"],
  keys: ["keys", "losing his keys", "losing her keys", "loses keys", "keeping track of keys", "losing keys", "lost keys", "key finder", "lost items", "losing things"],
  experiences: ["experience", "experiences", "class", "workshop", "lesson", "tickets", "memories", "day out", "date night", "shared experience", "do something together"],
  comfort: ["comfort", "comfy", "cozy up"],
};

/**
 * What people say for things the catalog tags but that are too narrow to be an interest of their own (every
 * interest above has ideas at every price; these need not). Keyed by the catalog tag they reach.
 */
export const TAG_PHRASES: Record<string, readonly string[]> = {
  makeup: ["makeup", "make up", "cosmetics", "lipstick", "mascara"],
  "get-well": ["recovering from surgery", "surgery recovery", "after surgery", "surgery", "knee surgery", "comfort while sick", "recovery comfort", "flu", "feeling sick", "under the weather", "in the hospital", "hospital", "krankenhaus"],
  mystery: ["mystery", "mysteries", "crime novels", "crime fiction", "mystery novels", "detective stories", "whodunits", "krimi", "krimis", "thrillers"],
  outdoors: ["outdoors", "outdoorsy", "the outdoors", "outdoor adventures"],
  "business-travel": ["business travel", "travels for work", "work trips", "business trips", "road warrior"],
  ukulele: ["ukulele", "uke"],
  beer: ["beer", "brewing", "homebrew", "ale", "craft beer"],
  mocktails: ["mocktail", "mocktails", "non alcoholic", "alcohol free", "zero proof"],
  chocolate: ["chocolate", "sweets", "candy", "sweet tooth", "dessert"],
  fishing: ["fishing", "angler", "fish", "pescar"],
  "fly-fishing": ["fly fishing", "fly fisherman", "fly tying"],
  meditation: ["meditation", "mindfulness", "zen"],
  "back-pain": ["back pain", "back pain relief", "bad back", "sore back", "backache", "lower back"],
  nintendo: ["nintendo", "nintendo switch", "switch", "mario", "zelda"],
  jazz: ["jazz"],
  dj: ["dj", "djing", "learn to dj", "dj controller", "mixing music"],
  piano: ["piano", "pianist", "keyboard player", "synth"],
  watercolor: ["watercolor", "watercolors", "watercolour", "watercolor painting"],
  knitting: ["knitting", "knitter", "knits", "knit", "crochet", "yarn"],
  woodworking: ["woodworking", "woodworker", "carpentry", "wood carving", "woodwork"],
  herbs: ["herbs", "herb garden"],
  dorm: ["dorm", "college dorm", "dorm life", "college dorm life", "heading to college", "off to college", "dorm room essentials"],
  movies: ["movie", "movies", "film", "films", "cinema", "cinephile", "netflix", "tv", "series", "binge", "watching movies", "movie night", "entertainment", "home entertainment", "entertainment at home"],
  pregnancy: ["pregnancy", "pregnant", "pregnancy comfort", "expecting mom", "mom to be"],
  dinosaurs: ["dinosaur", "dinosaurs", "dino", "dinos", "dinosaurier", "t rex"],
  lego: ["lego", "legos", "building blocks", "building"],
  soccer: ["soccer", "football"],
  grilling: ["grilling", "grill", "grills", "bbq", "barbecue", "grill master", "smoker", "grillt", "backyard grilling"],
  wallet: ["wallet", "lost wallet", "finding lost wallet"],
  // Nursing as a profession; "nursing" alone stays unread (it is as often a nursing pillow).
  nurses: ["nurse", "nurses", "nursing school", "nursing student", "nursing degree", "nursing career", "new nurse", "registered nurse"],
};

/**
 * Concepts that only an item of one of these kinds can serve: "gaming" on a tabletop dice set or a novel about
 * game designers is not a video-game gift. Items without `is` are not restricted.
 */
export const CONCEPT_KINDS: Readonly<Record<string, readonly ItemKind[]>> = {
  "video-games": ["video-game", "screen", "gadget", "subscription"],
  nintendo: ["video-game", "screen", "gadget", "subscription"],
  movies: ["screen", "gadget", "experience", "subscription", "food", "decor", "toy", "clothing"],
};

/**
 * How a reason names a need read from free text: "losing his keys" becomes "keeping track of keys". Concepts
 * not listed are named by the person's own words.
 */
export const NEED_LABELS: Readonly<Record<string, string>> = {
  keys: "keeping track of keys",
  wallet: "keeping track of a wallet",
  sleep: "better sleep",
  "back-pain": "back pain relief",
  "small-space": "a small space",
  "new-home": "a new home",
  cozy: "staying warm",
  relaxation: "relaxing",
  "get-well": "recovery",
  dorm: "college life",
  "remote-work": "working from home",
  marathon: "marathon training",
  baby: "the new baby",
};

/**
 * Phrases that look like interests but are not, read as one unit so their words reach nothing: who the
 * recipient is ("kid", "family"), settings ("at home", "morning"), and word senses that would mislead
 * ("know well" is not wellness, "home sick" is not home decor, "nursing school" is a nurse, not a nursing pillow).
 */
export const SENSE_GUARDS: readonly string[] = [
  "know well", "knows well", "don t know well", "as well", "very well", "well known", "doing well",
  "home sick", "homesick", "at home", "stuck at home", "stay at home", "back home", "home from", "home bound",
  "running late", "running out", "run out",
  "plans to", "planning to", "plans", "wants to", "wants", "needs to",
  "at his desk", "at her desk", "at their desk", "at a desk", "at the desk", "desk all day", "desk job", "desk work",
  "has everything", "have everything", "everything", "anything", "something", "stuff", "things", "gift", "gifts", "present",
  "morning", "weekend", "every weekend", "every week", "night", "day", "work", "job", "at work", "for work", "the office",
  "kid", "kids", "child", "children", "toddler", "toddlers", "teen", "teens", "teenager", "teenage", "family", "couple", "couples",
  "adult", "adults", "senior", "seniors", "grandparents", "boy", "girl", "little", "college", "high school", "graduate",
  "first", "new", "old", "year", "years", "birthday", "anniversary", "wedding", "christmas", "holiday", "holidays", "party",
  "watching", "watch", "school", "class of", "student",
];

/** Free-text occasions people write, mapped to the ones the catalog knows. */
export const OCCASION_ALIASES: Record<Occasion, readonly string[]> = {
  birthday: ["birthday", "bday", "b day", "birth day", "turning", "th birthday", "geburtstag", "cumpleaños", "anniversaire", "compleanno"],
  anniversary: ["anniversary", "anniv", "years together"],
  wedding: ["wedding", "marriage", "engagement", "bridal shower", "newlyweds", "getting married"],
  graduation: ["graduation", "graduating", "grad", "commencement", "diploma", "degree"],
  holiday: ["holiday", "holidays", "christmas", "xmas", "hanukkah", "chanukah", "kwanzaa", "diwali", "eid", "secret santa", "stocking stuffer", "new year"],
  housewarming: ["housewarming", "house warming", "new home", "new house", "new apartment", "moving in"],
  "baby-shower": ["baby shower", "new baby", "newborn", "expecting", "baby"],
  retirement: ["retirement", "retiring", "retired"],
  "thank-you": ["thank you", "thanks", "thank", "appreciation", "grateful", "teacher appreciation", "teacher gift"],
  valentines: ["valentine", "valentines", "valentine day", "romantic"],
  "mothers-day": ["mothers day", "mother day", "mom day", "muttertag"],
  "fathers-day": ["fathers day", "father day", "dad day", "vatertag"],
  "new-job": ["new job", "promotion", "promoted", "first job", "new role", "new position"],
  "get-well": ["get well", "recovery", "feel better", "sick", "surgery", "hospital"],
  farewell: ["farewell", "leaving", "going away", "goodbye", "last day", "moving away"],
  "just-because": ["just because", "no reason", "surprise", "cheer up", "any", "other"],
};
