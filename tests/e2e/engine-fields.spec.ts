/**
 * Engine capabilities seen in the browser: the side menu clears the top bar, lists on a phone are
 * stacked rows that never widen the page, date inputs speak Buddhist Era in Thai while the services
 * get Gregorian dates, and dates a service sends as text show BE years in Thai. Uploads and operation
 * pages have no screen in the registry yet; tests/integration/schema/file.test.tsx and operation.test.tsx
 * cover them.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, setLocale, test, openSignedIn } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

async function start(page: Page, locale: 'th' | 'en', path: string): Promise<void> {
  await openSignedIn(page, DEMO.admin, { path, locale });
}

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the side menu's first heading sits below the top bar", async ({ page }) => {
    await start(page, 'en', '/management/announcement');
    const nav = page.getByRole('navigation');
    const heading = nav.getByRole('heading').first();
    await expect(heading).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    const first = await heading.boundingBox();
    expect(bar).not.toBeNull();
    expect(first).not.toBeNull();
    expect(first!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    // Nothing covers it: the heading itself is what a click at its centre reaches.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('h2')?.textContent ?? null,
      { x: first!.x + first!.width / 2, y: first!.y + first!.height / 2 },
    );
    expect(hit).toBe(await heading.textContent());
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a list is stacked rows, the page never scrolls sideways, and a tap opens the record', async ({
    page,
  }) => {
    await start(page, 'en', '/management/announcement');
    const main = page.getByRole('main');
    await expect(main.locator('li').first()).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await main.locator('li [role="button"], li a').first().click();
    await expect(page).toHaveURL(/\/management\/announcement\/view\/ANN\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the users list fits a phone too', async ({ page }) => {
    await start(page, 'th', '/management/users');
    await expect(page.getByRole('main').locator('li').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('Thai dates', () => {
  test('a Buddhist Era day typed in Thai is sent as the Gregorian day', async ({ page }) => {
    await start(page, 'th', '/management/announcement');
    const startDate = page.getByRole('group', { name: 'วันที่เริ่มต้น' });
    await expect(startDate).toBeVisible();
    const sent = page.waitForRequest(
      (r) => /\/mock-api\/notification\/announcement\?/.test(r.url()) && r.url().includes('StartDate='),
    );
    await startDate.getByRole('spinbutton').first().click();
    await page.keyboard.type('01112569');
    await expect(page.locator('input[name="StartDate"]')).toHaveValue('01/11/2569');
    const url = new URL((await sent).url());
    expect(url.searchParams.get('StartDate')).toBe('2026-11-01');
    await expect(page).toHaveURL(/StartDate%22%3A%222026-11-01/);

    // The end picker opens on a calendar in Thai with the BE year, and cannot go before the start.
    await page.getByRole('group', { name: 'วันที่สิ้นสุด' }).getByRole('button').click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid', { name: 'พฤศจิกายน 2569' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled();
  });

  test('dates sent as text and stored dates show BE years in Thai, Gregorian in English', async ({
    page,
  }) => {
    await start(page, 'th', '/management/announcement');
    const firstRow = page.locator('tbody').getByRole('row').first();
    await expect(firstRow).toBeVisible();
    // timeRange "dd/MM/yyyy HH:mm - dd/MM/yyyy HH:mm" from the service, shown with BE years.
    await expect(firstRow).toContainText(/\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2} - \d{2}\/\d{2}\/25\d{2}/);
    await setLocale(page, 'en');
    await expect(firstRow).toContainText(/\d{2}\/\d{2}\/20\d{2} \d{2}:\d{2} - \d{2}\/\d{2}\/20\d{2}/);
  });

  test('a form date-time in Thai shows BE and saves the Gregorian value', async ({ page }) => {
    await start(page, 'th', '/management/announcement/form/create');
    await page.getByRole('textbox', { name: /ข้อความประกาศ/ }).fill('ทดสอบวันที่พุทธศักราช');
    for (const [label, digits] of [
      ['เริ่มแสดง', '251125690900'],
      ['สิ้นสุดการแสดง', '301125691800'],
    ] as const) {
      await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
      await page.keyboard.type(digits);
    }
    await expect(page.locator('input[name="startDate"]')).toHaveValue('25/11/2569 09:00');
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/mock-api\/notification\/announcement$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'บันทึก' }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body.startDate).toBe('2026-11-25T09:00');
    expect(body.endDate).toBe('2026-11-30T18:00');
  });
});
