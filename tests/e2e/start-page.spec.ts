/**
 * The start page (resources/today/; docs/routes.md): as finance and as operations staff it shows the
 * work queues of the lists their role may view, and no other; each card's count is the total of the
 * list it links to; its charts have a table of their numbers. On the transaction list, the chart of a
 * day agrees with the list filtered to that day, in Thai with Buddhist-era dates and baht. A person
 * may choose the start page as the page they land on.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

const CARDS = '[data-testid^="queue-"]:not([data-testid="queue-count"])';

/** The total the list shows in its pagination ("1-10 of 1,234"), or 0 when it says it found none. */
async function listTotal(page: Page): Promise<number> {
  const range = page.getByText(/^\d+-\d+ of [\d,]+$/);
  const empty = page.getByText(/^No .+ found using the current filters/).first();
  await expect(range.or(empty).first()).toBeVisible({ timeout: 30_000 });
  if (!(await range.isVisible())) return 0;
  const text = (await range.textContent()) ?? '';
  return Number(/of ([\d,]+)$/.exec(text)?.[1]?.replaceAll(',', ''));
}

const ROLES = [
  {
    account: DEMO.finance,
    queues: [
      'queue-store/store-register-information-toApprove',
      'queue-store/transaction-failedToday',
      'queue-store/user-request-toApprove',
      'queue-account/funding-transfer/transfer-return-toReview',
    ],
    settlement: true,
  },
  {
    account: DEMO.ops,
    queues: [
      'queue-store/store-register-information-toApprove',
      'queue-store/transaction-failedToday',
      'queue-store/user-request-toApprove',
      'queue-management/reconcile-mismatches',
    ],
    settlement: false,
  },
];

for (const role of ROLES) {
  test(`as ${role.account}: only their queues, each count the total of the list it links to`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, role.account, { path: '/app/today', locale: 'en' });
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    // "Today" is the side menu's first item.
    await expect(page.getByRole('navigation').getByRole('menuitem').first()).toHaveText('Today');
    const cards = page.locator(CARDS);
    await expect(cards).toHaveCount(role.queues.length);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual(
      role.queues,
    );
    // The charts and their tables: 14 days, settlement for finance only.
    await expect(page.getByTestId('chart-volume-table').locator('tbody tr')).toHaveCount(14);
    await expect(page.getByTestId('chart-amount-table')).toBeAttached();
    await expect(page.getByTestId('chart-settlement-table')).toHaveCount(role.settlement ? 1 : 0);
    // The drawings are hidden from assistive technology (the tables hold their numbers), and nothing
    // in them takes the keyboard's focus.
    const drawings = page.locator('[data-testid^="chart-"] [aria-hidden="true"]');
    await expect(drawings.first().locator('svg').first()).toBeVisible();
    await expect(
      drawings.locator(':is([tabindex]:not([tabindex="-1"]), a[href], button, input, select, textarea)'),
    ).toHaveCount(0);

    for (const id of role.queues) {
      const card = page.getByTestId(id);
      const shown = await card.getByTestId('queue-count').textContent({ timeout: 30_000 });
      const count = Number((shown ?? '').replaceAll(',', ''));
      expect(Number.isInteger(count), `${id}: ${shown}`).toBe(true);
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\?filter=/);
      expect(await listTotal(page), id).toBe(count);
      await page.goBack();
      await expect(page.locator(CARDS)).toHaveCount(role.queues.length);
    }
  });
}

test('on the transaction list, a day of the chart agrees with the list of that day, in Thai', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const day = '2026-10-31';
  const filter = encodeURIComponent(JSON.stringify({ StartDate: day, EndDate: day }));
  await openSignedIn(page, DEMO.finance, { path: `/store/transaction?filter=${filter}`, locale: 'en' });
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(0);
  const row = page.getByTestId('chart-volume-table').locator(`tr[data-day="${day}"]`);
  await expect(row.locator('td[data-total]')).toHaveText(total.toLocaleString('en-US'));

  await openSignedIn(page, DEMO.finance, { path: `/store/transaction?filter=${filter}`, locale: 'th' });
  const thaiRow = page.getByTestId('chart-amount-table').locator(`tr[data-day="${day}"]`);
  await expect(thaiRow.locator('th')).toHaveText('31 ต.ค. 2569');
  await expect(thaiRow.locator('td[data-total]')).toHaveText(/^฿[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('chart-settlement-table').locator(`tr[data-day="${day}"] td`)).toHaveText(
    /^฿[\d,]+\.\d{2}$/,
  );
});

test('a person may choose the start page as the page they land on', async ({ page }) => {
  await openSignedIn(page, DEMO.ops, { path: '/', locale: 'en' });
  await expect(page).toHaveURL(/\/store\/store-register-information/);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('start-page-today').click();
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
});
