/**
 * Robustness matrix, catalog hot reload: every way a deployment changes the catalog is seen (an edit of a
 * symlink's target in another folder, a Kubernetes ConfigMap `..data` flip, an atomic rename), and a rejected
 * update tells clients nothing but a reference: the path and the reason stay in the server log.
 */
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { LoggingMessageNotificationSchema, type Notification } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_CATALOG_PATH } from "../src/catalog/loadCatalog.ts";
import { connectClient } from "../testing/mcpClient.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";
import { waitUntil } from "../testing/waitUntil.ts";

/** Long enough that only the folder watchers can explain a reload within the wait below. */
const NO_POLL = { CATALOG_POLL_MS: "600000" };
let catalogText: string;
let catalogSize: number;
const started: RunningServer[] = [];

beforeAll(async () => {
  catalogText = await readFile(DEFAULT_CATALOG_PATH, "utf8");
  catalogSize = (JSON.parse(catalogText) as { items: unknown[] }).items.length;
});
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

const withoutFirst = (count: number) => {
  const file = JSON.parse(catalogText) as { priceCheckedOn: string; items: unknown[] };
  return JSON.stringify({ ...file, items: file.items.slice(count) });
};
async function start(path: string, env: Record<string, string> = NO_POLL): Promise<RunningServer> {
  const server = await startServer({ CATALOG_PATH: path, ...env });
  started.push(server);
  return server;
}
const health = async (server: RunningServer) =>
  (await (await fetch(new URL("/healthz", server.origin))).json()) as { catalogItems: number; catalogVersion: number };
// A reload reads, parses and indexes the whole catalog in a worker: seconds on two cores shared with the rest of the
// suite (the rename test once missed a 4 s wait there). Still far inside NO_POLL, so only a watcher explains it.
async function waitForItems(server: RunningServer, items: number, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(async () => expect((await health(server)).catalogItems, `the catalog's item count`).toBe(items), {
    timeout: timeoutMs,
    interval: 50,
  });
}

describe("the catalog watcher", () => {
  it("sees an in-place edit of a symlink's target in another folder", async () => {
    const root = await mkdtemp(join(tmpdir(), "catalog-link-"));
    await mkdir(join(root, "data"));
    await mkdir(join(root, "config"));
    await writeFile(join(root, "data", "real.json"), catalogText);
    await symlink(join(root, "data", "real.json"), join(root, "config", "catalog.json"));
    const server = await start(join(root, "config", "catalog.json"));
    await writeFile(join(root, "data", "real.json"), withoutFirst(1));
    await waitForItems(server, catalogSize - 1);
  });

  it("sees a Kubernetes ConfigMap swap: the ..data symlink flipped to a new folder", async () => {
    const mount = await mkdtemp(join(tmpdir(), "catalog-configmap-"));
    await mkdir(join(mount, "..2026_01_01_00_00_00.1"));
    await writeFile(join(mount, "..2026_01_01_00_00_00.1", "catalog.json"), catalogText);
    await symlink("..2026_01_01_00_00_00.1", join(mount, "..data"));
    await symlink("..data/catalog.json", join(mount, "catalog.json"));
    const server = await start(join(mount, "catalog.json"));

    // What the kubelet does: write a new folder, point ..data_tmp at it, rename it over ..data, remove the old.
    await mkdir(join(mount, "..2026_01_01_00_01_00.2"));
    await writeFile(join(mount, "..2026_01_01_00_01_00.2", "catalog.json"), withoutFirst(2));
    await symlink("..2026_01_01_00_01_00.2", join(mount, "..data_tmp"));
    await rename(join(mount, "..data_tmp"), join(mount, "..data"));
    await rm(join(mount, "..2026_01_01_00_00_00.1"), { recursive: true });
    await waitForItems(server, catalogSize - 2);

    // And again, now that the first target folder is gone.
    await mkdir(join(mount, "..2026_01_01_00_02_00.3"));
    await writeFile(join(mount, "..2026_01_01_00_02_00.3", "catalog.json"), withoutFirst(3));
    await symlink("..2026_01_01_00_02_00.3", join(mount, "..data_tmp"));
    await rename(join(mount, "..data_tmp"), join(mount, "..data"));
    await waitForItems(server, catalogSize - 3);
  });

  it("sees an atomic replace by rename", async () => {
    const folder = await mkdtemp(join(tmpdir(), "catalog-rename-"));
    await writeFile(join(folder, "catalog.json"), catalogText);
    const server = await start(join(folder, "catalog.json"));
    await writeFile(join(folder, ".catalog.json.tmp"), withoutFirst(4));
    await rename(join(folder, ".catalog.json.tmp"), join(folder, "catalog.json"));
    await waitForItems(server, catalogSize - 4);
  });

  it("reloads only when the bytes change: the same bytes written again keep the version", async () => {
    const folder = await mkdtemp(join(tmpdir(), "catalog-poll-"));
    await writeFile(join(folder, "catalog.json"), catalogText);
    const server = await start(join(folder, "catalog.json"), { CATALOG_POLL_MS: "300", LOG_LEVEL: "debug" });
    const before = (await health(server)).catalogVersion;
    const checks = () => server.logLines.filter((line) => line.includes("catalog checked: unchanged")).length;
    // Same bytes written again: no reload, no new version. Checks run one at a time, so the second one that
    // ends after the write began after it.
    await writeFile(join(folder, "catalog.json"), catalogText);
    const checksBefore = checks();
    await vi.waitFor(() => expect(checks()).toBeGreaterThanOrEqual(checksBefore + 2), { timeout: 4000, interval: 50 });
    expect((await health(server)).catalogVersion).toBe(before);
    await writeFile(join(folder, "catalog.json"), withoutFirst(5));
    await waitForItems(server, catalogSize - 5);
  });
});

describe("a rejected catalog update", () => {
  let server: RunningServer;
  let client: Client;
  let link: string;
  const received: Notification[] = [];
  beforeAll(async () => {
    const folder = await mkdtemp(join(tmpdir(), "catalog-SECRET-folder-"));
    await writeFile(join(folder, "real.json"), catalogText);
    link = join(folder, "catalog.json");
    await symlink(join(folder, "real.json"), link);
    server = await start(link);
    client = await connectClient(server.url);
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification: Notification) => {
      received.push(notification);
    });
    await client.setLoggingLevel("debug");
  });
  afterAll(async () => {
    await client?.close();
  });

  it("tells clients only that it was rejected, with a reference; the path and the reason are in the server log", async () => {
    // The catalog link pointed at a file that is not a catalog: the probe used /etc/passwd.
    await rm(link);
    await symlink("/etc/passwd", link);
    const notice = await vi.waitFor(
      () => {
        const found = received.find((n) => n.method === "notifications/message");
        if (!found) throw new Error("no logging notification yet");
        return found;
      },
      { timeout: 4000, interval: 50 },
    );
    expect(notice?.params).toEqual({
      level: "error",
      logger: "catalog",
      data: { message: "catalog update rejected; the previous catalog stays", reference: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const text = JSON.stringify(notice);
    for (const leak of ["/etc/passwd", "root:", "SECRET", tmpdir(), "JSON"]) expect(text).not.toContain(leak);

    const reference = (notice?.params as { data: { reference: string } }).data.reference;
    // The log line comes down the server's stdout, which may arrive after the notification.
    const logged = await waitUntil(() => server.logLines.find((line) => line.includes(reference)), "the log line with the reference");
    expect(logged).toContain("catalog change rejected");
    expect(logged).toContain("/etc/passwd");
    expect((await health(server)).catalogItems).toBe(catalogSize);
    expect((await client.callTool({ name: "suggest_gifts", arguments: { occasion: "birthday", budget: 50 } })).isError).toBeFalsy();
  });
});
