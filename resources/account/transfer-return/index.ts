import { defineEntity } from '../../catalog/define.ts';

/**
 * The transfer-return report (money going back to stores) and its approval, a tab of funding transfer
 * at `/account/funding-transfer/transfer-return` (docs/accounting.md). Finance selects the rows waiting
 * in `Account approve` and approves them in one call with one Idempotency-Key.
 */
export const transferReturn = defineEntity({
  area: 'account',
  path: 'funding-transfer/transfer-return',
  permission: 'funding',
  names: { th: 'รายการโอนเงินคืนร้านค้าประจำวัน', en: 'Daily merchant return transfers' },
  recordTitle: 'id',
  service: 'reporting',
  list: true,
  queues: [
    {
      key: 'toReview',
      label: { th: 'รายการโอนคืนรอตรวจสอบ', en: 'Transfer returns to review' },
      filter: { status: 'Account approve' },
    },
  ],
  load: () => import('./declaration.ts'),
});
