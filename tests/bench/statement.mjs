/**
 * Benchmark of the reconcile screen's statement parser: a 100,000-line KBANK statement parsed in the
 * module worker and previewed, in headless Chromium (Debian's /usr/bin/chromium). Measures the time
 * from handing the file to the worker until the preview is on screen (budget 1.5 s) and the longest
 * main-thread task meanwhile (PerformanceObserver 'longtask', budget 100 ms). Budgets are reported,
 * never enforced.
 *
 *   node tests/bench/statement.mjs            run alone (Vite dev server on PA_STATEMENT_BENCH_PORT, default 4217)
 *   import { benchStatement } from './statement.mjs'; await benchStatement()   from the main bench
 */
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';

const ROOT = join(import.meta.dirname, '..', '..');
const CHROMIUM_PATH = process.env.PA_CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
export const STATEMENT_BUDGET_MS = 1500;
export const LONG_TASK_BUDGET_MS = 100;

/**
 * @param {{ port?: number, lines?: number, runs?: number, chromiumPath?: string }} [opts]
 * @returns {Promise<{ lines: number, bytes: number, runs: object[], medianTotalMs: number, worstLongTaskMs: number,
 *   budgetMs: number, longTaskBudgetMs: number, withinBudget: boolean }>}
 */
export async function benchStatement(opts = {}) {
  const port = opts.port ?? Number(process.env.PA_STATEMENT_BENCH_PORT || 4217);
  const lines = opts.lines ?? 100_000;
  const runs = opts.runs ?? 5;
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    server: { port, strictPort: true, host: '127.0.0.1', hmr: false },
  });
  await server.listen();
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/tests/bench/statement/index.html`);
    await page.waitForFunction(() => document.title === 'statement bench ready', null, { timeout: 60_000 });
    // Warm-up: the worker module and the page code are compiled once, as a returning user has them cached.
    await page.evaluate((n) => window.__statementBench(n), 1000);
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await page.evaluate((n) => window.__statementBench(n), lines));
    }
    // Control: the same file parsed on the main thread, to show the long-task observer does see blocking.
    const control = await page.evaluate((n) => window.__statementBench(n, 'KBANK', true), lines);
    const totals = results.map((r) => r.totalMs).sort((a, b) => a - b);
    const medianTotalMs = totals[Math.floor(totals.length / 2)];
    const worstLongTaskMs = Math.max(...results.map((r) => r.longestTaskMs));
    return {
      lines,
      bytes: results[0].bytes,
      runs: results,
      control,
      medianTotalMs,
      worstLongTaskMs,
      budgetMs: STATEMENT_BUDGET_MS,
      longTaskBudgetMs: LONG_TASK_BUDGET_MS,
      withinBudget: medianTotalMs <= STATEMENT_BUDGET_MS && worstLongTaskMs <= LONG_TASK_BUDGET_MS,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function printStatementBench(r) {
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(
    `statement parse + preview, ${r.lines} lines (${(r.bytes / 1024 / 1024).toFixed(1)} MB), ${r.runs.length} runs`,
  );
  for (const [i, run] of r.runs.entries()) {
    console.log(
      `  run ${i + 1}: total ${ms(run.totalMs)} (worker ${ms(run.workerMs)}), longest main-thread task ${ms(run.longestTaskMs)} (${run.longTasks} long tasks), ${run.progressEvents} progress events`,
    );
  }
  console.log(
    `  control, parsed on the main thread: total ${ms(r.control.totalMs)}, longest main-thread task ${ms(r.control.longestTaskMs)}`,
  );
  console.log(`  median total ${ms(r.medianTotalMs)} (budget ${r.budgetMs} ms)`);
  console.log(`  worst long task ${ms(r.worstLongTaskMs)} (budget ${r.longTaskBudgetMs} ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchStatement();
  printStatementBench(result);
}
