/**
 * Adjustments of unpaid QR transactions (adjustments made in the console add rows).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { pad } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import type transactionStatusAdjustment from './declaration.ts';

/** Columns whose type the seeded values alone do not give: every kind of adjustment a route makes. */
interface AdjustmentColumns {
  adjustType: 'status' | 'manual' | 'fee' | null;
}

export const adjustments = seedTable<typeof transactionStatusAdjustment, AdjustmentColumns>()({
  table: 'adjustments',
  idField: 'id',
  idPrefix: 'ADJ',
  idWidth: 5,
  // Inputs of the adjust operation: the bank's answer to the inquiry and the choice made on it.
  absent: ['bankStatus', 'isAdjust'],
  rows: ({ rng, seedOf }) => {
    const candidates = seedOf('qrTransactions').filter((t) => t.status !== 'paid');
    return Array.from({ length: 300 }, (_, i) => {
      const t = candidates[Math.floor((i * candidates.length) / 300)];
      const adjusted = rng.chance(0.4);
      return {
        id: `ADJ${pad(i + 1, 5)}`,
        transactionNo: t.transactionNo,
        storeId: t.storeId,
        storeName: t.storeName,
        amount: t.amount,
        fee: t.fee,
        status: t.status,
        isAdjusted: adjusted,
        adjustedStatus: adjusted ? 'paid' : null,
        adjustType: adjusted ? rng.pick(['status', 'manual'] as const) : null,
        createdDate: t.createdDate,
        adjustedDate: adjusted ? toBangkokIso(Date.parse(t.createdDate) + 86_400_000) : null,
        adjustedBy: adjusted ? 'สุดา รักงาน' : null,
        remark: adjusted ? 'ลูกค้าชำระเงินแล้ว ธนาคารยืนยันยอด' : null,
      };
    });
  },
});

export type Adjustment = RowOf<typeof adjustments>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    adjustments: Adjustment;
  }
}
