/**
 * Prometheus metrics: what an operator needs to see request rates, latencies, errors, sessions and the catalog.
 * Label values come from closed sets (known methods and tools, outcome kinds, codes), so a client that sends
 * made-up method names cannot grow the number of series.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

const KNOWN_METHODS = new Set([
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "resources/subscribe",
  "resources/unsubscribe",
  "prompts/list",
  "prompts/get",
  "completion/complete",
  "logging/setLevel",
]);

/** How a JSON-RPC request ended: a result, a result flagged isError (a business error), or a protocol error. */
export type RpcOutcome = { readonly kind: "result" } | { readonly kind: "is_error" } | { readonly kind: "error"; readonly code: number };

export interface RpcObservation {
  readonly method: string;
  /** The tool a tools/call named, if any. */
  readonly tool: string | undefined;
  readonly outcome: RpcOutcome;
  readonly seconds: number;
}

export type CatalogReloadResult = "loaded" | "rejected";

/** What the gauges read at scrape time, so nothing has to push them. */
export interface MetricsSources {
  readonly knownTools: () => ReadonlySet<string>;
  readonly liveSessions: () => number;
  readonly catalog: () => { readonly version: number; readonly items: number };
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly #knownTools: () => ReadonlySet<string>;
  readonly #requests: Counter<"method" | "tool" | "outcome" | "code">;
  readonly #latency: Histogram<"method" | "tool">;
  readonly #edgeAnswers: Counter<"status" | "code">;
  readonly #rateLimited: Counter;
  readonly #catalogReloads: Counter<"result">;
  readonly #lastReload: Gauge<"result">;

  constructor(options: MetricsSources) {
    this.#knownTools = options.knownTools;
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: "gift_finder_" });
    this.#requests = new Counter({
      name: "gift_finder_rpc_requests_total",
      help: "JSON-RPC requests answered, by method, tool (tools/call only), outcome (result, is_error, error) and JSON-RPC error code",
      labelNames: ["method", "tool", "outcome", "code"],
      registers,
    });
    this.#latency = new Histogram({
      name: "gift_finder_rpc_duration_seconds",
      help: "Time from a JSON-RPC request arriving to its answer leaving, by method and tool",
      labelNames: ["method", "tool"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.#edgeAnswers = new Counter({
      name: "gift_finder_http_edge_answers_total",
      help: "Answers the HTTP edge gave itself, before any MCP handler (parse errors, 403, 404, 406, 413, 415, 429, 503), by HTTP status and JSON-RPC code",
      labelNames: ["status", "code"],
      registers,
    });
    this.#rateLimited = new Counter({
      name: "gift_finder_rate_limited_total",
      help: "Requests refused with 429: a rate limit, or a per-caller session cap",
      registers,
    });
    new Gauge({
      name: "gift_finder_sessions",
      help: "Live MCP sessions",
      registers,
      collect() {
        this.set(options.liveSessions());
      },
    });
    new Gauge({
      name: "gift_finder_catalog_version",
      help: "Version of the catalog being served; increases with every accepted reload",
      registers,
      collect() {
        this.set(options.catalog().version);
      },
    });
    new Gauge({
      name: "gift_finder_catalog_items",
      help: "Items in the catalog being served",
      registers,
      collect() {
        this.set(options.catalog().items);
      },
    });
    this.#catalogReloads = new Counter({
      name: "gift_finder_catalog_reloads_total",
      help: "Catalog reloads after a change on disk, by result (loaded, rejected)",
      labelNames: ["result"],
      registers,
    });
    this.#lastReload = new Gauge({
      name: "gift_finder_catalog_last_reload_timestamp_seconds",
      help: "When the catalog was last reloaded, by the result of that reload",
      labelNames: ["result"],
      registers,
    });
  }

  observeRpc({ method, tool, outcome, seconds }: RpcObservation): void {
    const methodLabel = KNOWN_METHODS.has(method) ? method : "other";
    const toolLabel = methodLabel !== "tools/call" ? "" : tool !== undefined && this.#knownTools().has(tool) ? tool : "unknown";
    const code = outcome.kind === "error" ? String(outcome.code) : "";
    this.#requests.inc({ method: methodLabel, tool: toolLabel, outcome: outcome.kind, code });
    this.#latency.observe({ method: methodLabel, tool: toolLabel }, seconds);
  }

  observeEdgeAnswer(status: number, code: number | undefined): void {
    this.#edgeAnswers.inc({ status: String(status), code: code === undefined ? "" : String(code) });
    if (status === 429) this.#rateLimited.inc();
  }

  observeCatalogReload(result: CatalogReloadResult): void {
    this.#catalogReloads.inc({ result });
    this.#lastReload.set({ result }, Date.now() / 1000);
  }

  async exposition(): Promise<{ readonly contentType: string; readonly body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
