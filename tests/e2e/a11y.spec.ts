/**
 * Accessibility over the registry: every declared screen (tests/integration/faults/screens.ts, the
 * same generator as the fault matrix) opened by the administrator in Thai and in English; axe must find
 * no serious or critical violation on the whole page, which must not be blank or throw.
 *
 * The administrator signs in once per worker; each test starts from that stored state. Record pages
 * open with a real id: the first record of the resource in the demo database (the same seed the
 * browser's mock backend serves, put back to it at sign-in).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { createMockDb } from '../../mocks/db/index.ts';
import { fillPath, idsFor, registryScreens, seedGetList } from '../integration/faults/screens.ts';
import {
  BASE_URL,
  CONSENT_COOKIE,
  DEMO,
  expect,
  languageButton,
  signIn,
  test as base,
  type Locale,
} from './support/index.ts';

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** react-admin's store key of the language (`localStorageStore(undefined, 'payment-admin')`). */
const LOCALE_KEY = 'RaStorepayment-admin.locale';
const LANGUAGE_NAME: Record<Locale, string> = { th: 'ไทย', en: 'English' };

interface MockWindow {
  __paMock?: { reset(): void };
}

const test = base.extend<object, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: BASE_URL });
      await context.addCookies([{ name: CONSENT_COOKIE, value: 'true', url: BASE_URL, sameSite: 'Lax' }]);
      const page = await context.newPage();
      await signIn(page, DEMO.admin);
      await page.waitForFunction(() => (window as MockWindow).__paMock !== undefined);
      await page.evaluate(() => (window as MockWindow).__paMock?.reset());
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, provide) => provide(adminState),
});

test.describe.configure({ mode: 'parallel' });

/** The first record of a resource (of its parent, for a child) in the seeded demo database. */
const seedList = seedGetList(createMockDb());

async function settle(page: Page) {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const screen of registryScreens()) {
  for (const locale of ['th', 'en'] as const) {
    test(`${screen.title} (${locale}): no serious or critical axe violation`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LOCALE_KEY,
        JSON.stringify(locale),
      ] as const);
      const path = fillPath(screen, await idsFor(screen, seedList));
      await page.goto(path);
      await expect(languageButton(page)).toHaveText(LANGUAGE_NAME[locale]);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await settle(page);

      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.html.slice(0, 160)) }));
      expect(bad).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
