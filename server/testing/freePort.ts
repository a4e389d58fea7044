/** A loopback port nobody listens on right now, for processes that need a fixed port before they start. */
import { once } from "node:events";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}
