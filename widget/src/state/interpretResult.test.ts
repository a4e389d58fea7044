import { afterEach, describe, expect, it, vi } from "vitest";
import { FIXTURES } from "../dev/fixtures.ts";
import { toolOutput } from "../test/fakeAdapter.ts";
import { interpretResult } from "./interpretResult.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("interpretResult", () => {
  it("parses a good result with its per-gift details", () => {
    const result = interpretResult(toolOutput(FIXTURES.normal.result));
    if (result.kind !== "results") throw new Error(`expected results, got ${result.kind}`);
    expect(result.output.gifts).toHaveLength(6);
    expect(result.details.catan).toMatchObject({ url: "https://www.catan.com/" });
  });

  it("turns isError into a business error carrying the server's text", () => {
    expect(interpretResult(toolOutput(FIXTURES["business-error"].result))).toEqual({
      kind: "business-error",
      message: expect.stringContaining("The cheapest idea is Heirloom tomato seed packet at $5.49"),
    });
  });

  it("finds a business error in _meta alone, as a window.openai-only host delivers it", () => {
    const { _meta } = FIXTURES["business-error"].result;
    expect(interpretResult({ content: [], _meta, isError: false })).toEqual({
      kind: "business-error",
      message: expect.stringContaining("$5.49"),
    });
  });

  it("lists every field that breaks the contract", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = interpretResult(toolOutput(FIXTURES["contract-error"].result));
    expect(result.kind).toBe("contract-error");
    if (result.kind !== "contract-error") return;
    expect(result.issues.map((issue) => issue.split(":")[0])).toEqual(
      expect.arrayContaining(["gifts.0.price", "gifts.0.category", "moreAvailable"]),
    );
  });

  it("rejects unknown fields, since the output schema is strict", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const structured = { ...(FIXTURES.normal.result.structuredContent ?? {}), extra: 1 };
    expect(interpretResult({ structuredContent: structured, content: [], isError: false })).toMatchObject({
      kind: "contract-error",
      issues: [expect.stringContaining("extra")],
    });
  });

  it("notices a result without structuredContent", () => {
    expect(interpretResult({ content: [{ type: "text", text: "6 ideas" }], isError: false })).toEqual({
      kind: "structured-missing",
      text: "6 ideas",
    });
  });

  it("still renders the ideas when only the details are malformed", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = interpretResult({ ...toolOutput(FIXTURES.normal.result), _meta: { "gift-finder/details": { catan: { url: 5 } } } });
    expect(result).toMatchObject({ kind: "results", details: {} });
    expect(warned).toHaveBeenCalled();
  });

  it("reads the text of a business error from its text blocks only, one per line, and says so when there is none", () => {
    const blocks = [
      { type: "text", text: "Nothing within $5." },
      { type: "image" },
      { type: "text", text: "" },
      { type: "text", text: "Try a larger budget." },
    ];
    expect(interpretResult({ content: blocks, isError: true })).toEqual({
      kind: "business-error",
      message: "Nothing within $5.\nTry a larger budget.",
    });
    expect(interpretResult({ content: [{ type: "text" }, { type: "image", text: "alt" }], isError: true })).toEqual({
      kind: "business-error",
      message: "The gift search failed without giving a reason.",
    });
  });

  it("keeps only text blocks as the text of a result without structuredContent", () => {
    const content = [
      { type: "resource_link", text: "not this" },
      { type: "text", text: "6 ideas" },
      { type: "text", text: "for a friend" },
    ];
    expect(interpretResult({ content, isError: false })).toEqual({ kind: "structured-missing", text: "6 ideas\nfor a friend" });
  });

  it("gives a result without _meta no details, without a warning", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { _meta: _dropped, ...bare } = toolOutput(FIXTURES.normal.result);
    expect(interpretResult(bare)).toMatchObject({ kind: "results", details: {} });
    expect(warned).not.toHaveBeenCalled();
  });

  it("logs a contract error and malformed details with a tagged explanation", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    interpretResult(toolOutput(FIXTURES["contract-error"].result));
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[gift-finder\] contract error/),
      expect.stringMatching(/gifts\.0\.price: .+; /),
    );
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    interpretResult({ ...toolOutput(FIXTURES.normal.result), _meta: { "gift-finder/details": { catan: { url: 5 }, azul: 1 } } });
    expect(warned).toHaveBeenCalledWith(
      expect.stringMatching(/^\[gift-finder\] ignoring malformed result details/),
      expect.stringMatching(/; /),
    );
  });
});
