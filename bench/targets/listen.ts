/** How every baseline target listens: on PORT (0 = any free one), announced on stderr for the launcher. */
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export function listenAndAnnounce(app: Express): void {
  const listener = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
    console.error(`bench target listening: http://127.0.0.1:${(listener.address() as AddressInfo).port}/mcp`);
  });
  // An orderly exit, not death by signal, so `node --cpu-prof` gets to write its profile.
  process.once("SIGTERM", () => process.exit(0));
}
