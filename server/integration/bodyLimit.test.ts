/**
 * Robustness matrix, the body limit: a body over the limit is answered 413 with a JSON-RPC error, and the
 * client sees that answer however it sends the body (fetch with a streamed or a string body, node:http with a
 * Content-Length), 20 times out of 20: the server reads and drops the rest instead of resetting the connection.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { MCP_POST_HEADERS } from "../testing/httpFrom.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const BODY_BYTES = 5 * 1024 * 1024;
const TRIES = 20;
const suite = serverForSuite({ RATE_LIMIT_PER_MINUTE: "100000", RATE_LIMIT_BURST: "100000" });

const bigBody = () => `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"${"x".repeat(BODY_BYTES)}"}}`;
type Seen = { status: number; text: string } | { failure: string };

async function viaFetch(streamed: boolean): Promise<Seen> {
  const text = bigBody();
  const body = streamed
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = Buffer.from(text);
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          controller.close();
        },
      })
    : text;
  try {
    const response = await fetch(suite.server.url, {
      method: "POST",
      headers: MCP_POST_HEADERS,
      body,
      ...(streamed ? { duplex: "half" } : {}),
    } as RequestInit);
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { failure: String((error as Error & { cause?: unknown }).cause ?? error) };
  }
}

function viaNodeHttp(): Promise<Seen> {
  return new Promise((resolve) => {
    const body = Buffer.from(bigBody());
    const outgoing = request(
      suite.server.url,
      { method: "POST", headers: { ...MCP_POST_HEADERS, "Content-Length": String(body.length) } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", (error) => resolve({ failure: String(error) }));
      },
    );
    outgoing.on("error", (error) => resolve({ failure: String(error) }));
    outgoing.end(body);
  });
}

const expect413 = (seen: Seen[]) => {
  const failures = seen.filter((s) => "failure" in s);
  expect(failures, JSON.stringify(failures.slice(0, 3))).toEqual([]);
  for (const s of seen) {
    expect("status" in s && s.status).toBe(413);
    expect(JSON.parse((s as { text: string }).text)).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: expect.stringContaining("1048576") },
    });
  }
};

describe("a body over the limit", () => {
  it(`reaches fetch with a streamed body as a 413, ${TRIES} of ${TRIES}`, async () => {
    expect413(await Promise.all(Array.from({ length: TRIES }, () => viaFetch(true))));
  });

  it(`reaches fetch with a string body as a 413, ${TRIES} of ${TRIES}`, async () => {
    expect413(await Promise.all(Array.from({ length: TRIES }, () => viaFetch(false))));
  });

  it(`reaches node:http with a Content-Length as a 413, ${TRIES} of ${TRIES}`, async () => {
    expect413(await Promise.all(Array.from({ length: TRIES }, () => viaNodeHttp())));
  });

  it("leaves the server serving", async () => {
    const reply = await fetch(suite.server.url, {
      method: "POST",
      headers: MCP_POST_HEADERS,
      body: '{"jsonrpc":"2.0","id":2,"method":"ping"}',
    });
    expect(reply.status).toBe(200);
  });
});
