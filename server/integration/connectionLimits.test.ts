/**
 * Robustness matrix, connections: a trickled request is cut off by the request timeout, one address holds a
 * bounded number of connections, and the Host header is parsed strictly (userinfo refused). (A notification
 * stream whose reader stopped reading: server/src/http/notificationBacklog.test.ts, which can send notifications
 * large enough to fill the socket's buffers in a moment.)
 */
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { httpFrom, MCP_POST_HEADERS } from "../testing/httpFrom.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const suite = serverForSuite({
  REQUEST_TIMEOUT_MS: "1500",
  HEADERS_TIMEOUT_MS: "1000",
  MAX_CONNECTIONS_PER_ADDRESS: "6",
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_BURST: "1000000",
});

const port = () => Number(suite.server.url.port);
async function rawSocket(localAddress: string): Promise<Socket> {
  const socket = connect({ host: "127.0.0.1", port: port(), localAddress });
  await once(socket, "connect");
  return socket;
}
/** Everything the server sends until it closes the connection, or "(still open)" after timeoutMs. */
function untilClosed(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const timer = setTimeout(() => resolve(`${text}(still open)`), timeoutMs);
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}
const ping = (localAddress: string, headers: Record<string, string> = {}) =>
  httpFrom(suite.server.url, {
    method: "POST",
    localAddress,
    headers: { ...MCP_POST_HEADERS, ...headers },
    body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
  });

describe("request timeouts", () => {
  it("answers a trickled body with 408 and closes, within the request timeout", async () => {
    const socket = await rawSocket("127.0.0.51");
    const started = Date.now();
    socket.write(
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{"jsonrpc"`,
    );
    const trickle = setInterval(() => socket.write(" "), 200);
    const text = await untilClosed(socket, 6000);
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("closes a connection whose headers never finish", async () => {
    const socket = await rawSocket("127.0.0.51");
    socket.write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const text = await untilClosed(socket, 6000);
    expect(text).not.toContain("(still open)");
  });
});

describe("connections per address", () => {
  it("closes connections past the cap at once, serves another address, and frees a place when one closes", async () => {
    const held = await Promise.all(Array.from({ length: 6 }, () => rawSocket("127.0.0.52")));
    const extra = await rawSocket("127.0.0.52");
    expect(await untilClosed(extra, 2000)).toBe("");
    expect((await ping("127.0.0.53")).status).toBe(200);

    held[0]?.destroy();
    // The server sees the close a moment later; until then the address is still at its cap.
    await vi.waitFor(async () => expect((await ping("127.0.0.52")).status).toBe(200), { timeout: 3000, interval: 50 });
    for (const socket of held) socket.destroy();
  });
});

describe("the Host header", () => {
  it.each(["127.0.0.1:80@evil.example", "user@127.0.0.1", "127.0.0.1/x", "127.0.0.1:99999", "127.0.0.1 evil.example"])(
    "refuses %j with 403",
    async (host) => {
      const reply = await ping("127.0.0.54", { Host: host });
      expect(reply.status).toBe(403);
      expect(JSON.parse(reply.text)).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    },
  );

  it.each(["127.0.0.1", "localhost:8787", "[::1]:8787"])("serves %j", async (host) => {
    expect((await ping("127.0.0.54", { Host: host })).status).toBe(200);
  });
});
