/**
 * Stryker for one area (MUTATION_AREA); `npm run mutation` runs it once per area and reads the JSON report.
 * One mutant at a time: the machine's other core stays free.
 */
import { currentArea } from "./currentArea.mjs";

const area = currentArea();
const reportDir = "reports/mutation";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: area.mutate,
  testRunner: "vitest",
  vitest: { configFile: "scripts/mutation/vitest.config.mjs" },
  coverageAnalysis: "perTest",
  // Static mutants (module-level tables, such as the engine's vocabularies) rerun every test of the area each;
  // where that is too slow to finish, the area skips them and they count as ignored, not in the score.
  ignoreStatic: area.ignoreStatic,
  concurrency: 1,
  // Stryker rewrites `extends`/`references` paths in the sandbox's tsconfig with TypeScript's JS API, which the
  // TypeScript here (the native compiler) does not have; ours has neither, so point it at no file.
  tsconfigFile: "scripts/mutation/no-tsconfig.json",
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  reporters: ["json", "html", "clear-text", "progress"],
  jsonReporter: { fileName: `${reportDir}/${area.name}.json` },
  htmlReporter: { fileName: `${reportDir}/${area.name}.html` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  incremental: process.env.MUTATION_INCREMENTAL === "1",
  incrementalFile: `${reportDir}/${area.name}.incremental.json`,
  thresholds: { high: 80, low: 60, break: null },
  timeoutMS: 10_000,
};
