// @vitest-environment jsdom
/**
 * Accounting screens against the real mock backend (msw/node): the date rules in the query string,
 * the transfer-return approval (selectable rows, the rows and total in the confirmation, one request
 * with one Idempotency-Key reused on retry, a 409 refreshing the list), the exports' file names, the
 * AR/PR totals and the MDR rate form's checks.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestIssuer } from '../../../mocks/auth/testIssuer.ts';
import { createMockServer, type MockServer } from '../../../mocks/node.ts';
import { declared } from '../../../resources/declared.ts';
import { resources } from '../../../resources/declared.ts';
import type { AppConfig } from '../../../src/config/types.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { expectConsoleError } from '../../setup/console.ts';
import { renderConsole } from '../schema/harness.tsx';

const arPr = declared('account/ar-pr');
const fundingRawData = declared('account/funding-transfer/raw-data');
const fundingTransfer = declared('account/funding-transfer');
const mdrDetail = declared('account/mdr-detail');
const mdr = declared('account/mdr');
const taxCalculation = declared('account/tax-calculation');
const transferReturn = declared('account/funding-transfer/transfer-return');

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const config = JSON.parse(
  readFileSync(
    fileURLToPath(new globalThis.URL('../../../public/config.json', import.meta.url).href),
    'utf8',
  ),
) as AppConfig;

/** Signs the callers' access tokens; the mock verifies them and reads `sub` for the role check. */
const issuer = createTestIssuer();

interface Sent {
  method: string;
  url: URL;
  key: string | null;
  body: unknown;
}

let mock: MockServer;
let sent: Sent[] = [];
let caller = 'u-0003'; // finance@demo.test

function providerFor() {
  const http = createHttpClient({
    config,
    getAccessToken: () => issuer.mint(caller),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers);
      sent.push({
        method: init?.method ?? 'GET',
        url,
        key: headers.get('Idempotency-Key'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return globalThis.fetch(input, init);
    },
  });
  return { http, dataProvider: createDataProvider({ http, resources }) };
}

beforeAll(() => {
  mock = createMockServer(config, { tokenVerifier: issuer.verifier });
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  sent = [];
  caller = 'u-0003';
  mock.clearFaults();
});
afterAll(() => mock.server.close());

const posts = () => sent.filter((s) => s.method === 'POST');

describe('date rules in the query string', () => {
  it('sends funding transfer dates day-month-year with the end moved one day on', async () => {
    const { dataProvider } = providerFor();
    await dataProvider.getList(fundingTransfer.name, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdDate', order: 'DESC' },
      filter: { dateRange: { StartDate: '2026-11-30', EndDate: '2026-11-30' } },
    });
    const url = sent.at(-1)!.url;
    expect(url.pathname).toMatch(/report\/transfer$/);
    expect(url.searchParams.get('StartDate')).toBe('30-11-2026');
    expect(url.searchParams.get('EndDate')).toBe('01-12-2026');
  });

  it('sends the raw rows with the same rule and AR/PR, tax and transfer returns year-month-day inclusive', async () => {
    const { dataProvider } = providerFor();
    const filter = { dateRange: { StartDate: '2026-02-27', EndDate: '2026-02-28' } };
    const page = { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' as const }, filter };
    await dataProvider.getList(fundingRawData.name, page);
    expect(sent.at(-1)!.url.searchParams.get('EndDate')).toBe('01-03-2026');
    for (const def of [arPr, taxCalculation, transferReturn]) {
      await dataProvider.getList(def.name, page);
      const url = sent.at(-1)!.url;
      expect([url.searchParams.get('StartDate'), url.searchParams.get('EndDate')]).toEqual([
        '2026-02-27',
        '2026-02-28',
      ]);
    }
  });

  it('reads the AR/PR totals of every filtered row beside the page, exact to the satang', async () => {
    const { dataProvider } = providerFor();
    const answer = await dataProvider.getList(arPr.name, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'paymentDate', order: 'DESC' },
      filter: {},
    });
    const totals = (answer.meta as { totals: { ap: number; ar: number; amount: number } }).totals;
    expect(answer.total).toBeGreaterThan(1000);
    let ap = 0;
    let ar = 0;
    for (const row of mock.db.table('arPr').list()) {
      ap += Math.round(row.ap * 100);
      ar += Math.round(row.ar * 100);
    }
    expect(Math.round(totals.ap * 100)).toBe(ap);
    expect(Math.round(totals.ar * 100)).toBe(ar);
    expect(Math.round(totals.amount * 100)).toBe(ap + ar);
  });
});

describe('exports', () => {
  it('names the funding, raw, transfer-return, AR/PR, tax and MDR files as the services do', async () => {
    const { dataProvider } = providerFor();
    const filter = { dateRange: { StartDate: '2026-01-01', EndDate: '2026-01-03' } };
    const name = async (resource: string, exportName?: string) =>
      (await dataProvider.download(resource, { filter, exportName })).fileName;
    expect(await name(fundingTransfer.name)).toMatch(/^FundingTransfer_\d{8}_\d{6}\.zip$/);
    expect(await name(fundingTransfer.name, 'raw')).toMatch(/^FundingTransfer_raw_\d{8}_\d{6}\.csv$/);
    expect(sent.at(-1)!.url.pathname).toMatch(/report\/transfer\/export_raw$/);
    expect(sent.at(-1)!.url.searchParams.get('EndDate')).toBe('04-01-2026');
    expect(await name(fundingRawData.name)).toMatch(/^FundingTransfer_raw_\d{8}_\d{6}\.xlsx$/);
    const now = new Date(2026, 0, 5, 9, 30, 15);
    const returns = await dataProvider.download(transferReturn.name, { filter, now, total: 3 });
    expect(returns.fileName).toBe('รายการโอนเงินคืนร้านค้าประจำวัน_20260105_093015.zip');
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { size: 3, timestamp: '20260105_093015' } });
    expect(sent.at(-1)!.url.searchParams.get('StartDate')).toBe('2026-01-01');
    expect(await name(taxCalculation.name)).toMatch(/^Tax_\d{8}_\d{6}\.xlsx$/);
    expect(await name(mdr.name)).toMatch(/^MDR_\d{8}_\d{6}\.xlsx$/);
  });

  it('shows the server text when an export fails', async () => {
    const { dataProvider } = providerFor();
    mock.setFault('reporting', '500');
    await expect(dataProvider.download(fundingTransfer.name, {})).rejects.toThrow(/reporting/);
  });
});

/** Rows waiting for approval, newest first: what the filtered screen shows. */
function waitingRows() {
  return mock.db
    .table('fundingTransfers')
    .list()
    .filter((r) => r.transferType === 'RETURN' && r.status === 'Account approve')
    .sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate));
}

const RETURN_URL = `/account/funding-transfer/transfer-return?filter=${encodeURIComponent(
  JSON.stringify({ status: 'Account approve' }),
)}`;

async function selectRows(ids: string[]) {
  for (const id of ids) {
    const row = (await screen.findByText(id)).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
  }
}

describe('transfer-return approval', () => {
  it('lets only waiting rows be selected', async () => {
    const { dataProvider } = providerFor();
    renderConsole({
      path: '/account/funding-transfer/transfer-return',
      defs: [transferReturn],
      dataProvider,
    });
    // The table is read once its rows are in and their statuses named (after the vocabulary is
    // read); the placeholder table shown while the list loads is another element. The page, its
    // list and the vocabulary load in turn, so the wait covers the three.
    const [waitingCell] = await screen.findAllByText('Account approve', {}, { timeout: 30_000 });
    const table = waitingCell.closest('table')!;
    const rows = within(table).getAllByRole('row').slice(1);
    const waiting = rows.map((row) => within(row).queryByText('Account approve') !== null);
    // The page holds both kinds, so both rules are checked.
    expect(waiting).toContain(true);
    expect(waiting).toContain(false);
    rows.forEach((row, i) => {
      expect(within(row).getByRole('checkbox')).toHaveProperty('disabled', !waiting[i]);
    });
  });

  it('approves two rows in one request with one key, listing them and their exact total first', async () => {
    const { dataProvider } = providerFor();
    const [a, b] = waitingRows();
    renderConsole({ path: RETURN_URL, defs: [transferReturn], dataProvider });
    await selectRows([a.id, b.id]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve return transfer' }));
    const dialog = await screen.findByRole('dialog');
    const summary = within(dialog).getByRole('table', { name: 'Selected rows' });
    expect(within(summary).getByText(a.id)).toBeInTheDocument();
    expect(within(summary).getByText(b.id)).toBeInTheDocument();
    const total = (Math.round(a.amount * 100) + Math.round(b.amount * 100)) / 100;
    const shown = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(total);
    expect(within(dialog).getByTestId('selection-total')).toHaveTextContent(`2 rows, total amount ${shown}`);

    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(posts()[0].url.pathname).toMatch(/report\/funding\/approve_transaction$/);
    expect(posts()[0].body).toEqual({ ids: [a.id, b.id] });
    expect(posts()[0].key).toMatch(/^[0-9a-f-]{36}$/);
    const approved = mock.db.table('fundingTransfers').get(a.id)!;
    expect(approved.status).toBe('Pending for settle');
    expect(approved.approvedBy).toMatch(/\S+ \S+/);
  });

  it('reuses the Idempotency-Key when the user retries after a failure', async () => {
    const { dataProvider } = providerFor();
    const [a] = waitingRows();
    expectConsoleError(/Internal server error/);
    renderConsole({ path: RETURN_URL, defs: [transferReturn], dataProvider });
    await selectRows([a.id]);
    mock.setFault('reporting', '500');
    await userEvent.click(screen.getByRole('button', { name: 'Approve return transfer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(mock.db.table('fundingTransfers').get(a.id)!.status).toBe('Account approve');
    mock.clearFaults();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Approve return transfer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1].key).toBe(posts()[0].key);
    await waitFor(() =>
      expect(mock.db.table('fundingTransfers').get(a.id)!.status).toBe('Pending for settle'),
    );
  });

  it('shows the 409 of a row approved meanwhile, approves nothing and reloads the list', async () => {
    const { dataProvider } = providerFor();
    const [a, b] = waitingRows();
    expectConsoleError(/Nothing was approved/);
    renderConsole({ path: RETURN_URL, defs: [transferReturn], dataProvider });
    await selectRows([a.id, b.id]);
    // Someone else approves b while the dialog is open.
    mock.db
      .table('fundingTransfers')
      .update(b.id, { status: 'Pending for settle', approvedBy: 'Other Staff' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve return transfer' }));
    const listCalls = () => sent.filter((s) => s.method === 'GET').length;
    const before = listCalls();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(new RegExp(`Nothing was approved: ${b.id} is Pending for settle`)),
    ).toBeInTheDocument();
    expect(mock.db.table('fundingTransfers').get(a.id)!.status).toBe('Account approve');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('is refused by the server for operations staff', async () => {
    caller = 'u-0002'; // ops@demo.test
    const { dataProvider } = providerFor();
    const [a] = waitingRows();
    await expect(
      dataProvider.runAction(transferReturn.name, {
        action: transferReturn.actions![0],
        ids: [a.id],
        idempotencyKey: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(mock.db.table('fundingTransfers').get(a.id)!.status).toBe('Account approve');
  });

  it('hides the approval from users without approve', async () => {
    const { dataProvider } = providerFor();
    const { testAuthProvider } = await import('../schema/harness.tsx');
    renderConsole({
      path: RETURN_URL,
      defs: [transferReturn],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'export'])),
    });
    await screen.findByText(waitingRows()[0].id);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Approve return transfer' })).toBeNull();
  });
});

describe('MDR detail form', () => {
  beforeEach(() => {
    caller = 'u-0001'; // finance may view MDR but not edit it
  });

  it('reads the rates from the rate call and refuses a rate outside 0–100 or with 3 decimals, keeping the input', async () => {
    const { dataProvider } = providerFor();
    const record = mock.db
      .table('mdr')
      .list()
      .find((r) => r.rates.length >= 2)!;
    renderConsole({ path: `/account/mdr-detail/form/${record.mdrId}`, defs: [mdrDetail], dataProvider });
    const rates = await screen.findAllByLabelText(/MDR rate \(%\)/);
    expect(sent.some((s) => s.url.pathname.endsWith(`mdr/rate/${record.mdrId}`))).toBe(true);
    expect(rates).toHaveLength(record.rates.length);
    await userEvent.clear(rates[0]);
    await userEvent.type(rates[0], '3.125');
    await userEvent.clear(rates[1]);
    await userEvent.type(rates[1], '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText(/Must be 100 or less/)).toBeInTheDocument();
    expect(rates[0]).toHaveValue(3.125);
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(0);
  });

  it('saves the payment term and rates with one PUT', async () => {
    const { dataProvider } = providerFor();
    const record = mock.db.table('mdr').list()[1];
    renderConsole({ path: `/account/mdr-detail/form/${record.mdrId}`, defs: [mdrDetail], dataProvider });
    const rates = await screen.findAllByLabelText(/MDR rate \(%\)/);
    await userEvent.clear(rates[0]);
    await userEvent.type(rates[0], '2.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1));
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.url.pathname).toMatch(new RegExp(`mdr/${record.mdrId}$`));
    const body = put.body as {
      paymentTerm: number;
      rates: { bankCode: string; channel: string; rate: number }[];
    };
    expect(body.paymentTerm).toBe(record.paymentTerm);
    expect(body.rates[0]).toEqual({ ...record.rates[0], rate: 2.75 });
    await waitFor(() => expect(mock.db.table('mdr').get(record.mdrId)!.rates[0].rate).toBe(2.75));
  });
});
