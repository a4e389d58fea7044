/**
 * The closing lines of `npm test`: tests passed and failed across every runner's JSON report (Vitest and
 * Playwright), the name and first error line of each failed test, plus every failed stage that has no report of
 * its own (typecheck, build, conformance). Exits 1 when anything failed, so the exit code and the totals line
 * always agree. The names sit at the very end because CI keeps only the tail of the output.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

// Arguments: the reports folder, then one "stage name|report file (or -)" per failed stage.
const [reportsDir, ...failedStages] = process.argv.slice(2);

// The first line of an error without its colour codes, short enough to read in a log's tail.
function firstLine(message) {
  const plain = stripVTControlCharacters(String(message ?? ""));
  return (plain.split("\n").find((line) => line.trim()) ?? "").trim().slice(0, 200);
}

function failuresOf(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === "failed")
        .map((test) => ({ name: test.fullName, error: firstLine(test.failureMessages?.[0]) })),
    );
  }
  const failures = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        failures.push({ name: [...path, spec.title].join(" › "), error: firstLine(last?.error?.message) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return failures;
}

function countsOf(report) {
  // Vitest: numPassedTests / numFailedTests. Playwright: stats.expected / unexpected (+ flaky, which passed on retry).
  if (typeof report.numPassedTests === "number") return { passed: report.numPassedTests, failed: report.numFailedTests };
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

let passed = 0;
let failed = 0;
const failedTests = [];
const reports = existsSync(reportsDir) ? readdirSync(reportsDir).filter((f) => f.endsWith(".json")) : [];
for (const file of reports.sort()) {
  const report = JSON.parse(readFileSync(join(reportsDir, file), "utf8"));
  const counts = countsOf(report);
  console.log(`  from ${file}: ${counts.passed} passed and ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
  for (const failure of failuresOf(report)) {
    failedTests.push(`  ✗ ${file}: ${failure.name}\n      ${failure.error}`);
  }
}
// A failed stage whose report names its failures is counted by them; any other failed stage (typecheck, build,
// conformance, or a runner that died before writing its report) counts as one failure.
for (const entry of failedStages) {
  const [name, report] = entry.split("|");
  console.log(`failed stage: ${name}`);
  const reported = report !== "-" && existsSync(report) && countsOf(JSON.parse(readFileSync(report, "utf8"))).failed > 0;
  if (!reported) failed += 1;
}
if (failedTests.length > 0) console.log(`failed tests:\n${failedTests.join("\n")}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
