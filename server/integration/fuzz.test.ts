/**
 * Property-based fuzzing of /mcp: generated and mutated JSON-RPC envelopes, params, ids, headers and bodies.
 * Every answer must be well-formed, nothing may crash or 5xx, and the heap must come back near its baseline.
 * On failure fast-check prints the shrunk counterexample.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serverForSuite } from "../testing/suiteServer.ts";

const MESSAGES = 10_000;
const PER_RUN = 8;

const suite = serverForSuite(
  { RATE_LIMIT_PER_MINUTE: "10000000", RATE_LIMIT_BURST: "10000000", LOG_LEVEL: "warn" },
  { nodeArgs: ["--expose-gc"] },
);

// Names that live on Object.prototype are here on purpose: a lookup table keyed by method once crashed on them.
const METHODS = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/read",
  "resources/templates/list",
  "resources/subscribe",
  "prompts/list",
  "prompts/get",
  "completion/complete",
  "logging/setLevel",
  "notifications/initialized",
  "Tools/List",
  "",
];

const id = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.double(),
  fc.constant({}),
  fc.constant([1]),
  fc.boolean(),
);
const toolArguments = fc.oneof(
  fc.record(
    {
      occasion: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("birthday", "wedding")),
      budget: fc.oneof(fc.double(), fc.integer({ min: -10, max: 20_000 })),
      recipient: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
    },
    { requiredKeys: [] },
  ),
  fc.anything({ maxDepth: 2 }),
);
const params = fc.oneof(
  fc.record(
    {
      name: fc.oneof(fc.constantFrom("suggest_gifts", "gift_congrats_style", "gift_card_message"), fc.string({ maxLength: 20 })),
      arguments: toolArguments,
    },
    { requiredKeys: [] },
  ),
  fc.record({
    uri: fc.oneof(
      fc.constantFrom("mcp://gift-server/resources/gift_catalog", "ui://gift-finder/gift-widget.v2.html"),
      fc.string({ maxLength: 300 }),
    ),
  }),
  fc.record({ cursor: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null), fc.integer()) }),
  fc.record({ tool: fc.string(), args: fc.anything({ maxDepth: 1 }) }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "toString", "name", "uri", "cursor"), fc.anything({ maxDepth: 1 })),
  fc.anything({ maxDepth: 2 }),
);
const envelope = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant("2.0"), fc.constant("2.0"), fc.constant("1.0"), fc.integer()),
    id,
    method: fc.oneof(fc.constantFrom(...METHODS), fc.string({ maxLength: 30 })),
    params,
  },
  { requiredKeys: ["jsonrpc"] },
);
/** A body: a valid-looking envelope most of the time, else mutated text or arbitrary JSON. */
const body = fc.oneof(
  { weight: 6, arbitrary: envelope.map((e) => JSON.stringify(e)) },
  {
    weight: 2,
    arbitrary: fc.tuple(envelope, fc.nat(), fc.string({ maxLength: 5 })).map(([e, at, junk]) => {
      const text = JSON.stringify(e);
      const cut = at % (text.length + 1);
      return text.slice(0, cut) + junk;
    }),
  },
  { weight: 1, arbitrary: fc.array(envelope, { maxLength: 3 }).map((list) => JSON.stringify(list)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? "null") },
  // The edge's bounds: nesting around the depth bound, long ids, and arguments with many keys or characters.
  {
    weight: 1,
    arbitrary: fc.tuple(envelope, fc.integer({ min: 0, max: 300 }), fc.constantFrom("[", '{"a":')).map(([e, depth, open]) => {
      const close = open === "[" ? "]" : "}";
      return JSON.stringify({ ...e, params: "@" }).replace('"@"', `${open.repeat(depth)}1${close.repeat(depth)}`);
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 50_000 }), fc.constantFrom(...METHODS))
      .map(([length, method]) => JSON.stringify({ jsonrpc: "2.0", id: "i".repeat(length), method })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 150_000 })).map(([keys, chars]) =>
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: {
          name: "suggest_gifts",
          arguments: {
            occasion: "birthday",
            budget: 50,
            recipient: "r".repeat(chars),
            ...Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])),
          },
        },
      }),
    ),
  },
);
const headers = fc.record({
  accept: fc.constantFrom(
    "application/json, text/event-stream",
    "application/json, text/event-stream",
    "application/json",
    "*/*",
    "text/html",
  ),
  contentType: fc.constantFrom("application/json", "application/json", "application/json; charset=utf-8", "text/plain"),
  protocolVersion: fc.constantFrom(undefined, undefined, "2025-11-25", "2025-06-18", "2099-01-01", "garbage"),
  sessionId: fc.constantFrom(undefined, undefined, undefined, "unknown-session"),
});

interface Probe {
  readonly body: string;
  readonly headers: { accept: string; contentType: string; protocolVersion: string | undefined; sessionId: string | undefined };
}

/** The JSON-RPC messages in an answer: a JSON body, or the data lines of an SSE body. */
function messagesIn(text: string, contentType: string): unknown[] {
  if (contentType.includes("text/event-stream"))
    return text
      .split("\n")
      .filter((l) => l.startsWith("data: "))
      .map((l) => JSON.parse(l.slice(6)) as unknown);
  return [JSON.parse(text) as unknown];
}

async function probe({ body: payload, headers: h }: Probe): Promise<void> {
  const response = await fetch(suite.server.url, {
    method: "POST",
    headers: {
      Accept: h.accept,
      "Content-Type": h.contentType,
      ...(h.protocolVersion ? { "MCP-Protocol-Version": h.protocolVersion } : {}),
      ...(h.sessionId ? { "Mcp-Session-Id": h.sessionId } : {}),
    },
    body: payload,
  });
  const text = await response.text();
  const where = `status ${response.status} for body ${payload.slice(0, 200)} → ${text.slice(0, 200)}`;
  if (response.status >= 500) throw new Error(`5xx: ${where}`);
  if (response.status === 202) {
    if (text !== "") throw new Error(`202 with a body: ${where}`);
    return;
  }
  let messages: unknown[];
  try {
    messages = messagesIn(text, response.headers.get("content-type") ?? "");
  } catch {
    throw new Error(`answer is not JSON-RPC: ${where}`);
  }
  let sent: { id?: unknown } | undefined;
  try {
    sent = JSON.parse(payload) as { id?: unknown };
  } catch {
    sent = undefined;
  }
  const final = messages.at(-1) as
    | { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined;
  if (final?.jsonrpc !== "2.0" || !("result" in final || "error" in final)) throw new Error(`not a JSON-RPC response: ${where}`);
  if (final.error && (typeof final.error.code !== "number" || typeof final.error.message !== "string"))
    throw new Error(`malformed error: ${where}`);
  const validId = typeof sent?.id === "string" || (typeof sent?.id === "number" && Number.isInteger(sent.id));
  if (final.id !== null && !(validId && final.id === sent?.id))
    throw new Error(`answer id ${JSON.stringify(final.id)} does not echo the request's: ${where}`);
  if (response.status === 200 && validId && final.id !== sent?.id) throw new Error(`a 200 answer lost the request id: ${where}`);
}

const healthz = async (gc = false) =>
  (await (await fetch(new URL(`/healthz${gc ? "?gc=1" : ""}`, suite.server.origin))).json()) as {
    status: string;
    memory: { heapUsedBytes: number };
  };

describe("fuzzing /mcp", () => {
  it(`answers ${MESSAGES} generated messages well-formed, without a crash or 5xx, and the heap returns near its baseline`, async () => {
    await healthz(true);
    const baseline = (await healthz(true)).memory.heapUsedBytes;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ body, headers }), { minLength: PER_RUN, maxLength: PER_RUN }), async (probes) => {
        await Promise.all(probes.map(probe));
      }),
      { numRuns: MESSAGES / PER_RUN, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(suite.server.process.exitCode).toBeNull();
    await healthz(true);
    const after = (await healthz(true)).memory.heapUsedBytes;
    expect(after - baseline).toBeLessThan(16 * 1024 * 1024);
  }, 180_000);
});
