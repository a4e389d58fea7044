/**
 * A session's notification stream (GET /mcp) whose reader has stopped reading is cut off, not buffered for
 * ever. Notifications the SDK writes to the stream wait in memory while the connection is backed up; once more
 * than `max` are waiting, the stream is closed. The session lives on: its client can open a new stream, and
 * until it does, notifications for it are dropped (the SDK's behaviour without a stream).
 */

import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Response } from "express";

/** A message travels on the GET stream when it is not a response and belongs to no request. */
const travelsOnStream = (message: JSONRPCMessage, options: TransportSendOptions | undefined) =>
  options?.relatedRequestId === undefined && !("result" in message) && !("error" in message);

export class NotificationBacklog {
  #stream: Response | undefined;
  #sent = 0;
  #written = 0;

  constructor(
    private readonly max: number,
    private readonly onCutOff: (waiting: number) => void,
  ) {}

  /** Counts what the transport sends on its stream; call once per session transport. */
  watch(transport: Transport): void {
    const send = transport.send.bind(transport);
    transport.send = async (message, options) => {
      if (travelsOnStream(message, options)) this.#queued();
      return send(message, options);
    };
  }

  /** The stream's HTTP response: every event the SDK hands on is one write to it. */
  attach(stream: Response): void {
    this.#stream = stream;
    this.#sent = 0;
    this.#written = 0;
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((...args: unknown[]) => {
      if (this.#stream === stream) this.#written += 1;
      return write(...args);
    }) as Response["write"];
    stream.once("close", () => {
      if (this.#stream === stream) this.#stream = undefined;
    });
  }

  #queued(): void {
    const stream = this.#stream;
    if (!stream) return;
    this.#sent += 1;
    const waiting = this.#sent - this.#written;
    if (waiting <= this.max) return;
    this.#stream = undefined;
    stream.destroy();
    this.onCutOff(waiting);
  }
}
