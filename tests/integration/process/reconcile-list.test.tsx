// @vitest-environment jsdom
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import { renderConsole, testAuthProvider } from '../schema/harness.tsx';
import { dataProviderFor, startProcessBackend } from './processBackend.ts';

const reconcile = declared('management/reconcile');

const { mock, calls, http } = startProcessBackend();
const LIST = '/management/reconcile';
const LIST_CALL = '/mock-api/reporting/report/reconcile/getReconcileProcess';

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

const listCalls = () => calls.filter((c) => c.path === LIST_CALL);
const rows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

describe('reconcile runs list', () => {
  it('asks for the newest runs first, one page at a time, and shows their figures', async () => {
    renderConsole({ path: LIST, defs: [reconcile], dataProvider: dataProviderFor([reconcile]), http });
    const newest = mock.db
      .table('reconcileProcesses')
      .list()
      .toSorted((a, b) => b.processDate.localeCompare(a.processDate))[0];
    expect(await screen.findByText(newest.filename)).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const query = listCalls()[0]?.query;
    expect(query?.toString()).toBe('PageNumber=1&PageSize=10&SortBy=processDate&SortDirection=desc');
    for (const header of ['Processed', 'Bank', 'File name', 'Lines', 'Matched', 'Unmatched', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(listCalls().some((call) => call.query.get('PageNumber') === '2')).toBe(true));
    expect(await screen.findByText('11-20 of', { exact: false })).toBeInTheDocument();
  });

  it('sends the date range as yyyy-MM-dd and the bank and status as they are', async () => {
    const run = mock.db
      .table('reconcileProcesses')
      .list()
      .find((r) => r.status === 'partial');
    if (!run) throw new Error('The seed has no partly matched run');
    const day = run.processDate.slice(0, 10);
    const filter = {
      dateRange: { StartDate: day, EndDate: day },
      bankIssuer: run.bankIssuer,
      status: 'partial',
    };
    renderConsole({
      path: `${LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      defs: [reconcile],
      dataProvider: dataProviderFor([reconcile]),
      http,
    });
    expect(await screen.findByText(run.filename)).toBeInTheDocument();
    const query = listCalls()[0]?.query;
    expect(query?.get('StartDate')).toBe(day);
    expect(query?.get('EndDate')).toBe(day);
    expect(query?.get('bankIssuer')).toBe(run.bankIssuer);
    expect(query?.get('status')).toBe('partial');
    // Only partly matched runs of that bank and day are shown.
    for (const row of rows()) expect(within(row).getByText('Partly matched')).toBeInTheDocument();
  });

  it('opens a run at detail?run=<id> and a new run at detail', async () => {
    const locations: string[] = [];
    renderConsole({
      path: LIST,
      defs: [reconcile],
      dataProvider: dataProviderFor([reconcile]),
      http,
      onLocation: (l) => locations.push(`${l.pathname}${l.search}`),
    });
    const newRun = await screen.findByRole('link', { name: 'New run' });
    expect(newRun).toHaveAttribute('href', '/management/reconcile/detail');
    await waitFor(() => expect(rows().length).toBe(10));
    const firstId = within(rows()[0]).getAllByRole('cell')[0].textContent ?? '';
    expect(firstId).toMatch(/^RC\d{5}$/);
    await userEvent.click(within(rows()[0]).getAllByRole('cell')[0]);
    await waitFor(() => expect(locations.at(-1)).toBe(`/management/reconcile/detail?run=${firstId}`));
  });

  it('gives view-only users the list without "New run"', async () => {
    renderConsole({
      path: LIST,
      defs: [reconcile],
      dataProvider: dataProviderFor([reconcile]),
      http,
      authProvider: testAuthProvider(new Set(['list', 'show'])),
    });
    await waitFor(() => expect(rows().length).toBe(10));
    expect(screen.queryByRole('link', { name: 'New run' })).not.toBeInTheDocument();
  });

  it('sends users without view to /403 on the detail page', async () => {
    renderConsole({
      path: `${LIST}/detail`,
      defs: [reconcile],
      dataProvider: dataProviderFor([reconcile]),
      http,
      authProvider: testAuthProvider(new Set([])),
    });
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });
});
