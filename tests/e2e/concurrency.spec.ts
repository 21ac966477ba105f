/**
 * Two staff on the same record at the same time (docs/api-contract.md, "Versions and conflicts"): two
 * browsers, each signed in as its own demo account. The second write made from an old version is
 * refused with the comparison, and the first person's change is still there; "apply mine" saves once.
 *
 * The demo's mock services run in each browser and keep their database in that browser's storage
 * (docs/mock-backend.md), so two browsers would each have their own. One service for both is what the
 * test needs: after a browser has written, its stored database is carried to the other browser, as the
 * shared service would have it; the other browser's open page is not reloaded and still shows the old
 * version.
 */
import type { Page, Request } from '@playwright/test';
import { createMockDb, MOCK_DB_STORAGE_KEY, type MockRecord } from '../../mocks/db/index.ts';
import { DEMO, expect, openSignedIn, test, type DemoAccount } from './support/index.ts';
import { secondBrowser, shareDatabase } from './support/twoStaff.ts';

const db = createMockDb();
const nameOf = (userId: string) => {
  const staff = db.table('staffUsers').get(userId) as MockRecord;
  return `${String(staff.firstname)} ${String(staff.lastname)}`;
};
/** The demo accounts' staff rows: ops@demo.test is u-0002, admin@demo.test u-0001. */
const OPS_NAME = nameOf('u-0002');

/** Non-main active bank accounts, each with its store. */
const accounts = (db.table('bankAccounts').list() as unknown as MockRecord[]).filter(
  (a) => a.isMain !== true && a.isActive === true,
);
const accountPaths = (account: MockRecord) => {
  const base = `/store/store-detail/view/${String(account.storeId)}/bank-account`;
  return {
    form: `${base}/form/${String(account.accountId)}`,
    view: `${base}/view/${String(account.accountId)}`,
  };
};

/** The If-Match of every `method` call to a path ending in `suffix` that `page` sends. */
function watchWrites(page: Page, method: string, suffix: string): (string | undefined)[] {
  const seen: (string | undefined)[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(suffix))
      seen.push(request.headers()['if-match']);
  });
  return seen;
}

async function open(page: Page, account: DemoAccount, path: string): Promise<void> {
  await openSignedIn(page, account, { path, locale: 'en' });
}

test.describe('two staff on the same record', () => {
  test.describe.configure({ timeout: 120_000 });

  test('edit / edit: the second save is refused with the comparison; "apply mine" saves once', async ({
    page,
    browser,
  }) => {
    const account = accounts[0];
    const paths = accountPaths(account);
    const second = await secondBrowser(browser);
    try {
      await open(page, DEMO.ops, paths.form);
      await open(second.page, DEMO.admin, paths.form);
      const nameA = page.getByRole('textbox', { name: /^Account name/ });
      const nameB = second.page.getByRole('textbox', { name: /^Account name/ });
      await expect(nameA).not.toHaveValue('', { timeout: 30_000 });
      await expect(nameB).not.toHaveValue('', { timeout: 30_000 });
      const puts = watchWrites(second.page, 'PUT', `/bank_account/${String(account.accountId)}`);

      // The first person saves.
      await nameA.fill('บัญชีที่ผู้ใช้คนแรกแก้');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.view}$`), { timeout: 30_000 });
      await shareDatabase(page, second.page);

      // The second, still on the old version, is refused and shown the comparison.
      await nameB.fill('บัญชีที่ผู้ใช้คนที่สองแก้');
      await second.page.getByRole('button', { name: 'Save' }).click();
      const dialog = second.page.getByRole('dialog', { name: 'Someone else changed this record' });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText(`${OPS_NAME} changed this record at`)).toBeVisible();
      const row = dialog.getByRole('row', { name: /Account name/ });
      await expect(row).toContainText('บัญชีที่ผู้ใช้คนที่สองแก้');
      // The first person's change is still there: it is the current value.
      await expect(row).toContainText('บัญชีที่ผู้ใช้คนแรกแก้');
      // What they typed is still in the form behind the dialog (hidden from the accessibility tree).
      await expect(second.page.locator('input[name="bankAccountName"]')).toHaveValue('บัญชีที่ผู้ใช้คนที่สองแก้');
      expect(puts).toEqual(['"1"']);

      // "Apply mine": one save, on top of the current version.
      await dialog.getByRole('button', { name: 'Apply mine on top of the current version' }).click();
      await expect(second.page).toHaveURL(new RegExp(`${paths.view}$`), { timeout: 30_000 });
      await expect(second.page.getByText('บัญชีที่ผู้ใช้คนที่สองแก้').first()).toBeVisible();
      expect(puts).toEqual(['"1"', '"2"']);
    } finally {
      await second.context.close();
    }
  });

  test('edit / delete: the delete on the old version is refused; keeping it keeps the first change', async ({
    page,
    browser,
  }) => {
    const account = accounts[1];
    const paths = accountPaths(account);
    const second = await secondBrowser(browser);
    try {
      await open(page, DEMO.ops, paths.form);
      await open(second.page, DEMO.admin, paths.view);
      const nameA = page.getByRole('textbox', { name: /^Account name/ });
      await expect(nameA).not.toHaveValue('', { timeout: 30_000 });
      await expect(second.page.getByText(String(account.bankAccountName)).first()).toBeVisible({
        timeout: 30_000,
      });
      const deletes = watchWrites(second.page, 'DELETE', `/bank_account/${String(account.accountId)}`);

      await nameA.fill('แก้ก่อนถูกลบ');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.view}$`), { timeout: 30_000 });
      await shareDatabase(page, second.page);

      await second.page.getByRole('button', { name: 'Delete' }).first().click();
      await second.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      const refused = second.page.getByRole('dialog', { name: 'This record changed before you deleted it' });
      await expect(refused).toBeVisible({ timeout: 30_000 });
      await expect(refused).toContainText(`${OPS_NAME} changed this record at`);
      await refused.getByRole('button', { name: 'Keep it' }).click();
      await expect(refused).toBeHidden();
      // Still there, with the first person's change.
      await expect(second.page.getByText('แก้ก่อนถูกลบ').first()).toBeVisible({ timeout: 30_000 });
      await expect(second.page).toHaveURL(new RegExp(`${paths.view}$`));
      expect(deletes).toEqual(['"1"']);
    } finally {
      await second.context.close();
    }
  });

  test('approve / approve: the second is told who approved it, and nothing is done twice', async ({
    page,
    browser,
  }) => {
    const registration = (db.table('merchantRegisters').list() as unknown as MockRecord[]).find(
      (r) => r.status === 'contacted',
    );
    expect(registration).toBeDefined();
    const path = `/store/store-register-information/detail/${String(registration?.storeId)}`;
    const second = await secondBrowser(browser);
    const approve = async (on: Page) => {
      await on.getByRole('button', { name: 'Change status' }).click();
      const dialog = on.getByRole('dialog');
      await dialog.getByRole('combobox', { name: /^Status/ }).click();
      await on
        .getByRole('option', { name: /^Passed$/ })
        .first()
        .click();
      await expect(on.getByRole('listbox')).toBeHidden();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      return dialog;
    };
    try {
      await open(page, DEMO.ops, path);
      await open(second.page, DEMO.admin, path);
      await expect(page.getByRole('button', { name: 'Change status' })).toBeVisible({ timeout: 30_000 });
      await expect(second.page.getByRole('button', { name: 'Change status' })).toBeVisible({
        timeout: 30_000,
      });
      const posts = watchWrites(second.page, 'POST', '/register_status');

      await expect(await approve(page)).toBeHidden({ timeout: 30_000 });
      await expect(page.getByText('Passed').first()).toBeVisible();
      await shareDatabase(page, second.page);

      const dialog = await approve(second.page);
      await expect(
        second.page.getByText(
          new RegExp(`^Already approved by ${OPS_NAME} at .+; nothing was done twice\\.$`),
        ),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(dialog).toBeHidden();
      // The page shows the registration as it is now: passed, with no status left to change.
      await expect(second.page.getByRole('button', { name: 'Change status' })).toHaveCount(0, {
        timeout: 30_000,
      });
      expect(posts).toHaveLength(1);
      const history = await second.page.evaluate(
        ([key, id]) => {
          const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
            tables?: Record<string, { upserts: { storeId: string; statusHistory: { to: string }[] }[] }>;
          };
          const row = stored.tables?.merchantRegisters?.upserts.find((r) => r.storeId === id);
          return row?.statusHistory.filter((change) => change.to === 'passed').length;
        },
        [MOCK_DB_STORAGE_KEY, String(registration?.storeId)] as const,
      );
      expect(history).toBe(1);
    } finally {
      await second.context.close();
    }
  });
});
