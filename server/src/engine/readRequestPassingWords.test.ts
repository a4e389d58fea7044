/**
 * Reading a request's words said in passing (where the money goes, where the rocks come from, the camp someone
 * works at, a pet put down) as no love, and loves said in words the vocabulary had not known.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { avoided, concepts, readerOf } from "../../testing/readingOf.ts";
import { loadCatalog } from "../catalog/loadCatalog.ts";
import { buildCatalogIndex, type CatalogIndex } from "./catalogIndex.ts";

let index: CatalogIndex;
beforeAll(async () => {
  index = buildCatalogIndex(await loadCatalog());
});
const read = readerOf(() => index);

describe("words said in passing", () => {
  it.each([
    ["my daughter, 16, shoots on my old film camera and spends all her money on records", "money", ["film-photography", "vinyl"]],
    ["my daughter's kayaking instructor from summer camp", "summer", ["kayaking"]],
    ["my grandson just finished his diesel mechanic program and got hired at a truck shop", "programmers", ["cars"]],
    ["my roommate from my study abroad program, super into film photography", "programmers", ["film-photography"]],
    ["always has his earbuds in and a monster energy in hand, loves fishing", "monsters", ["fishing"]],
    ["my boyfriend paints Warhammer miniatures, he has a whole painting desk", "office", ["miniatures"]],
    ["backpacks the Sierra every summer, ultralight obsessed", "backpacks", ["hiking"]],
    ["my grandpa just got a Peloton Tread and is training for a half marathon", "indoor-cycling", ["running"]],
    ["she does Copperplate calligraphy and her hand gets sore after long sessions", "sore-muscles", ["calligraphy", "sore-hands"]],
    ["something from a real artisan maker, she's a line chef", "crafts", ["professional-cooks"]],
    ["she flies stunt kites and is in a kite club and does the festivals", "festivals", ["stunt-kites", "kites"]],
    ["he's been out walking every morning in his old sneakers", "sneakers", ["walking"]],
    ["she sleeps during the day with the sun blasting through the blinds", "blindness", ["day-sleep"]],
    ["she hosts dinner parties every other weekend and runs like 5 group chats", "running", ["hosting"]],
    ["she lives in her vegetable garden and can't stand anything from a big box store", "boxing", ["gardening"]],
    ["adventurous, always planning the next trip", "planning", ["adventure", "travel"]],
    ["a yankee swap with my husband's whole family", "new-york-yankees", []],
    ["he wants to level up his bbq game", "board-games", ["grilling"]],
    ["fenway is basically his church", "christian", []],
    ["she's starting a job at the aquarium and loves sharks", "aquarium", ["sharks"]],
    ["he's a total prankster", "pranks", ["humor"]],
    ["a running joke about llamas ever since one spat on her at a petting zoo", "pets", ["llamas"]],
    [
      "he's been to 41 national parks and gets his passport book stamped, already has the America the Beautiful pass",
      "beauty",
      ["national-parks"],
    ],
    ["my 14 yr old writes songs on her ukulele and records voice memos of everything", "vinyl", ["ukulele"]],
    ["a total Criterion Collection nerd", "collectibles", ["classic-movies"]],
    ["retired geologist, still makes us pull over at every road cut to look at the rock layers", "layering", ["rocks"]],
    ["hooked on the Merlin bird ID app and now records every bird song on her morning walks", "vinyl", ["birds", "walking"]],
    ["my son is 9 and goes fossil hunting at the creek every weekend", "hunting", ["fossils"]],
    [
      "whoever I draw at the office white elephant, something that gets a laugh, HR sits in the front row",
      "art",
      ["white-elephant", "humor"],
    ],
    ["my girlfriend eats snacks standing in the dark kitchen at 2am", "kitchen", ["eating", "snacks"]],
    ["retiring architect, he still sketches buildings on napkins and loves fountain pens", "building", ["sketching", "fountain-pens"]],
    ["my boss, the creative director at our agency, black turtlenecks, clean desk", "cleaning", []],
    ["my partner is a professional illustrator who loves hiking", "professional", ["art", "hiking"]],
    ["her hands and wrists get sore after wheel class", "sore-muscles", ["sore-hands"]],
    ["a church small group swap, needs to be funny but clean since a couple folks are in recovery", "cleaning", ["humor"]],
    ["he volunteers in the fossil prep lab at the natural history museum", "museums", ["volunteering", "fossils", "science"]],
    ["she gets down when it's cloudy, so I'm low-key worried about her first winter", "keys", ["winter"]],
    ["her roommate is a self-described night owl, and she loves sudoku", "owls", ["sudoku"]],
    ["nothing fits her yet so she's been living in my old hoodies", "fitness", ["hoodie"]],
    ["he's been living on frozen dinners and toast, and loves golf", "frozen", ["golf"]],
    ["my dad drives over to her place every morning and loves fishing", "driving", ["fishing"]],
    ["his back hurts from lifting her in and out of the car; he loves fishing", "car", ["back-pain", "fishing"]],
    ["her desk is three feet from her bed and she loves knitting", "bedding", ["knitting"]],
    ["she lived in sweatpants with a backpack for four years and loves yoga", "hiking", ["yoga"]],
    ["he still drives out on the lake every weekend in january to ice fish", "driving", ["ice-fishing"]],
    ["she got stung right through her gloves a bunch of times", "gloves", ["beekeeping"]],
    ["she spends hours hunched over her desk painting tabletop miniatures", "office", ["miniatures"]],
    ["he's had both knees replaced so he jokes about whether he can still walk 18", "get-well", ["golf"]],
    ["she beats everyone, the tiles are so worn you can barely read half the letters", "letter-writing", []],
    ["now my kid won't put down her Dog Man books", "dogs", []],
    ["his hands freeze on the bench at 6am practice", "practice", ["cold-hands"]],
    ["my neighbors brought us a huge box of sweets for Diwali last year", "boxing", ["chocolate", "diwali"]],
    ["they run a nail salon together and her dad goes fishing every Sunday", "nails", ["fishing"]],
    ["he roasts his own coffee beans in a thrifted popcorn popper, the smoke alarm hates it", "smoking", ["coffee-roasting"]],
    ["he's a total planner and has already read every baby book ever printed", "office", []],
    ["the party is at Olive Garden on the 14th, and he talks about Zion every day", "gardening", []],
    ["the neighbors tree fell on the fence, and he reads WWII history", "trees", ["world-war-ii"]],
    ["we're driving 6 hours to Vermont, and her mom is a huge tea person", "driving", ["tea"]],
    ["flights are insane so I'm mailing something. he recently got really into coffee", "flying", ["coffee"]],
    ["he got into coffee and sends me videos of the pour like it's a science experiment", "video", ["coffee"]],
    ["he got into coffee and sends me videos of the pour like it's a science experiment", "science", ["coffee"]],
    ["I'm driving him to his party at the trampoline place, all he does is skateboard", "trampoline", ["skateboarding"]],
    ["he's at the skatepark behind the library every day after school", "reading", ["skateboarding"]],
    ["she handled the pumpkin patch field trip like a saint, and she's training for a half marathon", "travel", ["running"]],
    ["she handled the pumpkin patch field trip like a saint, and she's training for a half marathon", "saints", ["running"]],
    ["we're not doing a trip bc the kids have camp, and he grills every weekend", "camping", ["grilling"]],
    ["he's a professional chef (runs the kitchen at a fancy restaurant)", "kitchen", ["cooking"]],
    ["he's retired and watches the Tour de France every July", "france", ["cycling"]],
    ["he spends all his time tinkering with his old road bike", "tinkering", ["cycling"]],
    ["she has baked for 40 years and her kitchen is full", "kitchen", ["baking"]],
    ["I got stuck organizing the gift, he's retiring to drive to every national park", "organizing", ["national-parks"]],
    ["built a forge from a brake drum and pounds on metal every weekend", "drums", ["blacksmithing"]],
    ["an apprentice falconer who trains a red-tailed hawk on weekends", "trains", ["falconry"]],
    ["my PhD lab group, 7 people, we basically live on snacks and coffee", "dogs", ["snacks", "coffee"]],
    ["he's on the radio every morning talking to people in other countries", "country", ["radio"]],
    ["always squinting at old handwritten census records and church registers", "vinyl", []],
    ["always squinting at old handwritten census records and church registers", "christian", []],
    ["they live full time in a converted van, space is super tight", "astronomy", []],
    ["she walks her corgi at 5am to beat the heat", "beats", ["walking"]],
    ["builds his own PCs and just got into 3D printing", "lego", ["pc-building", "three-d-printing"]],
    ["my roommate keeps a planted tank with shrimp", "plants", ["aquascaping"]],
    ["a guy in my office I barely know, maybe in his 40s, seems to like sports", "office-supplies", ["sports"]],
    ["she keeps a little space heater running under her desk even in summer", "running", ["heater"]],
    ["they don't have a car so they lug all their groceries up the stairs of their 4th floor walk-up", "car", ["groceries"]],
    ["our neighbour (79) lives on her own and goes through a library book every couple of days", "new-home", ["reading"]],
    ["she and her husband have a tiny rowhouse in Philly", "baseball", []],
    ["he just started delivering pizza 4 nights a week and is saving up for his own car", "pizza", []],
    ["a huge Mariners fan, has a partial season ticket plan and goes to like 20 games a year", "board-games", ["baseball"]],
    ["she runs the front office and loves old Hindi film songs", "movies", ["music"]],
    ["facilities keeps the building like a meat locker", "meat", ["staying-warm"]],
    ["his commute went from a 10 minute walk to an hour on the train", "walking", ["commuting"]],
    ["they moved to rural New Mexico for the dark skies", "skiing", ["astronomy"]],
    ["orchids she's rescued from the grocery store clearance rack", "groceries", ["orchids"]],
    ["plays competitive beach volleyball, tournaments almost every weekend", "beach", ["beach-volleyball"]],
    ["he restores old Japanese motorcycles", "japanese", ["motorcycles"]],
    ["he hasn't ridden since his hip replacement", "get-well", []],
    ["she just got into yoga and is going to classes three times a week", "experiences", ["yoga"]],
    ["he has been making homemade pizza every weekend", "homemade", ["pizza"]],
    ["lately he's obsessed with sours and Belgian styles", "fashion", []],
    ["plays magic the gathering, always has a deck box sitting on his desk", "boxing", ["magic-the-gathering"]],
    ["my 12 year old joined an archery club after reading the hunger games", "reading", ["archery"]],
    ["she's been saving every penny for flight hours, she just got her pilot license", "investing", ["aviation"]],
    ["he retired to florida and walks the beach with his metal detector every morning", "beach", ["metal-detecting"]],
    ["my brother has a big aquarium with tropical fish and plants", "fishing", ["aquarium"]],
    ["good kid, practically grew up at our house, happiest fishing", "practice", ["fishing"]],
    ["they just moved into a 55+ community where they play pickleball every morning", "communication", ["pickleball"]],
    ["he loves the Detroit Tigers. Budget up to $150.", "budgeting", ["baseball"]],
    ["they had tea together on the porch at 3 o'clock sharp every afternoon", "clocks", ["tea"]],
    ["she spent all summer making mug cakes", "summer", ["baking"]],
    ["from what I hear she's very into Korean skincare", "hearing", ["skincare"]],
    ["just started playing bass, mostly taught himself off YouTube", "video", ["bass-guitar"]],
    ["he owns exactly one pan and a camping chair", "camping", []],
    ["obsessed with Minecraft and plays travel baseball, second base", "travel", ["minecraft", "baseball"]],
    ["plays gin rummy at the clubhouse every single day", "gin", ["card-games"]],
    ["she taps her hand on the armrest whenever Glenn Miller comes on", "driving", ["oldies"]],
    ["he'd love a simple music player for his room", "music", ["radio"]],
    ["he can't carry his coffee from the kitchen to his chair without spilling it everywhere", "coffee", ["spill-proof"]],
    ["he uses a walker now since his fall", "first-steps", ["walker-aids"]],
    ["she watches old movies all day, Cary Grant is her boyfriend", "movies", ["classic-movies"]],
    ["he can't read regular print anymore", "classic-movies", ["low-vision"]],
    ["she's been shooting on my old film camera", "classic-movies", ["film-photography"]],
    ["I drew Karen who runs payroll, she keeps a cardigan on the back of her chair all year", "running", ["staying-warm"]],
    ["going to dinner at my new boss's house, they don't drink", "new-home", []],
    ["our first date was at a super bad karaoke bar", "bar", ["karaoke"]],
    ["she's a little nervous riding on the road with cars", "cars", ["bike-lights"]],
    ["he is obsessed with Cars, Lightning McQueen on his shirt", "bike-lights", ["cars"]],
    ["I got him a PS5 game last year and it's still in the plastic; he makes hot sauce", "video-games", ["hot-sauce-making"]],
    ["her husband built her a whole collection of birdhouses; she's a big mystery reader", "collectibles", ["mystery"]],
    ["lately she's collecting Sonny Angels", "angels", ["sonny-angels"]],
    ["so everyone buys garden and cat stuff and dad just tolerates it; he restores tube radios", "gardening", ["radio"]],
    ["every year everyone gets him Bears stuff and he's so over it; he bikes to work", "american-football", ["bike-commuting"]],
    ["he's on the high school alpine ski racing team; they train Tuesday nights under the lights", "lighting", ["skiing"]],
    ["he does CrossFit at 5am and carries a gallon water jug around the office", "racing", ["hydration"]],
    ["he plays disc golf every weekend, has a bag with like 25 discs in it", "bags", ["disc-golf"]],
    [
      "junior UX designer at an agency, sketches everything in little notebooks before she opens Figma",
      "design",
      ["digital-art", "sketching"],
    ],
    ["farmed corn in Iowa for 50 years, talks about his John Deere", "farm", []],
    ["he bikes to school in all weather and is obsessed with birds", "outdoor-work", ["bike-commuting", "birds"]],
    ["she just bought her first house, 10 min from the hospital where she works as a pharmacist", "get-well", ["new-home"]],
    ["she finally does her first real outdoor trip to Red River Gorge, she climbs at the gym", "travel", ["indoor-climbing"]],
    ["the thing she misses most is her weekly trip to the library, she loves mysteries", "travel", ["mystery"]],
    ["he tied all his own flies, but now he can't manage the tiny hooks and knots; he watches fishing shows", "knots", ["fishing"]],
    ["he's famous for the rose beds out front", "rose-wine", ["gardening"]],
    [
      "he's always talking about his wife's Peloton obsession and his kids' travel hockey schedule, but he loves birdwatching",
      "hockey",
      ["birds"],
    ],
    ["he's always doodling sneaker designs in the back of his school notebooks", "notebooks", ["sneakers"]],
    ["he's always doodling sneaker designs in the back of his school notebooks", "design", ["sneakers"]],
    ["my 17 year old skates every day after school and films his friends' tricks to make edits", "movies", ["skateboarding", "video"]],
    ["she made her first layer cake and wants to open a bakery one day", "layering", ["baking"]],
    ["she twirls around the house in her tutu, she wants to be a ballerina", "dance", ["ballet"]],
    ["he's the kid who takes everything apart to see how it works", "screen-free", ["tinkering"]],
    ["she gets motion sick on buses and boats, and she loves travel", "boating", ["motion-sickness"]],
    ["she did all the cooking and he's been living on toast; he loves fishing", "cooking", ["fishing"]],
    ["she's gotten pretty hard of hearing so phone calls are tough", "phone", ["hearing"]],
    ["he's a long-haul trucker who lives on gas station coffee", "coffee", ["keeping-drinks-hot"]],
    ["she's driving an hour each way and her coffee is cold by the time she parks", "car-trips", ["commuting"]],
    ["software dev working from home, games a lot at night after his toddler goes to bed", "board-games", ["remote-work"]],
    ["she won't be able to do her own hair after the shoulder surgery", "hair", []],
    ["my niece just started as a vet tech at an emergency animal hospital", "emergency", ["healthcare-workers"]],
    ["my niece just started as a vet tech at an emergency animal hospital", "get-well", ["healthcare-workers"]],
    ["my son turns thrift store jeans into his own designs, he loves upcycling", "fashion", ["sewing"]],
    ["her one thing for herself is a hot yoga class on sunday mornings", "experiences", ["hot-yoga"]],
    ["she already built a color coded spreadsheet for the wedding, she's super type A", "coloring", ["organization"]],
    ["she already built a color coded spreadsheet for the wedding, she's super type A", "coding", ["organization"]],
    ["OBSESSED with the Cardinals, grew up going to Busch Stadium with his dad", "experiences", ["baseball"]],
    ["she's all about jigsaw puzzles and our two goldens, Biscuit and Waffles", "breakfast", ["jigsaw"]],
    ["I worry about her getting up in the night in the dark; she watches the birds", "date-night-in", ["birds"]],
    ["my niece is deep in her k-pop era and her brother got a switch for his birthday", "nintendo", ["k-pop"]],
    ["my grandpa is a civil war guy. my grandma (86) still does all the cooking and the gardening", "gardening", ["civil-war"]],
    ["he seems really sweet and goes bouldering a few times a week", "chocolate", ["bouldering"]],
    ["her son keeps telling everyone the baby is going to be a t-rex; she loves audiobooks", "dinosaurs", ["audiobooks"]],
    ["they bought a farmhouse for some country living, she loves coffee", "country", ["coffee"]],
    ["she's gotten super into latte art and practices at home on the weekends", "art", ["latte-art"]],
    ["her partner says they've both gained 10 lbs since covid; she bakes every weekend", "fitness", ["baking"]],
    ["always has a word search book on the dash and a giant coffee thermos", "reading", ["word-search"]],
    ["the office is freezing and she whisks her own matcha", "disney-frozen", ["staying-warm", "matcha"]],
    ["he's always complaining that his hands freeze on the bench at 6am practice", "disney-frozen", ["cold-hands"]],
    ["he can't feel his ears on the walk from the parking ramp", "jewelry", ["staying-warm"]],
    ["our son's speech therapist, huge board game nerd. my son is drawing him a dinosaur picture", "dinosaurs", ["board-games"]],
    ["my sister is building her own business from scratch and loves yoga", "lego", ["yoga"]],
    ["we are pooling our money for a gift, she loves tea", "pool", ["tea"]],
    ["he is in training to be a nurse and loves fishing", "training", ["fishing"]],
    ["he is diving into his new job and loves chess", "ocean", ["chess"]],
    ["she is swimming in work these days but loves knitting", "swimming", ["knitting"]],
    ["he is racing to finish his thesis and loves coffee", "racing", ["coffee"]],
    ["he is an engineer who builds bridges and plays golf", "bridge", ["golf"]],
    ["she wants him to stop smoking, he loves fishing", "smoking", ["fishing"]],
    ["my sister is a soccer mom and loves hiking", "soccer", ["hiking"]],
    ["my brother is the designated driver and loves hiking", "design", ["hiking"]],
    ["my cousin is a police officer and loves hiking", "office", ["hiking"]],
    ["he works at a car dealership and loves hiking", "car", ["hiking"]],
    ["he has a great track record at work and loves yoga", "vinyl", ["yoga"]],
    ["he is a rock star at work and loves yoga", "astronomy", ["yoga"]],
    ["we are a close knit family and she loves yoga", "knitting", ["yoga"]],
    ["she is tackling a huge project and loves yoga", "tackle", ["yoga"]],
    ["he wears a wedding band and loves yoga", "band", ["yoga"]],
    ["she is surfing the web all day and loves yoga", "surfing", ["yoga"]],
    ["she does the books for a small business and loves yoga", "reading", ["yoga"]],
    ["he is running for city council and loves yoga", "running", ["yoga"]],
    ["he is crafting his resume and loves yoga", "crafts", ["yoga"]],
    ["he is a social butterfly and loves yoga", "butterflies", ["yoga"]],
    ["he is an early bird and loves yoga", "birds", ["yoga"]],
    ["my granddaughter has been binge watching baking shows all year", "movies", ["baking"]],
    ["she is starting grad school for social work and loves yoga", "social", ["yoga"]],
    ["she just started doing her own nails, little designs, but that's way out of my budget", "budgeting", ["nails"]],
    ["he's the DM for his friends, spends all week drawing maps on graph paper", "maps", ["roleplaying"]],
    ["my daughter's kayaking instructor from summer camp", "camping", ["kayaking"]],
    ["grandson turns 10, mad about dinosaurs, started a rock collection from every trip we take", "travel", ["dinosaurs", "rocks"]],
    ["my sister had to put her 16 year old cat down yesterday", "down", []],
    ["our boss is retiring. His plan is to spend his summers sailing on the lake", "planning", ["sailing"]],
    ["our boss is retiring. His plan is to spend his summers sailing on the lake", "summer", ["sailing"]],
    ["my husband smokes brisket on his Traeger and has been building up his vinyl collection", "lego", ["grilling", "vinyl"]],
    ["my uncle retired and now spends all his time building our family tree on Ancestry", "lego", ["genealogy"]],
    ["my brother just got laid off, he runs every morning and wants a new career", "career", ["running"]],
    ["my daughter's kayaking instructor basically lives on the water", "water", ["kayaking"]],
    ["my brother just moved to New Jersey and loves hockey", "jerseys", ["hockey"]],
    ["my stepdad, he's 38 (it's a long story) and loves science", "stories", ["science"]],
    ["my friend just got all 4 wisdom teeth out and is stuck on the couch", "teething", []],
    ["his cardiologist told him to cut back on salt after a scary blood pressure reading, he's the cook", "reading", ["cooking"]],
    ["he's the cook in our house and grumbles that everything tastes like cardboard now", "tasting", ["cooking"]],
    ["he tells the same stories about growing up on a dairy farm, we'd love to get them down somehow", "farm", ["life-stories"]],
    ["he tells the same stories about growing up on a dairy farm, we'd love to get them down somehow", "down", ["life-stories"]],
    ["they just bought a house with a huge lawn and an apple tree in the back", "apple", ["lawn"]],
    ["she's 86 and still bakes apple pies for the whole church", "apple", ["baking"]],
    ["he's studying for his architecture licensing exams and loves chess", "license-exam", ["chess"]],
    ["he camps out in his recliner every sunday for football", "camping", []],
    ["he plays tenor sax and honestly draws a crowd every time", "art", ["saxophone"]],
    ["she bakes in the sun all day in her vegetable garden", "baking", ["gardening"]],
    ["she's a serious potter and makes all our mugs and bowls", "bowling", ["pottery"]],
    ["teaching himself old-fashioned spencerian penmanship with a dip pen", "cocktails", ["calligraphy"]],
    ["she shoots 35mm film on an old leica and complains how expensive film has gotten", "movies", ["film-photography"]],
    ["my daughter plays travel softball", "travel", ["softball"]],
    ["rosa gives our diabetic cat his insulin shots and loves dark chocolate", "sugar-free", ["dark-chocolate"]],
    ["grandpa still plays upright bass in a dixieland trio", "bass-guitar", ["jazz"]],
    ["my daughter's riding instructor lost her old horse; she's still teaching but heartbroken", "teachers", []],
    ["his knees can't take the kneeling anymore but he still gardens at home", "kneeling", ["gardening"]],
    ["both boys live and breathe minecraft. the little one can't really read yet", "reading", ["minecraft"]],
    ["he 3d prints everything on a printer that runs basically 24/7 and loves tinkering", "running", ["tinkering"]],
    ["he spent the whole winter building benchwork for an n scale train layout", "winter", ["model-trains"]],
    ["she has collected stamps her whole life and still writes letters", "collectibles", ["stamp-collecting"]],
    ["he's going full digital nomad and everything has to fit in one backpack", "hiking", ["travel"]],
    ["she designs her own sweater patterns and has every needle ever made", "design", ["knitting"]],
    [
      "a master gardener, he runs the community garden at his church; one more trowel in that shed and grandma leaves",
      "faith",
      ["gardening"],
    ],
    [
      "a master gardener, he runs the community garden at his church; one more trowel in that shed and grandma leaves",
      "shedding",
      ["gardening"],
    ],
    ["his knees are shot and he's down on them in the dirt for hours", "dirt", ["knee-pain"]],
    ["she has the radio on in the kitchen all day and writes letters", "kitchen", ["letter-writing"]],
    [
      "he wants to get into photography; he takes pictures of everything: birds, his friends skateboarding",
      "skateboarding",
      ["photography"],
    ],
    ["right now he only has his phone and wants to get into photography", "phone", ["photography"]],
    ["dad spends every sunday on game day at home, a die-hard packers fan", "board-games", ["sports-fan"]],
    ["he finished his state quarters sets, so that collection is done. he's a big civil war buff", "collectibles", ["civil-war"]],
    ["he finished his state quarters sets, so that collection is done. he's a big civil war buff", "national-parks", ["civil-war"]],
    ["he and his dad are out on the lake every saturday after bass, he sends me every largemouth", "bass-guitar", ["fishing"]],
    ["when you play him Elvis or the old doo-wop songs he lights right up and sings along", "lighting", ["oldies"]],
    ["his plan is to fly fish every day now, he ties his own flies at the kitchen table in winter", "winter", ["fly-fishing"]],
    ["he went vegan last year for his health and has really gotten into cooking", "health", ["cooking"]],
    ["her hands are bad with arthritis now and she struggles to hold a pen or open jars", "pens", ["arthritis"]],
    ["plays his PS5 (mostly FromSoftware games) and watches keyboard sound test videos at 1am", "board-games", ["mechanical-keyboards"]],
    ["plays his PS5 (mostly FromSoftware games) and watches keyboard sound test videos at 1am", "keyboard", ["mechanical-keyboards"]],
    ["her eyes aren't great anymore and she squints at the tiny print in the newspaper", "close-work", ["low-vision"]],
    ["he sleeps through every alarm and I'm worried he'll miss class", "experiences", ["waking-up"]],
    ["she's constantly freezing at her desk because her office AC is cranked, loves tea", "office", ["tea"]],
    ["she just had knee surgery and can't walk her golden retriever", "walking", ["get-well"]],
    ["he used to be a big wine collector but he's been sober 3 years now, he reads WWII history", "collector", ["world-war-ii"]],
    ["my sister is the definition of a cat lady, cat mugs, cat socks, everything", "mugs", ["cats"]],
    ["an 8 year old girl who loves slime. parents are strict about no screens", "parenting", ["slime"]],
    ["he lives on his PS5 and plays a lot of Fortnite and sports games with his friends online", "board-games", ["video-games"]],
    ["he plays Xbox and loves board games with the family", "nothing-said", ["video-games", "board-games"]],
    ["my brother is still building his own PC and loves gaming", "nothing-said", ["pc-building"]],
    ["he skateboards every day after school and is getting into filming his friends skating", "skating", ["skateboarding"]],
    ["she loves ice skating and figure skating shows", "skateboarding", ["skating"]],
    ["she can't find her keys and she's constantly freezing at her desk because her office AC is cranked", "office", ["staying-warm"]],
    [
      "she's constantly freezing at her office, wears her coat at her desk, and her hands are always like ice",
      "nothing-said",
      ["staying-warm", "cold-hands"],
    ],
    ["lately she's been tossing and turning and waking up exhausted", "waking-up", ["sleep"]],
    ["she loves hosting friends at game night", "nothing-said", ["board-games"]],
    ["she's a marathon runner, adopted a rescue lab puppy five years ago and he runs every trail with her", "new-puppy", ["running"]],
  ] as const)("reads %j without %s", (text, concept, kept) => {
    const reading = read(text);
    expect(concepts(reading)).not.toContain(concept);
    for (const love of kept) expect(concepts(reading)).toContain(love);
  });

  it("reads a cat put down, with its age between, as a pet lost", () => {
    expect(read("my sister had to put her 16 year old cat down yesterday", { occasion: "sympathy" }).petsLost).toEqual(["cats"]);
  });

  it("reads 'drowning in the stuff' as what was named before it, not as no things at all", () => {
    const beekeeper = read("my dad, he's kept bees for years. please no honey anything, we're drowning in the stuff");
    expect(avoided(beekeeper)).toEqual(["honey"]);
    expect(concepts(beekeeper)).toContain("beekeeping");
    expect(avoided(read("they are drowning in stuff, real minimalists"))).toEqual(["stuff"]);
  });

  it("reads 'cut way back on salt after a scary reading' as salt to leave out, ending at 'after'", () => {
    expect(avoided(read("his cardiologist told him to cut way back on salt after a scary blood pressure reading"))).toEqual(["salt"]);
  });

  it("reads a job as no theme when the text says what is just theirs", () => {
    const sister = read("My sister's turning 41. She's an ER nurse on nights. The one thing that's just hers is jigsaw puzzles");
    expect(concepts(sister)).toEqual(["jigsaw"]);
  });

  it("reads what everyone else gives, what the body no longer allows and a desk covered in flowers as things to leave out", () => {
    expect(avoided(read("my niece graduates from nursing school; everyone else is giving her scrubs and nurse-themed stuff"))).toEqual([
      "nurse",
    ]);
    expect(avoided(read("his sister sends her flowers every single year so that's covered anyway"))).toContain("flowers");
    expect(avoided(read("his hearing is gone, phone calls are impossible, and he won't touch a smartphone"))).toEqual([
      "phones",
      "smartphone",
    ]);
    expect(avoided(read("she just came back to work and her desk is already covered in flowers from everyone"))).toContain("flowers");
    expect(avoided(read("his black work pants are always covered in dog hair"))).toEqual([]);
  });

  it("reads a move already made abroad as living abroad, and one made at home as no such thing", () => {
    expect(read("our son, 19, just moved to Germany to start a carpentry apprenticeship").movingAbroad).toBe(true);
    expect(read("my boyfriend and I are long distance, he's in Seoul for work until next fall").movingAbroad).toBe(true);
    expect(read("she's in Paris for a week and loves croissants").movingAbroad).toBe(false);
    expect(read("my son just moved to Chicago for work").movingAbroad).toBe(false);
  });

  it("reads neck pillows and packing cubes beside 'no travel stuff' as the travel kit to leave out, no love of pillows", () => {
    const pilot = read("my husband is a pilot. PLEASE no travel stuff, he has 5 neck pillows and every packing cube known to man");
    expect(concepts(pilot).filter((concept) => ["pillow", "packing", "travel"].includes(concept))).toEqual([]);
    expect(avoided(pilot)).toContain("travel");
  });

  it("reads 'not another strap or picks' as the spares to leave out", () => {
    expect(avoided(read("brother-in-law plays bass in a cover band. please not another strap or picks, he has a drawer full"))).toEqual([
      "strap",
      "picks",
    ]);
  });

  it("gives the model's avoid phrase once when the text says it too", () => {
    const sister = read("my sister had to put her cat down yesterday. please nothing pet-themed", {
      occasion: "sympathy",
      avoid: ["pet-themed items"],
    });
    expect(avoided(sister)).toEqual(["pet"]);
  });
});

describe("who it is for, by a title or a new family", () => {
  it("reads Father Tom as a priest, not the giver's father", () => {
    expect(read("Father Tom did my dad's funeral last month and loves Notre Dame football").relation?.noun).toBe("clergy");
  });

  it("reads a present 'from the baby' as the big sibling's own: their age, their loves, no baby things", () => {
    const sibling = read("I want a present waiting for our 3 year old 'from the baby' when he meets her. He loves fire trucks.", {
      occasion: "new baby",
    });
    expect(sibling.age).toEqual({ min: 3, max: 3 });
    expect(sibling.occasion).toBe("just-because");
    expect(concepts(sibling)).not.toContain("baby");
    expect(concepts(sibling)).toContain("new-sibling");
  });

  it("reads parents who just became grandparents as new grandparents, not as the baby's parents", () => {
    const parents = read("My parents just became grandparents for the first time, my sister had a baby girl on Tuesday!", {
      occasion: "congratulations",
    });
    expect(concepts(parents)).toEqual(["new-grandparents"]);
  });

  it("reads a hairdresser's work on the giver as no love of coloring or of hair things", () => {
    const hairdresser = read("my hairdresser has been doing my color for 9 years. her hands are always cracked from washing hair all day");
    expect(concepts(hairdresser)).toEqual(["hand-care"]);
  });

  it("reads a pet's diabetes as no diet of the person's", () => {
    expect(avoided(read("rosa gives our diabetic cat his insulin shots and loves dark chocolate"))).toEqual([]);
    expect(avoided(read("our cat is diabetic, and rosa loves mysteries"))).toEqual([]);
  });

  it("reads what they already have, a list to its 'and', and what they never touched as things to leave out", () => {
    expect(avoided(read("they already have a great tent, sleeping bags and a big coleman stove. he's the camp cook"))).toEqual(
      expect.arrayContaining(["tent", "sleeping bags"]),
    );
    expect(avoided(read("she's 88, has never touched a computer and doesn't want to. she writes letters"))).toEqual(["computer"]);
    expect(avoided(read("he's a pc gamer and says consoles are for casuals"))).toContain("consoles");
  });
});

describe("the givers named before the one it is for", () => {
  it.each([
    ["Our team is chipping in for our boss, he's retiring from the law firm", "boss"],
    ["my team wants to get our manager something for her promotion", "boss"],
  ])("reads %j as for the %s, not the team", (text, noun) => {
    const reading = read(text);
    expect(reading.relation?.noun).toBe(noun);
    expect(reading.group).toBe(false);
  });

  it.each([
    ["my son's wife loves tea", "daughter-in-law"],
    ["xmas gift for my grandsons wife, shes 26 and runs marathons", "granddaughter-in-law"],
    ["my daughter's husband is a chef", "son-in-law"],
  ])("reads %j as the %s, no partner of the giver's", (text, noun) => {
    expect(read(text).relation?.noun).toBe(noun);
  });

  it("reads a partner's pet name the brackets explain as the partner, not a child", () => {
    const husband = read("valentines for my baby 🥰 (my husband lol, he's 40). he's a middle school band teacher");
    expect(husband.relation?.noun).toBe("husband");
    expect(husband.age?.min).toBeGreaterThanOrEqual(18);
  });

  it("still reads a gift for the team as for the team", () => {
    expect(read("a gift for my team at work, they worked so hard").relation?.noun).toBe("employee");
  });
});

describe("a narrower love's own word", () => {
  it("reads the model's 'playing bass guitar' as a bass, not also a guitar (no capo)", () => {
    expect(concepts(read("my brother-in-law", { interests: ["playing bass guitar"] }))).toEqual(["bass-guitar"]);
  });

  it("reads the radio a new ham borrows as the ham's, not an AM/FM radio", () => {
    const ham = read("my brother passed his ham radio technician exam but he's still borrowing his buddy's radio to get on the air");
    expect(concepts(ham)).toContain("ham-radio");
    expect(concepts(ham)).not.toContain("radio");
    expect(concepts(read("my grandpa listens to the radio all day"))).toContain("radio");
  });
});

describe("loves in words the vocabulary had not known", () => {
  it.each([
    ["son turning 15, suddenly lives at the school weight room", "weightlifting"],
    ["my friend who does reformer pilates four times a week", "pilates"],
    ["dad is 72 and every morning it's 'has anyone seen my reading glasses'", "lost-glasses"],
    ["my wife works from home and her feet and hands are freezing at her desk", "staying-warm"],
    ["my sister-in-law loves Asian cooking", "asian-cooking"],
    ["my roommate makes dumplings from scratch every Sunday", "asian-cooking"],
    ["my son moved abroad and keeps complaining how dark and gloomy it is by 4pm", "winter-blues"],
    ["my son, first time away, wants help staying connected to home", "homesick"],
    ["my mother-in-law lives alone and adores caring for her orchids", "orchids"],
    ["bf just started a new job and bikes there every day, 10 miles each way", "bike-commuting"],
    ["my great-aunt is 93, she doesn't always know who we are anymore", "dementia"],
    ["she played the organ at her church for over 50 years", "hymns"],
    ["my sister-in-law got into woodturning, she bought a small lathe and makes bowls and pens", "woodturning"],
    ["grandpa still goes down to his basement workbench every day to fix old clocks and radios", "tinkering"],
    ["my nephew just finished the automotive technology program at our community college", "cars"],
    ["two friends who met at a Jeep meetup and go off-roading every weekend", "cars"],
    ["she draws a kolam outside the classroom door every morning", "rangoli"],
    ["her travel prayer mat is literally coming apart at the seams", "prayer-mat"],
    ["my wife runs so hot at night, she's always kicking the covers off", "hot-sleeper"],
    ["he rides a '78 honda cb he rebuilt himself", "motorcycles"],
    ["now he sits out on the porch and carves birds out of basswood", "whittling"],
    ["he runs a campaign for his friends every friday", "roleplaying"],
    ["my brother lives full time in a 24 ft travel trailer with his two greyhounds", "road-trips"],
  ] as const)("reads %j as %s", (text, concept) => {
    expect(concepts(read(text))).toContain(concept);
  });

  it("reads the model's 'riding in the dark' as bike lights", () => {
    expect(concepts(read("my boyfriend bikes to work", { interests: ["riding in the dark"] }))).toContain("bike-lights");
  });

  it.each([
    ["my sister-in-law makes bowls and pens on her lathe", ["bowling", "pens"]],
    ["grandpa fixes old clocks and radios at his workbench", ["clocks", "radio"]],
    ["my nephew finished the automotive technology program", ["tech", "programmers"]],
    ["her travel prayer mat is coming apart", ["travel"]],
    ["my dad watches hours of car restoration videos", ["watches"]],
    ["my wife runs so hot at night", ["running"]],
    ["it's the leather year, which works out because he rides a '78 honda cb", ["fitness"]],
    ["we play together on discord every night after class", ["experiences"]],
    ["she used to run half marathons and now a walk to the mailbox wipes her out", ["running"]],
    ["he's a young guy and always talks about the board game night he runs", ["running"]],
    ["my cousin runs it every friday for his friends", ["running"]],
  ] as const)("reads no wrong sense in %j", (text, wrong) => {
    for (const concept of wrong) expect(concepts(read(text))).not.toContain(concept);
  });

  it("reads pilates as its own love, not yoga", () => {
    expect(concepts(read("my friend who does reformer pilates"))).not.toContain("yoga");
  });
});

describe("someone else's kids", () => {
  it("reads a friend moving in with her two kids as the grown-up she is", () => {
    expect(
      read("my best friend's divorce was final last week, she's moving into a small rental with her two kids").age?.min,
    ).toBeGreaterThanOrEqual(18);
    expect(read("my kids love Lego").age).toEqual({ min: 3, max: 12 });
  });

  it("reads a brother who read before the kids came along as the grown-up he is", () => {
    expect(read("he used to devour sci-fi books before the kids came along").age?.min).toBeGreaterThanOrEqual(14);
  });
});

describe("a stage said of a role", () => {
  it("reads a grade said in brackets after a teaching job as where she teaches", () => {
    expect(read("my best friend starts her first teaching job in september (3rd grade!!)").age?.min).toBeGreaterThanOrEqual(18);
    expect(read("my nephew (3rd grade) loves lego").age).toEqual({ min: 8, max: 9 });
  });

  it("reads 'he's a college kid' of an instructor as 18 to 23, and a teacher's job words as no age", () => {
    expect(read("my daughter's kayaking instructor from summer camp - he's a college kid who basically lives on the water").age).toEqual({
      min: 18,
      max: 23,
    });
    expect(read("my son's piano teacher, she teaches college students").age?.min).toBeGreaterThanOrEqual(21);
  });
});

describe("a sport said as a verb", () => {
  it("names 'he golfs every Saturday' by the sport, for the reason to quote", () => {
    const golf = read("husband turns 40. he golfs every saturday with his buddies").interests.find((i) => i.concepts.includes("golf"));
    expect(golf?.phrase).toBe("golf");
  });
});

describe("national parks said by name", () => {
  it("reads 'finally go see Yellowstone and the Grand Canyon' as national parks", () => {
    expect(concepts(read("he keeps saying he can finally go see Yellowstone and the Grand Canyon"))).toContain("national-parks");
  });
});

describe("an aide and the one cared for", () => {
  it("reads the home health aide as the recipient, and the grandma's age as hers, not the aide's", () => {
    const reading = read("thank you gift for the home health aide who's been caring for my 88 year old grandma", { occasion: "thank you" });
    expect(reading.relation?.noun).toBe("nurse");
    expect(reading.age?.max ?? 120).toBeGreaterThan(88);
  });
});

describe("a child's age said of the person's child", () => {
  it("reads 'he's got a 2 year old at home' as his child's age, and a daycare's infant room as no baby's age", () => {
    expect(read("my buddy just passed his electrician exam, he's got a 2 year old at home").age?.min ?? 18).toBeGreaterThanOrEqual(18);
    expect(read("the three teachers in the infant room at daycare", { occasion: "thank you" }).age?.max ?? 120).toBeGreaterThan(1);
  });
});

describe("a thank-you for the people a child brought into the giver's life", () => {
  it("reads the teachers a daughter is leaving as the recipients, and a birthday's daughter as the daughter", () => {
    const thanks = "Our daughter is moving up from the infant room at daycare. The three teachers there have been amazing";
    expect(read(thanks, { occasion: "thank you" }).relation?.noun).toBe("teacher");
    expect(read("my daughter loves her piano teacher and wants to play jazz").relation?.noun).toBe("daughter");
  });
});

describe("the children of a couple", () => {
  it("reads '8 yr anniversary with my husband, we have a 3 year old and a 4 month old' as no baby's age of his", () => {
    const reading = read("8 yr anniversary with my husband, we have a 3 year old and a 4 month old", { occasion: "anniversary" });
    expect(reading.age?.min ?? 18).toBeGreaterThanOrEqual(18);
  });
});

describe("a job done", () => {
  it("reads a niece who just started as a vet tech as grown up, and a son who is a fan of firefighters as no worker", () => {
    expect(read("my niece just started as a vet tech at an emergency animal hospital").age?.min).toBeGreaterThanOrEqual(18);
    expect(read("my son is a huge fan of firefighters").age).toBeUndefined();
    // The model's fields may name only her loves: the job is still seen in the text.
    expect(read("my niece just started as a vet tech", { interests: ["animals"] }).age?.min).toBeGreaterThanOrEqual(18);
  });
});

describe("a family's children listed in brackets", () => {
  it("reads 'their three kids (3, 7 and 11)' as the family's ages", () => {
    expect(read("gift for my brother's whole family - him, his wife and their three kids (3, 7 and 11)").age).toEqual({ min: 3, max: 11 });
  });
});

describe("a love said with the same words", () => {
  it("still reads 'goes running for an hour every day' as running and 'crafting a quilt' as quilting", () => {
    expect(concepts(read("he goes running for an hour every day"))).toContain("running");
    expect(concepts(read("she is crafting a quilt"))).toContain("quilting");
  });
});

describe("books the text names", () => {
  it("reads a book named among what she reads as read already", () => {
    const reading = read("she's a big reader, mostly fantasy romance (acotar, fourth wing, that kind of thing)");
    expect(reading.namedBooks.length).toBeGreaterThan(0);
    expect(read("she's a big reader of fantasy romance").namedBooks).toEqual([]);
  });
});
