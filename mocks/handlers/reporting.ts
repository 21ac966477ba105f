/**
 * Reporting service (docs/api-contract.md, "Reports and processes"): transaction, funding-transfer, transfer-return,
 * external, adjustment, AR/PR, tax and reconcile lists; their exports (zip / xlsx / csv); funding
 * approval and the reconcile file calls.
 */
import { toBangkokIso } from '../db/dates.ts';
import { hashString } from '../db/prng.ts';
import type { FundingTransfer, MockDb, MockRecord } from '../db/index.ts';
import { entityRoutes, type EntitySpec } from './entities.ts';
import { fileResponse, MIME, toCsv, toXlsx, zip, type Column } from './files.ts';
import { filterAndSort, type ListSpec } from './query.ts';
import { fail, json, MockHttpError, readJsonObject, requireString } from './respond.ts';
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

const adjustmentSpec: EntitySpec = {
  label: 'Adjustment',
  service: 'reporting',
  table: 'adjustments',
  idField: 'id',
  endpoints: { list: `${REPORT}/get-transaction-adjustment` },
  searchFields: ['transactionNo', 'storeId', 'storeName'],
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

const reconcileSpec: EntitySpec = {
  label: 'Reconcile process',
  service: 'reporting',
  table: 'reconcileProcesses',
  idField: 'id',
  endpoints: {
    list: 'report/reconcile/getReconcileProcess',
    get: 'report/reconcile/getReconcileProcess/{id}',
  },
  searchFields: ['filename', 'bankName', 'bankIssuer'],
  dateField: 'processDate',
  dateRule: 'ymd',
  defaultSort: { field: 'processDate', order: 'DESC' },
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

/** Export time stamp (docs/architecture.md, "Constants"): yyyyMMdd_HHmmss, Bangkok time. */
export function exportStamp(ms = Date.now()): string {
  const iso = toBangkokIso(ms);
  return `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 19).replace(/:/g, '')}`;
}

function exportRows(ctx: RouteContext, spec: EntitySpec): MockRecord[] {
  const all = ctx.db.table(spec.table).list() as readonly MockRecord[];
  const rows = spec.scope ? all.filter(spec.scope) : all;
  return filterAndSort(rows, ctx.url.searchParams, spec as ListSpec).rows;
}

type ExportKind = 'zip' | 'xlsx' | 'csv';

function exportRoute(
  service: Route['service'],
  path: string,
  spec: EntitySpec,
  columns: Column[],
  kind: ExportKind,
  baseName: (stamp: string) => string,
): Route {
  return {
    service,
    method: 'GET',
    path,
    resolve: async (ctx) => {
      const rows = exportRows(ctx, spec);
      const stamp = exportStamp();
      const name = baseName(stamp);
      if (kind === 'csv') return fileResponse(toCsv(rows, columns), `${name}.csv`, MIME.csv);
      const workbook = await toXlsx(rows, columns, spec.label);
      if (kind === 'xlsx') return fileResponse(workbook, `${name}.xlsx`, MIME.xlsx);
      return fileResponse(await zip([{ name: `${name}.xlsx`, data: workbook }]), `${name}.zip`, MIME.zip);
    },
  };
}

/** docs/api-contract.md, "Exports": the transfer-return export's default name, "daily merchant return-transfer list". */
export const TRANSFER_RETURN_FILE_PREFIX = 'รายการโอนเงินคืนร้านค้าประจำวัน_';

function approveTransfers(db: MockDb, ids: string[]): FundingTransfer[] {
  const table = db.table('fundingTransfers');
  const records = ids.map((id) => {
    const record = table.get(id);
    if (!record) throw new MockHttpError(404, `Funding transfer ${id} not found`);
    return record;
  });
  const blocked = records.filter((r) => r.status !== 'Account approve');
  if (blocked.length > 0) {
    throw new MockHttpError(
      409,
      `Only transfers waiting for approval can be approved: ${blocked.map((r) => `${r.id} is ${r.status}`).join(', ')}`,
    );
  }
  const approvedDate = toBangkokIso(Date.now());
  return records.map(
    (r) => table.update(r.id, { status: 'Pending for settle', approvedBy: 'staff', approvedDate }) ?? r,
  );
}

function fileNameOf(fileUrl: string): string {
  try {
    return decodeURIComponent(new URL(fileUrl, 'http://files.invalid').pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}

const RECON_FILE = /\.(txt|csv)$/i;

const custom: Route[] = [
  exportRoute(
    'reporting',
    `${REPORT}/GetTransactionByPaymentAdminExcel`,
    qrSpec,
    QR_COLUMNS,
    'zip',
    (s) => `Transaction_${s}`,
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
    FUNDING_COLUMNS,
    'csv',
    (s) => `FundingTransfer_raw_${s}`,
  ),
  exportRoute(
    'reporting',
    `${REPORT}/GetTransactionByPaymentAdminTransferExcel`,
    transferReturnSpec,
    FUNDING_COLUMNS,
    'zip',
    (s) => `${TRANSFER_RETURN_FILE_PREFIX}${s}`,
  ),
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
      return json({ items: approveTransfers(ctx.db, Array.from(new Set(ids))) });
    },
  },
  {
    service: 'reporting',
    method: 'POST',
    path: 'reconcile/validate-file-format',
    resolve: async (ctx) => {
      const fileUrl = requireString(await readJsonObject(ctx.request), 'fileUrl');
      const name = fileNameOf(fileUrl);
      if (!RECON_FILE.test(name))
        return fail(400, `Unsupported file format: ${name || fileUrl} (expected .txt or .csv)`);
      return json({ valid: true, filename: name });
    },
  },
  {
    service: 'reporting',
    method: 'POST',
    path: 'reconcile/checkTransactionApproveFromFile',
    resolve: async (ctx) => {
      const fileUrl = requireString(await readJsonObject(ctx.request), 'fileUrl');
      const h = hashString(fileUrl);
      const total = 200 + (h % 800);
      const notApproved = h % 7 === 0 ? 1 + (h % 9) : 0;
      return json({ fileUrl, total, approved: total - notApproved, notApproved });
    },
  },
  {
    service: 'reporting',
    method: 'POST',
    path: 'reconcile/save-reconcile-process-from-file',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const fileUrl = requireString(body, 'fileUrl');
      const filename =
        typeof body.filename === 'string' && body.filename ? body.filename : fileNameOf(fileUrl);
      if (!RECON_FILE.test(filename))
        return fail(400, `Unsupported file format: ${filename} (expected .txt or .csv)`);
      const bankIssuer = requireString(body, 'bankIssuer');
      const bank = ctx.db.table('banks').get(bankIssuer);
      if (!bank) throw new MockHttpError(400, `Unknown bankIssuer ${bankIssuer}`, { bankIssuer: 'unknown' });
      const h = hashString(fileUrl);
      const total = 200 + (h % 800);
      const unmatched = h % 5 === 0 ? 1 + (h % 20) : 0;
      const record = ctx.db.table('reconcileProcesses').insert({
        bankIssuer,
        bankName: bank.bankName,
        filename,
        fileUrl,
        processDate: toBangkokIso(Date.now()),
        totalTransactions: total,
        matchedTransactions: total - unmatched,
        unmatchedTransactions: unmatched,
        totalAmount: Math.round(total * 1234.56 * 100) / 100,
        status: unmatched ? 'partial' : 'success',
      });
      return json(record, 201);
    },
  },
  {
    service: 'reporting',
    method: 'GET',
    path: 'reconcile/getLastReconcileProcess',
    resolve: (ctx) => {
      const bankIssuer = ctx.url.searchParams.get('bankIssuer') ?? '';
      const filename = ctx.url.searchParams.get('filename') ?? '';
      const latest = ctx.db
        .table('reconcileProcesses')
        .list()
        .filter((r) => (!bankIssuer || r.bankIssuer === bankIssuer) && (!filename || r.filename === filename))
        .reduce<MockRecord | undefined>(
          (best, r) => (!best || Date.parse(r.processDate) > Date.parse(String(best.processDate)) ? r : best),
          undefined,
        );
      return latest ? json(latest) : fail(404, 'No reconcile process for that bank and file');
    },
  },
];

export const REPORTING_SPECS: readonly EntitySpec[] = [
  qrSpec,
  fundingSpec,
  transferReturnSpec,
  externalSpec,
  adjustmentSpec,
  arPrSpec,
  taxSpec,
  reconcileSpec,
];

export function reportingRoutes(): Route[] {
  return [...custom, ...REPORTING_SPECS.flatMap(entityRoutes)];
}
