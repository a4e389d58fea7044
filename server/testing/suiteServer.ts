/**
 * The real server process (and, when asked, a connected SDK Client) for one test suite: started in `beforeAll`,
 * closed and stopped in `afterAll` (saying so, with its stderr, if it had exited on its own). Read `server` and `client` inside tests, once the suite has started.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll } from "vitest";
import { connectClient } from "./mcpClient.ts";
import { type RunningServer, startServer } from "./startServer.ts";

export interface SuiteServer {
  readonly server: RunningServer;
  /** Only when the suite asked for one with `{ client: true }`. */
  readonly client: Client;
}

export interface SuiteServerOptions {
  /** Connect an SDK Client over Streamable HTTP, as a real host would. */
  readonly client?: boolean;
  readonly nodeArgs?: readonly string[];
}

export function serverForSuite(env: Record<string, string> = {}, options: SuiteServerOptions = {}): SuiteServer {
  let server: RunningServer | undefined;
  let client: Client | undefined;
  beforeAll(async () => {
    server = await startServer(env, options.nodeArgs);
    if (options.client) client = await connectClient(server.url);
  });
  afterAll(async () => {
    if (server && server.process.exitCode !== null) console.error(`the server exited (${server.process.exitCode}):\n${server.stderr()}`);
    await client?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the suite's server is read before beforeAll started it");
      return server;
    },
    get client() {
      if (!client) throw new Error("the suite's client is read before beforeAll connected it, or without { client: true }");
      return client;
    },
  };
}
