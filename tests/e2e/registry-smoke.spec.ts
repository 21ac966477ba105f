/**
 * Smoke test generated from the registry: for every declared entity, the administrator opens its list
 * and sees rows (or the empty state), opens the first row's view page when the entity has one, and the
 * create form when it declares one; a settings page shows its values, and its form where it has one.
 * tests/unit/schema/registry.test.ts checks that this file walks the whole registry, so a new
 * declaration is covered here without writing anything. Declarations go in batches of BATCH per test
 * (one sign-in each); each is a step, so a failure names it.
 *
 * Screens open by in-app navigation, not page loads (a load boots the console again: about a second
 * of the browser's CPU each). To be sure a check reads the new screen and not the one before it, every
 * navigation goes through the not-found page first: once its heading shows, the old screen is gone.
 * That each route also opens from its URL is the area specs' concern ("… opens from its URL …").
 */
import type { Page } from '@playwright/test';
import { resources } from '../../resources/declared.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import { inForm, inList, inShow } from '../../src/schema/placement.ts';
import { absoluteTemplate, addressTemplate, fillAddress } from '../../src/schema/routing/addresses.ts';
import { DEMO, expect, navigateInApp, test, openSignedIn } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}(\\s*\\*)?$`);

/** The Thai (default language) name of a screen: its menu's name where it has one. */
function thaiName(def: ResourceDefinition): string {
  return def.menu?.nameTh ?? def.i18n.th.name;
}

/**
 * A screen's address (docs/routes.md, "One address per screen") as a pattern for the whole path; its
 * `:id` is captured, every other `:param` matches one segment.
 */
function addressPattern(def: ResourceDefinition, kind: 'list' | 'view'): RegExp {
  const template = escape(absoluteTemplate(addressTemplate(def, kind), def));
  return new RegExp(
    `${template.replace(/:(\w+)/g, (_, key: string) => (key === 'id' ? '([^/]+)' : '[^/]+'))}$`,
  );
}

const label = (def: ResourceDefinition, source: string) => def.i18n.th.fields[source] ?? source;

/** The list's data rows (the header row excluded), or its empty state. */
async function expectRowsOrEmpty(page: Page) {
  const rows = page.locator('tbody').getByRole('row');
  const empty = page.getByRole('status').filter({ hasText: /^(ยังไม่มีข้อมูล|No )/ });
  await expect(rows.first().or(empty)).toBeVisible();
  return (await rows.count()) > 0 ? rows : null;
}

/** In-app navigation to `path` by way of the not-found page, so nothing of the last screen is left. */
async function open(page: Page, path: string) {
  await navigateInApp(page, '/404');
  await expect(page.getByRole('heading', { level: 1, name: /^404 — / })).toBeVisible();
  await navigateInApp(page, path);
}

/** One declaration: its list (or settings, or operation) page, first view page and create form. */
async function smoke(page: Page, def: ResourceDefinition) {
  await open(page, `/${def.name}`);
  if (def.parent || (!def.views.includes('list') && !def.settings)) {
    // No list of its own (a parent's child, a detail-only page): its area spec opens its pages. A
    // detail-only page whose list address needs nothing from a record goes there; any other is not found.
    const list = def.addresses?.list;
    const listed = !def.parent && list !== undefined && !list.includes(':');
    await expect(page).toHaveURL(listed ? addressPattern(def, 'list') : /\/404$/);
    return;
  }
  await expect(page).toHaveTitle(/.+/);
  await expect(page.getByRole('banner')).toContainText(thaiName(def));

  if (def.settings) {
    // A settings page: its values (or, edited in place, its inputs) at the list route, its form at /form.
    for (const field of def.fields.filter(inShow)) {
      await expect(page.getByText(exactly(label(def, field.source))).first()).toBeVisible();
    }
    if (def.settings.form === 'route') {
      await open(page, `/${def.name}/form`);
      for (const field of def.fields.filter((f) => inForm(f, 'edit'))) {
        await expect(page.getByLabel(label(def, field.source)).first()).toBeVisible();
      }
    }
    await expect(page.getByRole('button', { name: /บันทึก/ })).toBeVisible();
    return;
  }

  if (def.operation) {
    // An operation page: its first form (the look-up, or the change) is there to fill in.
    const first = def.operation.inquiry?.fields[0] ?? def.operation.fields[0];
    await expect(page.getByLabel(label(def, first)).first()).toBeVisible();
    return;
  }

  const firstColumn = def.fields.find(inList);
  if (firstColumn) {
    await expect(
      page.getByRole('columnheader', { name: label(def, firstColumn.source) }).first(),
    ).toBeVisible();
  }
  const rows = await expectRowsOrEmpty(page);

  if (def.views.includes('show') && rows) {
    // The first data cell (after the selection box, if any) holds no switch or button: a click opens the row.
    const cells = rows.first().getByRole('cell');
    const selectable = (await cells.first().getByRole('checkbox').count()) > 0;
    await cells.nth(selectable ? 1 : 0).click();
    const view = addressPattern(def, 'view');
    await expect(page).toHaveURL(view);
    // A page in tabs shows one tab at a time: every field is on its all-tabs page.
    if (def.tabs) {
      const id = decodeURIComponent(view.exec(new URL(page.url()).pathname)?.[1] ?? '');
      const all = fillAddress(def, 'viewAll', { id });
      if (!('path' in all))
        throw new Error(`${def.name}: its all-tabs address lacks ${all.missing.join(', ')}`);
      await open(page, all.path);
    }
    for (const field of def.fields.filter(inShow)) {
      await expect(page.getByText(exactly(label(def, field.source))).first()).toBeVisible();
    }
  }

  if (def.views.includes('create')) {
    await open(page, `/${def.name}/form/create`);
    for (const field of def.fields.filter((f) => inForm(f, 'create'))) {
      await expect(page.getByLabel(label(def, field.source)).first()).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /บันทึก/ })).toBeVisible();
  }
}

/** Declarations per test: one sign-in serves a batch; the batches share Playwright's workers. */
const BATCH = 6;
const batches: ResourceDefinition[][] = [];
for (const def of resources) {
  const last = batches.at(-1);
  if (last && last.length < BATCH) last.push(def);
  else batches.push([def]);
}

batches.forEach((batch, index) => {
  const names = batch.map((def) => def.name).join(', ');
  test(`batch ${index + 1}/${batches.length}: list, view and form open for the administrator (${names})`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + batch.length * 30_000);
    await openSignedIn(page, DEMO.admin);
    for (const def of batch) await test.step(def.name, () => smoke(page, def));
  });
});
