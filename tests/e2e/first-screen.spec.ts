/**
 * A cold load's first screen (docs/architecture.md, "Loading policy": at boot): the console mounts once
 * the stored session's check has passed (src/boot/sessionGate.ts). At each commit, read through React's
 * DevTools hook, the test notes whether the list's rows and the side menu's items are on screen. It
 * expects the rows to show with the whole side menu in the same commit (the verified session's
 * answers, not one query per item), the menu not to change after, and the rows to stay: no menu item
 * asks under the list's own access key, which would blank react-admin's list while it runs.
 */
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

interface FirstScreen {
  /** The side menu's items in the commit that first showed the rows. */
  menuItemsWithRows: number;
  /** How many commits changed the number of menu items after that (0: it came whole, with the rows). */
  menuSteps: number;
  /** A later commit showed no rows (the screen blanked). */
  rowsLostAfter: boolean;
}

declare global {
  interface Window {
    __firstScreen?: FirstScreen | null;
  }
}

test('a cold load shows the rows with the whole side menu, and keeps both', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__firstScreen = null;
    let items = 0;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        const rows = document.querySelector('#main-content tbody tr td') !== null;
        const menuItems = document.querySelectorAll('nav [role="menuitem"]').length;
        const seen = window.__firstScreen;
        if (!seen) {
          if (!rows) return;
          window.__firstScreen = { menuItemsWithRows: menuItems, menuSteps: 0, rowsLostAfter: false };
          items = menuItems;
          return;
        }
        if (!rows) seen.rowsLostAfter = true;
        if (menuItems !== items) {
          seen.menuSteps += 1;
          items = menuItems;
        }
      },
    };
  });
  await openSignedIn(page, DEMO.admin, { path: '/management/store-type' });
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('menuitem').first()).toBeVisible();
  await expect(page.locator('#main-content form input[name="q"]')).toBeVisible();
  const menuItems = await page.locator('nav [role="menuitem"]').count();
  expect(menuItems).toBeGreaterThan(10);
  expect(await page.evaluate(() => window.__firstScreen)).toEqual({
    menuItemsWithRows: menuItems,
    menuSteps: 0,
    rowsLostAfter: false,
  });
});
