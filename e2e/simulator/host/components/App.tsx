import { useSyncExternalStore } from "react";
import type { SimulatorHost } from "../simulatorHost.ts";
import { ControlsBar } from "./ControlsBar.tsx";
import { DeviceView } from "./DeviceView.tsx";
import { InspectorPanel } from "./InspectorPanel.tsx";
import { TimelinePanel } from "./TimelinePanel.tsx";

export function App({ host }: { host: SimulatorHost }) {
  const state = useSyncExternalStore(host.subscribe, host.getState);
  return (
    <div className="simulator" data-theme={state.settings.theme}>
      <header className="simulator-header">
        <h1>Gift Finder · host simulator</h1>
        <span className="status" data-testid="simulator-status" data-status={state.status}>
          {state.status}
          {state.config?.widgetDevServerOrigin ? " · widget from Vite dev server (live reload)" : ""}
          {state.settings.mode === "live" && state.config ? ` · ${state.config.mcpUrl}` : " · fixtures, no server"}
        </span>
      </header>
      <ControlsBar host={host} state={state} />
      {state.problems.length > 0 && (
        <div className="problems" role="alert">
          Ignored URL settings: {state.problems.join("; ")}
        </div>
      )}
      {state.error && (
        <div className="error" role="alert" data-testid="simulator-error">
          {state.error}
        </div>
      )}
      <main className="simulator-main">
        <DeviceView host={host} state={state} />
        <aside className="side-panels">
          <InspectorPanel state={state} />
          <TimelinePanel host={host} />
        </aside>
      </main>
    </div>
  );
}
