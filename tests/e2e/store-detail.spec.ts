/**
 * Issue 12, "Checked by": the store list and the store page in tab groups, callbacks and deeplinks,
 * branches, billers with items, bank accounts, documents, API keys, every route of the store detail from
 * its URL (each tab's address on its group and section), "Back" from a child's page to its group, and
 * who may edit. Each test starts from the seed ("reset demo data") and works in English.
 */
import { Buffer } from 'node:buffer';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { declared } from '../../resources/declared.ts';
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
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Each tab of the store page (`tab/{currentTab}`), in the declared order: the group whose tab it opens
 * and the title of its section there (English).
 */
const SECTIONS: Record<string, [group: string, section: string]> = {
  general: ['Overview', 'General'],
  address: ['Contact', 'Address and contacts'],
  services: ['Settings', 'Services'],
  sap: ['Settings', 'SAP and mail'],
  'service-type': ['Overview', 'Service type'],
  'customer-group': ['Overview', 'Customer group'],
  'register-status': ['Overview', 'Register status'],
  callback: ['Integration', 'Callback'],
  'sub-merchant-callback': ['Integration', 'Sub-merchant callback'],
  deeplink: ['Integration', 'Deeplinks'],
  api: ['Integration', 'API information'],
  branches: ['Branches', 'Branches'],
  billers: ['Billers', 'Billers'],
  'bank-accounts': ['Bank accounts', 'Bank accounts'],
  files: ['Documents', 'Documents'],
};

/** The store page shows the group of `tab` selected, with the tab's section titled, focused and in view. */
async function expectSection(page: Page, tab: string) {
  const [group, title] = SECTIONS[tab];
  await expect(page.getByRole('tab', { selected: true }), tab).toHaveText(group);
  await expect(page.getByRole('tab')).toHaveCount(8);
  const section = page.locator(`#tab-section-${tab}`);
  const heading = section.getByRole('heading', { name: title, exact: true }).first();
  await expect(heading, tab).toBeVisible();
  await expect(section, tab).toBeFocused();
  await expect(heading, tab).toBeInViewport({ ratio: 1 });
}

test('a store opens from the list; its groups move by click and by URL', async ({ page }) => {
  await start(page, DEMO.admin, ROOT);
  const first = page.locator('tbody').getByRole('row').first();
  await expect(first).toContainText(STORE);
  await first.getByText(STORE).click();
  await expect(page).toHaveURL(new RegExp(`${ROOT}/view/${STORE}/tab/general$`));
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  // Fifteen tabs in eight groups.
  await expect(page.getByRole('tab')).toHaveText([
    'Overview',
    'Contact',
    'Settings',
    'Integration',
    'Branches',
    'Billers',
    'Bank accounts',
    'Documents',
  ]);
  for (const title of ['General', 'Register status', 'Customer group', 'Service type']) {
    await expect(region(page, title).getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  }

  // A group chosen in the tab bar opens at its first tab; the focus stays on the tab bar.
  const integration = page.getByRole('tab', { name: 'Integration' });
  await integration.click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/tab/callback$`));
  await expect(integration).toHaveAttribute('aria-selected', 'true');
  await expect(region(page, 'Deeplinks')).toBeVisible();
  await expect(integration).toBeFocused();

  await page.getByRole('tab', { name: 'Bank accounts' }).click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/tab/bank-accounts$`));
  await expect(region(page, 'Bank accounts').locator('tbody tr').first()).toBeVisible();

  await page.goto(`${ROOT}/view/${STORE}/tab/deeplink`);
  await expectSection(page, 'deeplink');
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
  await expectSection(page, 'deeplink');
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
  // A bank is chosen by its name in the UI's language (English here), not by its Thai name.
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'Kasikornbank', exact: true }).click();
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
  await page.getByRole('option', { name: 'Government Savings Bank', exact: true }).click();
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

/**
 * Every tab's address of the store page (`tab/{currentTab}`, docs/routes.md) opens its group with its
 * section, and every tab's form (`form/{currentTab}`) opens that section's form, from the URL, with
 * the seed's store; in three tests so the two workers share them.
 */
test.describe('every tab and tab form of a store opens on its group and section', () => {
  const tabs = (declared('store/store-detail').tabs ?? []).map((tab) => tab.name);
  const half = Math.ceil(tabs.length / 2);

  test('the table above names every tab of the store page', () => {
    expect(Object.keys(SECTIONS)).toEqual(tabs);
  });

  for (const [name, part] of [
    ['first half', tabs.slice(0, half)],
    ['second half', tabs.slice(half)],
  ] as const) {
    test(`tab/{currentTab}, ${name}`, async ({ page }) => {
      await start(page, DEMO.admin, `${ROOT}/view/${STORE}/tab/${part[0]}`);
      for (const tab of part) {
        const path = `${ROOT}/view/${STORE}/tab/${tab}`;
        if (new URL(page.url()).pathname !== path) await page.goto(path);
        await expectSection(page, tab);
      }
    });
  }

  test('form/{currentTab}', async ({ page }) => {
    // Each editable tab's form, by a field of its own.
    const forms: [string, string][] = [
      ['general', 'Store name'],
      ['address', 'Address'],
      ['services', 'Services'],
      ['sap', 'SAP customer ID'],
      ['service-type', 'Merchant service type'],
      ['customer-group', 'Customer group'],
      ['register-status', 'Register status'],
      ['callback', 'Callback URL'],
      ['sub-merchant-callback', 'Sub-merchant callback URL'],
      ['deeplink', 'Android deeplink'],
    ];
    await start(page, DEMO.admin, `${ROOT}/view/${STORE}/form/${forms[0][0]}`);
    for (const [tab, field] of forms) {
      const path = `${ROOT}/view/${STORE}/form/${tab}`;
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      await expect(page.getByLabel(field).first(), path).toBeVisible();
      await expect(save(page), path).toBeVisible();
      // Cancel goes back to the section.
      await expect(page.getByRole('link', { name: 'Cancel' }), path).toHaveAttribute(
        'href',
        `${ROOT}/view/${STORE}/tab/${tab}`,
      );
    }
    // A tab read from its own call has no form.
    await page.goto(`${ROOT}/view/${STORE}/form/api`);
    await expect(page).toHaveURL(/\/404$/);
  });
});

test('"Back" from a branch, a biller, a bank account and a document returns to its group', async ({
  page,
}) => {
  const back: [string, string, string][] = [
    [`${ROOT}/view/${STORE}/biller/view/${BILLER}`, 'Back to parent', 'billers'],
    [`${ROOT}/view/${STORE}/view/branch/${BRANCH}`, 'Back to parent', 'branches'],
    [`${ROOT}/view/${STORE}/bank-account/view/BA00001`, 'Back to parent', 'bank-accounts'],
    [`${ROOT}/view/${STORE}/file/ID_CARD/view`, 'Go Back', 'files'],
  ];
  await start(page, DEMO.admin, back[0][0]);
  for (const [path, label, tab] of back) {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await page.getByRole('link', { name: label }).click();
    await expect(page, path).toHaveURL(new RegExp(`${ROOT}/view/${STORE}/tab/${tab}$`));
    await expectSection(page, tab);
  }
});

test('a grouped store page has no serious or critical accessibility violation', async ({ page }) => {
  await start(page, DEMO.ops, `${ROOT}/view/${STORE}/tab/deeplink`);
  for (const tab of ['deeplink', 'general', 'files']) {
    const path = `${ROOT}/view/${STORE}/tab/${tab}`;
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await expectSection(page, tab);
    // The section's content is in (the API keys, the documents) before the check.
    if (tab === 'deeplink') await expect(page.getByText('••••••••')).toHaveCount(2);
    if (tab === 'files') await expect(region(page, 'Bank book page')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({ tab, id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
    expect(bad).toEqual([]);
  }
});

test.describe('who may edit', () => {
  for (const account of [DEMO.finance, DEMO.viewer]) {
    test(`${account} only views the store`, async ({ page }) => {
      await start(page, account, `${ROOT}/view/${STORE}/tab/callback`);
      await expect(page.getByRole('tab', { name: 'Integration', selected: true })).toBeVisible();
      await expect(region(page, 'Callback')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
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
    await expect(region(page, 'Callback').getByRole('link', { name: 'Edit Callback' })).toHaveAttribute(
      'href',
      `${ROOT}/view/${STORE}/form/callback`,
    );
    // The API keys are read from their own call, never edited.
    await expect(region(page, 'API information')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Edit/ })).toHaveText(['Edit', 'Edit', 'Edit']);
    await page.goto(`${ROOT}/view/${STORE}/tab/branches`);
    await expect(region(page, 'Branches').getByRole('link', { name: 'Create' })).toBeVisible();
  });
});
