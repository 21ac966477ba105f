/**
 * Adjustments of unpaid QR transactions (adjustments made in the console add rows).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { pad } from '../../../mocks/db/generators.ts';
import { defineTable } from '../../../mocks/db/seeds/define.ts';

export const adjustments = defineTable('adjustments', {
  idField: 'id',
  idPrefix: 'ADJ',
  idWidth: 5,
  seed: ({ rng, seedOf }) => {
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
