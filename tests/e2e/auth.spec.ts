/**
 * Issue 3, "Sign-in and session": every demo account through the real dev identity provider, where each
 * lands and which menus it sees (docs/architecture.md, "Demo accounts"), /403 for a form a role may not open, wrong password,
 * logout through the provider's end-session endpoint, a tampered profile signature, logout in another
 * tab, the guards of /login and /register, the sign-in page on its own (its language, registration in
 * the page), the account page, and registration.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../mocks/accounts.ts';
import { DEMO_ROLES } from '../../mocks/roles.ts';
import { menuCatalogue } from '../../resources/declared.ts';
import { MENU_GROUPS, type MenuGroup } from '../../resources/catalog/menus.ts';
import { firstLandingPath } from '../../src/auth/landing.ts';
import type { PermissionKey } from '../../src/auth/menus.ts';
import { derivePermissionMap, NO_ACCESS, type PermissionMap } from '../../src/auth/permissions.ts';
import { th as appTh } from '../../i18n/messages/app.ts';
import { th as pagesTh } from '../../i18n/messages/parts/pages.ts';
import { en as authEn, th as authTh } from '../../i18n/messages/auth.ts';
import {
  BASE_URL,
  DEMO,
  DEMO_PASSWORD,
  expect,
  fillProviderLogin,
  isConsoleUrl,
  LOCALE_STORAGE_KEY,
  openSignedIn,
  signIn,
  test,
  type DemoAccount,
} from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

type AccountName = keyof typeof DEMO;
const ACCOUNT_NAMES = Object.keys(DEMO) as AccountName[];

const MENUS = menuCatalogue.entries;
const groupKeys = (group: MenuGroup): PermissionKey[] =>
  MENUS.filter((m) => m.group === group).map((m) => m.key);

/**
 * What each demo account may view, written from docs/architecture.md (not from the mock roles, which are what
 * is under test): admin every menu; ops the Stores and Process groups; finance the Accounting group,
 * Transaction and Funding, and the Stores group read-only; viewer every menu.
 */
const VIEWABLE: Record<AccountName, readonly PermissionKey[]> = {
  admin: MENUS.map((m) => m.key),
  ops: [...groupKeys('stores'), ...groupKeys('process')],
  finance: [...groupKeys('accounting'), 'qrTransaction', 'funding', ...groupKeys('stores')],
  viewer: MENUS.map((m) => m.key),
};

/** The side menu docs/architecture.md gives an account: group heading → item names, in menu order (Thai). */
function expectedSideMenu(account: AccountName): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const group of MENU_GROUPS) {
    const items = MENUS.filter(
      (m) => m.group === group && !m.hidden && VIEWABLE[account].includes(m.key),
    ).map((m) => m.nameTh);
    if (items.length > 0) out[appTh.pa.menu.groups[group]] = items;
  }
  return out;
}

/** The mock profile's role of a demo account, and the permission map the console derives from it. */
function demoRole(email: DemoAccount) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  const role = DEMO_ROLES.find((r) => r.roleId === account?.roleId);
  if (!account || !role) throw new Error(`no demo account or role for ${email}`);
  return { account, role, map: derivePermissionMap(menuCatalogue, role.menus) };
}

/** The side menu as shown: each group (a named region of the navigation landmark) and its items. */
async function shownSideMenu(page: Page): Promise<Record<string, string[]> | null> {
  try {
    const nav = page.getByRole('navigation', { name: appTh.pa.menu.label });
    const out: Record<string, string[]> = {};
    for (const region of await nav.getByRole('region').all()) {
      const heading = ((await region.getByRole('heading').textContent()) ?? '').trim();
      out[heading] = (await region.getByRole('menuitem').allTextContents()).map((t) => t.trim());
    }
    return out;
  } catch {
    // A group rendered while we read it; the next poll reads it again.
    return null;
  }
}

/** react-admin's own labels in Thai (i18n/ra-th.ts: ra.auth.user_menu, ra.auth.logout, ra.action.save). */
const RA_USER_MENU = 'โปรไฟล์';
const RA_LOGOUT = 'ออกจากระบบ';
const RA_SAVE = 'บันทึก';

const userMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: RA_USER_MENU });

async function logOutFromUserMenu(page: Page): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: RA_LOGOUT }).click();
}

/** The signed-in user oidc-client-ts keeps in localStorage (`oidc.user:<authority>:<client>`). */
function storedOidcUser(page: Page): Promise<{ id_token?: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { id_token?: string }) : null;
  });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('each demo account', () => {
  for (const name of ACCOUNT_NAMES) {
    const email = DEMO[name];

    test(`${email} lands on its first menu in landing order`, async ({ page }) => {
      const expected = firstLandingPath(menuCatalogue, demoRole(email).map);
      // The mock role and docs/architecture.md agree on where the account lands.
      const designFirst = menuCatalogue.landingOrder.find((m) => VIEWABLE[name].includes(m.key));
      expect(expected).toBe(designFirst?.path);

      await signIn(page, email);
      await expect.poll(() => pathOf(page)).toBe(expected);
    });

    test(`${email} sees exactly the side-menu groups and items of docs/architecture.md`, async ({ page }) => {
      await openSignedIn(page, email);
      await expect.poll(() => shownSideMenu(page)).toEqual(expectedSideMenu(name));
    });
  }
});

test.describe('permissions', () => {
  test('the viewer opening a form URL lands on /403', async ({ page }) => {
    await openSignedIn(page, DEMO.viewer);
    for (const path of ['/management/store-type/form/create', '/management/announcement/form/ANN0001']) {
      await page.goto(path);
      await expect(page, `${path} goes to /403`).toHaveURL(`${BASE_URL}/403`);
      await expect(page.getByText(pagesTh.pa.pages.forbidden_title)).toBeVisible();
    }
  });

  test('the administrator may open the same form URLs', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    for (const path of ['/management/store-type/form/create', '/management/announcement/form/ANN0001']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('button', { name: RA_SAVE })).toBeVisible();
      expect(pathOf(page)).toBe(path);
    }
  });
});

test.describe('sign-in', () => {
  test('a wrong password is refused on the provider page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: authTh.pa.auth.sign_in_button }).click();
    await fillProviderLogin(page, DEMO.admin, 'not-the-password');
    await expect(page.getByText('Please check your email and password')).toBeVisible();
    expect(pathOf(page)).toMatch(/^\/idp\/interaction\//);
    expect(await storedOidcUser(page)).toBeNull();
  });

  test('logout goes to the provider end-session endpoint with id_token_hint and ends on /login', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    const idToken = (await storedOidcUser(page))?.id_token;
    expect(idToken, 'an ID token is stored after sign-in').toBeTruthy();

    const endSession = page.waitForRequest((r) => new URL(r.url()).pathname === '/idp/connect/endsession');
    await logOutFromUserMenu(page);
    const url = new URL((await endSession).url());
    expect(url.searchParams.get('id_token_hint')).toBe(idToken);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${BASE_URL}/login`);

    await expect(page).toHaveURL(`${BASE_URL}/login`, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: authTh.pa.auth.sign_in_button })).toBeVisible();
    expect(await storedOidcUser(page)).toBeNull();
  });

  /** Signing out must not wait: the console is not to be shown on an unverified profile. */
  const SIGN_OUT_WITHIN_MS = 4_000;

  // A menu screen not declared yet (a placeholder), a declared list, and the account page.
  for (const path of ['/store/store-detail', '/management/store-type', '/app/account']) {
    test(`a tampered profile signature on ${path} signs the user out and /login says why`, async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      // The mock user service's fault switch: from now on it signs a different text than it sends.
      await page.goto(`${path}?mockFault=user:tamper`);
      await expect(page).toHaveURL(`${BASE_URL}/login`, { timeout: SIGN_OUT_WITHIN_MS });
      await expect(page.getByRole('status')).toHaveText(authTh.pa.auth.reasons.signature);
      expect(await storedOidcUser(page)).toBeNull();
    });
  }

  test('a visitor who never signed in is sent from a console screen to /login', async ({ page }) => {
    await page.goto('/store/store-detail');
    await expect(page).toHaveURL(`${BASE_URL}/login`, { timeout: SIGN_OUT_WITHIN_MS });
    await expect(page.getByRole('button', { name: authTh.pa.auth.sign_in_button })).toBeVisible();
  });

  test('logging out in one tab signs the other tab out', async ({ context, page }) => {
    await signIn(page, DEMO.ops);
    const other = await context.newPage();
    await other.goto('/store/store-detail');
    await expect(other.getByRole('banner')).toBeVisible();
    await expect(userMenuButton(other)).toBeVisible();

    await logOutFromUserMenu(page);
    await expect(other).toHaveURL(`${BASE_URL}/login`, { timeout: 5_000 });
    await expect(other.getByRole('button', { name: authTh.pa.auth.sign_in_button })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/login`, { timeout: 15_000 });
  });
});

test.describe('public pages with no sign-in', () => {
  test('/login opens in the language chosen before, and /register is one click away in the page', async ({
    page,
  }) => {
    // A visitor who chose English earlier (react-admin's store keeps it) and has no stored sign-in.
    await page.addInitScript((key) => {
      window.localStorage.setItem(key, JSON.stringify('en'));
    }, LOCALE_STORAGE_KEY);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: authEn.pa.auth.sign_in_button })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // In-app: the page is not loaded again (a value put in the window survives).
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('link', { name: authEn.pa.auth.register_link }).click();
    await expect(page.getByRole('heading', { name: authEn.pa.auth.register_title })).toBeVisible();
    expect(pathOf(page)).toBe('/register');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});

test.describe('public pages for a signed-in user', () => {
  test('/login and /register go to /app/account; /login-unprotected stays', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page, `${path} goes to /app/account`).toHaveURL(`${BASE_URL}/app/account`);
    }
    await page.goto('/login-unprotected');
    await expect(page.getByRole('button', { name: authTh.pa.auth.sign_in_button })).toBeVisible();
    expect(pathOf(page)).toBe('/login-unprotected');
  });

  for (const name of ['admin', 'finance'] as const) {
    test(`/app/account shows ${name}'s name, role and menus with actions`, async ({ page }) => {
      const { account, role, map } = demoRole(DEMO[name]);
      await openSignedIn(page, DEMO[name], { path: '/app/account' });
      const main = page.getByRole('main');
      await expect(main.getByText(`${account.firstname} ${account.lastname}`)).toBeVisible();
      await expect(main.getByText(role.roleName, { exact: true })).toBeVisible();

      const table = page.getByRole('table', { name: authTh.pa.account.menus });
      const expected = MENUS.map((m) => [m.nameTh, shownActions(map, m.key)]);
      await expect.poll(() => bodyRows(table)).toEqual(expected);
      if (name === 'admin') expect(expected.every(([, actions]) => actions === 'all')).toBe(true);
      if (name === 'finance') expect(expected).toContainEqual(['ผู้ใช้งาน', authTh.pa.account.no_access]);
    });
  }
});

/** The cell texts of each body row (the header row left out); null while the table re-renders. */
async function bodyRows(table: Locator): Promise<string[][] | null> {
  try {
    const rows = await table.getByRole('row').all();
    return await Promise.all(
      rows.slice(1).map(async (row) => (await row.getByRole('cell').allTextContents()).map((t) => t.trim())),
    );
  } catch {
    return null;
  }
}

/** What the account page shows for a menu: its actions, or the "no access" chip. */
function shownActions(map: PermissionMap, key: PermissionKey): string {
  return map[key] === NO_ACCESS ? authTh.pa.account.no_access : map[key];
}

test.describe('registration with the dev provider', () => {
  async function register(page: Page, email: string, password = 'long-enough-1') {
    await page.goto('/register');
    await page.getByLabel(authTh.pa.auth.email).fill(email);
    await page.getByLabel(authTh.pa.auth.name).fill('ทดสอบ ลงทะเบียน');
    await page.getByLabel(authTh.pa.auth.password, { exact: false }).fill(password);
    await page.getByRole('button', { name: authTh.pa.auth.register_button }).click();
  }

  test('a new e-mail creates a Standard account that can sign in', async ({ page }, testInfo) => {
    const email = `new-${Date.now()}-${testInfo.workerIndex}@example.test`;
    const password = 'long-enough-1';
    await register(page, email, password);
    await expect(page.getByText(authTh.pa.auth.register_done)).toBeVisible();

    // The new account signs in through the provider; its profile is tier Standard with no menus.
    const profile = page.waitForResponse(
      (r) => /\/mock-api\/user\/reg-[0-9a-f]+$/.test(new URL(r.url()).pathname) && r.ok(),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: authTh.pa.auth.sign_in_button }).click();
    await fillProviderLogin(page, email, password);
    expect(await (await profile).json()).toMatchObject({ tier: 'Standard', role: { menus: [] } });
    await page.waitForURL(isConsoleUrl);
    expect(pathOf(page)).toBe('/app/account');
  });

  test('an e-mail already in use is refused with "User already exists"', async ({ page }) => {
    await register(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page.getByText('User already exists')).toBeVisible();
    await expect(page.getByText(authTh.pa.auth.register_done)).toHaveCount(0);
  });
});
