/**
 * The Vitest setup Stryker uses: only the current area's unit tests, and `@gift-finder/shared` read from the
 * sandbox's own copy of shared/src (the workspace link would point back at the unmutated original).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { currentArea } from "./currentArea.mjs";

const area = currentArea();
const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "@gift-finder/shared": `${root}shared/src/index.ts` } },
  test: {
    root,
    include: area.tests,
    exclude: ["**/node_modules/**", ...area.excludeTests],
    testTimeout: 20_000,
  },
});
