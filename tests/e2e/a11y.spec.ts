/**
 * Accessibility over the registry: every declared screen (tests/integration/faults/screens.ts, the
 * same generator as the fault matrix) opened by the administrator in Thai and then in English; axe must
 * find no serious or critical violation in the app bar and the screen's content, which must not be
 * blank or throw.
 *
 * Cost grows with the registry, so one test per area (the first segment of the resource names:
 * `management`, `store`, …) signs in once, opens its first screen and walks the rest by in-app
 * navigation (the router's history, no reload); the language is switched through the language menu.
 * Each screen is a step, its violations soft failures: one run names every failing screen. Record
 * pages open with a real id: the first record of the resource in the demo database (the same seed the
 * browser's mock backend serves, put back to it at sign-in). The menu and the rest of the page are
 * checked once per area, on its first screen.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createMockDb } from '../../mocks/db/index.ts';
import { fillPath, idsFor, registryScreens, seedGetList, type Screen } from '../integration/faults/screens.ts';
import { DEMO, expect, setLocale, signIn, test } from './support/index.ts';

interface MockWindow {
  __paMock?: { reset(): void };
}

test.describe.configure({ mode: 'parallel' });

/** The first record of a resource (of its parent, for a child) in the seeded demo database. */
const seedList = seedGetList(createMockDb());

/** Screens by area, in registry order. */
const areas = new Map<string, Screen[]>();
for (const screen of registryScreens()) {
  const area = screen.def.name.split('/')[0];
  areas.set(area, [...(areas.get(area) ?? []), screen]);
}

/** Each screen, in each language, may take this long under a loaded machine (render + axe). */
const PER_CHECK_MS = 20_000;

async function settle(page: Page) {
  await expect(page.locator('#main-content')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** In-app navigation: the router follows history changes, so the console is not loaded again. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

type Violation = { id: string; help: string; nodes: string[] };

async function seriousViolations(page: Page, whole: boolean): Promise<Violation[]> {
  const builder = new AxeBuilder({ page });
  // The app bar and the screen; the menu is the same on every screen and checked with the whole page.
  if (!whole) builder.include('header').include('#main-content');
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.html.slice(0, 160)) }));
}

for (const [area, screens] of areas) {
  test(`${area}: ${screens.length} screens, Thai and English, no serious or critical axe violation`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + screens.length * 2 * PER_CHECK_MS);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, DEMO.admin);
    await page.waitForFunction(() => (window as MockWindow).__paMock !== undefined);
    await page.evaluate(() => (window as MockWindow).__paMock?.reset());

    let first = true;
    for (const screen of screens) {
      await test.step(screen.title, async () => {
        const path = fillPath(screen, await idsFor(screen, seedList));
        await navigate(page, path);
        for (const locale of ['th', 'en'] as const) {
          await setLocale(page, locale);
          await settle(page);
          expect.soft(await seriousViolations(page, first), `${screen.title} (${locale})`).toEqual([]);
          first = false;
        }
        expect.soft(errors, `${screen.title}: page errors`).toEqual([]);
        errors.length = 0;
      });
    }
  });
}
