/**
 * Two staff at once, each in a browser of their own. The demo's mock services run in each browser and
 * keep their database in that browser's storage (docs/mock-backend.md), so two browsers would each have
 * their own: after one has written, `shareDatabase` carries its stored database to the other, as the
 * one shared service would hold it. The other browser's open page is not reloaded.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { MOCK_DB_STORAGE_KEY } from '../../../mocks/db/index.ts';
import { BASE_URL, CONSENT_COOKIE, expect } from './index.ts';

/** A second browser of its own (its storage, its session), set up as the suite's `test` sets the first. */
export async function secondBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    { name: CONSENT_COOKIE, value: 'true', url: BASE_URL, sameSite: 'Lax', expires: -1 },
  ]);
  await context.addInitScript(() => window.localStorage.setItem('pa.mockLatency', '10-40'));
  return { context, page: await context.newPage() };
}

/** What the shared service holds after `from` wrote: carried to `to`'s browser. */
export async function shareDatabase(from: Page, to: Page): Promise<void> {
  const stored = await from.evaluate((key) => window.localStorage.getItem(key), MOCK_DB_STORAGE_KEY);
  expect(stored).not.toBeNull();
  await to.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    MOCK_DB_STORAGE_KEY,
    stored ?? '',
  ] as const);
}
