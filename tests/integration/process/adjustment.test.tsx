// @vitest-environment jsdom
/**
 * Transaction status adjustment and QR credit fee adjustment against the real mock backend: the list
 * with its counter and status list, the adjust / manual adjust / fee operations from look-up to
 * result, failures (409, `false`) shown as not done, one request per confirmation, and permissions.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { bankStatusOf } from '../../../mocks/db/bankRecords.ts';
import type { QrTransaction } from '../../../resources/store/transaction/seed.ts';
import { declared } from '../../../resources/declared.ts';
import { renderConsole, testAuthProvider } from '../schema/harness.tsx';
import { dataProviderFor, startProcessBackend } from './processBackend.ts';

const adjustFeeQrCredit = declared('management/adjust-fee-qr-credit');
const adjustments = declared('management/transaction-status-adjustment');

const { mock, calls, http } = startProcessBackend();
const LIST = '/management/transaction-status-adjustment';
const LIST_CALL = '/mock-api/reporting/report/transaction/get-transaction-adjustment';
const PAY = '/mock-api/payment/adjust-transaction';
const defs = [adjustments, adjustFeeQrCredit];

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  mock.db.reset();
  mock.server.resetHandlers();
});
afterAll(() => mock.server.close());

const open = (path: string, actions?: string[]) =>
  renderConsole({
    path,
    defs,
    dataProvider: dataProviderFor(defs),
    http,
    authProvider: actions ? testAuthProvider(new Set(actions)) : undefined,
  });

const transactions = () => mock.db.table('qrTransactions').list();
const adjustedBefore = (t: QrTransaction) =>
  mock.db
    .table('adjustments')
    .list()
    .some((a) => a.transactionNo === t.transactionNo && a.isAdjusted && a.adjustType !== 'fee');

/** A waiting transaction the bank says was paid, never adjusted: "Adjust Transaction" makes it paid. */
function stuckTransaction(): QrTransaction {
  const t = transactions().find(
    (c) => c.status === 'waiting for payment' && bankStatusOf(c) === 'paid' && !adjustedBefore(c),
  );
  if (!t) throw new Error('No stuck transaction in the seed');
  return t;
}

const postsTo = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === `${PAY}/${path}`);

async function lookUp(user: ReturnType<typeof userEvent.setup>, transactionNo: string) {
  await user.type(await screen.findByLabelText(/Transaction number/), transactionNo);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('adjustment list', () => {
  it('asks for the newest rows with ymd dates and shows the counter and status list of the filtered rows', async () => {
    const filter = { dateRange: { StartDate: '2026-01-01', EndDate: '2026-12-31' }, status: 'cancelled' };
    open(`${LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const summary = await screen.findByTestId('adjustment-summary', {}, { timeout: 30_000 });
    // The first page's call (the page after it is read ahead once the list is at rest).
    const query = calls.find((c) => c.path === LIST_CALL && c.query.get('PageNumber') === '1')?.query;
    expect(query?.toString()).toBe(
      'StartDate=2026-01-01&EndDate=2026-12-31&status=cancelled&PageNumber=1&PageSize=10&SortBy=createdDate&SortDirection=desc',
    );
    const rows = mock.db
      .table('adjustments')
      .list()
      .filter((a) => a.status === 'cancelled' && a.createdDate.slice(0, 4) === '2026');
    const adjusted = rows.filter((a) => a.isAdjusted).length;
    expect(within(summary).getByText(`${rows.length.toLocaleString('en-US')} rows`)).toBeInTheDocument();
    expect(within(summary).getByText(`${adjusted} adjusted`)).toBeInTheDocument();
    expect(within(summary).getByText(`${rows.length - adjusted} not adjusted`)).toBeInTheDocument();
    expect(summary.querySelector('[data-count-for="cancelled"]')?.textContent).toBe(
      rows.length.toLocaleString('en-US'),
    );
    expect(summary.querySelector('[data-count-for="paid"]')?.textContent).toBe('0');
  });

  it('offers the operations to users who may edit, and not to view-only users', async () => {
    open(LIST);
    expect(await screen.findByRole('link', { name: 'Adjust a transaction' })).toHaveAttribute(
      'href',
      `${LIST}/adjust`,
    );
    expect(screen.getByRole('link', { name: 'Manual adjust' })).toHaveAttribute(
      'href',
      `${LIST}/manual-adjust`,
    );
  });

  it('keeps view-only users out of the operations', async () => {
    const { unmount } = open(LIST, ['list', 'show']);
    await screen.findByTestId('adjustment-summary');
    expect(screen.queryByRole('link', { name: 'Adjust a transaction' })).not.toBeInTheDocument();
    unmount();
    const second = open(`${LIST}/adjust`, ['list', 'show']);
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
    second.unmount();
    open(`${LIST}/manual-adjust`, ['list', 'show']);
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });
});

describe('adjust a transaction', () => {
  it('looks up, previews before/after, sends one request on a double click and shows the new status', async () => {
    const user = userEvent.setup();
    const t = stuckTransaction();
    open(`${LIST}/adjust`);
    await lookUp(user, t.transactionNo);
    expect(await screen.findByText('Current data')).toBeInTheDocument();
    await choose(user, /Adjustment/, 'Adjust Transaction');
    await user.type(screen.getByLabelText(/Reason/), 'Bank confirmed the payment');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    const preview = await screen.findByRole('table', { name: 'Confirm the change' });
    const statusRow = within(preview).getByRole('row', { name: /Bank's status/ });
    expect(within(statusRow).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(statusRow).getByText('Paid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Adjust this transaction as shown below?')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);

    expect(await screen.findByText('The adjustment was recorded')).toBeInTheDocument();
    expect(postsTo('adjust')).toHaveLength(1);
    const sent = postsTo('adjust')[0];
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(JSON.parse(sent.body ?? '{}')).toEqual({
        transactionNo: t.transactionNo,
        isAdjust: 'true',
        remark: 'Bank confirmed the payment',
      }),
    );
    expect(mock.db.table('qrTransactions').get(t.transactionNo)?.status).toBe('paid');
    const result = screen.getByText('Result').parentElement as HTMLElement;
    expect(within(result).getByText('Paid')).toBeInTheDocument();
  });

  it('records "Not Adjust Transaction" without a status row in the preview', async () => {
    const user = userEvent.setup();
    const t = stuckTransaction();
    open(`${LIST}/adjust`);
    await lookUp(user, t.transactionNo);
    await choose(user, /Adjustment/, 'Not Adjust Transaction');
    await user.type(screen.getByLabelText(/Reason/), 'Customer asked to cancel');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const preview = await screen.findByRole('table', { name: 'Confirm the change' });
    expect(within(preview).queryByRole('row', { name: /Bank's status/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The adjustment was recorded')).toBeInTheDocument();
    expect(mock.db.table('qrTransactions').get(t.transactionNo)?.status).toBe('waiting for payment');
    const row = mock.db
      .table('adjustments')
      .list()
      .filter((a) => a.transactionNo === t.transactionNo)
      .at(-1);
    expect(row?.remark).toBe('Customer asked to cancel');
    expect(row?.isAdjusted).toBe(false);
  });

  it('says so when the transaction does not exist', async () => {
    const user = userEvent.setup();
    open(`${LIST}/adjust`);
    await lookUp(user, 'QR20261031000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not found/i);
    expect(screen.queryByRole('button', { name: 'Review changes' })).not.toBeInTheDocument();
  });

  it('shows a refusal (409) as not done, with nothing shown as done', async () => {
    const user = userEvent.setup();
    const paid = transactions().find((c) => c.status === 'paid');
    if (!paid) throw new Error('No paid transaction');
    open(`${LIST}/adjust`);
    await lookUp(user, paid.transactionNo);
    await choose(user, /Adjustment/, 'Adjust Transaction');
    await user.type(screen.getByLabelText(/Reason/), 'Try anyway');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    // The bank's status is the current one: nothing changes but the decision and the reason.
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Not done: nothing was changed.*already matches/,
    );
    expect(screen.queryByText('The adjustment was recorded')).not.toBeInTheDocument();
  });

  it('shows an answer of false as not done', async () => {
    const user = userEvent.setup();
    const t = stuckTransaction();
    mock.server.use(msw.post(/\/adjust-transaction\/adjust$/, () => HttpResponse.json(false)));
    open(`${LIST}/adjust`);
    await lookUp(user, t.transactionNo);
    await choose(user, /Adjustment/, 'Adjust Transaction');
    await user.type(screen.getByLabelText(/Reason/), 'Bank confirmed');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not done: nothing was changed');
    expect(screen.queryByText('The adjustment was recorded')).not.toBeInTheDocument();
    expect(mock.db.table('qrTransactions').get(t.transactionNo)?.status).toBe('waiting for payment');
  });
});

describe('manual adjust', () => {
  it('changes the status by hand after the preview, once', async () => {
    const user = userEvent.setup();
    const t = stuckTransaction();
    open(`${LIST}/manual-adjust`);
    await lookUp(user, t.transactionNo);
    await choose(user, /Transaction status/, 'Cancelled');
    await user.type(screen.getByLabelText(/Reason/), 'Payment never arrived');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const preview = await screen.findByRole('table', { name: 'Confirm the change' });
    const statusRow = within(preview).getByRole('row', { name: /Transaction status/ });
    expect(within(statusRow).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(statusRow).getByText('Cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.dblClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The transaction was adjusted by hand')).toBeInTheDocument();
    expect(postsTo('manual-adjust')).toHaveLength(1);
    expect(mock.db.table('qrTransactions').get(t.transactionNo)?.status).toBe('cancelled');
  });
});

describe('QR credit fee', () => {
  it('changes the fee of a paid QR Credit payment and shows it in the adjustment rows', async () => {
    const user = userEvent.setup();
    const t = transactions().find((c) => c.channel === 'QR_CREDIT' && c.status === 'paid');
    if (!t) throw new Error('No paid QR Credit transaction');
    open('/management/adjust-fee-qr-credit');
    await lookUp(user, t.transactionNo);
    const fee = await screen.findByLabelText(/^Fee/);
    await user.clear(fee);
    await user.type(fee, '1.25');
    await user.type(screen.getByLabelText(/Reason/), 'Promotion rate');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const preview = await screen.findByRole('table', { name: 'Confirm the change' });
    expect(within(preview).getByRole('row', { name: /Fee/ })).toHaveTextContent('฿1.25');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.dblClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The fee was changed')).toBeInTheDocument();
    expect(postsTo('adjust-fee-qr-credit')).toHaveLength(1);
    expect(mock.db.table('qrTransactions').get(t.transactionNo)?.fee).toBe(1.25);
    const row = mock.db
      .table('adjustments')
      .list()
      .filter((a) => a.transactionNo === t.transactionNo)
      .at(-1);
    expect(row?.adjustType).toBe('fee');
  });

  it('lets view-only users look up but not submit', async () => {
    const user = userEvent.setup();
    const t = transactions().find((c) => c.channel === 'QR_CREDIT' && c.status === 'paid');
    if (!t) throw new Error('No paid QR Credit transaction');
    open('/management/adjust-fee-qr-credit', ['list', 'show']);
    await lookUp(user, t.transactionNo);
    const fee = await screen.findByLabelText(/^Fee/);
    await user.clear(fee);
    await user.type(fee, '2');
    await user.type(screen.getByLabelText(/Reason/), 'x');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await screen.findByRole('table', { name: 'Confirm the change' });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
