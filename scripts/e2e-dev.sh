#!/usr/bin/env bash
# The dev server's smoke test (playwright.dev.config.ts): Playwright in Debian's Chromium against
# `vite` (the README's `npm run dev`), started and stopped by the config on its own port. No build.
# Extra arguments go to `playwright test`.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/ensure-chromium.sh
npx playwright test -c playwright.dev.config.ts "$@"
