/**
 * Canned `suggest_gifts` calls for developing without a server: `?fixture=<name>` in the dev server, the
 * e2e host simulator's fixture mode, and the widget's tests all render these. Data is taken from the
 * real catalog (server/data/catalog.json); fixtures.test.ts checks each against the shared contract.
 */
import {
  type CategorySlug,
  type GiftDetail,
  type GiftIdea,
  RESULT_DETAILS_KEY,
  RESULT_ERROR_KEY,
  type SuggestGiftsInput,
} from "@gift-finder/shared";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export const FIXTURE_NAMES = ["normal", "many", "empty", "business-error", "contract-error"] as const;
export type FixtureName = (typeof FIXTURE_NAMES)[number];

export interface Fixture {
  readonly arguments: SuggestGiftsInput;
  readonly result: CallToolResult;
}

const NOTHING_WITHIN_BUDGET =
  "Nothing in the catalog costs $3.00 or less. The cheapest idea is Heirloom tomato seed packet at $5.49; ask whether the budget can be at least $5.49.";

type Row = [id: string, name: string, price: number, category: CategorySlug, description: string, url?: string];

const BOARD_GAMES: Row[] = [
  [
    "catan",
    "Catan",
    54.99,
    "board-games",
    "The classic strategy game of trading resources and building settlements on an island.",
    "https://www.catan.com/",
  ],
  [
    "ticket-to-ride",
    "Ticket to Ride",
    54.99,
    "board-games",
    "A family-friendly game of collecting train cards to claim railway routes.",
    "https://www.daysofwonder.com/ticket-to-ride/",
  ],
  [
    "wingspan",
    "Wingspan",
    65,
    "board-games",
    "An award-winning engine-building game about attracting birds to your preserves.",
    "https://stonemaiergames.com/games/wingspan/",
  ],
  ["codenames", "Codenames", 19.99, "board-games", "A fast team word-association party game of secret agents and one-word clues."],
  ["azul", "Azul", 39.99, "board-games", "A beautiful tile-drafting game inspired by Portuguese azulejos."],
  ["pandemic", "Pandemic", 44.99, "board-games", "A cooperative game in which players work together to stop four global outbreaks."],
];

const MORE_GAMES: Row[] = [
  ["splendor", "Splendor", 39.99, "board-games", "A quick, elegant gem-collecting card game with poker-chip tokens."],
  ["carcassonne", "Carcassonne", 34.99, "board-games", "A tile-laying game of building a medieval landscape one tile at a time."],
  ["dixit", "Dixit", 34.99, "board-games", "A dreamlike storytelling card game with surreal illustrated cards."],
  ["7-wonders", "7 Wonders", 59.99, "board-games", "A card-drafting civilization game for up to seven players."],
  ["exploding-kittens", "Exploding Kittens", 19.99, "board-games", "A hilarious, fast-paced card game of kittens and explosions."],
  ["cascadia", "Cascadia", 39.99, "board-games", "A tile-and-token game about building a Pacific Northwest habitat."],
];

const QUERY = { occasion: "birthday", budget: 100, recipient: "friend who loves board games" };
const UNDERSTOOD = { relationship: "friend", interests: ["board games"], avoid: [] };

function ideas(rows: readonly Row[], moreAvailable: boolean): CallToolResult {
  const gifts: GiftIdea[] = rows.map(([id, name, price, category]) => ({
    id,
    name,
    price,
    category,
    reason: `A favourite for a ${QUERY.recipient}.`,
  }));
  const details: Record<string, GiftDetail> = {};
  for (const [id, , , , description, url] of rows)
    details[id] = { description, matched: ["board-games", "game-night"], ...(url ? { url } : {}) };
  return {
    content: [
      { type: "text", text: `${gifts.length} gift ideas for birthday, each at most $100.00: ${gifts.map((g) => g.name).join("; ")}.` },
    ],
    structuredContent: { query: QUERY, ...(gifts.length > 0 ? { understood: UNDERSTOOD } : {}), gifts, moreAvailable },
    _meta: { [RESULT_DETAILS_KEY]: details },
  };
}

export const FIXTURES: Record<FixtureName, Fixture> = {
  normal: { arguments: QUERY, result: ideas(BOARD_GAMES, true) },
  many: { arguments: { ...QUERY, count: 12 }, result: ideas([...BOARD_GAMES, ...MORE_GAMES], false) },
  empty: { arguments: QUERY, result: ideas([], false) },
  "business-error": {
    arguments: { occasion: "birthday", budget: 3 },
    result: {
      isError: true,
      content: [{ type: "text", text: NOTHING_WITHIN_BUDGET }],
      _meta: { [RESULT_ERROR_KEY]: { kind: "nothing-within-budget", message: NOTHING_WITHIN_BUDGET } },
    },
  },
  "contract-error": {
    arguments: QUERY,
    result: {
      content: [{ type: "text", text: "A result that breaks the contract." }],
      structuredContent: {
        query: QUERY,
        gifts: [{ id: "catan", name: "Catan", price: "54.99 dollars", category: "weapons", reason: "" }],
        moreAvailable: "yes",
      },
    },
  },
};

export const isFixtureName = (name: string | null): name is FixtureName => FIXTURE_NAMES.some((known) => known === name);
