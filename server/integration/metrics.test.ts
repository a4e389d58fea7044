/** Prometheus metrics over the wire: what a scrape shows after real traffic, and who may scrape. */

import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TOOL_NAME } from "@gift-finder/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_CATALOG_PATH } from "../../server/src/catalog/loadCatalog.ts";
import { postRaw } from "../testing/mcpClient.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const TOKEN = "metrics-token-0123456789";

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(exposition: string, series: string): number | undefined {
  const line = exposition.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(server: RunningServer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL("/metrics", server.url), { headers });
}

describe("GET /metrics on a private server", () => {
  const suite = serverForSuite({}, { client: true });

  it("counts requests by method, tool and outcome, with latency, sessions and the catalog", async () => {
    await suite.client.callTool({
      name: TOOL_NAME,
      arguments: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
    });
    await suite.client.callTool({ name: TOOL_NAME, arguments: { occasion: "birthday", budget: 1 } });
    await postRaw(suite.server.url, { jsonrpc: "2.0", id: 9, method: "no/such/method" });
    await postRaw(suite.server.url, "{not json");

    const response = await scrape(suite.server);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(sample(text, `gift_finder_rpc_requests_total{method="tools/call",tool="${TOOL_NAME}",outcome="result",code=""}`)).toBe(1);
    expect(sample(text, `gift_finder_rpc_requests_total{method="tools/call",tool="${TOOL_NAME}",outcome="is_error",code=""}`)).toBe(1);
    expect(sample(text, `gift_finder_rpc_requests_total{method="other",tool="",outcome="error",code="-32601"}`)).toBe(1);
    expect(sample(text, `gift_finder_rpc_duration_seconds_count{method="tools/call",tool="${TOOL_NAME}"}`)).toBe(2);
    expect(sample(text, `gift_finder_http_edge_answers_total{status="400",code="-32700"}`)).toBe(1);
    expect(sample(text, "gift_finder_sessions")).toBe(1);
    expect(sample(text, "gift_finder_catalog_version")).toBe(1);
    expect(sample(text, "gift_finder_catalog_items")).toBeGreaterThan(100);
    expect(text).toContain("gift_finder_process_resident_memory_bytes");
  });

  it("never turns made-up method names into series of their own", async () => {
    for (let i = 0; i < 5; i++) await postRaw(suite.server.url, { jsonrpc: "2.0", id: i, method: `invented/${i}` });
    const text = await (await scrape(suite.server)).text();
    expect(text).not.toContain("invented/");
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const suite = serverForSuite({ METRICS_TOKEN: TOKEN });

  it("answers 401 without the token and 200 with it", async () => {
    expect((await scrape(suite.server)).status).toBe(401);
    expect((await scrape(suite.server, { authorization: "Bearer wrong-token-0123456789" })).status).toBe(401);
    expect((await scrape(suite.server, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });
});

describe("GET /metrics on a published server without a token", () => {
  const suite = serverForSuite({ PUBLIC_URL: "https://gifts.example.com" });

  it("does not exist", async () => {
    expect((await scrape(suite.server)).status).toBe(404);
  });
});

describe("catalog reloads in /metrics", () => {
  let server: RunningServer;
  let folder: string;
  let catalogPath: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "gift-metrics-"));
    catalogPath = join(folder, "catalog.json");
    await copyFile(DEFAULT_CATALOG_PATH, catalogPath);
    server = await startServer({ CATALOG_PATH: catalogPath, CATALOG_POLL_MS: "200" });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it("counts a rejected and then an accepted change, and shows the new catalog version", { timeout: 60_000 }, async () => {
    await writeFile(catalogPath, "{ not a catalog");
    await vi.waitFor(
      async () => expect(sample(await (await scrape(server)).text(), 'gift_finder_catalog_reloads_total{result="rejected"}')).toBe(1),
      { timeout: 30_000, interval: 100 },
    );
    await copyFile(DEFAULT_CATALOG_PATH, catalogPath);
    await vi.waitFor(
      async () => expect(sample(await (await scrape(server)).text(), 'gift_finder_catalog_reloads_total{result="loaded"}')).toBe(1),
      { timeout: 30_000, interval: 100 },
    );
    const text = await (await scrape(server)).text();
    expect(sample(text, "gift_finder_catalog_version")).toBe(2);
    expect(sample(text, 'gift_finder_catalog_last_reload_timestamp_seconds{result="loaded"}')).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});
