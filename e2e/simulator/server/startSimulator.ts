/** Starts the simulator: the host page on one origin and the widget sandbox on another. */
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHostApp } from "./hostApp.ts";
import { SANDBOX_RUNTIME_DIST } from "./paths.ts";
import { createSandboxApp } from "./sandboxApp.ts";
import { SandboxDocuments } from "./sandboxDocuments.ts";

export interface SimulatorOptions {
  readonly mcpUrl: string;
  /** Bind address for both listeners; the page and the sandbox are two origins on one site (localhost, two ports). */
  readonly bindHost?: string;
  readonly hostPort: number;
  readonly sandboxPort: number;
  readonly widgetDevServerOrigin?: string | undefined;
}

export interface RunningSimulator {
  readonly hostUrl: string;
  readonly sandboxOrigin: string;
  close(): Promise<void>;
}

async function listen(app: { listen(port: number, host: string): Server }, port: number, host: string): Promise<Server> {
  const server = app.listen(port, host);
  await once(server, "listening");
  return server;
}

export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const bindHost = options.bindHost ?? "127.0.0.1";
  const documents = new SandboxDocuments();
  let runtimeScript: string | undefined;
  const sandboxApp = createSandboxApp({
    documents,
    runtimeScript: async () => (runtimeScript ??= await readFile(SANDBOX_RUNTIME_DIST, "utf8")),
    widgetDevServerOrigin: options.widgetDevServerOrigin,
  });
  const sandboxServer = await listen(sandboxApp, options.sandboxPort, bindHost);
  // Same site, other origin: the widget is isolated from the page, and the browser's third-party storage
  // policy stays out of the way (the storage-blocked quirk turns that on deliberately).
  const sandboxOrigin = `http://localhost:${(sandboxServer.address() as AddressInfo).port}`;

  const hostApp = createHostApp({ documents, mcpUrl: options.mcpUrl, sandboxOrigin, widgetDevServerOrigin: options.widgetDevServerOrigin });
  const hostServer = await listen(hostApp, options.hostPort, bindHost);
  const hostUrl = `http://localhost:${(hostServer.address() as AddressInfo).port}/`;

  return {
    hostUrl,
    sandboxOrigin,
    async close() {
      hostServer.closeAllConnections();
      sandboxServer.closeAllConnections();
      await Promise.all([new Promise((resolve) => hostServer.close(resolve)), new Promise((resolve) => sandboxServer.close(resolve))]);
    },
  };
}
