/**
 * The transaction charts' numbers (resources/today/charts/summary.ts): the series per channel and day,
 * the table drawn from the same model, Buddhist-era days in Thai and baht amounts.
 */
import { describe, expect, it } from 'vitest';
import {
  chartModel,
  lastDays,
  parseSummary,
  tableRows,
  type SummaryItem,
} from '../../../resources/today/charts/summary.ts';

const ITEMS: SummaryItem[] = [
  { date: '2026-10-30', channel: 'QR', count: 3, amount: 1500.5, settledAmount: 1400.25 },
  { date: '2026-10-30', channel: 'MOBILE_BANKING', count: 1, amount: 99.99, settledAmount: 0 },
  { date: '2026-10-31', channel: 'QR', count: 2, amount: 1234.5, settledAmount: 1200 },
  // Outside the days shown: left out.
  { date: '2026-10-01', channel: 'QR', count: 9, amount: 9, settledAmount: 9 },
];

describe('transaction chart model', () => {
  it('covers the 14 days ending on the given day', () => {
    const days = lastDays('2026-11-01');
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-10-19');
    expect(days.at(-1)).toBe('2026-11-01');
    expect(lastDays('2026-03-01', 2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('draws a series per channel and the table shows the same numbers, with the day total', () => {
    const days = ['2026-10-30', '2026-10-31'];
    const model = chartModel('volume', ITEMS, days, 'en', 'Settled');
    expect(model.series).toEqual([
      { label: 'MOBILE_BANKING', data: [1, 0] },
      { label: 'QR', data: [3, 2] },
    ]);
    const rows = tableRows(model);
    expect(rows).toEqual([
      { day: '30 Oct 2026', values: ['1', '3'], total: '4' },
      { day: '31 Oct 2026', values: ['0', '2'], total: '2' },
    ]);
    // The table is read off the chart's own series.
    rows.forEach((row, i) =>
      expect(row.values).toEqual(model.series.map((s) => model.format(s.data[i] ?? 0))),
    );
  });

  it('writes days in the Buddhist era in Thai and amounts in baht', () => {
    const days = ['2026-10-30', '2026-10-31'];
    const amount = chartModel('amount', ITEMS, days, 'th', 'ยอดชำระ');
    expect(amount.dayLabels).toEqual(['30 ต.ค. 2569', '31 ต.ค. 2569']);
    expect(tableRows(amount)[0]).toEqual({
      day: '30 ต.ค. 2569',
      values: ['฿99.99', '฿1,500.50'],
      total: '฿1,600.49',
    });
    const settled = chartModel('settlement', ITEMS, days, 'th', 'ยอดชำระ');
    expect(settled.series).toEqual([{ label: 'ยอดชำระ', data: [1400.25, 1200] }]);
    expect(tableRows(settled)[1]).toEqual({ day: '31 ต.ค. 2569', values: ['฿1,200.00'], total: '฿1,200.00' });
  });

  it('keeps only well-formed items of the answer', () => {
    expect(parseSummary({ items: [ITEMS[0], { date: 'x' }, null] })).toEqual([ITEMS[0]]);
    expect(parseSummary('nonsense')).toEqual([]);
  });
});
