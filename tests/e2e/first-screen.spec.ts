/**
 * A cold load's first screen (docs/performance.md, lever 75): the console mounts once the stored
 * session's check has passed, and the list's rows come in a commit that no other render follows in the
 * same task, so the browser paints them before the screen's effects run. The parts that would render
 * again in their own commit (react-admin's sort buttons and filter form, MUI's tooltips and menu list)
 * come in one render once it has painted, and the rows stay on screen meanwhile. Watched through React's
 * DevTools hook, which React calls at each commit.
 */
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

interface FirstRowsCommit {
  /** Another commit ran after it before the task could end (a synchronous render in its wake). */
  followedInItsTask: boolean;
  /** A later commit showed no rows (the screen blanked before its deferred parts came). */
  rowsLostAfter: boolean;
  sortButtons: number;
  filterForm: boolean;
}

declare global {
  interface Window {
    __firstRowsCommit?: FirstRowsCommit | null;
  }
}

test('a cold load commits the list rows alone in their task; sorting and filters come just after', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__firstRowsCommit = null;
    let inItsTask = false;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        const main = document.getElementById('main-content');
        const rows = main?.querySelector('tbody tr td') != null;
        const first = window.__firstRowsCommit;
        if (first) {
          if (inItsTask) first.followedInItsTask = true;
          if (!rows) first.rowsLostAfter = true;
          return;
        }
        if (!main || !rows) return;
        window.__firstRowsCommit = {
          followedInItsTask: false,
          rowsLostAfter: false,
          sortButtons: main.querySelectorAll('thead .MuiTableSortLabel-root').length,
          filterForm: main.querySelector('form input[name="q"]') !== null,
        };
        // React renders what a commit's own updates start before it returns to the event loop.
        inItsTask = true;
        queueMicrotask(() => {
          inItsTask = false;
        });
      },
    };
  });
  await openSignedIn(page, DEMO.admin, { path: '/management/store-type' });
  const main = page.locator('#main-content');
  await expect(main.locator('tbody tr').first()).toBeVisible();
  expect(await page.evaluate(() => window.__firstRowsCommit)).toMatchObject({
    followedInItsTask: false,
    sortButtons: 0,
    filterForm: false,
  });
  // Just after, in one render: the side menu, the sort buttons (with their tooltips), the filter form.
  await expect(page.getByRole('navigation').getByRole('menuitem').first()).toBeVisible();
  await expect(main.getByRole('button', { name: /ประเภทร้านค้า|Store type/ })).toBeVisible();
  await expect(main.locator('form input[name="q"]')).toBeVisible();
  // The rows stayed on screen all along.
  expect(await page.evaluate(() => window.__firstRowsCommit?.rowsLostAfter)).toBe(false);
});
