/**
 * Transaction status adjustment (payment gateway) and the adjustment list (reporting). Every change is
 * written to the `adjustments` table with who made it and when, so it shows in the list; the
 * transaction itself changes in `qrTransactions`. The QR credit fee adjustment
 * (resources/process/adjust-fee-qr-credit/mock.ts) records its changes with the helpers below.
 *
 * Failures the console must show (it treats any answer but 200 as `false`):
 * - inquiry of an unknown transaction → 404 (the console shows "not found");
 * - adjust: the transaction already matches the bank, or was already adjusted → 409;
 * - manual adjust: a change of status that is not allowed (a paid transaction back to waiting or
 *   cancelled, anything to waiting), nothing changed, or already adjusted → 409; bad values → 400.
 * All writes honour the Idempotency-Key (mocks/handlers/router.ts).
 */
import { bankStatusOf } from '../../../mocks/db/bankRecords.ts';
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import type { MockDb } from '../../../mocks/db/index.ts';
import type { Adjustment } from './seed.ts';
import type { QrTransaction } from '../../store/transaction/seed.ts';
import { QR_TRANSACTION_STATUSES } from '../../../mocks/db/thai-data.ts';
import { actorOf } from '../../../mocks/handlers/actor.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { filterAndSort, queryList, type ListSpec } from '../../../mocks/handlers/query.ts';
import { json, MockHttpError, readJsonObject, requireString } from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';

type QrStatus = QrTransaction['status'];

/** The largest amount one QR payment may be set to (baht). */
const QR_AMOUNT_LIMIT = 700_000;

/** Manual status changes staff may make: money received late, or a payment that never came. */
const ALLOWED_MANUAL: Readonly<Record<QrStatus, readonly QrStatus[]>> = {
  'waiting for payment': ['paid', 'cancelled'],
  cancelled: ['paid'],
  paid: [],
};

export const ADJUSTMENT_LIST_SPEC: ListSpec = {
  searchFields: ['transactionNo', 'storeId', 'storeName', 'adjustedBy'],
  dateField: 'createdDate',
  dateRule: 'ymd',
  defaultSort: { field: 'createdDate', order: 'DESC' },
};

function isQrStatus(value: unknown): value is QrStatus {
  return typeof value === 'string' && (QR_TRANSACTION_STATUSES as readonly string[]).includes(value);
}

export function transactionOf(db: MockDb, body: Record<string, unknown>): QrTransaction {
  const transactionNo = requireString(body, 'transactionNo');
  return recordOr404(db, 'qrTransactions', transactionNo, 'Transaction');
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
const feeFor = (amount: number) => round2(amount * 0.03);

/** Who made the change: the signed-in staff member the guard verified (actor.ts); never a body field. */
export const changedBy = (ctx: RouteContext): string => actorOf(ctx).name;

function remarkOf(body: Record<string, unknown>): string {
  const remark =
    typeof body.remark === 'string' ? body.remark : typeof body.reason === 'string' ? body.reason : '';
  if (!remark.trim()) throw new MockHttpError(400, 'remark is required', { remark: 'required' });
  if (remark.length > 500)
    throw new MockHttpError(400, 'remark is longer than 500 characters', { remark: 'too long' });
  return remark.trim();
}

/** The last status or manual adjustment of a transaction, if any. */
function previousAdjustment(db: MockDb, transactionNo: string): Adjustment | undefined {
  return db
    .table('adjustments')
    .list()
    .filter(
      (a) =>
        a.transactionNo === transactionNo &&
        a.isAdjusted &&
        (a.adjustType === 'status' || a.adjustType === 'manual'),
    )
    .at(-1);
}

function refuseIfAdjusted(db: MockDb, t: QrTransaction): void {
  const previous = previousAdjustment(db, t.transactionNo);
  if (previous) {
    throw new MockHttpError(
      409,
      `Transaction ${t.transactionNo} was already adjusted to ${previous.adjustedStatus ?? '—'} by ` +
        `${previous.adjustedBy ?? 'staff'} on ${previous.adjustedDate ?? '—'}`,
    );
  }
}

/**
 * Writes one change: the open (not yet decided) adjustment row of the transaction is completed, else a
 * new row is added, so every change is one row of the list.
 */
export function recordChange(
  ctx: RouteContext,
  before: QrTransaction,
  patch: Pick<Adjustment, 'isAdjusted' | 'adjustType' | 'adjustedStatus' | 'remark'> & { fee?: number },
  actor: string,
): Adjustment {
  const table = ctx.db.table('adjustments');
  const open = table
    .list()
    .find((a) => a.transactionNo === before.transactionNo && !a.isAdjusted && a.adjustedDate === null);
  const full: Partial<Adjustment> = {
    ...patch,
    fee: patch.fee ?? before.fee,
    adjustedDate: toBangkokIso(Date.now()),
    adjustedBy: actor,
  };
  if (open) return table.update(open.id, full) ?? open;
  return table.insert({
    transactionNo: before.transactionNo,
    storeId: before.storeId,
    storeName: before.storeName,
    amount: before.amount,
    status: before.status,
    createdDate: before.createdDate,
    ...full,
  });
}

function setStatus(db: MockDb, t: QrTransaction, status: QrStatus, amount = t.amount): QrTransaction {
  const paymentDate = status === 'paid' ? (t.paymentDate ?? toBangkokIso(Date.now())) : null;
  const fee = status === 'paid' ? feeFor(amount) : 0;
  return db.table('qrTransactions').update(t.transactionNo, { status, paymentDate, fee, amount }) ?? t;
}

function amountOf(value: unknown, current: number): number {
  if (value === undefined || value === null || value === '') return current;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0 || n > QR_AMOUNT_LIMIT) {
    throw new MockHttpError(400, `amount must be above 0 and at most ${QR_AMOUNT_LIMIT}`, {
      amount: 'out of range',
    });
  }
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
    throw new MockHttpError(400, 'amount has at most 2 decimals', { amount: 'too many decimals' });
  }
  return round2(n);
}

/** `true` for "Adjust Transaction", `false` for "Not Adjust Transaction" (default: adjust). */
function adjustChoice(body: Record<string, unknown>): boolean {
  const value = body.isAdjust ?? body.adjust ?? body.adjustTransaction;
  if (value === undefined) return true;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new MockHttpError(
    400,
    'isAdjust must be true (Adjust Transaction) or false (Not Adjust Transaction)',
    {
      isAdjust: 'invalid',
    },
  );
}

export function routes(): Route[] {
  return [
    {
      service: 'reporting',
      method: 'GET',
      path: 'report/transaction/get-transaction-adjustment',
      overrides: 'management/transaction-status-adjustment',
      resolve: (ctx) => {
        const all = ctx.db.table('adjustments').list();
        const { envelope, ignored } = queryList(all, ctx.url.searchParams, ADJUSTMENT_LIST_SPEC);
        // The status list and counter cover the whole filtered list, not only the page.
        const { rows } = filterAndSort(all, ctx.url.searchParams, ADJUSTMENT_LIST_SPEC);
        const counts = new Map<string, number>();
        let adjusted = 0;
        for (const a of rows) {
          counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
          if (a.isAdjusted) adjusted++;
        }
        const total = rows.length;
        return json(
          {
            ...envelope,
            statusList: QR_TRANSACTION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
            counter: { total, adjusted, notAdjusted: total - adjusted },
          },
          200,
          ignored.length ? { 'x-mock-ignored-params': ignored.join(',') } : undefined,
        );
      },
    },
    {
      service: 'payment',
      method: 'POST',
      path: 'adjust-transaction/inquiry',
      resolve: async (ctx) => {
        const t = transactionOf(ctx.db, await readJsonObject(ctx.request));
        const bankStatus = bankStatusOf(t);
        const previous = previousAdjustment(ctx.db, t.transactionNo);
        return json({
          ...t,
          bankStatus,
          canAdjust: bankStatus !== t.status && !previous,
          lastAdjustment: previous ?? null,
        });
      },
    },
    {
      service: 'payment',
      method: 'POST',
      path: 'adjust-transaction/adjust',
      resolve: async (ctx) => {
        const body = await readJsonObject(ctx.request);
        const t = transactionOf(ctx.db, body);
        const choice = adjustChoice(body);
        const actor = changedBy(ctx);
        const remark = choice
          ? typeof body.remark === 'string' && body.remark.trim()
            ? body.remark.trim()
            : null
          : remarkOf(body);
        refuseIfAdjusted(ctx.db, t);
        if (!choice) {
          // "Not Adjust Transaction": the decision is recorded; the transaction keeps its status.
          const adjustment = recordChange(
            ctx,
            t,
            { isAdjusted: false, adjustType: 'status', adjustedStatus: null, remark },
            actor,
          );
          return json({ transaction: t, adjustment });
        }
        const target = bankStatusOf(t);
        if (target === t.status) {
          throw new MockHttpError(
            409,
            `Transaction ${t.transactionNo} already matches the bank (${t.status})`,
          );
        }
        const updated = setStatus(ctx.db, t, target);
        const adjustment = recordChange(
          ctx,
          t,
          { isAdjusted: true, adjustType: 'status', adjustedStatus: target, remark, fee: updated.fee },
          actor,
        );
        return json({ transaction: updated, adjustment });
      },
    },
    {
      service: 'payment',
      method: 'POST',
      path: 'adjust-transaction/manual-adjust',
      resolve: async (ctx) => {
        const body = await readJsonObject(ctx.request);
        const t = transactionOf(ctx.db, body);
        if (!isQrStatus(body.status)) {
          throw new MockHttpError(400, `status must be one of ${QR_TRANSACTION_STATUSES.join(', ')}`, {
            status: 'invalid',
          });
        }
        const remark = remarkOf(body);
        const amount = amountOf(body.amount, t.amount);
        refuseIfAdjusted(ctx.db, t);
        if (body.status === t.status && amount === t.amount) {
          throw new MockHttpError(
            409,
            `Transaction ${t.transactionNo} is already ${t.status} for ${t.amount}`,
          );
        }
        if (body.status !== t.status && !ALLOWED_MANUAL[t.status].includes(body.status)) {
          throw new MockHttpError(409, `A ${t.status} transaction cannot be set to ${body.status}`);
        }
        const updated = setStatus(ctx.db, t, body.status, amount);
        const adjustment = recordChange(
          ctx,
          t,
          { isAdjusted: true, adjustType: 'manual', adjustedStatus: body.status, remark, fee: updated.fee },
          changedBy(ctx),
        );
        return json({ transaction: updated, adjustment });
      },
    },
  ];
}
