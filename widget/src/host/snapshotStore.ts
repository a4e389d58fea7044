import type { HostSnapshot } from "./hostAdapter.ts";

/** A minimal observable snapshot, shaped for React's useSyncExternalStore. */
export function createSnapshotStore(initial: HostSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    update(patch: Partial<HostSnapshot>) {
      snapshot = { ...snapshot, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
