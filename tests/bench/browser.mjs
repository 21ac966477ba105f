/**
 * What the bench's runs share (tests/bench/bench.mjs and largeExport.mjs): the Chromium
 * they launch, the demo account they sign in with through the dev identity provider, the cookie
 * consent, and the watch on main-thread tasks over 50 ms (PerformanceObserver `longtask`).
 */
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.PA_CHROMIUM_PATH || '/usr/bin/chromium';
// Same values as tests/e2e/support/chromium.ts (shared by the Playwright tests).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const ACCOUNT = { email: 'admin@demo.test', password: 'demo1234' };
const SIGN_IN_BUTTON = /sign in|log ?in|เข้าสู่ระบบ/i;

/** Headless Chromium with the bench's flags (and `extraArgs`). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

/** The cookie banner stays out of the way. */
export async function consent(context, origin) {
  await context.addCookies([{ name: 'consent', value: 'true', url: origin, sameSite: 'Lax', expires: -1 }]);
}

/** Signs `page` in as the demo admin, from /login through the dev identity provider back to `origin`. */
export async function signInPage(page, origin, timeout) {
  await page.goto('/login', { timeout });
  const email = page.getByLabel(/e-?mail/i);
  const start = page.getByRole('button', { name: SIGN_IN_BUTTON });
  await email.or(start).first().waitFor({ timeout });
  if (!new URL(page.url()).pathname.startsWith('/idp/')) await start.first().click();
  await page.waitForURL(/\/idp\/interaction\//, { timeout });
  await page.getByLabel(/e-?mail/i).fill(ACCOUNT.email);
  await page.getByLabel(/password|รหัสผ่าน/i).fill(ACCOUNT.password);
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
  await page.waitForURL(
    (url) =>
      url.origin === origin && url.pathname !== '/' && !/^\/(login|idp|callback)(\/|$)/.test(url.pathname),
    { timeout },
  );
}

/** Starts recording the page's main-thread tasks over 50 ms. */
export function watchLongTasks(page) {
  return page.evaluate(() => {
    const tasks = [];
    Object.defineProperty(window, '__benchLongTasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** The longest task recorded since watchLongTasks, and how many there were. */
export async function longTasksOf(page) {
  const tasks = await page.evaluate(() => [...window.__benchLongTasks]);
  return { longestTaskMs: tasks.length ? Math.max(...tasks) : 0, longTasks: tasks.length };
}
