// @vitest-environment jsdom
/** User requests, merchant users and the transaction reports against the mock backend. */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withConflictWords } from '../../support/conflictWords.ts';
import { resources } from '../../../resources/declared.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { renderConsole, testAuthProvider, testI18nProvider } from '../schema/harness.tsx';
import { http, openScreen, requestsTo, startBackend } from './harness.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const { mock, sent } = startBackend();
afterEach(() => {
  mock.db.reset();
  sent.length = 0;
});
afterAll(() => mock.server.close());

const withFilter = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('user requests', () => {
  it('sends the dates as dd-MM-yyyy with the day after the end', async () => {
    openScreen(
      withFilter('/store/user-request', {
        StartDate: '2026-10-30',
        EndDate: '2026-10-31',
        status: 'waiting approve',
      }),
    );
    await waitFor(() => expect(requestsTo(sent, 'user_request').length).toBeGreaterThan(0));
    const query = requestsTo(sent, 'user_request').at(-1)!.url.searchParams;
    expect(query.get('StartDate')).toBe('30-10-2026');
    expect(query.get('EndDate')).toBe('01-11-2026');
    expect(query.get('status')).toBe('waiting approve');
  });

  it('approves one change and disapproves another, one POST each with its own body, remark required to disapprove', async () => {
    const request = mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve' && r.pendingList.length >= 2)!;
    const [first, second] = request.pendingList;
    openScreen(`/store/user-request/detail/${request.id}`);
    const pending = await screen.findByRole('table', { name: 'Pending changes' });
    // The requested value beside the current one.
    const firstRow = within(pending).getByText(first.field).closest('tr')!;
    expect(firstRow).toHaveTextContent(first.oldValue);
    expect(firstRow).toHaveTextContent(first.newValue);

    await userEvent.click(within(firstRow as HTMLElement).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Remark' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The approved change leaves the list once the request is read again: the second is then first.
    const firstPending = async () =>
      (await screen.findByRole('table', { name: 'Pending changes' })).querySelector('tr:has(td)')!;
    await waitFor(async () => expect(await firstPending()).toHaveTextContent(second.field));
    const secondRow = await firstPending();
    await userEvent.click(within(secondRow as HTMLElement).getByRole('button', { name: 'Disapprove' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'not the owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = requestsTo(sent, `user_request/${request.id}`, 'POST');
    expect(posts.map((p) => JSON.parse(p.body) as unknown)).toEqual([
      { decision: 'approve', remark: '', field: first.field },
      { decision: 'disapprove', remark: 'not the owner', field: second.field },
    ]);
    expect(new Set(posts.map((p) => p.headers.get('Idempotency-Key'))).size).toBe(2);
    const saved = mock.db.table('userRequests').get(request.id)!;
    expect(saved.completedList.map((c) => [c.field, c.decision])).toEqual([
      [first.field, 'approved'],
      [second.field, 'disapproved'],
    ]);
  });

  it('a decision refused because the request changed meanwhile opens the conflict part; done again once', async () => {
    // react-query logs the refused call.
    expectConsoleError(/HttpError/);
    const request = mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve' && r.pendingList.length >= 2)!;
    const [first, second] = request.pendingList;
    renderConsole({
      path: `/store/user-request/detail/${request.id}`,
      defs: resources,
      dataProvider: createDataProvider({ http, resources }),
      authProvider: testAuthProvider(new Set(['list', 'show', 'approve'])),
      i18nProvider: withConflictWords(testI18nProvider(resources)),
      http,
    });
    const pending = await screen.findByRole('table', { name: 'Pending changes' });
    const firstRow = within(pending).getByText(first.field).closest('tr')!;
    // Another staff member decides the other change while this page shows the request.
    await http.request('merchant', `user_request/${request.id}`, {
      method: 'POST',
      body: { field: second.field, decision: 'disapprove', remark: 'checked by phone' },
      headers: { 'If-Match': '*' },
    });

    await userEvent.click(within(firstRow as HTMLElement).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    expect(within(conflict).getByText(/changed this record at .*so nothing was done/)).toBeInTheDocument();
    // Field by field: the request as this page showed it beside the current one.
    const table = within(conflict).getByTestId('conflict-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'As you saw it', 'Current value']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(table).toHaveTextContent('checked by phone');
    expect(
      mock.db
        .table('userRequests')
        .get(request.id)!
        .completedList.map((c) => c.field),
    ).toEqual([second.field]);

    await userEvent.click(
      within(conflict).getByRole('button', { name: 'Do it again on the current version' }),
    );
    await waitFor(() =>
      expect(
        mock.db
          .table('userRequests')
          .get(request.id)!
          .completedList.map((c) => [c.field, c.decision]),
      ).toEqual([
        [second.field, 'disapproved'],
        [first.field, 'approved'],
      ]),
    );
    const posts = requestsTo(sent, `user_request/${request.id}`, 'POST');
    // The other staff member's call, the refused one, and the one made on top of the current version.
    expect(posts.map((p) => p.headers.get('If-Match'))).toEqual(['*', '"1"', '"2"']);
  });
});

describe('merchant users', () => {
  it('sends search and the active filter', async () => {
    openScreen(withFilter('/store/user-management', { q: 'somchai', isActive: false }));
    await waitFor(() => expect(requestsTo(sent, 'merchant_employee').length).toBeGreaterThan(0));
    const query = requestsTo(sent, 'merchant_employee').at(-1)!.url.searchParams;
    expect(query.get('q')).toBe('somchai');
    expect(query.get('isActive')).toBe('false');
  });
});

describe('transaction reports', () => {
  it('QR transactions send yyyy-MM-dd dates with the end day itself and show amounts in baht', async () => {
    openScreen(withFilter('/store/transaction', { StartDate: '2026-09-01', EndDate: '2026-09-30' }));
    await waitFor(() => expect(requestsTo(sent, 'GetTransactionByPaymentAdmin').length).toBeGreaterThan(0));
    const query = requestsTo(sent, 'GetTransactionByPaymentAdmin').at(-1)!.url.searchParams;
    expect(query.get('StartDate')).toBe('2026-09-01');
    expect(query.get('EndDate')).toBe('2026-09-30');
    expect((await screen.findAllByText(/^QR202609/)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/฿|THB/).length).toBeGreaterThan(0);
  });

  it('external transactions send yyyy-MM-dd dates', async () => {
    openScreen(withFilter('/store/transaction-external', { StartDate: '2026-10-01', EndDate: '2026-10-31' }));
    await waitFor(() => expect(requestsTo(sent, 'get-transactions-external').length).toBeGreaterThan(0));
    const query = requestsTo(sent, 'get-transactions-external').at(-1)!.url.searchParams;
    expect(query.get('StartDate')).toBe('2026-10-01');
    expect(query.get('EndDate')).toBe('2026-10-31');
  });
});
