#!/usr/bin/env bash
# `npm run bench`: builds the console (with hidden source maps, for the byte attribution) and the
# baseline app (bench/baseline/), serves both from one `vite preview` on PA_BENCH_PORT (default 4173)
# with the mock services over real HTTP (PA_MOCK_TRANSPORT=http), and the same build on
# PA_BENCH_SW_PORT (default PA_BENCH_PORT+1) with the service-worker mocks, and once more on
# PA_BENCH_LARGE_PORT (default PA_BENCH_PORT+2) with 100,000 merchant registrations over HTTP for the
# 100,000-row export (tests/bench/largeExport.mjs, a PASS/FAIL line per budget), then runs
# tests/bench/bench.mjs in headless Chromium and stops both servers. Prints the table (ours / baseline
# / ratio) and writes bench/results.json. A benchmark, not a test: budgets are shown only.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PORT="${PA_BENCH_PORT:-4173}"
SW_PORT="${PA_BENCH_SW_PORT:-$((PORT + 1))}"
URL="http://127.0.0.1:${PORT}"
SW_URL="http://127.0.0.1:${SW_PORT}"
LARGE_PORT="${PA_BENCH_LARGE_PORT:-$((PORT + 2))}"
LARGE_URL="http://127.0.0.1:${LARGE_PORT}"

bash scripts/ensure-chromium.sh

for u in "${URL}" "${SW_URL}" "${LARGE_URL}"; do
  if curl -s -o /dev/null --max-time 2 "${u}/"; then
    echo "${u} is already in use (another vite preview?). Stop it or choose PA_BENCH_PORT / PA_BENCH_SW_PORT." >&2
    exit 1
  fi
done

echo "==> Build (console, then the baseline app into dist/bench-baseline)"
PA_BENCH_SOURCEMAP=1 npm run --silent build
node node_modules/vite/bin/vite.js build --config bench/baseline/vite.config.ts

PIDS=()
LOGS=()
cleanup() {
  for pid in "${PIDS[@]}"; do
    if kill -0 "${pid}" 2>/dev/null; then
      kill "${pid}" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "${pid}" 2>/dev/null || break; sleep 0.1; done
      kill -9 "${pid}" 2>/dev/null || true
    fi
  done
  rm -f "${LOGS[@]}"
}
trap cleanup EXIT INT TERM

# serve <port> <transport or empty> [registrations]
serve() {
  local log
  log="$(mktemp)"
  LOGS+=("${log}")
  if [ -n "${3:-}" ]; then
    PA_MOCK_TRANSPORT="$2" PA_MOCK_REGISTRATIONS="$3" PA_MOCK_LATENCY=0 \
      node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port "$1" --strictPort >"${log}" 2>&1 &
  elif [ -n "$2" ]; then
    PA_MOCK_TRANSPORT="$2" node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port "$1" --strictPort >"${log}" 2>&1 &
  else
    env -u PA_MOCK_TRANSPORT node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port "$1" --strictPort >"${log}" 2>&1 &
  fi
  local pid=$!
  PIDS+=("${pid}")
  for _ in $(seq 1 120); do
    if ! kill -0 "${pid}" 2>/dev/null; then
      echo "vite preview on port $1 exited:" >&2
      cat "${log}" >&2
      return 1
    fi
    if curl -sf -o /dev/null --max-time 2 "http://127.0.0.1:$1/config.json"; then return 0; fi
    sleep 0.5
  done
  echo "vite preview did not answer on port $1 within 60 s:" >&2
  cat "${log}" >&2
  return 1
}

echo "==> Serve dist on ${URL} (mocks over HTTP) and ${SW_URL} (service-worker mocks)"
serve "${PORT}" http
SW_BASE=""
if serve "${SW_PORT}" ""; then SW_BASE="${SW_URL}"; else echo "(no service-worker line this run)" >&2; fi

echo "==> Serve dist on ${LARGE_URL} (mocks over HTTP, 100,000 registrations)"
LARGE_BASE=""
if serve "${LARGE_PORT}" http 100000; then LARGE_BASE="${LARGE_URL}"; else echo "(no 100,000-row export this run)" >&2; fi

echo "==> Benchmark (headless Chromium)"
PA_MOCK_TRANSPORT=http PA_BENCH_BASE_URL="${URL}" PA_BENCH_SW_BASE_URL="${SW_BASE}" \
  PA_BENCH_LARGE_EXPORT_URL="${LARGE_BASE}" node tests/bench/bench.mjs
