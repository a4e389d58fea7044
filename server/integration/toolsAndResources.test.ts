/** The spine over the wire: a real server process and the SDK Client over Streamable HTTP. */

import { SuggestGiftsInputSchema, SuggestGiftsOutputSchema, TOOL_NAME, WIDGET_URI } from "@gift-finder/shared";
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { cheapestGiftPrice } from "../testing/cheapestGift.ts";
import { postRaw } from "../testing/mcpClient.ts";
import { serverForSuite } from "../testing/suiteServer.ts";

const suite = serverForSuite({}, { client: true });

describe("tools/list", () => {
  it("advertises suggest_gifts with title, description, all four annotations and both widget links", async () => {
    const { tools } = await suite.client.listTools();
    const tool = tools.find((t) => t.name === TOOL_NAME);
    expect(tool).toBeDefined();
    expect(tool?.title).toBe("Suggest gifts");
    expect(tool?.description).toMatch(/budget/);
    expect(tool?.annotations).toEqual({
      title: "Suggest gifts",
      readOnlyHint: true,
      destructiveHint: false,
      openWorldHint: false,
      idempotentHint: true,
    });
    expect(tool?._meta).toMatchObject({
      ui: { resourceUri: WIDGET_URI },
      "openai/outputTemplate": WIDGET_URI,
      "openai/toolInvocation/invoking": expect.any(String),
      "openai/toolInvocation/invoked": expect.any(String),
    });
  });

  it("advertises input and output JSON Schemas generated from the shared contract", async () => {
    const { tools } = await suite.client.listTools();
    const tool = tools.find((t) => t.name === TOOL_NAME);
    expect(tool?.inputSchema).toEqual(z.toJSONSchema(SuggestGiftsInputSchema, { io: "input" }));
    expect(tool?.outputSchema).toEqual(z.toJSONSchema(SuggestGiftsOutputSchema, { io: "output" }));
  });
});

describe("tools/call suggest_gifts", () => {
  const boardGames = { occasion: "birthday", budget: 100, recipient: "friend who loves board games" };

  it("returns at least 3 ideas within budget, a board game in the top 3, as text, structuredContent and _meta", async () => {
    const result = await suite.client.callTool({ name: TOOL_NAME, arguments: boardGames });
    expect(result.isError).toBeFalsy();
    const output = z.parse(SuggestGiftsOutputSchema, result.structuredContent);
    expect(output.gifts.length).toBeGreaterThanOrEqual(3);
    expect(output.gifts.every((g) => g.price <= 100)).toBe(true);
    expect(output.gifts.slice(0, 3).some((g) => g.category === "board-games")).toBe(true);
    expect(output.query).toEqual(boardGames);
    const [text] = result.content as Array<{ type: string; text: string }>;
    expect(text?.text).toContain(output.gifts[0]?.name);
    const details = (result._meta as Record<string, Record<string, { description: string }>>)["gift-finder/details"];
    expect(Object.keys(details ?? {}).sort()).toEqual(output.gifts.map((g) => g.id).sort());
  });

  it("gives the same ideas every time", async () => {
    const ids = async () =>
      z
        .parse(SuggestGiftsOutputSchema, (await suite.client.callTool({ name: TOOL_NAME, arguments: boardGames })).structuredContent)
        .gifts.map((g) => g.id);
    expect(await ids()).toEqual(await ids());
  });

  it("answers a $3 budget with isError naming the cheapest price", async () => {
    const result = await suite.client.callTool({ name: TOOL_NAME, arguments: { occasion: "birthday", budget: 3 } });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]?.text).toContain(`at ${cheapestGiftPrice()}`);
  });

  it("answers arguments that break the input schema with isError naming each bad field", async () => {
    const result = await suite.client.callTool({
      name: TOOL_NAME,
      arguments: { occasion: 7, budget: -1, recipient: "x".repeat(600), extra: true },
    });
    expect(result.isError).toBe(true);
    const text = (result.content as Array<{ text: string }>)[0]?.text ?? "";
    for (const field of ["occasion", "budget", "recipient", '"extra"']) expect(text).toContain(field);
  });
});

describe("the widget resource", () => {
  it("is listed with its MIME type", async () => {
    const { resources } = await suite.client.listResources();
    expect(resources).toContainEqual(expect.objectContaining({ uri: WIDGET_URI, mimeType: RESOURCE_MIME_TYPE }));
  });

  it("reads as the built single-file HTML with metadata in both dialects", async () => {
    const { contents } = await suite.client.readResource({ uri: WIDGET_URI });
    const [content] = contents;
    expect(content?.mimeType).toBe(RESOURCE_MIME_TYPE);
    expect((content as { text: string }).text).toMatch(/^<!doctype html>/i);
    expect((content as { text: string }).text).not.toMatch(/<script[^>]+src=/);
    expect(content?._meta).toMatchObject({
      ui: { csp: { connectDomains: [], resourceDomains: expect.any(Array) }, prefersBorder: true },
      "openai/widgetCSP": { connect_domains: [], resource_domains: expect.any(Array), redirect_domains: expect.any(Array) },
      "openai/widgetPrefersBorder": true,
      "openai/widgetDescription": expect.any(String),
    });
  });

  it("declares a CSP of exact origins only, with no wildcard, identical in both dialects", async () => {
    const { contents } = await suite.client.readResource({ uri: WIDGET_URI });
    const meta = contents[0]?._meta as { ui: { csp: Record<string, string[]> }; "openai/widgetCSP": Record<string, string[]> };
    const standard = [...(meta.ui.csp.connectDomains ?? []), ...(meta.ui.csp.resourceDomains ?? [])];
    const chatgpt = [...(meta["openai/widgetCSP"].connect_domains ?? []), ...(meta["openai/widgetCSP"].resource_domains ?? [])];
    expect(chatgpt).toEqual(standard);
    for (const origin of standard) {
      expect(origin).not.toContain("*");
      expect(new URL(origin).origin).toBe(origin);
    }
  });

  it("answers an unknown URI with -32602 naming it", async () => {
    await expect(suite.client.readResource({ uri: "ui://gift-finder/nope.html" })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining("ui://gift-finder/nope.html"),
    });
  });
});

describe("stateless requests, as ChatGPT sends them", () => {
  it("answers a raw tools/call with no initialize and no session header with 200", async () => {
    const response = await postRaw(suite.server.url, {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: TOOL_NAME, arguments: { occasion: "birthday", budget: 50 } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    const body = response.json as { id: number; result: { structuredContent: unknown } };
    expect(body.id).toBe(1);
    expect(z.safeParse(SuggestGiftsOutputSchema, body.result.structuredContent).success).toBe(true);
  });

  it("gives a session to a client that initializes, and 404 to an unknown session id", async () => {
    const init = await postRaw(suite.server.url, {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    });
    expect(init.status).toBe(200);
    expect(init.headers.get("mcp-session-id")).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await postRaw(
      suite.server.url,
      { jsonrpc: "2.0", id: 2, method: "tools/list" },
      { "Mcp-Session-Id": "00000000-0000-0000-0000-000000000000" },
    );
    expect(unknown.status).toBe(404);
  });

  it("reports health", async () => {
    const response = await fetch(new URL("/healthz", suite.server.origin));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", catalogItems: expect.any(Number) });
  });
});
