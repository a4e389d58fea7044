/**
 * A view port and a host-side SDK Transport joined by a real MessageChannel, so every message is structured-
 * cloned exactly as postMessage between an iframe and its host would clone it. Records what crossed.
 */
import { MessageChannel } from "node:worker_threads";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { BridgePort } from "../host/uiBridge.ts";

export function messageChannelPair() {
  const channel = new MessageChannel();
  const fromView: unknown[] = [];
  const viewPort: BridgePort = {
    post: (message) => channel.port1.postMessage(message),
    listen(onMessage) {
      const listener = (data: unknown) => onMessage(data);
      channel.port1.on("message", listener);
      return () => channel.port1.off("message", listener);
    },
  };
  const hostTransport: Transport = {
    async start() {
      channel.port2.on("message", (data: JSONRPCMessage) => {
        fromView.push(data);
        hostTransport.onmessage?.(data);
      });
    },
    async send(message) {
      channel.port2.postMessage(message);
    },
    async close() {
      channel.port2.close();
      hostTransport.onclose?.();
    },
  };
  return {
    viewPort,
    hostTransport,
    /** Every JSON-RPC message the view sent, in order. */
    fromView,
    close: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}
