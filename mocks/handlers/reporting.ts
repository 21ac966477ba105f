/**
 * Reporting service: transaction, funding-transfer (and its raw rows), transfer-return, external,
 * AR/PR and tax lists; their exports (zip / xlsx / csv, see mocks/exports); funding approval. The
 * adjustment and reconcile calls are in adjustment.ts and reconcile.ts. Paths: docs/api-contract.md.
 */
import { parseDmy, parseYmd, toBangkokIso } from '../db/dates.ts';
import type { FundingTransfer, MockRecord } from '../db/index.ts';
import { actorOf } from './actor.ts';
import { entityRoutes, listResponse, type EntitySpec } from './entities.ts';
import { exportFailure, fileResponse, MIME, toCsv, toXlsx, toZip, type Column } from './files.ts';
import { filterAndSort, type ListSpec } from './query.ts';
import { errorResponse, fail, json, MockHttpError, readJsonObject } from './respond.ts';
import type { Route, RouteContext } from './router.ts';

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

const fundingSpec: EntitySpec = {
  label: 'Funding transfer',
  service: 'reporting',
  table: 'fundingTransfers',
  idField: 'id',
  endpoints: { list: 'report/transfer', get: 'report/transfer/{id}' },
  searchFields: ['id', 'storeId', 'storeName', 'refPayment', 'payeeName', 'payerName'],
  dateField: 'createdDate',
  dateRule: 'dmy-next-day',
  defaultSort: { field: 'createdDate', order: 'DESC' },
};

/** The transfer-return report: money going back that needs approval. */
const transferReturnSpec: EntitySpec = {
  ...fundingSpec,
  label: 'Transfer return',
  endpoints: { list: `${REPORT}/GetTransactionByPaymentAdminTransfer` },
  scope: (r) => r.transferType === 'RETURN',
  dateRule: 'ymd',
};

const externalSpec: EntitySpec = {
  label: 'External transaction',
  service: 'reporting',
  table: 'externalTransactions',
  idField: 'transactionNo',
  endpoints: { list: `${REPORT}/get-transactions-external` },
  searchFields: ['transactionNo', 'storeId', 'storeName', 'refNo', 'partner'],
  dateField: 'createdDate',
  dateRule: 'ymd',
  defaultSort: { field: 'createdDate', order: 'DESC' },
};

const arPrSpec: EntitySpec = {
  label: 'AR/PR item',
  service: 'reporting',
  table: 'arPr',
  idField: 'transactionNo',
  endpoints: { list: 'report/ar_pr', get: 'report/ar_pr/{id}' },
  searchFields: ['transactionNo', 'storeId', 'storeName', 'bankAccount'],
  dateField: 'paymentDate',
  dateRule: 'ymd',
  defaultSort: { field: 'paymentDate', order: 'DESC' },
};

const taxSpec: EntitySpec = {
  label: 'Tax calculation',
  service: 'reporting',
  table: 'taxCalculations',
  idField: 'id',
  endpoints: { list: 'report/tax_calculation', get: 'report/tax_calculation/{id}' },
  searchFields: ['storeId', 'storeName'],
  dateField: 'date',
  dateRule: 'ymd',
  defaultSort: { field: 'date', order: 'DESC' },
};

const field =
  (name: string) =>
  (row: Record<string, unknown>): string | number | boolean | null =>
    (row[name] as string | number | boolean | null | undefined) ?? null;

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

const RAW_COLUMNS: Column[] = [
  { header: 'ID', value: field('id') },
  { header: 'Batch No', value: field('batchNo') },
  { header: 'Created', value: field('createdDate') },
  { header: 'Transfer Date', value: field('transferDate') },
  { header: 'Type', value: field('transferType') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Payer Bank', value: field('payerBank') },
  { header: 'Payer Account', value: field('payerAccount') },
  { header: 'Payee Bank', value: field('payeeBank') },
  { header: 'Payee Account', value: field('payeeAccount') },
  { header: 'Payee Name', value: field('payeeName') },
  { header: 'Amount', value: field('amount') },
  { header: 'Fee', value: field('fee') },
  { header: 'Net Amount', value: field('netAmount') },
  { header: 'Ref Payment', value: field('refPayment') },
  { header: 'Bank Ref No', value: field('bankRefNo') },
  { header: 'Response Code', value: field('responseCode') },
  { header: 'Response Message', value: field('responseMessage') },
  { header: 'Status', value: field('status') },
];

const FUNDING_COLUMNS: Column[] = [
  { header: 'ID', value: field('id') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Type', value: field('transferType') },
  { header: 'Amount', value: field('amount') },
  { header: 'Fee', value: field('fee') },
  { header: 'Net Amount', value: field('netAmount') },
  { header: 'Status', value: field('status') },
  { header: 'Created', value: field('createdDate') },
  { header: 'Payer Bank', value: field('payerBank') },
  { header: 'Payer Account', value: field('payerAccount') },
  { header: 'Payer Name', value: field('payerName') },
  { header: 'Payee Bank', value: field('payeeBank') },
  { header: 'Payee Account', value: field('payeeAccount') },
  { header: 'Payee Name', value: field('payeeName') },
  { header: 'Ref Payment', value: field('refPayment') },
  { header: 'Approved By', value: field('approvedBy') },
  { header: 'Approved Date', value: field('approvedDate') },
];

const EXTERNAL_COLUMNS: Column[] = [
  { header: 'Transaction No', value: field('transactionNo') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Partner', value: field('partner') },
  { header: 'Ref No', value: field('refNo') },
  { header: 'Amount', value: field('amount') },
  { header: 'Status', value: field('status') },
  { header: 'Created', value: field('createdDate') },
];

const AR_PR_COLUMNS: Column[] = [
  { header: 'Transaction No', value: field('transactionNo') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Payment', value: field('payment') },
  { header: 'Payment Date', value: field('paymentDate') },
  { header: 'Bank Account', value: field('bankAccount') },
  { header: 'Bank Name', value: field('bankName') },
  { header: 'Bank Type', value: field('bankType') },
  { header: 'AP', value: field('ap') },
  { header: 'AR', value: field('ar') },
  { header: 'Amount', value: field('amount') },
];

const TAX_COLUMNS: Column[] = [
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Month', value: field('month') },
  { header: 'Transactions', value: field('transaction') },
  { header: 'Amount 1', value: field('amount1') },
  { header: 'Amount 2', value: field('amount2') },
  { header: 'Amount 3', value: field('amount3') },
  { header: 'Tax Rate (%)', value: field('taxRate') },
  { header: 'Tax Amount', value: field('taxAmount') },
];

const RAW_COLUMNS_FIELDS = [
  'id',
  'batchNo',
  'createdDate',
  'transferDate',
  'transferType',
  'storeId',
  'storeName',
  'payerBank',
  'payerAccount',
  'payeeBank',
  'payeeAccount',
  'payeeName',
  'amount',
  'fee',
  'netAmount',
  'refPayment',
  'bankRefNo',
  'responseCode',
  'responseMessage',
  'status',
];

const MDR_COLUMNS: Column[] = [
  { header: 'MDR ID', value: field('mdrId') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Banks', value: field('bankRegister') },
  { header: 'Payment Term (days)', value: field('paymentTerm') },
  {
    header: 'MDR',
    value: (row) =>
      Array.isArray(row.banks)
        ? row.banks.map((b: { bankName?: string; mdr?: string }) => `${b.bankName}: ${b.mdr}`).join(' | ')
        : '',
  },
];

/** Export time stamp: yyyyMMdd_HHmmss, Bangkok time. */
export function exportStamp(ms = Date.now()): string {
  const iso = toBangkokIso(ms);
  return `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 19).replace(/:/g, '')}`;
}

function exportRows(ctx: RouteContext, spec: EntitySpec, params: URLSearchParams): MockRecord[] {
  const all = ctx.db.table(spec.table).list() as readonly MockRecord[];
  const rows = spec.scope ? all.filter(spec.scope) : all;
  return filterAndSort(rows, params, spec as ListSpec).rows;
}

type ExportKind = 'zip' | 'xlsx' | 'csv';

interface ExportOptions {
  /** Both dates required, at most this many days apart. */
  maxDays?: number;
}

const STAMP = /^\d{8}_\d{6}$/;

function dayOf(text: string, rule: EntitySpec['dateRule']): string | null {
  return rule === 'dmy-next-day' ? parseDmy(text) : parseYmd(text);
}

/**
 * The filters of an export: the list's query string, plus a JSON body for POST (the transfer-return
 * export posts `{ size, timestamp }` with its filters). `size` caps the rows, `timestamp` names the file.
 */
async function exportParams(
  ctx: RouteContext,
): Promise<{ params: URLSearchParams; size?: number; stamp?: string }> {
  const params = new URLSearchParams(ctx.url.searchParams);
  if (ctx.request.method === 'POST') {
    const body = await readJsonObject(ctx.request);
    for (const [k, v] of Object.entries(body)) {
      if (v !== null && v !== undefined && v !== '' && typeof v !== 'object') params.set(k, String(v));
    }
  }
  const rawSize = params.get('size');
  const rawStamp = params.get('timestamp');
  params.delete('size');
  params.delete('timestamp');
  let size: number | undefined;
  if (rawSize !== null && rawSize !== '') {
    size = Number(rawSize);
    if (!Number.isInteger(size) || size < 1)
      throw new MockHttpError(400, 'size must be a whole number above 0');
  }
  if (rawStamp && !STAMP.test(rawStamp)) throw new MockHttpError(400, 'timestamp must be yyyyMMdd_HHmmss');
  return { params, size, stamp: rawStamp ?? undefined };
}

function exportRoute(
  service: Route['service'],
  path: string,
  spec: EntitySpec,
  columns: Column[],
  kind: ExportKind,
  baseName: (stamp: string) => string,
  opts: ExportOptions = {},
  method: Route['method'] = 'GET',
): Route {
  return {
    service,
    method,
    path,
    resolve: async (ctx) => {
      try {
        const { params, size, stamp: given } = await exportParams(ctx);
        if (opts.maxDays) {
          const start = params.get('StartDate');
          const end = params.get('EndDate');
          if (!start || !end)
            return exportFailure(
              400,
              `Choose a start and an end date (at most ${opts.maxDays} days) before exporting`,
            );
          const from = dayOf(start, spec.dateRule);
          const to = dayOf(end, spec.dateRule);
          if (from && to && (Date.parse(to) - Date.parse(from)) / 86_400_000 > opts.maxDays)
            return exportFailure(
              400,
              `An export covers at most ${opts.maxDays} days; choose a shorter range`,
            );
        }
        let rows = exportRows(ctx, spec, params);
        if (size !== undefined) rows = rows.slice(0, size);
        const stamp = given ?? exportStamp();
        const name = baseName(stamp);
        if (kind === 'csv') return fileResponse(toCsv(rows, columns), `${name}.csv`, MIME.csv);
        const workbook = await toXlsx(rows, columns, spec.label);
        if (kind === 'xlsx') return fileResponse(workbook, `${name}.xlsx`, MIME.xlsx);
        return fileResponse(toZip([{ name: `${name}.xlsx`, data: workbook }]), `${name}.zip`, MIME.zip);
      } catch (error) {
        // A failed export answers plain text: the console shows a non-OK answer's text as it is.
        const response = errorResponse(error);
        const body = (await response.json()) as { message?: string };
        return exportFailure(response.status, body.message ?? 'Export failed');
      }
    },
  };
}

/** The transfer-return export's default name: "daily merchant return-transfer list". */
export const TRANSFER_RETURN_FILE_PREFIX = 'รายการโอนเงินคืนร้านค้าประจำวัน_';

/** Funding transfers staff may approve: those waiting in the first status of the flow. */
export const APPROVABLE_FUNDING_STATUSES: readonly string[] = ['Account approve'];

/**
 * Approves every row or none: a row that is not (or no longer) approvable answers 409 naming it, so
 * nothing is approved twice. Records who approved and when.
 */
function approveTransfers(ctx: RouteContext, ids: string[]): FundingTransfer[] {
  // The role check (approve on funding) is the route's access, made by the guard before this runs.
  const actor = actorOf(ctx);
  const table = ctx.db.table('fundingTransfers');
  const records = ids.map((id) => {
    const record = table.get(id);
    if (!record) throw new MockHttpError(404, `Funding transfer ${id} not found`);
    return record;
  });
  const blocked = records.filter((r) => !APPROVABLE_FUNDING_STATUSES.includes(r.status));
  if (blocked.length > 0) {
    const list = blocked
      .map((r) =>
        r.approvedBy ? `${r.id} is ${r.status} (approved by ${r.approvedBy})` : `${r.id} is ${r.status}`,
      )
      .join(', ');
    throw new MockHttpError(409, `Nothing was approved: ${list}. Refresh the list and try again.`);
  }
  const approvedDate = toBangkokIso(Date.now());
  return records.map(
    (r) => table.update(r.id, { status: 'Pending for settle', approvedBy: actor.name, approvedDate }) ?? r,
  );
}

function sumSatang(rows: readonly MockRecord[], field: string): number {
  let total = 0;
  for (const r of rows) total += Math.round(Number(r[field] ?? 0) * 100);
  return total;
}

/** A list with the totals of its filtered rows (not only the page), exact to the satang. */
function listWithTotals(spec: EntitySpec, fields: readonly string[]): Route['resolve'] {
  return (ctx) => {
    const all = ctx.db.table(spec.table).list() as readonly MockRecord[];
    const { rows } = filterAndSort(all, ctx.url.searchParams, spec as ListSpec);
    const response = listResponse(all, ctx, spec);
    return response.json().then((envelope: Record<string, unknown>) => {
      const totals = Object.fromEntries(fields.map((f) => [f, sumSatang(rows, f) / 100]));
      const headers: Record<string, string> = {};
      response.headers.forEach((v, k) => {
        if (k !== 'content-length') headers[k] = v;
      });
      return json({ ...envelope, totals }, 200, headers);
    });
  };
}

/** The raw rows of a funding table, made once per version of the table (paging stays fast). */
const rawRows = new WeakMap<readonly FundingTransfer[], MockRecord[]>();
function rawRowsOf(transfers: readonly FundingTransfer[]): MockRecord[] {
  let rows = rawRows.get(transfers);
  if (!rows) {
    rows = transfers.map((r) =>
      Object.fromEntries(RAW_COLUMNS_FIELDS.map((f) => [f, r[f as keyof FundingTransfer]])),
    );
    rawRows.set(transfers, rows);
  }
  return rows;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const custom: Route[] = [
  exportRoute(
    'reporting',
    `${REPORT}/GetTransactionByPaymentAdminExcel`,
    qrSpec,
    QR_COLUMNS,
    'zip',
    (s) => `Transaction_${s}`,
    { maxDays: 366 },
  ),
  exportRoute(
    'reporting',
    'report/transfer/export',
    fundingSpec,
    FUNDING_COLUMNS,
    'zip',
    (s) => `FundingTransfer_${s}`,
  ),
  exportRoute(
    'reporting',
    'report/transfer/export_raw',
    fundingSpec,
    RAW_COLUMNS,
    'csv',
    (s) => `FundingTransfer_raw_${s}`,
  ),
  ...(['GET', 'POST'] as const).map((method) =>
    exportRoute(
      'reporting',
      `${REPORT}/GetTransactionByPaymentAdminTransferExcel`,
      transferReturnSpec,
      FUNDING_COLUMNS,
      'zip',
      (s) => `${TRANSFER_RETURN_FILE_PREFIX}${s}`,
      {},
      method,
    ),
  ),
  exportRoute('reporting', 'report/ar_pr/export', arPrSpec, AR_PR_COLUMNS, 'xlsx', (s) => `ARPR_${s}`),
  exportRoute('reporting', 'report/tax_calculation/export', taxSpec, TAX_COLUMNS, 'xlsx', (s) => `Tax_${s}`),
  exportRoute(
    'reporting',
    'report/transfer/raw/export',
    fundingSpec,
    RAW_COLUMNS,
    'xlsx',
    (s) => `FundingTransfer_raw_${s}`,
  ),
  {
    // The raw bank-file rows behind the funding report (batch, bank reference, response).
    service: 'reporting',
    method: 'GET',
    path: 'report/transfer/raw',
    resolve: (ctx) => {
      const rows = rawRowsOf(ctx.db.table('fundingTransfers').list());
      return listResponse(rows, ctx, {
        ...fundingSpec,
        searchFields: [...(fundingSpec.searchFields ?? []), 'batchNo', 'bankRefNo'],
      });
    },
  },
  {
    service: 'reporting',
    method: 'GET',
    path: 'report/ar_pr',
    resolve: listWithTotals(arPrSpec, ['ap', 'ar', 'amount']),
  },
  {
    service: 'reporting',
    method: 'GET',
    path: 'report/tax_calculation',
    resolve: (ctx) => {
      const month = ctx.url.searchParams.get('month');
      if (month && !MONTH.test(month))
        return fail(400, 'month must be yyyy-MM', { month: 'must be yyyy-MM' });
      return listWithTotals(taxSpec, ['amount1', 'amount2', 'amount3', 'taxAmount'])(ctx);
    },
  },
  exportRoute(
    'reporting',
    `${REPORT}/get-transactions-external/export`,
    externalSpec,
    EXTERNAL_COLUMNS,
    'xlsx',
    (s) => `[EXT]-Transaction_${s}`,
  ),
  exportRoute(
    'merchant',
    'mdr/export',
    {
      label: 'MDR',
      service: 'merchant',
      table: 'mdr',
      idField: 'mdrId',
      endpoints: {},
      searchFields: ['mdrId', 'storeId', 'storeName', 'bankRegister'],
      dateField: 'updatedDate',
    },
    MDR_COLUMNS,
    'xlsx',
    (s) => `MDR_${s}`,
  ),
  {
    // A money operation: the console sends it with an Idempotency-Key.
    service: 'reporting',
    method: 'POST',
    path: 'report/funding/approve_transaction',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const ids = Array.isArray(body.ids)
        ? body.ids.map(String)
        : typeof body.id === 'string' || typeof body.id === 'number'
          ? [String(body.id)]
          : [];
      if (ids.length === 0) throw new MockHttpError(400, 'ids is required', { ids: 'required' });
      if (ids.length > 500)
        throw new MockHttpError(400, 'Approve at most 500 transfers at once', { ids: 'too many' });
      return json({ items: approveTransfers(ctx, Array.from(new Set(ids))) });
    },
  },
];

export const REPORTING_SPECS: readonly EntitySpec[] = [
  qrSpec,
  fundingSpec,
  transferReturnSpec,
  externalSpec,
  arPrSpec,
  taxSpec,
];

export function reportingRoutes(): Route[] {
  return [...custom, ...REPORTING_SPECS.flatMap(entityRoutes)];
}
