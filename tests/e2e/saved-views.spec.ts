/**
 * Saved views of a generated list (docs/lists.md), on the store types list in English: a view keeps
 * the filters and the sort, survives a reload, opens from the menu and from its address
 * (`?view=<slug>`), is the user's own (another account on the same browser does not see it), and can
 * be renamed, made the default and deleted; a broken stored entry is left out, not a crash.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, openSignedIn, storeSession, test } from './support/index.ts';

// Each test loads the console three or four times (a reload and an address are what it checks).
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const LIST = '/management/store-type';

function search(page: Page) {
  return page.locator('main input[name="q"]');
}

async function openList(page: Page, path = LIST): Promise<void> {
  await expect(page.locator('main tbody tr.RaDataTable-row').first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, 'http://x').pathname);
}

/** The list's filter and sort as its address has them. */
function listParams(url: URL) {
  return {
    q: (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q,
    sort: url.searchParams.get('sort'),
    order: url.searchParams.get('order'),
    view: url.searchParams.get('view'),
  };
}

async function openViewsMenu(page: Page) {
  await page.getByRole('button', { name: 'Views' }).click();
  const menu = page.getByRole('menu', { name: 'Saved views' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Sorts by store type, newest last (a click on the header turns the default ascending order). */
async function sortDescending(page: Page) {
  await page.getByRole('button', { name: /^Sort by store type/ }).click();
  await expect(page).toHaveURL((url) => listParams(url).order === 'DESC');
}

async function saveView(page: Page, name: string) {
  const menu = await openViewsMenu(page);
  await menu.getByRole('menuitem', { name: 'Save this view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: /View name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`View "${name}" saved`)).toBeVisible();
}

test('a view keeps filters and sort across a reload and opens from the menu and its address', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, { path: LIST, locale: 'en' });
  await openList(page);
  await sortDescending(page);
  const firstName = (await page.locator('main tbody td.column-storeType').first().innerText()).trim();
  const term = firstName.slice(0, 3);
  await search(page).fill(term);
  await expect(page).toHaveURL((url) => listParams(url).q === term);
  await saveView(page, 'Mine first');

  // A reload of the bare list: no filter, the declared sort; the view brings both back.
  await page.goto(LIST);
  await openList(page);
  await expect(search(page)).toHaveValue('');
  await expect(page).toHaveURL((url) => listParams(url).order !== 'DESC');
  const menu = await openViewsMenu(page);
  await menu.getByRole('menuitem', { name: /Mine first/ }).click();
  await expect(page).toHaveURL(
    (url) =>
      listParams(url).q === term && listParams(url).sort === 'storeType' && listParams(url).order === 'DESC',
  );
  await expect(search(page)).toHaveValue(term);

  // From its address: the view's parameters take the place of `view`.
  await page.goto(`${LIST}?view=mine-first`);
  await openList(page);
  await expect(page).toHaveURL((url) => listParams(url).q === term && listParams(url).view === null);
  await expect(page).toHaveURL((url) => listParams(url).order === 'DESC');
  await expect(search(page)).toHaveValue(term);
});

test('a view is its user’s own: another account on the same browser has none', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, { path: LIST, locale: 'en' });
  await openList(page);
  await sortDescending(page);
  await saveView(page, 'Mine first');

  await storeSession(page, DEMO.viewer, 'en');
  await page.goto(`${LIST}?view=mine-first`);
  await expect(page.getByText('You have no view "mine-first" on this list')).toBeVisible();
  await openList(page);
  await expect(page).toHaveURL((url) => listParams(url).view === null && listParams(url).order !== 'DESC');
  const viewerMenu = await openViewsMenu(page);
  await expect(viewerMenu.getByRole('menuitem', { name: 'No saved views yet' })).toBeVisible();
  await expect(viewerMenu.getByRole('menuitem', { name: /Mine first/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Back as the first account: the view is still there.
  await storeSession(page, DEMO.admin, 'en');
  await page.goto(LIST);
  await openList(page);
  const adminMenu = await openViewsMenu(page);
  await expect(adminMenu.getByRole('menuitem', { name: /Mine first/ })).toBeVisible();
});

test('a view is renamed, made the default, deleted after a confirmation; a broken entry is left out', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, { path: LIST, locale: 'en' });
  await openList(page);
  await sortDescending(page);
  await saveView(page, 'Top');

  let menu = await openViewsMenu(page);
  await menu.getByRole('menuitem', { name: 'Manage views…' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage views' });
  await manage.getByRole('button', { name: 'Rename Top' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename view "Top"' });
  await rename.getByRole('textbox', { name: /View name/ }).fill('Top types');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(manage.getByRole('listitem')).toHaveText(/Top types/);
  await manage.getByRole('button', { name: 'Make Top types the default' }).click();
  await expect(manage.getByRole('listitem')).toContainText('Default');
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
  await manage.getByRole('button', { name: 'Close' }).click();
  await expect(manage).toBeHidden();

  // The bare address opens on the default view.
  await page.goto(LIST);
  await openList(page);
  await expect(page).toHaveURL((url) => listParams(url).order === 'DESC');

  menu = await openViewsMenu(page);
  await menu.getByRole('menuitem', { name: 'Manage views…' }).click();
  await manage.getByRole('button', { name: 'Delete Top types' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete view "Top types"?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('View deleted')).toBeVisible();
  menu = await openViewsMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'No saved views yet' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A stored entry with one good view and broken ones: the good one is offered, nothing breaks.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('RaStorepayment-admin.views.') && k.endsWith('.management/store-type'),
    );
    if (!key) throw new Error('no stored views');
    const good = {
      slug: 'good',
      name: 'Good',
      filter: {},
      displayedFilters: {},
      sort: { field: 'storeType', order: 'DESC' },
      perPage: 25,
    };
    const views = [good, { slug: 'bad' }, 'junk', { ...good, slug: 'Not A Slug' }, { ...good, perPage: -1 }];
    localStorage.setItem(key, JSON.stringify({ version: 1, views, defaultView: 'bad' }));
  });
  await page.goto(LIST);
  await openList(page);
  await expect(page).toHaveURL((url) => url.search === '');
  menu = await openViewsMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Good', 'Save this view…', 'Manage views…']);
});
