/** Notifications reach a real session: list_changed, resources/updated, progress and logging. */
import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GIFT_CATALOG_URI } from "@gift-finder/shared";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  LoggingMessageNotificationSchema,
  type Notification,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CATALOG_PATH } from "../src/catalog/loadCatalog.ts";
import { connectClient } from "../testing/mcpClient.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";
import { waitUntil } from "../testing/waitUntil.ts";

const ADMIN_TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let client: Client;
let catalogPath: string;
const received: Notification[] = [];

/** Waits for a notification (or anything else), naming what had arrived when it times out. */
const waitFor = <T>(find: () => T | undefined, what: string, timeoutMs = 5000) =>
  waitUntil(find, () => `${what}; received: ${JSON.stringify(received.map((n) => n.method))}`, timeoutMs);

const catalogTotal = async () =>
  (JSON.parse(((await client.readResource({ uri: GIFT_CATALOG_URI })).contents[0] as { text: string }).text) as { totalItems: number })
    .totalItems;

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), "gift-catalog-"));
  catalogPath = join(folder, "catalog.json");
  await copyFile(DEFAULT_CATALOG_PATH, catalogPath);
  server = await startServer({ CATALOG_PATH: catalogPath, ADMIN_TOKEN });
  client = await connectClient(server.url);
  for (const schema of [
    ResourceListChangedNotificationSchema,
    ResourceUpdatedNotificationSchema,
    ToolListChangedNotificationSchema,
    LoggingMessageNotificationSchema,
  ]) {
    client.setNotificationHandler(schema, (notification: Notification) => {
      received.push(notification);
    });
  }
  await client.subscribeResource({ uri: GIFT_CATALOG_URI });
});
afterAll(async () => {
  await client?.close();
  await server?.stop();
});

const switchGiftCards = (enabled: boolean) =>
  fetch(new URL("/admin/tools/suggest_gift_cards", server.origin), {
    method: "POST",
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ enabled }),
  });

describe("catalog hot reload", () => {
  it("swaps in an edited catalog and tells the session: list_changed, updated for the subscriber", async () => {
    const before = await catalogTotal();
    const catalog = JSON.parse(await readFile(catalogPath, "utf8")) as { priceCheckedOn: string; items: unknown[] };
    const items = catalog.items;
    received.length = 0;
    await writeFile(catalogPath, JSON.stringify({ ...catalog, items: items.slice(1) }));
    await waitFor(() => received.find((n) => n.method === "notifications/resources/list_changed"), "resources/list_changed");
    const updated = await waitFor(() => received.find((n) => n.method === "notifications/resources/updated"), "resources/updated");
    expect(updated.params).toEqual({ uri: GIFT_CATALOG_URI });
    expect(await catalogTotal()).toBe(before - 1);
  });

  it("rejects a broken edit with a log line, keeps the old catalog serving, and tells the session why", async () => {
    const before = await catalogTotal();
    received.length = 0;
    await writeFile(catalogPath, '[{"id": "broken"');
    const log = await waitFor(() => received.find((n) => n.method === "notifications/message"), "a logging notification");
    expect(log.params).toMatchObject({ level: "error", logger: "catalog" });
    expect(received.some((n) => n.method === "notifications/resources/list_changed")).toBe(false);
    expect(await catalogTotal()).toBe(before);
    // The log line comes down the server's stdout, which may arrive after the notification.
    await waitFor(() => server.logLines.find((l) => l.includes("catalog change rejected")), "the log line of the rejection");
    const result = await client.callTool({ name: "suggest_gifts", arguments: { occasion: "birthday", budget: 50 } });
    expect(result.isError).toBeFalsy();
  });
});

describe("a tool switched on at run time", () => {
  it("sends tools/list_changed and tools/list reflects it at once", async () => {
    received.length = 0;
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["suggest_gifts"]);
    expect((await switchGiftCards(true)).status).toBe(200);
    await waitFor(() => received.find((n) => n.method === "notifications/tools/list_changed"), "tools/list_changed");
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["suggest_gifts", "suggest_gift_cards"]);
    const cards = await client.callTool({ name: "suggest_gift_cards", arguments: { budget: 52, recipient: "loves cooking" } });
    expect((cards.content as Array<{ text: string }>)[0]?.text).toMatch(/\$50\.00 gift card for kitchen/);
    await switchGiftCards(false);
    await waitFor(
      () => received.filter((n) => n.method === "notifications/tools/list_changed").length >= 2 || undefined,
      "a second list_changed",
    );
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["suggest_gifts"]);
  });

  it("answers a malformed switch body with 400, not a server error", async () => {
    const response = await fetch(new URL("/admin/tools/suggest_gift_cards", server.origin), {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining("enabled") });
  });

  it("refuses the switch without the admin token", async () => {
    const response = await fetch(new URL("/admin/tools/suggest_gift_cards", server.origin), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"enabled":true}',
    });
    expect(response.status).toBe(401);
  });
});

describe("progress", () => {
  it("arrives in order, with total and message, before the result", async () => {
    const events: string[] = [];
    const progress: Array<{ progress: number; total?: number; message?: string }> = [];
    const result = await client.callTool({ name: "suggest_gifts", arguments: { occasion: "birthday", budget: 80 } }, undefined, {
      onprogress: (p) => {
        progress.push(p);
        events.push("progress");
      },
    });
    events.push("result");
    expect(result.isError).toBeFalsy();
    expect(progress.length).toBe(3);
    expect(progress.map((p) => p.progress)).toEqual([1, 2, 3]);
    expect(progress.every((p) => p.total === 3 && typeof p.message === "string" && p.message.length > 0)).toBe(true);
    expect(events.at(-1)).toBe("result");
  });
});

describe("logging", () => {
  it("honours logging/setLevel: notices arrive at 'debug' and not at 'error'", async () => {
    await client.setLoggingLevel("error");
    received.length = 0;
    await switchGiftCards(true);
    await waitFor(() => received.find((n) => n.method === "notifications/tools/list_changed"), "tools/list_changed");
    expect(received.some((n) => n.method === "notifications/message")).toBe(false);

    await client.setLoggingLevel("debug");
    received.length = 0;
    await switchGiftCards(false);
    const log = await waitFor(() => received.find((n) => n.method === "notifications/message"), "a notice");
    expect(log.params).toMatchObject({ level: "notice", logger: "tools", data: { tool: "suggest_gift_cards", enabled: false } });
  });
});
