/**
 * End-to-end tests: the real MCP server process, the simulated host, real headless Chromium.
 * Run from the repository root: npx playwright test -c e2e/playwright.config.ts
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "./support/findChromium.ts";
import { MCP_PORT, MCP_URL, SANDBOX_PORT, SIMULATOR_PORT, SIMULATOR_URL } from "./support/ports.ts";

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "./tests",
  outputDir: "../test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 6_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]],
  globalSetup: "./support/globalSetup.ts",
  use: {
    browserName: "chromium",
    baseURL: SIMULATOR_URL,
    viewport: { width: 1720, height: 1000 },
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // Recording a trace costs about 40% of the run; the timeline and screenshot attachments usually suffice.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
  },
  webServer: [
    {
      name: "MCP server",
      command: "node --import tsx server/src/main.ts",
      cwd: REPO_ROOT,
      env: { PORT: String(MCP_PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      url: `http://127.0.0.1:${MCP_PORT}/healthz`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      name: "host simulator",
      command: "node --import tsx e2e/simulator/main.ts",
      cwd: REPO_ROOT,
      env: { MCP_URL, SIMULATOR_PORT: String(SIMULATOR_PORT), SANDBOX_PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${SIMULATOR_PORT}/healthz`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
