/**
 * The 100,000-row CSV export figure (docs/performance.md, "Budgets"): on merchant registration served
 * by the mock server over HTTP with `PA_MOCK_REGISTRATIONS=100000`, click → the file, the JS heap's
 * growth during the export (CDP `Performance.getMetrics`, JSHeapUsedSize sampled every 100 ms against
 * the value after a garbage collection before the click) and the longest main-thread task
 * (PerformanceObserver `longtask`). Rows are counted by parsing the file as a spreadsheet would.
 *
 *   PA_MOCK_TRANSPORT=http PA_MOCK_REGISTRATIONS=100000 PA_MOCK_LATENCY=0 npx vite preview --port 4180
 *   PA_BENCH_BASE_URL=http://127.0.0.1:4180 node tests/bench/largeExport.mjs
 *
 * `benchLargeExport` is also what tests/bench/bench.mjs runs when PA_BENCH_LARGE_EXPORT_URL names such
 * a server.
 */
import { chromium } from '@playwright/test';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';

export const LARGE_EXPORT_PATH = '/store/store-register-information';
export const LARGE_EXPORT_BUDGET = { ms: 15_000, heapBytes: 100 * 1024 * 1024, longTaskMs: 200 };
const ACCOUNT = { email: 'admin@demo.test', password: 'demo1234' };
const TIMEOUT = 60_000;
const EXPORT_TIMEOUT = 180_000;
const SAMPLE_MS = 100;

async function signedInContext(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, acceptDownloads: true });
  await context.addCookies([{ name: 'consent', value: 'true', url: origin, sameSite: 'Lax', expires: -1 }]);
  const page = await context.newPage();
  await page.goto('/login', { timeout: TIMEOUT });
  const email = page.getByLabel(/e-?mail/i);
  const start = page.getByRole('button', { name: /sign in|log ?in|เข้าสู่ระบบ/i });
  await email.or(start).first().waitFor({ timeout: TIMEOUT });
  if (!new URL(page.url()).pathname.startsWith('/idp/')) await start.first().click();
  await page.waitForURL(/\/idp\/interaction\//, { timeout: TIMEOUT });
  await page.getByLabel(/e-?mail/i).fill(ACCOUNT.email);
  await page.getByLabel(/password|รหัสผ่าน/i).fill(ACCOUNT.password);
  await page.getByRole('button', { name: /sign in|log ?in|เข้าสู่ระบบ/i }).click();
  await page.waitForURL(
    (url) => !/^\/(login|idp|callback)(\/|$)/.test(url.pathname) && url.pathname !== '/',
    {
      timeout: TIMEOUT,
    },
  );
  return { context, page };
}

const heapUsed = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;

/** One 100,000-row export in a fresh signed-in context of `origin`. */
export async function benchLargeExport(browser, origin, path = LARGE_EXPORT_PATH) {
  const { context, page } = await signedInContext(browser, origin);
  try {
    await page.goto(path, { timeout: TIMEOUT });
    await page.locator('table tbody tr').first().waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => undefined);
    await page.evaluate(() => {
      const tasks = [];
      Object.defineProperty(window, '__benchLongTasks', { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
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
    const tasks = await page.evaluate(() => [...window.__benchLongTasks]);
    return {
      path,
      rows: Math.max(0, data.length - 1),
      ms,
      heapGrowthBytes: Math.max(0, peak - before),
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      longTasks: tasks.length,
    };
  } finally {
    await context.close();
  }
}

/** `figure: value (budget) PASS|FAIL` lines of one run. */
export function largeExportLines(run) {
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  return [
    `CSV export (${run.rows} rows) click → file: ${(run.ms / 1000).toFixed(1)} s (≤ 15 s) ${mark(run.ms <= LARGE_EXPORT_BUDGET.ms)}`,
    `  heap growth during it: ${mb(run.heapGrowthBytes)} (≤ 100 MB) ${mark(run.heapGrowthBytes <= LARGE_EXPORT_BUDGET.heapBytes)}`,
    `  longest main-thread task: ${Math.round(run.longestTaskMs)} ms (≤ 200 ms) ${mark(run.longestTaskMs <= LARGE_EXPORT_BUDGET.longTaskMs)}, ${run.longTasks} tasks over 50 ms`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.env.PA_BENCH_BASE_URL || 'http://127.0.0.1:4180';
  const browser = await chromium.launch({
    executablePath: process.env.PA_CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-precise-memory-info'],
  });
  try {
    const run = await benchLargeExport(browser, origin);
    for (const line of largeExportLines(run)) console.log(line);
  } finally {
    await browser.close();
  }
}
