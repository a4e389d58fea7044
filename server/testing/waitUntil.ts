/** Polls for what a test waits on, instead of sleeping a fixed time: it returns as soon as `find` finds it. */
import { vi } from "vitest";

export async function waitUntil<T>(
  find: () => T | undefined | Promise<T | undefined>,
  what: string | (() => string),
  timeoutMs = 5000,
  intervalMs = 25,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const found = await find();
      if (found === undefined) throw new Error(`timed out waiting for ${typeof what === "string" ? what : what()}`);
      return found;
    },
    { timeout: timeoutMs, interval: intervalMs },
  );
}
