/**
 * A release while a tab is open (src/boot/release.ts). Two versions of the console: the build under test
 * and the next release, the same build with every chunk under a new name (as a release renames the
 * chunks whose code changed). Both are served, one after the other, from one folder by a `vite preview`
 * of their own (its dev identity provider keeps its keys, so the sign-in outlives the swap). A tab of
 * the first version opens a screen it has not loaded yet after the second is in place: it reloads once
 * into the same address, which shows the screen. When the reload cannot help (a chunk missing from the
 * release itself), the part says that a new version is available, and "try again" loads it afresh.
 * The demo mode's service worker checks its script for an update at every start: a check that fails (the
 * script missing on the server) is no uncaught error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './support/chromium.ts';
import { DEMO, expect, fillProviderLogin, navigateInApp, test } from './support/index.ts';
import { watchPageProblems } from './support/pageProblems.ts';

// Beside the preview of the suite (4173 by default) and the deployment check's (4216, 4217).
const PORT = E2E_PORT + 30;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = resolve(import.meta.dirname, '../../dist');

test.describe.configure({ mode: 'serial' });

let work = '';
let live = '';
let next = '';
let server: ChildProcess | undefined;

/** The next release: `dist` with every chunk renamed (`x-<hash>.js` → `x-<hash>-next.js`), references too. */
function nextRelease(into: string) {
  cpSync(DIST, into, { recursive: true });
  const assets = join(into, 'assets');
  const renamed = new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, file.replace(/\.js$/, '-next.js')]),
  );
  const names = new RegExp(
    [...renamed.keys()].map((f) => f.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'),
    'g',
  );
  const rewrite = (file: string) =>
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(names, (name) => renamed.get(name) ?? name),
    );
  for (const file of readdirSync(assets)) if (/\.(js|css)$/.test(file)) rewrite(join(assets, file));
  rewrite(join(into, 'index.html'));
  for (const [from, to] of renamed) cpSync(join(assets, from), join(assets, to));
  for (const from of renamed.keys()) rmSync(join(assets, from));
}

/** Puts `version` in place of what is served, as a deployment does. */
function deploy(version: string) {
  rmSync(join(live, 'assets'), { recursive: true, force: true });
  cpSync(version, live, { recursive: true });
}

test.beforeAll(async () => {
  // Copies of the build and a server of their own to start: more than a test's time on a busy machine.
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'pa-release-'));
  live = join(work, 'live');
  next = join(work, 'next');
  cpSync(DIST, live, { recursive: true });
  nextRelease(next);
  server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      live,
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    {
      cwd: resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'ignore', 'pipe'],
      // Without the test runner's own module hooks, which this process would otherwise inherit.
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );
  let said = '';
  server.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const answer = () =>
    fetch(`${ORIGIN}/config.json`).then(
      (r) => r.status,
      () => 0,
    );
  await expect
    .poll(answer, { timeout: 100_000 })
    .toBe(200)
    .catch((error: unknown) => {
      throw new Error(`The release's server did not answer (${String(error)}): ${said}`);
    });
});

test.afterAll(() => {
  server?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Signs in on the release's server through its own identity provider. */
async function signInThere(page: Page) {
  await page.context().addCookies([{ name: 'consent', value: 'true', url: ORIGIN, sameSite: 'Lax' }]);
  await page.goto(`${ORIGIN}/login`);
  const start = page.getByRole('button', { name: /เข้าสู่ระบบ|sign in/i });
  await expect(
    page
      .getByLabel(/e-?mail/i)
      .or(start)
      .first(),
  ).toBeVisible();
  if (!new URL(page.url()).pathname.startsWith('/idp/')) await start.first().click();
  await fillProviderLogin(page, DEMO.admin);
  await page.waitForURL(
    (url) => url.origin === ORIGIN && !/^\/(login|idp|callback)?(\/|$)/.test(url.pathname),
  );
}

/** The entry script of the page's version. */
function entryOf(page: Page) {
  return page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
  );
}

test('a tab of the last version reloads once into the screen it opens after a release', async ({ page }) => {
  await signInThere(page);
  await page.goto(`${ORIGIN}/management/store-type`);
  await expect(page.locator('tbody tr').first()).toContainText(/MC\d\d/);
  const first = await entryOf(page);
  await page.evaluate(() => Object.assign(window, { paBeforeRelease: true }));

  let loads = 0;
  page.on('load', () => (loads += 1));
  deploy(next);
  const reloaded = page.waitForEvent('load');
  // A record's page: its code (the generated view) is not loaded yet.
  await navigateInApp(page, '/management/store-type/view/MC01');

  // The page reloads (the mark goes with the old page) and shows the record.
  await reloaded;
  expect(await page.evaluate(() => 'paBeforeRelease' in window)).toBe(false);
  // A cold start of the console on the busy machine: more than the usual wait.
  await expect(page.getByRole('main').getByText('MC01', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(loads).toBe(1);
  await expect(page).toHaveURL(`${ORIGIN}/management/store-type/view/MC01`);
  // Into the new version, and the tab remembers it reloaded from the last one.
  expect(await entryOf(page)).not.toBe(first);
  expect(await entryOf(page)).toContain('-next.js');
  expect(await page.evaluate(() => sessionStorage.getItem('pa.release.reloadedFrom'))).toBe(first);
});

test('when reloading cannot help, the part says a new version is available, and "try again" loads it', async ({
  page,
}) => {
  // A chunk missing from the release itself: the record view's.
  const assets = join(live, 'assets');
  const view = readdirSync(assets).find((file) => /^GeneratedShow-.*\.js$/.test(file));
  expect(view).toBeDefined();
  const kept = readFileSync(join(assets, view as string));
  rmSync(join(assets, view as string));

  await signInThere(page);
  await page.goto(`${ORIGIN}/management/store-type`);
  await expect(page.locator('tbody tr').first()).toContainText(/MC\d\d/);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await navigateInApp(page, '/management/store-type/view/MC01');

  // One reload, then the notice in place of the view: not a blank page, not a spinner.
  const notice = page.getByRole('alert').filter({ hasText: /โหลดส่วนนี้ของหน้าไม่สำเร็จ|could not be loaded/ });
  // After a reload and a cold start of the console: more than the usual wait.
  await expect(notice).toBeVisible({ timeout: 30_000 });
  expect(loads).toBe(1);
  await expect(page.getByRole('banner')).toBeVisible();

  writeFileSync(join(assets, view as string), kept);
  await notice.getByRole('button', { name: /ลองอีกครั้ง|try again/i }).click();
  await expect(page.getByRole('main').getByText('MC01', { exact: true }).first()).toBeVisible();
  await expect(notice).toBeHidden();
  expect(loads).toBe(1);
});

test("a failed update check of the demo mode's service worker is no uncaught error", async ({ page }) => {
  await signInThere(page);
  await page.goto(`${ORIGIN}/management/store-type`);
  await expect(page.locator('tbody tr').first()).toContainText(/MC\d\d/);

  const script = join(live, 'mockWorker.js');
  const kept = readFileSync(script);
  rmSync(script);
  try {
    // A second tab while the first stays open: MSW's worker unregisters itself when its last page
    // closes, so a reload of the only tab could find no worker at all (then nothing can start it without
    // its script); with a page left, the worker stays and the new tab's start checks the script, which
    // the server no longer has. Uncaught errors only: the missing script's 404 and the failed check's
    // console line are expected.
    const second = await page.context().newPage();
    const errors = await watchPageProblems(second);
    await second.goto(`${ORIGIN}/management/store-type`);
    await expect(second.locator('tbody tr').first()).toContainText(/MC\d\d/);
    // A check asked for now settles after the start's (one queue per registration), and fails too.
    const check = await second.evaluate(() =>
      navigator.serviceWorker
        .getRegistration()
        .then(
          (registration) => registration?.update().then(() => 'updated'),
          (error: unknown) => String(error),
        )
        .catch((error: unknown) => String(error)),
    );
    expect(check).toMatch(/Failed to update a ServiceWorker/);
    // One more round trip: a page error of the start's check would have been reported by now.
    await second.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(script, kept);
  }
});
