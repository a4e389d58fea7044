/** The doctor against real servers: Gift Finder's own (it must pass) and a fixture broken one way at a time (each caught by its rule). */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../server/testing/startServer.ts";
import { startFixtureServer, type Defect, type FixtureServer } from "./fixtureServer.ts";
import { RULES, type RuleId } from "./rules.ts";
import { runDoctor, type DoctorReport } from "./runDoctor.ts";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
let giftFinder: RunningServer;
let fixture: FixtureServer;

beforeAll(async () => {
  [giftFinder, fixture] = await Promise.all([startServer({ LOG_LEVEL: "warn" }), startFixtureServer()]);
});
afterAll(async () => {
  await Promise.all([giftFinder?.stop(), fixture?.close()]);
});

const failedRules = (report: DoctorReport) => report.findings.filter((f) => !f.passed).map((f) => f.rule);

describe("doctor on servers a host would render", () => {
  it("passes Gift Finder's own server, checking every rule that applies to a loopback URL", async () => {
    const report = await runDoctor({ url: giftFinder.url });
    expect(report.findings.filter((f) => !f.passed)).toEqual([]);
    expect(report.renders).toBe(true);
    const checked = new Set(report.findings.map((f) => f.rule));
    const publicOnly: RuleId[] = ["public-https", "public-host-allowed"];
    expect([...checked].sort()).toEqual((Object.keys(RULES) as RuleId[]).filter((id) => !publicOnly.includes(id)).sort());
  });

  it("passes the healthy fixture, whose HTML fetches an origin its CSP declares", async () => {
    const report = await runDoctor({ url: fixture.urlFor() });
    expect(failedRules(report)).toEqual([]);
    expect(report.renders).toBe(true);
  });
});

describe("doctor on deliberately broken servers", () => {
  const cases: [Defect, RuleId][] = [
    ["wrong-mime-type", "template-mime-type"],
    ["missing-output-template", "template-link-both-dialects"],
    ["csp-dialects-disagree", "csp-dialects-agree"],
    ["undeclared-https-url", "csp-covers-html"],
    ["relative-asset", "template-self-contained"],
    ["missing-annotation", "tool-annotations"],
    ["unversioned-uri", "template-uri-versioned"],
    ["no-domain", "widget-domain-set"],
    ["template-not-served", "template-resolves"],
    ["invalid-structured-content", "structured-content-valid"],
    ["oversized-structured-content", "model-payload-budget"],
  ];

  it.each(cases)("catches %s with rule %s, in one sentence, and says a host would not render", async (defect, rule) => {
    const report = await runDoctor({ url: fixture.urlFor(defect) });
    expect(failedRules(report)).toEqual([rule]);
    const [finding] = report.findings.filter((f) => !f.passed);
    expect(finding?.message).toMatch(/^[A-Z][^\n]*: [^\n]+\.$/);
    expect(report.renders).toBe(false);
  });

  it("warns about a wildcard CSP entry without failing the render verdict", async () => {
    const report = await runDoctor({ url: fixture.urlFor("wildcard-csp") });
    expect(failedRules(report)).toEqual(["csp-exact-origins"]);
    expect(report.renders).toBe(true);
  });

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

  it("exits 0 when a host would render, and 1 with the failing rule's line when it would not", async () => {
    const [healthy, broken] = await Promise.all([doctorCli(fixture.urlFor()), doctorCli(fixture.urlFor("wrong-mime-type"))]);
    expect(healthy).toMatchObject({ code: 0, stdout: expect.stringContaining("a host would render the widget") });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/FAIL {2}template-mime-type +The template ui:\/\/fixture\/gifts\.v1\.html is served as "text\/html"/);
  });
});
