/**
 * Scale-out behind a real load balancer: nginx (Debian's package, started here on loopback ports) in front of
 * two replicas sharing one catalog file. Requests without Mcp-Session-Id go round-robin; requests with one go
 * to the replica its prefix names, so a session and its notification stream stay where they live. The nginx
 * config below is the one docs/deploy.md explains.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { SuggestGiftsOutputSchema } from "@gift-finder/shared";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ResourceListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { DEFAULT_CATALOG_PATH } from "../src/catalog/loadCatalog.ts";
import { freePort } from "../testing/freePort.ts";
import { postRaw } from "../testing/mcpClient.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";
import { waitUntil } from "../testing/waitUntil.ts";

const REPLICAS = ["r1", "r2"] as const;
const SCRIPTED_CALL = {
  jsonrpc: "2.0",
  id: 2,
  method: "tools/call",
  params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" } },
};

function findNginx(): string {
  const candidates = [
    process.env.NGINX_PATH,
    ...(process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, "nginx")),
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
  ];
  const found = candidates.find((path): path is string => path !== undefined && path !== "" && existsSync(path));
  if (!found)
    throw new Error(
      "nginx is not installed, and the scale-out test needs it as its load balancer: apt-get install nginx (or set NGINX_PATH)",
    );
  return found;
}

function nginxConfig(folder: string, listenPort: number, replicaPorts: Readonly<Record<string, number>>): string {
  const upstream = (name: string, ports: readonly number[], backups: readonly number[] = []) =>
    `  upstream ${name} {\n${[...ports.map((p) => `    server 127.0.0.1:${p};`), ...backups.map((p) => `    server 127.0.0.1:${p} backup;`)].join("\n")}\n    keepalive 16;\n  }`;
  const others = (name: string) =>
    Object.entries(replicaPorts)
      .filter(([other]) => other !== name)
      .map(([, port]) => port);
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${folder}/access.log;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;

  # A session's own replica; when it is down, another one answers 404 and the client initializes again.
${Object.entries(replicaPorts)
  .map(([name, port]) => upstream(name, [port], others(name)))
  .join("\n")}
${upstream("pool", Object.values(replicaPorts))}

  # A session id starts with the replica that created it ("r1.<uuid>"); anything else is stateless.
  map $http_mcp_session_id $backend {
${Object.keys(replicaPorts)
  .map((name) => `    ~^${name}\\. ${name};`)
  .join("\n")}
    default pool;
  }

  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://$backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }
}
`;
}

interface RunningNginx {
  readonly origin: string;
  stop(): Promise<void>;
}

async function startNginx(folder: string, replicaPorts: Readonly<Record<string, number>>): Promise<RunningNginx> {
  const binary = findNginx();
  const port = await freePort();
  const configPath = join(folder, "nginx.conf");
  await writeFile(configPath, nginxConfig(folder, port, replicaPorts));
  // Workers drop root privileges and must still reach their temp folders.
  await chmod(folder, 0o755);
  const child: ChildProcess = spawn(binary, ["-c", configPath, "-p", folder, "-e", join(folder, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, "exit");
  const origin = `http://127.0.0.1:${port}`;
  const state = await waitUntil(
    async () => {
      if (child.exitCode !== null) return "exited";
      return (await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
        ? "healthy"
        : undefined;
    },
    () => `nginx to answer on ${origin}: ${stderr}`,
    10_000,
  );
  if (state === "exited")
    throw new Error(`nginx exited with ${child.exitCode}: ${stderr}${await readFile(join(folder, "error.log"), "utf8").catch(() => "")}`);
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

interface Exchange {
  readonly method: string;
  readonly status: number;
  readonly servedBy: string;
}

/** An SDK client through the balancer that records which replica answered each of its HTTP requests. */
async function connectRecordingClient(
  url: URL,
): Promise<{ client: Client; transport: StreamableHTTPClientTransport; exchanges: Exchange[] }> {
  const exchanges: Exchange[] = [];
  const recordingFetch = async (input: string | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    exchanges.push({ method: init?.method ?? "GET", status: response.status, servedBy: response.headers.get("x-served-by") ?? "none" });
    return response;
  };
  const client = new Client({ name: "scale-out-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(url, { fetch: recordingFetch });
  await client.connect(transport);
  return { client, transport, exchanges };
}

let folder: string;
let catalogPath: string;
let replicas: RunningServer[] = [];
let nginx: RunningNginx | undefined;
let mcpUrl: URL;

beforeAll(async () => {
  findNginx();
  folder = await mkdtemp(join(tmpdir(), "gift-scale-out-"));
  catalogPath = join(folder, "catalog", "catalog.json");
  await mkdir(join(folder, "catalog"));
  await copyFile(DEFAULT_CATALOG_PATH, catalogPath);
  replicas = await Promise.all(
    REPLICAS.map((id) => startServer({ REPLICA_ID: id, CATALOG_PATH: catalogPath, LOG_LEVEL: "warn", DRAIN_GRACE_MS: "0" })),
  );
  nginx = await startNginx(folder, Object.fromEntries(REPLICAS.map((id, i) => [id, Number((replicas[i] as RunningServer).url.port)])));
  mcpUrl = new URL("/mcp", nginx.origin);
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("two replicas behind nginx", () => {
  it("answers ChatGPT's pattern (one initialize, then session-less calls) with real gifts, spread over both replicas", async () => {
    const init = await postRaw(mcpUrl, {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "chatgpt-like", version: "1" } },
    });
    expect(init.status).toBe(200);
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const answer = await postRaw(mcpUrl, SCRIPTED_CALL);
      expect(answer.status).toBe(200);
      servedBy.add(answer.headers.get("x-served-by") ?? "none");
      const { gifts } = z.parse(
        SuggestGiftsOutputSchema,
        (answer.json as { result: { structuredContent: unknown } }).result.structuredContent,
      );
      expect(gifts.length).toBeGreaterThanOrEqual(3);
      for (const gift of gifts) expect(gift.price).toBeLessThanOrEqual(100);
    }
    expect([...servedBy].sort()).toEqual(["r1", "r2"]);

    // A Prometheus scrape of each replica (its own port, as a scrape config lists targets) shows its share.
    const answered = await Promise.all(
      replicas.map(async (replica) => {
        const text = await (await fetch(new URL("/metrics", replica.origin))).text();
        const line = text
          .split("\n")
          .find((l) => l.startsWith('gift_finder_rpc_requests_total{method="tools/call",tool="suggest_gifts",outcome="result",code=""} '));
        return Number(line?.split(" ").at(-1) ?? 0);
      }),
    );
    for (const count of answered) expect(count).toBeGreaterThanOrEqual(1);
    expect(answered.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(6);
  });

  it("keeps every request of a session on the replica its id names", async () => {
    const { client, transport, exchanges } = await connectRecordingClient(mcpUrl);
    try {
      for (let i = 0; i < 4; i++) {
        const result = await client.callTool({ name: "suggest_gifts", arguments: SCRIPTED_CALL.params.arguments });
        expect(result.isError).toBeFalsy();
      }
      const owner = transport.sessionId?.split(".")[0];
      expect(REPLICAS).toContain(owner);
      expect(exchanges.length).toBeGreaterThanOrEqual(6);
      expect(new Set(exchanges.map((e) => e.servedBy))).toEqual(new Set([owner]));
    } finally {
      await client.close();
    }
  });

  it("sends a session opened through nginx notifications/resources/list_changed when the shared catalog changes, and both replicas reload it", async () => {
    const { client, exchanges } = await connectRecordingClient(mcpUrl);
    const received: string[] = [];
    client.setNotificationHandler(ResourceListChangedNotificationSchema, (notification) => {
      received.push(notification.method);
    });
    try {
      // The GET notification stream must be open before the edit, or the notification has nowhere to go.
      await waitUntil(() => exchanges.find((e) => e.method === "GET" && e.status === 200), "the session's GET notification stream");
      const catalog = JSON.parse(await readFile(catalogPath, "utf8")) as { priceCheckedOn: string; items: unknown[] };
      const items = catalog.items;
      await writeFile(catalogPath, JSON.stringify({ ...catalog, items: items.slice(1) }));
      // The notification follows the replica's reload (parse and index in a worker), which on two busy cores
      // running the rest of the suite took over 5 s: the same allowance as both replicas' reload below.
      await waitUntil(
        () => (received.includes("notifications/resources/list_changed") ? true : undefined),
        "notifications/resources/list_changed through nginx",
        15_000,
      );
      // Each replica watches the shared file on its own: the one holding this session may notify before the other
      // has finished its reload, so both are polled until they serve the new catalog.
      const itemCounts = async () =>
        Promise.all(
          replicas.map(
            async (replica) => ((await (await fetch(new URL("/healthz", replica.origin))).json()) as { catalogItems: number }).catalogItems,
          ),
        );
      const reloaded = await waitUntil(
        async () => {
          const counts = await itemCounts();
          return counts.every((count) => count === items.length - 1) ? counts : undefined;
        },
        `both replicas to serve ${items.length - 1} items`,
        15_000,
      );
      expect(reloaded).toEqual([items.length - 1, items.length - 1]);
    } finally {
      await client.close();
    }
  }, 40_000);

  it("sends a session id naming no replica to the pool, which answers 404 so the client starts over", async () => {
    const answer = await postRaw(mcpUrl, SCRIPTED_CALL, { "Mcp-Session-Id": "r9.00000000-0000-0000-0000-000000000000" });
    expect(answer.status).toBe(404);
  });

  // Last: it stops r1.
  it("when a replica stops, tells its sessions to start over (404 from the backup) and keeps answering stateless calls", async () => {
    const { client, transport } = await connectRecordingClient(mcpUrl);
    const sessionId = transport.sessionId ?? "";
    const owner = replicas[REPLICAS.indexOf(sessionId.split(".")[0] as (typeof REPLICAS)[number])] as RunningServer;
    await owner.stop();
    try {
      const orphaned = await postRaw(mcpUrl, SCRIPTED_CALL, { "Mcp-Session-Id": sessionId });
      expect(orphaned.status).toBe(404);
      for (let i = 0; i < 4; i++) {
        const answer = await postRaw(mcpUrl, SCRIPTED_CALL);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("x-served-by")).not.toBe(sessionId.split(".")[0]);
      }
    } finally {
      await client.close().catch(() => undefined);
    }
  });
});
