/**
 * The QR credit fee adjustment (payment gateway): only a paid QR Credit payment has a fee to change
 * (else 400 or 409), a fee from 0 to the amount with at most 2 decimals; the change is recorded in the
 * adjustment list as the status adjustments are (resources/process/transaction-status-adjustment).
 */
import { MockHttpError, json, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';
import { changedBy, recordChange, round2, transactionOf } from '../transaction-status-adjustment/mock.ts';

export function routes(): Route[] {
  return [
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
        const raw =
          typeof body.fee === 'number' ? body.fee : typeof body.fee === 'string' ? Number(body.fee) : NaN;
        if (!Number.isFinite(raw) || raw < 0 || raw > t.amount) {
          throw new MockHttpError(400, `fee must be a number from 0 to ${t.amount}`, { fee: 'out of range' });
        }
        if (Math.abs(raw * 100 - Math.round(raw * 100)) > 1e-6) {
          throw new MockHttpError(400, 'fee has at most 2 decimals', { fee: 'too many decimals' });
        }
        const fee = round2(raw);
        if (t.status !== 'paid') {
          throw new MockHttpError(
            409,
            `Transaction ${t.transactionNo} is ${t.status}: only a paid one has a fee`,
          );
        }
        if (fee === t.fee) throw new MockHttpError(409, `The fee of ${t.transactionNo} is already ${fee}`);
        const remark =
          typeof body.remark === 'string' && body.remark.trim()
            ? body.remark.trim()
            : `fee ${t.fee} → ${fee}`;
        const updated = ctx.db.table('qrTransactions').update(t.transactionNo, { fee }) ?? t;
        const adjustment = recordChange(
          ctx,
          t,
          { isAdjusted: true, adjustType: 'fee', adjustedStatus: null, remark, fee },
          changedBy(ctx),
        );
        return json({ transaction: updated, adjustment: { ...adjustment, previousFee: t.fee } });
      },
    },
  ];
}
