/** SIGTERM: not ready first, in-flight requests finish, streams close, exit 0 within a bound. */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { postRaw } from "../testing/mcpClient.ts";
import { startServer } from "../testing/startServer.ts";

/** Opens a session and its GET notification stream; `closed` resolves "closed" when the server ends it. */
async function openNotificationStream(url: URL): Promise<{ closed: Promise<string> }> {
  const init = await postRaw(url, {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "drain", version: "1" } },
  });
  const sessionId = init.headers.get("mcp-session-id") ?? "";
  return new Promise((opened, reject) => {
    const request = httpRequest(
      url,
      { method: "GET", headers: { Accept: "text/event-stream", "Mcp-Session-Id": sessionId } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`GET stream answered ${response.statusCode}`));
        // Wrapped in an object: resolving with a bare promise would wait for the stream to close.
        opened({ closed: new Promise((closed) => response.on("close", () => closed("closed"))) });
        response.resume();
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("graceful shutdown", () => {
  it("finishes a request that is in flight when SIGTERM arrives, reports not-ready meanwhile, and exits 0", async () => {
    const server = await startServer({ DRAIN_GRACE_MS: "600" });
    const stream = await openNotificationStream(server.url);

    const payload = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 100 } },
    });
    const half = Math.floor(payload.length / 2);
    let sendRest: () => void = () => undefined;
    let connected: (value: unknown) => void = () => undefined;
    const isConnected = new Promise((resolve) => (connected = resolve));
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        server.url,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json, text/event-stream",
            "Content-Length": Buffer.byteLength(payload),
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      request.write(payload.slice(0, half));
      sendRest = () => request.end(payload.slice(half));
      request.once("socket", (socket) => socket.once("connect", () => connected(undefined)));
    });
    await isConnected;
    // Connections are accepted in order: once a later one is answered, the in-flight one is the server's.
    await fetch(new URL("/healthz", server.origin));

    const started = Date.now();
    const exit = server.stop("SIGTERM");
    await vi.waitFor(async () => expect((await fetch(new URL("/readyz", server.origin))).status).toBe(503), {
      timeout: 2000,
      interval: 25,
    });
    expect((await fetch(new URL("/healthz", server.origin))).status).toBe(200);

    // Past the grace period the listener is closed: the request must still be answered on its open connection.
    const refusesConnections = () =>
      new Promise<boolean>((resolve) => {
        const probe = connect(Number(server.url.port), "127.0.0.1");
        probe.once("connect", () => (probe.destroy(), resolve(false)));
        probe.once("error", () => resolve(true));
      });
    await vi.waitFor(async () => expect(await refusesConnections()).toBe(true), { timeout: 5000, interval: 50 });
    sendRest();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ id: 1, result: { structuredContent: { gifts: expect.any(Array) } } });

    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    // The process has exited, so its notification stream is over: the client sees the close within a moment.
    let streamState = "open";
    void stream.closed.then((state) => (streamState = state));
    await vi.waitFor(() => expect(streamState).toBe("closed"), { timeout: 1000, interval: 25 });
  });
});
