/**
 * A child of a child (issue 40): a store's biller's item prices, from the declaration alone. The
 * administrator opens a store, its biller and the biller's item prices, creates one, views it, edits it
 * and deletes it, each page under every ancestor's view page, with a breadcrumb back through the store
 * and the biller, each named by its record's title (the store's name, the biller's), and switches it
 * off sale from the biller's page (a call under the store and the biller). Starts from the seed ("reset
 * demo data"); the store's first biller has three prices.
 */
import type { Page, Response } from '@playwright/test';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

test.describe.configure({ timeout: 90_000 });

const ROOT = '/store/store-detail';
const STORE = 'ST00001';
const BILLER = 'BL00009';
const BILLER_PAGE = `${ROOT}/view/${STORE}/biller/view/${BILLER}`;

const prices = (page: Page) => page.getByRole('region', { name: 'Item prices', exact: true });
const trail = (page: Page) => page.getByRole('navigation', { name: 'Where this page is' });

/** A record's title field from the answer to the call that read it. */
async function titleOf(answer: Promise<Response>, field: string): Promise<string> {
  const body = (await (await answer).json()) as Record<string, unknown>;
  const title = body[field];
  expect(typeof title, `${field} in ${JSON.stringify(body)}`).toBe('string');
  return String(title);
}

/** The answer to the GET of one record, its address ending in `path`. */
const readOf = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith(path),
  );

/** The breadcrumb's links, each its text and address, and the page's own crumb. */
async function expectTrail(page: Page, links: [string, string][], current: string | RegExp) {
  const nav = trail(page);
  await expect(nav.getByRole('link')).toHaveText(links.map(([text]) => text));
  // (A store's biller is named after its store in the seed: the links are told apart by position.)
  for (const [i, [, href]] of links.entries()) {
    await expect(nav.getByRole('link').nth(i)).toHaveAttribute('href', href);
  }
  await expect(nav.locator('[aria-current="page"]')).toHaveText(current);
}

test("a store's biller's item price is created, viewed, edited and deleted under its ancestors", async ({
  page,
}) => {
  // The store's and the biller's titles, as the services answer them.
  const storeRead = readOf(page, `/merchant/${STORE}`);
  await openSignedIn(page, DEMO.admin, { path: `${ROOT}/view/${STORE}/tab/billers`, locale: 'en' });
  const storeName = await titleOf(storeRead, 'storeName');
  // The store → its biller: the biller's page lists its item prices.
  const billerRead = readOf(page, `/${BILLER}`);
  await page.getByRole('cell', { name: BILLER, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}$`));
  const billerName = await titleOf(billerRead, 'billerName');
  await expect(prices(page).getByRole('row')).toHaveCount(4);
  await expect(prices(page)).toContainText('SKU-COFFEE');
  await expect(prices(page)).toContainText('กาแฟเย็น');

  // Create, under the store and the biller.
  await prices(page).getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}/item-price/form/create$`));
  const ancestors: [string, string][] = [
    ['Store Data', ROOT],
    [storeName, `${ROOT}/view/${STORE}/tab/general`],
    ['Billers', `${ROOT}/view/${STORE}/tab/billers`],
    [billerName, BILLER_PAGE],
    ['Item prices', BILLER_PAGE],
  ];
  await expectTrail(page, ancestors, 'Create');
  await page.getByRole('textbox', { name: 'Item code' }).fill('SKU-JUICE');
  await page.getByRole('textbox', { name: 'Item name' }).fill('น้ำส้มคั้น');
  await page.getByRole('textbox', { name: 'Price' }).fill('65.50');
  // On sale unless switched off.
  await expect(page.getByRole('switch', { name: 'On sale' })).toBeChecked();
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

  // The biller's crumb leads to its page, where the new price is listed.
  await trail(page).getByRole('link').nth(3).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}$`));
  await expect(prices(page).getByRole('row')).toHaveCount(5);

  // Off sale from its row: the switch's call names the store and the biller.
  const switched = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' &&
      new URL(request.url()).pathname.endsWith(`/merchant/${STORE}/biller/${BILLER}/item_price/${id}/toggle`),
  );
  await prices(page).getByRole('switch', { name: 'Deactivate: น้ำส้มคั้นสด' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  expect((await (await switched).response())?.status()).toBe(200);
  await expect(prices(page).getByRole('switch', { name: 'Activate: น้ำส้มคั้นสด' })).not.toBeChecked();

  // Back to the price from its row: read again, it is off sale.
  await prices(page).getByRole('cell', { name: 'SKU-JUICE', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}/item-price/view/${id}$`));
  // The address changes before the price's page replaces the biller's (whose rows have Delete too).
  await expectTrail(page, ancestors, id);
  await expect(page.getByRole('main').getByRole('switch', { name: 'Activate: น้ำส้มคั้นสด' })).not.toBeChecked();

  // Delete: back on the biller's page, the price gone from its list.
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLER_PAGE}$`));
  await expect(prices(page).getByRole('row')).toHaveCount(4);
  await expect(prices(page)).not.toContainText('SKU-JUICE');

  // The store's crumb on the biller's page, by the store's name, leads to the store.
  await expect(trail(page).getByRole('link').nth(1)).toHaveText(storeName);
  await trail(page).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${ROOT}/view/${STORE}/tab/general$`));
});
