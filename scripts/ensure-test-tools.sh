#!/usr/bin/env bash
# Makes sure the machine has what the tests need beyond npm packages:
# - a Chromium Playwright can drive: Playwright's own browser if present, else the system's chromium;
# - nginx, for the scale-out test (two replicas behind a real load balancer).
# Missing ones are installed from the distribution's packages when we are root on Debian/Ubuntu; otherwise
# the script says how to install them. The e2e tests find Chromium through e2e/support/findChromium.ts.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
node --import tsx e2e/support/findChromium.ts >/dev/null 2>&1 || missing+=(chromium)
{ command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } || missing+=(nginx)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "test tools: installing ${missing[*]} from the distribution's packages (about a minute)…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    cat >&2 <<MSG
Missing for the tests: ${missing[*]}. Install them, for example:
  - Chromium: npx playwright install chromium   (or: sudo apt-get install chromium, or set CHROMIUM_PATH)
  - nginx:    sudo apt-get install nginx
MSG
    exit 1
  fi
fi
echo "test tools: chromium at $(node --import tsx e2e/support/findChromium.ts), nginx at $(command -v nginx || echo /usr/sbin/nginx)"
