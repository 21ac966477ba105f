/**
 * Issue 2, "Checked by": the shell, Thai/English, themes, unknown routes, the responsive menu, the cookie
 * banner, runtime configuration errors, no request off loopback, and accessibility of the shell.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { menuCatalogue } from '../../resources/declared.ts';
import { en, th } from '../../i18n/messages/app.ts';
import { th as settingsTh } from '../../i18n/messages/parts/th/settings.ts';
import { th as pagesTh } from '../../i18n/messages/parts/pages.ts';
import { en as settingsEn } from '../../i18n/messages/parts/en/settings.ts';
import {
  CONSENT_COOKIE,
  DEMO,
  expect,
  languageButton,
  setLocale,
  openSignedIn,
  signIn,
  test,
  watchForeignRequests,
} from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const VERSION = 'v.1.5.2';
const storeType = menuCatalogue.entries.find((m) => m.path === '/management/store-type')!;

/**
 * A side-menu entry, found by its whole name in the given language. Letter case is not part of the
 * language: a declaration may label the screen "Store type" where the menu table says "Store Type".
 */
const menuItem = (page: Page, name: string) =>
  page.getByRole('menuitem', { name: new RegExp(`^${escape(name)}$`, 'i') });

const settingsButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(${th.pa.settings.title}|${en.pa.settings.title})$`) });

async function chooseTheme(page: Page, name: 'LIGHT' | 'ONE_DARK' | 'UNICORN') {
  await settingsButton(page).click();
  const item = page.getByRole('menuitem', {
    name: new RegExp(
      `^(${escape(settingsTh.pa.settings.themes[name])}|${escape(settingsEn.pa.settings.themes[name])})$`,
    ),
  });
  await item.click();
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
}

const storedSettings = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('settings') ?? 'null') as { theme?: string } | null,
  );

const appBarColour = (page: Page) =>
  page.getByRole('banner').evaluate((el) => window.getComputedStyle(el).backgroundColor);

test.describe('shell', () => {
  test('shows the version label in Thai by default and in English after switching language', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.admin);
    const banner = page.getByRole('banner');

    await expect(banner).toContainText(VERSION);
    await expect(banner).toContainText(th.pa.app.title);
    await expect(languageButton(page)).toHaveText('ไทย');
    await expect(menuItem(page, storeType.nameTh)).toBeVisible();

    await setLocale(page, 'en');
    await expect(banner).toContainText(VERSION);
    await expect(banner).toContainText(en.pa.app.title);
    await expect(banner).not.toContainText(th.pa.app.title);
    await expect(menuItem(page, storeType.nameEn)).toBeVisible();
    await expect(menuItem(page, storeType.nameTh)).toHaveCount(0);
  });

  test('the top bar is 64 px high and the permanent menu 256 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, DEMO.admin);
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height).toBe(64);
    const item = await menuItem(page, storeType.nameTh).boundingBox();
    expect(item).not.toBeNull();
    expect(item!.x + item!.width).toBeLessThanOrEqual(256);
  });

  test('language and theme survive a reload', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    const lightBar = await appBarColour(page);

    await setLocale(page, 'en');
    await chooseTheme(page, 'ONE_DARK');
    expect((await storedSettings(page))?.theme).toBe('ONE_DARK');
    const darkBar = await appBarColour(page);
    expect(darkBar).not.toBe(lightBar);

    await page.reload();
    await expect(page.getByRole('banner')).toContainText(VERSION);
    await expect(languageButton(page)).toHaveText('English');
    await expect(page.getByRole('banner')).toContainText(en.pa.app.title);
    await expect(menuItem(page, storeType.nameEn)).toBeVisible();
    expect((await storedSettings(page))?.theme).toBe('ONE_DARK');
    await expect.poll(() => appBarColour(page)).toBe(darkBar);

    await chooseTheme(page, 'UNICORN');
    expect((await storedSettings(page))?.theme).toBe('UNICORN');
    const unicornBar = await appBarColour(page);
    expect(unicornBar).not.toBe(darkBar);
    await page.reload();
    await expect(page.getByRole('banner')).toContainText(VERSION);
    await expect.poll(() => appBarColour(page)).toBe(unicornBar);
  });

  test('unknown paths land on /404', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    for (const path of ['/nope', '/store/nope', '/management/nope', '/account/nope', '/app/nope']) {
      await page.goto(path);
      await expect(page, `${path} goes to /404`).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: pagesTh.pa.pages.not_found_title })).toBeVisible();
    }
  });

  test('no request leaves 127.0.0.1 and the fonts are self-hosted', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    const fontResponses: string[] = [];
    page.on('response', (response) => {
      if (/\.(woff2?|ttf|otf)(\?|$)/.test(response.url()) && response.ok())
        fontResponses.push(response.url());
    });

    // Through the provider's pages too: none of them may call another host either.
    await signIn(page, DEMO.admin);
    await setLocale(page, 'en');
    await chooseTheme(page, 'ONE_DARK');
    await page.reload();
    await expect(page.getByRole('banner')).toContainText(VERSION);

    const sarabunLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((f) => /sarabun/i.test(f.family) && f.status === 'loaded');
    });
    expect(sarabunLoaded, 'Sarabun is loaded').toBe(true);
    expect(fontResponses.length, 'font files were served').toBeGreaterThan(0);
    expect(fontResponses.every((url) => new URL(url).hostname === '127.0.0.1')).toBe(true);
    expect(foreign).toEqual([]);
  });

  test('the shell has no critical accessibility violations', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    await expect(page.getByRole('banner')).toContainText(VERSION);
    const results = await new AxeBuilder({ page }).analyze();
    const critical = results.violations
      .filter((v) => v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(critical).toEqual([]);
  });
});

test.describe('side menu on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('is a temporary drawer opened from a button', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    const item = menuItem(page, storeType.nameTh);
    await expect(item).toBeHidden();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(เปิดเมนู|Open menu)$/ })
      .click();
    await expect(item).toBeVisible();
    // A temporary drawer is a modal: Escape dismisses it.
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();

    // Choosing an entry navigates and closes the drawer.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(เปิดเมนู|Open menu)$/ })
      .click();
    await item.click();
    await expect(page).toHaveURL(/\/management\/store-type/);
    await expect(item).toBeHidden();
  });

  test('the top bar keeps the language, settings and user menus on screen', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    const banner = page.getByRole('banner');
    for (const name of [/^(ไทย|English)$/, /^(การตั้งค่า|Settings)$/, /^(โปรไฟล์|Profile)$/]) {
      const button = banner.getByRole('button', { name });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    }
    await banner.getByRole('button', { name: /^(โปรไฟล์|Profile)$/ }).click();
    await expect(page.getByRole('menuitem', { name: /^(ออกจากระบบ|Logout)$/ })).toBeVisible();
  });
});

test.describe('side menu on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is permanent: visible without clicking, and stays after navigating', async ({ page }) => {
    await openSignedIn(page, DEMO.admin);
    const item = menuItem(page, storeType.nameTh);
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/management\/store-type/);
    await expect(item).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item).toBeVisible();
  });
});

test.describe('cookie banner', () => {
  test.use({ consent: false });

  test('hides after consent and stays hidden after a reload', async ({ page, context }) => {
    await openSignedIn(page, DEMO.admin);
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === CONSENT_COOKIE)).toBe(false);

    await banner
      .getByRole('button', { name: new RegExp(`^(${th.pa.cookie.accept}|${en.pa.cookie.accept})$`) })
      .click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === CONSENT_COOKIE)).toBeTruthy();

    await page.reload();
    await expect(page.getByRole('banner')).toContainText(VERSION);
    await expect(banner).toBeHidden();
    await page.goto('/login-unprotected');
    await expect(banner).toBeHidden();
  });
});

test.describe('runtime configuration', () => {
  test('a broken config.json shows the error page naming each bad field', async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as {
        services: { master: { apiKey?: string } };
        signOn: { clientId: unknown };
      };
      delete config.services.master.apiKey;
      config.signOn.clientId = 12345;
      await route.fulfill({ response, json: config });
    });

    await page.goto('/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('services.master.apiKey');
    await expect(alert).toContainText('signOn.clientId');
    // Only the bad fields are named, and the console did not start.
    await expect(alert).not.toContainText('services.user.apiKey');
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(new URL(page.url()).pathname.startsWith('/idp')).toBe(false);
  });
});
