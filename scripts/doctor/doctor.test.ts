/** The doctor against real servers: Gift Finder's own (it must pass) and a fixture broken one way at a time (each caught by its rule). */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../server/src/repoRoot.ts";
import { type RunningServer, startServer } from "../../server/testing/startServer.ts";
import { type Defect, type FixtureServer, startFixtureServer } from "./fixtureServer.ts";
import { failedAt, RULES, type RuleId, type Severity } from "./rules.ts";
import { type DoctorReport, runDoctor } from "./runDoctor.ts";

let giftFinder: RunningServer;
let giftFinderDefaults: RunningServer;
let fixture: FixtureServer;

beforeAll(async () => {
  // Configured as for both hosts: Claude's form in the standard key, ChatGPT's origin in its own.
  const domains = { WIDGET_DOMAIN: "a904794854a047f6.claudemcpcontent.com", OPENAI_WIDGET_DOMAIN: "https://gifts.example.com" };
  [giftFinder, giftFinderDefaults, fixture] = await Promise.all([
    startServer({ LOG_LEVEL: "warn", ...domains }),
    startServer({ LOG_LEVEL: "warn" }),
    startFixtureServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([giftFinder?.stop(), giftFinderDefaults?.stop(), fixture?.close()]);
});

const failedRules = (report: DoctorReport) => report.findings.filter((f) => !f.passed).map((f) => f.rule);

describe("doctor on servers a host would render", () => {
  it("passes Gift Finder's own server, checking every rule that applies to a loopback URL", async () => {
    // A request whose ideas link to shops, so the redirect-domain rule has links to check.
    const args = { occasion: "birthday", budget: 60, recipient: "a friend who loves board games" };
    const report = await runDoctor({ url: giftFinder.url, tool: "suggest_gifts", args });
    expect(report.findings.filter((f) => !f.passed)).toEqual([]);
    expect(report.renders).toBe(true);
    const checked = new Set(report.findings.map((f) => f.rule));
    const publicOnly: RuleId[] = ["public-https", "public-host-allowed"];
    expect([...checked].sort()).toEqual((Object.keys(RULES) as RuleId[]).filter((id) => !publicOnly.includes(id)).sort());
  });

  it("only notes that Gift Finder with default settings names no widget domain", async () => {
    const report = await runDoctor({ url: giftFinderDefaults.url });
    expect(failedRules(report)).toEqual(["widget-domain-set"]);
    expect(failedAt(report.findings, "info")).toHaveLength(1);
    expect(report.renders).toBe(true);
  });

  it("passes the healthy fixture, whose HTML fetches an origin its CSP declares", async () => {
    const report = await runDoctor({ url: fixture.urlFor() });
    expect(failedRules(report)).toEqual([]);
    expect(report.renders).toBe(true);
  });

  it("accepts what the references allow: no idempotentHint", async () => {
    const report = await runDoctor({ url: fixture.urlFor("no-idempotent-hint") });
    expect(failedRules(report)).toEqual([]);
  });
});

describe("doctor on deliberately broken servers", () => {
  const cases: [Defect, RuleId, Severity][] = [
    ["wrong-mime-type", "template-mime-type", "error"],
    ["skybridge-mime-type", "template-mime-standard", "warning"],
    ["missing-output-template", "template-link-alias", "info"],
    ["missing-standard-link", "template-link-standard", "error"],
    ["links-disagree", "template-links-agree", "error"],
    ["csp-dialects-disagree", "csp-dialects-agree", "warning"],
    ["undeclared-https-url", "csp-covers-html", "error"],
    ["relative-asset", "template-self-contained", "error"],
    ["wildcard-csp", "csp-exact-origins", "warning"],
    ["missing-annotation", "tool-annotations", "warning"],
    ["no-security-schemes", "tool-security-schemes", "info"],
    ["unversioned-uri", "template-uri-versioned", "warning"],
    ["no-domain", "widget-domain-set", "info"],
    ["origin-as-ui-domain", "widget-domain-format", "warning"],
    ["template-not-served", "template-resolves", "error"],
    ["invalid-structured-content", "structured-content-valid", "error"],
    ["oversized-structured-content", "model-payload-budget", "warning"],
    ["unlisted-shop-link", "csp-redirect-covers-links", "warning"],
  ];

  it.each(cases)(
    "catches %s with rule %s (%s), in one sentence; only an error changes the render verdict",
    async (defect, rule, severity) => {
      const report = await runDoctor({ url: fixture.urlFor(defect) });
      expect(failedRules(report)).toEqual([rule]);
      expect(RULES[rule].severity).toBe(severity);
      const [finding] = report.findings.filter((f) => !f.passed);
      expect(finding?.message).toMatch(/^[A-Z][^\n]*: [^\n]+\.$/);
      expect(report.renders).toBe(severity !== "error");
    },
  );

  it("reports every defect of a server broken several ways at once", async () => {
    const report = await runDoctor({ url: fixture.urlFor("wrong-mime-type", "no-domain", "invalid-structured-content") });
    expect(failedRules(report).sort()).toEqual(["structured-content-valid", "template-mime-type", "widget-domain-set"]);
  });

  it("says the endpoint is unreachable when nothing answers MCP there", async () => {
    const report = await runDoctor({ url: new URL("/nothing-here", giftFinder.origin) });
    expect(failedRules(report)).toEqual(["endpoint-reachable"]);
  });
});

describe("npm run doctor", () => {
  const doctorCli = (url: URL) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/doctor.ts", url.href], { cwd: REPO_ROOT }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it("exits 0 when a host would render, even with warnings and notes, and 1 with the failing rule's line when it would not", async () => {
    const [healthy, warned, broken] = await Promise.all([
      doctorCli(fixture.urlFor()),
      doctorCli(fixture.urlFor("wildcard-csp", "no-domain")),
      doctorCli(fixture.urlFor("wrong-mime-type")),
    ]);
    expect(healthy).toMatchObject({ code: 0, stdout: expect.stringContaining("a host would render the widget") });
    expect(warned.code).toBe(0);
    expect(warned.stdout).toMatch(/warn {2}csp-exact-origins +/);
    expect(warned.stdout).toMatch(/info {2}widget-domain-set +/);
    expect(warned.stdout).toContain("1 warning(s), 1 note(s)");
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/FAIL {2}template-mime-type +The template ui:\/\/fixture\/gifts\.v1\.html is served as "text\/html"/);
  });
});

describe("docs/doctor-rules.md", () => {
  it("lists every rule with the severity the doctor uses, and no other", async () => {
    const doc = await readFile(new URL("../../docs/doctor-rules.md", import.meta.url), "utf8");
    const rows = [...doc.matchAll(/^\| `([a-z-]+)` \| (error|warning|info) \|/gm)].map(([, id, severity]) => [id, severity]);
    expect(rows).toEqual(Object.entries(RULES).map(([id, spec]) => [id, spec.severity]));
  });
});
