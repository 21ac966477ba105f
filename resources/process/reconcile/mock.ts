/**
 * Reconciliation against bank statement files (reporting service). The console uploads the bank's
 * file (upload service → `fileUrl`), then these calls read it back from the upload store, parse it
 * with the console's own statement parser and match every line to a QR transaction by its reference:
 *
 * - matched: the transaction waits for payment and the amount agrees → saving the run marks it paid;
 * - alreadyApproved: the transaction is already paid with that amount;
 * - unmatched: no such transaction, another amount, or a cancelled transaction.
 *
 * Saving is a money operation (Idempotency-Key, mocks/handlers/router.ts). A run keeps who saved it, when, and its
 * result lines (the first 1,000), which the run's detail lists.
 */
import { STATEMENT_BANK_BY_CODE, type StatementBank } from './statementFormats.ts';
import {
  detectStatementBank,
  parseStatement,
  type StatementRow,
  type StatementSummary,
} from './statementParser.ts';
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import type { MockDb } from '../../../mocks/db/index.ts';
import type { ReconcileProcess } from './seed.ts';
import type { QrTransaction } from '../../store/transaction/seed.ts';
import { actorOf } from '../../../mocks/handlers/actor.ts';
import { bankStatusOf } from '../../../mocks/db/bankRecords.ts';
import { json, MockHttpError, readJsonObject, requireString } from '../../../mocks/handlers/respond.ts';
import { queryList, type ListSpec } from '../../../mocks/handlers/query.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';
import { readUpload, type StoredUpload } from '../../../mocks/handlers/uploadStore.ts';

export type ReconcileResult = 'matched' | 'unmatched' | 'alreadyApproved';
export type UnmatchedReason = 'notFound' | 'amount' | 'cancelled';

export interface ReconcileItem {
  line: number;
  reference: string;
  date: string;
  time: string;
  /** Baht, as in the file. */
  amount: number;
  result: ReconcileResult;
  reason: UnmatchedReason | null;
  /** The transaction's status before the run, null when there is none. */
  transactionStatus: string | null;
  /** The transaction's amount when it differs from the file's. */
  transactionAmount: number | null;
}

/** A run as stored: the record of the list plus who saved it and its result lines. */
export type ReconcileRun = ReconcileProcess & {
  processedBy: string;
  alreadyApprovedTransactions: number;
  malformedLines: number;
  items: ReconcileItem[];
};

const KEEP_ITEMS = 1000;
const CHECK_ITEMS = 2000;
const RECON_FILE = /\.(txt|csv)$/i;

export const RECONCILE_LIST_SPEC: ListSpec = {
  searchFields: ['filename', 'bankName', 'bankIssuer', 'processedBy'],
  dateField: 'processDate',
  dateRule: 'ymd',
  defaultSort: { field: 'processDate', order: 'DESC' },
};

const satangOf = (baht: number) => Math.round(baht * 100);
const bahtOf = (satang: number) => satang / 100;

function fileNameOf(fileUrl: string): string {
  try {
    return decodeURIComponent(new URL(fileUrl, 'http://files.invalid').pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}

function uploadOf(db: MockDb, fileUrl: string): StoredUpload {
  const upload = readUpload(db, fileUrl);
  if (!upload) throw new MockHttpError(404, `No uploaded file at ${fileUrl}: upload it again`);
  return upload;
}

interface ReadStatement {
  upload: StoredUpload;
  filename: string;
  bank: StatementBank;
  summary: StatementSummary & { rows: StatementRow[] };
}

/** The uploaded statement, parsed as the bank whose layout it has (or the bank the caller expects). */
function readStatement(db: MockDb, fileUrl: string, expected?: StatementBank): ReadStatement {
  const upload = uploadOf(db, fileUrl);
  const filename = upload.fileName || fileNameOf(fileUrl);
  if (!RECON_FILE.test(filename)) {
    throw new MockHttpError(400, `Unsupported file format: ${filename} (expected .txt or .csv)`);
  }
  const bank = expected ?? detectStatementBank(upload.bytes);
  if (!bank) throw new MockHttpError(400, `${filename} is not a KBANK, SCB or BBL statement`);
  const parsed = parseStatement(upload.bytes, bank, { keepRows: true });
  if (!parsed.ok) throw new MockHttpError(400, `${filename}: ${parsed.refusal.detail}`);
  return { upload, filename, bank, summary: parsed.summary as ReadStatement['summary'] };
}

function classifyRow(row: StatementRow, t: QrTransaction | undefined): ReconcileItem {
  const base = {
    line: row.line,
    reference: row.reference,
    date: row.date,
    time: row.time,
    amount: bahtOf(row.amountSatang),
    transactionStatus: t?.status ?? null,
    transactionAmount: null,
  };
  if (!t) return { ...base, result: 'unmatched', reason: 'notFound' };
  if (satangOf(t.amount) !== row.amountSatang) {
    return { ...base, result: 'unmatched', reason: 'amount', transactionAmount: t.amount };
  }
  if (t.status === 'cancelled') return { ...base, result: 'unmatched', reason: 'cancelled' };
  if (t.status === 'paid') return { ...base, result: 'alreadyApproved', reason: null };
  return { ...base, result: 'matched', reason: null };
}

interface Classified {
  items: ReconcileItem[];
  matched: number;
  unmatched: number;
  alreadyApproved: number;
}

export function classifyRows(db: MockDb, rows: readonly StatementRow[]): Classified {
  const table = db.table('qrTransactions');
  const out: Classified = { items: [], matched: 0, unmatched: 0, alreadyApproved: 0 };
  for (const row of rows) {
    const item = classifyRow(row, table.get(row.reference));
    out[item.result]++;
    out.items.push(item);
  }
  return out;
}

/** Unmatched lines first (they need a look), then matched, then already approved; by line within. */
const ORDER: Record<ReconcileResult, number> = { unmatched: 0, matched: 1, alreadyApproved: 2 };
const byResult = (a: ReconcileItem, b: ReconcileItem) => ORDER[a.result] - ORDER[b.result] || a.line - b.line;

/** Result lines of a seeded run: that bank's receipts of the day before the run, against today's data. */
function seededItems(db: MockDb, run: ReconcileProcess): ReconcileItem[] {
  const day = toBangkokIso(Date.parse(run.processDate) - 86_400_000).slice(0, 10);
  const rows: StatementRow[] = [];
  for (const t of db.table('qrTransactions').list()) {
    if (t.bankCode !== run.bankIssuer || t.createdDate.slice(0, 10) !== day || bankStatusOf(t) !== 'paid')
      continue;
    const at = t.paymentDate ?? t.createdDate;
    rows.push({
      line: rows.length + 2,
      date: at.slice(0, 10),
      time: at.slice(11, 19),
      reference: t.transactionNo,
      ref1: t.ref1,
      ref2: t.ref2,
      amountSatang: satangOf(t.amount),
      channel: t.channel,
    });
  }
  return classifyRows(db, rows).items.sort(byResult);
}

function runOf(record: ReconcileProcess): Omit<ReconcileRun, 'items'> & { items?: ReconcileItem[] } {
  return record as Omit<ReconcileRun, 'items'> & { items?: ReconcileItem[] };
}

/** A run as the list shows it: without its result lines. */
function listed(record: ReconcileProcess): Record<string, unknown> {
  const { items: _items, ...rest } = runOf(record);
  return rest;
}

function bankIssuerOf(
  ctx: RouteContext,
  body: Record<string, unknown>,
): { code: string; bank: StatementBank } {
  const code = requireString(body, 'bankIssuer');
  if (!ctx.db.table('banks').get(code)) {
    throw new MockHttpError(400, `Unknown bankIssuer ${code}`, { bankIssuer: 'unknown' });
  }
  const bank = STATEMENT_BANK_BY_CODE[code];
  if (!bank) {
    throw new MockHttpError(400, `No statement layout is known for bank ${code}`, {
      bankIssuer: 'unsupported',
    });
  }
  return { code, bank };
}

export function routes(): Route[] {
  return [
    {
      service: 'reporting',
      method: 'GET',
      path: 'report/reconcile/getReconcileProcess',
      overrides: 'management/reconcile',
      resolve: (ctx) => {
        const { envelope, ignored } = queryList(
          ctx.db.table('reconcileProcesses').list(),
          ctx.url.searchParams,
          RECONCILE_LIST_SPEC,
        );
        return json(
          { ...envelope, items: envelope.items.map(listed) },
          200,
          ignored.length ? { 'x-mock-ignored-params': ignored.join(',') } : undefined,
        );
      },
    },
    {
      service: 'reporting',
      method: 'GET',
      path: 'report/reconcile/getReconcileProcess/:id',
      resolve: (ctx) => {
        const record = ctx.db.table('reconcileProcesses').get(ctx.params.id);
        if (!record) throw new MockHttpError(404, `Reconcile process ${ctx.params.id} not found`);
        const run = runOf(record);
        return json({ ...run, items: run.items ?? seededItems(ctx.db, record) });
      },
    },
    {
      service: 'reporting',
      method: 'POST',
      path: 'reconcile/validate-file-format',
      resolve: async (ctx) => {
        const fileUrl = requireString(await readJsonObject(ctx.request), 'fileUrl');
        const { filename, bank, summary } = readStatement(ctx.db, fileUrl);
        return json({
          valid: true,
          filename,
          bank,
          bankIssuer: Object.entries(STATEMENT_BANK_BY_CODE).find(([, b]) => b === bank)?.[0] ?? null,
          rowCount: summary.rowCount,
          malformedLines: summary.malformed.length,
        });
      },
    },
    {
      service: 'reporting',
      method: 'POST',
      path: 'reconcile/checkTransactionApproveFromFile',
      resolve: async (ctx) => {
        const fileUrl = requireString(await readJsonObject(ctx.request), 'fileUrl');
        const { filename, bank, summary } = readStatement(ctx.db, fileUrl);
        const classified = classifyRows(ctx.db, summary.rows);
        const items = classified.items.sort(byResult);
        return json({
          fileUrl,
          filename,
          bank,
          total: summary.rowCount,
          matched: classified.matched,
          unmatched: classified.unmatched,
          alreadyApproved: classified.alreadyApproved,
          malformedLines: summary.malformed.length,
          totalAmount: bahtOf(summary.totalSatang),
          items: items.slice(0, CHECK_ITEMS),
          itemsTruncated: items.length > CHECK_ITEMS,
        });
      },
    },
    {
      service: 'reporting',
      method: 'POST',
      path: 'reconcile/save-reconcile-process-from-file',
      resolve: async (ctx) => {
        const body = await readJsonObject(ctx.request);
        const fileUrl = requireString(body, 'fileUrl');
        const issuer = bankIssuerOf(ctx, body);
        const detected = detectStatementBank(uploadOf(ctx.db, fileUrl).bytes);
        if (detected && detected !== issuer.bank) {
          throw new MockHttpError(400, `The file is a ${detected} statement, not ${issuer.bank}`, {
            bankIssuer: 'mismatch',
          });
        }
        const { filename, summary } = readStatement(ctx.db, fileUrl, issuer.bank);
        const classified = classifyRows(ctx.db, summary.rows);
        // The bank received these payments: the waiting transactions become paid.
        const table = ctx.db.table('qrTransactions');
        const now = toBangkokIso(Date.now());
        for (const item of classified.items) {
          if (item.result !== 'matched') continue;
          const t = table.get(item.reference);
          if (t) {
            table.update(t.transactionNo, {
              status: 'paid',
              paymentDate: `${item.date}T${item.time}+07:00`,
              fee: Math.round(t.amount * 3) / 100,
            });
          }
        }
        const bankRecord = ctx.db.table('banks').get(issuer.code);
        const total = summary.rowCount;
        const status: ReconcileProcess['status'] =
          classified.unmatched === 0 ? 'success' : classified.unmatched === total ? 'failed' : 'partial';
        const run: Omit<ReconcileRun, 'id'> = {
          bankIssuer: issuer.code,
          bankName: bankRecord?.bankName ?? issuer.bank,
          filename:
            typeof body.filename === 'string' && body.filename.trim() ? body.filename.trim() : filename,
          fileUrl,
          processDate: now,
          totalTransactions: total,
          matchedTransactions: classified.matched + classified.alreadyApproved,
          unmatchedTransactions: classified.unmatched,
          alreadyApprovedTransactions: classified.alreadyApproved,
          malformedLines: summary.malformed.length,
          totalAmount: bahtOf(summary.totalSatang),
          status,
          processedBy: actorOf(ctx).name,
          items: classified.items.sort(byResult).slice(0, KEEP_ITEMS),
        };
        const record = ctx.db.table('reconcileProcesses').insert(run);
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
        let latest: ReconcileProcess | undefined;
        for (const r of ctx.db.table('reconcileProcesses').list()) {
          if ((bankIssuer && r.bankIssuer !== bankIssuer) || (filename && r.filename !== filename)) continue;
          if (!latest || Date.parse(r.processDate) > Date.parse(latest.processDate)) latest = r;
        }
        if (!latest) throw new MockHttpError(404, 'No reconcile process for that bank and file');
        return json(listed(latest));
      },
    },
  ];
}
