import { describe, expect, it } from "vitest";
import { checkBody, headerRefusal } from "./jsonRpcEdge.ts";

const limits = { maxBodyBytes: 1000, maxDepth: 4, maxValues: 50, maxArgumentEntries: 3, maxArgumentChars: 100 };
const check = (body: unknown) => checkBody(Buffer.from(typeof body === "string" ? body : JSON.stringify(body), "utf8"), limits);
const MCP_HEADERS = { accept: "application/json, text/event-stream", "content-type": "application/json" };

describe("headerRefusal", () => {
  it("passes a POST that accepts both answer kinds and sends JSON within the limit", () => {
    expect(headerRefusal({ ...MCP_HEADERS, "content-length": "1000" }, 1000)).toBeUndefined();
  });

  it("refuses a missing Accept kind with 406, another media type with 415, a declared oversize body with 413", () => {
    expect(headerRefusal({ ...MCP_HEADERS, accept: "application/json" }, 1000)?.status).toBe(406);
    expect(headerRefusal({ ...MCP_HEADERS, "content-type": "text/plain" }, 1000)?.status).toBe(415);
    expect(headerRefusal({ ...MCP_HEADERS, "content-length": "1001" }, 1000)?.status).toBe(413);
  });
});

describe("checkBody", () => {
  it("lets a request through with its params unread: they are the method table's to check", () => {
    const message = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { tool: "suggest_gifts" } };
    expect(check(message)).toEqual({ message });
  });

  it("answers bad JSON with -32700 and a bad envelope with -32600, with no message", () => {
    expect(check('{"jsonrpc":')).toEqual({ refusal: { status: 400, code: -32700, message: "Parse error: the body is not valid JSON" } });
    const batch = check([{ jsonrpc: "2.0", id: 1, method: "ping" }]);
    expect(batch.message).toBeUndefined();
    expect(batch.refusal).toMatchObject({ status: 400, code: -32600, message: expect.stringContaining("batches") });
  });

  it("keeps the message of a sound envelope it refuses, so the wire log can show it", () => {
    const notObject = check({ jsonrpc: "2.0", id: "p", method: "tools/call", params: ["suggest_gifts"] });
    expect(notObject.message?.id).toBe("p");
    expect(notObject.refusal).toEqual({
      status: 200,
      code: -32602,
      message: "Invalid params: tools/call params must be an object",
      id: "p",
    });
    const deep = check({ jsonrpc: "2.0", id: 2, method: "ping", params: { a: { b: { c: { d: 1 } } } } });
    expect(deep.message?.method).toBe("ping");
    expect(deep.refusal).toMatchObject({ status: 400, code: -32600, id: 2 });
  });

  it("refuses arguments past their bounds with -32602, and too many values before parsing", () => {
    const wide = check({
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { a: 1, b: 2, c: 3, d: 4 } },
    });
    expect(wide.refusal).toMatchObject({ status: 200, code: -32602, id: 3 });
    expect(check(Array.from({ length: 60 }, () => 1)).refusal).toMatchObject({
      status: 400,
      code: -32600,
      message: expect.stringContaining("more than 50 values"),
    });
  });
});
