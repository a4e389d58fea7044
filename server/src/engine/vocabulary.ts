/**
 * What people say, mapped to what the catalog is tagged with. Each concept lists the phrases that mean it;
 * catalog tags that match a phrase count as that concept, so "tabletop" on a query reaches items tagged
 * "board-games". Phrases are stemmed at start-up, so list the natural form once.
 */
import type { Audience, Occasion } from "@gift-finder/shared";

export const CONCEPT_PHRASES: Record<string, readonly string[]> = {
  "board-games": ["board game", "boardgame", "games", "game", "tabletop", "game night", "strategy game", "card game", "meeple", "euro game", "party game", "catan", "dungeons and dragons", "dnd", "rpg", "role playing"],
  puzzles: ["puzzle", "jigsaw", "brain teaser", "crossword", "sudoku", "riddle"],
  reading: ["book", "reading", "reader", "bookworm", "novel", "fiction", "literature", "library", "kindle", "ebook", "author", "poetry"],
  cooking: ["cooking", "cook", "chef", "kitchen", "foodie", "recipe", "culinary", "home cook", "cast iron", "knife"],
  baking: ["baking", "baker", "bake", "pastry", "sourdough", "bread", "cake", "cookies"],
  coffee: ["coffee", "espresso", "barista", "latte", "caffeine", "pour over", "cold brew"],
  tea: ["tea", "matcha", "chai", "teapot"],
  wine: ["wine", "sommelier", "vino", "red wine", "champagne", "prosecco"],
  beer: ["beer", "craft beer", "brewing", "homebrew", "ale"],
  cocktails: ["cocktail", "mixology", "bartender", "whiskey", "whisky", "bourbon", "gin", "spirits"],
  chocolate: ["chocolate", "sweets", "candy", "sweet tooth", "dessert", "treats", "snacks"],
  hiking: ["hiking", "hiker", "hike", "trail", "trekking", "backpacking", "mountains"],
  camping: ["camping", "camper", "camp", "tent", "outdoorsy", "outdoors", "nature", "wilderness", "campfire"],
  fishing: ["fishing", "angler", "fly fishing", "fish"],
  running: ["running", "runner", "run", "jogging", "jogger", "marathon", "5k"],
  cycling: ["cycling", "cyclist", "bike", "biking", "bicycle", "mountain bike"],
  fitness: ["fitness", "gym", "workout", "exercise", "training", "weightlifting", "athlete", "sporty", "sports"],
  yoga: ["yoga", "pilates", "meditation", "mindfulness", "zen"],
  wellness: ["wellness", "self care", "relaxation", "relax", "spa", "stress", "calm", "sleep", "massage"],
  skincare: ["skincare", "skin care", "beauty", "makeup", "cosmetics", "grooming", "shaving", "beard"],
  tech: ["tech", "techie", "gadget", "geek", "nerd", "electronics", "computer", "programmer", "developer", "engineer", "coding", "smart home"],
  "video-games": ["gaming", "gamer", "video game", "videogame", "pc gaming", "console gaming", "console", "nintendo", "playstation", "xbox", "esports"],
  music: ["music", "musician", "song", "vinyl", "record", "audiophile", "concert", "headphones", "playlist"],
  guitar: ["guitar", "guitarist", "ukulele", "bass"],
  piano: ["piano", "pianist", "keyboard", "synth"],
  photography: ["photography", "photographer", "camera", "photo"],
  art: ["art", "artist", "artsy", "painting", "painter", "drawing", "sketching", "illustration", "watercolor", "creative"],
  crafts: ["craft", "crafty", "crafting", "diy", "maker", "knitting", "knitter", "crochet", "sewing", "embroidery", "pottery", "ceramics"],
  gardening: ["gardening", "gardener", "garden", "plant", "plants", "houseplant", "green thumb", "succulent", "flowers", "botany", "herbs"],
  travel: ["travel", "traveler", "traveller", "wanderlust", "globetrotter", "trip", "vacation", "adventure", "backpacker", "frequent flyer", "passport"],
  dogs: ["dog", "puppy", "pup", "dog owner", "dog lover", "doggo"],
  cats: ["cat", "kitten", "cat owner", "cat lover", "feline"],
  pets: ["pet", "pet owner", "animal lover"],
  fashion: ["fashion", "fashionista", "style", "stylish", "clothes", "jewelry", "accessories", "watch"],
  home: ["home", "homebody", "cozy", "decor", "interior design", "candle", "new home", "apartment", "homeowner"],
  movies: ["movie", "film", "cinema", "cinephile", "netflix", "tv", "series", "binge"],
  office: ["office", "desk", "work from home", "wfh", "stationery", "notebook", "pen", "productivity", "organized", "planner"],
  writing: ["writing", "writer", "journal", "journaling", "poet", "calligraphy"],
  kids: ["kid", "kids", "child", "children", "toddler", "son", "daughter", "nephew", "niece", "little one", "grandchild", "grandkid"],
  baby: ["baby", "newborn", "infant", "new parent", "new mom", "new dad", "expecting", "mom to be", "dad to be", "nursery"],
  science: ["science", "scientist", "stem", "astronomy", "space", "stargazing", "telescope", "chemistry", "physics"],
  history: ["history", "historian", "vintage", "antique"],
  sports: ["football", "soccer", "basketball", "baseball", "tennis", "golf", "golfer", "hockey", "skiing", "snowboarding", "climbing", "swimming", "surfing"],
  experiences: ["experience", "experiences", "class", "workshop", "lesson", "tickets", "memories", "adventure", "day out", "date night"],
};

/** Words that say who the recipient is; they steer the audience, not the interests. */
export const AUDIENCE_CUES: Record<Audience, readonly string[]> = {
  coworker: ["coworker", "co worker", "colleague", "boss", "manager", "team", "teammate", "employee", "client", "office", "work", "marketing", "sales", "finance", "accounting", "hr", "intern", "mentor", "secret santa"],
  kid: ["kid", "kids", "child", "children", "toddler", "son", "daughter", "nephew", "niece", "boy", "girl", "grandchild", "grandson", "granddaughter", "year old", "little one"],
  teen: ["teen", "teenager", "teenage", "high school", "adolescent"],
  baby: ["baby", "newborn", "infant"],
  couple: ["couple", "newlyweds", "partner", "wife", "husband", "girlfriend", "boyfriend", "spouse", "fiance", "fiancee", "parents", "both of them"],
  family: ["family", "household", "the whole family"],
  senior: ["grandma", "grandpa", "grandmother", "grandfather", "grandparent", "retiree", "elderly", "senior"],
  adult: ["mom", "mother", "dad", "father", "friend", "brother", "sister", "aunt", "uncle", "neighbor", "roommate", "best friend", "adult"],
};

/** Free-text occasions people write, mapped to the ones the catalog knows. */
export const OCCASION_ALIASES: Record<Occasion, readonly string[]> = {
  birthday: ["birthday", "bday", "b day", "birth day", "turning", "th birthday"],
  anniversary: ["anniversary", "anniv", "years together"],
  wedding: ["wedding", "marriage", "engagement", "bridal shower", "newlyweds", "getting married"],
  graduation: ["graduation", "graduating", "grad", "commencement", "diploma", "degree"],
  holiday: ["holiday", "holidays", "christmas", "xmas", "hanukkah", "chanukah", "kwanzaa", "diwali", "eid", "secret santa", "stocking stuffer", "new year"],
  housewarming: ["housewarming", "house warming", "new home", "new house", "new apartment", "moving in"],
  "baby-shower": ["baby shower", "new baby", "newborn", "expecting", "baby"],
  retirement: ["retirement", "retiring", "retired"],
  "thank-you": ["thank you", "thanks", "thank", "appreciation", "grateful", "teacher appreciation"],
  valentines: ["valentine", "valentines", "valentine day", "romantic"],
  "mothers-day": ["mothers day", "mother day", "mom day"],
  "fathers-day": ["fathers day", "father day", "dad day"],
  "new-job": ["new job", "promotion", "promoted", "first job", "new role", "new position"],
  "get-well": ["get well", "recovery", "feel better", "sick", "surgery", "hospital"],
  farewell: ["farewell", "leaving", "going away", "goodbye", "last day", "moving away"],
  "just-because": ["just because", "no reason", "surprise", "cheer up", "any", "other"],
};
