/**
 * Accessibility over the registry: every declared screen (tests/integration/faults/screens.ts, the
 * same generator as the fault matrix) opened by the administrator; axe must find no serious or
 * critical violation in the app bar and the screen's content, which must not be blank or throw.
 *
 * Cost grows with the registry, so the run is bounded by construction:
 * - screens are cut into batches of BATCH, one test each, so Playwright's workers share them and a
 *   batch's time limit does not grow with the registry;
 * - a batch signs in once and walks its screens by in-app navigation (the router's history), and
 *   axe-core is put into the page once, not at every check (its source is over a megabyte);
 * - a batch checks its first screen in English, then switches the language once and walks every
 *   screen in Thai (the staff's language) with every rule. English runs the rules whose outcome can
 *   change with the language (names, labels, titles, the page's language: NAME_RULES), on the whole
 *   page. Structure, roles and colours are the same in both languages; the names come from the
 *   catalogues, which tests/unit/shell/i18n-completeness.test.ts holds to the same keys, none empty,
 *   so English on every screen would repeat what that test and the Thai walk show (and cost about
 *   a minute of the run);
 * - each check has its own deadline (CHECK_MS): a screen that never settles fails by name and the
 *   batch goes on after a fresh load, instead of one screen eating the whole run.
 * Violations are soft failures, so one run names every failing screen. Record pages open with a real
 * id: the first record in the demo database (the seed the browser's mock serves; openSignedIn starts
 * from it).
 * The menu and the rest of the page are checked whole on the first screen of each language.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { createMockDb } from '../../mocks/db/index.ts';
import {
  fillPath,
  idsFor,
  registryScreens,
  seedGetList,
  type Screen,
} from '../integration/faults/screens.ts';
import {
  DEMO,
  expect,
  navigateInApp,
  setLocale,
  test,
  type Locale,
  openSignedIn,
  watchPageErrors,
} from './support/index.ts';

interface AxeWindow {
  axe?: typeof axe;
}

test.describe.configure({ mode: 'parallel' });

const BATCH = 8;
/** English first, on the batch's first screen; the Thai walk, with every rule, ends in the staff's language. */
const FIRST_LOCALE: Locale = 'en';
/** One screen in one language: navigate, settle, axe. Generous for a loaded 2-core machine. */
const CHECK_MS = 20_000;

const seedList = seedGetList(createMockDb());

const screens = registryScreens();
const batches: Screen[][] = [];
for (let i = 0; i < screens.length; i += BATCH) batches.push(screens.slice(i, i + BATCH));

async function settle(page: Page) {
  await expect(page.locator('#main-content')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

type Violation = { id: string; help: string; nodes: string[] };

/** The axe rules whose outcome depends on the page's text and language. */
const NAME_RULES = [
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'role-img-alt',
  'select-name',
  'svg-img-alt',
  'valid-lang',
];

/** Puts axe-core into the page, unless it is there already (in-app navigation keeps it). */
async function withAxe(page: Page) {
  const present = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!present) await page.evaluate(axe.source);
}

async function seriousViolations(page: Page, whole: boolean, allRules: boolean): Promise<Violation[]> {
  await withAxe(page);
  return page.evaluate(
    async ({ whole, rules }) => {
      const run = (window as AxeWindow).axe;
      if (!run) throw new Error('axe-core is not in the page');
      const results = await run.run(whole ? document : { include: [['header'], ['#main-content']] }, {
        resultTypes: ['violations'],
        // The console's own content has no frames; a frame (a previewed PDF, the sign-in provider's
        // hidden renewal page) would be waited for up to a minute, and is not ours to check.
        iframes: false,
        ...(rules ? { runOnly: { type: 'rule' as const, values: rules } } : {}),
      });
      return results.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.html.slice(0, 160)) }));
    },
    { whole, rules: allRules ? null : NAME_RULES },
  );
}

/** Runs `work`, or throws after `ms` naming what did not finish. */
async function within<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

batches.forEach((batch, index) => {
  const names = `${batch[0].title} … ${batch[batch.length - 1].title}`;
  test(`batch ${index + 1}/${batches.length} (${names}): no serious or critical axe violation`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + (batch.length + 2) * CHECK_MS);
    const errors = await watchPageErrors(page);
    const paths = new Map<Screen, string>();
    for (const screen of batch) paths.set(screen, fillPath(screen, await idsFor(screen, seedList)));
    // The batch's first screen in the first language: no landing screen or language switch before it.
    await openSignedIn(page, DEMO.admin, { path: paths.get(batch[0]), locale: FIRST_LOCALE });

    const checks: [Screen, Locale][] = [
      [batch[0], FIRST_LOCALE],
      ...batch.map((screen): [Screen, Locale] => [screen, 'th']),
    ];
    let reload = false;
    let lastLocale: Locale | undefined;
    for (const [screen, locale] of checks) {
      // The menu and the rest of the page are checked whole on the first screen of each language.
      const first = locale !== lastLocale;
      lastLocale = locale;
      await test.step(`${screen.title} (${locale})`, async () => {
        const path = paths.get(screen) ?? '';
        try {
          const violations = await within(CHECK_MS, `${screen.title} (${locale})`, async () => {
            if (reload) await page.goto(path);
            else {
              await navigateInApp(page, path);
              await expect(page).toHaveURL((url) => url.pathname === path);
            }
            reload = false;
            await setLocale(page, locale);
            await settle(page);
            return seriousViolations(page, first, locale === 'th');
          });
          expect.soft(violations, `${screen.title} (${locale})`).toEqual([]);
        } catch (error) {
          expect.soft(String(error), `${screen.title} (${locale}) opens and settles`).toBe('');
          reload = true;
        }
        expect.soft(errors, `${screen.title} (${locale}): page errors`).toEqual([]);
        errors.length = 0;
      });
    }
  });
});
