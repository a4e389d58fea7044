#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest; any failure stops it. The last line adds up the
# tests of both runners in the plain "N passed, N failed" form that CI reads.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n== %s\n' "$1"; }
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
# The number before "passed" on a runner's summary line (colour codes removed).
passed_in() { sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -E "$2" | grep -oE '[0-9]+ passed' | tail -n 1 | grep -oE '[0-9]+' || echo 0; }

stage "typecheck"
npx tsc -p tsconfig.json --noEmit

stage "build widget"
npx vite build --logLevel warn

stage "unit, component, integration, robustness and fuzz tests (vitest)"
npx vitest run 2>&1 | tee "$logs/vitest.txt"

stage "official MCP conformance suite"
node --import tsx scripts/conformance/run.ts

stage "end-to-end tests (Playwright, headless Chromium)"
npx playwright test -c e2e/playwright.config.ts 2>&1 | tee "$logs/e2e.txt"

unit=$(passed_in "$logs/vitest.txt" '^ *Tests ')
e2e=$(passed_in "$logs/e2e.txt" '^ *[0-9]+ passed')
echo
echo "npm test: all stages passed (vitest ${unit}, Playwright ${e2e}, conformance as above)"
echo "tests: $((unit + e2e)) passed, 0 failed"
