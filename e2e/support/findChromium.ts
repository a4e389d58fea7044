/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, then Playwright's own download, then the system's.
 * Run directly, it prints the path or explains how to install one.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

export const INSTALL_HINT =
  "No Chromium found. Install Playwright's (npx playwright install chromium) or the system's (apt-get install chromium), or set CHROMIUM_PATH.";

/** Flags that keep a headless Chromium quiet on a machine without internet (no background fetches). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its browser was never downloaded; the system's may still exist.
  }
  return SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  if (!found) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  console.log(found);
}
