/**
 * Payment gateway service (docs/api-contract.md, "Setting MDR and payment channel", "QR code", "Adjustment") and the
 * payment service's merchant API information. Adjustments are money operations: the console sends them
 * with an Idempotency-Key, which the router honours.
 */
import { hashString } from '../db/prng.ts';
import { toBangkokIso } from '../db/dates.ts';
import { QR_TRANSACTION_STATUSES } from '../db/thai-data.ts';
import type { Adjustment, MockDb, QrTransaction, SettingMdr } from '../db/index.ts';
import { entityRoutes, recordOr404, type EntitySpec } from './entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject, requireString } from './respond.ts';
import type { Route, RouteContext } from './router.ts';

type QrStatus = QrTransaction['status'];

/** The largest amount one QR payment may be set to (baht). */
const QR_AMOUNT_LIMIT = 700_000;

const bankSpec: EntitySpec = {
  label: 'Bank',
  service: 'payment',
  table: 'banks',
  idField: 'bankCode',
  endpoints: {
    list: 'bank',
    get: 'bank/{id}',
    update: 'bank/{id}',
    toggle: { method: 'PUT', path: 'bank/{id}/toggle_active' },
  },
  embeddedToggles: [
    {
      method: 'PUT',
      path: 'bank/{id}/paymentChannel/{item}/toggle_active',
      source: 'channels',
      itemKey: 'channel',
    },
  ],
  searchFields: ['bankCode', 'bankName', 'bankShortName'],
  defaultSort: { field: 'bankCode', order: 'ASC' },
};

const settingMdrSpec: EntitySpec = {
  label: 'MDR setting',
  service: 'payment',
  table: 'settingMdr',
  idField: 'bankCode',
  endpoints: { list: 'setting_mdr', get: 'setting_mdr/{id}' },
  searchFields: ['bankCode', 'bankName'],
  defaultSort: { field: 'bankCode', order: 'ASC' },
};

/** What the bank's own records say: most stuck transactions were in fact paid. */
export function bankStatusOf(t: QrTransaction): QrStatus {
  if (t.status === 'paid') return 'paid';
  return hashString(t.transactionNo) % 10 < 7 ? 'paid' : t.status;
}

function transactionOf(db: MockDb, body: Record<string, unknown>): QrTransaction {
  const transactionNo = requireString(body, 'transactionNo');
  return recordOr404(db, 'qrTransactions', transactionNo, 'Transaction');
}

function isQrStatus(value: unknown): value is QrStatus {
  return typeof value === 'string' && (QR_TRANSACTION_STATUSES as readonly string[]).includes(value);
}

/** Writes the adjustment row of a transaction (creating it on its first adjustment). */
function recordAdjustment(ctx: RouteContext, t: QrTransaction, patch: Partial<Adjustment>): Adjustment {
  const table = ctx.db.table('adjustments');
  const existing = table.list().find((a) => a.transactionNo === t.transactionNo);
  const full: Partial<Adjustment> = {
    isAdjusted: true,
    adjustedDate: toBangkokIso(Date.now()),
    adjustedBy: 'staff',
    ...patch,
  };
  if (existing) return table.update(existing.id, full) ?? existing;
  return table.insert({
    transactionNo: t.transactionNo,
    storeId: t.storeId,
    storeName: t.storeName,
    amount: t.amount,
    fee: t.fee,
    status: t.status,
    createdDate: t.createdDate,
    adjustedStatus: null,
    adjustType: null,
    remark: null,
    ...full,
  });
}

function setStatus(ctx: RouteContext, t: QrTransaction, status: QrStatus): QrTransaction {
  const paymentDate = status === 'paid' ? (t.paymentDate ?? toBangkokIso(Date.now())) : null;
  const fee = status === 'paid' ? Math.round(t.amount * 3) / 100 : 0;
  return ctx.db.table('qrTransactions').update(t.transactionNo, { status, paymentDate, fee }) ?? t;
}

function numberIn(value: unknown, field: string, min: number, max: number, integer = false): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new MockHttpError(
      400,
      `${field} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`,
      {
        [field]: 'out of range',
      },
    );
  }
  return n;
}

const custom: Route[] = [
  {
    service: 'payment',
    method: 'PUT',
    path: 'setting_mdr/:id',
    resolve: async (ctx) => {
      const current = recordOr404(ctx.db, 'settingMdr', ctx.params.id, 'MDR setting');
      const body = await readJsonObject(ctx.request);
      const patch: Partial<SettingMdr> = {};
      if ('paymentTerm' in body) patch.paymentTerm = numberIn(body.paymentTerm, 'paymentTerm', 1, 90, true);
      if ('channels' in body) {
        if (!Array.isArray(body.channels)) throw new MockHttpError(400, 'channels must be a list');
        patch.channels = body.channels.filter(isPlainObject).map((c) => ({
          channel: String(c.channel ?? ''),
          mdrRate: numberIn(c.mdrRate, 'mdrRate', 0, 100),
          isActive: c.isActive !== false,
        }));
      }
      return json(ctx.db.table('settingMdr').update(current.bankCode, patch));
    },
  },
  {
    service: 'payment',
    method: 'GET',
    path: 'qr_code/amount',
    resolve: (ctx) => json({ amount: recordOr404(ctx.db, 'qrCodeSettings', 'default', 'QR setting').amount }),
  },
  {
    service: 'payment',
    method: 'PUT',
    path: 'qr_code/amount',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const amount = numberIn(body.amount ?? body.value, 'amount', 1, QR_AMOUNT_LIMIT);
      if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) {
        throw new MockHttpError(400, 'amount has at most 2 decimals', { amount: 'too many decimals' });
      }
      const updated = ctx.db
        .table('qrCodeSettings')
        .update('default', { amount: Math.round(amount * 100) / 100 });
      return json({ amount: updated?.amount });
    },
  },
  {
    service: 'payment',
    method: 'GET',
    path: 'qr_code/timeout',
    resolve: (ctx) =>
      json({ timeoutMinutes: recordOr404(ctx.db, 'qrCodeSettings', 'default', 'QR setting').timeoutMinutes }),
  },
  {
    service: 'payment',
    method: 'PUT',
    path: 'qr_code/timeout',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const minutes = numberIn(
        body.timeoutMinutes ?? body.timeout ?? body.value,
        'timeoutMinutes',
        1,
        60,
        true,
      );
      const updated = ctx.db.table('qrCodeSettings').update('default', { timeoutMinutes: minutes });
      return json({ timeoutMinutes: updated?.timeoutMinutes });
    },
  },
  {
    service: 'payment',
    method: 'POST',
    path: 'adjust-transaction/inquiry',
    resolve: async (ctx) => {
      const t = transactionOf(ctx.db, await readJsonObject(ctx.request));
      const bankStatus = bankStatusOf(t);
      return json({ ...t, bankStatus, canAdjust: bankStatus !== t.status });
    },
  },
  {
    service: 'payment',
    method: 'POST',
    path: 'adjust-transaction/adjust',
    resolve: async (ctx) => {
      const t = transactionOf(ctx.db, await readJsonObject(ctx.request));
      const target = bankStatusOf(t);
      if (target === t.status) {
        throw new MockHttpError(409, `Transaction ${t.transactionNo} already matches the bank (${t.status})`);
      }
      const before = t.status;
      const updated = setStatus(ctx, t, target);
      const adjustment = recordAdjustment(
        ctx,
        { ...updated, status: before },
        {
          adjustedStatus: target,
          adjustType: 'status',
        },
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
      const remark = requireString(body, 'remark');
      if (body.status === t.status)
        throw new MockHttpError(409, `Transaction ${t.transactionNo} is already ${t.status}`);
      const before = t.status;
      const updated = setStatus(ctx, t, body.status);
      const adjustment = recordAdjustment(
        ctx,
        { ...updated, status: before },
        {
          adjustedStatus: body.status,
          adjustType: 'manual',
          remark,
        },
      );
      return json({ transaction: updated, adjustment });
    },
  },
  {
    service: 'payment',
    method: 'POST',
    path: 'adjust-transaction/adjust-fee-qr-credit',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const t = transactionOf(ctx.db, body);
      if (t.channel !== 'QR_CREDIT') {
        throw new MockHttpError(400, `Transaction ${t.transactionNo} is not a QR Credit payment`);
      }
      const fee = Math.round(numberIn(body.fee, 'fee', 0, t.amount) * 100) / 100;
      const updated = ctx.db.table('qrTransactions').update(t.transactionNo, { fee }) ?? t;
      const adjustment = recordAdjustment(ctx, updated, {
        adjustType: 'fee',
        fee,
        adjustedStatus: null,
        remark: typeof body.remark === 'string' ? body.remark : `fee ${t.fee} → ${fee}`,
      });
      return json({ transaction: updated, adjustment });
    },
  },
  {
    service: 'paymentService',
    method: 'GET',
    path: 'api/v1/account/merchant/api-information/:id',
    resolve: (ctx) => {
      const m = recordOr404(ctx.db, 'merchants', ctx.params.id, 'Store');
      return json({ storeId: m.storeId, apiKey: m.apiKey, secretKey: m.secretKey });
    },
  },
];

export const PAYMENT_SPECS: readonly EntitySpec[] = [bankSpec, settingMdrSpec];

export function paymentRoutes(): Route[] {
  return [...custom, ...PAYMENT_SPECS.flatMap(entityRoutes)];
}
