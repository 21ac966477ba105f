/**
 * Names, not codes (docs/adding-a-resource.md, "Field kinds people use most"): in the English console a
 * system biller's bank is chosen, shown and found by its English name, found by its Thai name too, the
 * look-up finds it by the bank's name, and the CSV has the name with the code in its own column; a
 * bank's settlement cut-off (a time of day) is picked, saved as HH:mm and shown after a reload.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { en as lookupEn } from '../../i18n/lookup/messages.ts';
import { declared } from '../../resources/declared.ts';
import { DEMO, expect, navigateInApp, openSignedIn, test } from './support/index.ts';

const systemBiller = declared('store/system-biller');
const paymentChannel = declared('management/payment-channel');
const F = systemBiller.i18n.en.fields;

test.describe.configure({ mode: 'parallel' });

const rows = (page: Page) => page.getByRole('main').locator('tbody').getByRole('row');

/** Types a search and waits for the list call that carries it. */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      /\/system_biller\?/.test(response.url()) &&
      new URL(response.url()).searchParams.get('q') === text,
  );
  await page.getByPlaceholder('Search').fill(text);
  await answered;
}

/** The bank column's cells of the rows shown. */
async function bankCells(page: Page): Promise<string[]> {
  const header = page.getByRole('main').locator('thead th');
  const names = (await header.allInnerTexts()).map((text) => text.trim());
  const column = names.indexOf(F.bankCode);
  expect(column, `a "${F.bankCode}" column in ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll(
    (trs, at) => trs.map((tr) => (tr.querySelectorAll('td')[at]?.textContent ?? '').trim()),
    column,
  );
}

test('a bank is chosen, shown, searched, looked up and exported by its name', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, { path: '/store/system-biller/form/create', locale: 'en' });
  const billerName = 'Water bills by name';
  await page.getByRole('textbox', { name: new RegExp(`^${F.billerName}`) }).fill(billerName);
  await page.getByRole('combobox', { name: new RegExp(`^${F.bankCode}`) }).click();
  // The choices are the banks' English names in English.
  await expect(page.getByRole('option', { name: 'Bangkok Bank', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Kasikornbank', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/store\/system-biller\/view\/SYS\d+$/);
  await expect(page.getByRole('main').getByText('Kasikornbank', { exact: true })).toBeVisible();

  await navigateInApp(page, '/store/system-biller');
  await expect(rows(page).first()).toBeVisible();

  // By the English name, part of it, any case: every row shown is that bank's, the new one among them.
  await search(page, 'kasikorn');
  await expect.poll(async () => new Set(await bankCells(page))).toEqual(new Set(['Kasikornbank']));
  await expect(rows(page).filter({ hasText: billerName })).toHaveCount(1);
  const byEnglish = await bankCells(page);

  // Another bank's name finds none of them.
  await search(page, 'Siam Commercial');
  await expect(rows(page).filter({ hasText: billerName })).toHaveCount(0);
  // By the Thai name: the same rows, still shown by the English name.
  await search(page, 'ธนาคารกสิกรไทย');
  await expect(rows(page).filter({ hasText: billerName })).toHaveCount(1);
  await expect(rows(page)).toHaveCount(byEnglish.length);
  expect(new Set(await bankCells(page))).toEqual(new Set(['Kasikornbank']));

  // The CSV of the filtered list: the bank's name, and its code in a column of its own.
  await search(page, 'Kasikornbank');
  await expect(rows(page)).toHaveCount(byEnglish.length);
  await expect.poll(async () => new Set(await bankCells(page))).toEqual(new Set(['Kasikornbank']));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  const { data } = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
  const [header, ...records] = data;
  const bank = header!.indexOf(F.bankCode);
  const code = header!.indexOf(`${F.bankCode} (code)`);
  expect(bank).toBeGreaterThanOrEqual(0);
  expect(code).toBe(bank + 1);
  expect(records).toHaveLength(byEnglish.length);
  expect(new Set(records.map((record) => record[bank]))).toEqual(new Set(['Kasikornbank']));
  expect(new Set(records.map((record) => record[code]))).toEqual(new Set(['="004"']));
  expect(records.map((record) => record[header!.indexOf(F.billerName)])).toContain(billerName);

  // The top bar's look-up finds the system billers by their bank's name.
  await page.mouse.move(0, 0);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: lookupEn.pa.lookup.title });
  await dialog.getByRole('combobox').fill('Kasikornbank');
  const group = dialog.getByRole('group', { name: new RegExp(`^${systemBiller.i18n.en.name}`) });
  await expect(group.getByRole('option').first()).toBeVisible();
});

test('a bank’s settlement cut-off is a time of day: picked, saved as HH:mm, shown after a reload', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, { path: '/management/payment-channel/form/004', locale: 'en' });
  const label = paymentChannel.i18n.en.fields.cutOffTime;
  const picker = page.getByRole('group', { name: new RegExp(`^${label}`) });
  const wire = page.locator('input[name="cutOffTime"]');
  await expect(wire).toHaveValue('15:30');
  await picker.getByRole('spinbutton').first().click();
  await page.keyboard.type('1645');
  await expect(wire).toHaveValue('16:45');
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/mock-api\/payment\/bank\/004$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ cutOffTime: '16:45' });
  await expect(page).toHaveURL(/\/management\/payment-channel\/view\/004$/);
  await page.reload();
  await expect(page.getByRole('main').getByText('16:45', { exact: true })).toBeVisible();
  await navigateInApp(page, '/management/payment-channel/form/004');
  await expect(page.locator('input[name="cutOffTime"]')).toHaveValue('16:45');
});
