#!/usr/bin/env bash
# Makes sure Debian's Chromium is there: the browser (`chromium`, for the benchmark) and its headless
# shell (`chromium-headless-shell`, the same engine without the browser's windowing layers, for the
# end-to-end tests). Never downloads a Playwright browser build: installs the distribution packages
# when running as root, otherwise says in one line what to run.
set -euo pipefail

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
CHROMIUM="${PA_CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${PA_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}"

# The production-server test needs Debian's nginx too (same rules).
bash "$(dirname "$0")/ensure-nginx.sh"

if [ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium, chromium-headless-shell and Thai fonts with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-thai-tlwg >/dev/null
  for binary in "$CHROMIUM" "$HEADLESS_SHELL"; do
    if [ ! -x "$binary" ]; then
      echo "Chromium is still missing at $binary after apt-get install." >&2
      exit 1
    fi
  done
  exit 0
fi

echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-headless-shell' and try again." >&2
exit 1
