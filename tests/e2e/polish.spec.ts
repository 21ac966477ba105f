/**
 * Issue 28, "the polish": what the screens looked like at a glance. A status chip as wide as its text,
 * forms two short inputs to a row on a wide screen (one on a phone), one notification per deletion,
 * and a failed session check at page load that ends on the sign-in page with its reason and no
 * uncaught error.
 */
import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/messages/parts/th/auth.ts';
import { DEMO, expect, openSignedIn, storeSession, test, watchPageErrors } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

test('the status chip of a view page is as wide as its text', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openSignedIn(page, DEMO.admin, { path: '/store/store-detail/view/ST00001', locale: 'en' });
  const chip = page.getByRole('main').locator('.pa-value-chip[data-status]').first();
  await expect(chip).toBeVisible();
  const label = await box(chip.locator('.pa-value-chip-label'));
  const whole = await box(chip);
  // The label and the chip's own padding, nothing more.
  expect(whole.width).toBeLessThan(label.width + 40);
  expect(whole.width).toBeLessThan(300);
});

/** The users' create form: first name, last name, e-mail, phone, role, active. */
async function openUserForm(page: Page) {
  await openSignedIn(page, DEMO.admin, { path: '/management/users/form/create', locale: 'en' });
  const input = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(input('First name')).toBeVisible();
  return input;
}

test('a form on a wide screen puts short inputs two to a row, in order, and tabs row by row', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const input = await openUserForm(page);
  const [first, last, email, phone] = await Promise.all(
    ['First name', 'Last name', 'E-mail', 'Phone'].map((name) => box(input(name))),
  );
  expect(last.y).toBe(first.y);
  expect(last.x).toBeGreaterThan(first.x + first.width);
  expect(email.y).toBeGreaterThan(first.y);
  expect(phone.y).toBe(email.y);
  expect(phone.width).toBeLessThan(WIDE.width / 2);

  await input('First name').focus();
  await page.keyboard.press('Tab');
  await expect(input('Last name')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(input('E-mail')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(input('Phone')).toBeFocused();
});

test('a long text keeps a whole row of the form, and the two dates share the next', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openSignedIn(page, DEMO.admin, { path: '/management/announcement/form/create', locale: 'en' });
  const message = page.getByRole('textbox', { name: 'Message' });
  const start = page.getByRole('group', { name: 'Shown from' });
  const end = page.getByRole('group', { name: 'Shown until' });
  await expect(end).toBeVisible();
  const [m, s, e] = await Promise.all([box(message), box(start), box(end)]);
  expect(s.y).toBe(e.y);
  expect(s.y).toBeGreaterThan(m.y);
  // The message spans both columns: from the first's left edge to the second's right edge.
  expect(m.x).toBeLessThanOrEqual(s.x + 16);
  expect(m.x + m.width).toBeGreaterThanOrEqual(e.x + e.width - 16);
});

test('a form on a phone is one column', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const input = await openUserForm(page);
  const [first, last] = await Promise.all([box(input('First name')), box(input('Last name'))]);
  expect(last.y).toBeGreaterThan(first.y);
  expect(last.x).toBe(first.x);
  expect(last.width).toBe(first.width);
});

test('a deletion says so once', async ({ page }) => {
  // Every notification the page shows, each time one appears.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = shown;
    let current = '';
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('.MuiSnackbarContent-message')]
        .map((e) => e.textContent ?? '')
        .join(' | ');
      if (now !== current && now !== '') shown.push(now);
      current = now;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openSignedIn(page, DEMO.admin, { path: '/management/announcement/view/ANN0010', locale: 'th' });
  await page.getByRole('button', { name: 'ลบ' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page).toHaveURL(/\/management\/announcement$/);
  const alert = page.getByRole('alert').filter({ hasText: 'ลบข้อมูล 1 รายการเรียบร้อยแล้ว' });
  await expect(alert).toHaveCount(1);
  // A second notification would follow the first when it closes (4 s).
  await expect(alert).toBeHidden({ timeout: 8_000 });
  await page.waitForTimeout(1_000);
  const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
  expect(shown).toEqual(['ลบข้อมูล 1 รายการเรียบร้อยแล้ว']);
});

const FAILED_CHECKS = [
  { fault: 'user:500', path: '/management/announcement', reason: th.pa.auth.reasons.profile },
  { fault: 'user:500', path: '/management/announcement/view/ANN0010', reason: th.pa.auth.reasons.profile },
  { fault: 'user:malformed', path: '/management/announcement', reason: th.pa.auth.reasons.signature },
] as const;

for (const { fault, path, reason } of FAILED_CHECKS) {
  test(`a page load whose session check fails (${fault}, ${path}) signs in again with the reason, no uncaught error`, async ({
    page,
  }) => {
    const errors = await watchPageErrors(page);
    const unhandled: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('pa:unhandled ')) unhandled.push(message.text());
    });
    await page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        console.log(`pa:unhandled ${JSON.stringify(event.reason) ?? String(event.reason)}`);
      });
    });
    await storeSession(page, DEMO.admin, 'th');
    await page.goto(`${path}?mockFault=${fault}`);
    await page.waitForURL(/\/login$/);
    await expect(page.getByText(reason)).toBeVisible();
    // Late rejections would come with the check's last steps: give them a moment.
    await page.waitForTimeout(1_000);
    expect(unhandled).toEqual([]);
    expect(errors).toEqual([]);
  });
}
