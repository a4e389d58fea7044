/**
 * `npm run preview`: the widget with live reload inside the simulated ChatGPT host, against the real server.
 * Starts the MCP server, the widget's Vite dev server (HMR) and the host simulator, then prints the URL.
 * A change under widget/ shows up in the open page without a rebuild or a restart.
 *   PREVIEW_PORT          the host page (default 8780); the widget sandbox uses the next port
 *   PREVIEW_WIDGET_PORT   the widget's Vite dev server (default 8782)
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, createServer } from "vite";
import { buildSimulator } from "../e2e/simulator/build.ts";
import { WIDGET_BUILD_HTML } from "../e2e/simulator/server/paths.ts";
import { startSimulator } from "../e2e/simulator/server/startSimulator.ts";
import { startServer } from "../server/testing/startServer.ts";

const WIDGET_VITE_CONFIG = fileURLToPath(new URL("../vite.config.ts", import.meta.url));
const hostPort = Number(process.env.PREVIEW_PORT ?? 8780);
const widgetPort = Number(process.env.PREVIEW_WIDGET_PORT ?? 8782);

// The server answers resources/read from the build even though the preview renders the dev server's widget.
if (!existsSync(WIDGET_BUILD_HTML)) await build({ configFile: WIDGET_VITE_CONFIG, logLevel: "warn" });

const mcp = await startServer({ LOG_LEVEL: "warn" });

function stopWith(message: string): never {
  console.error(`preview: ${message}`);
  mcp.process.kill();
  process.exit(1);
}
const widgetDev = await createServer({
  configFile: WIDGET_VITE_CONFIG,
  logLevel: "info",
  server: { host: "127.0.0.1", port: widgetPort, strictPort: true },
});
await widgetDev
  .listen()
  .catch((error: Error) => stopWith(`the widget dev server cannot listen on ${widgetPort} (${error.message}); set PREVIEW_WIDGET_PORT`));
const widgetDevServerOrigin = `http://127.0.0.1:${widgetPort}`;

await buildSimulator();
const simulator = await startSimulator({ mcpUrl: mcp.url.href, hostPort, sandboxPort: hostPort + 1, widgetDevServerOrigin }).catch(
  (error: Error) => stopWith(`the simulator cannot listen on ${hostPort} and ${hostPort + 1} (${error.message}); set PREVIEW_PORT`),
);

console.log(`
Gift Finder preview
  host simulator   ${simulator.hostUrl}
  MCP server       ${mcp.url.href}
  widget (Vite)    ${widgetDevServerOrigin}  (edit widget/src: the page updates itself)
Fixtures, no server: ${simulator.hostUrl}?mode=fixtures&fixture=many
Ctrl+C stops everything.
`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.allSettled([simulator.close(), widgetDev.close(), mcp.stop()]).then(() => process.exit(0));
  });
}
