/**
 * Issue 4, "Checked by", for the first three entities through the generated screens: store types,
 * announcements and payment channels against the MSW mock backend, signed in as the administrator.
 * Every test starts from the seed ("reset demo data") and works in English.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { declared } from '../../resources/declared.ts';
import { DEMO, expect, test, openSignedIn } from './support/index.ts';

const announcement = declared('management/announcement');
const paymentChannel = declared('management/payment-channel');
const storeType = declared('management/store-type');

test.describe.configure({ mode: 'parallel' });

interface MockControls {
  reset(): void;
  setFault(service: string, mode: string): void;
  clearFaults(): void;
}
type MockWindow = Window & { __paMock?: MockControls };

/** Signs in, drops earlier changes to the demo data, switches to English and opens `path`. */
async function start(page: Page, path: string): Promise<void> {
  await openSignedIn(page, DEMO.admin, { path, locale: 'en' });
}

const setFault = (page: Page, service: string, mode: string) =>
  page.evaluate(([s, m]) => (window as MockWindow).__paMock?.setFault(s, m), [service, mode] as const);
const clearFaults = (page: Page) => page.evaluate(() => (window as MockWindow).__paMock?.clearFaults());

const rows = (page: Page) => page.locator('tbody').getByRole('row');
const save = (page: Page) => page.getByRole('button', { name: 'Save' });
const dialog = (page: Page) => page.getByRole('dialog');
/** The active switch of a record, named "Activate: <name>" or "Deactivate: <name>". */
const activeSwitch = (scope: Page | Locator, name?: string) =>
  scope.getByLabel(
    name === undefined ? /^(Activate|Deactivate): / : new RegExp(`^(Activate|Deactivate): ${name}$`),
  );

async function search(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Search').fill(text);
  await expect(page).toHaveURL(/filter=/);
}

/** Flips a switch through its confirmation and waits until the reloaded page shows the new state. */
async function toggleWithConfirm(page: Page, toggle: Locator, listPath: RegExp): Promise<void> {
  const wasOn = await toggle.isChecked();
  await toggle.click();
  const confirm = dialog(page);
  await expect(confirm).toContainText(wasOn ? 'Deactivate' : 'Activate');
  const reload = page.waitForResponse((r) => r.request().method() === 'GET' && listPath.test(r.url()));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(wasOn ? /deactivated$/ : /activated$/)).toBeVisible();
  await reload;
  await expect(toggle).toBeChecked({ checked: !wasOn });
}

const storeTypeLabel = storeType.i18n.en.fields.storeType;
const messageLabel = announcement.i18n.en.fields.message;
/** The message box by role: a bare label lookup can meet the list's column header while the form loads. */
const messageInput = (page: Page) => page.getByRole('textbox', { name: messageLabel });

test.describe('store types', () => {
  test('opened with a stored session, the list asks for its first page once and for the next before it is wanted', async ({
    page,
  }) => {
    // Page numbers of the store-type list calls (docs/architecture.md, "Loading policy"): the entry's
    // early call answers the list's own, and page 2 is read at rest, before it is wanted.
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.endsWith('/merchant_category'))
        pages.push(url.searchParams.get('PageNumber') ?? '');
    });
    await start(page, '/management/store-type');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
    await expect.poll(() => pages).toEqual(['1', '2']);

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(/^11-\d+ of \d+$/)).toBeVisible();
    await expect(rows(page).first()).not.toHaveText('');
    expect(pages.filter((n) => n === '2')).toHaveLength(1);
    expect(pages.filter((n) => n === '1')).toHaveLength(1);
  });

  test('a created store type appears in the list', async ({ page }) => {
    await start(page, '/management/store-type/form/create');
    await page.getByLabel(storeTypeLabel).fill('ร้านขายต้นไม้ทดสอบ');
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/store-type\/view\/MC16$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await search(page, 'ต้นไม้ทดสอบ');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('MC16');
    await expect(rows(page).first()).toContainText('ร้านขายต้นไม้ทดสอบ');
  });

  test('an edit survives a reload', async ({ page }) => {
    await start(page, '/management/store-type/form/MC01');
    const input = page.getByLabel(storeTypeLabel);
    await expect(input).not.toHaveValue('');
    await input.fill('ร้านอาหารแก้ไขแล้ว');
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/store-type\/view\/MC01$/);
    await page.reload();
    await expect(page.getByText('ร้านอาหารแก้ไขแล้ว', { exact: true })).toBeVisible();
    await page.goto('/management/store-type/form/MC01');
    await expect(page.getByLabel(storeTypeLabel)).toHaveValue('ร้านอาหารแก้ไขแล้ว');
  });

  test('toggling asks first, then reloads the list with the new state', async ({ page }) => {
    await start(page, '/management/store-type');
    await expect(rows(page).first()).toBeVisible();
    const toggle = activeSwitch(rows(page).first());
    await toggleWithConfirm(page, toggle, /\/mock-api\/master\/merchant_category\?/);
    // Cancel leaves it as it is.
    const now = await toggle.isChecked();
    await toggle.click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(toggle).toBeChecked({ checked: now });
  });

  test('invalid input shows the message next to the field and keeps the typed text', async ({ page }) => {
    await start(page, '/management/store-type/form/create');
    const input = page.getByLabel(storeTypeLabel);
    const tooLong = 'ก'.repeat(101);
    await input.fill(tooLong);
    await save(page).click();
    await expect(input).toHaveAccessibleDescription(/Must be 100 characters or less/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(tooLong);
    await expect(page).toHaveURL(/\/form\/create$/);

    await input.fill('');
    await save(page).click();
    await expect(input).toHaveAccessibleDescription(/Required/);
  });

  test('a server error on save is notified and the form keeps what was typed', async ({ page }) => {
    await start(page, '/management/store-type/form/create');
    const input = page.getByLabel(storeTypeLabel);
    await input.fill('ร้านที่บันทึกไม่สำเร็จ');
    await setFault(page, 'master', '500');
    await save(page).click();
    // A 500 that says no more than its status is shown translated, naming the service.
    await expect(
      page.getByText('The master data service is having a problem. Please try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/form\/create$/);
    await expect(input).toHaveValue('ร้านที่บันทึกไม่สำเร็จ');

    // Nothing was lost: once the service is back, the same form saves.
    await clearFaults(page);
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/store-type\/view\/MC16$/);
  });
});

/** Types digits into a date picker section by section (dd, MM, yyyy, then HH, mm), as on a keyboard. */
async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}
/** The picker's own text (dd/MM/yyyy HH:mm in English), kept in its hidden input. */
const pickerText = (page: Page, source: string) => page.locator(`input[name="${source}"]`);

/** Fills the announcement form's message and display period (the date-time pickers). */
async function fillAnnouncement(page: Page, message: string): Promise<void> {
  await messageInput(page).fill(message);
  await typeDate(page, announcement.i18n.en.fields.startDate, '251120260900');
  await typeDate(page, announcement.i18n.en.fields.endDate, '301120261800');
}

test.describe('announcements', () => {
  test('a created announcement appears in the list, its markup shown as text', async ({ page }) => {
    await start(page, '/management/announcement/form/create');
    const message = '<b>x</b> ปิดปรับปรุงระบบ <img src=x onerror="window.__xss=1">';
    await fillAnnouncement(page, message);
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/announcement\/view\/ANN\d+$/);
    const main = page.getByRole('main');
    await expect(main.getByText(message, { exact: true })).toBeVisible();
    await expect(main.locator('b, img')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back' }).click();
    await search(page, 'ปิดปรับปรุงระบบ <img');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('b, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('an edit survives a reload', async ({ page }) => {
    await start(page, '/management/announcement');
    await rows(page).first().getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/management\/announcement\/form\/ANN\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const input = messageInput(page);
    await expect(input).not.toHaveValue('');
    await input.fill('ประกาศที่แก้ไขแล้ว\nบรรทัดที่สอง');
    await save(page).click();
    await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
    await page.reload();
    await expect(page.getByRole('main')).toContainText('ประกาศที่แก้ไขแล้ว');
    await page.goto(`/management/announcement/form/${id}`);
    await expect(messageInput(page)).toHaveValue('ประกาศที่แก้ไขแล้ว\nบรรทัดที่สอง');
  });

  test('toggling asks first, then reloads the list with the new state', async ({ page }) => {
    await start(page, '/management/announcement');
    await expect(rows(page).first()).toBeVisible();
    await toggleWithConfirm(
      page,
      activeSwitch(rows(page).first()),
      /\/mock-api\/notification\/announcement\?/,
    );
  });

  test('delete asks first and removes the announcement', async ({ page }) => {
    await start(page, '/management/announcement');
    await expect(page.getByText(/^1-10 of 40$/)).toBeVisible();
    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page);
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(/^1-10 of 40$/)).toBeVisible();

    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/^1-10 of 39$/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/^1-10 of 39$/)).toBeVisible();
  });

  test('invalid input shows the message next to the field and keeps the typed text', async ({ page }) => {
    await start(page, '/management/announcement/form/create');
    const long = 'ข'.repeat(501);
    await fillAnnouncement(page, long);
    await save(page).click();
    const input = messageInput(page);
    await expect(input).toHaveAccessibleDescription(/Must be 500 characters or less/);
    await expect(input).toHaveValue(long);
    await expect(pickerText(page, 'startDate')).toHaveValue('25/11/2026 09:00');
  });

  test('a server error on save is notified and the form keeps what was typed', async ({ page }) => {
    await start(page, '/management/announcement/form/create');
    await fillAnnouncement(page, 'ประกาศที่บันทึกไม่สำเร็จ');
    await setFault(page, 'notification', '500');
    await save(page).click();
    await expect(
      page.getByText('The announcement and notification service is having a problem. Please try again.'),
    ).toBeVisible();
    await expect(messageInput(page)).toHaveValue('ประกาศที่บันทึกไม่สำเร็จ');
    await expect(pickerText(page, 'endDate')).toHaveValue('30/11/2026 18:00');
  });

  test('the CSV export starts with the BOM and writes a formula as text', async ({ page }) => {
    await start(page, '/management/announcement/form/create');
    await fillAnnouncement(page, '=1+1');
    await save(page).click();
    await expect(page).toHaveURL(/\/view\/ANN\d+$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(rows(page).first()).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^announcement_\d{8}_\d{6}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { data } = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
    const [header, ...records] = data;
    expect(header).toContain(messageLabel);
    // The 40 seeded announcements and the new one.
    expect(records).toHaveLength(41);
    const messages = records.map((record) => record[header.indexOf(messageLabel)]);
    expect(messages).toContain("'=1+1");
    expect(records.flat().filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
  });
});

test.describe('payment channels', () => {
  test('view/{bankCode} shows the bank and its channels; toggling one channel asks first', async ({
    page,
  }) => {
    await start(page, '/management/payment-channel/view/002');
    const main = page.getByRole('main');
    await expect(main.getByText('002', { exact: true })).toBeVisible();
    const channels = main.getByRole('table', { name: paymentChannel.i18n.en.fields.channels });
    await expect(channels.getByRole('cell', { name: 'QR', exact: true })).toBeVisible();
    const qr = activeSwitch(channels, '.+ — QR');
    await toggleWithConfirm(page, qr, /\/mock-api\/payment\/bank\/002$/);
    const after = await qr.isChecked();
    await page.reload();
    await expect(qr).toBeChecked({ checked: after });
  });

  test('form/{bankCode} edits the bank name and keeps the code read-only', async ({ page }) => {
    await start(page, '/management/payment-channel/form/004');
    await expect(page.getByLabel(paymentChannel.i18n.en.fields.bankCode)).toBeDisabled();
    await expect(page.getByLabel(paymentChannel.i18n.en.fields.bankCode)).toHaveValue('004');
    const name = page.getByLabel(paymentChannel.i18n.en.fields.bankName);
    await name.fill('ธนาคารทดสอบแก้ชื่อ');
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/payment-channel\/view\/004$/);
    await page.reload();
    await expect(page.getByText('ธนาคารทดสอบแก้ชื่อ', { exact: true }).first()).toBeVisible();
  });

  test('toggling a bank in the list asks first, then reloads the list', async ({ page }) => {
    await start(page, '/management/payment-channel');
    await expect(rows(page).first()).toBeVisible();
    await toggleWithConfirm(page, activeSwitch(rows(page).first()), /\/mock-api\/payment\/bank\?/);
  });
});

test.describe('reset demo data', () => {
  test('the user menu resets changed demo data after confirming', async ({ page }) => {
    await start(page, '/management/store-type/form/MC02');
    const input = page.getByLabel(storeTypeLabel);
    await expect(input).not.toHaveValue('');
    const original = await input.inputValue();
    await input.fill('ประเภทที่จะถูกรีเซ็ต');
    await save(page).click();
    await expect(page).toHaveURL(/\/view\/MC02$/);
    await expect(page.getByRole('main').getByText('ประเภทที่จะถูกรีเซ็ต', { exact: true })).toBeVisible();

    const userMenu = page.getByRole('banner').getByRole('button', { name: /สมชาย|Profile/ });
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    await expect(dialog(page)).toContainText('Every change made to the demo data goes back to the original.');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('main').getByText('ประเภทที่จะถูกรีเซ็ต', { exact: true })).toBeVisible();

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await reloaded;
    await expect(page.getByRole('main').getByText(original, { exact: true })).toBeVisible();
    await expect(page.getByText('ประเภทที่จะถูกรีเซ็ต')).toHaveCount(0);
  });
});
