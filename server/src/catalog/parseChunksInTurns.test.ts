import { afterEach, describe, expect, it, vi } from "vitest";
import { parseChunksInTurns } from "./parseChunksInTurns.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

/** What happened, in order: each chunk parsed, and whatever the test adds. */
function recordParses(): string[] {
  const seen: string[] = [];
  const parse = JSON.parse;
  vi.spyOn(JSON, "parse").mockImplementation((text: string) => {
    seen.push(`parse ${text}`);
    return parse(text);
  });
  return seen;
}

describe("parseChunksInTurns", () => {
  it("gives every chunk's values in order", async () => {
    const chunks = [JSON.stringify([{ id: "a" }, { id: "b" }]), JSON.stringify([]), JSON.stringify([{ id: "c" }])];
    expect(await parseChunksInTurns<{ id: string }>(chunks)).toEqual([{ id: "a" }, { id: "b" }, { id: "c" }]);
  });

  it("lets other work run between two chunks once a slice's time is spent", async () => {
    const seen = recordParses();
    let ticking = true;
    const tick = () => {
      seen.push("other work");
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await parseChunksInTurns<number>(["[1]", "[2]", "[3]"], 0);
    ticking = false;
    const between = (from: string, to: string) => seen.slice(seen.indexOf(from), seen.indexOf(to));
    expect(between("parse [1]", "parse [2]")).toContain("other work");
    expect(between("parse [2]", "parse [3]")).toContain("other work");
  });

  it("parses chunks back to back while the slice has time left", async () => {
    const seen = recordParses();
    setImmediate(() => seen.push("other work"));
    await parseChunksInTurns<number>(["[1]", "[2]", "[3]"], 60_000);
    expect(seen.slice(0, 3)).toEqual(["parse [1]", "parse [2]", "parse [3]"]);
  });
});
