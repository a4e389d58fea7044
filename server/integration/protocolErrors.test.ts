/** The protocol/business split of MCP 2025-11-25, over raw HTTP so each answer is seen exactly as sent. */
import { describe, expect, it } from "vitest";
import { cheapestGiftPrice } from "../testing/cheapestGift.ts";
import { postRaw } from "../testing/mcpClient.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const suite = serverForSuite();

type RpcReply = {
  jsonrpc: string;
  id: unknown;
  error?: { code: number; message: string };
  result?: { isError?: boolean; content?: Array<{ text: string }> };
};
const rpc = async (body: string | object) => {
  const response = await postRaw(suite.server.url, body);
  return { status: response.status, reply: response.json as RpcReply };
};

describe("protocol errors are JSON-RPC errors", () => {
  it("answers invalid JSON with -32700 and id null in a JSON body", async () => {
    const { status, reply } = await rpc('{"jsonrpc":"2.0",');
    expect(status).toBe(400);
    expect(reply).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: expect.stringMatching(/Parse error/) } });
  });

  it("answers an unknown method with -32601 naming it", async () => {
    const { reply } = await rpc({ jsonrpc: "2.0", id: 3, method: "gifts/wrap" });
    expect(reply.id).toBe(3);
    expect(reply.error).toEqual({ code: -32601, message: expect.stringContaining("gifts/wrap") });
  });

  it.each([
    [{ tool: "suggest_gifts", args: {} }, ['"tool" → "name"', '"args" → "arguments"']],
    [{ toolName: "suggest_gifts", arguments: {} }, ['"toolName" → "name"']],
    [{ arguments: {} }, ['"name"']],
  ])("answers tools/call params %j with -32602 naming the expected fields", async (params, mentions) => {
    const { reply } = await rpc({ jsonrpc: "2.0", id: "p", method: "tools/call", params });
    expect(reply.id).toBe("p");
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toContain("{name, arguments}");
    for (const mention of mentions) expect(reply.error?.message).toContain(mention);
  });

  it("answers an unknown tool with -32602, not an isError result", async () => {
    const { reply } = await rpc({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "suggest_presents", arguments: {} } });
    expect(reply.result).toBeUndefined();
    expect(reply.error).toEqual({ code: -32602, message: expect.stringContaining("suggest_presents") });
  });
});

describe("business errors are results with isError", () => {
  it("names each bad argument (SEP-1303)", async () => {
    const { status, reply } = await rpc({
      jsonrpc: "2.0",
      id: 6,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { budget: "lots" } },
    });
    expect(status).toBe(200);
    expect(reply.result?.isError).toBe(true);
    expect(reply.result?.content?.[0]?.text).toMatch(/occasion: .*budget: /);
  });

  it("says what the cheapest idea costs when nothing fits", async () => {
    const { reply } = await rpc({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 3 } },
    });
    expect(reply.result?.isError).toBe(true);
    expect(reply.result?.content?.[0]?.text).toContain(cheapestGiftPrice());
  });
});
