/**
 * The README's first command, `npm run dev`, as a person first uses it (playwright.dev.config.ts starts
 * the dev server): sign in through the dev identity provider, a list, its export (a file is downloaded),
 * an edit saved. The page stays free of uncaught errors, failed requests and console errors or
 * warnings (React in development reports unknown DOM props and the like there), including the demo
 * mode's service worker, whose update check runs on every page load.
 */
import { expect, test } from '@playwright/test';
import { DEMO, fillProviderLogin } from '../support/index.ts';
import { watchPageProblems } from '../support/pageProblems.ts';
import { DEV_BASE_URL } from './devServer.ts';

test('sign in, a list, an export and a save on the dev server, with a clean console', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'consent', value: 'true', url: DEV_BASE_URL, sameSite: 'Lax' }]);
  const problems = await watchPageProblems(page, { console: true, failedResponses: true });

  // Sign in.
  await page.goto('/login');
  // /login either goes on to the provider by itself or offers the button that does.
  const start = page.getByRole('button', { name: /เข้าสู่ระบบ|sign in/i });
  await expect(
    page
      .getByLabel(/e-?mail/i)
      .or(start)
      .first(),
  ).toBeVisible();
  if (!new URL(page.url()).pathname.startsWith('/idp/')) await start.first().click();
  await fillProviderLogin(page, DEMO.admin);
  await page.waitForURL(
    (url) => url.origin === DEV_BASE_URL && !/^\/(login|idp|callback)/.test(url.pathname),
  );
  await expect(page.getByRole('banner')).toBeVisible();

  // A list: the store types, from the mock services in the page.
  await page.goto('/management/store-type');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('MC');

  // Its export: the CSV is downloaded.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก' }).click();
  expect((await download).suggestedFilename()).toMatch(/^store-type_\d{8}_\d{6}\.csv$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  // A save.
  await page.goto('/management/store-type/form/MC02');
  const input = page.getByLabel('ประเภทร้านค้า');
  await expect(input).not.toHaveValue('');
  const name = `ร้านทดสอบ ${Date.now()}`;
  await input.fill(name);
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(/\/management\/store-type\/view\/MC02$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  expect(problems).toEqual([]);
});
