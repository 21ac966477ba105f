/**
 * Data before the click (docs/architecture.md, "Loading policy": on intent, at rest): what the pointer
 * rests on starts loading what it opens, and a record's page at rest what its tabs open. A store's page
 * asks for its Branches tab's first page at rest, its Branches tab when the pointer rests on it (the
 * reads at rest may come first), a side-menu item for its list's first page, each before the click; the
 * click then shows them.
 */
import type { Request } from '@playwright/test';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

const STORE = 'ST00001';
const ROOT = '/store/store-detail';
const path = (request: Request) => new URL(request.url()).pathname;
const branchList = (request: Request) =>
  request.method() === 'GET' && path(request).endsWith(`/merchant/${STORE}/branch`);
const storeList = (request: Request) => request.method() === 'GET' && path(request).endsWith('/merchant');

test("a store's page at rest asks for its Branches tab's first page: the tab opens from it", async ({
  page,
}) => {
  const clicked: string[] = [];
  const asked = page.waitForRequest((request) => {
    if (branchList(request)) clicked.push(page.url());
    return branchList(request);
  });
  await openSignedIn(page, DEMO.admin, { path: `${ROOT}/view/${STORE}/tab/general`, locale: 'en' });
  const tab = page.getByRole('tab', { name: 'Branches' });
  await expect(tab).toBeVisible();
  // No pointer on the tab, no focus: the page reads its tabs at rest, once its own reads are done.
  await asked;
  expect(clicked[0]).toContain('/tab/general');
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`/view/${STORE}/tab/branches$`));
  await expect(page.getByRole('region', { name: 'Branches' }).getByRole('row').nth(1)).toContainText('BR');
});

test.describe('while the page is not at rest', () => {
  // The master lists never answer here (`?mockFault=master:timeout`): the page's own reads of its
  // names stay on their way, so it never comes to rest and reads nothing at rest. A request for the
  // Branches can then only be the hover's.
  test('resting on the Branches tab asks for its first page before the click', async ({ page }) => {
    const inFlight = new Set<Request>();
    const asked: { url: string; othersInFlight: number }[] = [];
    page.on('request', (request) => {
      if (branchList(request)) asked.push({ url: page.url(), othersInFlight: inFlight.size });
      else if (['fetch', 'xhr'].includes(request.resourceType())) inFlight.add(request);
    });
    const done = (request: Request) => inFlight.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await openSignedIn(page, DEMO.admin, {
      path: `${ROOT}/view/${STORE}/tab/general?mockFault=master:timeout`,
      locale: 'en',
    });
    const tab = page.getByRole('tab', { name: 'Branches' });
    await expect(tab).toBeVisible();
    expect(asked).toHaveLength(0);
    await tab.hover();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    // Asked while the page's own reads were on their way (so not at rest) and the page was still
    // on its first tab (so not by the click): the hover.
    expect(asked[0].othersInFlight).toBeGreaterThan(0);
    expect(asked[0].url).toContain('/tab/general');
    await tab.click();
    await expect(page).toHaveURL(new RegExp(`/view/${STORE}/tab/branches`));
    await expect(page.getByRole('region', { name: 'Branches' }).getByRole('row').nth(1)).toContainText('BR');
  });
});

test("resting on a side-menu item asks for its list's first page before the click", async ({ page }) => {
  await openSignedIn(page, DEMO.admin, { path: '/store/store-register-information', locale: 'en' });
  const item = page.getByRole('navigation').getByRole('menuitem', { name: 'Store Data' });
  await expect(item).toBeVisible();
  const asked = page.waitForRequest(storeList);
  await item.hover();
  const request = await asked;
  expect(page.url()).toContain('/store/store-register-information');
  expect(new URL(request.url()).searchParams.toString()).not.toBe('');
  await item.click();
  await expect(page.locator('tbody').getByRole('row').first()).toContainText('ST0');
});
