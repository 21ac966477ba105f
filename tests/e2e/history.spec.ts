/**
 * A record's History and the audit log (docs/api-contract.md, "audit"): an edit made in the console is
 * recorded by the mock backend with its author and the changed field, shown on the record's view page
 * and in the audit log under Management; the log names a declared action by its screen's label (that
 * screen's declaration loaded on demand) and the screen by its name; a role without that menu neither
 * sees it nor opens it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, navigateInApp, openSignedIn, test } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

const ANNOUNCEMENT = 'ANN0001';
const NEW_MESSAGE = 'ปิดปรับปรุงระบบคืนวันเสาร์ 00:00–02:00 น.';

/** Edits the announcement's message as the signed-in user; resolves with the message it had. */
async function editMessage(page: Page): Promise<string> {
  await navigateInApp(page, `/management/announcement/form/${ANNOUNCEMENT}`);
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).not.toHaveValue('');
  const before = await message.inputValue();
  await message.fill(NEW_MESSAGE);
  await page.getByRole('button', { name: 'Save' }).click();
  // A saved form leaves for the record's page or the list.
  await expect(page).not.toHaveURL(/\/form\//);
  return before;
}

test('the administrator edits an announcement: its History shows who and the field before and after', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, { path: '/management/announcement', locale: 'en' });
  const before = await editMessage(page);

  await navigateInApp(page, `/management/announcement/view/${ANNOUNCEMENT}`);
  const history = page.getByRole('region', { name: 'History' });
  const open = history.getByRole('button', { name: 'Show history' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(history.getByRole('button', { name: 'Hide history' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('Edited');
  await expect(latest).toContainText('by สมชาย ใจดี (admin@demo.test)');
  const change = latest.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /^Message/ });
  await expect(change.getByRole('cell').nth(0)).toHaveText(before);
  await expect(change.getByRole('cell').nth(1)).toHaveText(NEW_MESSAGE);

  const results = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
  expect(serious).toEqual([]);

  // The audit log lists the edit, and its action filter keeps only that action.
  await navigateInApp(page, '/management/audit-log');
  const rows = page.locator('tbody').getByRole('row');
  await expect(rows.first()).toContainText(ANNOUNCEMENT);
  await expect(rows.first()).toContainText('admin@demo.test');
  await expect(rows.first()).toContainText('Edited');

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Created' }).click();
  await expect(page).toHaveURL(/create/);
  await expect(rows.first()).toContainText('Created');
  await expect(rows.filter({ hasText: 'Edited' })).toHaveCount(0);
});

test("the audit log names a declared action by its screen's label and the screen by its name, in a page that never loaded that screen", async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, { path: '/management/users', locale: 'en' });
  const user = page.locator('tbody').getByRole('row').filter({ hasText: 'ops@demo.test' });
  await user.getByRole('button', { name: 'Reset two-factor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(user).toContainText('Not set up');

  // A page load (the session and the mock's data are kept): the Users declaration is not in until the
  // log's row asks for it.
  await page.goto('/management/audit-log');
  const rows = page.locator('tbody').getByRole('row');
  const latest = rows.first();
  await expect(latest).toContainText('Reset two-factor');
  await expect(latest).toContainText('Users');
  await expect(latest).toContainText('u-0002');
  await expect(latest).not.toContainText('resetTwoFactor');
  await expect(latest).not.toContainText('management/users');

  // The screen filter offers screens by name; the action filter then the screen's own actions too.
  await page.getByRole('combobox', { name: 'Screen' }).click();
  await page.getByRole('option', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/management%2Fusers/);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Reset two-factor' }).click();
  await expect(page).toHaveURL(/resetTwoFactor/);
  await expect(rows).toHaveCount(1);
  await expect(latest).toContainText('Reset two-factor');
});

test('a role without the Audit Log menu does not see it and is refused at its address', async ({ page }) => {
  await openSignedIn(page, DEMO.ops, { path: '/store/store-detail', locale: 'en' });
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('menuitem').first()).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: 'Audit Log' })).toHaveCount(0);

  await navigateInApp(page, '/management/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: /^403 — / })).toBeVisible();
});

test("a branch switched on and off from its store's Branches tab: the branch's own page holds both, in words", async ({
  page,
}) => {
  const [store, branch] = ['ST00001', 'BR00001'];
  await openSignedIn(page, DEMO.admin, {
    path: `/store/store-detail/view/${store}/tab/branches`,
    locale: 'en',
  });
  const row = page
    .getByRole('region', { name: 'Branches', exact: true })
    .getByRole('row')
    .filter({ hasText: branch });
  const active = row.getByRole('switch');
  await expect(active).not.toBeChecked();
  for (const after of [true, false]) {
    await active.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(active).toBeChecked({ checked: after });
  }

  // The branch's own page (another screen over the same record).
  await navigateInApp(page, `/store/store-detail-branch/view/${store}/${branch}/general`);
  await expect(page.getByText('สาขาสยาม').first()).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  const open = history.getByRole('button', { name: 'Show history' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(history.getByRole('button', { name: 'Hide history' })).toBeVisible();
  const events = history.getByRole('listitem');
  await expect(events.first().locator('p').first()).toHaveText(/ · Switched off$/);
  await expect(events.nth(1).locator('p').first()).toHaveText(/ · Switched on$/);
  const change = events
    .first()
    .getByRole('table', { name: 'Changed fields' })
    .getByRole('row', { name: /^Active/ });
  await expect(change.getByRole('cell').nth(0)).toHaveText('Active');
  await expect(change.getByRole('cell').nth(1)).toHaveText('Inactive');
});

test('a record someone else deleted opens with a message in Thai, not the service’s English', async ({
  page,
}) => {
  const id = 'ANN0005';
  await openSignedIn(page, DEMO.admin, { path: '/management/store-type', locale: 'th' });

  // Another staff member, in another tab, deletes the announcement.
  const other = await page.context().newPage();
  await other.goto(`/management/announcement/view/${id}`);
  await expect(other.getByText(id).first()).toBeVisible();
  await other.getByRole('button', { name: 'ลบ' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(other).toHaveURL(/\/management\/announcement$/);
  await other.close();

  await navigateInApp(page, `/management/announcement/view/${id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'ไม่พบรายการนี้ อาจถูกลบไปแล้วโดยผู้ใช้งานอื่น' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  await expect(page.getByText(/not found/i)).toHaveCount(0);
});
