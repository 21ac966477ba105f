/**
 * Issue 5, "Checked by": roles and their permission matrix, staff users, QR code settings and the
 * system policy, against the MSW mock backend. Each test starts from the seed and works in English;
 * a test that logs out signs in through the provider itself.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { menuCatalogue } from '../../resources/declared.ts';
import {
  DEMO,
  expect,
  navigateInApp,
  openSignedIn,
  setLocale,
  signIn,
  test,
  type DemoAccount,
} from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

/** Opens `path` as `account`, in English, on the seed's demo data (the run's stored sign-in). */
async function start(page: Page, account: DemoAccount, path: string): Promise<void> {
  await openSignedIn(page, account, { path, locale: 'en' });
}

/**
 * As start, through the provider's own sign-in: for a test that logs out, which ends its session at
 * the provider (the stored one is shared by the run).
 */
async function startOwnSession(page: Page, account: DemoAccount, path: string): Promise<void> {
  await signIn(page, account);
  await setLocale(page, 'en');
  await page.goto(path);
}

/** Logs out from the user menu and waits for the sign-in page. */
async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Profile|โปรไฟล์)$/ })
    .click();
  await page.getByRole('menuitem', { name: /^(Logout|Log out|ออกจากระบบ)$/ }).click();
  await page.waitForURL(/\/login(\?|$)/, { timeout: 20_000 });
}

const rows = (page: Page) => page.locator('tbody').getByRole('row');
const save = (page: Page) => page.getByRole('button', { name: 'Save' });
const dialog = (page: Page) => page.getByRole('dialog');
/** A checkbox of the role editor: "<Thai name> (<English name>): <Action>". */
const cell = (page: Page, menuEn: string, action: string) =>
  page.getByRole('checkbox', { name: new RegExp(`\\(${menuEn.replace(/[&()]/g, '\\$&')}\\): ${action}$`) });
/** The form control (input, label, helper text) around an input. */
const controlOf = (input: Locator) =>
  input.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]');

/** The side menu's item names, in order. */
async function sideMenuItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('menuitem').first()).toBeVisible();
  return (await nav.getByRole('menuitem').allTextContents()).map((t) => t.trim());
}

test.describe('roles', () => {
  test('the administrator creates a role with two menus; a role with none is refused', async ({ page }) => {
    await start(page, DEMO.admin, '/management/role/form/create');
    const name = page.getByLabel('Role name');
    await name.fill('Settlement desk');
    await expect(cell(page, 'System Announcement', 'View')).toBeVisible();

    // No menu at all: the form says so next to the matrix and keeps what was typed.
    await page.getByLabel('Description').fill('Checks settlement runs');
    await save(page).click();
    await expect(page.getByText('Choose at least one menu')).toBeVisible();
    await expect(name).toHaveValue('Settlement desk');

    await cell(page, 'Funding Transfer & Settlement', 'Approve').click();
    await cell(page, 'System Announcement', 'View').click();
    // Approving needs the screen: view came with it.
    await expect(cell(page, 'Funding Transfer & Settlement', 'View')).toBeChecked();
    await expect(page.getByText('Choose at least one menu')).toBeHidden();
    await save(page).click();

    await expect(page).toHaveURL(/\/management\/role\/view\/role-\d+$/);
    const granted = page.getByRole('table', { name: 'Menu permissions' });
    await expect(granted.locator('tbody tr')).toHaveCount(2);
    await expect(granted).toContainText('Funding Transfer & Settlement');
    await expect(granted).toContainText('View, Approve');
    await expect(granted).toContainText('System Announcement');

    await page.goto('/management/role');
    await page.getByPlaceholder('Search').fill('Settlement desk');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('2 menus');
  });

  test("the viewer's role cut to two menus: the viewer then sees exactly those two", async ({ page }) => {
    // Nineteen menus to clear, then a sign-out and a second sign-in.
    test.setTimeout(90_000);
    await startOwnSession(page, DEMO.admin, '/management/role/form/role-auditor');
    const keep = ['System Announcement', 'Store Type'];
    for (const menu of menuCatalogue.entries) {
      const box = cell(page, menu.nameEn, 'View');
      if (keep.includes(menu.nameEn)) await expect(box).toBeChecked();
      else if (await box.isChecked()) await box.click();
    }
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/role\/view\/role-auditor$/);
    await expect(page.getByRole('table', { name: 'Menu permissions' }).locator('tbody tr')).toHaveCount(2);

    await logOut(page);
    await signIn(page, DEMO.viewer);
    await setLocale(page, 'en');
    // The start page "Today" is first in the menu for everyone signed in; the role gives exactly the two.
    expect(await sideMenuItems(page)).toEqual(['Today', 'System Announcement', 'Store Type']);
    await expect(page.getByRole('navigation').getByRole('heading')).toHaveText(['Management']);
    await page.goto('/management/role');
    await expect(page).toHaveURL(/\/403$/);
  });

  test("changing your own role's rights asks first; cancelling keeps the form as typed", async ({ page }) => {
    await start(page, DEMO.admin, '/management/role/form/role-admin');
    // Its description is not a right: saved without a question.
    const description = page.getByLabel('Description');
    await description.fill('Everything, reviewed');
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/role\/view\/role-admin$/);
    await expect(page.getByRole('main')).toContainText('Everything, reviewed');

    await page.goto('/management/role/form/role-admin');
    const approveTax = cell(page, 'Tax Calculation', 'Approve');
    await expect(approveTax).toBeChecked();
    await approveTax.click();
    await save(page).click();
    await expect(dialog(page)).toContainText('is your own role');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/management\/role\/form\/role-admin$/);
    await expect(approveTax).not.toBeChecked();

    await save(page).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/management\/role\/view\/role-admin$/);
    const taxRow = page
      .getByRole('table', { name: 'Menu permissions' })
      .getByRole('row', { name: /Tax Calculation/ });
    await expect(taxRow).toContainText('View, Create, Edit, Delete, Export');
    await expect(taxRow).not.toContainText('Approve');
  });
});

test.describe('accessibility', () => {
  test('the role editor, the user form and the settings pages have no critical or serious violations', async ({
    page,
  }) => {
    // Four screens, each checked whole: more than one screen's time. The first is loaded from its URL,
    // the others are reached by in-app navigation (one start of the console instead of four); each
    // screen's own control shows before it is checked, so nothing of the screen before is read.
    test.setTimeout(60_000);
    await start(page, DEMO.admin, '/management/role/form/role-sales');
    const screens: [string, Locator][] = [
      ['/management/role/form/role-sales', cell(page, 'Users', 'View')],
      ['/management/users/form/create', page.getByLabel('E-mail')],
      ['/management/qr-code/form', page.getByLabel('Time-out (minutes)')],
      ['/management/system-policy', page.getByLabel('Password lifetime (days)')],
    ];
    for (const [path, ready] of screens) {
      if (new URL(page.url()).pathname !== path) await navigateInApp(page, path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(ready).toBeVisible();
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => ({ path, id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
      expect(bad).toEqual([]);
    }
  });
});

test.describe('staff users', () => {
  test('a used admin e-mail is refused next to the field while typing; a new one saves', async ({ page }) => {
    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && /\/employee\/(create|u-)/.test(r.url())) detailCalls.push(r.url());
    });
    await start(page, DEMO.admin, '/management/users/form/create');
    await page.getByLabel('First name').fill('ปรีชา');
    await page.getByLabel('Last name').fill('ทดสอบ');
    const email = page.getByLabel('E-mail');
    await email.fill('OPS@demo.test');
    const control = controlOf(email);
    await expect(control).toContainText('This e-mail is already used by another staff user');
    await expect(email).toHaveValue('OPS@demo.test');

    await email.fill('preecha@demo.test');
    await expect(control).not.toContainText('already used');
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/users\/view\/u-\d+$/);
    await expect(page.getByRole('main')).toContainText('preecha@demo.test');
    await expect(page.getByRole('main')).toContainText('Finance');
    // The create form fetched no record.
    expect(detailCalls.filter((url) => /\/employee\/create/.test(url))).toEqual([]);
  });

  test('two-factor reset asks, names the user, and calls the service once', async ({ page }) => {
    const resets: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && /\/employee\/reset-two-factor\//.test(r.url())) resets.push(r.url());
    });
    await start(page, DEMO.admin, '/management/users');
    const row = rows(page).filter({ hasText: 'ops@demo.test' });
    await expect(row).toContainText('Set up');
    await row.getByRole('button', { name: 'Reset two-factor' }).click();
    await expect(dialog(page)).toContainText('Reset two-factor sign-in of ops@demo.test?');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(resets).toEqual([]);

    await row.getByRole('button', { name: 'Reset two-factor' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(row).toContainText('Not set up');
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatch(/\/employee\/reset-two-factor\/u-0002$/);
  });

  test('toggling a user asks first, then reloads the list', async ({ page }) => {
    await start(page, DEMO.admin, '/management/users');
    const row = rows(page).filter({ hasText: 'staff0005@demo.test' });
    const toggle = row.getByLabel(/^(Activate|Deactivate): /);
    const wasOn = await toggle.isChecked();
    await toggle.click();
    const reload = page.waitForResponse(
      (r) => r.request().method() === 'GET' && /\/employee\?/.test(r.url()),
    );
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await reload;
    await expect(toggle).toBeChecked({ checked: !wasOn });
  });
});

test.describe('viewer, read only', () => {
  test('the management screens show no create, edit, toggle or reset; form URLs give /403', async ({
    page,
  }) => {
    await start(page, DEMO.viewer, '/management/role');
    const main = page.getByRole('main');
    await expect(rows(page).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(main.getByRole('switch')).toHaveCount(0);
    await expect(main.getByLabel(/^(Activate|Deactivate): /)).toHaveCount(0);
    await rows(page).first().getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/management\/role\/view\//);
    await expect(main.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    await page.goto('/management/users');
    await expect(rows(page).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reset two-factor' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(main.getByLabel(/^(Activate|Deactivate): /)).toHaveCount(0);

    await page.goto('/management/qr-code');
    await expect(main).toContainText('Amount limit per payment (THB)');
    await expect(main.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    await page.goto('/management/system-policy');
    await expect(main).toContainText('Sign out after inactivity (minutes)');
    await expect(save(page)).toHaveCount(0);

    for (const path of [
      '/management/role/form/create',
      '/management/role/form/role-admin',
      '/management/users/form/create',
      '/management/users/form/u-0001',
      '/management/qr-code/form',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/403$/);
    }
  });
});

test.describe('QR code settings', () => {
  test('out-of-range or over-precise amounts are refused; 250.50 saves and survives a reload', async ({
    page,
  }) => {
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && /\/qr_code\//.test(r.url())) puts.push(r.url());
    });
    await start(page, DEMO.admin, '/management/qr-code');
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/management\/qr-code\/form$/);
    const amount = page.getByLabel('Amount limit per payment (THB)');
    const control = controlOf(amount);
    const refused: Record<string, RegExp> = {
      '0': /at least 1/,
      '-1': /at least 1/,
      '1.234': /at most 2 decimals/,
      '700000.01': /700000 or less/,
    };
    for (const [value, message] of Object.entries(refused)) {
      await amount.fill(value);
      await save(page).click();
      await expect(control.locator('.Mui-error').filter({ hasText: message })).toBeVisible();
      await expect(amount).toHaveValue(value);
      await expect(page).toHaveURL(/\/management\/qr-code\/form$/);
    }
    expect(puts).toEqual([]);

    await amount.fill('250.50');
    await save(page).click();
    await expect(page).toHaveURL(/\/management\/qr-code$/);
    await expect(page.getByText('Settings saved')).toBeVisible();
    // Only the amount changed: only its own PUT was sent.
    expect(puts.map((url) => new URL(url).pathname.split('/').pop())).toEqual(['amount']);
    await page.reload();
    await expect(page.getByRole('main')).toContainText('250.50');
    await page.goto('/management/qr-code/form');
    await expect(amount).toHaveValue(/^250\.50?$/);
  });

  test('the time-out takes a whole number of minutes and is saved with its own call', async ({ page }) => {
    await start(page, DEMO.admin, '/management/qr-code/form');
    const timeout = page.getByLabel('Time-out (minutes)');
    await timeout.fill('2.5');
    await save(page).click();
    await expect(controlOf(timeout)).toContainText('Must be a whole number');
    await timeout.fill('20');
    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/qr_code\/timeout$/.test(r.url()));
    await save(page).click();
    expect((await put).postDataJSON()).toEqual({ timeoutMinutes: 20 });
    await expect(page).toHaveURL(/\/management\/qr-code$/);
    await page.reload();
    await expect(page.getByRole('main')).toContainText('20');
  });
});

test.describe('system policy', () => {
  test('the session time-out is saved and the next sign-in uses it', async ({ page }) => {
    await startOwnSession(page, DEMO.admin, '/management/system-policy');
    const minutes = page.getByLabel('Sign out after inactivity (minutes)');
    await expect(minutes).toHaveValue('30');
    await minutes.fill('0');
    await save(page).click();
    await expect(controlOf(minutes)).toContainText('at least 1');
    await minutes.fill('45');
    await save(page).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(minutes).toHaveValue('45');

    await logOut(page);
    const timeoutAnswer = page.waitForResponse((r) => /get-session-timeout/.test(r.url()));
    await signIn(page, DEMO.admin);
    expect(await (await timeoutAnswer).json()).toEqual({ data: { value: 45 } });
  });
});
