/**
 * The top bar's record look-up (docs/lookup.md): Ctrl+K from a list screen (also from inside a field),
 * a store id opens its store page, a QR transaction number its record, the groups follow the role, Esc
 * closes, the records opened are remembered, axe finds nothing serious in the open dialog, in Thai
 * and in English.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { en, th } from '../../i18n/lookup/messages.ts';
import { DEMO, expect, openSignedIn, setLocale, test, type DemoAccount } from './support/index.ts';

const LIST = '/store/store-register-information';
const T = { th: th.pa.lookup, en: en.pa.lookup };

async function open(page: Page, account: DemoAccount) {
  await openSignedIn(page, account, { path: LIST });
  // The shortcut is listened for by the button's component: once it shows, Ctrl+K works.
  await expect(page.getByRole('banner').getByRole('button', { name: /\(Ctrl\+K\)$/ })).toBeVisible();
}

function dialogOf(page: Page, locale: 'th' | 'en' = 'th') {
  return page.getByRole('dialog', { name: T[locale].title });
}

async function lookUp(page: Page, text: string, locale: 'th' | 'en' = 'th') {
  // The pointer rests off the dialog: a choice under it would take the highlight from the keys.
  await page.mouse.move(0, 0);
  await page.keyboard.press('Control+k');
  const dialog = dialogOf(page, locale);
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.fill(text);
  return dialog;
}

test('Ctrl+K from inside a list field, a store id, Enter: the store page; then a QR transaction number', async ({
  page,
}) => {
  await open(page, DEMO.admin);
  // Focus in a field of the list: the shortcut is a modifier chord, so it still opens the look-up.
  await page.getByRole('main').getByRole('textbox').first().focus();
  const dialog = await lookUp(page, 'ST00001');
  const stores = dialog.getByRole('group', { name: /^ข้อมูลร้านค้า/ });
  await expect(stores.getByRole('option')).toHaveCount(1);
  await expect(stores.getByRole('option')).toContainText('ST00001');
  // The only record is the active one.
  await expect(dialog.getByRole('combobox')).toHaveAttribute(
    'aria-activedescendant',
    (await stores.getByRole('option').getAttribute('id')) ?? 'no option',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\/store-detail\/view\/ST00001\/tab\/general$/);
  await expect(dialog).toBeHidden();

  // A QR transaction has no view page: its list opens, filtered to it.
  const again = await lookUp(page, 'QR20250502000001');
  const transactions = again.getByRole('group', { name: /^รายการธุรกรรม/ });
  await expect(transactions.getByRole('option')).toContainText('QR20250502000001');
  await expect(again.getByRole('group')).toHaveCount(1);
  // Enter opens the active option: wait until the box names it (the results of this key, not the last).
  await expect(again.getByRole('combobox')).toHaveAttribute(
    'aria-activedescendant',
    (await transactions.getByRole('option').getAttribute('id')) ?? 'no option',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/store/transaction');
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: 'QR20250502000001' })).toBeVisible();

  // The records opened are remembered, most recent first, and can be cleared.
  const recent = await lookUp(page, '');
  const remembered = recent.getByRole('group', { name: T.th.recent });
  await expect(remembered.getByRole('option')).toHaveCount(2);
  await expect(remembered.getByRole('option').first()).toContainText('QR20250502000001');
  await page.keyboard.press('ArrowDown');
  await expect(recent.getByRole('combobox')).toHaveAttribute(
    'aria-activedescendant',
    (await remembered.getByRole('option').nth(1).getAttribute('id')) ?? 'no option',
  );
  await recent.getByRole('button', { name: T.th.clear_recent }).click();
  await expect(recent.getByRole('option')).toHaveCount(0);
  await expect(recent).toContainText(T.th.no_recent);
  await page.keyboard.press('Escape');
  await expect(recent).toBeHidden();
});

test('the button opens it too; a text that matches nothing says so; Esc closes; axe finds nothing serious', async ({
  page,
}) => {
  await open(page, DEMO.admin);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /\(Ctrl\+K\)$/ })
    .click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await dialog.getByRole('combobox').fill('ไม่มีร้านนี้แน่นอน');
  await expect(dialog).toContainText(T.th.empty.replace('%{text}', 'ไม่มีร้านนี้แน่นอน'));

  // An e-mail asks every screen that knows records by e-mail: the staff user is found.
  await dialog.getByRole('combobox').fill('ops@demo.test');
  await expect(dialog.getByRole('group', { name: /^ผู้ใช้งาน \(/ }).getByRole('option')).toContainText(
    'ops@demo.test',
  );
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
  expect(bad).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === LIST);
});

test('in English: the dialog, its groups and its messages', async ({ page }) => {
  await open(page, DEMO.admin);
  await setLocale(page, 'en');
  const dialog = await lookUp(page, 'u-0002', 'en');
  const users = dialog.getByRole('group', { name: /^Users \(/ });
  await expect(users.getByRole('option')).toContainText('u-0002');
  await dialog.getByRole('combobox').fill('ไม่มีร้านนี้แน่นอน');
  await expect(dialog).toContainText(T.en.empty.replace('%{text}', 'ไม่มีร้านนี้แน่นอน'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

for (const [account, seesUsers] of [
  [DEMO.finance, false],
  [DEMO.viewer, true],
] as const) {
  test(`${account} sees only the groups its role may view`, async ({ page }) => {
    await open(page, account);
    // A staff user's e-mail: only a role that may view Users finds them.
    const dialog = await lookUp(page, 'admin@demo.test');
    const users = dialog.getByRole('group', { name: /^ผู้ใช้งาน \(/ });
    if (seesUsers) await expect(users.getByRole('option')).toContainText('admin@demo.test');
    else await expect(dialog).toContainText(T.th.empty.replace('%{text}', 'admin@demo.test'));
    await expect(users).toHaveCount(seesUsers ? 1 : 0);
    // Both may view the stores.
    await dialog.getByRole('combobox').fill('ST00001');
    await expect(dialog.getByRole('group', { name: /^ข้อมูลร้านค้า/ }).getByRole('option')).toContainText(
      'ST00001',
    );
  });
}
