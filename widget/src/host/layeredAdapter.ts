/**
 * ChatGPT gives an MCP Apps widget both APIs. The standard bridge leads; `window.openai` fills what the bridge
 * has not (yet) delivered, and keeps widget state, because ChatGPT persists it per message and shows it to the
 * model. If the bridge never answers `ui/initialize` (a legacy skybridge template), `window.openai` carries all.
 */
import type { HostAdapter, HostCapabilities, HostSnapshot } from "./hostAdapter.ts";

function definedOnly(snapshot: HostSnapshot): Partial<HostSnapshot> {
  return Object.fromEntries(Object.entries(snapshot).filter(([, value]) => value !== undefined));
}

function merge(primary: HostSnapshot, extras: HostSnapshot): HostSnapshot {
  const stateFromExtras = extras.capabilities.saveState;
  const either = (name: keyof HostCapabilities) => primary.capabilities[name] || extras.capabilities[name];
  return {
    ...extras,
    ...definedOnly(primary),
    connection: primary.connection === "connected" || extras.connection === "connected" ? "connected" : primary.connection,
    widgetState: stateFromExtras ? extras.widgetState : primary.widgetState,
    capabilities: {
      callTool: either("callTool"),
      sendFollowUp: either("sendFollowUp"),
      openLink: either("openLink"),
      requestDisplayMode: either("requestDisplayMode"),
      saveState: either("saveState"),
    },
  };
}

export function layerAdapters(primary: HostAdapter, extras: HostAdapter): HostAdapter {
  let cache: { primary: HostSnapshot; extras: HostSnapshot; merged: HostSnapshot } | undefined;
  const getSnapshot = () => {
    const [p, e] = [primary.getSnapshot(), extras.getSnapshot()];
    // useSyncExternalStore needs the same object back while nothing changed.
    if (cache?.primary !== p || cache.extras !== e) cache = { primary: p, extras: e, merged: merge(p, e) };
    return cache.merged;
  };
  const by = (capability: keyof HostCapabilities) => (primary.getSnapshot().capabilities[capability] ? primary : extras);
  return {
    name: `${primary.name}+${extras.name}`,
    start: () => {
      extras.start();
      primary.start();
    },
    dispose: () => {
      primary.dispose();
      extras.dispose();
    },
    getSnapshot,
    subscribe(listener) {
      const stops = [primary.subscribe(listener), extras.subscribe(listener)];
      return () => stops.forEach((stop) => stop());
    },
    callTool: (name, args) => by("callTool").callTool(name, args),
    sendFollowUp: (prompt) => by("sendFollowUp").sendFollowUp(prompt),
    openLink: (url) => by("openLink").openLink(url),
    requestDisplayMode: (mode) => by("requestDisplayMode").requestDisplayMode(mode),
    saveState: (state, summary) => (extras.getSnapshot().capabilities.saveState ? extras : primary).saveState(state, summary),
  };
}
