/**
 * Shared end-to-end helpers: a `test` that consents to cookies by default, sign-in through the dev
 * identity provider, the demo accounts, the language menu, and a watch on requests leaving loopback.
 * Selectors are by role and label, as a user finds things.
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { BASE_URL } from './chromium.ts';
import { MOCK_DB_STORAGE_KEY } from '../../../mocks/db/index.ts';
import { storedSession } from './storedSession.ts';
import { en, th } from '../../../i18n/messages/app.ts';

export { expect };
export { BASE_URL } from './chromium.ts';

/** Demo accounts of docs/architecture.md (password `demo1234` for all). */
export const DEMO = {
  admin: 'admin@demo.test',
  ops: 'ops@demo.test',
  finance: 'finance@demo.test',
  viewer: 'viewer@demo.test',
} as const;
export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];
export const DEMO_PASSWORD = 'demo1234';

export const CONSENT_COOKIE = 'consent';

interface Options {
  /** Set the `consent` cookie before the test so the cookie banner stays out of the way. */
  consent: boolean;
  /**
   * Latency of the browser's mock services (`localStorage['pa.mockLatency']`, mocks/browser.ts):
   * shorter than the demo's 80–200 ms so the suite does not wait on the network it only pretends;
   * still more than 0, so every answer arrives after the page has rendered its loading state.
   * `''` keeps the demo's latency.
   */
  mockLatency: string;
}

export const test = base.extend<Options>({
  consent: [true, { option: true }],
  mockLatency: ['10-40', { option: true }],
  context: async ({ context, consent, mockLatency }, provide) => {
    if (mockLatency !== '') {
      await context.addInitScript((value) => {
        try {
          window.localStorage.setItem('pa.mockLatency', value);
        } catch {
          // A page whose storage is blocked keeps the default latency.
        }
      }, mockLatency);
    }
    if (consent) {
      await context.addCookies([
        { name: CONSENT_COOKIE, value: 'true', url: BASE_URL, sameSite: 'Lax', expires: -1 },
      ]);
    }
    await provide(context);
  },
});

/** Paths that are part of signing in, not the console itself. */
const SIGN_IN_PATH = /^\/(login|idp|callback)(\/|$)/;

/** The console's address after sign-in: back on our origin, past /login, the provider and /callback. */
export function isConsoleUrl(url: URL): boolean {
  return url.origin === BASE_URL && !SIGN_IN_PATH.test(url.pathname) && url.pathname !== '/';
}

/** Fills the dev identity provider's sign-in form (at /idp/interaction/...) and submits it. */
export async function fillProviderLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|รหัสผ่าน/i).fill(password);
  await page.getByRole('button', { name: /sign in|log ?in|เข้าสู่ระบบ/i }).click();
}

/**
 * Signs in through the real OIDC flow: /login, the provider's form, /callback, back to the console.
 * Resolves once the console's top bar is visible on a console route.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  // /login either redirects to the provider by itself or offers a button that starts the redirect.
  const providerForm = page.getByLabel(/e-?mail/i);
  const startButton = page.getByRole('button', { name: /sign in|log ?in|เข้าสู่ระบบ/i });
  await expect(providerForm.or(startButton).first()).toBeVisible({ timeout: 20_000 });
  if (!new URL(page.url()).pathname.startsWith('/idp/')) await startButton.first().click();
  await fillProviderLogin(page, email, password);
  await page.waitForURL(isConsoleUrl, { timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
}

const LANGUAGE_NAMES = { th: 'ไทย', en: 'English' } as const;
export type Locale = keyof typeof LANGUAGE_NAMES;

/** Where react-admin's store (src/App.tsx, app key `payment-admin`) keeps the chosen language. */
export const LOCALE_STORAGE_KEY = 'RaStorepayment-admin.locale';

export interface OpenOptions {
  /** The console route to open (default `/`, which goes on to the account's landing screen). */
  path?: string;
  /** The language to open in, as if chosen earlier in the language menu (default: the console's own). */
  locale?: Locale;
}

/**
 * Writes the session the run's setup signed in once for `account` (support/storedSession.ts) into the
 * origin's storage, with the language (as if chosen earlier in the language menu) and a clean demo
 * database (no changes over the seed). The console is not started: the next page load starts it
 * signed in. For tests that only need to be someone; never for a test that signs out (see there).
 */
export async function storeSession(page: Page, account: DemoAccount, locale?: Locale): Promise<void> {
  const { key, value } = storedSession(account);
  // A page of our origin that does not start the console, to write its storage.
  await page.goto('/config.json');
  await page.evaluate(
    ([k, v, dbKey, localeKey, lang]) => {
      window.localStorage.setItem(k, v);
      window.localStorage.removeItem(dbKey);
      if (lang) window.localStorage.setItem(localeKey, JSON.stringify(lang));
    },
    [key, value, MOCK_DB_STORAGE_KEY, LOCALE_STORAGE_KEY, locale ?? ''] as const,
  );
}

/**
 * Opens the console at `path` as `account` (storeSession, then one page load), as a user who comes
 * back to a bookmark. Resolves when the console's top bar shows, on a console route, in the asked
 * language; or on the 403 (404) page, when `path` is not the account's to open.
 */
export async function openSignedIn(
  page: Page,
  account: DemoAccount,
  { path = '/', locale }: OpenOptions = {},
): Promise<void> {
  await storeSession(page, account, locale);
  await page.goto(path);
  await page.waitForURL(isConsoleUrl, { timeout: 20_000 });
  // The console's frame, or its page for a route the account may not open (or that does not exist).
  const refused = page.getByRole('heading', { level: 1, name: /^40[34] — / });
  // The language menu's button is named after the current language. (The frame may show for a moment
  // before a refused route goes on to /403: either end will do.)
  const frame = locale
    ? page.getByRole('banner').getByRole('button', { name: LANGUAGE_NAMES[locale], exact: true })
    : page.getByRole('banner');
  await expect(frame.or(refused)).toBeVisible();
}

/**
 * In-app navigation to `path`: the console's router follows history changes, so the console is not
 * loaded again (a page load boots it: about a second of the browser's CPU). The address changes at
 * once; the screen follows when the router has rendered it (or sent it on, e.g. to /404).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The language menu's button in the top bar; its name is the current language. */
export function languageButton(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(${Object.values(LANGUAGE_NAMES).join('|')})$`) });
}

/** The app title in each language: it shows once react-admin has rendered the page in that language. */
const APP_TITLES = { th: th.pa.app.title, en: en.pa.app.title } as const;

/** Switches the console's language through the language menu in the top bar. */
export async function setLocale(page: Page, locale: Locale): Promise<void> {
  const button = languageButton(page);
  if ((await button.textContent())?.trim() === LANGUAGE_NAMES[locale]) return;
  await button.click();
  const item = page.getByRole('menuitem', { name: LANGUAGE_NAMES[locale], exact: true });
  await item.click();
  await expect(button).toHaveText(LANGUAGE_NAMES[locale]);
  await expect(item).toBeHidden();
  // The button follows the choice at once; react-admin renders the whole page again once the
  // language's messages are in, which the app title shows. A click before that would be lost with it.
  await expect(page.getByRole('banner')).toContainText(APP_TITLES[locale]);
}

/**
 * Records every request the page makes to a host other than the console's own (127.0.0.1), from now on.
 * `data:` and `blob:` URLs stay inside the page and are not counted.
 */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  const own = new URL(BASE_URL).hostname;
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== own) foreign.push(request.url());
  };
  page.context().on('request', onRequest);
  return foreign;
}

const CAUSE_TAG = 'pa:error-cause ';

/**
 * The page's uncaught errors, as messages, from now on. React reports an error it recovered from
 * (a render that threw, then passed when retried) as its own error #520 with the real one as `cause`,
 * which Playwright's page error leaves out; the cause's message and first stack lines are listed
 * beside it, so a failure says what threw. Call before the page is loaded.
 */
export async function watchPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.addInitScript((tag) => {
    window.addEventListener('error', (event) => {
      const cause: unknown = (event.error as { cause?: unknown } | null)?.cause;
      if (cause === undefined) return;
      const text = cause instanceof Error ? `${cause.message}\n${cause.stack ?? ''}` : String(cause);
      console.log(`${tag}${text.split('\n').slice(0, 8).join('\n')}`);
    });
  }, CAUSE_TAG);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().startsWith(CAUSE_TAG)) errors.push(`cause: ${message.text().slice(CAUSE_TAG.length)}`);
  });
  return errors;
}
