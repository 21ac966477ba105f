#!/usr/bin/env bash
# `npm run bench`: builds, serves dist with `vite preview` on loopback with the mock services answering
# over real HTTP (PA_MOCK_TRANSPORT=http), runs tests/bench/bench.mjs in headless Chromium, stops the
# server. Prints a table and writes bench/results.json. A benchmark, not a test: budgets are shown only.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PA_MOCK_TRANSPORT="${PA_MOCK_TRANSPORT:-http}"
PORT="${PA_BENCH_PORT:-4173}"
URL="http://127.0.0.1:${PORT}"

bash scripts/ensure-chromium.sh

if curl -s -o /dev/null --max-time 2 "${URL}/"; then
  echo "Port ${PORT} is already in use (another vite preview?). Stop it and try again." >&2
  exit 1
fi

echo "==> Build"
npm run --silent build

echo "==> Serve dist on ${URL} (PA_MOCK_TRANSPORT=${PA_MOCK_TRANSPORT})"
LOG="$(mktemp)"
node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port "${PORT}" --strictPort >"${LOG}" 2>&1 &
SERVER_PID=$!
cleanup() {
  if kill -0 "${SERVER_PID}" 2>/dev/null; then
    kill "${SERVER_PID}" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "${SERVER_PID}" 2>/dev/null || break; sleep 0.1; done
    kill -9 "${SERVER_PID}" 2>/dev/null || true
  fi
  rm -f "${LOG}"
}
trap cleanup EXIT INT TERM

ready=0
for _ in $(seq 1 120); do
  if ! kill -0 "${SERVER_PID}" 2>/dev/null; then
    echo "vite preview exited:" >&2
    cat "${LOG}" >&2
    exit 1
  fi
  if curl -sf -o /dev/null --max-time 2 "${URL}/config.json"; then
    ready=1
    break
  fi
  sleep 0.5
done
if [ "${ready}" -ne 1 ]; then
  echo "vite preview did not answer on ${URL} within 60 s:" >&2
  cat "${LOG}" >&2
  exit 1
fi

echo "==> Benchmark (headless Chromium)"
node tests/bench/bench.mjs
