/**
 * The Process menu end to end in Chromium: reconcile a KBANK statement made from the running mock
 * database and find the run in the list, the same file flagged the second time, a status adjustment
 * from look-up to result and its row in the list, a manual adjust, a QR credit fee adjust, a refused
 * adjust shown as not done, each route from its URL, and who may do what (ops runs them, the viewer
 * gets /403 on the operation routes and no way to write).
 */
import type { Page } from '@playwright/test';
import { createMockDb } from '../../mocks/db/index.ts';
import type { Adjustment } from '../../resources/process/transaction-status-adjustment/seed.ts';
import type { QrTransaction } from '../../resources/store/transaction/seed.ts';
import { bankStatusOf } from '../../mocks/db/bankRecords.ts';
import { sampleFile } from '../../mocks/statements/samples.ts';
import { DEMO, expect, test, openSignedIn, type DemoAccount } from './support/index.ts';

interface MockControls {
  reset(): void;
  db: { table(name: 'adjustments'): { list(): Adjustment[] } };
}
type MockWindow = Window & { __paMock?: MockControls };

const ADJUST = '/management/transaction-status-adjustment';

async function start(page: Page, account: DemoAccount, path: string): Promise<void> {
  await openSignedIn(page, account, { path, locale: 'en' });
}

/** Transactions adjusted before (a second status adjustment is refused). */
const adjustedNumbers = async (page: Page) =>
  new Set(
    await page.evaluate(() =>
      ((window as MockWindow).__paMock?.db.table('adjustments').list() ?? [])
        .filter((a) => a.isAdjusted)
        .map((a) => a.transactionNo),
    ),
  );

/**
 * The QR transactions the browser's mock database starts from: its seed, made here the same way
 * (openSignedIn starts every test on the seed, with no changes). Reading the browser's own table
 * would carry its 50,000 records (16 MB) out of the page in each test.
 */
let seeded: readonly QrTransaction[] | undefined;
const transactions = (): readonly QrTransaction[] =>
  (seeded ??= createMockDb().table('qrTransactions').list());

async function lookUp(page: Page, transactionNo: string) {
  await page.getByLabel(/Transaction number/).fill(transactionNo);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Current data')).toBeVisible();
}

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function review(page: Page) {
  await page.getByRole('button', { name: 'Review changes' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  return page.getByRole('dialog');
}

test.describe('reconcile', () => {
  test('a KBANK statement end to end, the run in the list, the same file flagged again', async ({ page }) => {
    test.setTimeout(240_000);
    await start(page, DEMO.ops, '/management/reconcile');
    const sample = sampleFile(transactions(), 'KBANK');
    const file = { name: sample.name, mimeType: 'text/csv', buffer: Buffer.from(sample.bytes) };

    await page.getByRole('link', { name: 'New run' }).click();
    await expect(page).toHaveURL(/\/management\/reconcile\/detail$/);
    // The wizard's own select, by its region: the list's filter has the same name.
    await page
      .getByRole('region', { name: 'Bank and file' })
      .getByRole('combobox', { name: 'Bank issuer' })
      .click();
    await page.getByRole('option', { name: /^KBANK / }).click();
    await page.getByLabel('Statement file').setInputFiles(file);
    await expect(page.getByText('No malformed lines')).toBeVisible();
    await expect(page.getByText(/has not been reconciled for this bank before/)).toBeVisible();
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByTestId('reconcile-counts')).toBeVisible();
    await page.getByRole('button', { name: 'Save reconcile' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .dblclick();
    const saved = page.getByTestId('reconcile-saved');
    await expect(saved).toBeVisible();
    await saved.getByRole('link', { name: 'Open the run detail' }).click();
    await expect(page).toHaveURL(/\/management\/reconcile\/detail\?run=RC\d+$/);
    const runId = new URL(page.url()).searchParams.get('run') ?? '';
    await expect(page.getByTestId('reconcile-run-header')).toContainText(sample.name);

    // The run heads the list (newest first) and a search by file name finds it; a row opens its detail.
    await page.goto(`/management/reconcile?filter=${encodeURIComponent(JSON.stringify({ q: sample.name }))}`);
    const row = page.locator('tbody').getByRole('row').filter({ hasText: runId });
    await expect(row).toContainText(sample.name, { timeout: 30_000 });
    await row.getByRole('cell').first().click();
    await expect(page).toHaveURL(new RegExp(`/management/reconcile/detail\\?run=${runId}$`));

    // The same file again: flagged, and upload waits for a second, explicit confirmation.
    await page.goto('/management/reconcile/detail');
    await page.getByRole('combobox', { name: 'Bank issuer' }).click();
    await page.getByRole('option', { name: /^KBANK / }).click();
    await page.getByLabel('Statement file').setInputFiles(file);
    const flag = page.getByTestId('reconcile-duplicate');
    await expect(flag).toBeVisible();
    const upload = page.getByRole('button', { name: 'Upload and check' });
    await expect(upload).toBeDisabled();
    await flag.getByRole('checkbox', { name: /want to reconcile it again/ }).check();
    await expect(upload).toBeEnabled();
  });
});

test.describe('adjustments', () => {
  test('adjust from look-up to result, the new status in the list, then a manual adjust', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await start(page, DEMO.ops, ADJUST);
    const all = transactions();
    const adjusted = await adjustedNumbers(page);
    const stuck = all.filter(
      (t) =>
        t.status === 'waiting for payment' && bankStatusOf(t) === 'paid' && !adjusted.has(t.transactionNo),
    );
    const [first, second] = stuck.slice(-2);

    await page.getByRole('link', { name: 'Adjust a transaction' }).click();
    await expect(page).toHaveURL(`${ADJUST}/adjust`);
    await lookUp(page, first.transactionNo);
    await choose(page, /Adjustment/, 'Adjust Transaction');
    await page.getByLabel(/Reason/).fill('Bank confirmed the payment');
    const dialog = await review(page);
    const statusRow = dialog.getByRole('row', { name: /Bank's status/ });
    await expect(statusRow).toContainText('Waiting for payment');
    await expect(statusRow).toContainText('Paid');
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(page.getByText('The adjustment was recorded')).toBeVisible();

    await page.goto(`${ADJUST}?filter=${encodeURIComponent(JSON.stringify({ q: first.transactionNo }))}`);
    const row = page.locator('tbody').getByRole('row').filter({ hasText: 'Bank confirmed the payment' });
    await expect(row).toContainText('Adjusted');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(first.transactionNo);

    await page.goto(ADJUST);
    await page.getByRole('link', { name: 'Manual adjust' }).click();
    await lookUp(page, second.transactionNo);
    await choose(page, /Transaction status/, 'Cancelled');
    await page.getByLabel(/Reason/).fill('Payment never arrived');
    const manual = await review(page);
    await expect(manual.getByRole('row', { name: /Transaction status/ })).toContainText('Cancelled');
    await manual.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The transaction was adjusted by hand')).toBeVisible();
    await page.goto(`${ADJUST}?filter=${encodeURIComponent(JSON.stringify({ q: second.transactionNo }))}`);
    await expect(
      page.locator('tbody').getByRole('row').filter({ hasText: second.transactionNo }),
    ).toContainText('Payment never arrived');
  });

  test('a refused adjust shows the error and nothing as done; a QR credit fee adjust', async ({ page }) => {
    test.setTimeout(240_000);
    await start(page, DEMO.ops, `${ADJUST}/adjust`);
    const all = transactions();
    const paid = all.find((t) => t.status === 'paid' && t.channel !== 'QR_CREDIT');
    const credit = all.find((t) => t.status === 'paid' && t.channel === 'QR_CREDIT');
    if (!paid || !credit) throw new Error('The seed lacks paid transactions');

    await lookUp(page, paid.transactionNo);
    await choose(page, /Adjustment/, 'Adjust Transaction');
    await page.getByLabel(/Reason/).fill('Try anyway');
    await (await review(page)).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toContainText('Not done: nothing was changed');
    await expect(page.getByRole('alert')).toContainText('already matches the bank');
    await expect(page.getByText('The adjustment was recorded')).toHaveCount(0);

    await page.goto('/management/adjust-fee-qr-credit');
    await lookUp(page, credit.transactionNo);
    await page.getByLabel(/^Fee/).fill('1.25');
    await page.getByLabel(/Reason/).fill('Promotion rate');
    const dialog = await review(page);
    await expect(dialog.getByRole('row', { name: /Fee/ })).toContainText('฿1.25');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The fee was changed')).toBeVisible();
    await expect(page.getByText('Result').locator('..')).toContainText('฿1.25');
    await page.goto(`${ADJUST}?filter=${encodeURIComponent(JSON.stringify({ q: credit.transactionNo }))}`);
    await expect(page.locator('tbody').getByRole('row').filter({ hasText: 'Promotion rate' })).toContainText(
      'Fee',
    );
  });
});

test.describe('routes and permissions', () => {
  test('each route opens from its URL for the administrator', async ({ page }) => {
    test.setTimeout(120_000);
    await start(page, DEMO.admin, '/management/reconcile');
    await expect(page.getByRole('columnheader', { name: 'File name' })).toBeVisible();
    await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
    await page.goto('/management/reconcile/detail');
    await expect(page.getByRole('combobox', { name: 'Bank issuer' })).toBeVisible();
    await page.goto(ADJUST);
    await expect(page.getByTestId('adjustment-summary')).toBeVisible();
    await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
    await page.goto('/management/adjust-fee-qr-credit');
    await expect(page.getByRole('button', { name: 'Look up' })).toBeVisible();
  });

  test('the viewer reads but cannot write: /403 on the operation routes', async ({ page }) => {
    test.setTimeout(240_000);
    await start(page, DEMO.viewer, '/management/reconcile');
    await expect(page.locator('tbody').getByRole('row').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'New run' })).toHaveCount(0);
    await page.goto('/management/reconcile/detail');
    await expect(page.getByText(/Your role can only view reconcile runs/)).toBeVisible();
    await expect(page.getByLabel('Statement file')).toHaveCount(0);
    for (const path of [`${ADJUST}/adjust`, `${ADJUST}/manual-adjust`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/403$/);
    }
    await page.goto(ADJUST);
    await expect(page.getByTestId('adjustment-summary')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adjust a transaction' })).toHaveCount(0);
    const credit = transactions().find((t) => t.status === 'paid' && t.channel === 'QR_CREDIT');
    if (!credit) throw new Error('No paid QR Credit transaction');
    await page.goto('/management/adjust-fee-qr-credit');
    await lookUp(page, credit.transactionNo);
    await page.getByLabel(/^Fee/).fill('2');
    await page.getByLabel(/Reason/).fill('x');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(page.getByRole('table', { name: 'Confirm the change' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  });
});
