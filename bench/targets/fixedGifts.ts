/** The three fixed gifts both baselines answer with: real catalog items, in the contract's result shape. */
import type { SuggestGiftsOutput } from "@gift-finder/shared";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const FIXED_STRUCTURED_CONTENT: SuggestGiftsOutput = {
  query: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
  gifts: [
    { id: "catan", name: "Catan", price: 54.99, category: "board-games", reason: "A classic for board game fans" },
    { id: "ticket-to-ride", name: "Ticket to Ride", price: 54.99, category: "board-games", reason: "Easy to learn, great with friends" },
    { id: "wingspan", name: "Wingspan", price: 65, category: "board-games", reason: "A beautiful engine-builder" },
  ],
  moreAvailable: false,
};

export const FIXED_RESULT = {
  content: [{ type: "text", text: "3 gift ideas for birthday: Catan ($54.99), Ticket to Ride ($54.99), Wingspan ($65.00)." }],
  structuredContent: FIXED_STRUCTURED_CONTENT,
} satisfies CallToolResult;
