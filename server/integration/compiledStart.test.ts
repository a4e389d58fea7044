/**
 * `npm start`'s compiled path (scripts/start.mjs running dist/server/main.cjs): it answers like the source,
 * keeps V8's code cache and its catalog index between starts (and builds the index again for changed catalog
 * bytes or an unreadable kept copy), and its stack traces point into the TypeScript source.
 */
import { isAscii } from "node:buffer";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TOOL_NAME } from "@gift-finder/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REPO_ROOT } from "../src/repoRoot.ts";
import { connectClient } from "../testing/mcpClient.ts";
import { type RunningServer, startServer } from "../testing/startServer.ts";

const COMPILED = ["scripts/start.mjs"];
const BOARD_GAMES = { occasion: "birthday", budget: 100, recipient: "friend who loves board games" };
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

  it("keeps its catalog index for the next start, and builds it again for changed catalog bytes or a broken copy", async () => {
    const folder = mkdtempSync(join(tmpdir(), "gift-compiled-index-"));
    const catalogPath = join(folder, "catalog.json");
    const indexPath = join(folder, "catalog-index.v8");
    copyFileSync(join(REPO_ROOT, "server/data/catalog.json"), catalogPath);
    const env = { CATALOG_PATH: catalogPath, INDEX_CACHE_PATH: indexPath };
    /** Starts, checks where the index came from, and gives the ids of the gifts for a board-game fan. */
    const startAndAsk = async (expectedFrom: string): Promise<string[]> => {
      server = await startServer(env, [], COMPILED);
      const running = server;
      await vi.waitFor(() => expect(running.logLines.find((line) => line.includes('"listening"'))).toBeDefined(), { timeout: 5_000 });
      const listening = JSON.parse(running.logLines.find((line) => line.includes('"listening"')) ?? "{}") as { catalogIndexFrom?: string };
      expect(listening.catalogIndexFrom).toBe(expectedFrom);
      const client = await connectClient(running.url);
      const result = await client.callTool({ name: TOOL_NAME, arguments: BOARD_GAMES });
      await client.close();
      expect(result.isError).toBeFalsy();
      return (result.structuredContent as { gifts: { id: string }[] }).gifts.map((gift) => gift.id);
    };
    try {
      const first = await startAndAsk("catalog");
      expect(first.length).toBeGreaterThan(0);
      await vi.waitFor(() => expect(existsSync(indexPath)).toBe(true), { timeout: 15_000, interval: 50 });
      await server?.stop();

      expect(await startAndAsk("index cache")).toEqual(first);
      await server?.stop();

      // Other bytes: the same items under new ids. The kept index must not answer for them.
      const catalog = JSON.parse(readFileSync(catalogPath, "utf8")) as { items: { id: string }[] };
      for (const item of catalog.items) item.id = `v2-${item.id}`;
      writeFileSync(catalogPath, JSON.stringify(catalog));
      expect(await startAndAsk("catalog")).toEqual(first.map((id) => `v2-${id}`));
      await server?.stop();

      writeFileSync(indexPath, "not an index");
      expect(await startAndAsk("catalog")).toEqual(first.map((id) => `v2-${id}`));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);

  it("is plain ASCII, so a start reads it as a one-byte string without decoding UTF-8", () => {
    // A character beyond ASCII in a regular expression or String.raw pattern is kept as written by esbuild; the sources spell it as an escape.
    expect(isAscii(readFileSync(join(REPO_ROOT, "dist/server/main.cjs")))).toBe(true);
  });

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
