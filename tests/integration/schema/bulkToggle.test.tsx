// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { HttpError, type I18nProvider, type TranslationMessages } from 'react-admin';
import { en as bulkEn } from '../../../i18n/messages/parts/bulk.ts';
import type { ToggleActiveParams } from '../../../src/data/resourceDataProvider.ts';
import { toggleTargets } from '../../../src/schema/list/bulk/BulkToggleButton.tsx';
import { defineResource, type ResourceDefinition } from '../../../src/schema/types.ts';
import { expectConsoleError } from '../../setup/console.ts';
import { renderConsole, stubDataProvider, testAuthProvider, testI18nProvider, type Row } from './harness.tsx';

function channels(bulk: boolean): ResourceDefinition {
  return defineResource({
    area: 'management',
    path: 'bulk-toggle-test',
    permission: 'paymentChannel',
    idField: 'bankCode',
    service: 'payment',
    endpoints: { list: 'bank', toggle: { method: 'PUT', path: 'bank/{id}/toggle_active', bulk } },
    fields: [
      { source: 'bankCode', type: 'text' },
      { source: 'bankName', type: 'text' },
      { source: 'isActive', type: 'active' },
    ],
    views: ['list'],
    recordTitle: 'bankName',
    mock: { table: 'banks' },
    i18n: {
      th: { name: 'ช่องทาง', fields: { bankCode: 'รหัส', bankName: 'ชื่อ', isActive: 'สถานะ' } },
      en: { name: 'Channels', fields: { bankCode: 'Code', bankName: 'Name', isActive: 'Active' } },
    },
  });
}

const rows: Row[] = [
  { id: '002', bankCode: '002', bankName: 'Bangkok Bank', isActive: true, version: 3 },
  { id: '004', bankCode: '004', bankName: 'Kasikorn Bank', isActive: true, version: 7 },
  { id: '006', bankCode: '006', bankName: 'Krungthai Bank', isActive: false, version: 1 },
  { id: '011', bankCode: '011', bankName: 'TTB Bank', isActive: true, version: 2 },
];

function i18n(def: ResourceDefinition): I18nProvider {
  const base = testI18nProvider([def]);
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

async function select(code: string): Promise<void> {
  const row = (await screen.findByText(code)).closest('tr');
  if (!row) throw new Error('not in a row');
  await act(async () => {
    fireEvent.click(within(row).getByRole('checkbox'));
  });
}

const toggled = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call[1] as ToggleActiveParams);

describe('bulk toggles', () => {
  it('picks the rows not yet in the asked state', () => {
    expect(toggleTargets(rows, 'isActive', false).map((r) => r.id)).toEqual(['002', '004', '011']);
    expect(toggleTargets(rows, 'isActive', true).map((r) => r.id)).toEqual(['006']);
  });

  it('switches off the selected rows one by one, each with its key and version, and retries the refused one', async () => {
    const def = channels(true);
    const { spies, dataProvider } = stubDataProvider(rows);
    expectConsoleError(/changed meanwhile/);
    const flip = spies.toggleActive.getMockImplementation();
    spies.toggleActive.mockImplementation(async (resource: string, params: ToggleActiveParams) => {
      if (params.id === '004' && toggled(spies.toggleActive).filter((p) => p.id === '004').length === 1)
        throw new HttpError('Bank 004 was changed meanwhile', 412, {
          message: 'Bank 004 was changed meanwhile',
          code: 'conflict',
          current: { bankCode: '004', version: 8, updatedBy: 'สุดา รักงาน', updatedAt: '2026-11-28T10:05:00+07:00' },
        });
      if (!flip) throw new Error('no stub');
      return flip(resource, params);
    });
    renderConsole({
      path: '/management/bulk-toggle-test',
      defs: [def],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'toggle'])),
      i18nProvider: i18n(def),
    });

    for (const code of ['002', '004', '006']) await select(code);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Switch off 2 selected rows' });
    expect(within(confirm).getByTestId('bulk-toggle-skipped')).toHaveTextContent(
      '1 more selected rows are already off',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const results = await screen.findByRole('dialog', { name: 'Switch off: results' });
    expect(within(results).getByTestId('bulk-summary')).toHaveTextContent('1 succeeded, 1 failed, 0 not sent');
    expect(within(results).getByRole('row', { name: /Kasikorn Bank/ })).toHaveTextContent(
      'Failed: Changed by สุดา รักงาน',
    );
    const first = toggled(spies.toggleActive);
    expect(first.map((p) => p.id)).toEqual(['002', '004']);
    expect(new Set(first.map((p) => p.idempotencyKey)).size).toBe(2);
    expect(first.every((p) => typeof p.idempotencyKey === 'string' && p.idempotencyKey !== '')).toBe(true);
    // The row as shown goes with each call: its version is the call's If-Match.
    expect(first.map((p) => p.previousData?.version)).toEqual([3, 7]);

    await userEvent.click(within(results).getByRole('button', { name: 'Retry the failed ones' }));
    await waitFor(() =>
      expect(within(results).getByTestId('bulk-summary')).toHaveTextContent('2 succeeded, 0 failed, 0 not sent'),
    );
    const all = toggled(spies.toggleActive);
    expect(all).toHaveLength(3);
    expect(all[2].id).toBe('004');
    expect(all[2].idempotencyKey).toBe(first[1].idempotencyKey);
  });

  it('offers no switch buttons without the declaration’s opt-in or without the toggle right', async () => {
    for (const [def, rights] of [
      [channels(false), ['list', 'toggle']],
      [channels(true), ['list']],
    ] as const) {
      const { dataProvider } = stubDataProvider(rows);
      const view = renderConsole({
        path: '/management/bulk-toggle-test',
        defs: [def],
        dataProvider,
        authProvider: testAuthProvider(new Set(rights)),
        i18nProvider: i18n(def),
      });
      await screen.findByText('Bangkok Bank');
      const row = screen.getByText('Bangkok Bank').closest('tr');
      const box = row ? within(row).queryByRole('checkbox') : null;
      if (box) {
        await act(async () => {
          fireEvent.click(box);
        });
      }
      expect(screen.queryByRole('button', { name: 'Switch off' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Switch on' })).toBeNull();
      view.unmount();
    }
  });
});
