/**
 * `npm run mutation [-- area ...] [--incremental] [--mutate <files>]`: mutation testing of the engine, the contract, the catalog
 * loader and the widget's state modules, one Stryker run per area, then one score per area. A figure, never a gate:
 * it always exits 0 unless a run itself failed. Every run waits for /tmp/cpu.lock, so it never overlaps another
 * CPU-heavy run on the shared machine. `--mutate` narrows one area's run to some of its files (Stryker's syntax).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../../server/src/repoRoot.ts";
import AREAS from "./areas.json" with { type: "json" };
import { type MutantStatus, scoreOf } from "./score.ts";

const CPU_LOCK = "/tmp/cpu.lock";

const args = process.argv.slice(2);
const incremental = args.includes("--incremental");
const mutateAt = args.indexOf("--mutate");
const mutate = mutateAt >= 0 ? args[mutateAt + 1] : undefined;
const names = args.filter((arg, at) => !arg.startsWith("--") && (mutateAt < 0 || at !== mutateAt + 1));
const unknown = names.filter((name) => !(name in AREAS));
if (unknown.length > 0) {
  console.error(`unknown area ${unknown.join(", ")}; the areas are ${Object.keys(AREAS).join(", ")}`);
  process.exit(2);
}
const areas = names.length > 0 ? names : Object.keys(AREAS);
if (mutate && areas.length !== 1) {
  console.error("--mutate narrows one area: name exactly one");
  process.exit(2);
}
const hasFlock = spawnSync("flock", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasFlock) console.warn(`flock not found: running without ${CPU_LOCK}`);

interface StrykerReport {
  files: Record<string, { mutants: { status: MutantStatus }[] }>;
}

const lines: string[] = [];
let failed = false;
for (const area of areas) {
  const stryker = [join(REPO_ROOT, "node_modules/@stryker-mutator/core/bin/stryker.js"), "run", "scripts/mutation/stryker.config.mjs"];
  if (mutate) stryker.push("--mutate", mutate);
  const [command, commandArgs] = hasFlock ? ["flock", [CPU_LOCK, process.execPath, ...stryker]] : [process.execPath, stryker];
  console.log(`\n== mutation: ${area}`);
  const run = spawnSync(command, commandArgs, {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: { ...process.env, MUTATION_AREA: area, MUTATION_INCREMENTAL: incremental ? "1" : "0" },
  });
  if (run.status !== 0) {
    failed = true;
    lines.push(`${area.padEnd(8)} run failed (exit ${run.status ?? run.signal})`);
    continue;
  }
  const report = JSON.parse(readFileSync(join(REPO_ROOT, `reports/mutation/${area}.json`), "utf8")) as StrykerReport;
  const score = scoreOf(Object.values(report.files).flatMap((file) => file.mutants.map((mutant) => mutant.status)));
  lines.push(
    `${area.padEnd(8)} ${score.percent.toFixed(1).padStart(5)}%  (${score.detected} detected of ${score.valid}; ` +
      `${score.survived} survived, ${score.noCoverage} not covered)`,
  );
}
console.log(`\n== mutation scores (reports in reports/mutation/)\n${lines.join("\n")}`);
process.exit(failed ? 1 : 0);
