import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../server/testing/startServer.ts";
import { renderProtocolDoc } from "./renderProtocolDoc.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: "warn" });
});
afterAll(async () => {
  await server?.stop();
});

describe("docs/protocol.md", () => {
  it("shows exactly what the server answers today (regenerate with npm run docs:protocol)", async () => {
    const committed = await readFile(new URL("../../docs/protocol.md", import.meta.url), "utf8");
    expect(await renderProtocolDoc(server.url)).toBe(committed);
  });
});
