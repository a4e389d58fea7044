/**
 * The contract: every shape that crosses a boundary between server, host and widget.
 * Written with zod/mini because the widget ships these to the browser: the classic API does not
 * tree-shake and alone would cost ~20 kB gzip of the widget's 100 kB budget (docs/architecture.md).
 */
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { CATEGORY_SLUGS } from "./categories.ts";
import { ITEM_CONTENTS, ITEM_KINDS, ITEM_PREREQUISITES, MAX_AGE_YEARS } from "./itemAttributes.ts";
import { OCCASIONS } from "./occasions.ts";

// zod/mini ships without messages; English ones make every rejected field readable to models and people.
z.config(en());

export const MAX_BUDGET_USD = 10_000;
export const MAX_RECIPIENT_CHARS = 500;
export const MAX_OCCASION_CHARS = 80;
export const MAX_IDEAS = 12;
export const DEFAULT_IDEAS = 6;
export const MAX_EXCLUDED_IDS = 200;
export const MAX_PHRASES = 12;
export const MAX_PHRASE_CHARS = 80;
export const MAX_RELATIONSHIP_CHARS = 40;

const giftId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,79}$/, 'a lowercase slug such as "catan-base-game"'));
const price = z.number().check(z.gt(0), z.lte(MAX_BUDGET_USD));

export const CategorySlugSchema = z.enum(CATEGORY_SLUGS);
export const OccasionSchema = z.enum(OCCASIONS);
export const AudienceSchema = z.enum(["adult", "teen", "kid", "baby", "couple", "family", "coworker", "senior"]);

/** The longest name an item may have, in the catalog file and on the shortlist alike. */
export const MAX_ITEM_NAME_CHARS = 100;

/** One row of the catalog data file. */
export const CatalogItemSchema = z.strictObject({
  id: giftId,
  name: z.string().check(z.minLength(2), z.maxLength(MAX_ITEM_NAME_CHARS)),
  price,
  category: CategorySlugSchema,
  description: z.string().check(z.minLength(10), z.maxLength(240)),
  occasions: z.array(z.union([OccasionSchema, z.literal("any")])).check(z.minLength(1)),
  tags: z.array(z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, "a lowercase tag"))).check(z.minLength(2), z.maxLength(16)),
  audience: z.array(AudienceSchema).check(z.minLength(1)),
  url: z.optional(z.url({ protocol: /^https$/ })),
  /** A product photo; hosts load it only from domains the widget resource declares. */
  image: z.optional(z.url({ protocol: /^https$/ })),
  /** Who the item suits, in whole years of age. */
  ages: z
    .strictObject({
      min: z.int().check(z.gte(0), z.lte(MAX_AGE_YEARS)),
      max: z.int().check(z.gte(0), z.lte(MAX_AGE_YEARS)),
    })
    .check(z.refine((ages) => ages.min <= ages.max, "min must not be above max")),
  /** What it contains that someone may avoid (alcohol, nuts, dairy…); empty when nothing. */
  contains: z.array(z.enum(ITEM_CONTENTS)),
  /** What kind of thing it is (a book, a screen, flowers…), for `avoid`. */
  is: z.array(z.enum(ITEM_KINDS)),
  /** What the recipient must already have for it to make sense (a dog, a garden…). */
  requires: z.array(z.enum(ITEM_PREREQUISITES)),
});

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2026-11-30"));

/** The catalog data file: the items, and the day their prices were last checked. */
export const CatalogFileSchema = z.strictObject({
  priceCheckedOn: isoDate,
  items: z.array(CatalogItemSchema).check(z.minLength(1)),
});

/** `suggest_gifts` arguments. Strict, so a misspelt field is named back to the model instead of ignored. */
export const SuggestGiftsInputSchema = z.strictObject({
  occasion: z
    .string()
    .check(z.minLength(1), z.maxLength(MAX_OCCASION_CHARS))
    .register(z.globalRegistry, {
      description: `What the gift is for. Known: ${OCCASIONS.join(", ")}. Other wording is accepted and matched.`,
    }),
  budget: z.number().check(z.gt(0), z.lte(MAX_BUDGET_USD)).register(z.globalRegistry, {
    description: "The most the person wants to spend on one gift, in US dollars. No idea costs more.",
  }),
  recipient: z.optional(
    z.string().check(z.maxLength(MAX_RECIPIENT_CHARS)).register(z.globalRegistry, {
      description: "Who the gift is for, in the person's own words: relationship, interests, age.",
    }),
  ),
  age: z.optional(
    z.int().check(z.gte(0), z.lte(MAX_AGE_YEARS)).register(z.globalRegistry, {
      description: "The recipient's age in whole years, when known or clearly implied.",
    }),
  ),
  relationship: z.optional(
    z.string().check(z.minLength(1), z.maxLength(MAX_RELATIONSHIP_CHARS)).register(z.globalRegistry, {
      description: 'Who the recipient is to the giver, as a short English noun: "sister", "boss", "teacher", "new parents".',
    }),
  ),
  interests: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(MAX_PHRASE_CHARS)))
      .check(z.maxLength(MAX_PHRASES))
      .register(z.globalRegistry, {
        description:
          'What the recipient loves or needs, as short English phrases, including needs said indirectly: "hiking", "coffee", "keeping track of keys", "back pain relief".',
      }),
  ),
  avoid: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(MAX_PHRASE_CHARS)))
      .check(z.maxLength(MAX_PHRASES))
      .register(z.globalRegistry, {
        description:
          'What must not be suggested, as short English phrases: dislikes, allergies, diets, things they have enough of ("books", "alcohol", "nuts", "animal products").',
      }),
  ),
  count: z.optional(
    z
      .int()
      .check(z.gte(1), z.lte(MAX_IDEAS))
      .register(z.globalRegistry, {
        description: `How many ideas to return (default ${DEFAULT_IDEAS}).`,
      }),
  ),
  excludeIds: z.optional(
    z.array(giftId).check(z.maxLength(MAX_EXCLUDED_IDS)).register(z.globalRegistry, {
      description: 'Gift ids already shown, to get different ideas ("show me more").',
    }),
  ),
});

/** `suggest_gift_cards` arguments: the fallback when no physical gift fits. */
export const SuggestGiftCardsInputSchema = z.strictObject({
  budget: z.number().check(z.gt(0), z.lte(MAX_BUDGET_USD)).register(z.globalRegistry, {
    description: "The gift card amount the person wants to spend, in US dollars.",
  }),
  recipient: z.optional(z.string().check(z.maxLength(MAX_RECIPIENT_CHARS))),
  occasion: z.optional(z.string().check(z.maxLength(MAX_OCCASION_CHARS))),
});

export const GiftIdeaSchema = z.strictObject({
  id: giftId,
  name: z.string(),
  price,
  category: CategorySlugSchema,
  reason: z.string(),
});

/** The reading of the request: explicit fields win over what the free text implies. */
export const UnderstoodSchema = z.strictObject({
  age: z.optional(z.int()),
  relationship: z.optional(z.string()),
  interests: z.array(z.string()),
  avoid: z.array(z.string()),
});

/** `structuredContent` of a `suggest_gifts` result: what the model and the widget both read, so kept short. */
export const SuggestGiftsOutputSchema = z.strictObject({
  query: z.strictObject({
    occasion: z.string(),
    budget: z.number(),
    recipient: z.optional(z.string()),
  }),
  /** What the server understood of the recipient, so the widget can show it and the model can correct it. */
  understood: z.optional(UnderstoodSchema),
  gifts: z.array(GiftIdeaSchema),
  moreAvailable: z.boolean(),
});

/** `_meta` of a `suggest_gifts` result: presentation detail the widget shows and the model never reads. */
export const GiftDetailSchema = z.strictObject({
  description: z.string(),
  url: z.optional(z.string()),
  image: z.optional(z.string()),
  matched: z.array(z.string()),
});
export const RESULT_DETAILS_KEY = "gift-finder/details";
export const SuggestGiftsMetaSchema = z.object({
  [RESULT_DETAILS_KEY]: z.record(z.string(), GiftDetailSchema),
});

/**
 * `_meta` of a business error (`isError: true`). The text content says the same to the model; this copy lets a
 * widget that only sees `_meta` (ChatGPT's `window.openai.toolResponseMetadata`) show the error too.
 */
export const RESULT_ERROR_KEY = "gift-finder/error";
export const BusinessErrorKindSchema = z.enum(["invalid-arguments", "nothing-within-budget", "nothing-fits", "all-shown"]);
export const BusinessErrorMetaSchema = z.object({
  [RESULT_ERROR_KEY]: z.strictObject({ kind: BusinessErrorKindSchema, message: z.string() }),
});

/** How many ideas the widget keeps (and persists) for one widget instance; "more ideas" stops there. */
export const MAX_KEPT_IDEAS = 24;
export const SORT_ORDERS = ["relevance", "price-asc", "price-desc"] as const;

const shortlistItem = z.strictObject({ id: giftId, name: z.string().check(z.maxLength(MAX_ITEM_NAME_CHARS)), price });

/** The ideas on screen after the widget refined the search or asked for more, replacing the host's result. */
export const KeptResultsSchema = z.strictObject({
  /** Fingerprint of the host's result these replace: a different tool result makes them stale. */
  basis: z.string().check(z.maxLength(16)),
  query: SuggestGiftsOutputSchema.shape.query,
  understood: z.optional(UnderstoodSchema),
  gifts: z.array(GiftIdeaSchema).check(z.maxLength(MAX_KEPT_IDEAS)),
  moreAvailable: z.boolean(),
  /** Index of the first idea of the latest answer (the inline carousel shows from there). */
  latestFrom: z.int().check(z.gte(0), z.lte(MAX_KEPT_IDEAS)),
  /** Details of the ideas the host's own result does not carry. */
  details: z.record(giftId, GiftDetailSchema),
});

/** What the person chose to look at: restored after a reload so the same screen comes back. */
export const ViewStateSchema = z.strictObject({
  sort: z.enum(SORT_ORDERS),
  category: z.optional(CategorySlugSchema),
  maxPrice: z.optional(price),
  /** The idea whose details are open (full screen). */
  selected: z.optional(giftId),
  refineOpen: z.optional(z.boolean()),
});

/**
 * Widget state, persisted by the host per widget instance (ChatGPT shows it to the model). Kept small: at
 * most MAX_KEPT_IDEAS ideas, and only the fields the screen needs; results only after the widget changed them.
 */
export const WidgetStateSchema = z.strictObject({
  shortlist: z.array(shortlistItem).check(z.maxLength(MAX_KEPT_IDEAS)),
  results: z.optional(KeptResultsSchema),
  view: z.optional(ViewStateSchema),
});

export type CatalogItem = z.infer<typeof CatalogItemSchema>;
export type SuggestGiftsInput = z.infer<typeof SuggestGiftsInputSchema>;
export type GiftIdea = z.infer<typeof GiftIdeaSchema>;
export type SuggestGiftsOutput = z.infer<typeof SuggestGiftsOutputSchema>;
export type GiftDetail = z.infer<typeof GiftDetailSchema>;
export type Understood = z.infer<typeof UnderstoodSchema>;
export type WidgetState = z.infer<typeof WidgetStateSchema>;
export type ViewState = z.infer<typeof ViewStateSchema>;
export type SortOrder = (typeof SORT_ORDERS)[number];
export type BusinessErrorKind = z.infer<typeof BusinessErrorKindSchema>;
export type Audience = z.infer<typeof AudienceSchema>;
