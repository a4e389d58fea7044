/**
 * The exchanges docs/protocol.md shows: each is sent for real to a running server and its answer recorded.
 * Grouped by what a reader learns from them; the order is the order of the page.
 */
export interface Exchange {
  readonly title: string;
  readonly note: string;
  /** A JSON-RPC message, or raw text for the malformed cases. */
  readonly body: object | string;
  /** Send with the session from the initialize exchange. */
  readonly inSession?: boolean;
}

export interface Section {
  readonly heading: string;
  readonly intro: string;
  readonly exchanges: readonly Exchange[];
}

const call = (id: number | string, method: string, params?: object) => ({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) });

export const SECTIONS: readonly Section[] = [
  {
    heading: "Lifecycle",
    intro:
      "A client that sends `initialize` gets a session: its id comes back in the `Mcp-Session-Id` header, and the session can receive notifications on `GET /mcp`. ChatGPT sends one `initialize`, then calls tools without the header; those calls are served statelessly.",
    exchanges: [
      {
        title: "initialize",
        note: "The answer carries the capabilities and the instructions for the model.",
        body: call(1, "initialize", { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "docs", version: "1.0.0" } }),
      },
      {
        title: "notifications/initialized",
        note: "A notification: no `id`, answered with HTTP 202 and an empty body.",
        body: { jsonrpc: "2.0", method: "notifications/initialized" },
        inSession: true,
      },
      { title: "ping", note: "", body: call(2, "ping"), inSession: true },
    ],
  },
  {
    heading: "Tools",
    intro:
      "`suggest_gifts` is the app's tool. Its result has three parts: `content` (text the model reads), `structuredContent` (the model and the widget; it matches `outputSchema`) and `_meta` (the widget only).",
    exchanges: [
      {
        title: "tools/list",
        note: '`"cursor": null`, which some clients send, is accepted. The schemas are generated from the shared zod contract.',
        body: call(3, "tools/list", { cursor: null }),
      },
      {
        title: "tools/call suggest_gifts",
        note: "",
        body: call(4, "tools/call", {
          name: "suggest_gifts",
          arguments: { occasion: "birthday", budget: 100, recipient: "friend who loves board games", count: 3 },
        }),
      },
    ],
  },
  {
    heading: "Resources",
    intro: "The widget template, the catalog summary, and one resource per category from a template.",
    exchanges: [
      { title: "resources/list", note: "", body: call(5, "resources/list", { cursor: null }) },
      { title: "resources/templates/list", note: "", body: call(6, "resources/templates/list") },
      {
        title: "resources/read gift_catalog",
        note: "",
        body: call(7, "resources/read", { uri: "mcp://gift-server/resources/gift_catalog" }),
      },
      {
        title: "resources/read the widget",
        note: "The HTML is cut short here; `_meta` carries the CSP and domain in both dialects.",
        body: call(8, "resources/read", { uri: "ui://gift-finder/gift-widget.v2.html" }),
      },
      {
        title: "completion/complete for the category template",
        note: "",
        body: call(9, "completion/complete", {
          ref: { type: "ref/resource", uri: "mcp://gift-server/resources/categories/{slug}" },
          argument: { name: "slug", value: "b" },
        }),
      },
    ],
  },
  {
    heading: "Prompts",
    intro: "`gift_congrats_style` takes only optional arguments, so a request without arguments works; `gift_card_message` needs `gift`.",
    exchanges: [
      { title: "prompts/list", note: "", body: call(10, "prompts/list", { cursor: null }) },
      { title: "prompts/get gift_congrats_style", note: "", body: call(11, "prompts/get", { name: "gift_congrats_style" }) },
      {
        title: "completion/complete for a prompt argument",
        note: "",
        body: call(12, "completion/complete", {
          ref: { type: "ref/prompt", name: "gift_congrats_style" },
          argument: { name: "tone", value: "p" },
        }),
      },
    ],
  },
  {
    heading: "Protocol errors (JSON-RPC `error`)",
    intro: "The request itself is wrong: the client must change it. These never reach a tool.",
    exchanges: [
      { title: "invalid JSON", note: "HTTP 400, `id: null`.", body: '{"jsonrpc":"2.0",' },
      { title: "valid JSON, not JSON-RPC", note: "HTTP 400.", body: { foo: 1 } },
      { title: "a batch", note: "Batches were removed from MCP in 2025-06-18. HTTP 400.", body: [call(1, "ping")] },
      { title: "unknown method", note: "", body: call(13, "gifts/wrap") },
      {
        title: "tools/call with a typical hand-written mistake",
        note: "The message names the expected fields.",
        body: call(14, "tools/call", { tool: "suggest_gifts", args: { occasion: "birthday", budget: 50 } }),
      },
      {
        title: "unknown tool",
        note: "The SDK's default is an `isError` result; the spec says -32602.",
        body: call(15, "tools/call", { name: "suggest_presents", arguments: {} }),
      },
      { title: "resources/read with resourceId", note: "", body: call(16, "resources/read", { resourceId: "gift_catalog" }) },
      { title: "unknown resource", note: "", body: call(17, "resources/read", { uri: "mcp://gift-server/resources/nope" }) },
      { title: "prompt without its required argument", note: "", body: call(18, "prompts/get", { name: "gift_card_message" }) },
      { title: "invalid cursor", note: "", body: call(19, "tools/list", { cursor: "bogus" }) },
    ],
  },
  {
    heading: "Business errors (a result with `isError: true`)",
    intro:
      "The request is well-formed but the tool cannot do what was asked. The model reads the text and can correct itself: since MCP 2025-11-25 (SEP-1303) this includes arguments that break the input schema, which older tutorials show as -32602.",
    exchanges: [
      {
        title: "arguments that break the input schema",
        note: "Each bad field is named.",
        body: call(20, "tools/call", { name: "suggest_gifts", arguments: { occasion: "", budget: -5, colour: "red" } }),
      },
      {
        title: "nothing fits the budget",
        note: "The text names the cheapest idea's price.",
        body: call(21, "tools/call", { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 3 } }),
      },
    ],
  },
];
