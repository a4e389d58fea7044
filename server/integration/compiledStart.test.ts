/**
 * `npm start`'s compiled path (scripts/start.mjs running dist/server/main.cjs): it answers like the source,
 * keeps V8's code cache between starts, and its stack traces point into the TypeScript source.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TOOL_NAME } from "@gift-finder/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REPO_ROOT } from "../src/repoRoot.ts";
import { connectClient } from "../testing/mcpClient.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";

const COMPILED = ["scripts/start.mjs"];
const CACHE_DIR = join(REPO_ROOT, "dist/.compile-cache");
const cacheFile = join(CACHE_DIR, `main-${process.version}-${process.arch}.v8cache`);

describe("the compiled start", () => {
  let server: RunningServer | undefined;

  beforeAll(() => {
    const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: REPO_ROOT, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);
  }, 240_000);

  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("answers tools/call from the bundle and saves V8's code cache for the next start", async () => {
    rmSync(CACHE_DIR, { recursive: true, force: true });
    server = await startServer({}, [], COMPILED);
    const client = await connectClient(server.url);
    const result = await client.callTool({
      name: TOOL_NAME,
      arguments: { occasion: "birthday", budget: 100, recipient: "friend who loves board games" },
    });
    await client.close();
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { gifts: unknown[] }).gifts.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(existsSync(cacheFile)).toBe(true), { timeout: 15_000, interval: 100 });

    await server.stop();
    server = await startServer({}, [], COMPILED);
    const again = await connectClient(server.url);
    expect((await again.listTools()).tools.map((tool) => tool.name)).toContain(TOOL_NAME);
    await again.close();
  }, 60_000);

  it("logs stack traces that point into the TypeScript source", () => {
    const folder = mkdtempSync(join(tmpdir(), "gift-compiled-"));
    try {
      const catalogPath = join(folder, "catalog.json");
      writeFileSync(catalogPath, "{");
      const run = spawnSync(process.execPath, COMPILED, {
        cwd: REPO_ROOT,
        env: { ...process.env, CATALOG_PATH: catalogPath, PORT: "0", HOST: "127.0.0.1" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      const fatal = JSON.parse(run.stdout.split("\n").find((line) => line.includes('"catalog rejected"')) ?? "{}") as {
        err?: { stack?: string };
      };
      expect(fatal.err?.stack).toMatch(/at parseCatalog \(.*server\/src\/catalog\/loadCatalog\.ts:\d+:\d+\)/);
      expect(fatal.err?.stack).not.toContain("main.cjs");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
