/**
 * The numbers the transaction charts draw, from the transaction service's daily summary
 * (`GET report/transaction/summary?from&to&groupBy=channel`, described in calls.ts;
 * docs/api-contract.md, "Transaction summary"): per Bangkok day and channel, the count, the amount and
 * what was settled to stores. The charts and the tables beside them are both drawn from `chartModel`,
 * so they show the same numbers.
 */
import { formatThaiDate } from '../../../src/components/index.ts';
import { formatMoney } from '../../../src/data/index.ts';

/** How many days the charts show, the last one included. */
export const CHART_DAYS = 14;

export interface SummaryItem {
  date: string;
  channel: string;
  count: number;
  amount: number;
  settledAmount: number;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The answer's items; anything that is not a well-formed item is left out. */
export function parseSummary(body: unknown): SummaryItem[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (i): i is SummaryItem =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as SummaryItem).date === 'string' &&
      typeof (i as SummaryItem).channel === 'string' &&
      isNumber((i as SummaryItem).count) &&
      isNumber((i as SummaryItem).amount) &&
      isNumber((i as SummaryItem).settledAmount),
  );
}

/** The `n` calendar days ending on `endDay` (`yyyy-MM-dd`), oldest first. */
export function lastDays(endDay: string, n: number = CHART_DAYS): string[] {
  const end = Date.parse(`${endDay}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) =>
    new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export interface ChartSeries {
  /** The legend's and the table column's name. */
  label: string;
  /** One value per day, in the order of the model's days. */
  data: number[];
}

export interface ChartModel {
  days: string[];
  /** The days as the screen writes them (Buddhist Era in Thai). */
  dayLabels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Sums `pick` of the items per day, one series per channel (sorted by name) or one series for all. */
function seriesOf(
  items: readonly SummaryItem[],
  days: readonly string[],
  pick: (item: SummaryItem) => number,
  byChannel: boolean,
  allLabel: string,
): ChartSeries[] {
  const index = new Map(days.map((d, i) => [d, i]));
  const labels = byChannel ? [...new Set(items.map((i) => i.channel))].sort() : [allLabel];
  const series = labels.map((label) => ({ label, data: days.map(() => 0) }));
  for (const item of items) {
    const day = index.get(item.date);
    if (day === undefined) continue;
    const target = byChannel ? series[labels.indexOf(item.channel)] : series[0];
    if (target) target.data[day] = cents((target.data[day] ?? 0) + pick(item));
  }
  return series;
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export type ChartKind = 'volume' | 'amount' | 'settlement';

/** What one chart and its table show: its days in the person's calendar, its series and their format. */
export function chartModel(
  kind: ChartKind,
  items: readonly SummaryItem[],
  days: readonly string[],
  locale: string,
  settledLabel: string,
): ChartModel {
  const dayLabels = days.map((d) => formatThaiDate(d, locale));
  if (kind === 'volume')
    return {
      days: [...days],
      dayLabels,
      series: seriesOf(items, days, (i) => i.count, true, ''),
      format: (v) => COUNT.format(v),
    };
  const series =
    kind === 'amount'
      ? seriesOf(items, days, (i) => i.amount, true, '')
      : seriesOf(items, days, (i) => i.settledAmount, false, settledLabel);
  return { days: [...days], dayLabels, series, format: (v) => formatMoney(v) };
}

/** The table's rows: a day's label, each series' value and their total, formatted as the chart's. */
export function tableRows(model: ChartModel): { day: string; values: string[]; total: string }[] {
  return model.dayLabels.map((day, i) => {
    const values = model.series.map((s) => s.data[i] ?? 0);
    return {
      day,
      values: values.map(model.format),
      total: model.format(cents(values.reduce((a, b) => a + b, 0))),
    };
  });
}
