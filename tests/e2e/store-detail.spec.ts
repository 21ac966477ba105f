/**
 * Issue 12, "Checked by": the store list and the store page in tabs, callbacks and deeplinks, branches,
 * billers with items, bank accounts, documents, API keys, every route of the store detail from its
 * URL, and who may edit. Each test starts from the seed ("reset demo data") and works in English.
 */
import { Buffer } from 'node:buffer';
import type { Page } from '@playwright/test';
import { DEMO, expect, test, openSignedIn, type DemoAccount } from './support/index.ts';

// Flows of several saves and reloads; the machine running them is shared.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const STORE = 'ST00001';
const BRANCH = 'BR00001';
const BILLER = 'BL00009';
const ROOT = '/store/store-detail';

async function start(page: Page, account: DemoAccount, path: string): Promise<void> {
  await openSignedIn(page, account, { path, locale: 'en' });
}

const save = (page: Page) => page.getByRole('button', { name: 'Save' });
const dialog = (page: Page) => page.getByRole('dialog');
const region = (page: Page, name: string) => page.getByRole('region', { name });

test('a store opens from the list; its tabs move by click and by URL', async ({ page }) => {
  await start(page, DEMO.admin, ROOT);
  const first = page.locator('tbody').getByRole('row').first();
  await expect(first).toContainText(STORE);
  await first.getByText(STORE).click();
  await expect(page).toHaveURL(new RegExp(`${ROOT}/view/${STORE}/tab/general$`));
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Bank accounts' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/tab/bank-accounts$`));
  await expect(region(page, 'Bank accounts').locator('tbody tr').first()).toBeVisible();

  await page.goto(`${ROOT}/view/${STORE}/tab/deeplink`);
  await expect(page.getByRole('tab', { name: 'Deeplinks' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(`${ROOT}/view/${STORE}/tab/nothing`);
  await expect(page).toHaveURL(/\/404$/);
});

test('callback URL and deeplinks are edited, refused when unsafe, and kept after a reload', async ({
  page,
}) => {
  await start(page, DEMO.ops, `${ROOT}/view/${STORE}/form/callback`);
  const callback = page.getByRole('textbox', { name: 'Callback URL' });
  await callback.fill('http://shop.example/cb');
  await save(page).click();
  await expect(page.getByText(/https/).first()).toBeVisible();
  await expect(callback).toHaveValue('http://shop.example/cb');
  await callback.fill('https://shop.example/cb');
  await save(page).click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/tab/callback$`));
  await page.reload();
  await expect(page.getByText('https://shop.example/cb')).toBeVisible();

  await page.goto(`${ROOT}/view/${STORE}/form/deeplink`);
  const android = page.getByRole('textbox', { name: 'Android deeplink' });
  await android.fill('javascript:alert(1)');
  await save(page).click();
  await expect(page.getByText(/are not allowed/)).toBeVisible();
  await android.fill('myshop://pay/done');
  await page.getByRole('textbox', { name: 'Default deeplink' }).fill('https://shop.example/done');
  await save(page).click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/tab/deeplink$`));
  await page.reload();
  await expect(page.getByText('myshop://pay/done')).toBeVisible();
  await expect(page.getByText('https://shop.example/done')).toBeVisible();
});

test('a branch is added and toggled', async ({ page }) => {
  await start(page, DEMO.ops, `${ROOT}/view/${STORE}/tab/branches`);
  await region(page, 'Branches').getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Branch name' }).fill('สาขาทดสอบ');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0812345678');
  await save(page).click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/view/branch/BR\\d+$`));
  await expect(page.getByText('สาขาทดสอบ').first()).toBeVisible();
  const active = page.getByRole('switch').first();
  await expect(active).toBeChecked();
  await active.click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(active).not.toBeChecked();
});

test('a biller with an item is added, toggled and deleted after naming it', async ({ page }) => {
  // Deleting needs the delete right, which only the administrator has.
  await start(page, DEMO.admin, `${ROOT}/view/${STORE}/biller/form/create`);
  await page.getByRole('textbox', { name: 'Biller name' }).fill('Biller ทดสอบ');
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: /กสิกรไทย/ }).click();
  await save(page).click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/biller/view/BL\\d+$`));

  await page.getByRole('button', { name: 'Add item' }).click();
  await dialog(page).getByRole('textbox', { name: 'Item name' }).fill('ค่าบริการ');
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('150.25');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: 'ค่าบริการ' })).toBeVisible();

  const active = page.getByRole('switch').first();
  await active.click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(active).not.toBeChecked();

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page)).toContainText('Biller ทดสอบ');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOT}/view/${STORE}/tab/billers$`));
});

test('a bank account is added with the bank’s length, then deleted after naming it', async ({ page }) => {
  await start(page, DEMO.admin, `${ROOT}/view/${STORE}/bank-account/form/create`);
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: /ออมสิน/ }).click();
  const number = page.getByRole('textbox', { name: 'Account number' });
  await number.fill('1234567890');
  await page.getByRole('textbox', { name: 'Account name' }).fill('บัญชีทดสอบ');
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Main account' }).click();
  await page.getByRole('option', { name: 'Not main' }).click();
  await page.getByRole('combobox', { name: 'Active' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await save(page).click();
  await expect(page.getByText(/12/).first()).toBeVisible();
  await expect(number).toHaveValue('1234567890');
  await number.fill('123456789012');
  await save(page).click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/bank-account/view/BA\\d+$`));

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page)).toContainText('123456789012');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROOT}/view/${STORE}/tab/bank-accounts$`));
});

test('a document is uploaded and previewed', async ({ page }) => {
  await start(page, DEMO.ops, `${ROOT}/view/${STORE}/tab/files`);
  const card = region(page, 'Bank book page');
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await card.getByLabel('Choose the Bank book page file').setInputFiles({
    name: 'bankbook.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(card).toContainText('bankbook.png');
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog(page).getByRole('img', { name: 'bankbook.png' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();

  await card.getByLabel('Choose the Bank book page file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(card.getByText('Only PNG, JPEG or PDF files')).toBeVisible();
});

test('the API key is masked, revealed for an editor and copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await start(page, DEMO.ops, `${ROOT}/view/${STORE}/tab/api`);
  await expect(page.getByText('••••••••')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show value' }).first().click();
  await expect(page.getByText('••••••••')).toHaveCount(1);
  await page.getByRole('button', { name: 'Copy' }).first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\S{16,}$/);
  await expect(page.getByText(copied)).toBeVisible();
});

/**
 * Every store-detail route from its URL, with real ids (the seed's store, branch and biller), in three
 * tests so the two workers share them: the store's pages, its children's, and the branch pages.
 */
test.describe('every store-detail route opens from its URL with real ids', () => {
  const B = '/store/store-detail-branch';
  const groups: [string, [string, RegExp | string][]][] = [
    [
      'the store list and the store',
      [
        [ROOT, STORE],
        [`${ROOT}/view/${STORE}/tab/general`, 'Store name'],
        [`${ROOT}/view/${STORE}/form/general`, 'Save'],
        [`${ROOT}/viewall/${STORE}`, 'API information'],
        [`${ROOT}/service/${STORE}`, 'Services'],
        [`${ROOT}/formall/edit/${STORE}`, 'Android deeplink'],
        [`${ROOT}/form/${STORE}`, 'Callback URL'],
      ],
    ],
    [
      "the store's branch, billers and documents",
      [
        [`${ROOT}/edit/${STORE}/branch/${BRANCH}`, 'Branch name'],
        [`${ROOT}/view/${STORE}/view/branch/${BRANCH}`, BRANCH],
        [`${ROOT}/view/${STORE}/biller/form/${BILLER}`, 'Biller name'],
        [`${ROOT}/view/${STORE}/biller/view/${BILLER}`, BILLER],
        [`${ROOT}/view/${STORE}/file/ID_CARD/view`, 'ID card'],
      ],
    ],
    [
      'the branch pages',
      [
        [`${B}/view/${STORE}/${BRANCH}/general`, BRANCH],
        [`${B}/view/${STORE}/${BRANCH}/general/biller-view/${BILLER}`, BILLER],
        [`${B}/view/${STORE}/${BRANCH}/general/viewall`, 'Billers'],
        [`${B}/view/${STORE}/${BRANCH}/general/edit`, 'Branch name'],
        [`${B}/view/${STORE}/${BRANCH}/general/editall`, 'Address'],
        [`${B}/view/${STORE}/${BRANCH}/general/biller/${BILLER}`, 'Biller name'],
      ],
    ],
  ];
  for (const [name, routes] of groups) {
    test(name, async ({ page }) => {
      await start(page, DEMO.admin, routes[0][0]);
      for (const [path, expected] of routes) {
        // The first route is where the test started: loaded already.
        if (new URL(page.url()).pathname !== path) await page.goto(path);
        await expect(page, path).not.toHaveURL(/\/(404|403)$/);
        await expect(page.getByText(expected).first(), path).toBeVisible();
      }
    });
  }
});

test.describe('who may edit', () => {
  for (const account of [DEMO.finance, DEMO.viewer]) {
    test(`${account} only views the store`, async ({ page }) => {
      await start(page, account, `${ROOT}/view/${STORE}/tab/callback`);
      await expect(page.getByRole('tab', { name: 'Callback', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await page.goto(`${ROOT}/view/${STORE}/tab/api`);
      await expect(page.getByText('••••••••')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Show value' })).toHaveCount(0);
      await page.goto(`${ROOT}/view/${STORE}/form/callback`);
      await expect(page).toHaveURL(/\/403$/);
      await page.goto(`${ROOT}/view/${STORE}/bank-account/form/create`);
      await expect(page).toHaveURL(/\/403$/);
    });
  }

  test('ops sees edit on the store and on its children', async ({ page }) => {
    await start(page, DEMO.ops, `${ROOT}/view/${STORE}/tab/callback`);
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await page.goto(`${ROOT}/view/${STORE}/tab/branches`);
    await expect(region(page, 'Branches').getByRole('link', { name: 'Create' })).toBeVisible();
  });
});
