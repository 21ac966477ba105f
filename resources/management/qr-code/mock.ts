/** The QR code settings (payment service): the largest amount of one QR payment and its time-out. */
import { numberIn } from '../../../mocks/handlers/checks.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

/** The largest amount one QR payment may be set to (baht). */
const QR_AMOUNT_LIMIT = 700_000;

export function routes(): Route[] {
  return [
    {
      service: 'payment',
      method: 'GET',
      path: 'qr_code/amount',
      resolve: (ctx) =>
        json({ amount: recordOr404(ctx.db, 'qrCodeSettings', 'default', 'QR setting').amount }),
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
        json({
          timeoutMinutes: recordOr404(ctx.db, 'qrCodeSettings', 'default', 'QR setting').timeoutMinutes,
        }),
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
  ];
}
