/**
 * The demo mode's service worker and boot order (docs/performance.md, "The demo mode").
 * - MSW's worker asks the page's main thread about every request it takes. Our worker script
 *   (public/mockWorker.js) gives MSW only the page's calls, minus the mock backend's own calls to the
 *   sign-on provider: the console's code, styles and fonts go to the network directly.
 * - The console's code is asked for once the mock services answer (src/main.tsx): the worker's start
 *   and the first calls do not queue behind its evaluation.
 * Both read from a real page load: MSW's worker tells the page of each request it takes (a `REQUEST`
 * message), and Resource Timing says which requests the worker saw (`workerStart`).
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

/** In the page, before any script: the URL of each request MSW's worker asks the page about. */
function recordWorkerRequests() {
  const asked: string[] = [];
  Object.defineProperty(window, '__askedByWorker', { value: asked });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; payload?: { url?: string } } | null;
    if (data?.type === 'REQUEST' && typeof data.payload?.url === 'string') asked.push(data.payload.url);
  });
}

/** The page's requests that passed through the service worker (Resource Timing's `workerStart`). */
const seenByWorker = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.workerStart > 0)
      .map((e) => new URL(e.name).pathname),
  );

const askedByWorker = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __askedByWorker: string[] }).__askedByWorker.map((u) => new URL(u).pathname),
  );

test('MSW is asked about the service calls only: code, styles, fonts and the provider’s keys go to the network', async ({
  page,
}) => {
  await page.addInitScript(recordWorkerRequests);
  await openSignedIn(page, DEMO.admin, { path: '/store/store-detail', locale: 'en' });
  await expect(page.getByRole('main').getByRole('row').nth(1)).toContainText('ST');
  // Another screen loads code after the worker controls the page: its chunks, too, skip MSW.
  await page.getByRole('main').getByRole('row').nth(1).getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/store\/store-detail\/view\//);
  await expect(page.getByRole('tab').first()).toBeVisible();
  const asked = await askedByWorker(page);
  expect(
    asked.some((path) => path.startsWith('/mock-api/')),
    'the service calls go to MSW',
  ).toBe(true);
  const loaded = await seenByWorker(page);
  // Code loaded while the worker controls the page: it saw it, and let it through without MSW.
  expect(loaded.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0);
  expect(asked.filter((path) => path.startsWith('/assets/'))).toEqual([]);
  // The mock backend's own calls to the sign-on provider (its keys, the profile's signature).
  expect(loaded.some((path) => path.startsWith('/idp/'))).toBe(true);
  expect(asked.filter((path) => /\/(\.well-known|__dev)\//.test(path))).toEqual([]);
});

test('the console’s code is asked for once the mock worker controls the page', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, { path: '/management/store-type', locale: 'en' });
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  const code = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/App-[\w-]+\.js$/.test(e.name))
      .map((e) => new URL(e.name).pathname),
  );
  expect(code).toHaveLength(1);
  // Asked for before the worker controlled the page, the chunk would not have passed through it.
  expect(await seenByWorker(page)).toContain(code[0]);
});
