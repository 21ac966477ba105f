/**
 * Stores I in Chromium: a merchant registered end to end (bad input first), its status changed and a
 * sale assigned; one item of a user request approved and another disapproved; every route of the area
 * from its spec URL; the viewer kept out of every form.
 */
import type { Locator, Page } from '@playwright/test';
import { createMockDb } from '../../mocks/db/index.ts';
import { DEMO, expect, test, openSignedIn, type DemoAccount } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

async function start(page: Page, account: DemoAccount, path: string): Promise<void> {
  await openSignedIn(page, account, { path, locale: 'en' });
}

const REG = '/store/store-register-information';
const rows = (page: Page) => page.locator('tbody').getByRole('row');
const controlOf = (input: Locator) =>
  input.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]');

/** The e-mail of the first registration in the demo database (the seed the browser's mock serves). */
function usedEmail(): string {
  const [first] = createMockDb().table('merchantRegisters').list() as readonly { email?: unknown }[];
  if (typeof first?.email !== 'string') throw new Error('the demo database has no registration');
  return first.email;
}

/** A 13-digit Thai tax ID with a valid check digit, different on every run. */
function validTaxId(): string {
  const body = `1${String(Date.now()).slice(-11)}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(body[i]) * (13 - i);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

/** Opens a select, picks an option, and waits for its menu to close: the next click must not land on it. */
async function choose(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The first data cell of the first row: after the selection box of a list with bulk actions. */
async function firstCell(page: Page): Promise<string> {
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const cells = rows(page).first().getByRole('cell');
  const selectable = (await cells.first().getByRole('checkbox').count()) > 0;
  return (await cells.nth(selectable ? 1 : 0).innerText()).trim();
}

test('a merchant is registered end to end, its status changed and a sale assigned', async ({ page }) => {
  test.setTimeout(180_000);
  await start(page, DEMO.admin, `${REG}/form/create/create`);
  const save = page.getByRole('button', { name: 'Save' });
  const storeName = page.getByRole('textbox', { name: /^Store name/ });
  await expect(storeName).toBeVisible();

  const stamp = String(Date.now()).slice(-6);
  const name = `ร้านทดสอบ ${stamp}`;
  await page.getByRole('textbox', { name: /^First name/ }).fill('สมหญิง');
  // Empty required fields: messages next to them, what was typed stays.
  await save.click();
  await expect(controlOf(storeName)).toContainText('Required');
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('สมหญิง');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('ทดลองดี');
  await storeName.fill(name);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('0812345678');

  // A used e-mail is flagged while typing, next to the field.
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  await email.fill('admin@demo.test');
  await email.fill('ops@demo.test');
  await email.fill(usedEmail());
  await expect(controlOf(email)).toContainText('This e-mail is already used');

  // A bad tax ID and a wrong account length: messages next to the fields, typed values kept.
  const taxId = page.getByRole('textbox', { name: /^Tax ID/ });
  await taxId.fill('1234567890123');
  await choose(page, page.getByRole('combobox', { name: /^Store type/ }), /[ก-๙]/);
  // Master lists show their English names in the English UI (provinces, banks); lists with only a
  // Thai name (store types, districts) show that.
  await choose(page, page.getByRole('combobox', { name: /^Province/ }), /^Bangkok$/);
  await choose(page, page.getByRole('combobox', { name: /^District/ }), /[ก-๙]/);
  await choose(page, page.getByRole('combobox', { name: /^Sub-district/ }), /[ก-๙]/);
  await page.getByRole('button', { name: 'Add' }).click();
  await choose(page, page.getByRole('combobox', { name: /^Bank/ }), /^Kasikornbank$/);
  const accountNo = page.getByRole('textbox', { name: /^Account number/ });
  await accountNo.fill('123456789');
  await page.getByRole('textbox', { name: /^Account name/ }).fill('สมหญิง ทดลองดี');
  await save.click();
  await expect(controlOf(taxId)).toContainText('Invalid Thai national ID');
  await expect(controlOf(accountNo)).toContainText('An account number has 10 digits');
  await expect(taxId).toHaveValue('1234567890123');
  await expect(accountNo).toHaveValue('123456789');
  await expect(storeName).toHaveValue(name);

  const address = `${stamp}@shop.example`;
  await email.fill(`owner-${address}`);
  await taxId.fill(validTaxId());
  await accountNo.fill('1234567890');
  await expect(controlOf(email)).not.toContainText('already used');
  await save.click();

  await expect(page).toHaveURL(/\/store\/store-register-information\/detail\/REG\d+$/, { timeout: 30_000 });
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('Waiting for contact').first()).toBeVisible();
  await expect(page.getByText('1234567890').or(page.getByText('123-4-56789-0')).first()).toBeVisible();

  // Change its status: the next status and a remark, confirmed.
  await page.getByRole('button', { name: 'Change status' }).click();
  let dialog = page.getByRole('dialog');
  await choose(page, dialog.getByRole('combobox', { name: /^Status/ }), /^Contacted$/);
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('โทรคุยกับเจ้าของร้านแล้ว');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contacted', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('โทรคุยกับเจ้าของร้านแล้ว')).toBeVisible();

  // Assign the sale from the employee list.
  await page.getByRole('button', { name: 'Assign sale' }).click();
  dialog = page.getByRole('dialog');
  const employee = dialog.getByRole('combobox', { name: /Sale responsibility/ });
  await employee.fill('ops@');
  await page.getByRole('option', { name: 'ops@demo.test' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('สุดา รักงาน')).toBeVisible();

  // Found in the list.
  await page.goto(`${REG}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(rows(page).first()).toContainText(id);
  await expect(rows(page).first()).toContainText('Contacted');
});

test('one item of a user request is approved and another disapproved', async ({ page }) => {
  test.setTimeout(120_000);
  await start(
    page,
    DEMO.admin,
    `/store/user-request?filter=${encodeURIComponent(JSON.stringify({ status: 'waiting approve' }))}`,
  );
  // The list has a selection box first (bulk "Approve requests"); its first data cell is the request no.
  const id = await firstCell(page);
  expect(id).toMatch(/^UR\d+$/);
  await page.goto(`/store/user-request/detail/${id}`);
  const approve = page.getByRole('button', { name: 'Approve', exact: true });
  const disapprove = page.getByRole('button', { name: 'Disapprove', exact: true });
  await expect(approve.first()).toBeVisible({ timeout: 30_000 });
  const before = await approve.count();
  expect(before).toBeGreaterThanOrEqual(2);

  await approve.first().click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('ข้อมูลถูกต้อง');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(approve).toHaveCount(before - 1);

  await disapprove.first().click();
  dialog = page.getByRole('dialog');
  // A remark is needed to disapprove.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('เอกสารไม่ชัดเจน');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(approve).toHaveCount(before - 2);

  const decided = page.getByRole('table', { name: /Decided (changes|files)/ });
  await expect(decided.getByText('ข้อมูลถูกต้อง')).toBeVisible();
  await expect(decided.getByText('เอกสารไม่ชัดเจน')).toBeVisible();
  await expect(page.getByText('Partly approved').first()).toBeVisible();
});

/** One route from its URL: the address stays, `expected` shows, and no not-found or forbidden page. */
async function opensFromUrl(page: Page, path: string, expected: RegExp | string): Promise<void> {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}(\\?.*)?$`));
  await expect(page.getByText(expected).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/not found|Forbidden/i)).toHaveCount(0);
}

/**
 * Every route of the area from its spec URL, in four tests so the two workers share them. Each list is
 * opened first and gives the id (its first row) its record pages open with; the list's own check is
 * that row.
 */
test.describe('every Stores I route opens from its spec URL with real ids', () => {
  // Up to five page loads each, on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test('registrations: list, create, edit, detail, view', async ({ page }) => {
    await start(page, DEMO.admin, REG);
    const regId = await firstCell(page);
    await opensFromUrl(page, REG, regId);
    await opensFromUrl(page, `${REG}/form/create/create`, /Store name/);
    await opensFromUrl(page, `${REG}/form/edit/${regId}`, /Store name/);
    // The edit form reads the registration: its values are there.
    await expect(page.getByRole('textbox', { name: /^Store name/ })).not.toHaveValue('', { timeout: 30_000 });
    await opensFromUrl(page, `${REG}/detail/${regId}`, 'Change status');
    await opensFromUrl(page, `${REG}/view/${regId}`, regId);
  });

  test('user requests: list, detail', async ({ page }) => {
    await start(page, DEMO.admin, '/store/user-request');
    const requestId = await firstCell(page);
    expect(requestId).toMatch(/^UR\d+$/);
    await opensFromUrl(page, '/store/user-request', requestId);
    await opensFromUrl(page, `/store/user-request/detail/${requestId}`, 'Pending changes');
  });

  test('merchant users: list, form', async ({ page }) => {
    await start(page, DEMO.admin, '/store/user-management');
    const userId = await firstCell(page);
    await opensFromUrl(page, '/store/user-management', userId);
    await opensFromUrl(page, `/store/user-management/form/${userId}`, /First name/);
  });

  test('transactions: QR and external', async ({ page }) => {
    await start(page, DEMO.admin, '/store/transaction');
    await opensFromUrl(page, '/store/transaction', /^QR\d+/);
    await opensFromUrl(page, '/store/transaction-external', 'Partner');
  });
});

test('merchant users: search, active filter, toggle with reload, edit', async ({ page }) => {
  test.setTimeout(120_000);
  await start(page, DEMO.admin, '/store/user-management');
  const userId = await firstCell(page);
  await page.goto(`/store/user-management?filter=${encodeURIComponent(JSON.stringify({ q: userId }))}`);
  await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
  const toggle = rows(page).first().getByRole('switch').or(rows(page).first().getByRole('checkbox')).first();
  const wasOn = await toggle.isChecked();
  await toggle.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toggle).toBeChecked({ checked: !wasOn });

  await page.goto(`/store/user-management/form/${userId}`);
  const first = page.getByRole('textbox', { name: /^First name/ });
  await expect(first).not.toHaveValue('', { timeout: 30_000 });
  await first.fill('ทดสอบแก้ไข');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/form\//, { timeout: 30_000 });
  await page.goto(`/store/user-management?filter=${encodeURIComponent(JSON.stringify({ q: userId }))}`);
  await expect(rows(page).first()).toContainText('ทดสอบแก้ไข', { timeout: 30_000 });
});

test('the viewer gets /403 on every form of the area', async ({ page }) => {
  test.setTimeout(120_000);
  await start(page, DEMO.viewer, REG);
  const regId = await firstCell(page);
  await page.goto('/store/user-management');
  const userId = await firstCell(page);
  for (const path of [
    `${REG}/form/create/create`,
    `${REG}/form/edit/${regId}`,
    `${REG}/form/${regId}`,
    `/store/user-management/form/${userId}`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/403$/, { timeout: 30_000 });
  }
  // And no action buttons on the detail.
  await page.goto(`${REG}/detail/${regId}`);
  await expect(page.getByText(regId).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
});
