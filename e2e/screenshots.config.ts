/**
 * `npm run screenshots`: the widget gallery (states × light/dark × desktop/mobile × en/de), written by Playwright
 * into screenshots/ at the repository root (git-ignored) with an index.html to look through. Same servers as e2e.
 */
import { defineConfig } from "@playwright/test";
import e2e from "./playwright.config.ts";

export default defineConfig({
  ...e2e,
  testDir: "./screenshots",
  outputDir: "../test-results/screenshots",
  reporter: [["list"]],
  workers: 2,
});
