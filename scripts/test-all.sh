#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Each stage prints one line; any failure stops it.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n== %s\n' "$1"; }

stage "typecheck"
npx tsc -p tsconfig.json --noEmit

stage "build widget"
npx vite build --logLevel warn

stage "unit, component, integration, robustness and fuzz tests (vitest)"
npx vitest run

stage "official MCP conformance suite"
node --import tsx scripts/conformance/run.ts

stage "end-to-end tests (Playwright, headless Chromium)"
npx playwright test -c e2e/playwright.config.ts

echo
echo "npm test: all stages passed"
