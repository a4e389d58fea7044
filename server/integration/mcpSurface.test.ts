/** Resources, the category template, prompts, completions and pagination, through the SDK client. */

import { CATEGORY_URI_TEMPLATE, GIFT_CATALOG_URI } from "@gift-finder/shared";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { postRaw } from "../testing/mcpClient.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

/** One item a page, so that even the two tools and two prompts span several pages. */
const PAGE_SIZE = 1;

const suite = serverForSuite({ PAGE_SIZE: String(PAGE_SIZE), ENABLED_TOOLS: "suggest_gift_cards" }, { client: true });

/** Follows nextCursor to the end and returns every item. */
async function everyPage<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | undefined }>,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

type RpcReply = { id: unknown; error?: { code: number; message: string }; result?: Record<string, unknown> };
const rpc = async (method: string, params?: unknown) =>
  (await postRaw(suite.server.url, { jsonrpc: "2.0", id: 1, method, ...(params === undefined ? {} : { params }) })).json as RpcReply;

describe("resources", () => {
  it("summarises the catalog at its URI without dumping it", async () => {
    const { contents } = await suite.client.readResource({ uri: GIFT_CATALOG_URI });
    expect(contents[0]?.mimeType).toBe("application/json");
    const summary = JSON.parse((contents[0] as { text: string }).text) as {
      totalItems: number;
      categories: Array<{ slug: string; count: number; priceRange: { min: number; max: number }; examples: string[] }>;
    };
    expect(summary.totalItems).toBeGreaterThanOrEqual(300);
    expect(summary.categories.length).toBeGreaterThanOrEqual(15);
    const boardGames = summary.categories.find((c) => c.slug === "board-games");
    expect(boardGames?.count).toBeGreaterThan(10);
    expect(boardGames?.priceRange.min).toBeLessThan(boardGames?.priceRange.max ?? 0);
    expect(boardGames?.examples.length).toBeLessThanOrEqual(3);
    expect((contents[0] as { text: string }).text.length).toBeLessThan(20_000);
  });

  it("offers a category template, lists its concrete resources and reads one", async () => {
    const { resourceTemplates } = await suite.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([CATEGORY_URI_TEMPLATE]);
    const all = await everyPage(async (cursor) => {
      const page = await suite.client.listResources(cursor ? { cursor } : {});
      return { items: page.resources, nextCursor: page.nextCursor };
    });
    expect(all.map((r) => r.uri)).toContain("mcp://gift-server/resources/categories/board-games");
    const { contents } = await suite.client.readResource({ uri: "mcp://gift-server/resources/categories/kitchen" });
    const detail = JSON.parse((contents[0] as { text: string }).text) as { slug: string; items: Array<{ price: number }> };
    expect(detail.slug).toBe("kitchen");
    expect(detail.items.length).toBeGreaterThan(5);
  });

  it("completes the template's slug", async () => {
    const { completion } = await suite.client.complete({
      ref: { type: "ref/resource", uri: CATEGORY_URI_TEMPLATE },
      argument: { name: "slug", value: "bo" },
    });
    expect(completion.values).toEqual(["board-games", "books"]);
  });

  it("answers an unknown or absurd URI with -32602 naming it, quickly", async () => {
    const unknown = await rpc("resources/read", { uri: "mcp://gift-server/resources/categories/weapons" });
    expect(unknown.error?.code).toBe(-32602);
    expect(unknown.error?.message).toContain("categories/weapons");
    const started = performance.now();
    const huge = await rpc("resources/read", { uri: `mcp://gift-server/resources/categories/${"a".repeat(50_000)}` });
    expect(huge.error?.code).toBe(-32602);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("prompts", () => {
  it("serves gift_congrats_style with no arguments at all, in the spec's message shape", async () => {
    const reply = await rpc("prompts/get", { name: "gift_congrats_style" });
    const messages = reply.result?.messages as Array<{ role: string; content: { type: string; text: string } }>;
    expect(messages[0]?.role).toBe("user");
    expect(messages[0]?.content.type).toBe("text");
    expect(messages[0]?.content.text).toMatch(/Tone: warm/);
  });

  it("uses the arguments it is given", async () => {
    const { messages } = await suite.client.getPrompt({
      name: "gift_congrats_style",
      arguments: { occasion: "graduation", tone: "playful", recipient_name: "Sam", gift: "Wingspan" },
    });
    const text = (messages[0]?.content as { text: string }).text;
    for (const part of ["graduation", "playful", "Sam", "Wingspan"]) expect(text).toContain(part);
  });

  it("lists both prompts with titles, descriptions and arguments", async () => {
    const prompts = await everyPage(async (cursor) => {
      const page = await suite.client.listPrompts(cursor ? { cursor } : {});
      return { items: page.prompts, nextCursor: page.nextCursor };
    });
    expect(prompts.map((p) => p.name)).toEqual(["gift_congrats_style", "gift_card_message"]);
    expect(prompts.every((p) => p.title && p.description)).toBe(true);
    expect(prompts[0]?.arguments?.every((a) => a.required === false)).toBe(true);
    expect(prompts[1]?.arguments?.find((a) => a.name === "gift")?.required).toBe(true);
  });

  it("answers a missing required argument and an unknown prompt with -32602", async () => {
    const missing = await rpc("prompts/get", { name: "gift_card_message" });
    expect(missing.error).toEqual({ code: -32602, message: expect.stringContaining('"gift"') });
    const unknown = await rpc("prompts/get", { name: "gift_haiku" });
    expect(unknown.error).toEqual({ code: -32602, message: expect.stringContaining("gift_haiku") });
  });

  it("completes occasions and tones", async () => {
    const occasions = await suite.client.complete({
      ref: { type: "ref/prompt", name: "gift_congrats_style" },
      argument: { name: "occasion", value: "gr" },
    });
    expect(occasions.completion.values).toEqual(["graduation"]);
    const tones = await suite.client.complete({
      ref: { type: "ref/prompt", name: "gift_card_message" },
      argument: { name: "tone", value: "f" },
    });
    expect(tones.completion.values).toEqual(["funny", "formal"]);
  });
});

describe("pagination", () => {
  it.each(["tools/list", "resources/list", "resources/templates/list", "prompts/list"])("%s accepts cursor null", async (method) => {
    const reply = await rpc(method, { cursor: null });
    expect(reply.error).toBeUndefined();
  });

  it("walks every page of resources/list with a small page size", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await rpc("resources/list", { cursor });
      const resources = reply.result?.resources as Array<{ uri: string }>;
      expect(resources.length).toBeLessThanOrEqual(PAGE_SIZE);
      seen.push(...resources.map((r) => r.uri));
      cursor = (reply.result?.nextCursor as string | undefined) ?? null;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(GIFT_CATALOG_URI);
  });

  it("walks tools/list and prompts/list across pages", async () => {
    for (const [method, key, expected] of [
      ["tools/list", "tools", 2],
      ["prompts/list", "prompts", 2],
    ] as const) {
      const names: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const reply = await rpc(method, cursor ? { cursor } : {});
        names.push(...(reply.result?.[key] as Array<{ name: string }>).map((t) => t.name));
        cursor = reply.result?.nextCursor as string | undefined;
        pages++;
      } while (cursor);
      expect(names).toHaveLength(expected);
      expect(pages).toBe(expected);
    }
  });

  it("answers an invalid cursor with -32602", async () => {
    const reply = await rpc("tools/list", { cursor: "not-a-cursor" });
    expect(reply.error?.code).toBe(-32602);
    expect(reply.error?.message).toMatch(/cursor/i);
  });
});

describe("helpful errors for hand-written requests", () => {
  it("names uri when resources/read is sent resourceId", async () => {
    const reply = await rpc("resources/read", { resourceId: "gift_catalog" });
    expect(reply.error).toEqual({ code: -32602, message: expect.stringContaining('"resourceId" → "uri"') });
  });

  it("gives the same hint inside a session, where the SDK Server answers", async () => {
    const call = suite.client.request({ method: "tools/call", params: { toolName: "suggest_gifts", arguments: {} } }, CallToolResultSchema);
    await expect(call).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('"toolName" → "name"') });
  });
});
