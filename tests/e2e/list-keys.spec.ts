/**
 * The generated list's keys (docs/lists.md), on the store types list (in Thai, then English): `/` to the search,
 * j/k and the arrows move a highlight that a screen reader hears (the focused row), Enter opens the
 * highlighted row where a click would, `?` lists the keys in a dialog axe finds nothing serious in, and
 * no key is the list's while the user types in a filter.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

const LIST = '/management/store-type';
const HIGHLIGHT = 'tr[data-list-highlight]';

async function openList(page: Page, locale: 'th' | 'en' = 'en'): Promise<void> {
  await openSignedIn(page, DEMO.admin, { path: LIST, locale });
  await expect(rows(page).first()).toBeVisible();
}

function rows(page: Page) {
  return page.locator('main tbody tr.RaDataTable-row');
}

test('j, k and the arrows move the highlight; Enter opens the highlighted row (in Thai)', async ({
  page,
}) => {
  await openList(page, 'th');
  // The keys' help speaks Thai, the console's default language.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'แป้นพิมพ์ลัดของรายการ' });
  await expect(help.getByRole('row', { name: /เปิดแถวที่เลือกอยู่/ })).toContainText('Enter');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('j');
  const first = rows(page).nth(0);
  await expect(first).toHaveAttribute('data-list-highlight');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1)).toBeFocused();
  await expect(page.locator(HIGHLIGHT)).toHaveCount(1);
  await page.keyboard.press('k');
  await expect(first).toBeFocused();
  // The first row's id (its first column) is in the address a click on the row opens.
  const id = (await first.locator('td').first().innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname !== LIST && url.pathname.includes(id));
});

test('/ focuses the search, where j is typed and moves nothing; ? lists the keys', async ({ page }) => {
  await openList(page);
  await page.keyboard.press('/');
  const search = page.locator('main input[name="q"]');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.type('j');
  await expect(search).toHaveValue('j');
  await expect(page.locator(HIGHLIGHT)).toHaveCount(0);
  await expect(page).toHaveURL(/filter=.*%22q%22%3A%22j%22|filter=.*"q":"j"/);
  await search.fill('');
  await expect(page).toHaveURL((url) => !url.search.includes('%22q%22'));

  // Out of the search; with Ctrl held no key is the list's.
  await page
    .locator('main h1, main')
    .first()
    .click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Control+j');
  await expect(page.locator(HIGHLIGHT)).toHaveCount(0);

  // n and p turn the page (15 store types, 10 a page).
  await page.keyboard.press('n');
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(rows(page)).toHaveCount(5);
  await page.keyboard.press('p');
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '1');
  await expect(rows(page)).toHaveCount(10);

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'List keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Open the highlighted row/ })).toContainText('Enter');
  await expect(dialog.getByRole('row', { name: /Go to the search box/ })).toContainText('/');
  await expect(dialog.getByRole('row')).toHaveCount(9);
  // While the dialog is open, j is not the list's.
  await page.keyboard.press('j');
  await expect(page.locator(HIGHLIGHT)).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
  expect(bad).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('x selects and unselects the highlighted row where the list has bulk actions', async ({ page }) => {
  // The announcements: the administrator may delete them, so their rows can be selected.
  await openSignedIn(page, DEMO.admin, { path: '/management/announcement', locale: 'en' });
  const box = rows(page).first().getByRole('checkbox');
  await expect(box).not.toBeChecked();
  await page.keyboard.press('j');
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('x');
  await expect(box).toBeChecked();
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('x');
  await expect(box).not.toBeChecked();
});
