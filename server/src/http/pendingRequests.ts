/**
 * Requests awaiting their answer, per transport, keyed by id: equal ids from different clients never mix. The
 * map is bounded, so a client that cancels many requests and never gets answers cannot grow it.
 */
import type { RequestId } from "@modelcontextprotocol/sdk/types.js";

const MAX_PENDING = 1000;

export class PendingRequests<T> {
  readonly #pending = new Map<RequestId, T>();

  /** @param maxIdChars longer ids are not tracked, where the map's keys should stay small */
  constructor(private readonly maxIdChars = Number.POSITIVE_INFINITY) {}

  add(id: RequestId, entry: T): void {
    if (String(id).length > this.maxIdChars) return;
    if (this.#pending.size >= MAX_PENDING) this.#pending.delete(this.#pending.keys().next().value as RequestId);
    this.#pending.set(id, entry);
  }

  /** The entry for `id`, removed; undefined when it is not waiting. */
  take(id: RequestId | undefined): T | undefined {
    if (id === undefined) return undefined;
    const entry = this.#pending.get(id);
    this.#pending.delete(id);
    return entry;
  }
}
