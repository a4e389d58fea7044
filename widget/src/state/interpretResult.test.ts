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
});
