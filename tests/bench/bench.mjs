/**
 * Benchmark of the production build as staff get it (run by `npm run bench`, which builds and starts
 * `vite preview` first). Plain JavaScript: Node 20 cannot run TypeScript without a build step.
 *
 * Measures, in headless Chromium (Debian's /usr/bin/chromium):
 *  - gzip bytes of the JS and CSS that /login loads and that the first list screen loads;
 *  - gzip bytes of every chunk in dist/assets, the largest chunk, and the largest lazily loaded chunk;
 *  - over 7 cold loads with a stored session: time from navigation to the shell (the top bar with the
 *    version label) and to the first list row, and the JS heap.
 * Prints a table and writes bench/results.json. Budgets are shown, never enforced: the run does not fail
 * on them. Every wait is bounded, and a watchdog ends the run if something hangs anyway.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Same values as tests/e2e/support/chromium.ts (shared by the Playwright tests).
const BASE_URL = process.env.PA_BENCH_BASE_URL || 'http://127.0.0.1:4173';
const CHROMIUM_PATH = process.env.PA_CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const RESULTS_FILE = join(ROOT, 'bench', 'results.json');

const COLD_LOADS = 7;
const VERSION = 'v.1.5.2';
const ACCOUNT = { email: 'admin@demo.test', password: 'demo1234' };
const FIRST_LIST_PATH = '/management/store-type';
const BUDGET_FIRST_LIST_BYTES = 350 * 1024;
const BUDGET_ROUTE_CHUNK_BYTES = 50 * 1024;

const SIGN_IN_TIMEOUT = 30_000;
const SHELL_TIMEOUT = 20_000;
const ROW_TIMEOUT = 20_000;
const SETTLE_TIMEOUT = 5_000;
const WATCHDOG_MS = 8 * 60_000;

const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(2);
}, WATCHDOG_MS);

// ---------------------------------------------------------------- sizes of the build

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

/**
 * Chunks the app starts with, before any screen: what index.html loads (the entry and its static
 * imports) and what the entry itself imports on demand at boot (the App and the in-page mock backend,
 * with their dependencies; Vite lists them by name in the entry chunk). Every other JS chunk is code
 * that a screen loads when it is first opened: a route chunk.
 */
function bootAssets() {
  const assets = join(DIST, 'assets');
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const initial = new Set();
  for (const match of html.matchAll(/(?:src|href)="\/assets\/([^"?#]+)"/g)) initial.add(match[1]);
  const boot = new Set(initial);
  for (const name of initial) {
    if (!/\.m?js$/.test(name)) continue;
    const code = readFileSync(join(assets, name), 'utf8');
    for (const match of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.(?:m?js|css))["'`]/g))
      boot.add(match[1]);
  }
  return { initial, boot };
}

function chunkSizes() {
  const dir = join(DIST, 'assets');
  const { initial, boot } = bootAssets();
  const chunks = readdirSync(dir)
    .filter((name) => /\.(m?js|css)$/.test(name) && statSync(join(dir, name)).isFile())
    .map((name) => ({
      name,
      kind: name.endsWith('.css') ? 'css' : 'js',
      role: initial.has(name) ? 'initial' : boot.has(name) ? 'boot' : 'route',
      bytes: statSync(join(dir, name)).size,
      gzip: gzipBytes(join(dir, name)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => list.reduce((total, c) => total + c.gzip, 0);
  const js = chunks.filter((c) => c.kind === 'js');
  const routes = js.filter((c) => c.role === 'route');
  return {
    count: chunks.length,
    totalGzip: sum(chunks),
    jsGzip: sum(js),
    cssGzip: sum(chunks.filter((c) => c.kind === 'css')),
    routeChunks: routes.length,
    largest: chunks[0] ?? null,
    largestRoute: routes[0] ?? null,
    routeOverBudget: routes
      .filter((c) => c.gzip > BUDGET_ROUTE_CHUNK_BYTES)
      .map((c) => ({ name: c.name, gzip: c.gzip })),
    chunks,
  };
}

/** gzip bytes of the JS and CSS files under /assets that a page load fetched. */
function loadedBytes(urls) {
  const files = [...urls]
    .map((url) => new URL(url).pathname)
    .filter((path) => path.startsWith('/assets/') && /\.(m?js|css)$/.test(path))
    .sort();
  let js = 0;
  let css = 0;
  const missing = [];
  for (const path of files) {
    const file = join(DIST, decodeURIComponent(path));
    try {
      const size = gzipBytes(file);
      if (path.endsWith('.css')) css += size;
      else js += size;
    } catch {
      missing.push(path);
    }
  }
  return { js, css, total: js + css, files: files.length, missing };
}

// ---------------------------------------------------------------- browser helpers

/** Records every /assets response of our origin that a page fetched. */
function recordAssets(page) {
  const urls = new Set();
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(`${BASE_URL}/assets/`) && response.ok()) urls.add(url.split(/[?#]/)[0]);
  });
  return urls;
}

async function consent(context) {
  await context.addCookies([{ name: 'consent', value: 'true', url: BASE_URL, sameSite: 'Lax', expires: -1 }]);
}

const settle = (page) =>
  page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT }).catch(() => undefined);

/**
 * In the page, from the very first script: note when the shell (a visible header showing the version)
 * and the first list row (a table body row with text, not a loading placeholder) appear, in ms since
 * navigation start.
 */
function markersScript({ version }) {
  const marks = { shell: null, row: null };
  Object.defineProperty(window, '__benchMarks', { value: marks });
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const check = () => {
    if (marks.shell === null) {
      const header = [...document.querySelectorAll('header')].find(
        (h) => h.textContent && h.textContent.includes(version) && visible(h),
      );
      if (header) marks.shell = performance.now();
    }
    if (marks.row === null) {
      const row = [...document.querySelectorAll('table tbody tr')].find(
        (tr) => tr.textContent && tr.textContent.trim() !== '' && visible(tr),
      );
      if (row) marks.row = performance.now();
    }
    if (marks.shell !== null && marks.row !== null) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  const start = () => {
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

async function signIn(browser, stateFile) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await consent(context);
  const page = await context.newPage();
  try {
    await page.goto('/login', { timeout: SIGN_IN_TIMEOUT });
    const email = page.getByLabel(/e-?mail/i);
    const start = page.getByRole('button', { name: /sign in|log ?in|เข้าสู่ระบบ/i });
    await email.or(start).first().waitFor({ timeout: SIGN_IN_TIMEOUT });
    if (!new URL(page.url()).pathname.startsWith('/idp/')) await start.first().click();
    await page.waitForURL(/\/idp\/interaction\//, { timeout: SIGN_IN_TIMEOUT });
    await page.getByLabel(/e-?mail/i).fill(ACCOUNT.email);
    await page.getByLabel(/password|รหัสผ่าน/i).fill(ACCOUNT.password);
    await page.getByRole('button', { name: /sign in|log ?in|เข้าสู่ระบบ/i }).click();
    await page.waitForURL(
      (url) =>
        url.origin === BASE_URL &&
        url.pathname !== '/' &&
        !/^\/(login|idp|callback)(\/|$)/.test(url.pathname),
      { timeout: SIGN_IN_TIMEOUT },
    );
    await page.locator('header', { hasText: VERSION }).first().waitFor({ timeout: SHELL_TIMEOUT });
    await context.storageState({ path: stateFile });
    return { ok: true, landing: new URL(page.url()).pathname };
  } catch (error) {
    return { ok: false, error: firstLine(error), at: page.url() };
  } finally {
    await context.close();
  }
}

async function loginPageLoad(browser) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await consent(context);
  const page = await context.newPage();
  const assets = recordAssets(page);
  try {
    await page.goto('/login', { timeout: SHELL_TIMEOUT });
    await settle(page);
    return { ...loadedBytes(assets), endedAt: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

async function coldLoad(browser, stateFile) {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: stateFile });
  await context.addInitScript(markersScript, { version: VERSION });
  const page = await context.newPage();
  const assets = recordAssets(page);
  const cdp = await context.newCDPSession(page);
  const result = {
    shellMs: null,
    rowMs: null,
    heapBytes: null,
    url: null,
    serviceWorker: false,
    error: null,
  };
  try {
    await page.goto(FIRST_LIST_PATH, { waitUntil: 'commit', timeout: SHELL_TIMEOUT });
    await page
      .waitForFunction(() => window.__benchMarks.shell !== null, null, {
        timeout: SHELL_TIMEOUT,
        polling: 100,
      })
      .catch(() => undefined);
    await page
      .waitForFunction(() => window.__benchMarks.row !== null, null, { timeout: ROW_TIMEOUT, polling: 100 })
      .catch(() => undefined);
    const marks = await page.evaluate(() => ({ ...window.__benchMarks }));
    result.shellMs = marks.shell;
    result.rowMs = marks.row;
    result.url = new URL(page.url()).pathname;
    result.serviceWorker = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    await settle(page);
    const heap = await cdp.send('Runtime.getHeapUsage');
    result.heapBytes = heap.usedSize;
    if (result.shellMs === null)
      result.error = `no shell within ${SHELL_TIMEOUT / 1000} s (at ${result.url})`;
    else if (result.rowMs === null)
      result.error = `no list row within ${ROW_TIMEOUT / 1000} s (at ${result.url})`;
  } catch (error) {
    result.error = firstLine(error);
  } finally {
    await context.close();
  }
  return { ...result, assets };
}

// ---------------------------------------------------------------- figures and output

function stats(values) {
  const list = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (list.length === 0) return null;
  const mid = Math.floor(list.length / 2);
  const median = list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
  return { median, min: list[0], max: list[list.length - 1], n: list.length };
}

const kb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
const mb = (bytes) =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];
const budget = (value, limit) =>
  value === null || value === undefined ? '' : value <= limit ? 'PASS' : 'OVER';

function table(rows) {
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) =>
    r
      .map((cell, i) => String(cell ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function readMode() {
  try {
    const response = await fetch(`${BASE_URL}/config.json`, { signal: AbortSignal.timeout(5_000) });
    const config = await response.json();
    if (!config?.mock?.enabled) return 'real services (mock off)';
    return config.mock.transport === 'http' ? 'http' : 'worker';
  } catch (error) {
    return `unknown (${firstLine(error)})`;
  }
}

async function main() {
  const started = Date.now();
  const sizes = chunkSizes();
  const configMode = await readMode();
  const requested = process.env.PA_MOCK_TRANSPORT || 'worker';

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const workDir = mkdtempSync(join(tmpdir(), 'pa-bench-'));
  const stateFile = join(workDir, 'state.json');
  let login;
  let signedIn;
  const loads = [];
  try {
    login = await loginPageLoad(browser);
    signedIn = await signIn(browser, stateFile);
    if (signedIn.ok) {
      for (let i = 0; i < COLD_LOADS; i++) {
        const load = await coldLoad(browser, stateFile);
        loads.push(load);
        const note = load.error ? `  (${load.error})` : '';
        console.log(
          `cold load ${i + 1}/${COLD_LOADS}: shell ${ms(load.shellMs)}, row ${ms(load.rowMs)}${note}`,
        );
      }
    } else {
      console.log(`sign-in failed: ${signedIn.error} (at ${signedIn.at}); no cold loads measured`);
    }
  } finally {
    await browser.close();
    rmSync(workDir, { recursive: true, force: true });
  }

  const firstList = loads.find((l) => l.rowMs !== null) ?? loads[0];
  const firstListBytes = firstList ? loadedBytes(firstList.assets) : null;
  const swControlled = loads.some((l) => l.serviceWorker);
  const measuredMode = loads.length
    ? swControlled
      ? 'worker (MSW service worker)'
      : `${configMode} (no service worker)`
    : configMode;
  const shell = stats(loads.map((l) => l.shellMs));
  const row = stats(loads.map((l) => l.rowMs));
  const heap = stats(loads.map((l) => l.heapBytes));

  const results = {
    date: new Date().toISOString(),
    baseUrl: BASE_URL,
    mockTransport: {
      requested,
      config: configMode,
      measured: measuredMode,
      serviceWorkerControlled: swControlled,
    },
    chromium: CHROMIUM_PATH,
    coldLoads: COLD_LOADS,
    signIn: signedIn,
    budgets: {
      firstListScreenGzipBytes: BUDGET_FIRST_LIST_BYTES,
      routeChunkGzipBytes: BUDGET_ROUTE_CHUNK_BYTES,
    },
    login: login && {
      gzipJs: login.js,
      gzipCss: login.css,
      gzipTotal: login.total,
      files: login.files,
      endedAt: login.endedAt,
    },
    firstListScreen: firstListBytes && {
      path: FIRST_LIST_PATH,
      gzipJs: firstListBytes.js,
      gzipCss: firstListBytes.css,
      gzipTotal: firstListBytes.total,
      files: firstListBytes.files,
      withinBudget: firstListBytes.total <= BUDGET_FIRST_LIST_BYTES,
    },
    chunks: {
      count: sizes.count,
      totalGzip: sizes.totalGzip,
      jsGzip: sizes.jsGzip,
      cssGzip: sizes.cssGzip,
      largest: sizes.largest,
      routeChunks: sizes.routeChunks,
      largestRoute: sizes.largestRoute,
      routeOverBudget: sizes.routeOverBudget,
      all: sizes.chunks,
    },
    timings: {
      navigationToShellMs: shell,
      navigationToFirstRowMs: row,
      jsHeapUsedBytes: heap,
      runs: loads.map(({ shellMs, rowMs, heapBytes, url, serviceWorker, error }) => ({
        shellMs,
        rowMs,
        heapBytes,
        url,
        serviceWorker,
        error,
      })),
    },
    durationMs: Date.now() - started,
  };

  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const spread = (s, fmt) =>
    s ? `${fmt(s.median)} (min ${fmt(s.min)}, max ${fmt(s.max)}, n=${s.n})` : 'n/a';
  const rows = [
    ['figure', 'value', 'budget', 'status'],
    ['mock transport measured', measuredMode, '', ''],
    [
      '/login JS + CSS (gzip)',
      login ? `${kb(login.total)} (JS ${kb(login.js)}, CSS ${kb(login.css)})` : 'n/a',
      '',
      '',
    ],
    [
      'first list screen JS + CSS (gzip)',
      firstListBytes
        ? `${kb(firstListBytes.total)} (JS ${kb(firstListBytes.js)}, CSS ${kb(firstListBytes.css)})`
        : 'n/a',
      '≤ 350 KB',
      budget(firstListBytes?.total, BUDGET_FIRST_LIST_BYTES),
    ],
    [
      'all chunks (gzip)',
      `${kb(sizes.totalGzip)} in ${sizes.count} files (JS ${kb(sizes.jsGzip)}, CSS ${kb(sizes.cssGzip)})`,
      '',
      '',
    ],
    [
      'largest chunk (gzip)',
      sizes.largest ? `${kb(sizes.largest.gzip)} ${sizes.largest.name}` : 'n/a',
      '',
      '',
    ],
    [
      'largest route chunk (gzip)',
      sizes.largestRoute
        ? `${kb(sizes.largestRoute.gzip)} ${sizes.largestRoute.name} (of ${sizes.routeChunks})`
        : 'n/a (no route chunk)',
      '≤ 50 KB each',
      sizes.largestRoute ? budget(sizes.largestRoute.gzip, BUDGET_ROUTE_CHUNK_BYTES) : '',
    ],
    [`navigation → shell (${COLD_LOADS} cold loads)`, spread(shell, ms), '', ''],
    [`navigation → first list row`, spread(row, ms), '', ''],
    ['JS heap used', spread(heap, mb), '', ''],
  ];
  console.log('');
  console.log(table(rows));
  if (sizes.routeOverBudget.length) {
    console.log(
      `\nroute chunks over 50 KB gzip: ${sizes.routeOverBudget.map((c) => `${c.name} ${kb(c.gzip)}`).join(', ')}`,
    );
  }
  if (requested === 'http' && !measuredMode.startsWith('http')) {
    console.log(
      '\nnote: asked for mocks over HTTP, but the server does not offer them yet; measured the service worker mode.',
    );
  }
  console.log(
    `\nwrote ${RESULTS_FILE.slice(ROOT.length + 1)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
}
