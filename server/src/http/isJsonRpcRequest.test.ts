import { isJSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asJsonRpcRequest, isPlainRequest } from "./isJsonRpcRequest.ts";

const isJsonRpcRequest = async (message: unknown) => (await asJsonRpcRequest(message)) === message;

const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "suggest_gifts", arguments: { budget: 50 } } };

const mostly = <T>(usual: fc.Arbitrary<T>, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: usual, weight: 6 }, { arbitrary: other, weight: 1 });

/** Message-like values, mostly valid requests, with every field sometimes missing or wrong. */
const messages = fc
  .tuple(
    fc.record(
      {
        jsonrpc: mostly(fc.constant("2.0"), fc.constantFrom("1.0", 2)),
        id: mostly(fc.oneof(fc.string(), fc.integer()), fc.oneof(fc.double(), fc.constant(null), fc.constant(Number.MAX_SAFE_INTEGER + 2))),
        method: mostly(fc.string(), fc.integer()),
        params: fc.oneof(
          fc.dictionary(fc.string(), fc.jsonValue()),
          fc.record({
            _meta: fc.oneof(
              fc.jsonValue(),
              fc.record({ progressToken: fc.jsonValue() }),
              fc.record({ "io.modelcontextprotocol/related-task": fc.jsonValue() }),
              fc.dictionary(fc.string(), fc.jsonValue()),
            ),
          }),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    ),
    fc.option(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), { freq: 8 }),
  )
  .map(([message, extra]) => ({ ...extra, ...message }));

describe("isJsonRpcRequest", () => {
  it("tells a plain request without the schema, and the schema agrees", () => {
    expect(isPlainRequest(call)).toBe(true);
    expect(isPlainRequest({ jsonrpc: "2.0", id: "a", method: "ping" })).toBe(true);
    expect(isJSONRPCRequest(call)).toBe(true);
  });

  it("tells a request whose _meta the schema does not type (as hosts send) without the schema", () => {
    const hostMeta = { ...call, params: { ...call.params, _meta: { "openai/locale": "en-US", "openai/userAgent": { x: 1 } } } };
    expect(isPlainRequest(hostMeta)).toBe(true);
    expect(isJSONRPCRequest(hostMeta)).toBe(true);
    expect(isPlainRequest({ ...call, params: { _meta: [] } })).toBe(false);
    expect(isPlainRequest({ ...call, params: { _meta: { "io.modelcontextprotocol/related-task": { taskId: "t" } } } })).toBe(false);
  });

  it("leaves anything unusual to the schema", async () => {
    const withMeta = { ...call, params: { ...call.params, _meta: { progressToken: 7 } } };
    expect(isPlainRequest(withMeta)).toBe(false);
    expect(await isJsonRpcRequest(withMeta)).toBe(true);
    expect(await isJsonRpcRequest({ ...call, params: { _meta: { progressToken: {} } } })).toBe(false);
    expect(await isJsonRpcRequest({ ...call, params: { _meta: { "io.modelcontextprotocol/related-task": {} } } })).toBe(false);
    expect(await isJsonRpcRequest({ ...call, extra: 1 })).toBe(false);
    expect(await isJsonRpcRequest({ ...call, id: 1.5 })).toBe(false);
    expect(await isJsonRpcRequest({ ...call, params: [1] })).toBe(false);
    expect(await isJsonRpcRequest({ jsonrpc: "2.0", method: "notifications/initialized" })).toBe(false);
  });

  it("says yes only where the SDK's schema says yes, and answers as the schema does", async () => {
    await fc.assert(
      fc.asyncProperty(messages, async (message) => {
        if (isPlainRequest(message)) expect(isJSONRPCRequest(message)).toBe(true);
        expect(await isJsonRpcRequest(message)).toBe(isJSONRPCRequest(message));
      }),
      { numRuns: 5_000 },
    );
  });
});
