/**
 * Builds the two browser parts of the simulator: the host page, and the sandbox runtime that is inlined
 * first into every widget document (one classic script, so it runs before the widget's modules).
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";

const CONFIG = fileURLToPath(new URL("./vite.config.ts", import.meta.url));

export async function buildSimulator(): Promise<void> {
  await build({ configFile: CONFIG });
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: fileURLToPath(new URL("./dist", import.meta.url)),
      emptyOutDir: false,
      reportCompressedSize: false,
      lib: {
        entry: fileURLToPath(new URL("./sandbox-runtime/runtime.ts", import.meta.url)),
        formats: ["iife"],
        name: "giftFinderSimulatorRuntime",
        fileName: () => "sandbox-runtime.js",
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildSimulator();
  console.log(`simulator built in ${Math.round(performance.now() - started)} ms`);
}
