// @vitest-environment node
/**
 * The transaction service's daily summary (GET report/transaction/summary, docs/api-contract.md,
 * "Transaction summary") in the mock backend: each day's count per channel adds up to the
 * transaction list's total for that day, amounts to the rows' sum; bad ranges are refused.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { callJson, startMockServer, USERS, type Envelope } from '../mocks/helpers.ts';

const mock = startMockServer();
afterAll(() => mock.server.close());

const LIST = 'report/transaction/GetTransactionByPaymentAdmin';
const SUMMARY = 'report/transaction/summary';

interface Item {
  date: string;
  channel: string;
  count: number;
  amount: number;
  settledAmount: number;
}

describe('transaction daily summary', () => {
  it('answers per day and channel what the list holds for that day', async () => {
    const { status, body } = await callJson<{ items: Item[] }>('reporting', SUMMARY, {
      query: { from: '2026-10-29', to: '2026-10-31', groupBy: 'channel' },
      as: USERS.finance,
    });
    expect(status).toBe(200);
    const days = [...new Set(body.items.map((i) => i.date))];
    expect(days).toEqual(['2026-10-29', '2026-10-30', '2026-10-31']);
    for (const day of days) {
      const list = await callJson<Envelope<{ amount: number; channel: string; status: string; fee: number }>>(
        'reporting',
        LIST,
        { query: { PageNumber: 1, PageSize: 1000, StartDate: day, EndDate: day }, as: USERS.finance },
      );
      const ofDay = body.items.filter((i) => i.date === day);
      expect(
        ofDay.reduce((n, i) => n + i.count, 0),
        day,
      ).toBe(list.body.totalCount);
      const rows = list.body.items;
      expect(rows.length).toBe(list.body.totalCount);
      for (const item of ofDay) {
        const mine = rows.filter((r) => r.channel === item.channel);
        expect(item.count).toBe(mine.length);
        expect(item.amount).toBeCloseTo(
          mine.reduce((n, r) => n + r.amount, 0),
          2,
        );
        const settled = mine.filter((r) => r.status === 'paid').reduce((n, r) => n + r.amount - r.fee, 0);
        expect(item.settledAmount).toBeCloseTo(settled, 2);
      }
    }
  });

  it('refuses a range without both ends, upside down or longer than 92 days', async () => {
    const ask = (query: Record<string, string>) =>
      callJson<{ message: string }>('reporting', SUMMARY, { query });
    expect((await ask({ from: '2026-10-01' })).status).toBe(400);
    expect((await ask({ from: '2026-10-02', to: '2026-10-01' })).status).toBe(400);
    expect((await ask({ from: '2026-01-01', to: '2026-10-01' })).status).toBe(400);
    expect((await ask({ from: '2026-10-01', to: '2026-10-02', groupBy: 'bank' })).status).toBe(400);
  });
});
