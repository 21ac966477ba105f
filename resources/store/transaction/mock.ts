/**
 * The QR transaction report's export (zip of an xlsx, both dates required, at most 366 days), one
 * transaction's detail and the daily summary the charts draw (docs/api-contract.md, "Transaction
 * summary"). The list is the declaration's generic route.
 */
import { entityRoutes, type EntitySpec } from '../../../mocks/handlers/entities.ts';
import type { Column } from '../../../mocks/handlers/files.ts';
import { exportRoute, field } from '../../../mocks/handlers/reports.ts';
import { bangkokDayKey, parseYmd } from '../../../mocks/db/dates.ts';
import type { MockRecord } from '../../../mocks/db/index.ts';
import { errorResponse, json, MockHttpError } from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';
import { CHART_CALLS } from '../../today/charts/calls.ts';

const REPORT = 'report/transaction';

const qrSpec: EntitySpec = {
  label: 'Transaction',
  service: 'reporting',
  table: 'qrTransactions',
  idField: 'transactionNo',
  endpoints: {
    list: `${REPORT}/GetTransactionByPaymentAdmin`,
    get: `${REPORT}/GetTransactionByPaymentAdmin/{id}`,
  },
  searchFields: ['transactionNo', 'storeId', 'storeName', 'ref1', 'ref2'],
  dateField: 'createdDate',
  dateRule: 'ymd',
  defaultSort: { field: 'createdDate', order: 'DESC' },
};

const QR_COLUMNS: Column[] = [
  { header: 'Transaction No', value: field('transactionNo') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Amount', value: field('amount') },
  { header: 'Fee', value: field('fee') },
  { header: 'Status', value: field('status') },
  { header: 'Created', value: field('createdDate') },
  { header: 'Paid', value: field('paymentDate') },
  { header: 'Bank', value: field('bankName') },
  { header: 'Channel', value: field('channel') },
];

/** The longest range one summary call covers. */
const SUMMARY_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

interface SummaryRow {
  date: string;
  channel: string;
  count: number;
  amount: number;
  settledAmount: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * `GET report/transaction/summary?from&to&groupBy=channel`: per Bangkok day and channel, the number of
 * transactions, their amount and what was settled (paid amounts less their fees), read-only.
 */
function summary(ctx: RouteContext): Response {
  try {
    const from = parseYmd(ctx.url.searchParams.get('from') ?? '');
    const to = parseYmd(ctx.url.searchParams.get('to') ?? '');
    const groupBy = ctx.url.searchParams.get('groupBy') ?? 'channel';
    if (!from || !to) throw new MockHttpError(400, 'from and to are required (yyyy-MM-dd)');
    if (groupBy !== 'channel') throw new MockHttpError(400, 'groupBy must be channel');
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) throw new MockHttpError(400, 'from must not be after to');
    if (days > SUMMARY_MAX_DAYS) throw new MockHttpError(400, `At most ${SUMMARY_MAX_DAYS} days`);
    const groups = new Map<string, SummaryRow>();
    for (const row of ctx.db.table('qrTransactions').list() as readonly MockRecord[]) {
      const date = bangkokDayKey(row.createdDate);
      if (!date || date < from || date > to) continue;
      const channel = String(row.channel ?? '');
      const key = `${date}|${channel}`;
      const group = groups.get(key) ?? { date, channel, count: 0, amount: 0, settledAmount: 0 };
      const amount = Number(row.amount) || 0;
      group.count += 1;
      group.amount += amount;
      if (row.status === 'paid') group.settledAmount += amount - (Number(row.fee) || 0);
      groups.set(key, group);
    }
    const items = [...groups.values()]
      .map((g) => ({ ...g, amount: cents(g.amount), settledAmount: cents(g.settledAmount) }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.channel.localeCompare(b.channel));
    return json({ from, to, groupBy, items });
  } catch (error) {
    return errorResponse(error);
  }
}

export function routes(): Route[] {
  return [
    {
      // The start page's charts' call, as described beside them (its contract).
      service: CHART_CALLS.summary.service,
      method: CHART_CALLS.summary.method,
      path: CHART_CALLS.summary.path,
      access: { menu: 'qrTransaction', action: 'view' },
      tables: ['qrTransactions'],
      resolve: summary,
    },
    exportRoute(
      'reporting',
      `${REPORT}/GetTransactionByPaymentAdminExcel`,
      qrSpec,
      QR_COLUMNS,
      'zip',
      (s) => `Transaction_${s}`,
      { maxDays: 366 },
    ),
    // One transaction (the detail the console does not declare yet).
    ...entityRoutes({ ...qrSpec, endpoints: { get: qrSpec.endpoints.get } }),
  ];
}
