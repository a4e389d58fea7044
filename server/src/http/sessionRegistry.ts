/** Live MCP sessions: each has its own server and transport. Idle ones expire; a cap keeps memory bounded. */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

export interface Session {
  readonly server: Server;
  readonly transport: StreamableHTTPServerTransport;
  lastSeen: number;
}

export class SessionRegistry {
  readonly #sessions = new Map<string, Session>();
  readonly #sweeper: NodeJS.Timeout;

  constructor(
    readonly maxSessions: number,
    readonly idleTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#sweeper = setInterval(() => this.sweep(), Math.max(1000, Math.min(idleTtlMs / 2, 60_000)));
    this.#sweeper.unref();
  }

  get size(): number {
    return this.#sessions.size;
  }

  get isFull(): boolean {
    return this.#sessions.size >= this.maxSessions;
  }

  add(id: string, session: Session): void {
    this.#sessions.set(id, session);
  }

  /** The session, marked as just used; undefined when unknown or expired. */
  touch(id: string): Session | undefined {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    // Expired but not yet swept: it is gone all the same.
    if (session.lastSeen < this.now() - this.idleTtlMs) return undefined;
    session.lastSeen = this.now();
    return session;
  }

  delete(id: string): void {
    this.#sessions.delete(id);
  }

  sweep(): void {
    const cutoff = this.now() - this.idleTtlMs;
    for (const [id, session] of this.#sessions) {
      if (session.lastSeen < cutoff) {
        this.#sessions.delete(id);
        void session.transport.close();
        void session.server.close();
      }
    }
  }

  async closeAll(): Promise<void> {
    clearInterval(this.#sweeper);
    const sessions = [...this.#sessions.values()];
    this.#sessions.clear();
    await Promise.allSettled(sessions.flatMap((s) => [s.transport.close(), s.server.close()]));
  }
}
