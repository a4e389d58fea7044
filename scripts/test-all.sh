#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Every stage runs even after a failure, so one run
# shows everything that is wrong; the last line adds up the tests of all runners, read from their JSON reports,
# in the plain "N passed, N failed" form that CI reads, and the exit code is non-zero when anything failed.
# TEST_NODE24=1 adds a stage that runs the Vitest suite again on Node 24 (installed from the npm registry's
# `node` package into .cache/node24), as CI does.
set -uo pipefail
cd "$(dirname "$0")/.."

# Not under test-results/: Playwright empties that folder when it starts.
reports=".test-reports"
rm -rf "$reports" && mkdir -p "$reports"
failed_stages=()
stage() { printf '\n== %s\n' "$1"; }
run_stage() { # name, its JSON report (or -), command...
  local name="$1" report="$2"
  shift 2
  stage "$name"
  "$@" || failed_stages+=("$name|$report")
}

vitest_run() { # report file, node binary
  "$2" node_modules/vitest/vitest.mjs run --reporter=default --reporter=json --outputFile.json="$1"
}

node24() {
  local prefix=".cache/node24"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    npm install --silent --no-audit --no-fund --prefix "$prefix" node@24 >/dev/null || return 1
  fi
  # The integration tests spawn servers with the running node, so Node 24 must come first on PATH too.
  PATH="$PWD/$prefix/node_modules/.bin:$PATH" vitest_run "$reports/vitest-node24.json" "$PWD/$prefix/node_modules/.bin/node"
}

run_stage "format and lint (Biome)" - npx biome check .
run_stage "typecheck" - npx tsc -p tsconfig.json --noEmit
run_stage "build widget and server" - npm run --silent build
run_stage "unit, component, integration, robustness and fuzz tests (vitest, $(node --version))" "$reports/vitest.json" vitest_run "$reports/vitest.json" node
run_stage "official MCP conformance suite" - node --import tsx scripts/conformance/run.ts
run_stage "end-to-end tests (Playwright, headless Chromium)" "$reports/e2e.json" env PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json,html
if [ "${TEST_NODE24:-}" = "1" ]; then
  run_stage "unit and integration tests again on Node 24" "$reports/vitest-node24.json" node24
fi

echo
node scripts/test-totals.mjs "$reports" "${failed_stages[@]}"
