// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError, type I18nProvider, type TranslationMessages } from 'react-admin';
import { en as bulkEn } from '../../../i18n/messages/parts/bulk.ts';
import type { RunActionParams } from '../../../src/data/provider/actions.ts';
import { defineResource } from '../../../src/schema/types.ts';
import { expectConsoleError } from '../../setup/console.ts';
import { renderConsole, stubDataProvider, testAuthProvider, testI18nProvider, type Row } from './harness.tsx';

const settlement = defineResource({
  area: 'account',
  path: 'bulk-settlement-test',
  permission: 'funding',
  idField: 'ref',
  service: 'reporting',
  endpoints: { list: 'report/settlement' },
  fields: [
    { source: 'ref', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'amount', type: 'money' },
    { source: 'status', type: 'text' },
  ],
  views: ['list'],
  actions: [
    {
      name: 'settle',
      label: 'resources.account/bulk-settlement-test.messages.settle',
      permission: 'approve',
      scope: 'bulk',
      bulk: true,
      method: 'POST',
      path: 'report/settlement/{id}/settle',
      money: true,
      body: { decision: 'settle' },
      when: { field: 'status', in: ['waiting'] },
    },
  ],
  recordTitle: 'ref',
  mock: { table: 'fundingTransfers' },
  i18n: {
    th: {
      name: 'ชำระ',
      fields: { ref: 'อ้างอิง', storeName: 'ร้าน', amount: 'จำนวนเงิน', status: 'สถานะ' },
      messages: { settle: 'ชำระ' },
    },
    en: {
      name: 'Settlements',
      fields: { ref: 'Reference', storeName: 'Store', amount: 'Amount', status: 'Status' },
      messages: { settle: 'Settle' },
    },
  },
});

const rows: Row[] = [
  { id: 'S-1', ref: 'S-1', storeName: 'ร้านหนึ่ง', amount: 1000.1, status: 'waiting', version: 1 },
  { id: 'S-2', ref: 'S-2', storeName: 'ร้านสอง', amount: 250.2, status: 'waiting', version: 4 },
  { id: 'S-3', ref: 'S-3', storeName: 'ร้านสาม', amount: 0.3, status: 'waiting', version: 2 },
];

/** The test's English messages with the bulk part's own. */
function i18n(): I18nProvider {
  const base = testI18nProvider([settlement]);
  const parts = polyglotI18nProvider(
    () => bulkEn as unknown as TranslationMessages,
    'en',
    [{ locale: 'en', name: 'English' }],
    { allowMissing: true },
  );
  return {
    ...base,
    translate: (key, options) =>
      /^pa\.bulk\./.test(key) ? parts.translate(key, options) : base.translate(key, options),
  };
}

const rowOf = (cell: HTMLElement): HTMLElement => {
  const row = cell.closest('tr');
  if (!row) throw new Error('not in a row');
  return row;
};

/** Selects a row by its check box. */
async function select(ref: string): Promise<void> {
  const box = within(rowOf((await screen.findAllByText(ref))[0])).getByRole('checkbox');
  // The first selection shows the bulk buttons, whose code and messages load then (lazyBulk.ts): the
  // click runs in an awaited act, so that React finishes that render once they are in.
  await act(async () => {
    fireEvent.click(box);
  });
}

const calls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call[1] as RunActionParams);

describe('bulk actions row by row', () => {
  it('confirms with the count and the money total, goes on after a refusal, and retries only the failed row with its key', async () => {
    const { spies, dataProvider } = stubDataProvider(rows);
    // react-admin logs the refused call; the test asserts its reason on screen below.
    expectConsoleError(/already settled/);
    spies.runAction.mockImplementation(async (_resource: string, params: RunActionParams) => {
      if (params.id === 'S-2' && calls(spies.runAction).filter((p) => p.id === 'S-2').length === 1)
        throw new HttpError('Settlement S-2 is already settled', 409, {
          message: 'Settlement S-2 is already settled',
          code: 'already_done',
          doneBy: 'สุดา รักงาน',
          doneAt: '2026-11-28T10:05:00+07:00',
        });
      return { data: {} };
    });
    renderConsole({
      path: '/account/bulk-settlement-test',
      defs: [settlement],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'approve'])),
      i18nProvider: i18n(),
    });

    for (const ref of ['S-1', 'S-2', 'S-3']) await select(ref);
    await userEvent.click(await screen.findByRole('button', { name: 'Settle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Settle 3 selected rows' });
    expect(within(confirm).getByTestId('bulk-total')).toHaveTextContent('Total: ฿1,250.60');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const results = await screen.findByRole('dialog', { name: 'Settle: results' });
    expect(within(results).getByTestId('bulk-summary')).toHaveTextContent(
      '2 succeeded, 1 failed, 0 not sent',
    );
    expect(within(results).getByRole('row', { name: /S-2/ })).toHaveTextContent(
      'Failed: Already done by สุดา รักงาน',
    );
    const first = calls(spies.runAction);
    expect(first.map((p) => p.id)).toEqual(['S-1', 'S-2', 'S-3']);
    // Each row its own call, its own key, its own record (its version is the call's If-Match).
    expect(new Set(first.map((p) => p.idempotencyKey)).size).toBe(3);
    expect(first.map((p) => p.record?.version)).toEqual([1, 4, 2]);
    expect(
      first.every((p) => p.ids === undefined && (p.data as { decision?: string }).decision === 'settle'),
    ).toBe(true);

    await userEvent.click(within(results).getByRole('button', { name: 'Retry the failed ones' }));
    await waitFor(() =>
      expect(within(results).getByTestId('bulk-summary')).toHaveTextContent(
        '3 succeeded, 0 failed, 0 not sent',
      ),
    );
    const all = calls(spies.runAction);
    expect(all).toHaveLength(4);
    expect(all[3].id).toBe('S-2');
    expect(all[3].idempotencyKey).toBe(first[1].idempotencyKey);
    expect(within(results).queryByRole('button', { name: 'Retry the failed ones' })).toBeNull();
  });

  it('leaves rows that do not meet the action’s condition out of the selection', async () => {
    const { dataProvider } = stubDataProvider([
      ...rows,
      { id: 'S-4', ref: 'S-4', storeName: 'ร้านสี่', amount: 5, status: 'settled' },
    ]);
    renderConsole({
      path: '/account/bulk-settlement-test',
      defs: [settlement],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'approve'])),
      i18nProvider: i18n(),
    });
    const settled = (await screen.findByText('S-4')).closest('tr');
    expect(settled).not.toBeNull();
    expect(within(settled as HTMLElement).getByRole('checkbox')).toBeDisabled();
  });

  describe('export selected', () => {
    afterEach(() => vi.restoreAllMocks());

    it('writes the list’s CSV of the selected rows only', async () => {
      const downloads: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
        downloads.push(object as Blob);
        return 'blob:test';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const exportable = { ...settlement, actions: [], export: { mode: 'csv' as const, bulk: true } };
      const { spies, dataProvider } = stubDataProvider(rows);
      renderConsole({
        path: '/account/bulk-settlement-test',
        defs: [exportable],
        dataProvider,
        authProvider: testAuthProvider(new Set(['list', 'export'])),
        i18nProvider: i18n(),
      });
      for (const ref of ['S-1', 'S-3']) await select(ref);
      await userEvent.click(await screen.findByRole('button', { name: 'Export selected' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await downloads[0].arrayBuffer());
      const csv = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
      expect(csv.map((row) => row[0])).toEqual(['Reference', 'S-1', 'S-3']);
      // The rows came from the selection, not from a read of every page.
      expect(spies.fetchAllPages).not.toHaveBeenCalled();
    });
  });
});
