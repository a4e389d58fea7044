/**
 * A transport wrapper that shows every message in and out to a list of taps (the wire log, the metrics), and
 * is otherwise the transport it wraps. The server connects to the wrapper, so a tap sees each message whether
 * it was added before or after the server set its handlers: there is no order to get wrong.
 */
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";

export interface TransportTap {
  /** A message that arrived, before the server handles it. */
  readonly incoming: (message: JSONRPCMessage) => void;
  /** A message the server sent, once the transport has sent it (so its size as written is known). */
  readonly outgoing: (message: JSONRPCMessage) => void;
}

class TappedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport["onmessage"];

  constructor(
    private readonly inner: Transport,
    private readonly taps: readonly TransportTap[],
  ) {
    inner.onmessage = (message: JSONRPCMessage, extra?: MessageExtraInfo) => {
      for (const tap of taps) tap.incoming(message);
      this.onmessage?.(message, extra);
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    try {
      await this.inner.send(message, options);
    } finally {
      for (const tap of this.taps) tap.outgoing(message);
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** `inner`, with every message shown to `taps`; connect the server to what this returns. */
export function tapTransport(inner: Transport, taps: readonly TransportTap[]): Transport {
  return new TappedTransport(inner, taps);
}
