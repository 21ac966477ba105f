#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the end-to-end tests and the benchmark.
# Never downloads a Playwright browser build: installs the distribution package when running as root,
# otherwise says in one line what to run.
set -euo pipefail

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
CHROMIUM="${PA_CHROMIUM_PATH:-/usr/bin/chromium}"

# The production-server test needs Debian's nginx too (same rules).
bash "$(dirname "$0")/ensure-nginx.sh"

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium and Thai fonts with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium fonts-thai-tlwg >/dev/null
  if [ ! -x "$CHROMIUM" ]; then
    echo "Chromium is still missing at $CHROMIUM after apt-get install chromium." >&2
    exit 1
  fi
  exit 0
fi

echo "Chromium is missing: run 'sudo apt-get install -y chromium' and try again." >&2
exit 1
