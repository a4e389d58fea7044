/** The widget hosts download with every rendered answer: the single-file build, raw and gzip. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "../server/src/repoRoot.ts";

export const WIDGET_HTML_PATH = join(REPO_ROOT, "dist/widget/index.html");

export interface WidgetSize {
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export function measureWidgetSize(): WidgetSize {
  const html = readFileSync(WIDGET_HTML_PATH);
  return { rawBytes: html.length, gzipBytes: gzipSync(html, { level: 9 }).length };
}
