/**
 * Entry point, the same in the single-file build and under the Vite dev server (with React Fast Refresh for
 * everything below App). The host adapter is created once, outside React, so re-renders, StrictMode and hot
 * updates never repeat the `ui/initialize` handshake.
 */
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import type { HostAdapter } from "./host/hostAdapter.ts";
import { selectAdapter } from "./host/selectAdapter.ts";

/** `?fixture=<name>` in the dev server renders a canned result when no host is around. */
async function devFixtureAdapter(): Promise<HostAdapter | null> {
  const { isFixtureName } = await import("./dev/fixtures.ts");
  const name = new URLSearchParams(window.location.search).get("fixture");
  if (!isFixtureName(name)) return null;
  const { createFixtureAdapter } = await import("./dev/fixtureAdapter.ts");
  return createFixtureAdapter(name);
}

async function chooseAdapter(): Promise<HostAdapter | null> {
  const adapter = selectAdapter(window);
  // import.meta.env.DEV is false in the build, so the fixtures are dropped from the shipped file.
  if (adapter || !import.meta.env.DEV) return adapter;
  return devFixtureAdapter();
}

const container = document.getElementById("root");
if (container) {
  void chooseAdapter().then((adapter) => {
    adapter?.start();
    createRoot(container).render(
      <StrictMode>
        <App adapter={adapter} />
      </StrictMode>,
    );
  });
}
