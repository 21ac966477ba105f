/**
 * Payment gateway service (setting MDR and payment channels, QR code) and the payment service's
 * merchant API information. The adjustment calls are in adjustment.ts.
 */
export { bankStatusOf } from './adjustment.ts';
import type { MockDb, SettingMdr } from '../db/index.ts';
import { entityRoutes, listResponse, recordOr404, type EntitySpec } from './entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject } from './respond.ts';
import type { Route } from './router.ts';

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

/** A bank's MDR setting with the bank's own active flags (the bank and channel toggles). */
function withBankState(db: MockDb, setting: SettingMdr): SettingMdr {
  const bank = db.table('banks').get(setting.bankCode);
  if (!bank) return setting;
  const active = new Map(bank.channels.map((c) => [c.channel, c.isActive]));
  return {
    ...setting,
    isActive: bank.isActive,
    channels: setting.channels.map((c) => ({ ...c, isActive: active.get(c.channel) ?? c.isActive })),
  };
}

const custom: Route[] = [
  {
    service: 'payment',
    method: 'GET',
    path: 'setting_mdr',
    resolve: (ctx) =>
      listResponse(
        ctx.db
          .table('settingMdr')
          .list()
          .map((s) => withBankState(ctx.db, s)),
        ctx,
        settingMdrSpec,
      ),
  },
  {
    service: 'payment',
    method: 'GET',
    path: 'setting_mdr/:id',
    resolve: (ctx) =>
      json(withBankState(ctx.db, recordOr404(ctx.db, 'settingMdr', ctx.params.id, 'MDR setting'))),
  },
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
        const known = new Map(current.channels.map((c) => [c.channel, c]));
        patch.channels = body.channels.filter(isPlainObject).map((c, i) => {
          const channel = String(c.channel ?? '');
          const existing = known.get(channel);
          if (!existing)
            throw new MockHttpError(400, `channels[${i}].channel ${channel} is not a channel of this bank`, {
              [`channels[${i}].channel`]: 'unknown channel',
            });
          const mdrRate = numberIn(c.mdrRate, `channels[${i}].mdrRate`, 0, 100);
          if (Math.abs(mdrRate * 100 - Math.round(mdrRate * 100)) > 1e-6)
            throw new MockHttpError(400, `channels[${i}].mdrRate has at most 2 decimals`, {
              [`channels[${i}].mdrRate`]: 'too many decimals',
            });
          // A channel is switched on and off on the bank (toggle calls), not here.
          return { channel, mdrRate: Math.round(mdrRate * 100) / 100, isActive: existing.isActive };
        });
      }
      ctx.db.table('settingMdr').update(current.bankCode, patch);
      return json(withBankState(ctx.db, recordOr404(ctx.db, 'settingMdr', current.bankCode, 'MDR setting')));
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
    service: 'paymentService',
    method: 'GET',
    path: 'api/v1/account/merchant/api-information/:id',
    resolve: (ctx) => {
      const m = recordOr404(ctx.db, 'merchants', ctx.params.id, 'Store');
      const keys = recordOr404(ctx.db, 'merchantApiKeys', m.storeId, 'API information of store');
      return json({ storeId: m.storeId, apiKey: keys.apiKey, secretKey: keys.secretKey });
    },
  },
];

export const PAYMENT_SPECS: readonly EntitySpec[] = [bankSpec, settingMdrSpec];

export function paymentRoutes(): Route[] {
  return [...custom, ...PAYMENT_SPECS.flatMap(entityRoutes)];
}
