#!/usr/bin/env bash
# `npm test`: type-check and lint (side by side), unit + integration (vitest), end-to-end (Playwright in
# Chromium) against the build, then the smoke test against the dev server (scripts/e2e-dev.sh).
# Every step runs even when an earlier one fails, so one run shows everything that is wrong.
# The last line is the summary `N passed, N failed, N flaky`; the exit code is non-zero if anything
# failed. A test that passed only on a retry is flaky: it is listed by name and fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

REPORTS="$(mktemp -d)"
trap 'rm -rf "$REPORTS"' EXIT
VITEST_JSON="$REPORTS/vitest.json"
PLAYWRIGHT_JSON="$REPORTS/playwright.json"
PLAYWRIGHT_DEV_JSON="$REPORTS/playwright-dev.json"

failed_steps=()

step() {
  local name="$1"
  shift
  printf '\n==> %s\n' "$name"
  local start=$SECONDS
  if "$@"; then
    printf -- '--- %s: ok (%ss)\n' "$name" "$((SECONDS - start))"
  else
    printf -- '--- %s: FAILED (%ss)\n' "$name" "$((SECONDS - start))"
    failed_steps+=("$name")
  fi
}

# Type-check and lint each keep one core busy: they run side by side, each reported as its own step.
pair_start=$SECONDS
npm run --silent typecheck >"$REPORTS/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$REPORTS/lint.log" 2>&1 &
lint_pid=$!
report() { # name, pid, log
  local status=ok
  printf '\n==> %s\n' "$1"
  wait "$2" || status=FAILED
  cat "$3"
  printf -- '--- %s: %s (%ss, side by side)\n' "$1" "$status" "$((SECONDS - pair_start))"
  if [ "$status" != ok ]; then failed_steps+=("$1"); fi
}
report "Type-check" "$typecheck_pid" "$REPORTS/typecheck.log"
report "Lint" "$lint_pid" "$REPORTS/lint.log"
step "Unit + integration tests (vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
step "Chromium (Debian package)" bash scripts/ensure-chromium.sh
if [[ " ${failed_steps[*]-} " != *"Chromium"* ]]; then
  step "End-to-end tests (Playwright, Chromium)" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$PLAYWRIGHT_JSON" bash scripts/e2e.sh
  step "Dev server smoke test (Playwright, Chromium)" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$PLAYWRIGHT_DEV_JSON" bash scripts/e2e-dev.sh
else
  printf '\n==> End-to-end tests: skipped (no Chromium)\n'
fi

# Count tests from the JSON reports. A missing report (the runner crashed) counts as one failure.
counts="$(
  node - "$VITEST_JSON" "$PLAYWRIGHT_JSON" "$PLAYWRIGHT_DEV_JSON" <<'NODE'
const fs = require('node:fs');
const [vitestFile, ...playwrightFiles] = process.argv.slice(2);
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
let passed = 0;
let failed = 0;
const flaky = [];
/** The first lines of a failure, so the run's last lines say what failed even when only they are kept. */
const brief = (message) =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 3)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n');
const failures = [];
/** The Playwright tests that failed, and the titles of those whose final result came only after a failed try. */
const collectPlaywright = (suite, parents) => {
  const path = suite.title ? [...parents, suite.title] : parents;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const title = [...path, spec.title].join(' › ');
      if (t.status === 'flaky') flaky.push(title);
      if (t.status === 'unexpected') {
        const last = (t.results ?? []).at(-1);
        failures.push(`${title}\n${brief(last?.error?.message ?? last?.errors?.[0]?.message)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) collectPlaywright(child, path);
};
const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  for (const file of vitest.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${where} › ${t.fullName}\n${brief(t.failureMessages?.[0])}`);
    }
    // A file that failed outside its tests (an import error, a failing hook) has no failed test.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${where}\n${brief(file.message)}`);
    }
  }
} else {
  failed += 1;
}
// The build's end-to-end tests, then the dev server's smoke test: each report on its own.
for (const playwrightFile of playwrightFiles) {
  const playwright = read(playwrightFile);
  if (playwright && playwright.stats) {
    const before = flaky.length;
    passed += playwright.stats.expected ?? 0;
    failed += playwright.stats.unexpected ?? 0;
    for (const suite of playwright.suites ?? []) collectPlaywright(suite, []);
    // Counted even if the titles could not be read.
    const count = before + (playwright.stats.flaky ?? 0);
    while (flaky.length < count) flaky.push('(unnamed)');
  } else {
    failed += 1;
  }
}
for (const failure of failures) console.error(`FAILED: ${failure}`);
for (const title of flaky) console.error(`FLAKY (passed only on retry): ${title}`);
console.log(`${passed} ${failed} ${flaky.length}`);
NODE
)"
read -r passed failed flaky <<<"$counts"

echo
if [ "${#failed_steps[@]}" -gt 0 ]; then
  printf 'Failed steps:'
  printf ' [%s]' "${failed_steps[@]}"
  printf '\n'

fi
echo "${passed} passed, ${failed} failed, ${flaky} flaky"

if [ "${#failed_steps[@]}" -gt 0 ] || [ "$failed" -gt 0 ] || [ "$flaky" -gt 0 ]; then
  exit 1
fi
