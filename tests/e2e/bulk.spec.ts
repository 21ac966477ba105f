/**
 * Bulk actions on a list (docs/lists.md, "Bulk actions"): five user requests approved at once while
 * another staff member has approved one of them meanwhile. Four are approved, the fifth is listed as
 * already approved (by whom), and every request was its own call with its own Idempotency-Key and its
 * row's If-Match.
 *
 * The demo's mock services keep their database in each browser's storage (docs/mock-backend.md), so
 * what the other person's browser wrote is carried to the first browser's storage, as the shared
 * service would hold it; the first browser's list is not reloaded and still shows the request waiting.
 *
 * Payment channels declare their toggle `bulk: true`: "Switch off" on three selected banks, one of them
 * already off, sends the other two, each its own call with its own Idempotency-Key and If-Match.
 * Merchant registrations declare "export selected": the file holds the selected rows only and its name
 * the list's date range in the screen's calendar.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';
import { secondBrowser, shareDatabase } from './support/twoStaff.ts';

const LIST = `/store/user-request?filter=${encodeURIComponent(JSON.stringify({ status: 'waiting approve' }))}`;

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

test('bulk switch off: the selected payment channels that are on are switched off, each its own call', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, DEMO.admin, { path: '/management/payment-channel?perPage=50', locale: 'en' });
  const row = (code: string) => page.getByRole('row', { name: new RegExp(`\\b${code}\\b`) });
  const switchOf = (code: string) => row(code).locator('input.MuiSwitch-input');
  // 073 is the seed's one bank that is off.
  for (const code of ['002', '004', '073']) await expect(row(code)).toBeVisible({ timeout: 30_000 });
  await expect(switchOf('073')).not.toBeChecked();
  await expect(switchOf('002')).toBeChecked();
  await expect(switchOf('004')).toBeChecked();

  const sent: { path: string; method: string; key?: string; ifMatch?: string }[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (/\/bank\/\d+\/toggle_active$/.test(path))
      sent.push({
        path,
        method: request.method(),
        key: request.headers()['idempotency-key'],
        ifMatch: request.headers()['if-match'],
      });
  });
  for (const code of ['002', '004', '073']) await row(code).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Switch off' }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch off 2 selected rows' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('bulk-toggle-skipped')).toHaveText(
    '1 more selected rows are already off and will not be sent.',
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const results = page.getByRole('dialog', { name: 'Switch off: results' });
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.getByTestId('bulk-summary')).toHaveText('2 succeeded, 0 failed, 0 not sent');

  expect(sent.map((s) => s.path.split('/').at(-2)).sort()).toEqual(['002', '004']);
  expect(sent.every((s) => s.method === 'PUT')).toBe(true);
  const keys = sent.map((s) => s.key);
  expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
  expect(new Set(keys).size).toBe(2);
  expect(sent.every((s) => /^"\d+"$/.test(s.ifMatch ?? ''))).toBe(true);

  await results.getByRole('button', { name: 'Close' }).click();
  await expect(results).toBeHidden();
  // The list read again: both are off now, and the one that was off stayed off.
  await expect(switchOf('002')).not.toBeChecked({ timeout: 30_000 });
  await expect(switchOf('004')).not.toBeChecked();
  await expect(switchOf('073')).not.toBeChecked();
});

test('export selected: the registrations chosen in a date-filtered list, read back as a spreadsheet would', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const filter = { dateRange: { StartDate: '2000-01-01', EndDate: '2099-12-31' } };
  await openSignedIn(page, DEMO.admin, {
    path: `/store/store-register-information?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    locale: 'th',
  });
  const rows = page.locator('tbody tr');
  // The rows themselves, not the loading placeholders the table shows before them.
  await expect(rows.nth(2)).toContainText(/REG\d+/, { timeout: 30_000 });
  const chosen: string[] = [];
  for (const index of [0, 2]) {
    const id = /REG\d+/.exec(await rows.nth(index).innerText())?.[0];
    expect(id).toBeDefined();
    chosen.push(id ?? '');
    await rows.nth(index).getByRole('checkbox').first().check();
  }
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออกรายการที่เลือก' }).click();
  const download = await downloading;
  // The range in the screen's calendar: Buddhist Era years in Thai.
  expect(download.suggestedFilename()).toBe('store-register-information_2543-01-01_2642-12-31.csv');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const { data } = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
  expect(data).toHaveLength(3);
  expect(data.slice(1).map((row) => row[0]).sort()).toEqual([...chosen].sort());
});
