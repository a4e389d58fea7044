#!/usr/bin/env bash
# Makes sure a Chromium that Playwright can drive exists: Playwright's own browser if this machine has one,
# else the system's chromium, installed from the distribution's packages when we are root on Debian/Ubuntu.
# The e2e tests find it through the same search (e2e/support/findChromium.ts).
set -euo pipefail

if node --import tsx e2e/support/findChromium.ts >/dev/null 2>&1; then
  echo "browser: $(node --import tsx e2e/support/findChromium.ts)"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "browser: installing Debian's chromium (about a minute)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  echo "browser: $(node --import tsx e2e/support/findChromium.ts)"
  exit 0
fi
cat >&2 <<'MSG'
No Chromium found for the end-to-end tests. Install one of:
  - Playwright's browser:  npx playwright install chromium
  - your system's:         sudo apt-get install chromium   (or set CHROMIUM_PATH=/path/to/chrome)
MSG
exit 1
