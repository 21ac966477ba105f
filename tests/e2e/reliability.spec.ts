/**
 * Reliability of the generated screens against the MSW mock backend: typed input survives a session
 * that ends mid-edit, a double click sends one DELETE, and a service that does not answer (or answers
 * garbage) gives a translated message naming it, with a retry, within the configured time-out.
 */
import type { Page, Request } from '@playwright/test';
import { declared } from '../../resources/declared.ts';
import { DEMO, expect, fillProviderLogin, isConsoleUrl, openSignedIn, test } from './support/index.ts';

const announcement = declared('management/announcement');

test.describe.configure({ mode: 'parallel' });

interface MockControls {
  setFault(service: string, mode: string): void;
  clearFaults(): void;
}
type MockWindow = Window & { __paMock?: MockControls };

const mock = (page: Page) => page.waitForFunction(() => (window as MockWindow).__paMock !== undefined);
const setFault = (page: Page, service: string, mode: string) =>
  page.evaluate(([s, m]) => (window as MockWindow).__paMock?.setFault(s, m), [service, mode] as const);
const clearFaults = async (page: Page) => {
  await mock(page);
  await page.evaluate(() => (window as MockWindow).__paMock?.clearFaults());
};

/**
 * Opens `path` as the administrator (the run's stored session: a 401 only forgets the tokens in this
 * browser), on the seed's demo data.
 */
async function start(page: Page, path: string, locale: 'en' | 'th' = 'en'): Promise<void> {
  await openSignedIn(page, DEMO.admin, { path, locale });
}

const rows = (page: Page) => page.locator('tbody').getByRole('row');
const dialog = (page: Page) => page.getByRole('dialog');

test('a 401 while saving an edit: after signing in again the typed text is back, with a notice', async ({
  page,
}) => {
  await start(page, '/management/announcement/form/ANN0001');
  const message = page.getByLabel(announcement.i18n.en.fields.message);
  await expect(message).not.toHaveValue('');
  const original = await message.inputValue();
  const typed = `Draft kept through a sign-out ${Date.now()}`;
  await message.fill(typed);

  await setFault(page, 'notification', '401');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/login/);
  await clearFaults(page);

  // Signing in again returns to the form.
  const startButton = page.getByRole('button', { name: /sign in|log ?in|เข้าสู่ระบบ/i });
  if (!new URL(page.url()).pathname.startsWith('/idp/')) await startButton.first().click();
  // The provider may still hold its own session and send the browser straight back.
  await page.waitForURL((url) => isConsoleUrl(url) || url.pathname.startsWith('/idp/interaction/'));
  if (!isConsoleUrl(new URL(page.url()))) await fillProviderLogin(page, DEMO.admin);
  await page.waitForURL(isConsoleUrl);
  await expect(page).toHaveURL(/\/management\/announcement\/form\/ANN0001$/);

  await expect(message).toHaveValue(typed);
  const notice = page.getByRole('alert').filter({ hasText: 'not saved before you were signed out' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Discarding puts the stored text back and forgets the draft.
  await notice.getByRole('button', { name: 'Discard restored values' }).click();
  await expect(message).toHaveValue(original);
  await page.reload();
  await expect(message).toHaveValue(original);
  await expect(notice).toBeHidden();
});

/** Counts the DELETE requests the page sends from now on. */
function countDeletes(page: Page): string[] {
  const deletes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  return deletes;
}

test('a double click on the delete confirmation of a row sends one DELETE', async ({ page }) => {
  await start(page, '/management/announcement');
  const deletes = countDeletes(page);
  await expect(page.getByText(/^1-10 of 40$/)).toBeVisible();
  await rows(page).first().getByRole('button', { name: 'Delete' }).click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByText(/^1-10 of 39$/)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(deletes).toHaveLength(1);
});

test('a double click on the delete confirmation of a view page sends one DELETE, and no error', async ({
  page,
}) => {
  await start(page, '/management/announcement/view/ANN0010');
  const deletes = countDeletes(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page).toHaveURL(/\/management\/announcement$/);
  await expect(page.getByText(/^1-10 of 39$/)).toBeVisible();
  expect(deletes).toHaveLength(1);
  expect(deletes[0]).toMatch(/announcement\/ANN0010$/);
  // Nothing tells the user that the record they just deleted was not found.
  await expect(page.getByText(/not found/i)).toHaveCount(0);
});

test('a list whose service never answers says so in Thai, naming it, and retries', async ({ page }) => {
  const timeoutMs = 2_000;
  // The time-out of the notification service comes from config.json, shortened for this test.
  await page.context().route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { services: Record<string, Record<string, unknown>> };
    config.services.notification.timeoutMs = timeoutMs;
    await route.fulfill({ response, json: config });
  });
  await start(page, '/', 'th');
  const asked = Date.now();
  await page.goto('/management/announcement?mockFault=notification:timeout');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'บริการประกาศและการแจ้งเตือนไม่ตอบสนองภายในเวลาที่กำหนด' })
    .filter({ has: page.getByRole('button', { name: 'ลองใหม่' }) });
  await expect(alert).toBeVisible({ timeout: timeoutMs + 8_000 });
  // It is the client's own time-out that gave up, not a test or server one.
  expect(Date.now() - asked).toBeGreaterThanOrEqual(timeoutMs);
  await expect(page.getByText(/Internal server error|Something went wrong/)).toHaveCount(0);

  await clearFaults(page);
  await alert.getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(alert).toBeHidden();
  await expect(rows(page)).toHaveCount(10);
});

test('a settings page whose answer cannot be read says so with a retry, not empty values', async ({
  page,
}) => {
  await start(page, '/management/qr-code?mockFault=payment:malformed');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'The answer of the payment gateway service could not be read' });
  await expect(alert).toBeVisible();
  await clearFaults(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText('50,000')).toBeVisible();
});

test('a view page on a 500 shows a translated message and a retry, not "not found"', async ({ page }) => {
  await start(page, '/management/announcement/view/ANN0003?mockFault=notification:500');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'The announcement and notification service is having a problem' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/view\/ANN0003/);
  await clearFaults(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText('ANN0003').first()).toBeVisible();
});
