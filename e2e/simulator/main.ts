/**
 * `node --import tsx e2e/simulator/main.ts`: builds and starts the simulated host. Playwright starts it
 * this way; `npm run preview` starts it in-process instead (scripts/preview.ts).
 *   MCP_URL          the Gift Finder server (default http://127.0.0.1:8788/mcp)
 *   SIMULATOR_PORT   the host page, served as http://localhost:PORT (default 8790)
 *   SANDBOX_PORT     the widget sandbox, served as http://localhost:PORT (default 8791)
 *   SIMULATOR_SKIP_BUILD=1  serve the existing build of the host page
 */
import { buildSimulator } from "./build.ts";
import { startSimulator } from "./server/startSimulator.ts";

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`simulator: ${name} must be a port number, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
}

const options = {
  mcpUrl: process.env.MCP_URL ?? "http://127.0.0.1:8788/mcp",
  hostPort: port("SIMULATOR_PORT", 8790),
  sandboxPort: port("SANDBOX_PORT", 8791),
};
if (process.env.SIMULATOR_SKIP_BUILD !== "1") await buildSimulator();
const simulator = await startSimulator(options);
console.error(
  `Gift Finder host simulator: ${simulator.hostUrl}  (widget sandbox: ${simulator.sandboxOrigin}, MCP server: ${options.mcpUrl})`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
