/**
 * A session's notification stream whose reader stopped reading is cut off once notifications pile up: the SDK's
 * real transport over a real HTTP server, and a client socket that never reads.
 */
import { once } from "node:events";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { NotificationBacklog } from "./notificationBacklog.ts";

let http: HttpServer | undefined;
afterEach(async () => {
  http?.closeAllConnections();
  http?.close();
});

describe("NotificationBacklog", () => {
  it("cuts off a stream nobody reads once more than the bound waits, and only once", async () => {
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => "session-1" });
    const mcp = new Server({ name: "backlog-test", version: "1" }, { capabilities: { logging: {} } });
    await mcp.connect(transport);
    const cutOffs: number[] = [];
    const backlog = new NotificationBacklog(50, (waiting) => cutOffs.push(waiting));
    backlog.watch(transport);
    http = createServer((req, res) => {
      if (req.method === "GET") backlog.attach(res as Response);
      void transport.handleRequest(req, res);
    }).listen(0, "127.0.0.1");
    await once(http, "listening");
    const { port } = http.address() as AddressInfo;

    const init = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      }),
    });
    await init.text();

    const reader = connect({ host: "127.0.0.1", port });
    await once(reader, "connect");
    reader.on("error", () => undefined);
    reader.write(
      `GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nMcp-Session-Id: session-1\r\nMCP-Protocol-Version: 2025-11-25\r\n\r\n`,
    );
    // The stream's headers arriving show it is open; from then on nobody reads it.
    await once(reader, "data");
    reader.pause();

    const big = "x".repeat(64 * 1024);
    let sent = 0;
    while (cutOffs.length === 0 && sent < 5000) {
      await transport.send({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: big } });
      sent += 1;
      if (sent % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(cutOffs).toHaveLength(1);
    expect(cutOffs[0]).toBe(51);
    // Socket buffers took some (a few MB at most); everything past them and the bound was refused.
    expect(sent).toBeLessThan(1000);
    for (let i = 0; i < 100; i++)
      await transport.send({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: big } });
    expect(cutOffs).toHaveLength(1);
    reader.destroy();
    await mcp.close();
  }, 20_000);
});
