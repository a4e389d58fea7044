/** The logger's buffer is bounded: a sink that stops reading costs at most the bound, and drops are counted. */
import { execFileSync } from "node:child_process";
import { closeSync, constants, createReadStream, openSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.ts";

describe("createLogger", () => {
  it("drops lines beyond its buffer while the sink is stalled, and says how many once it drains", async () => {
    const fifo = join(await mkdtemp(join(tmpdir(), "log-sink-")), "sink");
    execFileSync("mkfifo", [fifo]);
    // Read-write so the open does not wait for a reader; non-blocking so a full pipe answers EAGAIN.
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    const bufferBytes = 64 * 1024;
    const logger = createLogger({ level: "info", bufferBytes, fd });
    const LINES = 20_000;
    for (let i = 0; i < LINES; i++) logger.info({ i, padding: "p".repeat(200) }, "line");

    const received: string[] = [];
    let rest = "";
    const reader = createReadStream(fifo);
    reader.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      received.push(...lines);
    });
    await vi.waitFor(() => expect(received.some((line) => line.includes("lines were dropped"))).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    reader.destroy();
    closeSync(fd);

    const notice = JSON.parse(received.find((line) => line.includes("lines were dropped")) ?? "{}") as { droppedLines?: number };
    const written = received.filter((line) => line.includes('"msg":"line"')).length;
    // What was held: the pipe's own capacity plus the bound; everything else was dropped and counted.
    expect(written).toBeLessThan(LINES / 4);
    expect(notice.droppedLines).toBe(LINES - written);
  }, 20_000);
});
