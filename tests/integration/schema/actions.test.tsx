// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { FetchAllPagesParams } from '../../../src/data/resourceDataProvider.ts';
import { defineResource } from '../../../src/schema/types.ts';
import { renderConsole, stubDataProvider, testAuthProvider, type Row } from './harness.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const fundingTransfer = defineResource({
  area: 'account',
  path: 'funding-transfer-test',
  permission: 'funding',
  idField: 'refPayment',
  service: 'reporting',
  endpoints: { list: 'report/transfer', delete: 'report/transfer/{id}' },
  fields: [
    { source: 'refPayment', type: 'text' },
    { source: 'payerName', type: 'text' },
    { source: 'amount', type: 'money' },
    { source: 'status', type: 'status', vocabulary: 'fundingTransfer' },
  ],
  filters: [{ source: 'dateRange', type: 'dateRange' }],
  views: ['list'],
  actions: [
    {
      name: 'approve',
      label: 'resources.account/funding-transfer-test.messages.approve',
      permission: 'approve',
      scope: 'row',
      method: 'POST',
      path: 'report/funding/approve_transaction/{id}',
      money: true,
    },
    {
      name: 'approveSelected',
      label: 'resources.account/funding-transfer-test.messages.approveSelected',
      permission: 'approve',
      scope: 'bulk',
      method: 'POST',
      path: 'report/funding/approve_transaction',
      money: true,
    },
  ],
  export: { mode: 'csv' },
  recordTitle: 'refPayment',
  mock: { table: 'fundingTransfers' },
  i18n: {
    th: {
      name: 'โอนเงิน',
      fields: { refPayment: 'อ้างอิง', payerName: 'ผู้จ่าย', amount: 'จำนวนเงิน', status: 'สถานะ' },
      messages: { approve: 'อนุมัติ', approveSelected: 'อนุมัติที่เลือก' },
    },
    en: {
      name: 'Funding transfers',
      fields: { refPayment: 'Reference', payerName: 'Payer', amount: 'Amount', status: 'Status' },
      messages: { approve: 'Approve', approveSelected: 'Approve selected' },
    },
  },
});

const transfers: Row[] = [
  { id: 'REF-1', refPayment: 'REF-1', payerName: 'สมชาย ใจดี', amount: 1500.5, status: 'Pending for settle' },
  { id: 'REF-2', refPayment: 'REF-2', payerName: 'สมหญิง รักดี', amount: 20, status: 'Success' },
];

const LIST = '/account/funding-transfer-test';
const everything = testAuthProvider(new Set(['list', 'show', 'approve', 'export', 'delete']));

describe('declared actions on a list', () => {
  it('formats money in baht and shows statuses in their vocabulary', async () => {
    const { dataProvider } = stubDataProvider(transfers);
    renderConsole({ path: LIST, defs: [fundingTransfer], dataProvider, authProvider: everything });

    expect(await screen.findByText('฿1,500.50')).toBeInTheDocument();
    expect(screen.getByText('Pending for settle').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'pendingForSettle',
    );
  });

  it('confirms a money action naming the record, sends it once with an Idempotency-Key, and reuses the key on retry', async () => {
    const { spies, dataProvider } = stubDataProvider(transfers);
    spies.runAction.mockRejectedValueOnce(new HttpError('Bank did not answer', 504));
    // react-admin logs the refused mutation; the test asserts its message on screen below.
    expectConsoleError(/HttpError/);
    renderConsole({ path: LIST, defs: [fundingTransfer], dataProvider, authProvider: everything });

    const row = (await screen.findByText('REF-1')).closest('tr');
    expect(row).not.toBeNull();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve: REF-1')).toBeInTheDocument();

    // A second click while the first approval is in flight must not send another.
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    // A failure without a known code: the service's text after the translated lead sentence.
    expect(
      await screen.findByText('The service could not carry out the request. It said: Bank did not answer'),
    ).toBeInTheDocument();
    expect(spies.runAction).toHaveBeenCalledTimes(1);
    const firstKey = spies.runAction.mock.calls[0][1].idempotencyKey;
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(spies.runAction.mock.calls[0][1]).toMatchObject({ id: 'REF-1', action: { name: 'approve' } });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(spies.runAction).toHaveBeenCalledTimes(2));
    expect(spies.runAction.mock.calls[1][1].idempotencyKey).toBe(firstKey);
  });

  it('hides approve from a user without the approve permission', async () => {
    const { dataProvider } = stubDataProvider(transfers);
    renderConsole({
      path: LIST,
      defs: [fundingTransfer],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'show'])),
    });
    expect(await screen.findByText('REF-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('runs a bulk action on the selected rows', async () => {
    const { spies, dataProvider } = stubDataProvider(transfers);
    renderConsole({ path: LIST, defs: [fundingTransfer], dataProvider, authProvider: everything });

    const row = (await screen.findByText('REF-2')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve selected: 1 selected item')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(spies.runAction).toHaveBeenCalledWith(
        'account/funding-transfer-test',
        expect.objectContaining({ ids: ['REF-2'], idempotencyKey: expect.any(String) }),
      ),
    );
  });

  it('deletes a row only after confirming', async () => {
    const { spies, dataProvider } = stubDataProvider(transfers);
    renderConsole({ path: LIST, defs: [fundingTransfer], dataProvider, authProvider: everything });

    const row = (await screen.findByText('REF-2')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(spies.delete).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(spies.delete).toHaveBeenCalledWith(
        'account/funding-transfer-test',
        expect.objectContaining({ id: 'REF-2' }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('REF-2')).not.toBeInTheDocument());
  });

  it('a double click on the confirmation deletes once', async () => {
    const { spies, dataProvider } = stubDataProvider(transfers);
    renderConsole({ path: LIST, defs: [fundingTransfer], dataProvider, authProvider: everything });

    const row = (await screen.findByText('REF-2')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(screen.queryByText('REF-2')).not.toBeInTheDocument());
    fireEvent.click(confirm);
    expect(spies.delete).toHaveBeenCalledTimes(1);
  });

  it('exports with a progress dialog that can be cancelled', async () => {
    const { spies, dataProvider } = stubDataProvider(transfers);
    let aborted = false;
    spies.fetchAllPages.mockImplementation(
      (_resource: string, params: FetchAllPagesParams) =>
        new Promise((_resolve, reject) => {
          // The first 1,000-row page is written; the list has 4,000 rows.
          params.onProgress?.(1000, 4000);
          params.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('cancelled', 'AbortError'));
          });
        }),
    );
    renderConsole({ path: LIST, defs: [fundingTransfer], dataProvider, authProvider: everything });

    await screen.findByText('REF-1');
    // The list's Export button; its code loads on the pointer reaching it, or with the click.
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(within(dialog).getByText('1000 of 4000 rows written')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).not.toBeInTheDocument());
    expect(aborted).toBe(true);
  });
});

describe('date range filter', () => {
  it('puts StartDate and EndDate in the list filter', async () => {
    const { spies, dataProvider } = stubDataProvider(transfers);
    renderConsole({ path: LIST, defs: [fundingTransfer], dataProvider, authProvider: everything });

    await screen.findByText('REF-1');
    // The pickers show dd/MM/yyyy (English) and load lazily; typing fills day, month and year in turn.
    const start = await screen.findByRole('group', { name: 'Start date' });
    await userEvent.click(start.querySelector('[role="spinbutton"]')!);
    await userEvent.keyboard('01112026');
    const end = await screen.findByRole('group', { name: 'End date' });
    await userEvent.click(end.querySelector('[role="spinbutton"]')!);
    await userEvent.keyboard('22112026');

    await waitFor(
      () =>
        expect(spies.getList).toHaveBeenLastCalledWith(
          'account/funding-transfer-test',
          expect.objectContaining({ filter: { StartDate: '2026-11-01', EndDate: '2026-11-22' } }),
        ),
      { timeout: 3000 },
    );
  });
});
