/** The doctor's report as text: one line per finding, failures with their rule id, then the verdict. */
import { RULES } from "./rules.ts";
import type { DoctorReport } from "./runDoctor.ts";

export function formatReport(report: DoctorReport, verbose: boolean): string {
  const lines = [`gift-finder doctor: ${report.url.href}`];
  const width = Math.max(...Object.keys(RULES).map((id) => id.length));
  for (const finding of report.findings) {
    if (finding.passed && !verbose) continue;
    const status = finding.passed ? "ok  " : RULES[finding.rule].severity === "error" ? "FAIL" : "warn";
    lines.push(`  ${status}  ${finding.rule.padEnd(width)}  ${finding.message}`);
  }
  const failed = report.findings.filter((f) => !f.passed);
  const errors = failed.filter((f) => RULES[f.rule].severity === "error").length;
  const passed = report.findings.length - failed.length;
  lines.push(
    report.renders
      ? `result: a host would render the widget (${passed} checks passed${failed.length > 0 ? `, ${failed.length} warning(s)` : ""})`
      : `result: a host would NOT render the widget as intended: ${errors} error(s), ${passed} checks passed`,
  );
  return lines.join("\n");
}
