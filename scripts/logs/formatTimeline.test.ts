import { describe, expect, it } from "vitest";
import { formatTimeline } from "./formatTimeline.ts";

const line = (fields: Record<string, unknown>) => JSON.stringify({ msg: "rpc", time: "2026-11-29T10:00:00.000Z", ...fields });

describe("formatTimeline", () => {
  it("pairs each request with its response and shows the outcome and duration", () => {
    const out = formatTimeline([
      line({
        dir: "in",
        kind: "request",
        rpcId: 7,
        method: "tools/call",
        target: "suggest_gifts",
        httpRequestId: "h1",
        conversation: "c-1",
      }),
      line({ dir: "out", kind: "response", rpcId: 7, method: "tools/call", httpRequestId: "h1", summary: "3 gifts", ms: 12 }),
    ]);
    expect(out).toEqual(["10:00:00.000 #1 → 7 tools/call suggest_gifts  (conversation c-1)", "10:00:00.000 #1 ← 7 result 3 gifts (12 ms)"]);
  });

  it("keeps equal ids from two clients apart", () => {
    const out = formatTimeline([
      line({ dir: "in", kind: "request", rpcId: 1, method: "tools/list", httpRequestId: "a" }),
      line({ dir: "in", kind: "request", rpcId: 1, method: "prompts/list", httpRequestId: "b" }),
      line({ dir: "out", kind: "response", rpcId: 1, httpRequestId: "b", summary: "2 prompts" }),
      line({ dir: "out", kind: "error", rpcId: 1, httpRequestId: "a", errorCode: -32602, errorMessage: "bad cursor" }),
    ]);
    expect(out[2]).toMatch(/#2 ← 1 result 2 prompts/);
    expect(out[3]).toMatch(/#1 ← 1 error -32602 bad cursor/);
  });

  it("skips lines that are not wire-log lines", () => {
    expect(formatTimeline(["not json", JSON.stringify({ msg: "http" })])).toEqual([]);
  });
});
