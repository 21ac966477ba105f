// @vitest-environment jsdom
/**
 * Names, not codes, for a store's bank accounts (docs/mock-backend.md, "Seed"): the service answers an
 * account with its bank's code only, and the store's Bank accounts tab shows each account's bank by
 * the bank list's name in the reader's language (English here), never the code. Against the mock
 * backend and its seed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { declared } from '../../../resources/declared.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import '../../../src/schema/show/TabbedFields.tsx';
import { config, issuer, startMockServer, USERS } from '../mocks/helpers.ts';
import { renderConsole } from './harness.tsx';

vi.setConfig({ testTimeout: 90_000 });

const defs = [declared('store/store-detail'), declared('store/bank-account')];
const STORE = 'ST00001';

const mock = startMockServer();
afterAll(() => mock.server.close());

describe("a store's bank accounts", () => {
  it('are answered with the bank’s code only, and listed by the bank list’s name', async () => {
    const http = createHttpClient({ config, getAccessToken: () => issuer.mint(USERS.admin) });
    const dataProvider = createDataProvider({ http, resources: defs });
    const { data: accounts } = await dataProvider.getManyReference('store/bank-account', {
      target: 'storeId',
      id: STORE,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'accountId', order: 'ASC' },
      filter: {},
    });
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) expect(account).not.toHaveProperty('bankName');
    const banks = mock.db.table('banks');
    const names = accounts.map((account) => banks.get(String(account.bankCode))?.bankNameEn ?? '');
    expect(names.every((name) => name !== '')).toBe(true);

    renderConsole({
      path: `/store/store-detail/view/${STORE}/tab/bank-accounts`,
      defs,
      http,
      dataProvider,
    });
    const list = await screen.findByRole('region', { name: 'Bank accounts' });
    for (const name of new Set(names))
      expect((await within(list).findAllByText(name)).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(accounts.length + 1));
    for (const account of accounts)
      expect(within(list).queryByRole('cell', { name: String(account.bankCode) })).not.toBeInTheDocument();
  });
});
