import { defineEntity } from '../../catalog/define.ts';

/**
 * Adjust the fee of a paid QR Credit transaction (payment gateway): an operation page. The transaction
 * is looked up first (its current fee is the "before" of the preview), then the new fee and a reason,
 * a confirmation naming the change, one request with an Idempotency-Key, and the changed transaction.
 * The change shows in the transaction status adjustment list (type "Fee"). See docs/process.md.
 */
export const adjustFeeQrCredit = defineEntity({
  area: 'management',
  path: 'adjust-fee-qr-credit',
  permission: 'adjustFeeQrCredit',
  menu: {
    group: 'process',
    order: 2,
    nameTh: 'ปรับค่าธรรมเนียม QR Credit',
    nameEn: 'Adjust QR Credit fee',
    icon: 'tune',
    landing: 21,
  },
  recordTitle: 'transactionNo',
  service: 'payment',
  list: true,
  load: () => import('./declaration.ts'),
});
