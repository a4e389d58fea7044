/**
 * The closing lines of `npm test`: tests passed and failed across every runner's JSON report (Vitest and
 * Playwright), plus every failed stage that has no report of its own (typecheck, build, conformance). Exits 1
 * when anything failed, so the exit code and the totals line always agree.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Arguments: the reports folder, then one "stage name|report file (or -)" per failed stage.
const [reportsDir, ...failedStages] = process.argv.slice(2);

function countsOf(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  // Vitest: numPassedTests / numFailedTests. Playwright: stats.expected / unexpected (+ flaky, which passed on retry).
  if (typeof report.numPassedTests === "number") return { passed: report.numPassedTests, failed: report.numFailedTests };
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

let passed = 0;
let failed = 0;
const reports = existsSync(reportsDir) ? readdirSync(reportsDir).filter((f) => f.endsWith(".json")) : [];
for (const file of reports.sort()) {
  const counts = countsOf(join(reportsDir, file));
  console.log(`  from ${file}: ${counts.passed} passed and ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
// A failed stage whose report names its failures is counted by them; any other failed stage (typecheck, build,
// conformance, or a runner that died before writing its report) counts as one failure.
for (const entry of failedStages) {
  const [name, report] = entry.split("|");
  console.log(`failed stage: ${name}`);
  const reported = report !== "-" && existsSync(report) && countsOf(report).failed > 0;
  if (!reported) failed += 1;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
