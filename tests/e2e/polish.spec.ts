/**
 * Issue 28, "the polish": what the screens looked like at a glance. A status chip as wide as its text.
 */
import type { Locator } from '@playwright/test';
import { DEMO, expect, openSignedIn, test } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

const WIDE = { width: 1440, height: 900 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

test('the status chip of a view page is as wide as its text', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openSignedIn(page, DEMO.admin, { path: '/store/store-detail/view/ST00001', locale: 'en' });
  const chip = page.getByRole('main').locator('.MuiChip-root[data-status]').first();
  await expect(chip).toBeVisible();
  const label = await box(chip.locator('.MuiChip-label'));
  const whole = await box(chip);
  // The label and the chip's own padding, nothing more.
  expect(whole.width).toBeLessThan(label.width + 40);
  expect(whole.width).toBeLessThan(300);
});
