/**
 * The multi-tab rule in the browser (docs/security.md, "Session end"): a reload of the only tab never
 * signs out, however long it takes; closing the last tab for over 2 s still does. A reload and a close
 * are told apart by the tab's own marker (src/auth/tabMarker.ts). "Slow" is the network's: the console's
 * page is answered only once the time the rule counts has passed, as on a busy laptop.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support/index.ts';

const LIST = '/management/announcement';

/** The console's page at `path` is answered only `ms` after `from()` (the time the tab left). */
async function slowDocument(target: Page | BrowserContext, path: string, from: () => number, ms: number) {
  await target.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const wait = from() + ms - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return route.continue();
    },
  );
}

/** Whether this browser still holds a sign-in. */
function signedIn(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oidc.user:')));
}

test('a reload of the only tab that takes over 2 s keeps the person signed in', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(LIST);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  let leftAt = Number.POSITIVE_INFINITY;
  await slowDocument(page, LIST, () => leftAt, 3000);

  leftAt = Date.now();
  await page.reload();
  const reloadedAt = await page.evaluate(() => Date.now());
  expect(reloadedAt - leftAt).toBeGreaterThan(2000);

  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  expect(await signedIn(page)).toBe(true);
  // The tab counted itself in again: it is the one open tab.
  expect(await page.evaluate(() => localStorage.getItem('pa.tabs.count'))).toBe('1');
});

test('closing the last tab for 3 s signs out', async ({ page, context }) => {
  await signIn(page, DEMO.admin);
  await page.goto(LIST);
  await expect(page.locator('tbody tr').first()).toBeVisible();

  const closedAt = Date.now();
  await page.close();
  // A new tab, opened at once; its console page arrives 3 s after the close.
  const next = await context.newPage();
  await next.goto('/config.json');
  expect(await next.evaluate(() => localStorage.getItem('pa.tabs.count'))).toBe('0');
  await slowDocument(next, LIST, () => closedAt, 3000);
  await next.goto(LIST);

  await expect(next).toHaveURL(/\/login/);
  await expect(
    next
      .getByText('You were signed out because every console tab was closed.')
      .or(next.getByText('ออกจากระบบเนื่องจากปิดหน้าต่างทั้งหมดแล้ว')),
  ).toBeVisible();
  expect(await signedIn(next)).toBe(false);
});
