/**
 * A Transport that records every JSON-RPC message it carries into the timeline, in both directions, and
 * tags the messages of one tool call with a shared correlation id. Used for the SDK client's HTTP
 * transport (host <-> server) and for the AppBridge's postMessage transport (host <-> widget).
 */
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";
import type { HostApi } from "../shared/hostApi.ts";
import type { TimelineChannel, TimelineDirection, TimelineEntry, TimelineKind } from "../shared/timeline.ts";
import type { Timeline } from "./timeline.ts";

export type Correlation = Pick<TimelineEntry, "correlationId" | "serverRpcId">;
type RequestId = string | number;

interface RequestRecord {
  readonly entry: TimelineEntry;
  readonly method: string;
  correlation: Correlation;
}

export interface RecordingOptions {
  readonly channel: TimelineChannel;
  readonly outgoing: TimelineDirection;
  readonly incoming: TimelineDirection;
  readonly api?: HostApi;
}

function kindOf(message: JSONRPCMessage): TimelineKind {
  if ("method" in message) return "id" in message ? "request" : "notification";
  return "error" in message ? "error" : "response";
}

function summarise(message: JSONRPCMessage, method: string | undefined): string {
  if ("error" in message) return `error ${message.error.code}: ${message.error.message}`;
  const params = "params" in message ? (message.params as Record<string, unknown> | undefined) : undefined;
  if (method === "tools/call" && "method" in message) return `${String(params?.name)} ${JSON.stringify(params?.arguments ?? {})}`;
  if ("result" in message) {
    const result = message.result as Record<string, unknown>;
    if (result.isError === true) return "isError result";
    if (result.structuredContent) return `result with structuredContent (${JSON.stringify(result.structuredContent).length} chars)`;
    return "result";
  }
  if (method === "ui/notifications/tool-result") {
    if (params?.isError === true) return "isError result";
    return params?.structuredContent ? "result with structuredContent" : "result without structuredContent";
  }
  return params ? JSON.stringify(params).slice(0, 160) : "";
}

export class RecordingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;

  readonly #requests = new Map<string, RequestRecord>();
  readonly #expected = new Map<string, Array<(message: JSONRPCMessage) => Correlation>>();

  constructor(
    private readonly inner: Transport,
    private readonly timeline: Timeline,
    private readonly options: RecordingOptions,
  ) {
    inner.onmessage = (message, extra) => {
      this.#record(message, this.options.incoming);
      this.onmessage?.(message, extra);
    };
    inner.onerror = (error) => this.onerror?.(error);
    inner.onclose = () => this.onclose?.();
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion = (version: string): void => this.inner.setProtocolVersion?.(version);

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.#record(message, this.options.outgoing);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The next outgoing message with this method gets the correlation `tag` computes (it sees the message, e.g. its id). */
  expectOutgoing(method: string, tag: (message: JSONRPCMessage) => Correlation): void {
    const queue = this.#expected.get(method) ?? [];
    queue.push(tag);
    this.#expected.set(method, queue);
  }

  /** Tags a request that came in (and, when it is sent, its response) once the host knows which tool call it became. */
  correlateIncomingRequest(id: RequestId, correlation: Correlation): void {
    const record = this.#requests.get(`${this.options.incoming}:${id}`);
    if (!record) return;
    record.correlation = correlation;
    this.timeline.annotate(record.entry, correlation);
  }

  #record(message: JSONRPCMessage, direction: TimelineDirection): void {
    const kind = kindOf(message);
    const id = "id" in message ? (message.id as RequestId) : undefined;
    const isResponse = kind === "response" || kind === "error";
    const answered =
      isResponse && id !== undefined
        ? this.#requests.get(`${direction === this.options.outgoing ? this.options.incoming : this.options.outgoing}:${id}`)
        : undefined;
    const method = "method" in message ? message.method : answered?.method;
    const correlation =
      "method" in message && direction === this.options.outgoing
        ? (this.#expected.get(message.method)?.shift()?.(message) ?? {})
        : (answered?.correlation ?? {});
    const entry = this.timeline.record({
      channel: this.options.channel,
      direction,
      kind,
      ...(id !== undefined ? { id } : {}),
      ...(method ? { method } : {}),
      ...(answered ? { durationMs: Math.round(performance.now() - answered.entry.atMs) } : {}),
      ...(this.options.api ? { api: this.options.api } : {}),
      ...correlation,
      summary: summarise(message, method),
      payload: message,
    });
    if (kind === "request" && id !== undefined && method) this.#requests.set(`${direction}:${id}`, { entry, method, correlation });
  }
}
