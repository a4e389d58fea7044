import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { tapTransport } from "./tappedTransport.ts";

/** A transport that records what it sends and lets the test deliver messages. */
function recordingTransport() {
  const sent: JSONRPCMessage[] = [];
  const transport: Transport = {
    start: async () => undefined,
    send: async (message) => void sent.push(message),
    close: async () => transport.onclose?.(),
  };
  return { transport, sent, deliver: (message: JSONRPCMessage) => transport.onmessage?.(message) };
}

const request: JSONRPCMessage = { jsonrpc: "2.0", id: 1, method: "ping" };
const response: JSONRPCMessage = { jsonrpc: "2.0", id: 1, result: {} };

describe("tapTransport", () => {
  it("shows each message to the taps, in before the handler and out after the send, whenever the handler was set", async () => {
    const inner = recordingTransport();
    const events: string[] = [];
    const tapped = tapTransport(inner.transport, [
      { incoming: () => events.push("tap in"), outgoing: () => events.push(`tap out after ${inner.sent.length} sent`) },
    ]);
    // The handler is set after the wrapper exists, as Server.connect does.
    tapped.onmessage = () => events.push("handled");
    inner.deliver(request);
    await tapped.send(response);
    expect(events).toEqual(["tap in", "handled", "tap out after 1 sent"]);
    expect(inner.sent).toEqual([response]);
  });

  it("passes close through both ways", async () => {
    const inner = recordingTransport();
    const tapped = tapTransport(inner.transport, []);
    let closed = 0;
    tapped.onclose = () => (closed += 1);
    await tapped.close();
    expect(closed).toBe(1);
  });
});
