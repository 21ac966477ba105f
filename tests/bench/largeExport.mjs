/**
 * The 100,000-row CSV export figure (docs/performance.md, "Budgets"): on merchant registration served
 * by the mock server over HTTP with `PA_MOCK_REGISTRATIONS=100000`, click → the file, the JS heap's
 * growth during the export (CDP `Performance.getMetrics`, JSHeapUsedSize sampled every 100 ms against
 * the value after a garbage collection before the click) and the longest main-thread task
 * (PerformanceObserver `longtask`). Rows are counted by parsing the file as a spreadsheet would.
 *
 * `npm run bench` (scripts/bench.sh) starts that server and tests/bench/bench.mjs runs this on it
 * (PA_BENCH_LARGE_EXPORT_URL), with a PASS/FAIL line per budget. Alone, against a build in dist/:
 *
 *   PA_MOCK_TRANSPORT=http PA_MOCK_REGISTRATIONS=100000 PA_MOCK_LATENCY=0 npx vite preview --port 4180
 *   PA_BENCH_BASE_URL=http://127.0.0.1:4180 node tests/bench/largeExport.mjs
 */
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { consent, launchChromium, longTasksOf, signInPage, watchLongTasks } from './browser.mjs';

export const LARGE_EXPORT_PATH = '/store/store-register-information';
export const LARGE_EXPORT_BUDGET = { ms: 15_000, heapBytes: 100 * 1024 * 1024, longTaskMs: 200 };
/** Chromium's flag for JSHeapUsedSize without its coarse rounding. */
export const LARGE_EXPORT_CHROMIUM_ARGS = ['--enable-precise-memory-info'];
const TIMEOUT = 60_000;
const EXPORT_TIMEOUT = 180_000;
const SAMPLE_MS = 100;

const heapUsed = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;

/** One 100,000-row export in a fresh signed-in context of `origin`. */
export async function benchLargeExport(browser, origin, path = LARGE_EXPORT_PATH) {
  const context = await browser.newContext({ baseURL: origin, acceptDownloads: true });
  await consent(context, origin);
  const page = await context.newPage();
  try {
    await signInPage(page, origin, TIMEOUT);
    await page.goto(path, { timeout: TIMEOUT });
    await page.locator('table tbody tr').first().waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => undefined);
    await watchLongTasks(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await heapUsed(cdp);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heapUsed(cdp).catch(() => 0));
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();
    const button = page.getByRole('button', { name: /^(export|ส่งออก)$/i }).first();
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: EXPORT_TIMEOUT }),
      button.click(),
    ]);
    const ms = Date.now() - started;
    sampling = false;
    await sampler;
    const file = await download.path();
    const { data } = Papa.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    return {
      path,
      rows: Math.max(0, data.length - 1),
      ms,
      heapGrowthBytes: Math.max(0, peak - before),
      ...(await longTasksOf(page)),
    };
  } finally {
    await context.close();
  }
}

/** Whether a run keeps every budget: a file of at least 100,000 rows, time, heap growth, longest task. */
export function largeExportPasses(run) {
  return (
    run.rows >= 100_000 &&
    run.ms <= LARGE_EXPORT_BUDGET.ms &&
    run.heapGrowthBytes <= LARGE_EXPORT_BUDGET.heapBytes &&
    run.longestTaskMs <= LARGE_EXPORT_BUDGET.longTaskMs
  );
}

/** `figure: value (budget) PASS|FAIL` lines of one run, then the run's verdict. */
export function largeExportLines(run) {
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  return [
    `CSV export (${run.rows} rows) click → file: ${(run.ms / 1000).toFixed(1)} s (≤ 15 s) ${mark(run.ms <= LARGE_EXPORT_BUDGET.ms)}`,
    `  heap growth during it: ${mb(run.heapGrowthBytes)} (≤ 100 MB) ${mark(run.heapGrowthBytes <= LARGE_EXPORT_BUDGET.heapBytes)}`,
    `  longest main-thread task: ${Math.round(run.longestTaskMs)} ms (≤ 200 ms) ${mark(run.longestTaskMs <= LARGE_EXPORT_BUDGET.longTaskMs)}, ${run.longTasks} tasks over 50 ms`,
    `100,000-row export budgets: ${mark(largeExportPasses(run))}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.env.PA_BENCH_BASE_URL || 'http://127.0.0.1:4180';
  const browser = await launchChromium(LARGE_EXPORT_CHROMIUM_ARGS);
  try {
    const run = await benchLargeExport(browser, origin);
    for (const line of largeExportLines(run)) console.log(line);
  } finally {
    await browser.close();
  }
}
