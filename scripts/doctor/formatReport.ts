/** The doctor's report as text: one line per finding (failures with their severity and rule id), then the verdict. */
import { type Finding, failedAt, RULES } from "./rules.ts";
import type { DoctorReport } from "./runDoctor.ts";

const LABEL = { error: "FAIL", warning: "warn", info: "info" } as const;

function statusOf(finding: Finding): string {
  return finding.passed ? "ok  " : LABEL[RULES[finding.rule].severity];
}

export function formatReport(report: DoctorReport, verbose: boolean): string {
  const lines = [`gift-finder doctor: ${report.url.href}`];
  const width = Math.max(...Object.keys(RULES).map((id) => id.length));
  for (const finding of report.findings) {
    if (finding.passed && !verbose) continue;
    lines.push(`  ${statusOf(finding)}  ${finding.rule.padEnd(width)}  ${finding.message}`);
  }
  const [errors, warnings, infos] = (["error", "warning", "info"] as const).map((severity) => failedAt(report.findings, severity).length);
  const passed = report.findings.filter((f) => f.passed).length;
  const notes = `${passed} checks passed, ${warnings} warning(s), ${infos} note(s)`;
  lines.push(
    report.renders
      ? `result: a host would render the widget (${notes})`
      : `result: a host would NOT render the widget: ${errors} error(s); ${notes}`,
  );
  return lines.join("\n");
}
