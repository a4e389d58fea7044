/// <reference types="vitest/config" />
/**
 * Builds widget/ into ONE self-contained HTML file (dist/widget/index.html) that the server serves as the
 * widget resource, and configures Vitest for unit, component and integration tests.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { viteSingleFile } from "vite-plugin-singlefile";

const WIDGET_OUT_DIR = "dist/widget";
/** The widget's size budget, in gzip bytes: hosts load it on every render of every answer. */
const GZIP_BUDGET_BYTES = 100 * 1024;

function reportWidgetSize(): Plugin {
  return {
    name: "gift-finder:report-widget-size",
    apply: "build",
    closeBundle() {
      const html = readFileSync(`${WIDGET_OUT_DIR}/index.html`);
      const gzip = gzipSync(html, { level: 9 }).length;
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      const verdict = gzip <= GZIP_BUDGET_BYTES ? "within" : "OVER";
      console.log(`widget: ${kb(html.length)} raw, ${kb(gzip)} gzip (${verdict} the ${kb(GZIP_BUDGET_BYTES)} budget)`);
      if (gzip > GZIP_BUDGET_BYTES) throw new Error(`widget is ${kb(gzip)} gzip, over the ${kb(GZIP_BUDGET_BYTES)} budget`);
    },
  };
}

export default defineConfig({
  root: "widget",
  plugins: [react(), viteSingleFile(), reportWidgetSize()],
  build: {
    outDir: `../${WIDGET_OUT_DIR}`,
    emptyOutDir: true,
    reportCompressedSize: false,
  },
  test: {
    root: ".",
    include: ["shared/**/*.test.ts", "server/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts", "widget/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "e2e/**"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
