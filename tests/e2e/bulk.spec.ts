/**
 * Bulk actions on a list (docs/lists.md, "Bulk actions"): five user requests approved at once while
 * another staff member has approved one of them meanwhile. Four are approved, the fifth is listed as
 * already approved (by whom), and every request was its own call with its own Idempotency-Key and its
 * row's If-Match.
 *
 * The demo's mock services keep their database in each browser's storage (docs/mock-backend.md), so
 * what the other person's browser wrote is carried to the first browser's storage, as the shared
 * service would hold it; the first browser's list is not reloaded and still shows the request waiting.
 */
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { MOCK_DB_STORAGE_KEY } from '../../mocks/db/index.ts';
import { BASE_URL, CONSENT_COOKIE, DEMO, expect, openSignedIn, test } from './support/index.ts';

const LIST = `/store/user-request?filter=${encodeURIComponent(JSON.stringify({ status: 'waiting approve' }))}`;

async function secondBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    { name: CONSENT_COOKIE, value: 'true', url: BASE_URL, sameSite: 'Lax', expires: -1 },
  ]);
  await context.addInitScript(() => window.localStorage.setItem('pa.mockLatency', '10-40'));
  return { context, page: await context.newPage() };
}

async function shareDatabase(from: Page, to: Page): Promise<void> {
  const stored = await from.evaluate((key) => window.localStorage.getItem(key), MOCK_DB_STORAGE_KEY);
  expect(stored).not.toBeNull();
  await to.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    MOCK_DB_STORAGE_KEY,
    stored ?? '',
  ] as const);
}

/** The request ids of the list's first `count` rows, as shown. */
async function shownIds(page: Page, count: number): Promise<string[]> {
  const rows = page.locator('tbody tr');
  await expect(rows.nth(count - 1)).toBeVisible({ timeout: 30_000 });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = /UR\d+/.exec(await rows.nth(i).innerText())?.[0];
    expect(id).toBeDefined();
    ids.push(id ?? '');
  }
  return ids;
}

async function select(page: Page, id: string): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(`\\b${id}\\b`) })
    .getByRole('checkbox')
    .check();
}

/** Confirms the bulk approval of the selected rows and waits for its results. */
async function approveSelected(page: Page, count: number) {
  await page.getByRole('button', { name: 'Approve requests' }).click();
  const confirm = page.getByRole('dialog', { name: `Approve requests ${count} selected rows` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const results = page.getByRole('dialog', { name: 'Approve requests: results' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  return results;
}

test('bulk approve: one request approved by someone else meanwhile is listed, the other four are approved', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const second = await secondBrowser(browser);
  try {
    await openSignedIn(page, DEMO.ops, { path: LIST, locale: 'en' });
    const ids = await shownIds(page, 5);

    // Another staff member approves the third of them.
    await openSignedIn(second.page, DEMO.admin, { path: LIST, locale: 'en' });
    await expect(second.page.getByRole('row', { name: new RegExp(`\\b${ids[2]}\\b`) })).toBeVisible({
      timeout: 30_000,
    });
    await select(second.page, ids[2]);
    const theirs = await approveSelected(second.page, 1);
    await expect(theirs.getByTestId('bulk-summary')).toHaveText('1 succeeded, 0 failed, 0 not sent');
    await shareDatabase(second.page, page);

    // The first person's list still shows all five waiting; they approve the five.
    const sent: { path: string; key?: string; ifMatch?: string }[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /\/user_request\/UR\d+$/.test(path))
        sent.push({
          path,
          key: request.headers()['idempotency-key'],
          ifMatch: request.headers()['if-match'],
        });
    });
    for (const id of ids) await select(page, id);
    const results = await approveSelected(page, 5);
    await expect(results.getByTestId('bulk-summary')).toHaveText('4 succeeded, 1 failed, 0 not sent');
    await expect(results.getByRole('row', { name: new RegExp(`\\b${ids[2]}\\b`) })).toContainText(
      'Failed: Already approved by',
    );
    for (const id of ids.filter((_, i) => i !== 2))
      await expect(results.getByRole('row', { name: new RegExp(`\\b${id}\\b`) })).toContainText('Succeeded');

    // One call per request, each with its own key and the version the list showed.
    expect(sent.map((s) => s.path.split('/').pop()).sort()).toEqual([...ids].sort());
    const keys = sent.map((s) => s.key);
    expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(5);
    expect(sent.every((s) => /^"\d+"$/.test(s.ifMatch ?? ''))).toBe(true);

    // Retrying the failed one sends only it, with the key it had.
    await results.getByRole('button', { name: 'Retry the failed ones' }).click();
    await expect.poll(() => sent.length, { timeout: 60_000 }).toBe(6);
    await expect(results.getByTestId('bulk-summary')).toHaveText('4 succeeded, 1 failed, 0 not sent', {
      timeout: 60_000,
    });
    expect(sent[5].path.endsWith(`/${ids[2]}`)).toBe(true);
    expect(sent[5].key).toBe(sent.find((s) => s.path.endsWith(`/${ids[2]}`))?.key);

    await results.getByRole('button', { name: 'Close' }).click();
    await expect(results).toBeHidden();
  } finally {
    await second.context.close();
  }
});
