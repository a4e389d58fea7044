import { createHash } from "node:crypto";
import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprintCatalog } from "./watchCatalog.ts";

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "gift-fingerprint-"));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("fingerprintCatalog", () => {
  it("hashes the whole content of what the path points at, across many read pieces", async () => {
    // Larger than two pieces (1 MiB each), so the pieces must be hashed in order.
    const content = Buffer.alloc(2_500_000, "abcdefghijklmnopqrstuvwxyz0123456789");
    const target = join(folder, "catalog.json");
    await writeFile(target, content);
    await symlink(target, join(folder, "current.json"));
    expect(await fingerprintCatalog(join(folder, "current.json"))).toEqual({
      target,
      hash: createHash("sha256").update(content).digest("hex"),
    });
  });

  it("says why a path cannot be read", async () => {
    expect(await fingerprintCatalog(join(folder, "missing.json"))).toEqual({ target: undefined, hash: "unreadable:ENOENT" });
  });
});
