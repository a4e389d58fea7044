/** A HostAdapter driven by the test: push snapshots in, read what the widget asked for out. */
import { vi } from "vitest";
import { type HostAdapter, type HostCapabilities, type HostSnapshot, NO_CAPABILITIES, type ToolOutput } from "../host/hostAdapter.ts";
import { readToolOutput } from "../host/hostFields.ts";
import type { Outcome } from "../host/outcome.ts";
import { createSnapshotStore } from "../host/snapshotStore.ts";

const ALL_CAPABILITIES: HostCapabilities = {
  callTool: true,
  sendFollowUp: true,
  openLink: true,
  requestDisplayMode: true,
  saveState: true,
};

export function toolOutput(result: unknown): ToolOutput {
  const output = readToolOutput(result);
  if (!output) throw new Error("not a tool result");
  return output;
}

const done: Outcome<void> = { ok: true, value: undefined };

export function createFakeAdapter(initial: Partial<HostSnapshot> = {}) {
  const store = createSnapshotStore({
    connection: "connected",
    capabilities: ALL_CAPABILITIES,
    availableDisplayModes: ["inline", "fullscreen"],
    ...initial,
  });
  const adapter = {
    name: "fake",
    start: vi.fn(),
    dispose: vi.fn(),
    getSnapshot: store.get,
    subscribe: store.subscribe,
    callTool: vi.fn<HostAdapter["callTool"]>(async () => ({ ok: false, error: "no answer scripted" })),
    sendFollowUp: vi.fn<HostAdapter["sendFollowUp"]>(async () => done),
    openLink: vi.fn<HostAdapter["openLink"]>(async () => done),
    requestDisplayMode: vi.fn<HostAdapter["requestDisplayMode"]>(async (mode) => {
      store.update({ displayMode: mode });
      return { ok: true, value: mode };
    }),
    saveState: vi.fn<HostAdapter["saveState"]>(async (state) => {
      store.update({ widgetState: state });
      return done;
    }),
  } satisfies HostAdapter;
  return { adapter, update: store.update };
}

export { NO_CAPABILITIES };
