/** Builds the simulator's host page (e2e/simulator/host) into e2e/simulator/dist/host. */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL("./host", import.meta.url)),
  plugins: [react()],
  logLevel: "warn",
  build: {
    outDir: fileURLToPath(new URL("./dist/host", import.meta.url)),
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2_000,
  },
});
