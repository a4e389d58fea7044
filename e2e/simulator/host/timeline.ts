/** The timeline store: append-only entries, a correlation annotation after the fact, and subscribers. */
import type { TimelineEntry } from "../shared/timeline.ts";

export type NewTimelineEntry = Omit<TimelineEntry, "seq" | "atMs">;

export class Timeline {
  readonly #entries: TimelineEntry[] = [];
  readonly #listeners = new Set<() => void>();
  #snapshot: readonly TimelineEntry[] = [];

  record(entry: NewTimelineEntry): TimelineEntry {
    const recorded: TimelineEntry = { seq: this.#entries.length + 1, atMs: Math.round(performance.now() * 10) / 10, ...entry };
    this.#entries.push(recorded);
    this.#changed();
    return recorded;
  }

  annotate(entry: TimelineEntry, annotation: Pick<TimelineEntry, "correlationId" | "serverRpcId">): void {
    Object.assign(entry, annotation);
    this.#changed();
  }

  /** A copy, safe to hand to React and to serialise. */
  entries = (): readonly TimelineEntry[] => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed(): void {
    this.#snapshot = this.#entries.map((entry) => ({ ...entry }));
    for (const listener of this.#listeners) listener();
  }
}
