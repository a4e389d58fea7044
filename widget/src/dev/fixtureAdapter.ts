/**
 * Dev server only (`?fixture=<name>` with no host around): a stand-in host that delivers one fixture and
 * answers every tool call with the "normal" fixture. main.tsx loads it behind import.meta.env.DEV, so the
 * production build does not contain it.
 */
import { type HostAdapter, NO_CAPABILITIES } from "../host/hostAdapter.ts";
import { readToolOutcome, readToolOutput } from "../host/hostFields.ts";
import { createSnapshotStore } from "../host/snapshotStore.ts";
import { FIXTURES, type FixtureName } from "./fixtures.ts";

export function createFixtureAdapter(name: FixtureName): HostAdapter {
  const fixture = FIXTURES[name];
  const store = createSnapshotStore({
    connection: "connected",
    toolInput: { ...fixture.arguments },
    toolOutput: readToolOutput(fixture.result),
    availableDisplayModes: ["inline", "fullscreen"],
    capabilities: { ...NO_CAPABILITIES, callTool: true, sendFollowUp: true, openLink: true, requestDisplayMode: true, saveState: true },
  });
  const log = (what: string, detail: unknown) => console.info(`[fixture host] ${what}`, detail);
  return {
    name: `fixture:${name}`,
    start: () => {},
    dispose: () => {},
    getSnapshot: store.get,
    subscribe: store.subscribe,
    callTool: async (tool, args) => {
      log("tools/call", { tool, args });
      return readToolOutcome(FIXTURES.normal.result, "the fixture");
    },
    sendFollowUp: async (prompt) => (log("follow-up", prompt), { ok: true, value: undefined }),
    openLink: async (url) => (log("open link", url), { ok: true, value: undefined }),
    requestDisplayMode: async (mode) => {
      store.update({ displayMode: mode });
      return { ok: true, value: mode };
    },
    saveState: async (state, summary) => {
      store.update({ widgetState: state });
      log("widget state", summary);
      return { ok: true, value: undefined };
    },
  };
}
