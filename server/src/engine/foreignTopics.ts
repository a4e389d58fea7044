/**
 * What else an item is about. A barbecue book is a book, but its topic is barbecue: for a person who loves
 * reading it is a gift for someone else, while a mystery novel's topic belongs to reading. A topic belongs to
 * what the person wants when most items carrying it also serve that want. An item whose first topic is
 * wanted, or whose hobby kind is (a board game for a board-game lover), is not judged by the rest.
 */
import { CONCEPT_PHRASES, TAG_PHRASES } from "./vocabulary.ts";

/** Interests and needs the vocabulary knows; other tags ("luxury", "classic") describe, they are not topics. */
const TOPICS: ReadonlySet<string> = new Set([...Object.keys(CONCEPT_PHRASES), ...Object.keys(TAG_PHRASES)]);
/** Only an item's first tags say what it is about; later ones say what it also serves. */
const TOPIC_TAGS = 5;
const BELONGS_SHARE = 0.5;
/**
 * Kinds of item that presume the hobby itself: a craft kit is for someone who crafts, whatever else it is
 * tagged with ("relaxing"). A book or a kitchen tool presumes no more than reading or cooking at all.
 */
const HOBBY_KINDS: ReadonlySet<string> = new Set(["crafts", "art", "board-games", "music", "sports", "fitness", "outdoors"]);
const NO_TOPICS: readonly string[] = [];

/** Built once per catalog, beside the rest of the index. */
export interface TopicIndex {
  /** Per item, its first tag's concept that is not its kind's own ("grilling" for a barbecue book). */
  readonly firstTopic: readonly (string | undefined)[];
  /** Per item, its kind's concepts when the kind presumes a hobby (crafts for a craft kit). */
  readonly hobbyKindOf: readonly (readonly string[])[];
  /** Per item, the vocabulary topics its first tags name, apart from its kind's own. */
  readonly topicsOf: readonly (readonly string[])[];
  /** Per topic, how many items carry it, and how many of those also carry each other concept. */
  readonly carriers: ReadonlyMap<string, number>;
  readonly together: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

export class TopicIndexBuilder {
  private readonly firstTopic: (string | undefined)[] = [];
  private readonly topicsOf: (readonly string[])[] = [];
  private readonly hobbyKindOf: (readonly string[])[] = [];
  private readonly carriers = new Map<string, number>();
  private readonly together = new Map<string, Map<string, number>>();

  /** Items in index order: `tagConcepts` in tag order, `kindConcepts` what its category stands for. */
  add(tagConcepts: readonly string[], kindConcepts: ReadonlySet<string>): void {
    const own = tagConcepts.filter((concept) => !kindConcepts.has(concept));
    this.firstTopic.push(own[0]);
    const hobbyKinds = [...kindConcepts].filter((concept) => HOBBY_KINDS.has(concept));
    this.hobbyKindOf.push(hobbyKinds.length > 0 ? hobbyKinds : NO_TOPICS);
    const topics = [...new Set(own.slice(0, TOPIC_TAGS))].filter((concept) => TOPICS.has(concept));
    this.topicsOf.push(topics.length > 0 ? topics : NO_TOPICS);
    const concepts = new Set([...tagConcepts, ...kindConcepts]);
    for (const topic of concepts) {
      // A concept only the catalog's tags know ("drums") is counted against hobby kinds alone, so a drum kit is
      // known to be what a drummer wants; a vocabulary topic is counted against everything.
      const known = TOPICS.has(topic);
      if (!known && hobbyKinds.length === 0) continue;
      this.carriers.set(topic, (this.carriers.get(topic) ?? 0) + 1);
      let row = this.together.get(topic);
      if (!row) this.together.set(topic, (row = new Map()));
      for (const concept of known ? concepts : hobbyKinds) if (concept !== topic) row.set(concept, (row.get(concept) ?? 0) + 1);
    }
  }

  build(): TopicIndex {
    return {
      firstTopic: this.firstTopic,
      hobbyKindOf: this.hobbyKindOf,
      topicsOf: this.topicsOf,
      carriers: this.carriers,
      together: this.together,
    };
  }
}

/** "Most items carrying a also carry b", from the counts kept per catalog. */
function mostlyCarriedWith(topics: TopicIndex, a: string, b: string): boolean {
  const carriers = topics.carriers.get(a) ?? 0;
  return carriers > 0 && (topics.together.get(a)?.get(b) ?? 0) >= BELONGS_SHARE * carriers;
}

export type ForeignTopicCounter = (position: number) => number;

/** Counts, per item, the topics that belong to none of the wanted concepts. */
export function foreignTopicCounter(topics: TopicIndex, wantedConcepts: ReadonlySet<string>): ForeignTopicCounter {
  const mostlyWith = (a: string, b: string) => mostlyCarriedWith(topics, a, b);
  // A topic belongs to a want when most items about it serve the want (mystery belongs to reading).
  const topicBelongs = remembered((topic) => [...wantedConcepts].some((wanted) => mostlyWith(topic, wanted)));
  // A hobby kind is wanted when most items of some want are of that kind (knitting lives in crafts).
  const hobbyKindWanted = remembered((kind) => wantedConcepts.has(kind) || [...wantedConcepts].some((wanted) => mostlyWith(wanted, kind)));
  return (position) => {
    // A craft kit for someone who wants to relax, but has never said they craft, is a gift for a crafter.
    const kinds = topics.hobbyKindOf[position] ?? NO_TOPICS;
    // Of the very kind the person loves (a board game for a board-game lover): what else it is about (a puzzly
    // two-player game) describes the game, whatever share of the catalog's puzzles are board games.
    if (kinds.some((kind) => wantedConcepts.has(kind))) return 0;
    const foreignKind = kinds.length > 0 && !kinds.some(hobbyKindWanted) ? 1 : 0;
    // Made mainly for what is wanted (a cookbook for a cook): what else it serves is a bonus, not a wrong gift.
    const first = topics.firstTopic[position];
    if (first !== undefined && wantedConcepts.has(first)) return foreignKind;
    let foreign = foreignKind;
    for (const topic of topics.topicsOf[position] ?? NO_TOPICS) if (!wantedConcepts.has(topic) && !topicBelongs(topic)) foreign++;
    return foreign;
  };
}

/**
 * Per item, whether its main topic is a narrower kind of one of `broad` other than the ones asked for: soccer
 * gear reached through "sports" for someone who surfs is a gift for a soccer player.
 */
export function narrowerSibling(topics: TopicIndex, broad: readonly string[], asked: ReadonlySet<string>): (position: number) => boolean {
  const narrower = remembered((topic) =>
    broad.some((concept) => topic !== concept && !asked.has(topic) && mostlyCarriedWith(topics, topic, concept)),
  );
  return (position) => {
    const first = topics.firstTopic[position];
    return first !== undefined && narrower(first);
  };
}

/** `answer`, worked out once per argument: the counter asks the same few topics for many items. */
function remembered(answer: (key: string) => boolean): (key: string) => boolean {
  const known = new Map<string, boolean>();
  return (key) => {
    let found = known.get(key);
    if (found === undefined) known.set(key, (found = answer(key)));
    return found;
  };
}
