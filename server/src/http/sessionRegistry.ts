/**
 * Live MCP sessions: each has its own server and transport. Memory stays bounded and shared fairly:
 * - a global cap, and a cap per caller address and per `openai/subject` within an address, so one address
 *   cannot take every slot (a subject is the caller's own claim, so it only narrows the address's share);
 * - idle sessions expire, and sessions that never sent anything after initialize expire sooner;
 * - a session with its notification stream open is in use, however quiet.
 * A slot is reserved before initialize runs, so concurrent initializes cannot overshoot a cap.
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

export interface SessionLimits {
  readonly maxSessions: number;
  readonly maxPerAddress: number;
  readonly maxPerSubject: number;
  readonly idleTtlMs: number;
  /** Expiry of a session that has sent nothing since its initialize. */
  readonly unusedTtlMs: number;
}

export interface SessionOwner {
  readonly address: string;
  /** ChatGPT's anonymous user id, when the initialize carried one. */
  readonly subject: string | undefined;
}

export interface Session {
  readonly server: Server;
  readonly transport: StreamableHTTPServerTransport;
  readonly owner: SessionOwner;
  lastSeen: number;
  /** Whether anything arrived after the initialize. */
  used: boolean;
  /** Open GET notification streams. */
  openStreams: number;
}

export type Admission =
  | { readonly admitted: true; readonly slot: Slot }
  | { readonly admitted: false; readonly reason: "full" | "address" | "subject" };

/** A reserved place for one session; given back if the initialize does not open one. */
export interface Slot {
  readonly owner: SessionOwner;
  release(): void;
}

const subjectKey = (owner: SessionOwner) => `${owner.address}\u0000${owner.subject}`;

export class SessionRegistry {
  readonly #sessions = new Map<string, Session>();
  readonly #perAddress = new Map<string, number>();
  readonly #perSubject = new Map<string, number>();
  #reserved = 0;
  readonly #sweeper: NodeJS.Timeout;

  constructor(
    readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {
    const shortest = Math.min(limits.idleTtlMs, limits.unusedTtlMs);
    this.#sweeper = setInterval(() => this.sweep(), Math.max(250, Math.min(shortest / 2, 60_000)));
    this.#sweeper.unref();
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** Reserves a slot for a new session of this owner, or says which cap refused it. */
  admit(owner: SessionOwner): Admission {
    if (this.#sessions.size + this.#reserved >= this.limits.maxSessions) return { admitted: false, reason: "full" };
    if ((this.#perAddress.get(owner.address) ?? 0) >= this.limits.maxPerAddress) return { admitted: false, reason: "address" };
    if (owner.subject !== undefined && (this.#perSubject.get(subjectKey(owner)) ?? 0) >= this.limits.maxPerSubject)
      return { admitted: false, reason: "subject" };
    this.#reserved += 1;
    this.#count(owner, 1);
    let released = false;
    return {
      admitted: true,
      slot: {
        owner,
        release: () => {
          if (released) return;
          released = true;
          this.#reserved -= 1;
          this.#count(owner, -1);
        },
      },
    };
  }

  /** Turns a reserved slot into a live session. */
  add(id: string, slot: Slot, parts: Pick<Session, "server" | "transport">): void {
    slot.release();
    this.#count(slot.owner, 1);
    this.#sessions.set(id, { ...parts, owner: slot.owner, lastSeen: this.now(), used: false, openStreams: 0 });
  }

  /** The session, marked as just used; undefined when unknown or expired. */
  touch(id: string): Session | undefined {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    // Expired but not yet swept: it is gone all the same.
    if (this.#expired(session, this.now())) return undefined;
    session.lastSeen = this.now();
    session.used = true;
    return session;
  }

  /** A GET notification stream opened; the session stays while it is open, and counts as used from its close. */
  streamOpened(session: Session): () => void {
    session.openStreams += 1;
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      session.openStreams -= 1;
      session.lastSeen = this.now();
    };
  }

  delete(id: string): void {
    const session = this.#sessions.get(id);
    if (!session) return;
    this.#sessions.delete(id);
    this.#count(session.owner, -1);
  }

  sweep(): void {
    const now = this.now();
    for (const [id, session] of this.#sessions) {
      if (this.#expired(session, now)) {
        this.delete(id);
        void session.transport.close();
        void session.server.close();
      }
    }
  }

  async closeAll(): Promise<void> {
    clearInterval(this.#sweeper);
    const sessions = [...this.#sessions.values()];
    this.#sessions.clear();
    this.#perAddress.clear();
    this.#perSubject.clear();
    await Promise.allSettled(sessions.flatMap((s) => [s.transport.close(), s.server.close()]));
  }

  #expired(session: Session, now: number): boolean {
    if (session.openStreams > 0) return false;
    const ttl = session.used ? this.limits.idleTtlMs : Math.min(this.limits.unusedTtlMs, this.limits.idleTtlMs);
    return session.lastSeen < now - ttl;
  }

  #count(owner: SessionOwner, delta: number): void {
    bump(this.#perAddress, owner.address, delta);
    if (owner.subject !== undefined) bump(this.#perSubject, subjectKey(owner), delta);
  }
}

function bump(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
