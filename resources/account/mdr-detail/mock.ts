/**
 * The MDR of one store (merchant service): its rates, and saving its payment term and rates (a known
 * bank of the store, a payment channel, a percentage with at most 2 decimals).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import type { MdrRate } from '../mdr/seed.ts';
import { PAYMENT_CHANNELS } from '../../../mocks/db/thai-data.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

const now = () => toBangkokIso(Date.now());

function ratePercent(value: unknown, field: string): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new MockHttpError(400, `${field} must be a percentage from 0 to 100`, { [field]: 'out of range' });
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6)
    throw new MockHttpError(400, `${field} has at most 2 decimals`, { [field]: 'too many decimals' });
  return Math.round(n * 100) / 100;
}

export function routes(): Route[] {
  return [
    {
      service: 'merchant',
      method: 'GET',
      path: 'mdr/rate/:id',
      resolve: (ctx) => json(recordOr404(ctx.db, 'mdr', ctx.params.id, 'MDR').rates),
    },
    {
      service: 'merchant',
      method: 'PUT',
      path: 'mdr/:id',
      overrides: 'account/mdr-detail',
      resolve: async (ctx) => {
        const mdr = recordOr404(ctx.db, 'mdr', ctx.params.id, 'MDR');
        const body = await readJsonObject(ctx.request);
        const paymentTerm = body.paymentTerm === undefined ? mdr.paymentTerm : Number(body.paymentTerm);
        if (!Number.isInteger(paymentTerm) || paymentTerm < 1 || paymentTerm > 90) {
          throw new MockHttpError(400, 'paymentTerm must be a whole number of days from 1 to 90', {
            paymentTerm: 'out of range',
          });
        }
        if ('rates' in body && !Array.isArray(body.rates))
          throw new MockHttpError(400, 'rates must be a list', { rates: 'must be a list' });
        const rates = Array.isArray(body.rates) ? body.rates : mdr.rates;
        const cleanRates: MdrRate[] = rates.map((r, i) => {
          if (!isPlainObject(r)) throw new MockHttpError(400, `rates[${i}] must be an object`);
          const bankCode = String(r.bankCode ?? '');
          const channel = String(r.channel ?? '');
          if (!mdr.banks.some((b) => b.bankCode === bankCode))
            throw new MockHttpError(400, `rates[${i}].bankCode ${bankCode} is not a bank of this store`, {
              [`rates[${i}].bankCode`]: 'unknown bank',
            });
          if (!(PAYMENT_CHANNELS as readonly string[]).includes(channel))
            throw new MockHttpError(400, `rates[${i}].channel ${channel} is not a payment channel`, {
              [`rates[${i}].channel`]: 'unknown channel',
            });
          return { bankCode, channel, rate: ratePercent(r.rate, `rates[${i}].rate`) };
        });
        const banks = mdr.banks.map((b) => ({
          ...b,
          mdr: cleanRates
            .filter((r) => r.bankCode === b.bankCode)
            .map((r) => `${r.channel} ${r.rate.toFixed(2)}%`)
            .join(', '),
        }));
        return json(
          ctx.db
            .table('mdr')
            .update(mdr.mdrId, { paymentTerm, rates: cleanRates, banks, updatedDate: now() }),
        );
      },
    },
  ];
}
