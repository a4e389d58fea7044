/** The wire log: one line per message, and requests paired with their own responses under concurrency. */
import { describe, expect, it } from "vitest";
import { postRaw } from "../testing/mcpClient.ts";
import { serverForSuite } from "../testing/suiteServer.ts";
import { waitUntil } from "../testing/waitUntil.ts";

const suite = serverForSuite();

type LogLine = Record<string, unknown>;
const rpcLines = () => suite.server.logLines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.msg === "rpc");
/** Waits until the access line of each response is in: it is written last, and the log is written asynchronously. */
async function settled(...responses: Array<{ headers: Headers }>): Promise<void> {
  const ids = responses.map((r) => r.headers.get("x-request-id"));
  const done = () =>
    ids.every((id) => suite.server.logLines.some((line) => line.includes('"msg":"http"') && line.includes(`"requestId":"${id}"`)));
  await waitUntil(() => (done() ? true : undefined), "the access line of each response");
}

describe("wire log", () => {
  it("gives two clients that send the same id at the same moment their own answers, and pairs them in the log", async () => {
    const call = (budget: number) =>
      postRaw(suite.server.url, {
        jsonrpc: "2.0",
        id: 42,
        method: "tools/call",
        params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget } },
      });
    const [cheap, dear] = await Promise.all([call(20), call(900)]);
    const gifts = (r: typeof cheap) =>
      (r.json as { id: number; result: { structuredContent: { gifts: Array<{ price: number }>; query: { budget: number } } } }).result
        .structuredContent;
    expect(gifts(cheap).query.budget).toBe(20);
    expect(gifts(dear).query.budget).toBe(900);
    expect(gifts(cheap).gifts.every((g) => g.price <= 20)).toBe(true);
    expect(gifts(dear).gifts.some((g) => g.price > 20)).toBe(true);

    await settled(cheap, dear);
    for (const response of [cheap, dear]) {
      const httpRequestId = response.headers.get("x-request-id");
      const lines = rpcLines().filter((l) => l.httpRequestId === httpRequestId);
      expect(lines.map((l) => `${l.dir} ${l.kind} ${l.rpcId} ${l.method}`)).toEqual([
        "in request 42 tools/call",
        "out response 42 tools/call",
      ]);
      const out = lines[1] as LogLine;
      expect(out).toMatchObject({ summary: "6 gifts", isError: false, target: "suggest_gifts" });
      expect(typeof out.ms).toBe("number");
      expect(typeof out.bytes).toBe("number");
      expect(typeof out.time).toBe("string");
    }
  });

  it("records error codes and isError, and the ChatGPT conversation id when sent", async () => {
    const unknown = await postRaw(suite.server.url, {
      jsonrpc: "2.0",
      id: "u",
      method: "tools/call",
      params: { name: "nope", arguments: {}, _meta: { "openai/session": "conv-9" } },
    });
    const business = await postRaw(suite.server.url, {
      jsonrpc: "2.0",
      id: "b",
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 2 } },
    });
    await settled(unknown, business);
    const lineFor = (response: typeof unknown) =>
      rpcLines().find((l) => l.httpRequestId === response.headers.get("x-request-id") && l.dir === "out");
    expect(lineFor(unknown)).toMatchObject({ kind: "error", errorCode: -32602, conversation: "conv-9" });
    expect(lineFor(business)).toMatchObject({ kind: "response", isError: true });
  });

  it("also logs what the HTTP edge answers itself, in the same shape", async () => {
    const refused = await postRaw(suite.server.url, { jsonrpc: "2.0", id: 11, method: "tools/call", params: ["suggest_gifts"] });
    await settled(refused);
    const lines = rpcLines().filter((l) => l.httpRequestId === refused.headers.get("x-request-id"));
    expect(lines.map((l) => `${l.dir} ${l.kind} ${l.rpcId} ${l.method}`)).toEqual(["in request 11 tools/call", "out error 11 tools/call"]);
    expect(lines[1]).toMatchObject({ errorCode: -32602 });
  });

  it("writes exactly one access-log line per request id, echoed in the X-Request-Id header", async () => {
    const response = await postRaw(suite.server.url, { jsonrpc: "2.0", id: 1, method: "ping" });
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // A later request's access line in the log gives a stray second line for this one time to show.
    await settled(response, await postRaw(suite.server.url, { jsonrpc: "2.0", id: 2, method: "ping" }));
    const access = suite.server.logLines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.msg === "http" && l.requestId === requestId);
    expect(access).toHaveLength(1);
  });
});
