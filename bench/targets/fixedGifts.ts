/** The three fixed gifts both baselines answer with, shaped like a real `suggest_gifts` result. */
export const FIXED_STRUCTURED_CONTENT = {
  query: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
  gifts: [
    { id: "catan-base-game", name: "Catan", price: 49, category: "games", reason: "A classic for board game fans" },
    { id: "ticket-to-ride", name: "Ticket to Ride", price: 54, category: "games", reason: "Easy to learn, great with friends" },
    { id: "wingspan", name: "Wingspan", price: 65, category: "games", reason: "A beautiful engine-builder" },
  ],
  moreAvailable: false,
};

export const FIXED_RESULT = {
  content: [{ type: "text" as const, text: "3 gift ideas for birthday: Catan ($49), Ticket to Ride ($54), Wingspan ($65)." }],
  structuredContent: FIXED_STRUCTURED_CONTENT,
};

