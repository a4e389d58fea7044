/**
 * `npm run doctor -- <url> [--tool <name>] [--args '<json>'] [--budget <bytes>] [--verbose]`
 * Checks, like a host would, what decides whether the widget renders (errors) and what a host or the app
 * review would complain about (warnings, notes). Exits 1 only on errors. Each finding is one line: severity,
 * rule id, what is wrong and how to fix it. The rules and their sources: docs/doctor-rules.md.
 */
import { parseArgs } from "node:util";
import { formatReport } from "./doctor/formatReport.ts";
import { runDoctor } from "./doctor/runDoctor.ts";

const USAGE =
  "usage: npm run doctor -- <url of the MCP endpoint, e.g. https://gifts.example.com/mcp> [--tool <name>] [--args '<json>'] [--budget <bytes>] [--verbose]";

function usage(problem: string): never {
  console.error(`doctor: ${problem}\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tool: { type: "string" }, args: { type: "string" }, budget: { type: "string" }, verbose: { type: "boolean", short: "v" } },
});
if (positionals.length !== 1 || !positionals[0]) usage("give exactly one URL");
let url: URL;
try {
  url = new URL(positionals[0]);
} catch {
  usage(`"${positionals[0]}" is not a URL`);
}
let args: Record<string, unknown> | undefined;
if (values.args !== undefined) {
  try {
    args = JSON.parse(values.args) as Record<string, unknown>;
  } catch {
    usage("--args must be a JSON object");
  }
}
const budgetBytes = values.budget === undefined ? undefined : Number(values.budget);
if (budgetBytes !== undefined && !(budgetBytes > 0)) usage("--budget must be a positive number of bytes");

const report = await runDoctor({ url, tool: values.tool, args, budgetBytes });
console.log(formatReport(report, values.verbose ?? false));
process.exitCode = report.renders ? 0 : 1;
