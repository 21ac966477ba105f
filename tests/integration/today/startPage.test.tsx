/**
 * The start page's parts in react-admin: the queue cards show only the queues of lists the role may
 * view, each with the total of its filtered list call (the same call the linked list makes first), and
 * the transaction charts draw a table of the numbers the summary call answered.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  CoreAdminContext,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { lazyRegistry } from '../../../resources/index.ts';
import DailyCharts from '../../../resources/today/charts/DailyCharts.tsx';
import { QueueCards } from '../../../resources/today/QueueCards.tsx';
import { queueCards } from '../../../resources/today/queues.ts';
import { HttpClientProvider } from '../../../src/data/masterLists.ts';
import type { HttpClient } from '../../../src/data/http.ts';
import { createQueryClient } from '../../../src/data/queryClient.ts';

const NOW = new Date('2026-10-31T03:00:00Z');

/** Answers each list call with a total of its own, made from the resource and the filter it names. */
function totalsProvider() {
  const totalOf = (resource: string, filter: unknown) =>
    (resource.length * 7 + JSON.stringify(filter).length) % 97;
  const getList = vi.fn(async (resource: string, params: GetListParams) => ({
    data: [],
    total: totalOf(resource, params.filter),
  }));
  return { dataProvider: testDataProvider({ getList } as Partial<DataProvider>), getList, totalOf };
}

const allowing = (resources: readonly string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource }) => resources.includes(resource),
});

function Harness({
  children,
  auth,
  dataProvider,
}: {
  children: React.ReactNode;
  auth: AuthProvider;
  dataProvider: DataProvider;
}) {
  return (
    <MemoryRouter>
      <CoreAdminContext dataProvider={dataProvider} authProvider={auth} queryClient={createQueryClient()}>
        {children}
      </CoreAdminContext>
    </MemoryRouter>
  );
}

describe('start page queue cards', () => {
  it.each([
    [
      'operations',
      ['store/store-register-information', 'store/user-request', 'store/transaction', 'management/reconcile'],
    ],
    [
      'finance',
      [
        'store/store-register-information',
        'store/user-request',
        'store/transaction',
        'account/funding-transfer/transfer-return',
      ],
    ],
  ])('show only the queues %s may view, each with its filtered list total', async (_role, allowed) => {
    const { dataProvider, getList, totalOf } = totalsProvider();
    const cards = queueCards(lazyRegistry.heads, NOW);
    render(
      <Harness auth={allowing(allowed)} dataProvider={dataProvider}>
        <QueueCards cards={cards} />
      </Harness>,
    );
    const shown = cards.filter((c) => allowed.includes(c.resource));
    expect(shown).toHaveLength(4);
    for (const card of shown) {
      const el = await screen.findByTestId(`queue-${card.resource}-${card.queue.key}`);
      const count = await within(el).findByTestId('queue-count');
      expect(count.textContent).toBe(String(totalOf(card.resource, card.params.filter)));
      expect(within(el).getByRole('link').getAttribute('href')).toBe(card.link);
    }
    for (const card of cards.filter((c) => !allowed.includes(c.resource)))
      expect(screen.queryByTestId(`queue-${card.resource}-${card.queue.key}`)).toBeNull();
    // One call per shown queue, each the linked list's first page with the queue's filter.
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(shown.length));
    for (const card of shown)
      expect(getList).toHaveBeenCalledWith(card.resource, expect.objectContaining(card.params));
  });
});

describe('transaction charts', () => {
  it('draw a table of the summary the service answered, a chart per measure, settlement for finance', async () => {
    const items = [
      { date: '2026-10-30', channel: 'QR', count: 3, amount: 1500.5, settledAmount: 1400.25 },
      { date: '2026-10-31', channel: 'QR_CREDIT', count: 2, amount: 200, settledAmount: 190 },
    ];
    const request = vi.fn(async () => ({ from: '2026-10-18', to: '2026-10-31', groupBy: 'channel', items }));
    const http = { request, requestWithMeta: vi.fn() } as unknown as HttpClient;
    await act(async () => {
      render(
        <Harness
          auth={allowing(['store/transaction', 'account/funding-transfer'])}
          dataProvider={totalsProvider().dataProvider}
        >
          <HttpClientProvider value={http}>
            <div style={{ width: 800 }}>
              <Suspense fallback={null}>
                <DailyCharts endDay="2026-10-31" />
              </Suspense>
            </div>
          </HttpClientProvider>
        </Harness>,
      );
    });
    const volume = await screen.findByTestId('chart-volume-table');
    expect(request).toHaveBeenCalledWith(
      'reporting',
      'report/transaction/summary',
      expect.objectContaining({ query: { from: '2026-10-18', to: '2026-10-31', groupBy: 'channel' } }),
    );
    const rows = within(volume).getAllByRole('row');
    // A heading row and 14 days.
    expect(rows).toHaveLength(15);
    expect(
      within(volume)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['pa.today.charts.date', 'QR', 'QR_CREDIT', 'pa.today.charts.total']);
    const cells = (day: string, table: HTMLElement) =>
      [...(table.querySelector(`tr[data-day="${day}"]`)?.querySelectorAll('td') ?? [])].map(
        (c) => c.textContent,
      );
    expect(cells('2026-10-30', volume)).toEqual(['3', '0', '3']);
    expect(cells('2026-10-31', volume)).toEqual(['0', '2', '2']);
    const amount = screen.getByTestId('chart-amount-table');
    expect(cells('2026-10-30', amount)).toEqual(['฿1,500.50', '฿0.00', '฿1,500.50']);
    const settlement = await screen.findByTestId('chart-settlement-table');
    expect(cells('2026-10-31', settlement)).toEqual(['฿190.00']);
  });
});
