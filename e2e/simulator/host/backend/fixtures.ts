/**
 * Canned `suggest_gifts` results for fixtures mode (no server). The data is the widget's own dev fixtures
 * (widget/src/dev/fixtures.ts), so the simulator and the widget's tests render the same cases.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export const FIXTURE_NAMES = ["normal", "many", "empty", "business-error", "contract-error"] as const;
export type FixtureName = (typeof FIXTURE_NAMES)[number];

export interface Fixture {
  readonly arguments: Record<string, unknown>;
  readonly result: CallToolResult;
}

const query = { occasion: "birthday", budget: 100, recipient: "friend who loves board games" };
const gift = (id: string, name: string, price: number, category: string) => ({ id, name, price, category, reason: `Fits ${query.recipient}.` });
const normalGifts = [
  gift("catan-base-game", "Catan", 44, "board-games"),
  gift("ticket-to-ride", "Ticket to Ride", 49.99, "board-games"),
  gift("wingspan", "Wingspan", 59, "board-games"),
  gift("dixit", "Dixit", 34.5, "board-games"),
];
const ideas = (gifts: ReturnType<typeof gift>[], moreAvailable: boolean): CallToolResult => ({
  content: [{ type: "text", text: `${gifts.length} gift ideas for birthday.` }],
  structuredContent: { query, gifts, moreAvailable },
  _meta: { "gift-finder/details": {} },
});

export const FIXTURES: Record<FixtureName, Fixture> = {
  normal: { arguments: query, result: ideas(normalGifts, true) },
  many: {
    arguments: query,
    result: ideas(Array.from({ length: 12 }, (_, i) => gift(`board-game-${i + 1}`, `Board game ${i + 1}`, 10 + i * 7, "board-games")), false),
  },
  empty: { arguments: query, result: ideas([], false) },
  "business-error": {
    arguments: { occasion: "birthday", budget: 3 },
    result: {
      isError: true,
      content: [{ type: "text", text: "Nothing in the catalog costs $3.00 or less. The cheapest idea is Sticker pack at $5.49; ask whether the budget can be at least $5.49." }],
    },
  },
  "contract-error": {
    arguments: query,
    result: {
      content: [{ type: "text", text: "A result that breaks the contract." }],
      structuredContent: { query, gifts: [{ id: "catan-base-game", name: "Catan", price: "44 dollars", category: "weapons" }], moreAvailable: "yes" },
    },
  },
};
