/**
 * The view side of the MCP Apps protocol (`ui/*`, spec 2026-01-26): JSON-RPC 2.0 over postMessage.
 * Our own thin client instead of ext-apps' `App`: React + `App` + classic zod measured 175 kB gzip against the
 * widget's 100 kB budget, while this client and mcpAppsAdapter add under 3 kB gzip. Method names and params
 * are typed by ext-apps' own spec types, and mcpAppsAdapter.bridge.test.tsx proves each message against the
 * real host-side `AppBridge`.
 */
import type { AppNotification, AppRequest } from "@modelcontextprotocol/ext-apps";
import { isRecord } from "./hostFields.ts";
import { errorText, type Outcome } from "./outcome.ts";

/** The protocol version ext-apps 1.7.5 speaks (its LATEST_PROTOCOL_VERSION; a test keeps them equal). */
export const UI_PROTOCOL_VERSION = "2026-01-26";

/** Where JSON-RPC messages go and come from: the parent window in production, a MessageChannel in tests. */
export interface BridgePort {
  post(message: unknown): void;
  listen(onMessage: (data: unknown) => void): () => void;
}

export function parentWindowPort(view: Window): BridgePort {
  const host = view.parent;
  return {
    // "*": a sandboxed view cannot know the host's origin; we accept messages only from the parent window.
    post: (message) => host.postMessage(message, "*"),
    listen(onMessage) {
      const listener = (event: MessageEvent) => {
        if (event.source === host) onMessage(event.data);
      };
      view.addEventListener("message", listener);
      return () => view.removeEventListener("message", listener);
    },
  };
}

type Params = Record<string, unknown>;
/** Method names and params are checked against ext-apps' own spec types at compile time. */
type RequestParams<M extends AppRequest["method"]> = Extract<AppRequest, { method: M }>["params"];
type NotificationParams<M extends AppNotification["method"]> = Extract<AppNotification, { method: M }>["params"];
type JsonRpcMessage = {
  jsonrpc: "2.0";
  id?: string | number;
  method?: string;
  params?: object;
  result?: object;
  error?: { code: number; message: string };
};
type Pending = { resolve: (outcome: Outcome<Params>) => void; timer: ReturnType<typeof setTimeout> };

const METHOD_NOT_FOUND = -32601;
const INTERNAL_ERROR = -32603;

export class UiBridge {
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #notificationHandlers = new Map<string, (params: Params) => void>();
  #requestHandlers = new Map<string, (params: Params) => Params>();
  #stopListening: (() => void) | undefined;

  constructor(
    private readonly port: BridgePort,
    private readonly defaultTimeoutMs = 30_000,
  ) {}

  /** Incoming params are whatever the host sent: handlers read them with the hostFields guards. */
  onNotification(method: AppNotification["method"], handler: (params: Params) => void): void {
    this.#notificationHandlers.set(method, handler);
  }

  onRequest(method: AppRequest["method"], handler: (params: Params) => Params): void {
    this.#requestHandlers.set(method, handler);
  }

  listen(): void {
    this.#stopListening ??= this.port.listen((data) => this.#receive(data));
  }

  request<M extends AppRequest["method"]>(
    method: M,
    params: RequestParams<M>,
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<Outcome<Params>> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#settle(id, { ok: false, error: `${method} got no answer within ${timeoutMs} ms` }), timeoutMs);
      this.#pending.set(id, { resolve, timer });
      const sent = this.#post({ jsonrpc: "2.0", id, method, params });
      if (!sent.ok) this.#settle(id, sent);
    });
  }

  notify<M extends AppNotification["method"]>(method: M, params?: NotificationParams<M>): Outcome<void> {
    return this.#post({ jsonrpc: "2.0", method, ...(params ? { params } : {}) });
  }

  close(): void {
    this.#stopListening?.();
    this.#stopListening = undefined;
    for (const id of [...this.#pending.keys()]) this.#settle(id, { ok: false, error: "the host bridge was closed" });
  }

  #post(message: JsonRpcMessage): Outcome<void> {
    try {
      this.port.post(message);
      return { ok: true, value: undefined };
    } catch (error) {
      return { ok: false, error: `could not post ${String(message.method)} to the host: ${errorText(error)}` };
    }
  }

  #settle(id: number, outcome: Outcome<Params>): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    clearTimeout(pending.timer);
    pending.resolve(outcome);
  }

  #receive(data: unknown): void {
    // Other scripts share the window's message channel: anything that is not JSON-RPC 2.0 is not ours.
    if (!isRecord(data) || data.jsonrpc !== "2.0") return;
    const params = isRecord(data.params) ? data.params : {};
    const id = data.id;
    if (typeof data.method === "string") {
      if (typeof id === "string" || typeof id === "number") this.#answer(id, data.method, params);
      else this.#dispatch(data.method, params);
    } else if (typeof id === "number") {
      if (isRecord(data.error)) this.#settle(id, { ok: false, error: String(data.error.message ?? "the host returned an error") });
      else this.#settle(id, { ok: true, value: isRecord(data.result) ? data.result : {} });
    }
  }

  #dispatch(method: string, params: Params): void {
    try {
      this.#notificationHandlers.get(method)?.(params);
    } catch (error) {
      console.error(`[gift-finder] handling ${method} failed`, error);
    }
  }

  #answer(id: string | number, method: string, params: Params): void {
    const handler = this.#requestHandlers.get(method);
    if (!handler) {
      this.#post({ jsonrpc: "2.0", id, error: { code: METHOD_NOT_FOUND, message: `Method not found: ${method}` } });
      return;
    }
    try {
      this.#post({ jsonrpc: "2.0", id, result: handler(params) });
    } catch (error) {
      this.#post({ jsonrpc: "2.0", id, error: { code: INTERNAL_ERROR, message: errorText(error) } });
    }
  }
}
