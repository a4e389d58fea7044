import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isStale } from "./staleness.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tree with src/a.ts and src/deep/b.ts at `inputAge`, and out.js at `outputAge` (seconds ago). */
function tree(inputAge: number, outputAge: number): string {
  const root = mkdtempSync(join(tmpdir(), "staleness-"));
  roots.push(root);
  mkdirSync(join(root, "src/deep"), { recursive: true });
  const at = (path: string, secondsAgo: number) => {
    writeFileSync(join(root, path), "x");
    const when = Date.now() / 1000 - secondsAgo;
    utimesSync(join(root, path), when, when);
  };
  at("src/a.ts", inputAge);
  at("src/deep/b.ts", inputAge);
  for (const folder of ["src/deep", "src"]) utimesSync(join(root, folder), Date.now() / 1000 - inputAge, Date.now() / 1000 - inputAge);
  at("out.js", outputAge);
  return root;
}

describe("isStale", () => {
  it("is fresh when the output is newer than every input, and stale when any file deep inside is newer", () => {
    const root = tree(100, 50);
    expect(isStale(root, "out.js", ["src"])).toBe(false);
    const now = Date.now() / 1000;
    utimesSync(join(root, "src/deep/b.ts"), now, now);
    expect(isStale(root, "out.js", ["src"])).toBe(true);
  });

  it("is stale when the output is missing, and ignores inputs that do not exist and test files", () => {
    const root = tree(100, 50);
    expect(isStale(root, "missing.js", ["src"])).toBe(true);
    expect(isStale(root, "out.js", ["src", "no-such-folder", "no-such-file.json"])).toBe(false);
    writeFileSync(join(root, "src/deep/b.test.ts"), "x");
    // Adding a file touched its folder; only the test file itself is new now.
    utimesSync(join(root, "src/deep"), Date.now() / 1000 - 100, Date.now() / 1000 - 100);
    expect(isStale(root, "out.js", ["src"])).toBe(false);
  });
});
