/**
 * The MDR settings per bank (payment service): answered with the bank's own active flags (switched on
 * and off on the payment-channel screen), saved with a payment term and a rate per channel the bank has.
 */
import type { MockDb } from '../../../mocks/db/index.ts';
import type { SettingMdr } from './seed.ts';
import { numberIn } from '../../../mocks/handlers/checks.ts';
import { listResponse, recordOr404, type EntitySpec } from '../../../mocks/handlers/entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';
import { versionOf } from '../../../mocks/handlers/versions.ts';

/** What the versions layer stamps on a record it writes. */
type Versioned = {
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
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

/**
 * A bank's MDR setting with the bank's own active flags (the bank and channel toggles). The setting is
 * a view of its bank: it carries the bank's version, which its toggles and its save are checked
 * against (the save writes the bank's version on, so a toggle made meanwhile is a conflict, and back).
 */
function withBankState(db: MockDb, setting: SettingMdr): SettingMdr & Versioned {
  const bank = db.table('banks').get(setting.bankCode);
  if (!bank) return setting;
  const active = new Map(bank.channels.map((c) => [c.channel, c.isActive]));
  const stamped = bank as Versioned;
  return {
    ...setting,
    version: versionOf(bank),
    ...(stamped.updatedAt !== undefined
      ? { updatedAt: stamped.updatedAt, updatedBy: stamped.updatedBy }
      : {}),
    isActive: bank.isActive,
    channels: setting.channels.map((c) => ({ ...c, isActive: active.get(c.channel) ?? c.isActive })),
  };
}

export function routes(): Route[] {
  return [
    {
      service: 'payment',
      method: 'GET',
      path: 'setting_mdr',
      overrides: 'account/setting-mdr',
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
      overrides: 'account/setting-mdr',
      resolve: (ctx) =>
        json(withBankState(ctx.db, recordOr404(ctx.db, 'settingMdr', ctx.params.id, 'MDR setting'))),
    },
    {
      service: 'payment',
      method: 'PUT',
      path: 'setting_mdr/:id',
      overrides: 'account/setting-mdr',
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
              throw new MockHttpError(
                400,
                `channels[${i}].channel ${channel} is not a channel of this bank`,
                {
                  [`channels[${i}].channel`]: 'unknown channel',
                },
              );
            const mdrRate = numberIn(c.mdrRate, `channels[${i}].mdrRate`, 0, 100);
            if (Math.abs(mdrRate * 100 - Math.round(mdrRate * 100)) > 1e-6)
              throw new MockHttpError(400, `channels[${i}].mdrRate has at most 2 decimals`, {
                [`channels[${i}].mdrRate`]: 'too many decimals',
              });
            // A channel is switched on and off on the bank (toggle calls), not here.
            return { channel, mdrRate: Math.round(mdrRate * 100) / 100, isActive: existing.isActive };
          });
        }
        // The bank first: If-Match is checked against the bank's version, and the bank's goes on by one.
        ctx.db.table('banks').update(current.bankCode, {});
        ctx.db.table('settingMdr').update(current.bankCode, patch);
        return json(
          withBankState(ctx.db, recordOr404(ctx.db, 'settingMdr', current.bankCode, 'MDR setting')),
        );
      },
    },
  ];
}
