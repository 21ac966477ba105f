#!/usr/bin/env bash
# End-to-end tests: production build, then Playwright in Debian's Chromium against `vite preview`
# (started and stopped by playwright.config.ts). Extra arguments go to `playwright test`.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/ensure-chromium.sh
npm run --silent build
npx playwright test "$@"
