/** Shared pieces of the load scripts: the request a load generator sends, and reading a server's memory. */
import autocannon from "autocannon";

export const SUGGEST_BODY = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" } },
});

export const MCP_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };

/** Environment that lifts the per-caller rate limit: a load test is one caller sending everything. */
/** Lifts the rate limit, which would otherwise answer most of a load test with 429; logging stays as shipped. */
export const UNLIMITED = { RATE_LIMIT_PER_MINUTE: "1000000000", RATE_LIMIT_BURST: "1000000000" };

export interface Memory {
  readonly rssMb: number;
  readonly heapMb: number;
}

export async function serverMemory(origin: string, collectFirst: boolean): Promise<Memory> {
  const health = (await (await fetch(new URL(`/healthz${collectFirst ? "?gc=1" : ""}`, origin))).json()) as {
    memory: { rssBytes: number; heapUsedBytes: number };
  };
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return { rssMb: mb(health.memory.rssBytes), heapMb: mb(health.memory.heapUsedBytes) };
}

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly body?: string;
  readonly amount?: number;
  readonly durationSeconds?: number;
}

export function runLoad(options: LoadOptions): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: "POST",
    headers: MCP_HEADERS,
    body: options.body ?? SUGGEST_BODY,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.durationSeconds ?? 10 }),
  });
}

/** One answer seen by the load generator: when it completed (performance.now()) and how long it took. */
export interface Answer {
  readonly doneAt: number;
  readonly latencyMs: number;
  readonly ok: boolean;
}

/**
 * Load that runs until stopped, recording every answer, so a window of interest (a reload) can be cut out
 * exactly instead of being diluted in, or split across, fixed slices.
 */
export function recordLoad(options: Omit<LoadOptions, "amount" | "durationSeconds">): { stop(): Promise<Answer[]> } {
  const answers: Answer[] = [];
  let finished: () => void = () => {};
  const done = new Promise<void>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url: options.url,
      method: "POST",
      headers: MCP_HEADERS,
      body: options.body ?? SUGGEST_BODY,
      connections: options.connections,
      duration: 3_600,
    },
    () => finished(),
  );
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    answers.push({ doneAt: performance.now(), latencyMs: responseTime, ok: statusCode === 200 });
  });
  instance.on("reqError", () => answers.push({ doneAt: performance.now(), latencyMs: Number.NaN, ok: false }));
  return {
    async stop() {
      instance.stop();
      await done;
      return answers;
    },
  };
}
