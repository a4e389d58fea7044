/** The widget hosts download with every rendered answer: the single-file build, raw and gzip. */
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "./launchTarget.ts";

export const WIDGET_HTML_PATH = join(REPO_ROOT, "dist/widget/index.html");

/** Builds the widget when no build exists yet, so a fresh clone can bench without a separate step. */
export function ensureWidgetBuild(): void {
  if (existsSync(WIDGET_HTML_PATH)) return;
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: REPO_ROOT, stdio: "inherit" });
}

export interface WidgetSize {
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export function measureWidgetSize(): WidgetSize {
  const html = readFileSync(WIDGET_HTML_PATH);
  return { rawBytes: html.length, gzipBytes: gzipSync(html, { level: 9 }).length };
}
