/**
 * A child of a child (issue 40): a store's biller's item prices, from the declaration alone. The
 * administrator opens a store, its biller and the biller's item prices, creates one, views it, edits it
 * and deletes it, each page under every ancestor's view page, with a breadcrumb back through the store
 * and the biller. Starts from the seed ("reset demo data"); the store's first biller has three prices.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

test.describe.configure({ timeout: 90_000 });

const ROOT = '/store/store-detail';
const STORE = 'ST00001';
const BILLER = 'BL00009';
const BILLER_PAGE = `${ROOT}/view/${STORE}/biller/view/${BILLER}`;

const prices = (page: Page) => page.getByRole('region', { name: 'Item prices', exact: true });
const trail = (page: Page) => page.getByRole('navigation', { name: 'Where this page is' });

/** The breadcrumb's links, each its text and address, and the page's own crumb. */
async function expectTrail(page: Page, links: [string, string][], current: string | RegExp) {
  const nav = trail(page);
  await expect(nav.getByRole('link')).toHaveText(links.map(([text]) => text));
  for (const [text, href] of links) {
    await expect(nav.getByRole('link', { name: text, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.locator('[aria-current="page"]')).toHaveText(current);
}

test("a store's biller's item price is created, viewed, edited and deleted under its ancestors", async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, { path: `${ROOT}/view/${STORE}/tab/billers`, locale: 'en' });
  // The store → its biller: the biller's page lists its item prices.
  await page.getByRole('cell', { name: BILLER, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}$`));
  await expect(prices(page).getByRole('row')).toHaveCount(4);
  await expect(prices(page)).toContainText('SKU-COFFEE');
  await expect(prices(page)).toContainText('กาแฟเย็น');

  // Create, under the store and the biller.
  await prices(page).getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}/item-price/form/create$`));
  const ancestors: [string, string][] = [
    ['Store Data', ROOT],
    [STORE, `${ROOT}/view/${STORE}/tab/general`],
    ['Billers', `${ROOT}/view/${STORE}/tab/billers`],
    [BILLER, BILLER_PAGE],
    ['Item prices', BILLER_PAGE],
  ];
  await expectTrail(page, ancestors, 'Create');
  await page.getByRole('textbox', { name: 'Item code' }).fill('SKU-JUICE');
  await page.getByRole('textbox', { name: 'Item name' }).fill('น้ำส้มคั้น');
  await page.getByRole('textbox', { name: 'Price' }).fill('65.50');
  await page.getByRole('combobox', { name: 'On sale' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  // Its view page, with the breadcrumb back through the store and the biller.
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}/item-price/view/IP\\d+$`));
  const id = /item-price\/view\/(IP\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('main')).toContainText('น้ำส้มคั้น');
  await expectTrail(page, ancestors, id);

  // Edit, then back on its view page.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}/item-price/form/${id}$`));
  await expectTrail(page, ancestors, id);
  const name = page.getByRole('textbox', { name: 'Item name' });
  await expect(name).toHaveValue('น้ำส้มคั้น');
  await name.fill('น้ำส้มคั้นสด');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}/item-price/view/${id}$`));
  await expect(page.getByRole('main')).toContainText('น้ำส้มคั้นสด');

  // The biller's crumb leads to its page, where the new price is listed; back to the price from its row.
  await trail(page).getByRole('link', { name: BILLER, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}$`));
  await expect(prices(page).getByRole('row')).toHaveCount(5);
  await prices(page).getByRole('cell', { name: 'SKU-JUICE', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}/item-price/view/${id}$`));
  // The address changes before the price's page replaces the biller's (whose rows have Delete too).
  await expectTrail(page, ancestors, id);

  // Delete: back on the biller's page, the price gone from its list.
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}$`));
  await expect(prices(page).getByRole('row')).toHaveCount(4);
  await expect(prices(page)).not.toContainText('SKU-JUICE');

  // The store's crumb on the biller's page leads to the store.
  await trail(page).getByRole('link', { name: STORE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOT}/view/${STORE}/tab/general$`));
});
