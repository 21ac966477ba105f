/**
 * Benchmark of the production build as staff get it, side by side with a bare react-admin app of the
 * same package versions (bench/baseline/). Run by `npm run bench`, which builds both and serves them
 * from one `vite preview` (the console at /, the baseline at /bench-baseline/) with the mock services
 * answering over real HTTP (PA_MOCK_TRANSPORT=http). Plain JavaScript: Node 20 runs it as is.
 *
 * Every figure is printed as ours / baseline / ratio (ours ÷ baseline) and kept so in
 * bench/results.json. See docs/performance.md for what each figure means and how to read it.
 *  - bytes: gzip JS+CSS that /login and the first list screen load; every chunk; the largest route
 *    chunk; a source-map attribution of what the first list screen loads that the baseline does not;
 *  - cold loads (alternating ours / baseline, signed in for ours): navigation → shell, → first list row;
 *  - layout shift after the first paint (Layout Instability API) in those cold loads, and in cold loads
 *    of the store page (alternating with the baseline's show page);
 *  - next page of the largest declared list (click → new rows), client CSV export (time, longest task),
 *    JS heap after three tours of every declared screen vs after the first;
 *  - the 100,000-row CSV export (time, heap growth, longest task: largeExport.mjs) on the server of
 *    PA_BENCH_LARGE_EXPORT_URL, printed with a PASS/FAIL line per budget;
 *  - the same cold loads with the service-worker mocks (demo mode) when a second server is given,
 *    alternating with more of the baseline's, which that figure's ratio is against.
 * Budgets are shown, never enforced: the bytes, the first list row and the demo mode against the
 * baseline; the layout shift and the interactions absolute (what a person perceives). Every wait is
 * bounded; a watchdog ends a hung run.
 */
import { decode } from '@jridgewell/sourcemap-codec';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { benchStatement, printStatementBench } from './statement.mjs';
import { benchInteractions, interactionFigures, tabBreakdown } from './interactions.mjs';
import {
  benchLargeExport,
  LARGE_EXPORT_BUDGET,
  LARGE_EXPORT_CHROMIUM_ARGS,
  largeExportLines,
} from './largeExport.mjs';
import {
  CHROMIUM_PATH,
  consent,
  launchChromium,
  longTasksOf,
  signInPage,
  watchLongTasks,
} from './browser.mjs';

const PORT = process.env.PA_BENCH_PORT || '4173';
const BASE_URL = process.env.PA_BENCH_BASE_URL || `http://127.0.0.1:${PORT}`;
/** Origin serving the same build with the service-worker mocks (scripts/bench.sh starts it). */
const SW_BASE_URL = process.env.PA_BENCH_SW_BASE_URL || '';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const BASELINE_DIR = 'bench-baseline';
const RESULTS_FILE = join(ROOT, 'bench', 'results.json');

const COLD_LOADS = Number(process.env.PA_BENCH_COLD_LOADS || 7);
/** `PA_BENCH_ONLY=interactions`: the cold loads and the interaction figures only (a shorter run). */
const ONLY_INTERACTIONS = process.env.PA_BENCH_ONLY === 'interactions';
/**
 * Cold loads of the demo mode, each followed by one of the baseline (alternating, as above). Nine: each
 * load draws its calls' latency (80–200 ms) at random, and the median of five moved by ±0.1×.
 */
const SW_COLD_LOADS = Number(process.env.PA_BENCH_SW_COLD_LOADS || 9);
/** Cold loads of the store page (and of the baseline's show page, alternating), for its layout shift. */
const STORE_LOADS = Number(process.env.PA_BENCH_STORE_LOADS || 5);
/** The store list, whose rows open the store page (docs/routes.md). */
const STORE_LIST_PATH = '/store/store-detail';
/** How long a cold load rests, once its network is quiet, before its layout shift is read. */
const SHIFT_REST_MS = 1_000;
const PAGE_CLICKS = 6;
const VERSION = 'v.1.5.2';
const FIRST_LIST_PATH = '/management/store-type';
/** The start page (src/app/startPage.tsx): its cards' counts, against the first list row of the same build. */
const START_PAGE_PATH = '/app/today';
const BASELINE_ENTRY = `/${BASELINE_DIR}/`;
const BASELINE_LIST = `/${BASELINE_DIR}/#/store-type`;
const BUDGET = {
  firstListRatio: 1.1,
  loginRatio: 1.0,
  rowRatio: 1.2,
  // The start page's cards' counts shown, against the first list row of the same build.
  startPageRatio: 1.2,
  // The demo mode (service-worker mocks): first list row.
  workerRowRatio: 1.3,
  routeChunkBytes: 50 * 1024,
  nextPageMs: 100,
  csvMs: 3000,
  csvLongTaskMs: 200,
  heapGrowth: 1.2,
  // Layout shift after the first paint (Layout Instability API), median of the cold loads: the first
  // list screen and the store page.
  layoutShift: 0.01,
  // Interactions (tests/bench/interactions.mjs): absolute, what a person perceives.
  inpMedianMs: 50,
  inpMaxMs: 100,
  // Click → data shown: the median, and the slowest (with or without a hover first).
  dataMedianMs: 100,
  dataMaxMs: 150,
  // Click → data shown after the pointer rested HOVER_MS on the target: the median.
  afterHoverMs: 50,
  typingTaskMs: 50,
  // The top bar's look-up: results after the last keystroke, beyond the mock's latency.
  lookupMs: 300,
};

const SIGN_IN_TIMEOUT = 30_000;
const SHELL_TIMEOUT = 20_000;
const ROW_TIMEOUT = 20_000;
const STEP_TIMEOUT = 15_000;
const EXPORT_TIMEOUT = 60_000;
const SETTLE_TIMEOUT = 5_000;
const WATCHDOG_MS = 14 * 60_000;

const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${WATCHDOG_MS / 60_000} minutes`);
  process.exit(2);
}, WATCHDOG_MS);

// ---------------------------------------------------------------- declared screens

/**
 * The route of every declared list screen, from the registry's heads (resources/index.ts, read through
 * Vite's module runner, which loads no declaration): the entries with a list of their own, not child
 * lists (those are tabs of a parent record's page).
 */
async function declaredLists() {
  const { module } = await runnerImport(join(ROOT, 'resources', 'index.ts'), {
    configFile: false,
    root: ROOT,
    logLevel: 'error',
  });
  return module.lazyRegistry.heads.filter((head) => head.list && !head.parent).map((head) => `/${head.name}`);
}

/** The QR transaction list once it is declared; until then the first list screen (see docs/performance.md). */
function pagingList(lists) {
  return lists.includes('/store/transaction') ? '/store/transaction' : FIRST_LIST_PATH;
}

/**
 * The client CSV export runs on the largest list that exports in the browser: merchant registration
 * (10,000 mock rows; the QR transactions export on the server). Else the first list screen.
 */
const CSV_LIST_PATH = '/store/store-register-information';
function csvList(lists) {
  return lists.includes(CSV_LIST_PATH) ? CSV_LIST_PATH : FIRST_LIST_PATH;
}

// ---------------------------------------------------------------- sizes of the build

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

/**
 * Chunks the console starts with, before any screen: what index.html loads (the entry, its static
 * imports and modulepreloads) and what the entry itself names (dynamic imports at boot). Every other
 * JS chunk is code a screen loads when first opened: a route chunk.
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
      .filter((c) => c.gzip > BUDGET.routeChunkBytes)
      .map((c) => ({ name: c.name, gzip: c.gzip })),
    chunks,
  };
}

/** dist file of a loaded URL (either app), or null for anything that is not a JS or CSS asset. */
function distFile(url) {
  const path = decodeURIComponent(new URL(url).pathname);
  if (!/\.(m?js|css)$/.test(path)) return null;
  if (!path.startsWith('/assets/') && !path.startsWith(`/${BASELINE_DIR}/assets/`)) return null;
  return join(DIST, path);
}

/** gzip bytes of the JS and CSS files a page load fetched. */
function loadedBytes(urls) {
  const files = [...urls].map(distFile).filter(Boolean).sort();
  let js = 0;
  let css = 0;
  const missing = [];
  for (const file of files) {
    try {
      const size = gzipBytes(file);
      if (file.endsWith('.css')) css += size;
      else js += size;
    } catch {
      missing.push(relative(DIST, file));
    }
  }
  return {
    js,
    css,
    total: js + css,
    files: files.length,
    missing,
    list: files.map((f) => relative(DIST, f)),
  };
}

// ---------------------------------------------------------------- source-map attribution

/** `react-admin`, `@mui/material`, or the project folder (`src/layout`, `i18n`, …) a source belongs to. */
function ownerOf(source) {
  const parts = source.split(/[\\/]node_modules[\\/]/);
  if (parts.length > 1) {
    const rest = parts[parts.length - 1].split(/[\\/]/);
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/^\/+/, '');
  const segs = clean.split('/');
  if (segs[0] === 'src' && segs.length > 2) return `${segs[0]}/${segs[1]}`;
  if (segs.length > 1) return segs[0];
  return clean || '(generated)';
}

/** gzip bytes per owner for one JS file, from its source map (raw bytes per owner scaled by the file's gzip ratio). */
function attributeFile(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const raw = new Map();
  let mapped = 0;
  decoded.forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i];
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      // Bytes, not characters: a Thai letter is one character of the line and three bytes of the file,
      // and the file's total (below) is in bytes; counted in characters, two thirds of every Thai
      // message went to "(unmapped)".
      const length = end > seg[0] ? Buffer.byteLength(line.slice(seg[0], end)) : 0;
      if (seg.length < 2 || length === 0) continue;
      const owner = ownerOf(map.sources[seg[1]] ?? '');
      raw.set(owner, (raw.get(owner) ?? 0) + length);
      mapped += length;
    }
  });
  const total = Buffer.byteLength(code);
  if (total - mapped > 0) raw.set('(unmapped)', (raw.get('(unmapped)') ?? 0) + (total - mapped));
  const scale = gzipBytes(file) / total;
  return new Map([...raw].map(([owner, bytes]) => [owner, bytes * scale]));
}

function attribute(loaded) {
  const owners = new Map();
  let withoutMap = 0;
  for (const rel of loaded.list) {
    const file = join(DIST, rel);
    if (file.endsWith('.css')) {
      owners.set('(css)', (owners.get('(css)') ?? 0) + gzipBytes(file));
      continue;
    }
    const parts = attributeFile(file);
    if (!parts) {
      withoutMap += gzipBytes(file);
      continue;
    }
    for (const [owner, bytes] of parts) owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  }
  if (withoutMap) owners.set('(no source map)', withoutMap);
  return owners;
}

/** Owners the first list screen loads beyond the baseline, largest difference first. */
function attributionDiff(ours, baseline) {
  const names = new Set([...ours.keys(), ...baseline.keys()]);
  return [...names]
    .map((owner) => ({
      owner,
      ours: Math.round(ours.get(owner) ?? 0),
      baseline: Math.round(baseline.get(owner) ?? 0),
    }))
    .map((row) => ({ ...row, extra: row.ours - row.baseline }))
    .sort((a, b) => b.extra - a.extra);
}

// ---------------------------------------------------------------- browser helpers

/** Records every JS/CSS response of the app's origin that a page fetched. */
function recordAssets(page, origin) {
  const urls = new Set();
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(origin) && response.ok() && distFile(url)) urls.add(url.split(/[?#]/)[0]);
  });
  return urls;
}

const settle = (page) =>
  page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT }).catch(() => undefined);

/** How long the network must be silent for a page to count as read, between two page turns. */
const QUIET_MS = 500;

/**
 * Counts the page's requests in flight, and waits until none has been for QUIET_MS since it was
 * called (at most SETTLE_TIMEOUT). Unlike the `networkidle` load state, which is reached once per page load, this
 * holds between two clicks: a user reads a page before going on.
 */
function networkWatch(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function quiet() {
    const asked = Date.now();
    const deadline = asked + SETTLE_TIMEOUT;
    while (Date.now() < deadline) {
      // Counted from the call at the earliest: the page is read for QUIET_MS after its rows show.
      const silentFor = Date.now() - Math.max(lastChange, asked);
      if (inFlight === 0 && silentFor >= QUIET_MS) return;
      await page.waitForTimeout(inFlight === 0 ? QUIET_MS - silentFor : 50);
    }
  };
}

/**
 * In the page, from the very first script: note when the shell (a visible header, showing the version
 * for the console), the first list row (a table body row with text) and, given `recordText`, a record's
 * page (its id shown outside any table, nothing loading) appear, in ms since navigation.
 */
function markersScript({ version, recordText = null, target = 'row' }) {
  const marks = { shell: null, row: null, record: null, queues: null };
  Object.defineProperty(window, '__benchMarks', { value: marks });
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const recordShown = () => {
    const main = document.querySelector('#main-content') ?? document.querySelector('main');
    if (!main || [...main.querySelectorAll('[role="progressbar"]')].some(visible)) return false;
    return [...main.querySelectorAll('*')].some(
      (el) =>
        el.children.length === 0 &&
        el.textContent.trim() === recordText &&
        !el.closest('table') &&
        visible(el),
    );
  };
  // The start page's cards (resources/today/QueueCards.tsx): every card shows its count.
  const queuesShown = () => {
    const cards = [...document.querySelectorAll('[data-testid^="queue-"]')].filter(
      (el) => el.getAttribute('data-testid') !== 'queue-count',
    );
    return (
      cards.length > 0 &&
      cards.every((card) => [...card.querySelectorAll('[data-testid="queue-count"]')].some(visible))
    );
  };
  const check = () => {
    if (marks.shell === null) {
      const header = [...document.querySelectorAll('header')].find(
        (h) => (!version || (h.textContent && h.textContent.includes(version))) && visible(h),
      );
      if (header) marks.shell = performance.now();
    }
    if (marks.row === null) {
      const row = [...document.querySelectorAll('table tbody tr')].find(
        (tr) => tr.textContent && tr.textContent.trim() !== '' && visible(tr),
      );
      if (row) marks.row = performance.now();
    }
    if (recordText && marks.record === null && recordShown()) marks.record = performance.now();
    if (target === 'queues' && marks.queues === null && queuesShown()) marks.queues = performance.now();
    if (marks.shell !== null && marks[target] !== null) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  const start = () => {
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/**
 * In the page, from the very first script: the Layout Instability API's entries (PerformanceObserver
 * 'layout-shift', buffered), each with the elements it moved, for shiftsAfterFirstPaint.
 */
function layoutShiftScript() {
  const entries = [];
  Object.defineProperty(window, '__benchShifts', { value: entries });
  const describe = (node) => {
    if (!node) return '(removed)';
    if (node.nodeType !== 1) return node.nodeName.toLowerCase();
    const classes = [...node.classList].filter((c) => !/^css-/.test(c)).slice(0, 2);
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes.map((c) => `.${c}`).join('')}${text ? ` "${text}"` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        entries.push({
          start: e.startTime,
          value: e.value,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => ({
            node: describe(s.node),
            dx: Math.round(s.currentRect.x - s.previousRect.x),
            dy: Math.round(s.currentRect.y - s.previousRect.y),
            dh: Math.round(s.currentRect.height - s.previousRect.height),
          })),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No Layout Instability API: the layout shift figures stay empty.
  }
}

/**
 * The layout shift of a load after its first paint: the sum of the `value` of the layout-shift entries
 * without recent input that start after the first paint (the earlier of the `first-paint` and
 * `first-contentful-paint` entries). Read once the load has rested (coldLoad).
 */
async function shiftsAfterFirstPaint(page) {
  return page.evaluate(() => {
    const entries = window.__benchShifts;
    if (!entries) return null;
    const paints = performance.getEntriesByType('paint');
    const at = (name) => paints.find((p) => p.name === name)?.startTime ?? null;
    const fp = at('first-paint');
    const fcp = at('first-contentful-paint');
    const firstPaint = [fp, fcp].filter((t) => t !== null).sort((a, b) => a - b)[0] ?? null;
    if (firstPaint === null)
      return { score: null, firstPaintMs: null, fcpMs: null, before: null, entries: [] };
    const counted = entries.filter((e) => !e.hadRecentInput);
    const after = counted.filter((e) => e.start > firstPaint);
    const sum = (list) => list.reduce((total, e) => total + e.value, 0);
    return {
      score: sum(after),
      firstPaintMs: firstPaint,
      fcpMs: fcp,
      before: sum(counted.filter((e) => e.start <= firstPaint)),
      entries: after.map((e) => ({ ...e, start: Math.round(e.start) })),
    };
  });
}

async function signIn(browser, origin, stateFile) {
  const context = await browser.newContext({ baseURL: origin });
  await consent(context, origin);
  const page = await context.newPage();
  try {
    await signInPage(page, origin, SIGN_IN_TIMEOUT);
    await page.locator('header', { hasText: VERSION }).first().waitFor({ timeout: SHELL_TIMEOUT });
    const state = await context.storageState();
    // Without the open-tab bookkeeping (src/auth/tabs.ts): its heartbeat goes stale 15 s after the
    // sign-in, and a later cold load would count as a reopening after every tab closed (signed out).
    for (const o of state.origins)
      o.localStorage = o.localStorage.filter((e) => !e.name.startsWith('pa.tabs.'));
    writeFileSync(stateFile, JSON.stringify(state));
    return { ok: true, landing: new URL(page.url()).pathname };
  } catch (error) {
    return { ok: false, error: firstLine(error), at: page.url() };
  } finally {
    await context.close();
  }
}

/** Bytes one page load fetches (no stored session): /login of the console, the baseline's entry. */
async function pageBytes(browser, origin, path) {
  const context = await browser.newContext({ baseURL: origin });
  await consent(context, origin);
  const page = await context.newPage();
  const assets = recordAssets(page, origin);
  try {
    await page.goto(path, { timeout: SHELL_TIMEOUT });
    await settle(page);
    return { ...loadedBytes(assets), endedAt: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** Requests of one page load, in ms since navigation start (for the waterfall in the output). */
async function waterfall(page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      name: e.name.replace(location.origin, ''),
      start: Math.round(e.startTime),
      end: Math.round(e.responseEnd),
    })),
  );
}

/**
 * One cold load of `app.path` in a new context (signed in for the console): navigation → shell, → first
 * list row (→ the record, given `app.recordText`), the heap once the network settles. With `shifts`,
 * the layout shift after the first paint as well, read once the network has been quiet for QUIET_MS
 * and the page has rested for SHIFT_REST_MS more.
 */
const TARGET_WORDS = { row: 'list row', record: 'record', queues: 'queue counts' };

async function coldLoad(browser, app, { shifts = false } = {}) {
  const context = await browser.newContext({
    baseURL: app.origin,
    ...(app.stateFile ? { storageState: app.stateFile } : {}),
  });
  await consent(context, app.origin);
  const target = app.target ?? (app.recordText ? 'record' : 'row');
  await context.addInitScript(markersScript, {
    version: app.version,
    recordText: app.recordText ?? null,
    target,
  });
  if (shifts) await context.addInitScript(layoutShiftScript);
  const page = await context.newPage();
  const assets = recordAssets(page, app.origin);
  const quiet = shifts ? networkWatch(page) : null;
  const cdp = await context.newCDPSession(page);
  const result = {
    shellMs: null,
    rowMs: null,
    recordMs: null,
    queuesMs: null,
    heapBytes: null,
    shift: null,
    url: null,
    serviceWorker: false,
    error: null,
  };
  try {
    await page.goto(app.path, { waitUntil: 'commit', timeout: SHELL_TIMEOUT });
    await page
      .waitForFunction(() => window.__benchMarks.shell !== null, null, {
        timeout: SHELL_TIMEOUT,
        polling: 50,
      })
      .catch(() => undefined);
    await page
      .waitForFunction((key) => window.__benchMarks[key] !== null, target, {
        timeout: ROW_TIMEOUT,
        polling: 50,
      })
      .catch(() => undefined);
    const marks = await page.evaluate(() => ({ ...window.__benchMarks }));
    result.shellMs = marks.shell;
    result.rowMs = marks.row;
    result.recordMs = marks.record;
    result.queuesMs = marks.queues;
    result.url = new URL(page.url()).pathname;
    result.serviceWorker = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    await settle(page);
    result.requests = await waterfall(page);
    const heap = await cdp.send('Runtime.getHeapUsage');
    result.heapBytes = heap.usedSize;
    if (result.shellMs === null)
      result.error = `no shell within ${SHELL_TIMEOUT / 1000} s (at ${result.url})`;
    else if (marks[target] === null)
      result.error = `no ${TARGET_WORDS[target]} within ${ROW_TIMEOUT / 1000} s (at ${result.url})`;
    if (shifts) {
      await quiet();
      await page.waitForTimeout(SHIFT_REST_MS);
      result.shift = await shiftsAfterFirstPaint(page);
    }
  } catch (error) {
    result.error = firstLine(error);
  } finally {
    await context.close();
  }
  return { ...result, assets };
}

/**
 * The record page a row of `listPath` opens (the store page for the console's store list, the show
 * view for the baseline's): its path and the id it shows, for the cold loads of that page.
 */
async function recordPage(browser, app, listPath, recordPath) {
  const { context, page } = await openList(browser, app, listPath);
  try {
    const cell = page
      .locator('table tbody tr')
      .filter({ hasText: /\S/ })
      .first()
      .locator('td')
      .filter({ hasText: /\S/ })
      .first();
    const text = ((await cell.textContent({ timeout: STEP_TIMEOUT })) ?? '').trim();
    await cell.click({ timeout: STEP_TIMEOUT });
    await page.waitForURL((u) => u.href.includes(recordPath), { timeout: STEP_TIMEOUT });
    const url = new URL(page.url());
    return { path: `${url.pathname}${url.search}${url.hash}`, recordText: text };
  } finally {
    await context.close();
  }
}

/** An open page of an app, signed in for the console, showing its list with rows. */
async function openList(browser, app, path) {
  const context = await browser.newContext({
    baseURL: app.origin,
    acceptDownloads: true,
    ...(app.stateFile ? { storageState: app.stateFile } : {}),
  });
  await consent(context, app.origin);
  const page = await context.newPage();
  await page.goto(path, { timeout: SHELL_TIMEOUT });
  await page.locator('table tbody tr').first().waitFor({ timeout: ROW_TIMEOUT });
  await settle(page);
  return { context, page };
}

/** Click → the first row shows another record, measured inside the page; null when there is no next page. */
async function nextPageOnce(page) {
  return page.evaluate(
    ({ timeout }) =>
      new Promise((resolve) => {
        // The list's table (MUI's, in either app), not a chart's table of the same numbers.
        const firstRow = () => document.querySelector('table.MuiTable-root tbody tr')?.textContent ?? '';
        const buttons = [...document.querySelectorAll('nav ul li button')];
        const next = buttons[buttons.length - 1];
        if (!next || next.disabled) return resolve(null);
        const before = firstRow();
        const started = performance.now();
        const observer = new MutationObserver(() => {
          const now = firstRow();
          if (now !== '' && now !== before) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - started);
          }
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, timeout);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        next.click();
      }),
    { timeout: STEP_TIMEOUT },
  );
}

async function nextPage(browser, app, path) {
  const { context, page } = await openList(browser, app, path);
  const quiet = networkWatch(page);
  const times = [];
  try {
    const total = await page
      .locator('.MuiTablePagination-displayedRows')
      .first()
      .textContent({ timeout: 2_000 })
      .catch(() => null);
    await quiet();
    for (let i = 0; i < PAGE_CLICKS; i++) {
      const t = await nextPageOnce(page);
      if (t === null) break;
      times.push(t);
      await quiet();
    }
    return { path, records: total ? total.trim() : null, times };
  } finally {
    await context.close();
  }
}

/** Client CSV export of the list: click → download, the longest main-thread task meanwhile, rows written. */
async function csvExport(browser, app, path) {
  const { context, page } = await openList(browser, app, path);
  try {
    await watchLongTasks(page);
    const button = page.getByRole('button', { name: /^(export|ส่งออก)$/i }).first();
    await button.waitFor({ timeout: STEP_TIMEOUT });
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: EXPORT_TIMEOUT }),
      button.click(),
    ]);
    const ms = Date.now() - started;
    const file = await download.path();
    const text = file ? readFileSync(file, 'utf8') : '';
    const rows = Math.max(0, text.split(/\r?\n/).filter((l) => l !== '').length - 1);
    return { path, ms, rows, ...(await longTasksOf(page)) };
  } finally {
    await context.close();
  }
}

/** What shows a screen: its list rows, its form, its cards. */
const SCREEN_CONTENT = 'table tbody tr, form, main .MuiCard-root';

/**
 * In-app navigation (no reload): the data router follows popstate. Done once the new screen shows: no
 * progress bar, and rows, a form or cards that were not there before (or other text in `main`, for a
 * screen with none of them). The previous screen may still be up while the next one loads, so rows
 * alone say nothing: a tour would move on before most lists had even asked for their first page.
 */
async function goInApp(page, target) {
  const before = await page.evaluate(
    ({ selector, to }) => {
      // Already there (the baseline's tour starts on the list it opened): nothing new will show.
      if ((to.startsWith('#') ? window.location.hash : window.location.pathname) === to) return null;
      for (const element of document.querySelectorAll(selector)) element.setAttribute('data-bench-seen', '');
      return (document.querySelector('main')?.textContent ?? '').trim();
    },
    { selector: SCREEN_CONTENT, to: target },
  );
  if (before === null) return true;
  await page.evaluate((to) => {
    if (to.startsWith('#')) window.location.hash = to.slice(1);
    else {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }
  }, target);
  const shown = await page
    .waitForFunction(
      ({ selector, previous }) => {
        if (document.querySelector('[role="progressbar"]')) return false;
        if ([...document.querySelectorAll(selector)].some((e) => !e.hasAttribute('data-bench-seen')))
          return true;
        const text = (document.querySelector('main')?.textContent ?? '').trim();
        return text !== '' && text !== previous && document.querySelector(selector) === null;
      },
      { selector: SCREEN_CONTENT, previous: before },
      { timeout: STEP_TIMEOUT, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
  await settle(page);
  return shown;
}

/**
 * JS heap (after a forced GC) after one tour of every screen and after three. Each visit waits for its
 * screen to show (goInApp); the heap is read once the network has been quiet for QUIET_MS, since a
 * tour ends as soon as its last screen shows, with that screen's calls (the next page) still under way.
 */
async function heapTours(browser, app, screens) {
  const { context, page } = await openList(browser, app, app.path);
  const cdp = await context.newCDPSession(page);
  const quiet = networkWatch(page);
  const heap = async () => {
    await quiet();
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  try {
    const after = [];
    let notShown = 0;
    for (let tour = 1; tour <= 3; tour++) {
      for (const screen of screens) if (!(await goInApp(page, screen))) notShown += 1;
      after.push(await heap());
    }
    if (notShown > 0)
      console.log(
        `heap tours (${app.name}): ${notShown} screen visits not shown within ${STEP_TIMEOUT / 1000} s`,
      );
    return {
      screens: screens.length,
      notShown,
      afterFirst: after[0],
      afterThird: after[2],
      growth: after[2] / after[0],
    };
  } finally {
    await context.close();
  }
}

/** The baseline's screens: its list, then the show and edit views of the first record. */
async function baselineScreens(browser, app) {
  const { context, page } = await openList(browser, app, app.path);
  try {
    // The first cell after the selection checkbox is the record id (storeTypeId).
    const first = (await page.locator('table tbody tr').first().locator('td').nth(1).textContent())?.trim();
    return ['#/store-type', `#/store-type/${first}/show`, `#/store-type/${first}`];
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- figures and output

function stats(values) {
  const list = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (list.length === 0) return null;
  const mid = Math.floor(list.length / 2);
  const median = list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
  return { median, min: list[0], max: list[list.length - 1], n: list.length };
}

const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
const kb = (bytes) => (isNum(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
const mb = (bytes) => (isNum(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : 'n/a');
const ms = (value) => (isNum(value) ? `${Math.round(value)} ms` : 'n/a');
const shiftFmt = (value) => (isNum(value) ? value.toFixed(4) : 'n/a');
const times = (value) => (isNum(value) ? `${value.toFixed(2)}×` : 'n/a');
const ratioOf = (ours, base) => (isNum(ours) && isNum(base) && base > 0 ? ours / base : null);
const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];
const verdict = (value, limit) => (isNum(value) ? (value <= limit ? 'PASS' : 'OVER') : '');
const safely = async (what, run) => {
  try {
    return await run();
  } catch (error) {
    console.log(`${what}: ${firstLine(error)}`);
    return { error: firstLine(error) };
  }
};

function table(rows) {
  const cols = rows[0].length;
  const widths = [...Array(cols).keys()].map((i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) =>
    r
      .map((cell, i) => String(cell ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function readMode(origin) {
  try {
    const response = await fetch(`${origin}/config.json`, { signal: AbortSignal.timeout(5_000) });
    const config = await response.json();
    if (!config?.mock?.enabled) return 'real services (mock off)';
    return config.mock.transport === 'http' ? 'http' : 'worker';
  } catch (error) {
    return `unknown (${firstLine(error)})`;
  }
}

/** One figure: ours, the baseline's, the ratio and, when there is one, the budget and its verdict. */
function figure(name, ours, baseline, fmt, budget = null) {
  const ratio = ratioOf(ours, baseline);
  let status = '';
  if (budget?.ratio !== undefined) status = verdict(ratio, budget.ratio);
  else if (budget?.value !== undefined) status = verdict(ours, budget.value);
  return {
    name,
    ours: ours ?? null,
    baseline: baseline ?? null,
    ratio,
    budget: budget?.label ?? null,
    status,
    fmt,
  };
}

const medianOf = (s) => (s ? s.median : null);

/** The export budget is 3 s for 10,000 rows: for another count, the same time per row. */
function csvBudget(rows) {
  if (!rows) return { value: BUDGET.csvMs, label: '≤ 3 s (10k rows)' };
  const value = Math.round((BUDGET.csvMs * rows) / 10_000);
  return { value, label: `≤ ${(value / 1000).toFixed(1)} s (3 s/10k)` };
}

/** The key requests of the console's critical path in one cold load (median run). */
function criticalPath(run) {
  if (!run?.requests) return [];
  const pick = [
    [/\/assets\/index-[^/]*\.js$/, 'entry JS'],
    [/\/config\.json/, 'config.json'],
    [/\/assets\/App-[^/]*\.js$/, 'App chunk'],
    [/connect\/userinfo/, 'userinfo'],
    [/\/mock-api\/user\/[^/?]+$/, 'signed profile'],
    [/get-session-timeout/, 'get-session-timeout'],
    [/\.woff2?$/, 'font'],
    [/\/assets\/GeneratedList-[^/]*\.js$/, 'list chunk'],
    [/\/mock-api\/master\/merchant_category\b/, 'list call'],
  ];
  const out = [];
  for (const [pattern, label] of pick) {
    const hits = run.requests.filter((r) => pattern.test(r.name.split('?')[0]));
    if (!hits.length) continue;
    out.push({
      label,
      start: Math.min(...hits.map((h) => h.start)),
      end: Math.max(...hits.map((h) => h.end)),
      count: hits.length,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

async function main() {
  const started = Date.now();
  const sizes = chunkSizes();
  const configMode = await readMode(BASE_URL);
  const lists = await declaredLists();
  const pagingPath = pagingList(lists);
  const csvPath = csvList(lists);

  const browser = await launchChromium();
  const workDir = mkdtempSync(join(tmpdir(), 'pa-bench-'));
  const stateFile = join(workDir, 'state.json');
  const swStateFile = join(workDir, 'state-sw.json');
  const ours = { name: 'ours', origin: BASE_URL, path: FIRST_LIST_PATH, version: VERSION, stateFile };
  const baseline = {
    name: 'baseline',
    origin: BASE_URL,
    path: BASELINE_LIST,
    version: null,
    stateFile: null,
  };
  const today = { ...ours, name: 'today', path: START_PAGE_PATH, target: 'queues' };
  let login;
  let baselineEntry;
  let signedIn;
  // swBaseline: the baseline's cold loads alternating with the demo mode's (the demo mode's ratio).
  // store, storeBaseline: the store page's cold loads and the baseline's show page's, for the layout shift.
  const loads = { ours: [], baseline: [], today: [], store: [], storeBaseline: [], sw: [], swBaseline: [] };
  const pages = { store: null, storeBaseline: null };
  const further = {};
  let swSignedIn = null;
  try {
    login = await pageBytes(browser, BASE_URL, '/login');
    baselineEntry = await pageBytes(browser, BASE_URL, BASELINE_ENTRY);
    signedIn = await signIn(browser, BASE_URL, stateFile);
    if (!signedIn.ok)
      console.log(`sign-in failed: ${signedIn.error} (at ${signedIn.at}); console figures missing`);
    // Alternating cold loads, so both apps see the same machine load.
    for (let i = 0; i < COLD_LOADS; i++) {
      for (const app of signedIn.ok ? [ours, baseline, today] : [baseline]) {
        const load = await coldLoad(browser, app, { shifts: true });
        loads[app.name].push(load);
        const note = load.error ? `  (${load.error})` : '';
        const shown = app === today ? `counts ${ms(load.queuesMs)}` : `row ${ms(load.rowMs)}`;
        console.log(
          `cold load ${i + 1}/${COLD_LOADS} ${app.name.padEnd(8)}: shell ${ms(load.shellMs)}, ${shown}, shift ${shiftFmt(load.shift?.score)}${note}`,
        );
      }
    }
    // The store page (a row of the store list opens it) and the baseline's show page, alternating.
    if (signedIn.ok) {
      pages.store = await safely('store page', () => recordPage(browser, ours, STORE_LIST_PATH, '/view/'));
      pages.storeBaseline = await safely('baseline show page', () =>
        recordPage(browser, baseline, BASELINE_LIST, '/show'),
      );
      const apps = [
        [pages.store, ours, loads.store, 'store   '],
        [pages.storeBaseline, baseline, loads.storeBaseline, 'baseline'],
      ].filter(([found]) => found && !found.error);
      for (let i = 0; i < STORE_LOADS && apps.length; i++) {
        for (const [found, app, list, label] of apps) {
          const load = await coldLoad(browser, { ...app, ...found }, { shifts: true });
          list.push(load);
          const note = load.error ? `  (${load.error})` : '';
          console.log(
            `record page ${i + 1}/${STORE_LOADS} ${label}: shell ${ms(load.shellMs)}, record ${ms(load.recordMs)}, shift ${shiftFmt(load.shift?.score)}${note}`,
          );
        }
      }
    }
    if (signedIn.ok && !ONLY_INTERACTIONS) {
      further.nextPage = {
        ours: await safely('next page (ours)', () => nextPage(browser, ours, pagingPath)),
        baseline: await safely('next page (baseline)', () => nextPage(browser, baseline, BASELINE_LIST)),
      };
      further.csv = { ours: await safely('CSV export', () => csvExport(browser, ours, csvPath)) };
      // The 100,000-row export, on the server scripts/bench.sh starts with PA_MOCK_REGISTRATIONS=100000
      // (largeExport.mjs), in a browser of its own with precise heap figures.
      if (process.env.PA_BENCH_LARGE_EXPORT_URL) {
        further.largeCsv = {
          ours: await safely('100,000-row CSV export', async () => {
            const large = await launchChromium(LARGE_EXPORT_CHROMIUM_ARGS);
            try {
              return await benchLargeExport(large, process.env.PA_BENCH_LARGE_EXPORT_URL);
            } finally {
              await large.close();
            }
          }),
        };
      }
      const baseScreens = await safely('baseline screens', () => baselineScreens(browser, baseline));
      further.heap = {
        ours: await safely('heap tours (ours)', () => heapTours(browser, ours, lists)),
        baseline: Array.isArray(baseScreens)
          ? await safely('heap tours (baseline)', () => heapTours(browser, baseline, baseScreens))
          : baseScreens,
      };
    }
    if (signedIn.ok) {
      const helpers = { consent, quietOf: networkWatch, safely };
      further.interactions = {
        ours: await safely('interactions (ours)', () =>
          benchInteractions(
            browser,
            {
              ...ours,
              listPath: '/store/store-detail',
              recordPath: '/view/',
              tabs: true,
              editListPath: CSV_LIST_PATH,
              saveField: 'storeName',
              // Store ids and a QR transaction number (docs/lookup.md).
              lookupKeys: ['ST00001', 'ST00042', 'ST00100', 'QR20250502000001'],
            },
            helpers,
          ),
        ),
        baseline: await safely('interactions (baseline)', () =>
          benchInteractions(
            browser,
            {
              ...baseline,
              listPath: BASELINE_LIST,
              recordPath: '/show',
              tabs: false,
              editListPath: BASELINE_LIST,
              saveField: 'storeType',
            },
            helpers,
          ),
        ),
      };
    }
    if (SW_BASE_URL && !ONLY_INTERACTIONS) {
      swSignedIn = await signIn(browser, SW_BASE_URL, swStateFile);
      if (swSignedIn.ok) {
        const swApp = { ...ours, origin: SW_BASE_URL, stateFile: swStateFile };
        // Alternating with the baseline, as the HTTP loads above: the phase comes minutes later, on a
        // shared machine whose load has changed since.
        for (let i = 0; i < SW_COLD_LOADS; i++) {
          for (const [app, list, label] of [
            [swApp, loads.sw, 'worker  '],
            [baseline, loads.swBaseline, 'baseline'],
          ]) {
            const load = await coldLoad(browser, app);
            list.push(load);
            console.log(
              `cold load ${i + 1}/${SW_COLD_LOADS} ${label}: shell ${ms(load.shellMs)}, row ${ms(load.rowMs)}${load.error ? `  (${load.error})` : ''}`,
            );
          }
        }
      } else console.log(`service-worker sign-in failed: ${swSignedIn.error}`);
    }
  } finally {
    await browser.close();
    rmSync(workDir, { recursive: true, force: true });
  }

  const firstOurs = loads.ours.find((l) => l.rowMs !== null) ?? loads.ours[0];
  const firstBase = loads.baseline.find((l) => l.rowMs !== null) ?? loads.baseline[0];
  const oursBytes = firstOurs ? loadedBytes(firstOurs.assets) : null;
  const baseBytes = firstBase ? loadedBytes(firstBase.assets) : null;
  const attribution =
    oursBytes && baseBytes ? attributionDiff(attribute(oursBytes), attribute(baseBytes)) : [];
  const s = (list, key) => stats(list.map((l) => l[key]));
  const timing = {
    ours: { shell: s(loads.ours, 'shellMs'), row: s(loads.ours, 'rowMs'), heap: s(loads.ours, 'heapBytes') },
    baseline: {
      shell: s(loads.baseline, 'shellMs'),
      row: s(loads.baseline, 'rowMs'),
      heap: s(loads.baseline, 'heapBytes'),
    },
    today: { shell: s(loads.today, 'shellMs'), queues: s(loads.today, 'queuesMs') },
    store: { shell: s(loads.store, 'shellMs'), record: s(loads.store, 'recordMs') },
    storeBaseline: { shell: s(loads.storeBaseline, 'shellMs'), record: s(loads.storeBaseline, 'recordMs') },
    sw: { shell: s(loads.sw, 'shellMs'), row: s(loads.sw, 'rowMs') },
    swBaseline: { shell: s(loads.swBaseline, 'shellMs'), row: s(loads.swBaseline, 'rowMs') },
  };
  const medianRun = (list) => {
    const ok = list.filter((l) => isNum(l.rowMs)).sort((a, b) => a.rowMs - b.rowMs);
    return ok[Math.floor((ok.length - 1) / 2)];
  };
  const path = criticalPath(medianRun(loads.ours));
  const np = further.nextPage ?? {};
  const npOurs = stats(np.ours?.times ?? []);
  const npBase = stats(np.baseline?.times ?? []);
  const shiftOf = (list) => stats(list.map((l) => l.shift?.score));
  const shift = {
    list: { ours: shiftOf(loads.ours), baseline: shiftOf(loads.baseline) },
    store: { ours: shiftOf(loads.store), baseline: shiftOf(loads.storeBaseline) },
  };
  const shiftBudget = { value: BUDGET.layoutShift, label: `≤ ${BUDGET.layoutShift}` };
  const maxOf = (st) => (st ? st.max : null);
  const heapOurs = further.heap?.ours;
  const heapBase = further.heap?.baseline;

  const figures = [
    figure('/login JS+CSS gzip (baseline: its whole first screen)', login?.total, baselineEntry?.total, kb, {
      ratio: BUDGET.loginRatio,
      label: `≤ ${BUDGET.loginRatio}×`,
    }),
    figure('first list screen JS+CSS gzip', oursBytes?.total, baseBytes?.total, kb, {
      ratio: BUDGET.firstListRatio,
      label: `≤ ${BUDGET.firstListRatio}×`,
    }),
    figure('  of which JS', oursBytes?.js, baseBytes?.js, kb),
    figure('  of which CSS', oursBytes?.css, baseBytes?.css, kb),
    figure('  files', oursBytes?.files, baseBytes?.files, (v) => (isNum(v) ? String(v) : 'n/a')),
    figure('largest route chunk gzip', sizes.largestRoute?.gzip, null, kb, {
      value: BUDGET.routeChunkBytes,
      label: '≤ 50 KB',
    }),
    figure('navigation → shell (median)', medianOf(timing.ours.shell), medianOf(timing.baseline.shell), ms),
    figure(
      'navigation → first list row (median)',
      medianOf(timing.ours.row),
      medianOf(timing.baseline.row),
      ms,
      {
        ratio: BUDGET.rowRatio,
        label: `≤ ${BUDGET.rowRatio}×`,
      },
    ),
    figure(
      'start page → every queue count (median; against: our first list row)',
      medianOf(timing.today.queues),
      medianOf(timing.ours.row),
      ms,
      { ratio: BUDGET.startPageRatio, label: `≤ ${BUDGET.startPageRatio}×` },
    ),
    figure(
      'JS heap after first row (median)',
      medianOf(timing.ours.heap),
      medianOf(timing.baseline.heap),
      mb,
    ),
    ...[
      [shift.list, `first list screen (median of ${shift.list.ours?.n ?? 0})`],
      [shift.store, `store page (median of ${shift.store.ours?.n ?? 0}; baseline: show page)`],
    ].flatMap(([screen, what]) => [
      figure(
        `layout shift after the first paint: ${what}`,
        medianOf(screen.ours),
        medianOf(screen.baseline),
        shiftFmt,
        shiftBudget,
      ),
      figure('  largest of those loads', maxOf(screen.ours), maxOf(screen.baseline), shiftFmt),
    ]),
    figure(
      `next page click → rows (median, ${np.ours?.records ?? '?'} records)`,
      medianOf(npOurs),
      medianOf(npBase),
      ms,
      { value: BUDGET.nextPageMs, label: '≤ 100 ms' },
    ),
    figure(
      `CSV export (${further.csv?.ours?.rows ?? '?'} rows) click → file`,
      further.csv?.ours?.ms,
      null,
      ms,
      csvBudget(further.csv?.ours?.rows),
    ),
    figure('  longest main-thread task during export', further.csv?.ours?.longestTaskMs, null, ms, {
      value: BUDGET.csvLongTaskMs,
      label: '≤ 200 ms',
    }),
    ...(further.largeCsv
      ? [
          figure(
            `CSV export (${further.largeCsv.ours?.rows ?? '?'} rows) click → file`,
            further.largeCsv.ours?.ms,
            null,
            ms,
            {
              value: LARGE_EXPORT_BUDGET.ms,
              label: '≤ 15 s',
            },
          ),
          figure('  heap growth during it', further.largeCsv.ours?.heapGrowthBytes, null, mb, {
            value: LARGE_EXPORT_BUDGET.heapBytes,
            label: '≤ 100 MB',
          }),
          figure('  longest main-thread task during it', further.largeCsv.ours?.longestTaskMs, null, ms, {
            value: LARGE_EXPORT_BUDGET.longTaskMs,
            label: '≤ 200 ms',
          }),
        ]
      : []),
    figure('JS heap after 3 tours ÷ after 1', heapOurs?.growth, heapBase?.growth, times, {
      value: BUDGET.heapGrowth,
      label: '≤ 1.2× (ours)',
    }),
    figure('  heap after tour 1', heapOurs?.afterFirst, heapBase?.afterFirst, mb),
    figure('  heap after tour 3', heapOurs?.afterThird, heapBase?.afterThird, mb),
    // Against the baseline's loads alternating with them (the HTTP phase's baseline when there are none).
    figure(
      'worker mocks: navigation → shell (median)',
      medianOf(timing.sw.shell),
      medianOf(timing.swBaseline.shell) ?? medianOf(timing.baseline.shell),
      ms,
    ),
    figure(
      'worker mocks: navigation → first list row (median)',
      medianOf(timing.sw.row),
      medianOf(timing.swBaseline.row) ?? medianOf(timing.baseline.row),
      ms,
      { ratio: BUDGET.workerRowRatio, label: `≤ ${BUDGET.workerRowRatio}×` },
    ),
  ];

  const inpFmt = (v) => (isNum(v) ? (v === 0 ? '< 16 ms' : `${Math.round(v)} ms`) : 'n/a');
  for (const row of interactionFigures(further.interactions?.ours, further.interactions?.baseline, BUDGET)) {
    const f = figure(row.name, row.ours, row.baseline, row.kind === 'inp' ? inpFmt : ms, row.budget);
    if (row.over && f.status === 'PASS') f.status = 'OVER (max)';
    figures.push(f);
  }

  const results = {
    date: new Date().toISOString(),
    baseUrl: BASE_URL,
    serviceWorkerBaseUrl: SW_BASE_URL || null,
    mockTransport: { requested: process.env.PA_MOCK_TRANSPORT || 'worker', config: configMode },
    chromium: CHROMIUM_PATH,
    coldLoads: COLD_LOADS,
    signIn: signedIn,
    serviceWorkerSignIn: swSignedIn,
    figures: figures.map(({ name, ours: o, baseline: b, ratio, budget, status }) => ({
      name: name.trim(),
      ours: o,
      baseline: b,
      ratio,
      budget,
      status,
    })),
    bytes: {
      login: login && { gzipJs: login.js, gzipCss: login.css, gzipTotal: login.total, files: login.list },
      baselineEntry: baselineEntry && { gzipTotal: baselineEntry.total, files: baselineEntry.list },
      firstListScreen: {
        ours: oursBytes && {
          gzipJs: oursBytes.js,
          gzipCss: oursBytes.css,
          gzipTotal: oursBytes.total,
          files: oursBytes.list,
        },
        baseline: baseBytes && {
          gzipJs: baseBytes.js,
          gzipCss: baseBytes.css,
          gzipTotal: baseBytes.total,
          files: baseBytes.list,
        },
      },
      attribution,
    },
    chunks: {
      count: sizes.count,
      totalGzip: sizes.totalGzip,
      largest: sizes.largest,
      routeChunks: sizes.routeChunks,
      largestRoute: sizes.largestRoute,
      routeOverBudget: sizes.routeOverBudget,
      all: sizes.chunks,
    },
    timings: {
      ours: timing.ours,
      baseline: timing.baseline,
      storePage: timing.store,
      baselineShowPage: timing.storeBaseline,
      serviceWorker: timing.sw,
      serviceWorkerBaseline: timing.swBaseline,
      criticalPath: path,
      runs: Object.fromEntries(
        Object.entries(loads).map(([name, list]) => [
          name,
          list.map(({ shellMs, rowMs, recordMs, heapBytes, shift: sh, url, serviceWorker, error }) => ({
            shellMs,
            rowMs,
            ...(isNum(recordMs) ? { recordMs } : {}),
            heapBytes,
            ...(sh ? { layoutShift: sh.score } : {}),
            url,
            serviceWorker,
            error,
          })),
        ]),
      ),
    },
    // Layout shift after the first paint, per cold load: the score, the first paint, the shift before
    // it (not counted) and each counted entry with the elements it moved.
    layoutShift: {
      budget: BUDGET.layoutShift,
      restMs: SHIFT_REST_MS,
      list: { path: FIRST_LIST_PATH, baselinePath: BASELINE_LIST, ...shift.list },
      store: {
        path: pages.store?.path ?? null,
        baselinePath: pages.storeBaseline?.path ?? null,
        ...shift.store,
        ...(pages.store?.error ? { error: pages.store.error } : {}),
      },
      runs: Object.fromEntries(
        ['ours', 'baseline', 'store', 'storeBaseline'].map((name) => [name, loads[name].map((l) => l.shift)]),
      ),
    },
    further,
    durationMs: Date.now() - started,
  };
  // The reconcile screen's statement parser: 100,000 lines parsed and previewed in its worker.
  try {
    if (ONLY_INTERACTIONS) throw new Error('skipped (PA_BENCH_ONLY=interactions)');
    results.statement = await benchStatement();
  } catch (error) {
    results.statement = { error: firstLine(error) };
  }
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const rows = [['figure', 'ours', 'baseline', 'ratio', 'budget', 'status']];
  for (const f of figures)
    rows.push([f.name, f.fmt(f.ours), f.fmt(f.baseline), times(f.ratio), f.budget ?? '', f.status]);
  console.log('');
  console.log(
    `mocks: ${configMode} at ${BASE_URL}; baseline at ${BASE_URL}${BASELINE_ENTRY}; ${COLD_LOADS} alternating cold loads`,
  );
  console.log(table(rows));

  console.log('\nfirst list screen, gzip by owner (source maps): what ours loads beyond the baseline');
  const attrRows = [['owner', 'ours', 'baseline', 'extra']];
  for (const a of attribution.filter((x) => Math.abs(x.extra) >= 512).slice(0, 18))
    attrRows.push([a.owner, kb(a.ours), kb(a.baseline), kb(a.extra)]);
  console.log(table(attrRows));

  if (path.length) {
    console.log('\ncritical path of the median cold load (ms since navigation)');
    console.log(
      table([
        ['request', 'start', 'end'],
        ...path.map((p) => [`${p.label}${p.count > 1 ? ` ×${p.count}` : ''}`, p.start, p.end]),
      ]),
    );
  }
  const shifted = [
    ['first list screen', loads.ours],
    ['store page', loads.store],
  ].filter(([, list]) => list.some((l) => l.shift?.score > 0));
  if (shifted.length) {
    console.log('\nlayout shifts after the first paint, in the load that shifted most (ms since navigation)');
    const shiftRows = [['page', 'at', 'shift', 'moved (dx, dy, dh px)']];
    for (const [label, list] of shifted) {
      const worst = list.filter((l) => l.shift).sort((a, b) => b.shift.score - a.shift.score)[0];
      for (const e of worst.shift.entries.filter((x) => x.value > 0).slice(0, 8))
        shiftRows.push([
          label,
          e.start,
          e.value.toFixed(4),
          e.sources
            .slice(0, 2)
            .map((src) => `${src.node} (${src.dx}, ${src.dy}, ${src.dh})`)
            .join('; '),
        ]);
    }
    console.log(table(shiftRows));
  }
  const breakdown = tabBreakdown(further.interactions?.ours, further.interactions?.baseline);
  if (breakdown.length) {
    console.log('\neach click: → data shown, INP, network time of the calls in between (ms)');
    console.log(table([['interaction', 'record / tab', 'shown', 'INP', 'network (calls)'], ...breakdown]));
  }
  if (sizes.routeOverBudget.length) {
    console.log(
      `\nroute chunks over 50 KB gzip: ${sizes.routeOverBudget.map((c) => `${c.name} ${kb(c.gzip)}`).join(', ')}`,
    );
  }
  console.log(
    `\nnext page measured on ${pagingPath}${pagingPath === '/store/transaction' ? '' : ' (the QR transaction list is not declared yet)'}; ` +
      `CSV export on ${csvPath}; heap tours over ${lists.length} declared screens.`,
  );
  console.log('');
  // The 100,000-row export against its three budgets (docs/performance.md, "Budgets").
  const large = further.largeCsv?.ours;
  if (large && isNum(large.ms)) for (const line of largeExportLines(large)) console.log(line);
  else if (process.env.PA_BENCH_LARGE_EXPORT_URL)
    console.log(`100,000-row export budgets: FAIL (${large?.error ?? 'no run'})`);
  else console.log('100,000-row export: not measured (no PA_BENCH_LARGE_EXPORT_URL)');
  if (results.statement.error) console.log(`statement bench failed: ${results.statement.error}`);
  else printStatementBench(results.statement);
  console.log(`wrote ${relative(ROOT, RESULTS_FILE)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
}
