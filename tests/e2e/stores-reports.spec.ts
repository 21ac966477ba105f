/**
 * Stores I reports in Chromium: the QR transaction export of one month opened as a zip holding the
 * rows the list shows, the server's error text on a refused export, and the external export as an xlsx.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO, expect, test, openSignedIn } from './support/index.ts';

test.describe.configure({ mode: 'parallel' });

const listUrl = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function start(page: Page, path: string): Promise<void> {
  await openSignedIn(page, DEMO.admin, { path, locale: 'en' });
}

/** Every XML part of an xlsx, joined: shared strings and sheets hold the cell texts. */
function xlsxText(bytes: Uint8Array): string {
  const parts = unzipSync(bytes);
  expect(Object.keys(parts)).toContain('[Content_Types].xml');
  expect(Object.keys(parts).some((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))).toBe(true);
  return Object.entries(parts)
    .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
    .map(([, data]) => strFromU8(data))
    .join('\n');
}

async function firstCellTexts(page: Page): Promise<string[]> {
  const rows = page.locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  return (await rows.locator('td:nth-child(1)').allTextContents()).map((t) => t.trim()).filter(Boolean);
}

test('QR transactions of September 2026 export as a zip holding the rows of the list', async ({ page }) => {
  await start(page, listUrl('/store/transaction', { StartDate: '2026-09-01', EndDate: '2026-09-30' }));
  const shown = await firstCellTexts(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const no of shown) expect(no).toMatch(/^QR202609/);
  await expect(page.getByText(/฿|THB/).first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Transaction_\d{8}_\d{6}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const inner = Object.entries(zip).find(([name]) => name.endsWith('.xlsx'));
  expect(inner).toBeDefined();
  const text = xlsxText(inner![1]);
  for (const no of shown) expect(text).toContain(no);
  expect(text).not.toContain('QR202610');
});

test('a refused QR export shows the server’s text and ends the progress', async ({ page }) => {
  await start(page, '/store/transaction');
  await expect(page.locator('tbody').getByRole('row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog).toContainText('Choose a start and an end date (at most 366 days) before exporting');
  await expect(dialog.getByRole('progressbar')).toBeHidden();
});

test('external transactions export as a valid xlsx with the listed rows', async ({ page }) => {
  await start(
    page,
    listUrl('/store/transaction-external', { StartDate: '2026-10-01', EndDate: '2026-10-31' }),
  );
  const shown = await firstCellTexts(page);
  expect(shown.length).toBeGreaterThan(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\[EXT\]-Transaction_\d{8}_\d{6}\.xlsx$/);
  const text = xlsxText(new Uint8Array(await readFile(await download.path())));
  for (const no of shown) expect(text).toContain(no);
});
