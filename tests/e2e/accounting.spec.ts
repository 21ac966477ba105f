/**
 * Issue 13, "Checked by", in Chromium against the mock backend: the transfer-return approval (finance
 * approves two rows once, sees who approved; ops cannot), the MDR rate edit, a bank channel toggle, the
 * funding exports' file names, and each accounting route opened from its URL with real ids.
 */
import type { Locator, Page } from '@playwright/test';
import { declared } from '../../resources/declared.ts';
import { DEMO, expect, test, type DemoAccount, openSignedIn } from './support/index.ts';

const mdrDetail = declared('account/mdr-detail');
const settingMdr = declared('account/setting-mdr');

// The first open of a report seeds its mock table (20,000 transfers) in the browser: slow on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Signs in, drops earlier changes to the demo data, switches to English and opens `path`. */
async function start(page: Page, account: DemoAccount, path: string): Promise<void> {
  await openSignedIn(page, account, { path, locale: 'en' });
}

const rows = (page: Page) => page.locator('tbody').getByRole('row');
const filterUrl = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const RETURNS = '/account/funding-transfer/transfer-return';
const WAITING = filterUrl(RETURNS, { status: 'Account approve' });
const APPROVE = 'Approve return transfer';

/** The ids (cells matching `id`) of the first `count` rows. */
async function firstIds(page: Page, id: RegExp, count = 1): Promise<string[]> {
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const cell = rows(page).nth(i).getByRole('cell').filter({ hasText: id }).first();
    ids.push((await cell.innerText()).trim());
  }
  return ids;
}

function rowOf(page: Page, id: string): Locator {
  return rows(page).filter({ has: page.getByRole('cell', { name: id, exact: true }) });
}

test.describe('transfer-return approval', () => {
  test('finance approves two rows with one request, even on a double click, and sees who approved', async ({
    page,
  }) => {
    await start(page, DEMO.finance, WAITING);
    const ids = await firstIds(page, /^FT\d+$/, 2);
    for (const id of ids) await rowOf(page, id).getByRole('checkbox').check();
    const approvals: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('approve_transaction'))
        approvals.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: APPROVE }).click();
    const dialog = page.getByRole('dialog');
    const summary = dialog.getByRole('table', { name: 'Selected rows' });
    for (const id of ids) await expect(summary.getByRole('cell', { name: id, exact: true })).toBeVisible();
    await expect(dialog.getByTestId('selection-total')).toContainText(/2 rows, total amount ฿[\d,]+\.\d\d/);
    const answered = page.waitForResponse((r) => r.url().includes('approve_transaction'));
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    expect((await answered).status()).toBe(200);
    await expect(dialog).toBeHidden();
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatch(/^[0-9a-f-]{36}$/);

    // The approved rows now wait for settlement, with who approved and when.
    for (const id of ids) {
      await page.goto(filterUrl(RETURNS, { q: id }));
      const row = rowOf(page, id);
      await expect(row).toContainText('Pending for settle', { timeout: 30_000 });
      const cells = row.getByRole('cell');
      const count = await cells.count();
      await expect(cells.nth(count - 2)).not.toBeEmpty(); // approved by
      await expect(cells.nth(count - 1)).not.toBeEmpty(); // approved on
      await expect(row.getByRole('checkbox')).toBeDisabled();
    }
  });

  test('a row approved meanwhile cannot be approved again', async ({ page }) => {
    await start(page, DEMO.finance, WAITING);
    const [id] = await firstIds(page, /^FT\d+$/);
    // Another tab approves it first.
    const first = await page.evaluate(async (rowId) => {
      // The signed-in user's own access token, as another tab of the console would send it.
      const stored = Object.keys(localStorage)
        .filter((key) => key.includes('user:'))
        .map((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
        .find((user) => user.access_token);
      const response = await fetch('/mock-api/reporting/report/funding/approve_transaction', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${stored?.access_token ?? ''}`,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({ ids: [rowId] }),
      });
      return response.status;
    }, id);
    expect(first).toBe(200);
    await rowOf(page, id).getByRole('checkbox').check();
    await page.getByRole('button', { name: APPROVE }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText(new RegExp(`Nothing was approved: ${id} is Pending for settle`)),
    ).toBeVisible();
    await expect(rowOf(page, id)).toHaveCount(0);
  });

  test('ops cannot approve: no screen, and the service refuses the call', async ({ page }) => {
    await start(page, DEMO.ops, WAITING);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('button', { name: APPROVE })).toHaveCount(0);
    // Ops's own signed-in token, straight to the service: refused before any row is looked at.
    const status = await page.evaluate(async () => {
      const stored = Object.keys(localStorage)
        .filter((key) => key.includes('user:'))
        .map((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
        .find((user) => user.access_token);
      const response = await fetch('/mock-api/reporting/report/funding/approve_transaction', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${stored?.access_token ?? ''}`,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({ ids: ['FT000001'] }),
      });
      return response.status;
    });
    expect([401, 403]).toContain(status);
  });

  test('a viewer sees the report without selection or approval', async ({ page }) => {
    await start(page, DEMO.viewer, WAITING);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: APPROVE })).toHaveCount(0);
  });
});

test.describe('MDR', () => {
  test('a rate edit survives a reload; a rate with 3 decimals is refused next to the field', async ({
    page,
  }) => {
    await start(page, DEMO.admin, '/account/mdr');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/account\/mdr-detail\/view\/MDR\d+$/);
    const mdrId = page.url().split('/').at(-1) ?? '';
    await page.goto(`/account/mdr-detail/form/${mdrId}`);
    const rate = page.getByLabel(mdrDetail.i18n.en.fields.rate).first();
    await rate.fill('3.125');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At most 2 decimals')).toBeVisible();
    await expect(rate).toHaveValue('3.125');
    await rate.fill('2.45');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/mdr-detail/view/${mdrId}$`));
    const rates = page.getByRole('table', { name: mdrDetail.i18n.en.fields.rates });
    await expect(rates.getByText('2.45 %')).toBeVisible();
    await page.reload();
    await expect(rates.getByText('2.45 %')).toBeVisible();
  });

  test('a bank channel toggle asks first and holds after a reload', async ({ page }) => {
    await start(page, DEMO.admin, '/account/setting-mdr');
    const [bankCode] = await firstIds(page, /^\d{3}$/);
    await page.goto(`/account/setting-mdr/view/${bankCode}`);
    const channels = page.getByRole('main').getByRole('table', { name: settingMdr.i18n.en.fields.channels });
    const toggle = channels.getByLabel(/^(Activate|Deactivate): /).first();
    const wasOn = await toggle.isChecked();
    await toggle.click();
    const reload = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith(`/setting_mdr/${bankCode}`),
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await reload;
    await expect(toggle).toBeChecked({ checked: !wasOn });
    await page.reload();
    await expect(toggle).toBeChecked({ checked: !wasOn });
  });
});

test.describe('funding exports', () => {
  test('the export and the raw export download with their names', async ({ page }) => {
    await start(page, DEMO.finance, filterUrl('/account/funding-transfer', { status: 'Account approve' }));
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const zip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    expect((await zip).suggestedFilename()).toMatch(/^FundingTransfer_\d{8}_\d{6}\.zip$/);
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export raw data' }).click();
    expect((await csv).suggestedFilename()).toMatch(/^FundingTransfer_raw_\d{8}_\d{6}\.csv$/);
  });
});

/** One route from its URL: the address stays, `text` shows in the screen, no error page. */
async function opensFromUrl(page: Page, path: string, text: RegExp | string): Promise<void> {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('main').getByText(text).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Not found|Something went wrong/)).toHaveCount(0);
}

/**
 * Each accounting route from its URL with real ids, in three tests so the two workers share them. A
 * list opens first and gives the id (its first row) its record pages open with.
 */
test.describe('each accounting route opens from its URL with real ids', () => {
  test('the MDR settings and MDR details', async ({ page }) => {
    await start(page, DEMO.admin, '/account/setting-mdr');
    await opensFromUrl(page, '/account/setting-mdr', 'Initial MDR Setting');
    const [bankCode] = await firstIds(page, /^\d{3}$/);
    await opensFromUrl(page, `/account/setting-mdr/view/${bankCode}`, 'Payment channels');
    await opensFromUrl(page, `/account/setting-mdr/form/${bankCode}`, 'MDR rate (%)');
    await opensFromUrl(page, '/account/mdr', 'Registered banks');
    const [mdrId] = await firstIds(page, /^MDR\d+$/);
    await opensFromUrl(page, `/account/mdr-detail/view/${mdrId}`, 'MDR rates per channel');
    await opensFromUrl(page, `/account/mdr-detail/form/${mdrId}`, 'MDR rate (%)');
    // MDR details have no list of their own: their address goes to the MDR list they are opened from.
    await page.goto('/account/mdr-detail');
    await expect(page).toHaveURL(/\/account\/mdr$/);
  });

  test('funding transfers and their raw data', async ({ page }) => {
    await start(page, DEMO.admin, '/account/funding-transfer');
    await opensFromUrl(page, '/account/funding-transfer', 'Funding Transfer & Settlement');
    await opensFromUrl(page, '/account/funding-transfer/raw-data', 'Batch no.');
  });

  test('AR/AP and the tax calculation', async ({ page }) => {
    await start(page, DEMO.admin, '/account/ar-pr');
    await opensFromUrl(page, '/account/ar-pr', 'AP');
    await opensFromUrl(page, '/account/tax-calculation', 'Tax rate');
  });
});
