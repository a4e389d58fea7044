import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGE_PROMPT_NAME,
  CATEGORY_URI_PREFIX,
  CATEGORY_URI_TEMPLATE,
  CONGRATS_PROMPT_NAME,
  GIFT_CARDS_TOOL_NAME,
  GIFT_CATALOG_URI,
  SERVER_NAME,
  SERVER_VERSION,
  TOOL_NAME,
  WIDGET_URI,
} from "./names.ts";
import { OPENAI_SET_GLOBALS_EVENT } from "./openaiGlobals.ts";

describe("the names both sides agree on", () => {
  it("names the server with a slug and a semantic version", () => {
    expect(SERVER_NAME).toMatch(/^[a-z][a-z-]+$/);
    expect(SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("gives tools and prompts distinct names a model can call", () => {
    const names = [TOOL_NAME, GIFT_CARDS_TOOL_NAME, CONGRATS_PROMPT_NAME, CARD_MESSAGE_PROMPT_NAME];
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]{2,63}$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it("serves the widget from a versioned ui:// HTML resource, as MCP Apps hosts require", () => {
    expect(WIDGET_URI).toMatch(/^ui:\/\/[a-z-]+\/[a-z-]+\.v\d+\.html$/);
  });

  it("addresses the catalog summary and each category under one absolute base", () => {
    expect(new URL(GIFT_CATALOG_URI).protocol).toBe("mcp:");
    expect(new URL(CATEGORY_URI_PREFIX).protocol).toBe("mcp:");
    expect(CATEGORY_URI_PREFIX.endsWith("/")).toBe(true);
    expect(CATEGORY_URI_TEMPLATE).toBe(`${CATEGORY_URI_PREFIX}{slug}`);
    expect(GIFT_CATALOG_URI.startsWith(CATEGORY_URI_PREFIX)).toBe(false);
  });

  it("listens for ChatGPT's globals event by the name ChatGPT fires", () => {
    expect(OPENAI_SET_GLOBALS_EVENT).toBe("openai:set_globals");
  });
});
