/**
 * A catalog prepared for fast queries: items sorted by price (a budget is a prefix), occasions and audiences
 * as bit masks, and an inverted index from concept to weighted postings. Built once per catalog load.
 */
import {
  type Audience,
  AudienceSchema,
  CATEGORIES,
  type CatalogItem,
  ITEM_PREREQUISITES,
  type ItemPrerequisite,
  MAX_AGE_YEARS,
  OCCASIONS,
  type Occasion,
} from "@gift-finder/shared";
import { type TopicIndex, TopicIndexBuilder } from "./foreignTopics.ts";
import type { Gender } from "./relationships.ts";
import { PhraseTable, STOPWORDS, type Words, words } from "./text.ts";
import { CONCEPT_KINDS, CONCEPT_PHRASES, SENSE_GUARDS, TAG_PHRASES } from "./vocabulary.ts";

export const AUDIENCES = AudienceSchema.options;
export const ANY_OCCASION_BIT = 1 << OCCASIONS.length;

export function occasionBit(occasion: Occasion): number {
  return 1 << OCCASIONS.indexOf(occasion);
}
export function audienceBit(audience: Audience): number {
  return 1 << AUDIENCES.indexOf(audience);
}
export function prerequisiteMask(prerequisites: Iterable<ItemPrerequisite>): number {
  let mask = 0;
  for (const prerequisite of prerequisites) mask |= 1 << ITEM_PREREQUISITES.indexOf(prerequisite);
  return mask;
}

/** "Nut-free", "gluten free": written into `nameTagStems` as one word ("nutfree"), never as "nut". */
const FREE_OF = /\b([a-z]+)[\s-]free\b/gi;

/**
 * What an item's `nameTagStems` hold when its name or a tag says it is free of the phrase's thing ("gluten-free
 * crackers", "nut-free chocolates"): " glutenfre". Worked out once per phrase, asked of many items.
 */
export function freeOfLabel(phrase: string): string | undefined {
  const thing = phrase
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/s$/, "");
  // The one word is stemmed like any other: "nutfree" reads "nutfre".
  return thing === "" ? undefined : ` ${thing}fre`;
}

/** How strongly each source of an item's text says "this item is about concept X". */
const WEIGHT = { tag: 1, category: 0.8, coreBonus: 0.25, name: 0.4, description: 0.2 } as const;

/**
 * One concept's or word's postings, ascending by item and one per item, as two parallel arrays. A list of objects
 * was one heap object per posting (2.5 million over 100k items), and marking them while a reload built a second
 * index held answers up for a second (docs/performance.md).
 */
export interface PostingList {
  readonly items: Int32Array;
  readonly weights: Float64Array;
}

export const NO_POSTINGS: PostingList = Object.freeze({ items: new Int32Array(0), weights: new Float64Array(0) });

/** How many postings packing handles before it lets its driver decide whether to pause. */
const POSTINGS_PER_STEP = 16_384;

/** Postings gathered item by item, so each list only grows at its end; packed into `PostingList`s once all are in. */
class PostingListBuilder {
  readonly #lists = new Map<string, { items: number[]; weights: number[] }>();

  /** Posts `item` under `key`; when the item was the last one posted there, keeps the larger weight. */
  post(key: string, item: number, weight: number): void {
    let list = this.#lists.get(key);
    if (!list) this.#lists.set(key, (list = { items: [], weights: [] }));
    const last = list.items.length - 1;
    if (list.items[last] !== item) {
      list.items.push(item);
      list.weights.push(weight);
    } else if ((list.weights[last] as number) < weight) list.weights[last] = weight;
  }

  *packedSteps(): Generator<void, Map<string, PostingList>, void> {
    const packed = new Map<string, PostingList>();
    let sinceYield = 0;
    for (const [key, list] of this.#lists) {
      packed.set(key, { items: Int32Array.from(list.items), weights: Float64Array.from(list.weights) });
      sinceYield += list.items.length;
      if (sinceYield >= POSTINGS_PER_STEP) {
        sinceYield = 0;
        yield;
      }
    }
    this.#lists.clear();
    return packed;
  }
}

export interface CatalogIndex {
  /** Sorted by price, then id, so that every budget selects a prefix and ties break the same way each time. */
  readonly items: readonly CatalogItem[];
  readonly prices: Float64Array;
  readonly occasionMasks: Uint32Array;
  readonly audienceMasks: Uint32Array;
  /** Each item's age range and prerequisites as arrays, so the hard filters rarely touch the item objects. */
  readonly minAges: Uint8Array;
  readonly maxAges: Uint8Array;
  readonly requiresMasks: Uint32Array;
  /** Concept → its postings, ascending by item and one per item: scoring merges and cuts them at the budget. */
  readonly postings: ReadonlyMap<string, PostingList>;
  /** Inverse document frequency: rare concepts say more about a match than common ones. */
  readonly idf: ReadonlyMap<string, number>;
  /** Phrase → concept, from the vocabulary and from every catalog tag. */
  readonly phraseConcepts: PhraseTable<string>;
  readonly positionById: ReadonlyMap<string, number>;
  /** For each item (by position), the concept each of its tags stands for, in tag order. */
  readonly tagConcepts: readonly (readonly string[])[];
  /** Per item, the gender it is explicitly made for ("men's moisturizer"): 0 none, 1 female, 2 male. */
  readonly madeForGender: Uint8Array;
  /** Per item, the last two words of its name, lowercased and singular ("sourdough starter"). */
  readonly nameTails: readonly string[];
  /** Per item, 1 when it is made for beginners (tagged so): a starter kit is no gift for someone who knows how. */
  readonly forBeginners: Uint8Array;
  /** What each item is mainly about, for telling a gift for this person from one for someone else. */
  readonly topics: TopicIndex;
  /** Tag as written → positions of the items carrying it: a person's own word beats its synonyms. */
  readonly itemsByTag: ReadonlyMap<string, readonly number[]>;
  /** The concepts each category's name stands for. */
  readonly categoryConcepts: ReadonlyMap<string, ReadonlySet<string>>;
  /** Per item, " stem stem … " of its name and tags, for `avoid` phrases matched as words. */
  readonly nameTagStems: readonly string[];
  /**
   * Stem → items whose name or tags (weight 1) or description (0.3) hold it, ascending and one per item: the search
   * for interests no concept names.
   */
  textPostings(): ReadonlyMap<string, PostingList>;
}

let vocabularyPhrases: PhraseTable<string> | undefined;

/**
 * The longest vocabulary phrase, in words ("eyes aren't what they used to be"): a longer one would never be
 * read, so a test holds every phrase to it.
 */
export const LONGEST_PHRASE_WORDS = 8;

/**
 * The vocabulary's phrase table, made when an index is first built: a start that reads the index an earlier
 * start kept (indexCache.ts) never needs it, and making it was about 5% of such a start (docs/performance.md,
 * fifth round).
 */
function vocabularyPhraseTable(): PhraseTable<string> {
  if (vocabularyPhrases) return vocabularyPhrases;
  const table = new PhraseTable<string>(LONGEST_PHRASE_WORDS);
  for (const guard of SENSE_GUARDS) table.guard(guard);
  for (const [concept, phrases] of [...Object.entries(CONCEPT_PHRASES), ...Object.entries(TAG_PHRASES)]) {
    for (const phrase of phrases) table.add(phrase, concept);
    table.add(concept, concept);
  }
  vocabularyPhrases = table;
  return table;
}

/** How many items each step of the build handles before it lets its driver decide whether to pause. */
export const ITEMS_PER_STEP = 256;

export type TextSearchBuild = "when-first-needed" | "now";

/**
 * Stem → items whose name or tags (weight 1) or description (0.3) hold it. Only interests that no concept names
 * need it, and most catalogs are queried without one, so a start-up leaves it to the first such query.
 */
function* textPostingSteps(items: readonly CatalogItem[]): Generator<void, Map<string, PostingList>, void> {
  const textPostings = new PostingListBuilder();
  for (let position = 0; position < items.length; position++) {
    if (position % ITEMS_PER_STEP === 0) yield;
    const item = items[position] as CatalogItem;
    const addText = (text: string, weight: number) => {
      const { exact, stems } = words(text);
      stems.forEach((stem, at) => {
        if (stem.length < 3 || STOPWORDS.has(exact[at] as string) || /^\d+$/.test(stem)) return;
        textPostings.post(stem, position, weight);
      });
    };
    addText(item.description, 0.3);
    for (const tag of item.tags) addText(tag, 1);
    addText(item.name, 1);
  }
  return yield* textPostings.packedSteps();
}

/** Runs a build made of steps back to back. */
export function runToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The gender an item's name or tags say it is made for ("Men's", "for her"), if any. */
function madeFor(item: CatalogItem): Gender | undefined {
  const text = `${item.name} ${item.tags.join(" ")}`.toLowerCase().replace(/-/g, " ");
  const female =
    /\b(?:women'?s?|womens|womenswear|ladies|for her|maternity|pregnancy|postpartum|nursing bra|grandma|grandmother|big sister)\b/.test(
      text,
    );
  const male = /\b(?:men'?s?|mens|menswear|for him|for dads|grandpa|grandfather|big brother)\b/.test(text);
  return female === male ? undefined : female ? "female" : "male";
}

function nameTailOf(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(/[^a-z ]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
  return plain.slice(-2).join(" ");
}

export function genderCode(gender: Gender | undefined): number {
  return gender === "female" ? 1 : gender === "male" ? 2 : 0;
}

/** The index's order: by price, then id, so that every budget selects a prefix and ties break the same way each time. */
export function byPriceThenId(a: CatalogItem, b: CatalogItem): number {
  return a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function buildCatalogIndex(catalog: readonly CatalogItem[]): CatalogIndex {
  return runToEnd(catalogIndexSteps(catalog, "when-first-needed"));
}

/**
 * The index build, in steps: a driver that must keep serving (a reload under load) can pause between them,
 * while buildCatalogIndex runs them back to back. One code path, so both builds are the same index.
 * `textSearch` says when the word search over names and descriptions is built: a start-up builds it when a query
 * first needs it (a faster start), a reload builds it now, in steps, so no query after the swap pays for it.
 */
export function* catalogIndexSteps(catalog: readonly CatalogItem[], textSearch: TextSearchBuild): Generator<void, CatalogIndex, void> {
  // Already in order when a reload's worker sorted it, and then this pass is linear.
  const items = [...catalog].sort(byPriceThenId);
  yield;
  const phraseConcepts = yield* vocabularyWithTags(items);
  const reader = new CachedReader(phraseConcepts);
  const { columns, postings } = yield* columnsAndPostings(items, reader);
  yield;
  const described = yield* itemDescriptions(items, reader);
  const textPostings = lazyTextPostings(items, textSearch === "now" ? yield* textPostingSteps(items) : undefined);
  return {
    items,
    prices: columns.prices,
    occasionMasks: columns.occasionMasks,
    audienceMasks: columns.audienceMasks,
    minAges: columns.minAges,
    maxAges: columns.maxAges,
    requiresMasks: columns.requiresMasks,
    postings,
    idf: inverseDocumentFrequency(postings, items.length),
    phraseConcepts,
    positionById: columns.positionById,
    tagConcepts: described.tagConcepts,
    madeForGender: described.madeForGender,
    forBeginners: described.forBeginners,
    nameTails: described.nameTails,
    topics: described.topics.build(),
    itemsByTag: described.itemsByTag,
    categoryConcepts: described.categoryConcepts,
    nameTagStems: described.nameTagStems,
    textPostings,
  };
}

/** The vocabulary's phrases plus every catalog tag as a concept of its own. */
function* vocabularyWithTags(items: readonly CatalogItem[]): Generator<void, PhraseTable<string>, void> {
  const phraseConcepts = vocabularyPhraseTable().clone();
  for (let position = 0; position < items.length; position++) {
    if (position % ITEMS_PER_STEP === 0) yield;
    for (const tag of (items[position] as CatalogItem).tags) phraseConcepts.add(tag, tag);
  }
  return phraseConcepts;
}

/** Catalogs repeat text (tags above all, and synthetic catalogs whole descriptions): each text is read once. */
class CachedReader {
  private readonly wordsOf = new Map<string, Words>();
  private readonly conceptsOf = new Map<string, Set<string>>();

  constructor(readonly phraseConcepts: PhraseTable<string>) {}

  read(text: string): Words {
    let found = this.wordsOf.get(text);
    if (!found) this.wordsOf.set(text, (found = words(text)));
    return found;
  }

  conceptsIn(text: string, minWords: number): Set<string> {
    const key = `${minWords}\u0000${text}`;
    let found = this.conceptsOf.get(key);
    if (!found) this.conceptsOf.set(key, (found = this.phraseConcepts.findIn(this.read(text), minWords)));
    return found;
  }
}

interface ItemColumns {
  readonly prices: Float64Array;
  readonly occasionMasks: Uint32Array;
  readonly audienceMasks: Uint32Array;
  readonly positionById: Map<string, number>;
  readonly minAges: Uint8Array;
  readonly maxAges: Uint8Array;
  readonly requiresMasks: Uint32Array;
}

function emptyColumns(count: number): ItemColumns {
  return {
    prices: new Float64Array(count),
    occasionMasks: new Uint32Array(count),
    audienceMasks: new Uint32Array(count),
    positionById: new Map(),
    minAges: new Uint8Array(count),
    maxAges: new Uint8Array(count),
    requiresMasks: new Uint32Array(count),
  };
}

function fillColumns(columns: ItemColumns, position: number, item: CatalogItem): void {
  columns.prices[position] = item.price;
  columns.positionById.set(item.id, position);
  columns.occasionMasks[position] = item.occasions.reduce((mask, o) => mask | (o === "any" ? ANY_OCCASION_BIT : occasionBit(o)), 0);
  columns.audienceMasks[position] = item.audience.reduce((mask, a) => mask | audienceBit(a), 0);
  columns.minAges[position] = item.ages?.min ?? 0;
  columns.maxAges[position] = item.ages?.max ?? MAX_AGE_YEARS;
  columns.requiresMasks[position] = prerequisiteMask(item.requires ?? []);
}

function* columnsAndPostings(
  items: readonly CatalogItem[],
  reader: CachedReader,
): Generator<void, { columns: ItemColumns; postings: Map<string, PostingList> }, void> {
  const columns = emptyColumns(items.length);
  const postings = new PostingListBuilder();
  for (let position = 0; position < items.length; position++) {
    if (position % ITEMS_PER_STEP === 0) yield;
    const item = items[position] as CatalogItem;
    fillColumns(columns, position, item);
    addPostings(postings, position, item, conceptWeights(item, reader));
  }
  return { columns, postings: yield* postings.packedSteps() };
}

/** How strongly the item is about each concept its text names. */
function conceptWeights(item: CatalogItem, reader: CachedReader): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (concepts: Iterable<string>, weight: number) => {
    for (const concept of concepts) weights.set(concept, Math.max(weights.get(concept) ?? 0, weight));
  };
  // Tags say what an item is about; its prose only counts where it names a whole phrase ("board game").
  add(reader.conceptsIn(item.description, 2), WEIGHT.description);
  add(reader.conceptsIn(item.name, 2), WEIGHT.name);
  // Tags come in order of importance: the first say what the item is about, later ones what it also serves.
  // A tag the vocabulary gives phrases of its own names its concept, even where its words are guarded elsewhere
  // ("the-office": "the office" alone is a workplace).
  item.tags.forEach((tag, at) => {
    const weight = WEIGHT.tag * Math.max(0.6, 1 - 0.1 * at);
    add(reader.conceptsIn(tag, 1), weight);
    if (Object.hasOwn(TAG_PHRASES, tag)) add([tag], weight);
  });
  // A concept that is both tagged and the item's category is its core: a board game outranks a dice tray
  // for a board-game fan, though both are tagged "board-games".
  for (const concept of reader.phraseConcepts.findIn(`${item.category} ${CATEGORIES[item.category].label}`)) {
    const tagged = weights.get(concept) ?? 0;
    weights.set(concept, tagged >= WEIGHT.tag * 0.6 ? tagged + WEIGHT.coreBonus : Math.max(tagged, WEIGHT.category));
  }
  return weights;
}

/** Posts the item under each concept, unless the concept is for kinds of thing the item says it is not. */
function addPostings(postings: PostingListBuilder, position: number, item: CatalogItem, weights: ReadonlyMap<string, number>): void {
  for (const [concept, weight] of weights) {
    const kinds = CONCEPT_KINDS[concept];
    if (kinds && item.is && !item.is.some((kind) => kinds.includes(kind))) continue;
    postings.post(concept, position, weight);
  }
}

function inverseDocumentFrequency(postings: ReadonlyMap<string, PostingList>, itemCount: number): Map<string, number> {
  const idf = new Map<string, number>();
  for (const [concept, list] of postings) idf.set(concept, Math.log(1 + itemCount / list.items.length));
  return idf;
}

/** What each item's tags, name and category say about it, beyond its postings. */
interface ItemDescriptions {
  readonly categoryConcepts: Map<string, ReadonlySet<string>>;
  readonly tagConcepts: string[][];
  readonly nameTagStems: string[];
  readonly topics: TopicIndexBuilder;
  readonly madeForGender: Uint8Array;
  readonly forBeginners: Uint8Array;
  readonly nameTails: string[];
  readonly itemsByTag: Map<string, number[]>;
}

function* itemDescriptions(items: readonly CatalogItem[], reader: CachedReader): Generator<void, ItemDescriptions, void> {
  const described: ItemDescriptions = {
    categoryConcepts: conceptsOfCategories(items, reader.phraseConcepts),
    tagConcepts: [],
    nameTagStems: [],
    topics: new TopicIndexBuilder(),
    madeForGender: new Uint8Array(items.length),
    forBeginners: new Uint8Array(items.length),
    nameTails: [],
    itemsByTag: new Map(),
  };
  for (let position = 0; position < items.length; position++) {
    if (position % ITEMS_PER_STEP === 0) yield;
    describeItem(described, position, items[position] as CatalogItem, reader);
  }
  return described;
}

function conceptsOfCategories(items: readonly CatalogItem[], phraseConcepts: PhraseTable<string>): Map<string, ReadonlySet<string>> {
  const categoryConcepts = new Map<string, ReadonlySet<string>>();
  for (const item of items) {
    if (!categoryConcepts.has(item.category)) categoryConcepts.set(item.category, phraseConcepts.findIn(item.category));
  }
  return categoryConcepts;
}

function describeItem(described: ItemDescriptions, position: number, item: CatalogItem, reader: CachedReader): void {
  const concepts = item.tags.map((tag) => reader.phraseConcepts.matchesIn(reader.read(tag))[0]?.value ?? tag);
  described.tagConcepts.push(concepts);
  described.topics.add(concepts, described.categoryConcepts.get(item.category) ?? new Set());
  // "Nut-free" says the opposite of "nut": one word ("nutfree"), so it never matches someone's "no nuts".
  const said = [item.name, ...item.tags].map((text) => text.replace(FREE_OF, "$1free"));
  described.nameTagStems.push(` ${said.map((text) => reader.read(text).stems.join(" ")).join(" | ")} `);
  described.madeForGender[position] = genderCode(madeFor(item));
  described.forBeginners[position] = item.tags.includes("beginner") || item.tags.includes("beginners") ? 1 : 0;
  described.nameTails.push(nameTailOf(item.name));
  for (const tag of item.tags) {
    let list = described.itemsByTag.get(tag);
    if (!list) described.itemsByTag.set(tag, (list = []));
    list.push(position);
  }
}

/** The word search over `items` (an index's, in index order): `built` when a reload made it already, else built on first use. */
export function lazyTextPostings(items: readonly CatalogItem[], built?: Map<string, PostingList>): () => ReadonlyMap<string, PostingList> {
  let textPostings = built;
  return () => (textPostings ??= runToEnd(textPostingSteps(items)));
}
